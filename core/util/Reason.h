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
};

}  // namespace osprey
