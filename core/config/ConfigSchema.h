#pragma once

#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "config/ConfigValue.h"
#include "util/Translatable.h"

namespace osprey {

class Config;

// One key of the experiment schema: its type, default, allowed values and a one-line description. The schema
// is the single source of defaults; it also drives validation messages, --print-config and the GUI form.
struct ConfigKey {
    std::string name;  // dotted: "optim.lr"
    ValueType type = ValueType::String;
    ConfigValue defaultValue;
    std::string description;  // English; the workbench translates it in the context "osprey::ConfigSchema"
    std::vector<std::string> choices;  // for ValueType::Choice
    // A choice whose values a registry of a higher layer owns (optim.name: the optimizers), filled in from
    // it.
    bool choicesFromRegistry = false;
    double min = -std::numeric_limits<double>::infinity();
    double max = std::numeric_limits<double>::infinity();
    bool minExclusive = false;
    bool maxExclusive = false;
    std::string group;  // GUI grouping: "Data", "Model", ...
    // When the key has any effect, given the rest of the experiment (AdamW's betas with SGD have none);
    // empty: always. The workbench shows only the keys that apply.
    std::function<bool(const Config&)> appliesWhen;

    bool appliesTo(const Config& config) const { return !appliesWhen || appliesWhen(config); }

    // "a float > 0", "an integer in [1, 4096]", "one of sgd, rmsprop, adamw".
    std::string allowed() const;
    bool inRange(double value) const;
};

class ConfigSchema {
    OSPREY_TR_CONTEXT(osprey::ConfigSchema)
public:
    static constexpr int kVersion = 1;
    using ChoiceProvider = std::function<std::vector<std::string>()>;
    // Sets rules (setAppliesWhen) that a higher layer's registry knows, once the schema is built.
    using RuleProvider = std::function<void(ConfigSchema&)>;

    // The experiment schema of this version of Osprey, its registry-backed choices filled in.
    static const ConfigSchema& instance();

    // Names the registry that gives `key` its allowed values (called by the layers that own the registries,
    // before main; read when the schema is first used). The schema lists no names of its own for such a key,
    // so adding an optimizer, schedule, dataset format or task is one registration.
    // A registry key whose schema default is empty takes the registry's first name.
    static bool provideChoices(const std::string& key, ChoiceProvider provider);
    // Adds the rules of a higher layer's registry (the keys a dataset format reads), as provideChoices.
    static bool provideRules(RuleProvider provider);

    const std::vector<ConfigKey>& keys() const { return m_keys; }
    const ConfigKey* find(const std::string& name) const;
    std::vector<std::string> names() const;
    // Key names and the sections that hold them ("optim", "augment.train"), for suggestions.
    std::vector<std::string> namesAndSections() const;
    // True when `prefix` is a section ("optim") that holds keys.
    bool isSection(const std::string& prefix) const;

    // Adds a key; adding a name twice is a programming error.
    void add(ConfigKey key);
    // The default of a key (a registry's first name).
    void setDefault(const std::string& name, ConfigValue value);
    // The allowed values of a choice key.
    void setChoices(const std::string& name, std::vector<std::string> choices);
    // When `name` has an effect (ConfigKey::appliesWhen).
    void setAppliesWhen(const std::string& name, std::function<bool(const Config&)> rule);

private:
    // Every key of this version, in the order the form and --print-config show them. The descriptions are
    // marked for the workbench's translations (OSPREY_TR_NOOP, in this class's context).
    static ConfigSchema build();

    std::vector<ConfigKey> m_keys;
};

}  // namespace osprey
