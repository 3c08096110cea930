#pragma once

#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"

namespace osprey {

class Config;

// The shards of a TFRecord dataset's two splits. data.root is a folder of shards or a glob of them (its
// folder is then the part before the first wildcard); the training split is the files named train*, the
// validation split val* (validation-00000-of-00128 too), unless data.train_files / data.val_files name them
// as globs relative to that folder. Index files (*.idx) and folders are never shards. A match that is not
// a regular file (a FIFO, a device, a dangling symlink) or that leads out of the folder (a symlink, a
// glob's "..") is skipped, named and counted; a glob key that names no shard is an InputError naming the
// key.
struct TfRecordFiles {
    std::string folder;
    std::vector<std::string> train, val;
    SkippedFiles skipped;
};

TfRecordFiles tfRecordFiles(const Config& config);

// True when `path`'s name is one of a shard's: not an index, a temporary or a hidden file.
bool looksLikeShardName(const std::string& fileName);

}  // namespace osprey
