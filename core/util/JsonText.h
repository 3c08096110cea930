#pragma once

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace osprey {

// Text from a file system or a user's data need not be UTF-8 (a class folder named in Latin-1), but JSON
// must be. Osprey's documents carry such text losslessly: the value itself is written with U+FFFD for each
// bad byte (what a person reads), and a sibling "<key>_bytes" holds the real bytes in hex ("636166e9" for
// "caf\xe9"); for a list of strings, "<key>_bytes" is a list with the hex of each such string and null for
// the others. Readers get the real text back with realText()/realTexts().
bool isValidUtf8(const std::string& text);
std::string hexOfBytes(const std::string& bytes);

// `json` with the "<key>_bytes" siblings added wherever a string value is not valid UTF-8. Walks with its
// own stack: a deeply nested document read from a file cannot exhaust the call stack.
template <typename Json>
Json withRealBytes(Json json) {
    std::vector<Json*> pending{&json};
    while (!pending.empty()) {
        Json* node = pending.back();
        pending.pop_back();
        if (node->is_array()) {
            for (auto& element : *node)
                pending.push_back(&element);
            continue;
        }
        if (!node->is_object())
            continue;
        std::vector<std::pair<std::string, Json>> added;
        for (auto it = node->begin(); it != node->end(); ++it) {
            const Json& value = it.value();
            const auto isBad = [](const Json& v) {
                return v.is_string() && !isValidUtf8(v.template get_ref<const std::string&>());
            };
            if (isBad(value)) {
                added.emplace_back(it.key() + "_bytes",
                                   hexOfBytes(value.template get_ref<const std::string&>()));
            } else if (value.is_array() && std::any_of(value.begin(), value.end(), isBad)) {
                Json bytes = Json::array();
                for (const auto& element : value)
                    bytes.push_back(isBad(element)
                                        ? Json(hexOfBytes(element.template get_ref<const std::string&>()))
                                        : Json(nullptr));
                added.emplace_back(it.key() + "_bytes", std::move(bytes));
            }
        }
        for (auto& [key, bytes] : added)
            (*node)[key] = std::move(bytes);
        for (auto it = node->begin(); it != node->end(); ++it)
            pending.push_back(&it.value());
    }
    return json;
}

// The JSON text of `json` (`indent` < 0: one line), with text that is not UTF-8 carried as described above.
template <typename Json>
std::string jsonText(const Json& json, int indent = -1) {
    return withRealBytes(json).dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The real text of `object[key]` (a string): its "<key>_bytes" sibling's bytes when there is one.
std::string realText(const nlohmann::json& object, const std::string& key);

// The real texts of `object[key]` (a list of strings), each from "<key>_bytes" where that has it.
std::vector<std::string> realTexts(const nlohmann::json& object, const std::string& key);

}  // namespace osprey
