#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

#include "data/checks/DataCheck.h"

namespace osprey {

struct DatasetSplits;
struct DetectionSplits;

// The feature-space pass of `osprey-cli data check --run`: every picture of both splits through the first
// stage of a classifier run's model (ClassificationModel::earlyFeatures, at the run's preprocessing),
// averaged over a 4 x 4 grid, PCA-whitened over the pictures themselves and compared by cosine similarity. A
// validation picture whose most similar training picture is at least `minSimilarity` alike is a leak; a
// picture with such an earlier picture of its own split, a duplicate (kind "feature"); pairs the hashes found
// already are not listed twice. It finds near copies the perceptual hash misses (a shift of a pixel, a crop
// of a few percent, a turn of a few degrees: docs/design/inspect.md section 8 has the measurements), at the
// cost of inference on every picture: `estimate` is called after the first batches with the measured time.
// The run need not have been trained on these pictures: its first stage sees any picture.
struct FeaturePassOptions {
    double minSimilarity = 0.9;
    int batchSize = 32;
    // Called on the calling thread: pictures embedded so far and in all.
    std::function<void(size_t done, size_t total)> progress;
    // Called once, after the first batches: seconds per 1,000 pictures, and the whole pass's estimate.
    std::function<void(double perThousand, double totalSeconds)> estimate;
    const std::atomic<bool>* cancel = nullptr;
    // Called when the pictures are too few for the features' width (see the warning's text).
    std::function<void(const std::string&)> warn;
};

struct FeaturePassResult {
    size_t pictures = 0;
    double embedSeconds = 0;           // the model's pass over every picture, and the whitening
    double searchSeconds = 0;          // the nearest-neighbour search
    size_t leaks = 0, duplicates = 0;  // pairs added
};

// Throws InputError naming the run or the value when `runDir` holds no readable checkpoint or `minSimilarity`
// is not above 0 and below 1: what addFeatureNeighbours checks first, for a caller to check before a long
// hash pass.
void checkFeaturePass(const std::string& runDir, double minSimilarity);

// Adds the pairs to `report` (which checkData filled from the same splits); a pair of pictures the hashes
// joined already (directly or through a group of copies) is not listed again. Throws InputError naming the
// run when it has no readable checkpoint, and naming its checkpoint when the features are not finite.
FeaturePassResult addFeatureNeighbours(DataCheckReport& report, const DatasetSplits& splits,
                                       const std::string& runDir, const FeaturePassOptions& options);
FeaturePassResult addFeatureNeighbours(DataCheckReport& report, const DetectionSplits& splits,
                                       const std::string& runDir, const FeaturePassOptions& options);

}  // namespace osprey
