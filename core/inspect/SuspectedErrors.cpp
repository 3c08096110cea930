#include "inspect/SuspectedErrors.h"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "util/JsonText.h"
#include "util/Strings.h"

namespace osprey {

namespace {

// Best first; equal scores in item order, so the ranking does not depend on the sort.
void sortByScore(std::vector<SuspectedError>& errors) {
    std::stable_sort(errors.begin(), errors.end(),
                     [](const SuspectedError& a, const SuspectedError& b) { return a.score > b.score; });
}

}  // namespace

std::string classNameOf(const std::vector<std::string>& names, int64_t c) {
    if (c < 0)
        return {};
    return static_cast<size_t>(c) < names.size() ? names[static_cast<size_t>(c)] : std::to_string(c);
}

std::vector<SuspectedError> rankByMistakenness(const EpochRecords& v,
                                               const std::vector<RecordedSample>& samples,
                                               const std::vector<std::string>& classNames) {
    std::vector<SuspectedError> out;
    const auto margin = v.f32.find("margin");
    const auto entropy = v.f32.find("entropy");
    if (margin == v.f32.end() || entropy == v.f32.end())
        return out;
    const double logClasses = std::log(std::max<double>(2.0, static_cast<double>(classNames.size())));
    for (const RecordedSample& sample : samples) {
        const auto item = static_cast<size_t>(sample.index);
        if (item >= margin->second.size() || std::isnan(margin->second[item]))
            continue;
        const double m = margin->second[item], h = entropy->second[item];
        SuspectedError e;
        e.item = sample.index;
        e.image = sample.name;
        e.label = sample.label;
        e.predicted = v.predicted(item);
        e.score = 1.0 / (1.0 + std::exp(m)) * std::clamp(1.0 - h / logClasses, 0.0, 1.0);
        e.reason = (e.predicted >= 0 && e.predicted != e.label
                        ? "predicted '" + classNameOf(classNames, e.predicted) + "'"
                        : std::string("predicted its label")) +
                   formatText(", margin %.2f, entropy %.2f of %.2f", m, h, logClasses);
        out.push_back(std::move(e));
    }
    sortByScore(out);
    return out;
}

std::vector<SuspectedError> rankByTrainingMargins(const std::vector<EpochRecords>& epochs,
                                                  const std::vector<RecordedSample>& samples,
                                                  int64_t firstEpoch, int64_t lastEpoch) {
    std::vector<SuspectedError> out;
    for (const RecordedSample& sample : samples) {
        const auto item = static_cast<size_t>(sample.index);
        double sum = 0;
        int seen = 0;
        for (const EpochRecords& epoch : epochs) {
            const auto margin = epoch.f32.find("margin");
            if (margin == epoch.f32.end() || item >= margin->second.size() ||
                std::isnan(margin->second[item]))
                continue;
            sum += margin->second[item];
            ++seen;
        }
        if (seen == 0)
            continue;
        SuspectedError e;
        e.item = sample.index;
        e.image = sample.name;
        e.label = sample.label;
        const double aum = sum / seen;
        e.score = -aum;
        e.reason = formatText("area under the margin %.2f over %d epoch(s) (%lld to %lld)", aum, seen,
                              static_cast<long long>(firstEpoch), static_cast<long long>(lastEpoch));
        out.push_back(std::move(e));
    }
    sortByScore(out);
    return out;
}

std::string suspectedErrorsJson(const std::vector<SuspectedError>& errors,
                                const std::vector<std::string>& classNames) {
    nlohmann::json list = nlohmann::json::array();
    for (const SuspectedError& e : errors) {
        nlohmann::json j{{"image", e.image},
                         {"item", e.item},
                         {"score", e.score},
                         {"reason", e.reason},
                         {"label", classNameOf(classNames, e.label)}};
        j["predicted"] =
            e.predicted >= 0 ? nlohmann::json(classNameOf(classNames, e.predicted)) : nlohmann::json();
        list.push_back(std::move(j));
    }
    return jsonText(list, 2);
}

std::string suspectedErrorsText(const std::vector<SuspectedError>& errors,
                                const std::vector<std::string>& classNames, size_t ranked) {
    std::string out = formatText("%zu of %s pictures, most likely mislabelled first:\n", errors.size(),
                                 withThousands(static_cast<long long>(ranked)).c_str());
    for (size_t i = 0; i < errors.size(); ++i) {
        const SuspectedError& e = errors[i];
        out += formatText("%4zu  %.3f  %s\n      labelled '%s': %s\n", i + 1, e.score, e.image.c_str(),
                          classNameOf(classNames, e.label).c_str(), e.reason.c_str());
    }
    return out;
}

}  // namespace osprey
