#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace osprey {

// One picture of a dataset, as `data check` lists them: its split ("train", "val") and its path as the
// dataset names it.
struct DatasetImage {
    std::string split;
    std::string path;
};

// Two pictures that are the same (kind "exact": the same bytes) or look the same (kind "near": perceptual
// hashes within the distance, data/ImageHash). Within one split a duplicate; across splits a leak.
struct ImagePair {
    std::string splitA, imageA, splitB, imageB;
    std::string kind;
    int distance = 0;
};

struct DuplicateReport {
    std::vector<ImagePair> duplicates;  // both in one split
    std::vector<ImagePair> leaks;       // in different splits
    std::vector<DatasetImage> unreadable;
    std::vector<std::string> unreadableReasons;  // one per unreadable picture
};

// The near-duplicate distance `data check` uses by default: copies resized by 85-95% and re-encoded as JPEG
// reach 14 bits, distinct shapes pictures are 28 apart or more (docs/design/inspect.md).
constexpr int kNearDuplicateBits = 20;

// Every pair of `images` that is an exact or near duplicate (at most `maxDistance` bits apart), each pair
// once, in the order of `images`. Files that cannot be read as pictures are listed, not fatal. `progress`
// (optional) is called with the pictures hashed so far and their number.
DuplicateReport findDuplicates(const std::vector<DatasetImage>& images, int maxDistance = kNearDuplicateBits,
                               const std::function<void(size_t, size_t)>& progress = {});

}  // namespace osprey
