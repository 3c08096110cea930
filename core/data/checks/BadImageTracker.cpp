#include "data/checks/BadImageTracker.h"

#include <cstdio>
#include <optional>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

BadImageTracker::BadImageTracker(size_t datasetSize, double maxFraction, Warn warn)
    : m_datasetSize(datasetSize), m_maxFraction(maxFraction), m_warn(std::move(warn)) {}

void BadImageTracker::report(const std::string& item, const std::string& reason) {
    report(SkippedFiles{{item, reason}});
}

void BadImageTracker::report(const SkippedFiles& files) {
    std::optional<Reason> tooMany;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const size_t before = m_items.size();
        for (const SkippedFile& file : files) {
            if (!m_seen.insert(file.path).second)
                continue;
            m_items.push_back(file.path);
            if (m_warn)
                m_warn("skipping unreadable image '" + file.path + "': " + file.reason);
        }
        if (m_items.size() == before)
            return;
        const double limit = m_maxFraction * static_cast<double>(m_datasetSize);
        if (static_cast<double>(m_items.size()) > limit) {
            char share[32];
            std::snprintf(share, sizeof share, "%g%%", m_maxFraction * 100);
            std::string examples;
            for (size_t i = 0; i < m_items.size() && i < 5; ++i)
                examples += "\n  " + m_items[i];
            tooMany = Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "{count} of {total} images cannot be read (more than "
                                      "data.max_bad_fraction = {share}), for example:{examples}"),
                {{"count", std::to_string(m_items.size())},
                 {"total", std::to_string(m_datasetSize)},
                 {"share", share},
                 {"examples", examples}});
        }
    }
    if (tooMany)
        throw InputError(*tooMany);
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
