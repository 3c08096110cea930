#pragma once

namespace osprey {

struct DatasetFormat;

// Random tensors of data.num_classes classes, data.synthetic_size per epoch: for benchmarks, no files.
inline constexpr char kSyntheticFormat[] = "synthetic";
DatasetFormat syntheticFormat();

}  // namespace osprey
