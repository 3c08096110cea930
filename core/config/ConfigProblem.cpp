#include "config/ConfigProblem.h"

#include "config/ConfigSchema.h"

namespace osprey {

namespace {

std::string didYouMean(const std::string& suggestion) {
    return suggestion.empty() ? std::string() : "; did you mean '" + suggestion + "'?";
}

std::string given(const ConfigProblem& p) {
    switch (p.got) {
        case ConfigProblem::Got::Nothing:
            return "no value";
        case ConfigProblem::Got::Value:
            return "'" + p.value + "'";
        case ConfigProblem::Got::OutOfRange:
            return p.value;
        case ConfigProblem::Got::NotAList:
            return "'" + p.value + "' (write a list such as [1, 2])";
        case ConfigProblem::Got::ListElement:
            return "'" + p.value + "' in the list";
    }
    return p.value;
}

std::string body(const ConfigProblem& p) {
    using Kind = ConfigProblem::Kind;
    switch (p.kind) {
        case Kind::UnreadableYaml:
            return "YAML syntax error: " + p.detail;
        case Kind::UnreadableValue:
            return "cannot read the value: " + p.detail;
        case Kind::NestedTooDeep:
            return "lists or mappings nested deeper than " + p.detail +
                   " levels, the most the YAML reader takes";
        case Kind::NotAMapping:
            return "an experiment file must be a mapping of keys to values";
        case Kind::SectionNotKey:
            return "'" + p.key + "' is a section and must hold keys, such as '" + p.suggestion + "'";
        case Kind::UnknownKey:
            return "unknown key '" + p.key + "'" + didYouMean(p.suggestion);
        case Kind::BadValue: {
            const ConfigKey* key = ConfigSchema::instance().find(p.key);
            return "key '" + p.key + "' must be " + (key ? key->allowed() : std::string("valid")) + ", got " +
                   given(p) + didYouMean(p.suggestion);
        }
    }
    return p.detail;
}

}  // namespace

std::string ConfigProblem::message() const {
    return (line > 0 ? source + ":" + std::to_string(line) : source) + ": " + body(*this);
}

ConfigError::ConfigError(ConfigProblem problem)
    : InputError(problem.message()), m_problem(std::move(problem)) {}

}  // namespace osprey
