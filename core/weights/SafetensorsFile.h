#pragma once

#include <map>
#include <string>

#include "weights/StateDict.h"

namespace osprey {

// The .safetensors format: an 8-byte little-endian header length, a JSON header naming each tensor's dtype,
// shape and byte range, then the raw data. Every range is checked against the file before anything is read.
class SafetensorsFile {
public:
    struct Contents {
        StateDict tensors;                            // in header order
        std::map<std::string, std::string> metadata;  // "__metadata__"
    };

    // Throws InputError for a missing, truncated or inconsistent file, naming the tensor at fault.
    static Contents read(const std::string& path);
    static Contents parse(const std::string& bytes, const std::string& source);
    // Written atomically; `metadata` goes into "__metadata__".
    static void write(const std::string& path, const StateDict& tensors,
                      const std::map<std::string, std::string>& metadata = {});
    static std::string serialize(const StateDict& tensors,
                                 const std::map<std::string, std::string>& metadata);
};

}  // namespace osprey
