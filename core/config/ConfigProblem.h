#pragma once

#include <string>

#include "util/Errors.h"

namespace osprey {

// What is wrong with an experiment's text or one of its values, in parts: the command line prints message(),
// the workbench words the parts in the user's language (ui/editor/ProblemTexts).
struct ConfigProblem {
    enum class Kind {
        UnreadableYaml,   // the text is not YAML; detail: the YAML reader's own words
        UnreadableValue,  // an override's value is not YAML; detail: the YAML reader's own words
        NestedTooDeep,    // detail: the deepest nesting the reader takes
        NotAMapping,      // the file is a list or a single value
        SectionNotKey,    // key: a section given a value; suggestion: one of its keys
        UnknownKey,       // key; suggestion: the nearest key or section, or empty
        BadValue,         // key, value, got; suggestion: the nearest allowed word of a choice, or empty
    };
    // What BadValue was given.
    enum class Got {
        Nothing,      // the key has no value
        Value,        // `value`, of the wrong type or not one of the choices
        OutOfRange,   // the number `value`, outside the key's range
        NotAList,     // `value` where a list belongs
        ListElement,  // the list's element `value` is of the wrong type or out of range
    };

    Kind kind = Kind::BadValue;
    std::string source;  // the file, "YAML", "override 'train.epochs=x'"
    int line = 0;        // 1-based; 0: the source has no lines (an override)
    std::string key;
    Got got = Got::Value;
    std::string value;
    std::string suggestion;
    std::string detail;

    // "exp.yaml:3: key 'optim.lr' must be a number > 0, got -1" (the schema's words for what is allowed).
    std::string message() const;
};

// An InputError whose problem the workbench can word itself.
class ConfigError : public InputError {
public:
    explicit ConfigError(ConfigProblem problem);
    const ConfigProblem& problem() const { return m_problem; }

private:
    ConfigProblem m_problem;
};

}  // namespace osprey
