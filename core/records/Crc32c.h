#pragma once

#include <cstdint>
#include <string_view>

namespace osprey {

// CRC-32C (Castagnoli), the checksum of TFRecord framing, and the "masked" form TFRecord stores (a CRC of
// data that itself holds CRCs is weak, so the stored value is rotated and offset). Uses the CPU's crc32
// instruction (SSE 4.2) where there is one: an image dataset's every byte passes through it once per epoch.
class Crc32c {
public:
    // The CRC of `data`.
    static uint32_t of(std::string_view data) { return extend(0, data); }
    // The CRC of the bytes that gave `crc` followed by `data`.
    static uint32_t extend(uint32_t crc, std::string_view data);

    // TFRecord's masking: ((crc >> 15) | (crc << 17)) + 0xa282ead8.
    static uint32_t mask(uint32_t crc) { return ((crc >> 15) | (crc << 17)) + kMaskDelta; }
    static uint32_t unmask(uint32_t masked) {
        const uint32_t rotated = masked - kMaskDelta;
        return (rotated >> 17) | (rotated << 15);
    }
    static uint32_t masked(std::string_view data) { return mask(of(data)); }

private:
    static constexpr uint32_t kMaskDelta = 0xa282ead8u;
};

}  // namespace osprey
