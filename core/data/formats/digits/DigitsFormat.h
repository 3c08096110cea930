#pragma once

namespace osprey {

struct DatasetFormat;

// The built-in digits demo: the 5,000 handwritten digits of Debian's opencv-doc (data.root: another copy of
// digits.png, or empty), data.val_fraction of each digit held out.
inline constexpr char kDigitsFormat[] = "digits";
DatasetFormat digitsFormat();

}  // namespace osprey
