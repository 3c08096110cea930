#pragma once

// Shared by the libFuzzer harnesses (one per reader of untrusted bytes; ./osprey.sh fuzz runs them). A reader
// may refuse an input only with InputError, the error that names the file and what is wrong with it; any
// other exception escapes the harness and libFuzzer reports it, as it reports a crash, a leak, a sanitizer
// finding or a timeout.

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "util/Errors.h"

namespace osprey::fuzz {

inline std::string text(const uint8_t* data, size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

// A folder of this process's own (the readers that take paths read the input from files in it), removed at
// exit.
inline const std::filesystem::path& scratch() {
    struct Folder {
        std::filesystem::path path;
        Folder() {
            const char* shm = "/dev/shm";
            path = std::filesystem::path(std::filesystem::is_directory(shm) ? shm : "/tmp") /
                   ("osprey-fuzz-" + std::to_string(::getpid()));
            std::filesystem::create_directories(path);
        }
        ~Folder() {
            std::error_code ec;
            std::filesystem::remove_all(path, ec);
        }
    };
    static const Folder folder;
    return folder.path;
}

inline std::string writeScratch(const std::string& name, const std::string& bytes) {
    const std::filesystem::path path = scratch() / name;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    return path.string();
}

template <typename Fn>
void refusedOnlyAsInputError(Fn&& read) {
    try {
        read();
    } catch (const InputError&) {
    }
}

}  // namespace osprey::fuzz
