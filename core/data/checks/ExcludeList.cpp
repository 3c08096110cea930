#include "data/checks/ExcludeList.h"

#include <filesystem>
#include <sstream>

#include "data/formats/FileLimits.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string normalised(const std::string& name) {
    return fs::path(name).lexically_normal().string();
}

std::string trimmed(const std::string& text) {
    const size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// A split without some of its pictures (detection's counterpart of SubsetDataset).
class SubsetDetectionDataset : public DetectionDataset {
public:
    SubsetDetectionDataset(std::shared_ptr<const DetectionDataset> base, std::vector<size_t> indices)
        : m_base(std::move(base)), m_indices(std::move(indices)) {
        setClassNames(m_base->classNames());
        setSkippedFiles(m_base->skippedFiles());
    }
    size_t size() const override { return m_indices.size(); }
    cv::Mat image(size_t index) const override { return m_base->image(m_indices.at(index)); }
    const std::vector<BoxLabel>& boxes(size_t index) const override {
        return m_base->boxes(m_indices.at(index));
    }
    std::string itemName(size_t index) const override { return m_base->itemName(m_indices.at(index)); }
    std::string filePath(size_t index) const override { return m_base->filePath(m_indices.at(index)); }
    int64_t imageId(size_t index) const override { return m_base->imageId(m_indices.at(index)); }

private:
    std::shared_ptr<const DetectionDataset> m_base;
    std::vector<size_t> m_indices;
};

template <typename Split>
std::vector<size_t> keptItems(const Split& split, ExcludeList& list, size_t& dropped) {
    std::vector<size_t> kept;
    dropped = 0;
    for (size_t i = 0; i < split.size(); ++i) {
        if (list.contains(split.itemName(i)))
            ++dropped;
        else
            kept.push_back(i);
    }
    return kept;
}

}  // namespace

ExcludeList ExcludeList::read(const std::string& path, const std::string& root) {
    // A FIFO here hung training, and a link to /dev/zero was read for gigabytes (issue 36).
    std::string text;
    if (const auto problem = tryReadFile(path, kMaxImageListBytes, text)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "cannot read the exclude list '{path}' (data.exclude_list): {cause}"),
            {{"path", path}, {"cause", problem->toJson()}}));
    }
    std::istringstream in(text);
    ExcludeList list;
    // data.root may name a file (digits.png, YOLO's data.yaml): names are then taken from its folder.
    std::error_code ec;
    const fs::path base = fs::is_regular_file(root, ec) ? fs::path(root).parent_path() : fs::path(root);
    std::string line;
    while (std::getline(in, line)) {
        // A comment starts at a '#' that begins the line or follows a blank: item names may hold one
        // ("digits.png#cell7").
        size_t comment = 0;
        while ((comment = line.find('#', comment)) != std::string::npos && comment > 0 &&
               line[comment - 1] != ' ' && line[comment - 1] != '\t')
            ++comment;
        const std::string name = trimmed(line.substr(0, comment));
        if (name.empty())
            continue;
        const fs::path p(name);
        list.m_lines.push_back(name);
        if (p.is_absolute() || root.empty()) {
            list.m_names.push_back(normalised(name));
        } else {
            list.m_names.push_back(normalised((base / p).string()));
        }
        list.m_index.insert(list.m_names.back());
        list.m_index.insert(name);
        if (!p.is_absolute())
            list.m_relative.emplace(p.filename().string(), normalised(name));
    }
    return list;
}

bool ExcludeList::contains(const std::string& itemName) {
    const std::string name = normalised(itemName);
    for (const std::string& candidate : {itemName, name}) {
        if (m_index.count(candidate)) {
            m_matched.insert(candidate);
            return true;
        }
    }
    // A relative name also matches any picture whose path ends with it ("train/000003.png").
    const auto [first, last] = m_relative.equal_range(fs::path(name).filename().string());
    for (auto it = first; it != last; ++it) {
        const std::string& tail = it->second;
        if (name.size() > tail.size() && name.compare(name.size() - tail.size(), tail.size(), tail) == 0 &&
            name[name.size() - tail.size() - 1] == '/') {
            m_matched.insert(tail);
            return true;
        }
    }
    return false;
}

std::vector<std::string> ExcludeList::unmatched() const {
    std::vector<std::string> out;
    for (size_t i = 0; i < m_lines.size(); ++i) {
        if (!m_matched.count(m_names[i]) && !m_matched.count(m_lines[i]) &&
            !m_matched.count(normalised(m_lines[i])))
            out.push_back(m_lines[i]);
    }
    return out;
}

std::shared_ptr<const Dataset> withoutExcluded(std::shared_ptr<const Dataset> split, ExcludeList& list,
                                               size_t& dropped) {
    std::vector<size_t> kept = keptItems(*split, list, dropped);
    if (dropped == 0)
        return split;
    auto subset = std::make_shared<SubsetDataset>(split, std::move(kept));
    subset->setSkippedFiles(split->skippedFiles());
    return subset;
}

std::shared_ptr<const DetectionDataset> withoutExcluded(std::shared_ptr<const DetectionDataset> split,
                                                        ExcludeList& list, size_t& dropped) {
    std::vector<size_t> kept = keptItems(*split, list, dropped);
    if (dropped == 0)
        return split;
    return std::make_shared<SubsetDetectionDataset>(split, std::move(kept));
}

std::string describeExclusion(size_t train, size_t val, const ExcludeList& list) {
    if (list.empty())
        return {};
    std::string text = "data.exclude_list left out " + std::to_string(train) + " train and " +
                       std::to_string(val) + " val pictures";
    const std::vector<std::string> missing = list.unmatched();
    if (!missing.empty()) {
        text += "; " + std::to_string(missing.size()) + " listed name(s) matched no picture: " +
                join(std::vector<std::string>(missing.begin(),
                                              missing.begin() + std::min<size_t>(missing.size(), 5)),
                     ", ");
        if (missing.size() > 5)
            text += ", ...";
    }
    return text;
}

}  // namespace osprey
