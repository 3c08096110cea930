#pragma once

#include <filesystem>

namespace osprey {

struct DatasetGuess;

// Recognises a folder of TFRecord shards (files named *.tfrecord*, or train-NNNNN-of-MMMMM and
// validation-... as TensorFlow's and DALI's tools write them, with or without index files) for detectDataset:
// the format, the folder as data.root, and the task from the keys of the first training record (the TF OD
// API's boxes: detection; ImageNet's class label: classification). False when the folder holds no such shard;
// `reason` then stays for the caller to word, or says why a shard was not understood.
bool recogniseTfRecordFolder(const std::filesystem::path& folder, DatasetGuess& guess);

}  // namespace osprey
