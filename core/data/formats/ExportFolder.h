#pragma once

#include <cstdint>
#include <functional>
#include <set>
#include <string>

namespace osprey {

class Dataset;
class DetectionDataset;

// How far a conversion is: pictures written of all.
using ExportProgress = std::function<void(size_t done, size_t total)>;

// A picture as a converted dataset stores it: the item's own file bytes where the dataset has them (JPEG,
// PNG,
// ... unchanged), else (pictures held in memory: the digits sheet, CIFAR, the shapes demo) a PNG of them.
struct EncodedPicture {
    std::string bytes;
    std::string format;  // "jpeg", "png", ... (TFRecord's image/format); also the file extension
    int width = 0, height = 0;
};
// InputError naming the item when it cannot be read.
EncodedPicture encodedPicture(const Dataset& dataset, size_t item);
EncodedPicture encodedPicture(const DetectionDataset& dataset, size_t item);

// The folder `osprey-cli data convert` writes into: one that does not exist yet or is empty, or any with
// `force` (whose files of the same names are then replaced). Every file is written whole (a temporary file
// renamed), under the folder: the names of items and classes become single path components.
class ExportFolder {
public:
    // InputError naming the folder when it holds something and `force` is not given, or is a file.
    ExportFolder(std::string root, bool force);

    const std::string& root() const { return m_root; }
    // root/relative, its folders created.
    std::string prepare(const std::string& relative) const;
    void write(const std::string& relative, const std::string& bytes) const;

    // `name` as one path component: separators, control characters and a leading dot replaced, at most 200
    // bytes; "item" when nothing is left.
    static std::string safeName(const std::string& name);
    // A safe name not yet in `taken` (a number added before the extension when it is), added to it.
    static std::string uniqueName(const std::string& name, std::set<std::string>& taken);
    // The file name of a converted picture: its own file's name (else the item's name) with the extension of
    // `picture`'s format, unique in `taken`.
    static std::string pictureName(const std::string& filePath, const std::string& itemName,
                                   const EncodedPicture& picture, std::set<std::string>& taken);

private:
    std::string m_root;
};

}  // namespace osprey
