#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "data/checks/DatasetStatistics.h"
#include "data/checks/DuplicateFinder.h"
#include "data/formats/DetectionDataset.h"

namespace osprey {

class Config;
struct DatasetSplits;
struct DetectionSplits;

// A picture whose side is below the network input (data.input_size): it is enlarged, so the network sees
// interpolated pixels. Classification compares the shorter side (the centre crop), detection the longer one
// (the whole picture is fitted to the input).
struct TooSmallImage {
    std::string split, image;
    int width = 0, height = 0;
    size_t index = 0;  // in its split's dataset
};

// What `osprey-cli data check` finds in an experiment's data: duplicates within a split, leaks across
// splits, unreadable and too-small pictures, and each split's statistics.
struct DataCheckReport {
    bool detection = false;
    std::string description;  // the dataset, as training describes it
    std::vector<std::string> classNames;
    int inputSize = 0;
    int maxDistance = kNearDuplicateBits;
    size_t images = 0;
    bool cancelled = false;  // stopped early: what is listed is what was checked so far
    DuplicateReport pairs;
    std::vector<TooSmallImage> tooSmall;
    std::vector<SplitStatistics> splits;  // train, then val
};

enum class DataCheckStage { Hashing, Comparing };

struct DataCheckOptions {
    int maxDistance = kNearDuplicateBits;
    int threads = 0;  // 0: every core
    // Called on the calling thread a few times a second: the stage, pictures done, pictures in all.
    std::function<void(DataCheckStage, size_t done, size_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
    AnnotationWarning warn;  // annotation problems met while reading the splits
};

// Checks the training and validation splits `config` describes (data.dataset, data.root and the split keys,
// as training reads them). Throws InputError naming the key or file when the data cannot be read at all;
// single unreadable pictures are listed in the report.
DataCheckReport checkData(const Config& config, const DataCheckOptions& options);

// The same for splits already read (the workbench's open dataset), at a network input of `inputSize` pixels.
DataCheckReport checkData(const DatasetSplits& splits, int inputSize, const DataCheckOptions& options);
DataCheckReport checkData(const DetectionSplits& splits, int inputSize, const DataCheckOptions& options);

// The report as one JSON object: duplicates, leaks (pairs {split_a, image_a, split_b, image_b, kind,
// distance}), unreadable, too_small, classes and statistics per split.
std::string dataCheckJson(const DataCheckReport& report);

// The report for a person: counts, the first pairs of each list, and each split's statistics.
std::string dataCheckText(const DataCheckReport& report);

}  // namespace osprey
