#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace osprey {

// The folders a dataset's annotations may name files in: data.root and the folders the format keeps its
// pictures and labels in (COCO's <root>/<split>, VOC's JPEGImages/ and Annotations/, YOLO's `path` and split
// folders). A path an annotation names (a COCO file_name, a VOC filename or ImageSets id, a line of a YOLO
// image list, a YOLO label file) is used only when it leads, symlinks followed, into one of them: a
// "../../etc/passwd" or a symlink out of the dataset is skipped, named and counted like a corrupt picture.
// The folders themselves are resolved once, so a dataset whose image folder is a symlink (train2017 -> a
// larger disk) reads as before.
class DatasetRoot {
public:
    // `root` is the folder messages name; `folders` the others the format keeps files in.
    explicit DatasetRoot(const std::filesystem::path& root,
                         const std::vector<std::filesystem::path>& folders = {});

    // Why `path` may not be read: "outside the dataset folder '<root>'" (and where a symlink leads), or the
    // file system's reason when it cannot be resolved (a symlink loop); nothing when it lies inside.
    std::optional<std::string> escape(const std::filesystem::path& path) const;

    void addFolder(const std::filesystem::path& folder);
    const std::string& root() const { return m_root; }

private:
    std::string m_root;
    std::vector<std::filesystem::path> m_resolved;  // each folder with its symlinks resolved
    std::vector<std::filesystem::path> m_lexical;   // each folder as named, absolute
};

}  // namespace osprey
