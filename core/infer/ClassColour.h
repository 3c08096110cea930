#pragma once

#include <cstdint>

namespace osprey {

struct Rgb {
    uint8_t r = 0, g = 0, b = 0;
};

// The colour boxes and bars of class `classId` are drawn in, everywhere (annotated images written by the CLI,
// the workbench's dataset browser and inference view): well-separated hues, dark enough for white text.
Rgb classColour(int64_t classId);

}  // namespace osprey
