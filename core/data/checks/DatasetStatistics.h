#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "data/formats/BoxLabel.h"

namespace osprey {

// Counts of values in equal bins over [low, high); values outside land in the first or last bin.
struct Histogram {
    double low = 0, high = 1;
    std::vector<int64_t> counts;
    Histogram() = default;
    Histogram(double low, double high, int bins) : low(low), high(high), counts(bins, 0) {}
    void add(double value);
};

// What `data check` tells of one split: its images and their sizes, the classes, and for detection the boxes
// (the plots Ultralytics draws of a training set: sizes, aspect ratios, centres, boxes per image).
struct SplitStatistics {
    static constexpr int kCentreGrid = 16;        // the centre heat map's side
    static constexpr int kMostBoxesCounted = 20;  // boxesPerImage's last bin: this many or more

    std::string split;
    int64_t images = 0;      // readable pictures
    int64_t unreadable = 0;  // pictures that cannot be read
    int minWidth = 0, medianWidth = 0, maxWidth = 0;
    int minHeight = 0, medianHeight = 0, maxHeight = 0;
    std::vector<int64_t> classCounts;  // pictures per class (classification), boxes per class (detection)

    bool detection = false;
    int64_t boxes = 0;  // crowd regions included
    int64_t crowd = 0;
    int64_t imagesWithoutBoxes = 0;
    std::vector<int64_t> boxesPerImage;  // [k]: pictures with k boxes
    Histogram boxWidth, boxHeight;       // a box's side as a share of the picture's, 20 bins over [0, 1)
    Histogram aspectRatio;               // log2(width / height), 16 bins over [-4, 4)
    std::vector<int64_t> centres;        // kCentreGrid^2 cells, row by row: where box centres fall

    SplitStatistics() = default;
    SplitStatistics(std::string split, size_t classes, bool detection);
    // One readable picture of `width` x `height` with its class (classification) or its boxes (detection).
    void addImage(int width, int height, int label, const std::vector<BoxLabel>& boxes);
    // Sorts the sizes seen into their minimum, median and maximum; call once after the last addImage.
    void finish();

private:
    std::vector<int> m_widths, m_heights;
};

}  // namespace osprey
