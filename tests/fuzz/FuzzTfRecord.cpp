// TFRecord files and tf.Example records (core/records): the input as a record file, as the same bytes in a
// GZIP stream, and as one tf.Example payload. What the reader refuses it refuses with InputError; what it
// reads must read the same in every form (plain and compressed, in order and by offset, strict and in
// skip mode), and a parsed example must serialize to bytes that parse back to the same example.
#include <zlib.h>

#include <optional>

#include "FuzzSupport.h"
#include "records/RecordIndex.h"
#include "records/TfExample.h"
#include "records/TfRecordReader.h"

namespace {

using namespace osprey;

std::string gzipped(const std::string& bytes) {
    z_stream s{};
    if (deflateInit2(&s, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        __builtin_trap();
    std::string out(deflateBound(&s, static_cast<uLong>(bytes.size())) + 64, '\0');
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    s.avail_in = static_cast<uInt>(bytes.size());
    s.next_out = reinterpret_cast<Bytef*>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    if (deflate(&s, Z_FINISH) != Z_STREAM_END)
        __builtin_trap();
    out.resize(s.total_out);
    deflateEnd(&s);
    return out;
}

struct Records {
    std::vector<std::string> payloads;
    std::vector<uint64_t> offsets;
    uint64_t corrupt = 0;
};

Records readAll(const std::string& file, TfRecordReaderOptions options) {
    TfRecordReader reader(file, options);
    Records r;
    std::string payload;
    while (reader.next(payload)) {
        r.payloads.push_back(payload);
        r.offsets.push_back(reader.recordOffset());
    }
    r.corrupt = reader.corruptRecords();
    return r;
}

void checkExample(const std::string& payload) {
    fuzz::refusedOnlyAsInputError([&] {
        const TfExample example = TfExample::parse(payload, "fuzz.tfrecord", 0);
        const std::string again = example.serialize();
        if (TfExample::parse(again, "fuzz.tfrecord", 0).serialize() != again)
            __builtin_trap();
    });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string bytes = fuzz::text(data, size);
    const std::string plain = fuzz::writeScratch("input.tfrecord", bytes);
    const std::string gzip = fuzz::writeScratch("input.tfrecord.gz", gzipped(bytes));
    TfRecordReaderOptions none, skip, gz;
    none.compression = RecordCompression::None;
    skip = none;
    skip.skipCorrupt = true;
    gz.compression = RecordCompression::Gzip;

    const Records skipped = readAll(plain, skip);  // skip mode never refuses a readable file
    std::optional<Records> strict;
    fuzz::refusedOnlyAsInputError([&] { strict = readAll(plain, none); });
    if (strict) {
        // Past this point nothing may refuse: the same records, however they are read.
        if (strict->payloads != skipped.payloads || skipped.corrupt != 0)
            __builtin_trap();
        if (readAll(gzip, gz).payloads != strict->payloads)  // the same framed bytes, compressed
            __builtin_trap();
        const RecordIndex index = RecordIndex::build(plain);
        TfRecordReader random(plain, none);
        if (index.size() != strict->payloads.size())
            __builtin_trap();
        for (size_t i = 0; i < index.size(); ++i)
            if (index.entries()[i].offset != strict->offsets[i] ||
                random.readAt(index.entries()[i].offset) != strict->payloads[i])
                __builtin_trap();
    }
    if (!strict && skipped.corrupt == 0)  // refused, yet skip mode saw nothing corrupt
        __builtin_trap();
    fuzz::refusedOnlyAsInputError([&] { readAll(plain, TfRecordReaderOptions{}); });  // recognised
    for (const std::string& payload : skipped.payloads)
        checkExample(payload);
    checkExample(bytes);
    return 0;
}
