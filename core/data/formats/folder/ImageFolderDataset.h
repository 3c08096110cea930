#pragma once

#include "data/formats/Dataset.h"

namespace osprey {

// Class-per-folder images (torchvision's ImageFolder): root/<class>/<image>. Classes are the sub-folders in
// sorted order; files are read lazily by the loader.
class ImageFolderDataset : public Dataset {
public:
    // Throws InputError when `root` is missing, has no class folders, or a class folder holds no images.
    // With `classNames` given, the folder must hold exactly those classes (a validation split of a training
    // set).
    explicit ImageFolderDataset(const std::string& root, const std::vector<std::string>& classNames = {});

    size_t size() const override { return m_files.size(); }
    int label(size_t index) const override { return m_labels.at(index); }
    cv::Mat image(size_t index) const override;
    std::string itemName(size_t index) const override { return m_files.at(index); }
    std::string filePath(size_t index) const override { return m_files.at(index); }
    std::string whyUnreadable(size_t index) const override;
    bool encodedBytes(size_t index, std::vector<uint8_t>& bytes) const override;

private:
    std::vector<std::string> m_files;
    std::vector<int> m_labels;
};

}  // namespace osprey
