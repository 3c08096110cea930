#pragma once

#include <optional>
#include <string>

namespace osprey {

// How a TFRecord file's framed records are stored, as TensorFlow's TFRecordOptions name it: as they are, as
// one GZIP stream, or as one ZLIB stream (of the same framed bytes; record offsets count those bytes).
enum class RecordCompression { None, Gzip, Zlib };

// TensorFlow's names: "", "GZIP", "ZLIB" (any case; "none" too), or nothing for another word.
std::optional<RecordCompression> recordCompressionFromName(const std::string& name);
const char* recordCompressionName(RecordCompression compression);

}  // namespace osprey
