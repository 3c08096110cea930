#include "config/ConfigValue.h"

#include <charconv>

namespace osprey {

std::string describeType(ValueType type) {
    switch (type) {
        case ValueType::Bool:
            return "a boolean (true or false)";
        case ValueType::Int:
            return "an integer";
        case ValueType::Float:
            return "a number";
        case ValueType::String:
            return "a string";
        case ValueType::Choice:
            return "one of the listed words";
        case ValueType::Path:
            return "a file or folder path";
        case ValueType::IntList:
            return "a list of integers";
        case ValueType::FloatList:
            return "a list of numbers";
    }
    return "a value";
}

namespace {
std::string formatNumber(double value) {
    char buffer[64];
    // The shortest text that reads back as the same double.
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    std::string text(buffer, result.ptr);
    // Keep floats recognisable as floats when read back ("1" would become an integer).
    if (text.find_first_of(".eEn") == std::string::npos)
        text += ".0";
    return text;
}
}  // namespace

std::string formatValue(const ConfigValue& value) {
    struct Visitor {
        std::string operator()(bool v) const { return v ? "true" : "false"; }
        std::string operator()(int64_t v) const { return std::to_string(v); }
        std::string operator()(double v) const { return formatNumber(v); }
        std::string operator()(const std::string& v) const { return "\"" + v + "\""; }
        std::string operator()(const IntList& v) const {
            std::string out = "[";
            for (size_t i = 0; i < v.size(); ++i)
                out += (i ? ", " : "") + std::to_string(v[i]);
            return out + "]";
        }
        std::string operator()(const FloatList& v) const {
            std::string out = "[";
            for (size_t i = 0; i < v.size(); ++i)
                out += (i ? ", " : "") + formatNumber(v[i]);
            return out + "]";
        }
    };
    return std::visit(Visitor{}, value);
}

}  // namespace osprey
