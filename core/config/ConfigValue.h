#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace osprey {

using IntList = std::vector<int64_t>;
using FloatList = std::vector<double>;
using ConfigValue = std::variant<bool, int64_t, double, std::string, IntList, FloatList>;

enum class ValueType { Bool, Int, Float, String, Choice, Path, IntList, FloatList };

// "an integer", "a float", "one of …" — used in validation messages.
std::string describeType(ValueType type);

// YAML-like rendering of a value: true, 3, 0.1, "text", [30, 60].
std::string formatValue(const ConfigValue& value);

}  // namespace osprey
