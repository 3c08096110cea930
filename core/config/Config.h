#pragma once

#include <map>
#include <string>
#include <vector>

#include "config/ConfigValue.h"

namespace YAML {
class Node;
}

namespace osprey {

class ConfigSchema;
struct ConfigProblem;

// A fully resolved experiment: every schema key has a value (its default unless the file or an override set
// it). Loading validates against the schema and throws ConfigError (an InputError) naming the file, line and
// key at fault, with the problem in parts for the workbench to word.
class Config {
public:
    Config();  // all defaults

    static Config fromFile(const std::string& path);
    static Config fromYaml(const std::string& text, const std::string& sourceName = "<yaml>");

    // Applies "dotted.key=value"; the value is read as YAML ("[30, 60]", "true", "0.1").
    void applyOverride(const std::string& assignment);
    void applyOverrides(const std::vector<std::string>& assignments);

    void set(const std::string& key, const ConfigValue& value);  // validated like a file value

    bool getBool(const std::string& key) const;
    int64_t getInt(const std::string& key) const;
    double getFloat(const std::string& key) const;
    std::string getString(const std::string& key) const;
    IntList getIntList(const std::string& key) const;
    FloatList getFloatList(const std::string& key) const;
    const ConfigValue& value(const std::string& key) const;
    // Every key's value, by key (TensorBoard's hparams of a run).
    const std::map<std::string, ConfigValue>& values() const { return m_values; }

    // Nested YAML, keys in schema order; with descriptions as comments when `withComments`. `changedOnly`
    // writes only the keys that differ from their default (plus version, name and task), as a template reads.
    std::string toYaml(bool withComments = false, bool changedOnly = false) const;
    void saveTo(const std::string& path) const;

    // The keys whose value differs from the schema default.
    std::vector<std::string> changedKeys() const;
    // Every key has the same value in both (the source names may differ).
    bool sameValuesAs(const Config& other) const { return m_values == other.m_values; }

    const std::string& sourceName() const { return m_sourceName; }

private:
    void loadNode(const YAML::Node& node, const std::string& prefix);
    // `where`: the source and line of the value, for the problem it may have.
    void assignFromNode(const std::string& key, const YAML::Node& node, const ConfigProblem& where);

    const ConfigSchema* m_schema;
    std::map<std::string, ConfigValue> m_values;
    std::string m_sourceName = "<defaults>";
};

}  // namespace osprey
