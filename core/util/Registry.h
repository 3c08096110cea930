#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

// Things of one kind (optimizers, LR schedules, models, dataset formats, tasks) by name, as detectron2's
// Registry: registering a name twice is a programming error; asking for a name nobody registered is the
// user's, and the message lists the valid names and the nearest one.
template <typename Entry>
class Registry {
public:
    // `what` names the kind in messages ("optimizer"); `key` is the config key that picks one ("optim.name").
    Registry(std::string what, std::string key) : m_what(std::move(what)), m_key(std::move(key)) {}

    void add(const std::string& name, Entry entry) {
        if (!m_index.emplace(name, m_entries.size()).second)
            throw std::logic_error(m_what + " '" + name + "' is registered twice");
        m_entries.push_back(std::move(entry));
        m_names.push_back(name);
    }

    // An entry that carries its own name (a dataset format's descriptor).
    void add(Entry entry) {
        const std::string name = entry.name;
        add(name, std::move(entry));
    }

    bool contains(const std::string& name) const { return m_index.count(name) > 0; }

    // The entry of `name`, or null.
    const Entry* find(const std::string& name) const {
        const auto it = m_index.find(name);
        return it == m_index.end() ? nullptr : &m_entries[it->second];
    }

    // The entry of `name`; InputError naming the key, the valid names and the nearest for anything else.
    const Entry& at(const std::string& name) const {
        if (const Entry* entry = find(name))
            return *entry;
        // m_what is a marked word ({~what}: the workbench translates it too).
        const std::string nearest = nearestWord(name, m_names);
        std::map<std::string, std::string> args = {
            {"key", m_key}, {"~what", m_what}, {"name", name}, {"names", join(m_names, ", ")}};
        if (nearest.empty()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "{key}: unknown {~what} '{name}'; valid: {names}"),
                std::move(args)));
        }
        args["nearest"] = nearest;
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "{key}: unknown {~what} '{name}'; valid: {names} (did you mean '{nearest}'?)"),
            std::move(args)));
    }

    // Names and entries in the order they were registered.
    const std::vector<std::string>& names() const { return m_names; }
    const std::vector<Entry>& entries() const { return m_entries; }

private:
    std::string m_what, m_key;
    std::vector<Entry> m_entries;
    std::vector<std::string> m_names;
    std::map<std::string, size_t> m_index;
};

}  // namespace osprey
