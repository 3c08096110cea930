#include "inspect/ClassConfusion.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

ClassConfusion ClassConfusion::fromSummary(const std::string& summary,
                                           const std::vector<std::string>& classNames, int64_t epoch,
                                           const std::string& where) {
    const nlohmann::json j = nlohmann::json::parse(summary, nullptr, false);
    if (!j.is_object() || !j.contains("confusion") || !j["confusion"].is_array()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "the records in '{path}' hold no confusion matrix"),
            {{"path", where}}));
    }
    ClassConfusion c;
    c.epoch = epoch;
    c.top1 = j.value("top1", 0.0);
    for (const auto& row : j["confusion"]) {
        std::vector<int64_t> cells;
        for (const auto& v : row)
            cells.push_back(v.is_number() ? v.get<int64_t>() : 0);
        c.matrix.push_back(std::move(cells));
    }
    const size_t n = c.matrix.size();
    c.classNames = classNames;
    for (size_t i = c.classNames.size(); i < n; ++i)
        c.classNames.push_back(std::to_string(i));
    for (size_t k = 0; k < n; ++k) {
        PerClass p;
        int64_t predicted = 0;
        for (size_t t = 0; t < n; ++t)
            predicted += k < c.matrix[t].size() ? c.matrix[t][k] : 0;
        for (const int64_t v : c.matrix[k])
            p.support += v;
        const int64_t right = k < c.matrix[k].size() ? c.matrix[k][k] : 0;
        p.precision = predicted ? static_cast<double>(right) / static_cast<double>(predicted) : 0.0;
        p.recall = p.support ? static_cast<double>(right) / static_cast<double>(p.support) : 0.0;
        p.f1 = p.precision + p.recall > 0 ? 2 * p.precision * p.recall / (p.precision + p.recall) : 0.0;
        c.perClass.push_back(p);
    }
    return c;
}

std::string ClassConfusion::toJson() const {
    nlohmann::ordered_json j;
    j["epoch"] = epoch;
    j["top1"] = top1;
    j["classes"] =
        std::vector<std::string>(classNames.begin(), classNames.begin() + static_cast<long>(matrix.size()));
    j["matrix"] = matrix;
    j["per_class"] = nlohmann::json::array();
    for (size_t k = 0; k < perClass.size(); ++k) {
        j["per_class"].push_back({{"class", classNames[k]},
                                  {"support", perClass[k].support},
                                  {"precision", perClass[k].precision},
                                  {"recall", perClass[k].recall},
                                  {"f1", perClass[k].f1}});
    }
    return jsonText(j, 2);
}

std::string ClassConfusion::toText() const {
    std::string out =
        formatText("Epoch %lld, top-1 %.2f%%. Rows: the true class; columns: the predicted one.\n",
                   static_cast<long long>(epoch), top1);
    size_t width = 5;
    for (size_t k = 0; k < matrix.size(); ++k)
        width = std::max(width, classNames[k].size());
    out += std::string(width + 2, ' ');
    for (size_t k = 0; k < matrix.size(); ++k)
        out += formatText(" %6.6s", classNames[k].c_str());
    out += "\n";
    for (size_t t = 0; t < matrix.size(); ++t) {
        out += formatText("%-*s  ", static_cast<int>(width), classNames[t].c_str());
        for (const int64_t v : matrix[t])
            out += formatText(" %6lld", static_cast<long long>(v));
        out += "\n";
    }
    out += formatText("\n%-*s  %9s %9s %9s %9s\n", static_cast<int>(width), "class", "precision", "recall",
                      "F1", "pictures");
    for (size_t k = 0; k < perClass.size(); ++k) {
        out += formatText("%-*s  %9.3f %9.3f %9.3f %9lld\n", static_cast<int>(width), classNames[k].c_str(),
                          perClass[k].precision, perClass[k].recall, perClass[k].f1,
                          static_cast<long long>(perClass[k].support));
    }
    return out;
}

}  // namespace osprey
