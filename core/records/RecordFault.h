#pragma once

#include <cstdint>
#include <string>

#include "util/Reason.h"

namespace osprey {

// The sentences that say what is wrong with one record of a TFRecord file, each naming the file and the
// record's byte offset (in the framed bytes), for the reader, the index and tf.Example parsing alike.
class RecordFault {
public:
    static Reason cutOff(const std::string& file, uint64_t offset, uint64_t missing);
    static Reason lengthCrc(const std::string& file, uint64_t offset);
    static Reason tooLong(const std::string& file, uint64_t offset, uint64_t length, uint64_t limit);
    static Reason pastEnd(const std::string& file, uint64_t offset, uint64_t length, uint64_t left);
    static Reason payloadCrc(const std::string& file, uint64_t offset, uint64_t length);
    static Reason notInflated(const std::string& file, uint64_t offset, const std::string& cause);
    // A payload that is not what the caller expects (a tf.Example), with why.
    static Reason badPayload(const std::string& file, uint64_t offset, const Reason& cause);
    // "cannot read '{path}': {cause}", the project's sentence for a file that cannot be opened.
    static Reason unreadable(const std::string& file, const Reason& cause);
};

}  // namespace osprey
