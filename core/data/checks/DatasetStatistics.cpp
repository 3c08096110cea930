#include "data/checks/DatasetStatistics.h"

#include <algorithm>
#include <cmath>

namespace osprey {

void Histogram::add(double value) {
    if (counts.empty() || !std::isfinite(value))
        return;
    const double position = (value - low) / (high - low) * static_cast<double>(counts.size());
    const auto bin = static_cast<long long>(std::floor(position));
    ++counts[static_cast<size_t>(std::clamp<long long>(bin, 0, static_cast<long long>(counts.size()) - 1))];
}

SplitStatistics::SplitStatistics(std::string split, size_t classes, bool detection)
    : split(std::move(split)), classCounts(classes, 0), detection(detection) {
    if (!detection)
        return;
    boxesPerImage.assign(kMostBoxesCounted + 1, 0);
    boxWidth = Histogram(0, 1, 20);
    boxHeight = Histogram(0, 1, 20);
    aspectRatio = Histogram(-4, 4, 16);
    centres.assign(kCentreGrid * kCentreGrid, 0);
}

void SplitStatistics::addImage(int width, int height, int label, const std::vector<BoxLabel>& labels) {
    ++images;
    m_widths.push_back(width);
    m_heights.push_back(height);
    if (!detection) {
        if (label >= 0 && static_cast<size_t>(label) < classCounts.size())
            ++classCounts[static_cast<size_t>(label)];
        return;
    }
    boxes += static_cast<int64_t>(labels.size());
    ++boxesPerImage[std::min<size_t>(labels.size(), kMostBoxesCounted)];
    if (labels.empty())
        ++imagesWithoutBoxes;
    for (const BoxLabel& box : labels) {
        if (box.crowd)
            ++crowd;
        if (box.classId >= 0 && static_cast<size_t>(box.classId) < classCounts.size())
            ++classCounts[static_cast<size_t>(box.classId)];
        const double w = box.x2 - box.x1, h = box.y2 - box.y1;
        boxWidth.add(w / std::max(width, 1));
        boxHeight.add(h / std::max(height, 1));
        if (w > 0 && h > 0)
            aspectRatio.add(std::log2(w / h));
        const double cx = (box.x1 + box.x2) / 2 / std::max(width, 1);
        const double cy = (box.y1 + box.y2) / 2 / std::max(height, 1);
        const int gx = std::clamp(static_cast<int>(cx * kCentreGrid), 0, kCentreGrid - 1);
        const int gy = std::clamp(static_cast<int>(cy * kCentreGrid), 0, kCentreGrid - 1);
        ++centres[static_cast<size_t>(gy * kCentreGrid + gx)];
    }
}

void SplitStatistics::finish() {
    auto summarise = [](std::vector<int>& values, int& low, int& median, int& high) {
        if (values.empty())
            return;
        std::sort(values.begin(), values.end());
        low = values.front();
        median = values[values.size() / 2];
        high = values.back();
    };
    summarise(m_widths, minWidth, medianWidth, maxWidth);
    summarise(m_heights, minHeight, medianHeight, maxHeight);
}

}  // namespace osprey
