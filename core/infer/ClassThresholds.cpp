#include "infer/ClassThresholds.h"

#include <nlohmann/json.hpp>

#include <filesystem>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr int kThresholdsFormat = 1;

InputError brokenThresholds(const std::string& path, const std::string& cause) {
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' is not a usable thresholds file: {cause}"),
        {{"path", path}, {"cause", cause}}));
}

void checkThresholds(const ClassThresholds& t, const std::string& path) {
    if (t.thresholds.size() != t.classes.size())
        throw brokenThresholds(path, formatText("'thresholds' holds %zu values for %zu classes",
                                                t.thresholds.size(), t.classes.size()));
    for (size_t k = 0; k < t.thresholds.size(); ++k) {
        if (!(t.thresholds[k] >= 0.0 && t.thresholds[k] <= 1.0))
            throw brokenThresholds(path, formatText("'thresholds'[%zu] (class '%s') is %g, not in [0, 1]", k,
                                                    t.classes[k].c_str(), t.thresholds[k]));
    }
}

}  // namespace

std::vector<double> ClassThresholds::forClasses(const std::vector<std::string>& classNames,
                                                double fallback) const {
    std::vector<double> out(classNames.size(), fallback);
    for (size_t c = 0; c < classNames.size(); ++c) {
        for (size_t k = 0; k < classes.size() && k < thresholds.size(); ++k) {
            if (classes[k] == classNames[c]) {
                out[c] = thresholds[k];
                break;
            }
        }
    }
    return out;
}

std::string ClassThresholds::describe() const {
    if (source == "fixed" && !thresholds.empty())
        return formatText("%.2f for every class, chosen at epoch %lld", thresholds.front(),
                          static_cast<long long>(epoch));
    return formatText("F1-best per class, chosen at epoch %lld", static_cast<long long>(epoch));
}

std::string classThresholdsPath(const std::string& runDir) {
    return (std::filesystem::path(runDir) / "thresholds.json").string();
}

std::optional<ClassThresholds> loadClassThresholds(const std::string& runDir) {
    const std::string path = classThresholdsPath(runDir);
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return std::nullopt;
    const std::string text = readFile(path, 16u << 20);
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        throw brokenThresholds(path, "it is not a JSON object");
    try {
        if (j.value("format", 0) != kThresholdsFormat)
            throw brokenThresholds(path, formatText("'format' must be %d", kThresholdsFormat));
        ClassThresholds t;
        t.source = j.at("source").get<std::string>();
        if (t.source != "f1" && t.source != "fixed")
            throw brokenThresholds(path, "'source' must be \"f1\" or \"fixed\", not \"" + t.source + "\"");
        t.epoch = j.value("epoch", int64_t{0});
        t.classes = realTexts(j, "classes");
        t.thresholds = j.at("thresholds").get<std::vector<double>>();
        checkThresholds(t, path);
        return t;
    } catch (const nlohmann::json::exception& e) {
        throw brokenThresholds(path, e.what());
    }
}

void saveClassThresholds(const std::string& runDir, const ClassThresholds& thresholds) {
    const std::string path = classThresholdsPath(runDir);
    checkThresholds(thresholds, path);
    nlohmann::ordered_json j;
    j["format"] = kThresholdsFormat;
    j["source"] = thresholds.source;
    j["epoch"] = thresholds.epoch;
    j["classes"] = thresholds.classes;
    j["thresholds"] = thresholds.thresholds;
    writeFileAtomically(path, jsonText(j, 2) + "\n");
}

}  // namespace osprey
