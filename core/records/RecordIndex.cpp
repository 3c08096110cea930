#include "records/RecordIndex.h"

#include <sys/stat.h>

#include <cstdio>
#include <filesystem>

#include "records/RecordFault.h"
#include "records/TfRecordReader.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// An index of ImageNet's largest shard has a few thousand lines; a hundred million is far above any.
constexpr uint64_t kMaxIndexBytes = 4ull << 30;

[[noreturn]] void refuseLine(const std::string& path, size_t line, Reason reason) {
    throw InputError(
        Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{file}' line {line}: {cause}"),
                         {{"file", path}, {"line", std::to_string(line)}, {"cause", reason.toJson()}}));
}

// The decimal number at `text[at]`, moving `at` past it; false when there is none or it overflows.
bool number(const std::string& text, size_t& at, uint64_t& value) {
    const size_t start = at;
    value = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
        const uint64_t digit = static_cast<uint64_t>(text[at] - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return false;
        value = value * 10 + digit;
        ++at;
    }
    return at > start;
}

}  // namespace

RecordIndex RecordIndex::read(const std::string& indexPath, uint64_t dataBytes) {
    const std::string text = readFile(indexPath, kMaxIndexBytes);
    std::vector<Entry> entries;
    size_t at = 0, line = 0;
    uint64_t end = 0;  // of the record before
    while (at < text.size()) {
        ++line;
        const size_t lineEnd = std::min(text.find('\n', at), text.size());
        Entry e;
        size_t p = at;
        while (p < lineEnd && (text[p] == ' ' || text[p] == '\t' || text[p] == '\r'))
            ++p;
        if (p == lineEnd) {  // a blank line (the last one's newline, or a stray one)
            at = lineEnd + 1;
            continue;
        }
        bool ok = number(text, p, e.offset) && p < lineEnd && (text[p] == ' ' || text[p] == '\t');
        while (ok && p < lineEnd && (text[p] == ' ' || text[p] == '\t'))
            ++p;
        ok = ok && number(text, p, e.size);
        while (ok && p < lineEnd && (text[p] == ' ' || text[p] == '\t' || text[p] == '\r'))
            ++p;
        if (!ok || p != lineEnd)
            refuseLine(indexPath, line,
                       Reason::sentence(OSPREY_TRANSLATE_NOOP(
                           "osprey::Errors", "expected a record's offset and size (two whole numbers)")));
        if (e.offset < end || e.size < 16 || e.size > dataBytes || e.offset > dataBytes - e.size)
            refuseLine(
                indexPath, line,
                Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                       "a record of {size} bytes at byte {offset} does not "
                                                       "fit the {bytes}-byte data file after the record "
                                                       "before it"),
                                 {{"size", std::to_string(e.size)},
                                  {"offset", std::to_string(e.offset)},
                                  {"bytes", std::to_string(dataBytes)}}));
        end = e.offset + e.size;
        entries.push_back(e);
        at = lineEnd + 1;
    }
    return RecordIndex(std::move(entries));
}

RecordIndex RecordIndex::build(const std::string& dataPath) {
    TfRecordReaderOptions options;
    options.compression = RecordCompression::None;  // an index holds offsets into the file itself
    TfRecordReader reader(dataPath, options);
    std::vector<Entry> entries;
    while (reader.skipNext())
        entries.push_back({reader.recordOffset(), reader.recordSize()});
    return RecordIndex(std::move(entries));
}

RecordIndex RecordIndex::load(const std::string& dataPath, const std::string& indexPath,
                              const std::string& cacheFolder) {
    namespace fs = std::filesystem;
    if (!indexPath.empty()) {
        if (const auto problem = fileProblemReason(dataPath)) {
            const Reason unreadable = RecordFault::unreadable(dataPath, *problem);
            throw InputError(unreadable);
        }
        return read(indexPath, fs::file_size(dataPath));
    }
    struct stat st {};
    if (::stat(dataPath.c_str(), &st) != 0)
        return build(dataPath);  // which says why the file cannot be read
    // One cache name per file and version of it: its absolute path, size and modification time.
    std::error_code ec;
    const std::string absolute = fs::absolute(dataPath, ec).lexically_normal().string();
    const std::string key = absolute + "|" + std::to_string(st.st_size) + "|" +
                            std::to_string(st.st_mtim.tv_sec) + "." + std::to_string(st.st_mtim.tv_nsec);
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(std::hash<std::string>{}(key)));
    const std::string cached =
        (fs::path(cacheFolder) / (fs::path(dataPath).filename().string() + "." + hash + ".idx")).string();
    if (fs::is_regular_file(cached, ec)) {
        try {
            return read(cached, static_cast<uint64_t>(st.st_size));
        } catch (const InputError&) {  // a cache that does not fit is rebuilt
        }
    }
    RecordIndex index = build(dataPath);
    createFolders(cacheFolder, "");
    index.write(cached);
    return index;
}

std::string RecordIndex::text() const {
    std::string out;
    out.reserve(m_entries.size() * 16);
    for (const Entry& e : m_entries)
        out += std::to_string(e.offset) + " " + std::to_string(e.size) + "\n";
    return out;
}

void RecordIndex::write(const std::string& path) const {
    writeFileAtomically(path, text());
}

}  // namespace osprey
