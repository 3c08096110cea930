#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "util/Reason.h"

namespace osprey {

// Writes `bytes` to `path` so that a crash at any moment leaves either the old file or the new one, never a
// torn mix: the data goes to a temporary file beside it, is flushed to disk, and is renamed over `path`.
void writeFileAtomically(const std::string& path, const std::string& bytes);

// Removes the temporary files writeFileAtomically leaves in `folder` when its process is killed mid-write
// ("last.pt.tmp.4711" whose process 4711 is gone); a live writer's are kept. Returns the names removed.
std::vector<std::string> removeAbandonedTemporaries(const std::string& folder);

// Why `path` cannot be read as a file of at most `maxBytes`, or nothing when it can: it is missing, a folder,
// a FIFO or device (which may block or never end), a symlink loop, unreadable, or too large.
std::optional<std::string> fileProblem(const std::string& path,
                                       uint64_t maxBytes = std::numeric_limits<uint64_t>::max());
// The same as a sentence in parts (Reason::sentence), for a slot of a larger error's sentence: put its
// toJson() there, and the workbench words both.
std::optional<Reason> fileProblemReason(const std::string& path,
                                        uint64_t maxBytes = std::numeric_limits<uint64_t>::max());

// Creates `path` and its missing parents; InputError "cannot create <role> folder '<path>': <reason>" when
// it cannot be (a file in the way, no permission, a read-only or full disk).
void createFolders(const std::string& path, const std::string& role);

// The whole file into `bytes` when it is a regular file of at most `maxBytes`, else why not
// (fileProblemReason's words) and nothing read. The kind and size are checked again on the opened file
// (opened without blocking, so a FIFO put in its place after the first check cannot hang the reader), and at
// most `maxBytes` are read even from a file that grows meanwhile.
std::optional<Reason> tryReadFile(const std::string& path, uint64_t maxBytes, std::string& bytes);

// The whole file; InputError "cannot read '<path>': <reason>" for anything tryReadFile refuses.
std::string readFile(const std::string& path, uint64_t maxBytes = std::numeric_limits<uint64_t>::max());

// Why writeFileAtomically cannot put a file at `path`, or nothing when it can: it is a folder (or a link to
// one), a pipe, socket or device, or its folder is missing, not a folder, or not writable. A link to a file
// is fine: the rename replaces the link itself and writes nothing through it.
std::optional<Reason> outputFileProblem(const std::string& path);
// InputError "cannot write '<path>' (<option>): <reason>" for what outputFileProblem finds: the check a
// command makes of its --out before long work (an export), so that a wrong path is known at once.
void checkOutputFile(const std::string& path, const std::string& option);

}  // namespace osprey
