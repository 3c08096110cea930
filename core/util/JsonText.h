#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace osprey {

// The JSON text of `json` (`indent` < 0: one line). Strings that are not valid UTF-8 — a file or class name
// from a file system in another encoding — are written with U+FFFD for each bad byte instead of failing the
// whole document; the names themselves stay as they are wherever they are used for I/O.
template <typename Json>
std::string jsonText(const Json& json, int indent = -1) {
    return json.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace osprey
