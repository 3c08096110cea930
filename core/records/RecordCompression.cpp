#include "records/RecordCompression.h"

namespace osprey {

std::optional<RecordCompression> recordCompressionFromName(const std::string& name) {
    std::string lower;
    for (const char c : name)
        lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (lower.empty() || lower == "none")
        return RecordCompression::None;
    if (lower == "gzip")
        return RecordCompression::Gzip;
    if (lower == "zlib")
        return RecordCompression::Zlib;
    return std::nullopt;
}

const char* recordCompressionName(RecordCompression compression) {
    switch (compression) {
        case RecordCompression::Gzip:
            return "GZIP";
        case RecordCompression::Zlib:
            return "ZLIB";
        case RecordCompression::None:
            break;
    }
    return "";
}

}  // namespace osprey
