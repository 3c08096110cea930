#include "records/RecordFault.h"

#include "util/Translatable.h"

namespace osprey {

namespace {
Reason fault(const char* sentence, const std::string& file, uint64_t offset,
             std::map<std::string, std::string> more = {}) {
    more["file"] = file;
    more["offset"] = std::to_string(offset);
    return Reason::sentence(sentence, std::move(more));
}
}  // namespace

Reason RecordFault::cutOff(const std::string& file, uint64_t offset, uint64_t missing) {
    return fault(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                       "the record at byte {offset} of '{file}' is cut off: the file ends "
                                       "{missing} bytes before the record does"),
                 file, offset, {{"missing", std::to_string(missing)}});
}

Reason RecordFault::lengthCrc(const std::string& file, uint64_t offset) {
    return fault(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the record at byte {offset} of '{file}' is corrupt: its length does not "
                              "match its CRC (is it a TFRecord file, and is its compression right?)"),
        file, offset);
}

Reason RecordFault::tooLong(const std::string& file, uint64_t offset, uint64_t length, uint64_t limit) {
    return fault(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the record at byte {offset} of '{file}' says it has {length} bytes, more "
                              "than the {limit} MiB a record may have"),
        file, offset, {{"length", std::to_string(length)}, {"limit", std::to_string(limit >> 20)}});
}

Reason RecordFault::pastEnd(const std::string& file, uint64_t offset, uint64_t length, uint64_t left) {
    return fault(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the record at byte {offset} of '{file}' says it has {length} bytes, but "
                              "only {left} bytes of the file are left"),
        file, offset, {{"length", std::to_string(length)}, {"left", std::to_string(left)}});
}

Reason RecordFault::payloadCrc(const std::string& file, uint64_t offset, uint64_t length) {
    return fault(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the record at byte {offset} of '{file}' is corrupt: its {length} bytes "
                              "do not match their CRC"),
        file, offset, {{"length", std::to_string(length)}});
}

Reason RecordFault::notInflated(const std::string& file, uint64_t offset, const std::string& cause) {
    return fault(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the compressed records of '{file}' cannot be read from byte {offset} on: "
                              "{cause}"),
        file, offset, {{"cause", cause}});
}

Reason RecordFault::badPayload(const std::string& file, uint64_t offset, const Reason& cause) {
    return fault(OSPREY_TRANSLATE_NOOP("osprey::Errors", "the record at byte {offset} of '{file}': {cause}"),
                 file, offset, {{"cause", cause.toJson()}});
}

Reason RecordFault::unreadable(const std::string& file, const Reason& cause) {
    return Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read '{path}': {cause}"),
                            {{"path", file}, {"cause", cause.toJson()}});
}

}  // namespace osprey
