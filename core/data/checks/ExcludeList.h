#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "data/formats/Dataset.h"
#include "data/formats/DetectionDataset.h"

namespace osprey {

class Config;

// data.exclude_list: pictures a person marked to leave out (the workbench's Suspected errors gallery writes
// one), applied after the split so every other picture keeps its split. Osprey never edits the annotation
// files themselves. The file is UTF-8 text: one item name per line as the dataset names it (the path `data
// check` and `inspect errors` print), a '#' at the start or after a blank starts a comment, a relative path
// is taken from data.root.
class ExcludeList {
public:
    // Reads the list; throws InputError naming the file when it cannot be read.
    static ExcludeList read(const std::string& path, const std::string& root);

    bool empty() const { return m_names.empty(); }
    // The listed names as written (comments and blank lines left out).
    const std::vector<std::string>& lines() const { return m_lines; }
    // Whether `itemName` is listed; remembers that the line matched something.
    bool contains(const std::string& itemName);
    // The listed names that matched no picture (misspelt, or of another dataset).
    std::vector<std::string> unmatched() const;

private:
    std::vector<std::string> m_lines;                    // as written
    std::vector<std::string> m_names;                    // per line: the resolved name
    std::set<std::string> m_index;                       // resolved names and lines as written
    std::set<std::string> m_matched;                     // resolved names that matched
    std::multimap<std::string, std::string> m_relative;  // file name -> a relative line (normalised)
};

// The split without the listed pictures (the same object when none is listed); `dropped` counts them.
std::shared_ptr<const Dataset> withoutExcluded(std::shared_ptr<const Dataset> split, ExcludeList& list,
                                               size_t& dropped);
std::shared_ptr<const DetectionDataset> withoutExcluded(std::shared_ptr<const DetectionDataset> split,
                                                        ExcludeList& list, size_t& dropped);

// The sentence the splits' description gains: "data.exclude_list left out 3 train and 1 val pictures", and
// the names that matched nothing; empty when there is no list.
std::string describeExclusion(size_t train, size_t val, const ExcludeList& list);

}  // namespace osprey
