#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace osprey {

// A picture's perceptual hash: 255 bits, one per low-frequency DCT coefficient of its 64x64 grey image (the
// top-left 16x16 block without the DC term), set where the coefficient is above their median. A copy resized
// by 85-95% and re-encoded as JPEG at quality 80-90 lands within 14 bits of its original; distinct shapes
// pictures stay 28 bits apart or more (docs/design/inspect.md, section 2). Small 8x8 hashes cannot tell the
// shapes demo's pictures apart: their two-colour gradients fill the lowest frequencies.
struct PerceptualHash {
    std::array<uint64_t, 4> words{};
    bool operator==(const PerceptualHash& other) const { return words == other.words; }
};

// The hash of an 8-bit grey, BGR or BGRA image of at least 1x1 pixel.
PerceptualHash perceptualHash(const cv::Mat& image);

// How many of the 255 bits differ.
int hammingDistance(const PerceptualHash& a, const PerceptualHash& b);

// A 64-bit FNV-1a hash of a file's bytes: equal bytes, equal hash (exact duplicates are then confirmed byte
// for byte, so a collision never reports a false duplicate).
uint64_t contentHash(const std::vector<uint8_t>& bytes);

// The same over `size` bytes at `data`, continuing from `hash` (so that several pieces hash as one).
uint64_t contentHash(const uint8_t* data, size_t size, uint64_t hash = 14695981039346656037ULL);

// The hash of a decoded picture: its size, type and pixels (equal pictures, equal hash).
uint64_t contentHash(const cv::Mat& picture);

}  // namespace osprey
