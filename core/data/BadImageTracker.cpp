#include "data/BadImageTracker.h"

#include <cstdio>

#include "util/Errors.h"

namespace osprey {

BadImageTracker::BadImageTracker(size_t datasetSize, double maxFraction, Warn warn)
    : m_datasetSize(datasetSize), m_maxFraction(maxFraction), m_warn(std::move(warn)) {}

void BadImageTracker::report(const std::string& item, const std::string& reason) {
    std::string tooMany;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_seen.insert(item).second)
            return;
        m_items.push_back(item);
        if (m_warn)
            m_warn("skipping unreadable image '" + item + "': " + reason);
        const double limit = m_maxFraction * static_cast<double>(m_datasetSize);
        if (static_cast<double>(m_items.size()) > limit) {
            char share[32];
            std::snprintf(share, sizeof share, "%g%%", m_maxFraction * 100);
            tooMany = std::to_string(m_items.size()) + " of " + std::to_string(m_datasetSize) +
                      " images cannot be read (more than data.max_bad_fraction = " + share +
                      "), for example:";
            for (size_t i = 0; i < m_items.size() && i < 5; ++i)
                tooMany += "\n  " + m_items[i];
        }
    }
    if (!tooMany.empty())
        throw InputError(tooMany);
}

size_t BadImageTracker::count() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_items.size();
}

std::vector<std::string> BadImageTracker::items() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_items;
}

}  // namespace osprey
