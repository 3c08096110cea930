#include "eval/EpochRecords.h"

#include <c10/util/Exception.h>

#include <limits>
#include <nlohmann/json.hpp>

namespace osprey {

int64_t EpochRecords::payloadBytes() const {
    int64_t bytes = 0;
    for (const auto& [name, values] : f32)
        bytes += static_cast<int64_t>(values.size() * sizeof(float));
    for (const auto& [name, values] : u16)
        bytes += static_cast<int64_t>(values.size() * sizeof(uint16_t));
    for (const auto& [name, values] : i32)
        bytes += static_cast<int64_t>(values.size() * sizeof(int32_t));
    return bytes;
}

int64_t EpochRecords::predicted(size_t item) const {
    if (const auto it = u16.find("pred"); it != u16.end() && item < it->second.size())
        return it->second[item] == kNoClass ? -1 : it->second[item];
    if (const auto it = i32.find("pred"); it != i32.end() && item < it->second.size())
        return it->second[item];
    return -1;
}

EpochRecords classifierRecords(const ClassificationResult& result, const ClassifierSamples& samples,
                               int64_t items) {
    EpochRecords r;
    r.items = items;
    const auto n = static_cast<size_t>(items);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const bool wide = result.confusion.size() >= EpochRecords::kNoClass;
    std::vector<float>& loss = r.f32["loss"] = std::vector<float>(n, nan);
    std::vector<float>& margin = r.f32["margin"] = std::vector<float>(n, nan);
    std::vector<float>& entropy = r.f32["entropy"] = std::vector<float>(n, nan);
    std::vector<uint16_t> narrowPred(wide ? 0 : n, EpochRecords::kNoClass);
    std::vector<int32_t> widePred(wide ? n : 0, -1);
    for (size_t i = 0; i < samples.size(); ++i) {
        const int64_t item = samples.items[i];
        TORCH_CHECK(item >= 0 && item < items, "a recorded sample names item ", item, " of a split of ",
                    items);
        const auto at = static_cast<size_t>(item);
        loss[at] = samples.loss[i];
        margin[at] = samples.margin[i];
        entropy[at] = samples.entropy[i];
        if (wide)
            widePred[at] = static_cast<int32_t>(samples.predicted[i]);
        else
            narrowPred[at] = static_cast<uint16_t>(samples.predicted[i]);
    }
    if (wide)
        r.i32["pred"] = std::move(widePred);
    else
        r.u16["pred"] = std::move(narrowPred);
    r.recorded = static_cast<int64_t>(samples.size());
    nlohmann::json summary;
    summary["top1"] = result.top1;
    summary["top5"] = result.top5;
    summary["loss"] = result.loss;
    summary["samples"] = result.samples;
    summary["confusion"] = result.confusion;
    r.summary = summary.dump();
    return r;
}

}  // namespace osprey
