#include "data/formats/ExportFolder.h"

#include <filesystem>
#include <opencv2/imgcodecs.hpp>

#include "data/decode/ImageDecoder.h"
#include "data/decode/ImageHeader.h"
#include "data/formats/Dataset.h"
#include "data/formats/DetectionDataset.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace fs = std::filesystem;

namespace {

// The format of an image file's bytes, by their first bytes.
std::string formatOf(const std::vector<uint8_t>& bytes) {
    if (bytes.size() >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF)
        return "jpeg";
    if (bytes.size() >= 8 && bytes[0] == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G')
        return "png";
    if (bytes.size() >= 2 && bytes[0] == 'B' && bytes[1] == 'M')
        return "bmp";
    if (bytes.size() >= 12 && std::equal(bytes.begin(), bytes.begin() + 4, "RIFF") &&
        std::equal(bytes.begin() + 8, bytes.begin() + 12, "WEBP"))
        return "webp";
    if (bytes.size() >= 4 && ((bytes[0] == 'I' && bytes[1] == 'I') || (bytes[0] == 'M' && bytes[1] == 'M')))
        return "tiff";
    return {};
}

[[noreturn]] void unreadable(const std::string& item, const std::string& why) {
    throw InputError(
        Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot convert '{item}': {cause}"),
                         {{"item", item}, {"cause", why}}));
}

// The item's bytes as they are (with their size from the header) when `bytes` holds a format Osprey reads,
// else `picture` as PNG.
EncodedPicture encoded(std::vector<uint8_t> bytes, const std::function<cv::Mat()>& picture,
                       const std::string& item) {
    EncodedPicture out;
    const std::string format = bytes.empty() ? std::string() : formatOf(bytes);
    if (!format.empty()) {
        if (const auto size = headerImageSize(bytes.data(), bytes.size())) {
            out.width = size->width;
            out.height = size->height;
        } else {
            const cv::Mat decoded = decodeImageBytes(bytes);
            if (decoded.empty())
                unreadable(item, "the picture cannot be decoded");
            out.width = decoded.cols;
            out.height = decoded.rows;
        }
        out.bytes.assign(bytes.begin(), bytes.end());
        out.format = format;
        return out;
    }
    const cv::Mat image = picture();
    std::vector<uchar> png;
    if (image.empty() || !cv::imencode(".png", image, png))
        unreadable(item, "the picture cannot be decoded");
    out.bytes.assign(png.begin(), png.end());
    out.format = "png";
    out.width = image.cols;
    out.height = image.rows;
    return out;
}

std::vector<uint8_t> fileBytes(const std::string& path, const std::string& item) {
    std::vector<uint8_t> bytes;
    std::string error;
    if (!path.empty() && !readFileBytes(path, bytes, &error))
        unreadable(item, error);
    return bytes;
}

}  // namespace

EncodedPicture encodedPicture(const Dataset& dataset, size_t item) {
    std::vector<uint8_t> bytes;
    if (!dataset.encodedBytes(item, bytes))
        bytes = fileBytes(dataset.filePath(item), dataset.itemName(item));
    return encoded(
        std::move(bytes), [&] { return dataset.image(item); }, dataset.itemName(item));
}

EncodedPicture encodedPicture(const DetectionDataset& dataset, size_t item) {
    std::vector<uint8_t> bytes;
    if (!dataset.encodedBytes(item, bytes))
        bytes = fileBytes(dataset.filePath(item), dataset.itemName(item));
    return encoded(
        std::move(bytes), [&] { return dataset.image(item); }, dataset.itemName(item));
}

ExportFolder::ExportFolder(std::string root, bool force) : m_root(std::move(root)) {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(m_root, ec);
    if (fs::exists(status)) {
        if (!fs::is_directory(fs::status(m_root, ec)))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' is a file, not a folder to convert into"),
                {{"path", m_root}}));
        if (!force && !fs::is_empty(m_root, ec))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not empty: choose a new folder, or add --force to replace "
                                      "the files of the same names in it"),
                {{"path", m_root}}));
    }
    createFolders(m_root, "");
}

std::string ExportFolder::prepare(const std::string& relative) const {
    const fs::path path = fs::path(m_root) / relative;
    createFolders(path.parent_path().string(), "");
    return path.string();
}

void ExportFolder::write(const std::string& relative, const std::string& bytes) const {
    writeFileAtomically(prepare(relative), bytes);
}

std::string ExportFolder::safeName(const std::string& name) {
    std::string out;
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        out += (c == '/' || c == '\\' || c == ':' || u < 0x20 || u == 0x7F) ? '_' : c;
    }
    while (!out.empty() && (out.front() == '.' || out.front() == ' '))
        out.erase(out.begin());
    if (out.size() > 200)
        out.resize(200);
    return out.empty() ? std::string("item") : out;
}

std::string ExportFolder::uniqueName(const std::string& name, std::set<std::string>& taken) {
    const std::string safe = safeName(name);
    std::string candidate = safe;
    const size_t dot = safe.rfind('.');
    const std::string stem = dot == std::string::npos || dot == 0 ? safe : safe.substr(0, dot);
    const std::string extension = dot == std::string::npos || dot == 0 ? "" : safe.substr(dot);
    for (int n = 2; taken.count(candidate); ++n)
        candidate = stem + "-" + std::to_string(n) + extension;
    taken.insert(candidate);
    return candidate;
}

std::string ExportFolder::pictureName(const std::string& filePath, const std::string& itemName,
                                      const EncodedPicture& picture, std::set<std::string>& taken) {
    const fs::path source = fs::path(filePath.empty() ? itemName : filePath).filename();
    const std::string extension = picture.format == "jpeg" ? ".jpg" : "." + picture.format;
    return uniqueName(source.stem().string() + extension, taken);
}

}  // namespace osprey
