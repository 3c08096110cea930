#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "infer/OnnxModelHeader.h"

namespace osprey {

// One "osprey.*" metadata entry of an exported ONNX model (JSON), read field by field with each field's type
// and range checked: numbers finite and within their range, whole numbers whole, names among the known ones.
// Every refusal is an InputError naming the file, the entry and the field, and saying what was expected.
class MetadataEntry {
public:
    // The entry `key` of `header`, parsed; throws when it is missing or is not JSON.
    MetadataEntry(const OnnxModelHeader& header, std::string key, std::string path);

    const nlohmann::json& json() const { return m_json; }
    const std::string& key() const { return m_key; }

    int64_t integer(const std::string& field, int64_t min, int64_t max) const;
    double number(const std::string& field, double min, double max) const;
    // A list of exactly `count` numbers, each finite and within [min, max].
    std::vector<double> numbers(const std::string& field, size_t count, double min, double max) const;
    // A list of `minCount` to `maxCount` whole numbers, each within [min, max].
    std::vector<int64_t> integers(const std::string& field, size_t minCount, size_t maxCount, int64_t min,
                                  int64_t max) const;
    std::string text(const std::string& field) const;
    // A text that is one of `names`.
    std::string name(const std::string& field, const std::vector<std::string>& names) const;

    // `value` of `field`, or of one of its elements, is not a finite number within [min, max].
    [[noreturn]] void notInRange(const std::string& field, double value, double min, double max) const;
    // The entry is wrong in a way `cause` (English) says; the static one for entry `key` of the model `path`.
    [[noreturn]] void broken(const std::string& cause) const { broken(m_path, m_key, cause); }
    [[noreturn]] static void broken(const std::string& path, const std::string& key,
                                    const std::string& cause);

private:
    const nlohmann::json& at(const std::string& field) const;
    double finite(const std::string& field, const nlohmann::json& value, double min, double max) const;
    [[noreturn]] void notInRange(const std::string& field, const std::string& shownValue, double min,
                                 double max) const;
    // Throws `sentence` (marked for translation) with the path, key and field filled, and `args`.
    [[noreturn]] void refuse(const char* sentence, const std::string& field,
                             std::map<std::string, std::string> args) const;

    std::string m_key;
    std::string m_path;
    nlohmann::json m_json;
};

}  // namespace osprey
