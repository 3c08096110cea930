#include "data/ImageFolderDataset.h"

#include <algorithm>
#include <filesystem>

#include "data/ImageDecoder.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

ImageFolderDataset::ImageFolderDataset(const std::string& root,
                                       const std::vector<std::string>& expectedClasses) {
    std::error_code ec;
    if (!fs::is_directory(root, ec)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "dataset folder '{path}' does not exist or is not a folder (data.root)"),
            {{"path", root}}));
    }
    std::vector<std::string> classes;
    for (const auto& entry : fs::directory_iterator(root, ec)) {
        if (entry.is_directory())
            classes.push_back(entry.path().filename().string());
    }
    std::sort(classes.begin(), classes.end());
    if (classes.empty()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "dataset folder '{path}' holds no class folders: expected {root}/<class name>/<images>"),
            {{"path", root}, {"root", root}}));
    }
    if (!expectedClasses.empty() && classes != expectedClasses) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "dataset folder '{path}' has classes [{classes}] but the training split has "
                "[{expected}]"),
            {{"path", root}, {"classes", join(classes, ", ")}, {"expected", join(expectedClasses, ", ")}}));
    }
    for (size_t c = 0; c < classes.size(); ++c) {
        const fs::path folder = fs::path(root) / classes[c];
        std::vector<std::string> files;
        for (const auto& entry : fs::recursive_directory_iterator(folder, ec)) {
            if (entry.is_regular_file() && hasImageExtension(entry.path().string())) {
                files.push_back(entry.path().string());
            }
        }
        if (files.empty()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "class folder '{path}' holds no images (.jpg .jpeg .png .bmp .webp .tif .tiff "
                    ".ppm .pgm)"),
                {{"path", folder.string()}}));
        }
        std::sort(files.begin(), files.end());
        for (auto& f : files) {
            m_files.push_back(std::move(f));
            m_labels.push_back(static_cast<int>(c));
        }
    }
    setClassNames(classes);
}

cv::Mat ImageFolderDataset::image(size_t index) const {
    return decodeImageFile(m_files.at(index));
}

bool ImageFolderDataset::encodedBytes(size_t index, std::vector<uint8_t>& bytes) const {
    return readFileBytes(m_files.at(index), bytes);
}

std::string ImageFolderDataset::whyUnreadable(size_t index) const {
    std::string error;
    decodeImageFile(m_files.at(index), &error);
    return error.empty() ? "cannot be decoded" : error;
}

}  // namespace osprey
