#pragma once

#include <cstdint>

namespace osprey {

// The largest files the dataset readers take, each far above a real one and a bound on what a wrong path
// (a disk image, /dev/zero is refused earlier as not a regular file) or a hostile file makes them read.
// Going over one is an error naming the file and the limit (util fileProblem()).

// One annotation file: a Pascal VOC XML, a YOLO label text and data.yaml, a CIFAR class-name list (real ones:
// < 100 KB).
constexpr uint64_t kMaxAnnotationFileBytes = 16ull << 20;

// A list of image paths or ids (VOC ImageSets, a YOLO .txt split, data.exclude_list, a run's relabel list):
// ImageNet's 1.28 million paths are ~100 MB.
constexpr uint64_t kMaxImageListBytes = 256ull << 20;

// One CIFAR binary batch (CIFAR-100's train.bin: 150 MiB).
constexpr uint64_t kMaxCifarBatchBytes = 256ull << 20;

}  // namespace osprey
