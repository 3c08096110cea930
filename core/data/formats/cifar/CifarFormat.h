#pragma once

namespace osprey {

struct DatasetFormat;

// CIFAR-10 and CIFAR-100 in their binary versions: the batches of the archives, 32x32 pictures.
inline constexpr char kCifar10Format[] = "cifar10";
inline constexpr char kCifar100Format[] = "cifar100";
DatasetFormat cifar10Format();
DatasetFormat cifar100Format();

}  // namespace osprey
