#pragma once

#include <map>
#include <string>

namespace osprey {

// Why a run ended or failed, in parts that a reader words in its own language: an id the workbench knows
// ("loss_not_finite") and the values the sentence names ("step" -> "12"). The English sentence travels beside
// it (the exception's what(), the run's message) for the console, the log and readers that do not know the
// id; an empty Reason says only that sentence is there.
struct Reason {
    std::string id;
    std::map<std::string, std::string> args;

    bool empty() const { return id.empty(); }
    // The argument `name`, or empty.
    std::string arg(const std::string& name) const;

    // One line of JSON ({"id": ..., "args": {...}}), "" for an empty Reason; fromJson() reads it back and
    // gives an empty Reason for anything else.
    std::string toJson() const;
    static Reason fromJson(const std::string& text);

    bool operator==(const Reason& other) const { return id == other.id && args == other.args; }

    // A sentence of core's as a reason: the id is the English sentence with named slots ("'{path}' does not
    // exist"), marked where it is written with OSPREY_TRANSLATE_NOOP("osprey::Errors", ...) so that the
    // workbench finds its translation; `args` fill the slots. Short ids ("loss_not_finite") are worded by
    // each reader; a sentence by any reader, the same way (english(), or its translation filled alike).
    static Reason sentence(std::string text, std::map<std::string, std::string> args = {});
    bool isSentence() const;
    // The sentence with its slots filled; for a short id, the id itself.
    std::string english() const;
    // `text` with each "{name}" replaced by args' value (a slot without a value stays as written).
    static std::string fill(const std::string& text, const std::map<std::string, std::string>& args);
};

}  // namespace osprey
