#include "config/Config.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <fstream>
#include <memory>

#include "config/ConfigProblem.h"
#include "config/ConfigSchema.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// An experiment is a few kilobytes; this bounds what a wrong path (a dataset file, /dev/zero) costs.
constexpr uint64_t kMaxConfigBytes = 16u << 20;

// A problem found in `source` at `mark` (a file's line; none for an override).
ConfigProblem problemAt(const std::string& source, const YAML::Mark& mark, bool isFile = true) {
    ConfigProblem p;
    p.source = source;
    p.line = isFile && !mark.is_null() ? mark.line + 1 : 0;
    return p;
}

ConfigError problem(ConfigProblem p, ConfigProblem::Kind kind, std::string detail = {}) {
    p.kind = kind;
    p.detail = std::move(detail);
    return ConfigError(std::move(p));
}

// A value quoted in a message: at most a line's worth, so that a hostile list (an alias bomb dumped with
// its anchors) cannot fill the terminal.
std::string scalarText(const YAML::Node& node) {
    constexpr size_t kMaxQuoted = 160;
    std::string text = node.IsScalar() ? node.Scalar() : YAML::Dump(node);
    if (text.size() > kMaxQuoted) {
        size_t cut = kMaxQuoted;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;  // not inside a UTF-8 character
        text = text.substr(0, cut) + "... (" + std::to_string(text.size()) + " characters)";
    }
    return text;
}

// yaml-cpp parses recursively and stops at a fixed depth with the bare message "bad file"; say what it is.
// SOURCE names a file (its line is added) or an override.
YAML::Node parseYaml(const std::string& text, const std::string& source, bool isFile) {
    try {
        return YAML::Load(text);
    } catch (const YAML::DeepRecursion& e) {
        throw problem(problemAt(source, e.mark, isFile), ConfigProblem::Kind::NestedTooDeep,
                      std::to_string(e.depth()));
    } catch (const YAML::ParserException& e) {
        throw problem(problemAt(source, e.mark, isFile),
                      isFile ? ConfigProblem::Kind::UnreadableYaml : ConfigProblem::Kind::UnreadableValue,
                      e.msg);
    }
}

}  // namespace

Config::Config() : m_schema(&ConfigSchema::instance()) {
    for (const auto& k : m_schema->keys())
        m_values[k.name] = k.defaultValue;
}

Config Config::fromFile(const std::string& path) {
    std::string text;
    if (const auto problem = tryReadFile(path, kMaxConfigBytes, text))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read config file '{path}': {cause}"),
            {{"path", path}, {"cause", problem->toJson()}}));
    return fromYaml(text, path);
}

Config Config::fromYaml(const std::string& text, const std::string& sourceName) {
    Config config;
    config.m_sourceName = sourceName;
    const YAML::Node root = parseYaml(text, sourceName, true);
    if (root.IsNull())
        return config;
    if (!root.IsMap())
        throw problem(problemAt(sourceName, root.Mark()), ConfigProblem::Kind::NotAMapping);
    config.loadNode(root, "");
    return config;
}

void Config::loadNode(const YAML::Node& node, const std::string& prefix) {
    for (const auto& item : node) {
        const std::string name = prefix + item.first.Scalar();
        ConfigProblem where = problemAt(m_sourceName, item.first.Mark());
        where.key = name;
        if (m_schema->find(name)) {
            assignFromNode(name, item.second, where);
        } else if (m_schema->isSection(name) && (item.second.IsMap() || item.second.IsNull())) {
            if (item.second.IsMap())
                loadNode(item.second, name + ".");
        } else if (m_schema->isSection(name)) {
            where.suggestion = nearestWord(name + ".", m_schema->names());
            throw problem(where, ConfigProblem::Kind::SectionNotKey);
        } else {
            where.suggestion = nearestWord(name, m_schema->namesAndSections());
            throw problem(where, ConfigProblem::Kind::UnknownKey);
        }
    }
}

void Config::assignFromNode(const std::string& keyName, const YAML::Node& node, const ConfigProblem& where) {
    const ConfigKey& k = *m_schema->find(keyName);
    using Got = ConfigProblem::Got;
    auto fail = [&](Got got, const std::string& value, const std::string& suggestion = {}) {
        ConfigProblem p = where;
        p.kind = ConfigProblem::Kind::BadValue;
        p.key = keyName;
        p.got = got;
        p.value = value;
        p.suggestion = suggestion;
        return ConfigError(std::move(p));
    };
    if (!node.IsDefined() || node.IsNull())
        throw fail(Got::Nothing, {});

    auto readNumber = [&](const YAML::Node& scalar, bool integral) -> double {
        if (!scalar.IsScalar())
            throw fail(Got::Value, scalarText(node));
        try {
            if (integral)
                return static_cast<double>(scalar.as<int64_t>());
            return scalar.as<double>();
        } catch (const YAML::Exception&) {
            throw fail(Got::Value, scalar.Scalar());
        }
    };
    auto checkRange = [&](double v, Got got, const std::string& text) {
        if (!k.inRange(v))
            throw fail(got, text);
    };

    ConfigValue value;
    switch (k.type) {
        case ValueType::Bool:
            try {
                if (!node.IsScalar())
                    throw fail(Got::Value, scalarText(node));
                value = node.as<bool>();
            } catch (const YAML::Exception&) {
                throw fail(Got::Value, node.Scalar());
            }
            break;
        case ValueType::Int: {
            const double v = readNumber(node, true);
            checkRange(v, Got::OutOfRange, node.Scalar());
            value = node.as<int64_t>();
            break;
        }
        case ValueType::Float: {
            const double v = readNumber(node, false);
            checkRange(v, Got::OutOfRange, node.Scalar());
            value = v;
            break;
        }
        case ValueType::String:
        case ValueType::Path:
            if (!node.IsScalar())
                throw fail(Got::Value, scalarText(node));
            value = node.Scalar();
            break;
        case ValueType::Choice: {
            if (!node.IsScalar())
                throw fail(Got::Value, scalarText(node));
            const std::string text = node.Scalar();
            bool known = false;
            for (const auto& c : k.choices)
                known = known || c == text;
            if (!known)
                throw fail(Got::Value, text, nearestWord(text, k.choices));
            value = text;
            break;
        }
        case ValueType::IntList:
        case ValueType::FloatList: {
            if (!node.IsSequence())
                throw fail(Got::NotAList, scalarText(node));
            IntList ints;
            FloatList floats;
            for (const auto& element : node) {
                const double v = readNumber(element, k.type == ValueType::IntList);
                checkRange(v, Got::ListElement, element.Scalar());
                if (k.type == ValueType::IntList) {
                    ints.push_back(element.as<int64_t>());
                } else {
                    floats.push_back(v);
                }
            }
            if (k.type == ValueType::IntList) {
                value = ints;
            } else {
                value = floats;
            }
            break;
        }
    }
    m_values[keyName] = value;
}

void Config::applyOverride(const std::string& assignment) {
    const auto eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "override '{override}' must have the form dotted.key=value (e.g. train.epochs=30)"),
            {{"override", assignment}}));
    }
    const std::string name = assignment.substr(0, eq);
    ConfigProblem where;
    where.source = "override '" + assignment + "'";
    if (!m_schema->find(name)) {
        where.key = name;
        where.suggestion = nearestWord(name, m_schema->namesAndSections());
        throw problem(where, ConfigProblem::Kind::UnknownKey);
    }
    const std::string text = assignment.substr(eq + 1);
    const YAML::Node node = parseYaml(text, where.source, false);
    const ConfigKey& k = *m_schema->find(name);
    // An empty string is a valid value for text keys ("model.name=" is still an error later, where it
    // matters).
    if (node.IsNull() && (k.type == ValueType::String || k.type == ValueType::Path)) {
        m_values[name] = std::string(text);
        return;
    }
    assignFromNode(name, node, where);
}

void Config::applyOverrides(const std::vector<std::string>& assignments) {
    for (const auto& a : assignments)
        applyOverride(a);
}

void Config::set(const std::string& key, const ConfigValue& value) {
    if (!m_schema->find(key))
        throw std::logic_error("Config::set: unknown key " + key);
    const YAML::Node node = std::holds_alternative<std::string>(value)
                                ? YAML::Node(std::get<std::string>(value))
                                : YAML::Load(formatValue(value));
    ConfigProblem where;
    where.source = "value";
    assignFromNode(key, node, where);
}

const ConfigValue& Config::value(const std::string& key) const {
    auto it = m_values.find(key);
    if (it == m_values.end())
        throw std::logic_error("Config: no key " + key);
    return it->second;
}

namespace {
template <typename T>
const T& typed(const ConfigValue& v, const std::string& key) {
    if (!std::holds_alternative<T>(v))
        throw std::logic_error("Config: key " + key + " read as the wrong type");
    return std::get<T>(v);
}
}  // namespace

bool Config::getBool(const std::string& key) const {
    return typed<bool>(value(key), key);
}
int64_t Config::getInt(const std::string& key) const {
    return typed<int64_t>(value(key), key);
}
double Config::getFloat(const std::string& key) const {
    return typed<double>(value(key), key);
}
std::string Config::getString(const std::string& key) const {
    return typed<std::string>(value(key), key);
}
IntList Config::getIntList(const std::string& key) const {
    return typed<IntList>(value(key), key);
}
FloatList Config::getFloatList(const std::string& key) const {
    return typed<FloatList>(value(key), key);
}

namespace {

// Keys in schema order, arranged as a tree of sections for nested output.
struct Section {
    std::vector<std::pair<std::string, std::unique_ptr<Section>>> children;
    const ConfigKey* key = nullptr;

    Section& child(const std::string& name) {
        for (auto& c : children) {
            if (c.first == name)
                return *c.second;
        }
        children.emplace_back(name, std::make_unique<Section>());
        return *children.back().second;
    }
};

void emitValue(YAML::Emitter& out, const ConfigValue& v) {
    if (std::holds_alternative<std::string>(v)) {
        out << std::get<std::string>(v);
    } else if (std::holds_alternative<IntList>(v) || std::holds_alternative<FloatList>(v)) {
        // Element by element: streaming a Node after YAML::Flow leaves the flow setting to the next map,
        // which then came out as {a: 1, b: 2}.
        const YAML::Node list = YAML::Load(formatValue(v));
        out << YAML::Flow << YAML::BeginSeq;
        for (const auto& item : list)
            out << item.Scalar();
        out << YAML::EndSeq;
    } else {
        out << formatValue(v);
    }
}

void emitSection(YAML::Emitter& out, const Section& section, const std::map<std::string, ConfigValue>& values,
                 bool withComments) {
    out << YAML::BeginMap;
    for (const auto& [name, child] : section.children) {
        out << YAML::Key << name << YAML::Value;
        if (child->key) {
            emitValue(out, values.at(child->key->name));
            if (withComments)
                out << YAML::Comment(child->key->description);
        } else {
            emitSection(out, *child, values, withComments);
        }
    }
    out << YAML::EndMap;
}

}  // namespace

std::string Config::toYaml(bool withComments, bool changedOnly) const {
    Section root;
    for (const auto& k : m_schema->keys()) {
        const bool always = k.name == "version" || k.name == "name" || k.name == "task";
        if (changedOnly && !always && m_values.at(k.name) == k.defaultValue)
            continue;
        Section* node = &root;
        for (const auto& part : split(k.name, '.'))
            node = &node->child(part);
        node->key = &k;
    }
    YAML::Emitter out;
    emitSection(out, root, m_values, withComments);
    return std::string(out.c_str()) + "\n";
}

void Config::saveTo(const std::string& path) const {
    writeFileAtomically(path, toYaml());
}

std::vector<std::string> Config::changedKeys() const {
    std::vector<std::string> out;
    for (const auto& k : m_schema->keys()) {
        if (!(m_values.at(k.name) == k.defaultValue))
            out.push_back(k.name);
    }
    return out;
}

}  // namespace osprey
