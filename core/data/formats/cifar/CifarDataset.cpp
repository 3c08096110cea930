#include "data/formats/cifar/CifarDataset.h"

#include <filesystem>
#include <iterator>
#include <opencv2/imgproc.hpp>
#include <sstream>

#include "data/formats/FileLimits.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

constexpr size_t kPixels = 3 * 32 * 32;

std::vector<std::string> readLines(const fs::path& path) {
    std::vector<std::string> lines;
    std::string text;
    if (const auto problem = tryReadFile(path.string(), kMaxAnnotationFileBytes, text))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read CIFAR class names '{path}': {cause}"),
            {{"path", path.string()}, {"cause", problem->toJson()}}));
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty())
            lines.push_back(line);
    }
    return lines;
}

}  // namespace

CifarDataset::CifarDataset(const std::string& root, Variant variant, bool train) {
    const bool c10 = variant == Variant::Cifar10;
    fs::path folder = root;
    const fs::path nested = folder / (c10 ? "cifar-10-batches-bin" : "cifar-100-binary");
    std::error_code ec;
    if (fs::is_directory(nested, ec))
        folder = nested;
    if (!fs::is_directory(folder, ec)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "CIFAR folder '{path}' does not exist (data.root)"),
            {{"path", root}}));
    }
    std::vector<std::string> files;
    if (c10 && train) {
        for (int i = 1; i <= 5; ++i)
            files.push_back("data_batch_" + std::to_string(i) + ".bin");
    } else if (c10) {
        files.push_back("test_batch.bin");
    } else {
        files.push_back(train ? "train.bin" : "test.bin");
    }
    for (const auto& f : files)
        readBatch((folder / f).string(), c10 ? 1 : 2);

    const fs::path meta = folder / (c10 ? "batches.meta.txt" : "fine_label_names.txt");
    std::vector<std::string> names = fs::exists(meta, ec) ? readLines(meta) : std::vector<std::string>{};
    const size_t classes = c10 ? 10 : 100;
    if (names.size() != classes) {
        names.clear();
        for (size_t i = 0; i < classes; ++i)
            names.push_back(std::to_string(i));
    }
    setClassNames(names);
    m_name = folder.string();
}

void CifarDataset::readBatch(const std::string& path, int labelBytes) {
    std::string bytes;
    if (const auto problem = tryReadFile(path, kMaxCifarBatchBytes, bytes))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "CIFAR file '{path}' cannot be read: {cause}"),
            {{"path", path}, {"cause", problem->toJson()}}));
    const size_t record = static_cast<size_t>(labelBytes) + kPixels;
    if (bytes.empty() || bytes.size() % record != 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "CIFAR file '{path}' has {size} bytes, not a whole number of {record}-byte records"),
            {{"path", path}, {"size", std::to_string(bytes.size())}, {"record", std::to_string(record)}}));
    }
    const int maxLabel = labelBytes == 1 ? 9 : 99;
    for (size_t offset = 0; offset < bytes.size(); offset += record) {
        // CIFAR-100: the fine label second.
        const int label = static_cast<uint8_t>(bytes[offset + static_cast<size_t>(labelBytes) - 1]);
        if (label > maxLabel) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "CIFAR file '{path}' record {record} has label {label} (expected 0..{max})"),
                {{"path", path},
                 {"record", std::to_string(offset / record)},
                 {"label", std::to_string(label)},
                 {"max", std::to_string(maxLabel)}}));
        }
        m_labels.push_back(label);
        m_pixels.insert(m_pixels.end(), bytes.begin() + static_cast<std::ptrdiff_t>(offset) + labelBytes,
                        bytes.begin() + static_cast<std::ptrdiff_t>(offset + record));
    }
}

cv::Mat CifarDataset::image(size_t index) const {
    const uint8_t* planes = m_pixels.data() + index * kPixels;
    // Planes are R, G, B; the loader expects OpenCV's BGR.
    std::vector<cv::Mat> channels = {
        cv::Mat(32, 32, CV_8U, const_cast<uint8_t*>(planes + 2 * 1024)),
        cv::Mat(32, 32, CV_8U, const_cast<uint8_t*>(planes + 1 * 1024)),
        cv::Mat(32, 32, CV_8U, const_cast<uint8_t*>(planes)),
    };
    cv::Mat bgr;
    cv::merge(channels, bgr);
    return bgr;
}

std::string CifarDataset::itemName(size_t index) const {
    return m_name + "#" + std::to_string(index);
}

}  // namespace osprey
