#include "util/Reason.h"

#include <nlohmann/json.hpp>

#include "util/JsonText.h"

namespace osprey {

std::string Reason::arg(const std::string& name) const {
    const auto it = args.find(name);
    return it == args.end() ? std::string() : it->second;
}

Reason Reason::sentence(std::string text, std::map<std::string, std::string> args) {
    return Reason{std::move(text), std::move(args)};
}

bool Reason::isSentence() const {
    // Short ids are snake_case words; a sentence has spaces or slots ("{cause}": the system's words alone).
    return id.find_first_of(" {") != std::string::npos;
}

std::string Reason::english() const {
    std::map<std::string, std::string> filled = args;
    for (auto& [name, value] : filled) {
        // A slot holding the error behind this one as a sentence (causeOf).
        if (const Reason inner = fromJson(value); inner.isSentence())
            value = inner.english();
    }
    return fill(id, filled);
}

std::string Reason::fill(const std::string& text, const std::map<std::string, std::string>& args) {
    std::string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const size_t open = text.find('{', i);
        if (open == std::string::npos) {
            out.append(text, i, std::string::npos);
            break;
        }
        const size_t close = text.find('}', open + 1);
        if (close == std::string::npos) {
            out.append(text, i, std::string::npos);
            break;
        }
        out.append(text, i, open - i);
        const auto it = args.find(text.substr(open + 1, close - open - 1));
        out += it == args.end() ? text.substr(open, close - open + 1) : it->second;
        i = close + 1;
    }
    return out;
}

std::string Reason::toJson() const {
    if (empty())
        return {};
    return jsonText(nlohmann::json{{"id", id}, {"args", args}});
}

Reason Reason::fromJson(const std::string& text) {
    if (text.empty() || text.front() != '{')
        return {};
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
