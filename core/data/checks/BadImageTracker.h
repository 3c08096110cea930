#pragma once

#include <functional>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"

namespace osprey {

// Counts images that could not be read. Each is reported once through `warn`; when more than `maxFraction` of
// the dataset is bad, report() throws InputError listing the first few files, since such a run would learn
// from a different dataset than the user thinks. Safe to call from loader threads.
class BadImageTracker {
public:
    using Warn = std::function<void(const std::string&)>;

    BadImageTracker(size_t datasetSize, double maxFraction, Warn warn = {});

    void report(const std::string& item, const std::string& reason);
    // Several at once (what a reader skipped): all are counted and warned of before the share is judged.
    void report(const SkippedFiles& files);

    size_t count() const;
    std::vector<std::string> items() const;  // in the order they were found

private:
    const size_t m_datasetSize;
    const double m_maxFraction;
    Warn m_warn;
    mutable std::mutex m_mutex;
    std::set<std::string> m_seen;
    std::vector<std::string> m_items;
};

}  // namespace osprey
