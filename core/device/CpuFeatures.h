#pragma once

#include <string>

namespace osprey {

// Whether this CPU multiplies bf16 matrices in hardware (x86-64: AVX-512 BF16 or AMX-BF16; AArch64: the BF16
// extension), read from /proc/cpuinfo's flags. Without it libtorch emulates bf16 matrix products, several
// times slower than fp32 (cifar_resnet20 on an AVX2-only AMD EPYC: 10x).
bool cpuHasNativeBf16();

// The same test on the text of a /proc/cpuinfo file.
bool cpuInfoHasNativeBf16(const std::string& cpuInfo);

}  // namespace osprey
