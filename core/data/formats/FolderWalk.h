#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"

namespace osprey {

// The folder walks of the dataset readers. Each entry is looked at with the file system's non-throwing calls:
// an entry that cannot be read (a symlink loop, a folder without permission, a link to nothing in place of a
// picture, a pipe or device with a picture's name) goes to `skipped` with its reason, and the walk goes on.
// A folder that is itself missing or unreadable throws InputError naming it.

// The regular files below `folder` whose path `wanted` accepts, sorted; folders reached through a symlink are
// not walked (no cycles, as before).
std::vector<std::string> filesIn(const std::filesystem::path& folder,
                                 const std::function<bool(const std::filesystem::path&)>& wanted,
                                 SkippedFiles& skipped);

// The names of the folders in `folder` (a symlink to a folder counts), sorted.
std::vector<std::string> foldersIn(const std::filesystem::path& folder, SkippedFiles& skipped);

}  // namespace osprey
