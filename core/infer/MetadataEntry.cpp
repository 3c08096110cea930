#include "infer/MetadataEntry.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// A value as the message shows it: JSON, cut short (a hostile file's value can be megabytes).
std::string shown(const nlohmann::json& value) {
    std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > 60)
        text = text.substr(0, 57) + "...";
    return text;
}

std::string numberText(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

bool isWhole(const nlohmann::json& value, int64_t& out) {
    if (value.is_number_unsigned()) {
        const auto v = value.get<uint64_t>();
        out = static_cast<int64_t>(v);
        return v <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    }
    if (!value.is_number_integer())
        return false;
    out = value.get<int64_t>();
    return true;
}

}  // namespace

MetadataEntry::MetadataEntry(const OnnxModelHeader& header, std::string key, std::string path)
    : m_key(std::move(key)), m_path(std::move(path)) {
    const auto it = header.metadata.find(m_key);
    if (it == header.metadata.end())
        broken("the entry is missing");
    m_json = nlohmann::json::parse(it->second, nullptr, false);
    if (m_json.is_discarded())
        broken("it is not JSON");
}

const nlohmann::json& MetadataEntry::at(const std::string& field) const {
    if (!m_json.is_object() || !m_json.contains(field)) {
        refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                     "'{path}' has broken Osprey metadata '{key}': '{field}' is missing"),
               field, {});
    }
    return m_json.at(field);
}

void MetadataEntry::refuse(const char* sentence, const std::string& field,
                           std::map<std::string, std::string> args) const {
    args["path"] = m_path;
    args["key"] = m_key;
    args["field"] = field;
    throw InputError(Reason::sentence(sentence, std::move(args)));
}

int64_t MetadataEntry::integer(const std::string& field, int64_t min, int64_t max) const {
    const nlohmann::json& value = at(field);
    int64_t out = 0;
    if (!isWhole(value, out) || out < min || out > max) {
        refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                     "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not "
                                     "a whole number from {min} to {max}"),
               field, {{"value", shown(value)}, {"min", std::to_string(min)}, {"max", std::to_string(max)}});
    }
    return out;
}

void MetadataEntry::notInRange(const std::string& field, double value, double min, double max) const {
    notInRange(field, numberText(value), min, max);
}

void MetadataEntry::notInRange(const std::string& field, const std::string& value, double min,
                               double max) const {
    refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                 "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not a "
                                 "finite number from {min} to {max}"),
           field, {{"value", value}, {"min", numberText(min)}, {"max", numberText(max)}});
}

double MetadataEntry::finite(const std::string& field, const nlohmann::json& value, double min,
                             double max) const {
    if (!value.is_number())
        notInRange(field, shown(value), min, max);
    const double out = value.get<double>();
    if (!std::isfinite(out) || out < min || out > max)
        notInRange(field, out, min, max);
    return out;
}

double MetadataEntry::number(const std::string& field, double min, double max) const {
    return finite(field, at(field), min, max);
}

std::vector<double> MetadataEntry::numbers(const std::string& field, size_t count, double min,
                                           double max) const {
    const nlohmann::json& value = at(field);
    if (!value.is_array() || value.size() != count) {
        refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                     "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not "
                                     "a list of {count} numbers"),
               field, {{"value", shown(value)}, {"count", std::to_string(count)}});
    }
    std::vector<double> out;
    for (const auto& element : value)
        out.push_back(finite(field, element, min, max));
    return out;
}

std::vector<int64_t> MetadataEntry::integers(const std::string& field, size_t minCount, size_t maxCount,
                                             int64_t min, int64_t max) const {
    const nlohmann::json& value = at(field);
    std::vector<int64_t> out;
    bool ok = value.is_array() && value.size() >= minCount && value.size() <= maxCount;
    for (size_t i = 0; ok && i < value.size(); ++i) {
        int64_t v = 0;
        ok = isWhole(value[i], v) && v >= min && v <= max;
        out.push_back(v);
    }
    if (!ok) {
        refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                     "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not "
                                     "a list of {least} to {most} whole numbers from {min} to {max}"),
               field,
               {{"value", shown(value)},
                {"least", std::to_string(minCount)},
                {"most", std::to_string(maxCount)},
                {"min", std::to_string(min)},
                {"max", std::to_string(max)}});
    }
    return out;
}

std::string MetadataEntry::text(const std::string& field) const {
    const nlohmann::json& value = at(field);
    if (!value.is_string()) {
        refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                     "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not "
                                     "text"),
               field, {{"value", shown(value)}});
    }
    return value.get<std::string>();
}

std::string MetadataEntry::name(const std::string& field, const std::vector<std::string>& names) const {
    const std::string value = text(field);
    std::string known;
    for (const auto& n : names) {
        if (n == value)
            return value;
        known += (known.empty() ? "" : ", ") + n;
    }
    refuse(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                 "'{path}' has broken Osprey metadata '{key}': '{field}' is {value}, not one "
                                 "of {names}"),
           field, {{"value", shown(value)}, {"names", known}});
}

void MetadataEntry::broken(const std::string& path, const std::string& key, const std::string& cause) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' has broken Osprey metadata '{key}': {cause}"),
        {{"path", path}, {"key", key}, {"cause", cause}}));
}

}  // namespace osprey
