#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "data/checks/ImageHash.h"

namespace osprey {

// One picture of a dataset, as `data check` lists them: its split ("train", "val") and its name as the
// dataset gives it (the file path for pictures in files).
// DatasetImage::index of a file a reader skipped (SkippedFile): it is no item of its split.
constexpr size_t kNotInDataset = static_cast<size_t>(-1);

struct DatasetImage {
    std::string split;
    std::string path;
    size_t index = 0;  // in its split's dataset, or kNotInDataset
    // Pictures without a file of their own (the digits sheet's cells, CIFAR records, generated shapes): the
    // decoded picture, or an empty Mat when it cannot be read. Unset: `path` is read as a file.
    std::function<cv::Mat()> decoded;
};

// What hashing one picture found: its size and hashes, or why it cannot be read.
struct ImageFingerprint {
    bool readable = false;
    std::string error;
    int width = 0, height = 0;
    uint64_t content = 0;  // the file's bytes (pictures in memory: their pixels)
    PerceptualHash look;
};

// Two pictures that are the same (kind "exact": the same bytes) or look the same (kind "near": perceptual
// hashes within the distance, data/checks/ImageHash; kind "feature": a trained model sees them alike,
// inspect/FeatureNeighbours). Within one split a duplicate; across splits a leak.
struct ImagePair {
    std::string splitA, imageA, splitB, imageB;
    std::string kind;
    int distance = 0;
    size_t indexA = 0, indexB = 0;  // each picture's index in its split's dataset
    double similarity = 0;          // kind "feature": the cosine similarity (distance: 1000 x (1 - it))
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

// How the work runs: threads (0: every core), progress (called on the calling thread with the pictures done
// so far and their number, at most a few times a second and once at the end), and a flag that stops it early
// (what is done so far comes back).
struct DuplicateSearch {
    int threads = 0;
    std::function<void(size_t done, size_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

// Every picture's fingerprint, in the order of `images`; a large JPEG is decoded at half size, which keeps
// copies within the same distance (docs/design/inspect.md, section 2).
std::vector<ImageFingerprint> fingerprintImages(const std::vector<DatasetImage>& images,
                                                const DuplicateSearch& search = {});

// The exact and near duplicates among fingerprinted pictures. A group of k copies is k - 1 pairs, each later
// picture against the first one it matches (an exact match before a near one), so pairs do not grow
// quadratically; a picture in a later split that matches one in an earlier split is always a leak. Unreadable
// pictures are listed.
DuplicateReport pairDuplicates(const std::vector<DatasetImage>& images,
                               const std::vector<ImageFingerprint>& fingerprints,
                               int maxDistance = kNearDuplicateBits, const DuplicateSearch& search = {});

// Both steps: every exact or near duplicate (at most `maxDistance` bits apart) of `images`.
DuplicateReport findDuplicates(const std::vector<DatasetImage>& images, int maxDistance = kNearDuplicateBits,
                               const DuplicateSearch& search = {});

}  // namespace osprey
