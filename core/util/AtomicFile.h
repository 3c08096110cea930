#pragma once

#include <functional>
#include <string>

namespace osprey {

// Writes `bytes` to `path` so that a crash at any moment leaves either the old file or the new one, never a
// torn mix: the data goes to a temporary file beside it, is flushed to disk, and is renamed over `path`.
void writeFileAtomically(const std::string& path, const std::string& bytes);

std::string readFile(const std::string& path);

}  // namespace osprey
