#pragma once

#include <string>
#include <vector>

namespace osprey {

// An entry a dataset reader found but could not use: a symlink loop or a folder it may not read among the
// pictures, a picture or label file an annotation names outside the dataset's folder. It is skipped, named
// and counted like a corrupt picture (data check's unreadable list, training's bad-image count) instead of
// refusing the whole dataset.
struct SkippedFile {
    std::string path;
    std::string reason;
};

using SkippedFiles = std::vector<SkippedFile>;

}  // namespace osprey
