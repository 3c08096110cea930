#include "data/formats/folder/ImageFolderDataset.h"

#include <filesystem>

#include "data/decode/ImageDecoder.h"
#include "data/formats/FolderWalk.h"
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
    // A symlink loop or a folder that may not be read among the pictures is skipped and counted, not fatal.
    SkippedFiles skipped;
    const std::vector<std::string> classes = foldersIn(root, skipped);
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
        std::vector<std::string> files = filesIn(
            folder, [](const fs::path& file) { return hasImageExtension(file.string()); }, skipped);
        if (files.empty()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "class folder '{path}' holds no images (.jpg .jpeg .png .bmp .webp .tif .tiff "
                    ".ppm .pgm)"),
                {{"path", folder.string()}}));
        }
        for (auto& f : files) {
            m_files.push_back(std::move(f));
            m_labels.push_back(static_cast<int>(c));
        }
    }
    setClassNames(classes);
    setSkippedFiles(std::move(skipped));
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
