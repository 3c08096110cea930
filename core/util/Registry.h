#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "util/Errors.h"
#include "util/Strings.h"

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
        if (!m_entries.emplace(name, std::move(entry)).second)
            throw std::logic_error(m_what + " '" + name + "' is registered twice");
        m_names.push_back(name);
    }

    bool contains(const std::string& name) const { return m_entries.count(name) > 0; }

    // The entry of `name`; InputError naming the key, the valid names and the nearest for anything else.
    const Entry& at(const std::string& name) const {
        const auto it = m_entries.find(name);
        if (it != m_entries.end())
            return it->second;
        std::string message =
            m_key + ": unknown " + m_what + " '" + name + "'; valid: " + join(m_names, ", ");
        const std::string nearest = nearestWord(name, m_names);
        if (!nearest.empty())
            message += " (did you mean '" + nearest + "'?)";
        throw InputError(message);
    }

    // In the order they were registered.
    const std::vector<std::string>& names() const { return m_names; }

private:
    std::string m_what, m_key;
    std::map<std::string, Entry> m_entries;
    std::vector<std::string> m_names;
};

}  // namespace osprey
