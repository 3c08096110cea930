#include "util/Reason.h"

#include <nlohmann/json.hpp>

#include "util/JsonText.h"

namespace osprey {

std::string Reason::arg(const std::string& name) const {
    const auto it = args.find(name);
    return it == args.end() ? std::string() : it->second;
}

std::string Reason::toJson() const {
    if (empty())
        return {};
    return jsonText(nlohmann::json{{"id", id}, {"args", args}});
}

Reason Reason::fromJson(const std::string& text) {
    // Written by Osprey; a hand-edited or newer store's text that is not one reads as no reason (the message
    // still says why).
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    Reason reason;
    if (!json.is_object() || !json.contains("id") || !json["id"].is_string())
        return reason;
    reason.id = json["id"].get<std::string>();
    if (json.contains("args") && json["args"].is_object()) {
        for (auto it = json["args"].begin(); it != json["args"].end(); ++it) {
            if (it.value().is_string())
                reason.args[it.key()] = it.value().get<std::string>();
        }
    }
    return reason;
}

}  // namespace osprey
