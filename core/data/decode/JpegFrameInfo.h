#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace osprey {

// What a JPEG's markers say before its first scan, read without decoding: the frame's coding, size and
// components. GPU decoding (data.decode) reads it on the loader's workers to decide, per picture, whether
// nvJPEG or the CPU path decodes it.
struct JpegFrameInfo {
    uint8_t frameMarker = 0;  // 0xC0 baseline, 0xC1 extended sequential, 0xC2 progressive, 0xC3 lossless, ...
    int precision = 0;        // bits per sample
    int width = 0, height = 0;
    int components = 0;
    std::array<uint8_t, 4> componentIds{};
    std::array<std::array<uint8_t, 2>, 4> sampling{};  // per component: horizontal, vertical factor
    int adobeTransform = -1;                           // an Adobe APP14 marker's colour transform; -1: none

    // Reads the markers up to the first frame header; nothing when the bytes are not a JPEG or stop before
    // it.
    static std::optional<JpegFrameInfo> read(const uint8_t* bytes, size_t size);
};

// Which decoder takes a JPEG when the GPU decodes: nvJPEG (its hardware engines and its GPU backend decode
// baseline Huffman-coded 8-bit pictures in one interleaved scan, YCbCr 4:4:4, 4:2:2, 4:2:0 or 4:4:0, or
// greyscale), or else the CPU path of the loader's workers; `why` says what sent it to the CPU.
struct JpegRoute {
    bool gpu = false;
    std::string why;

    static JpegRoute of(const uint8_t* bytes, size_t size);
};

}  // namespace osprey
