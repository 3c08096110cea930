#include "data/formats/folder/FolderFormat.h"

#include <filesystem>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "data/formats/folder/FolderExport.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// Class-per-folder images: <root>/<train_split> and <root>/<val_split>, or the root's class folders with
// data.val_fraction held out.
DatasetSplits imageFolders(const Config& config) {
    const std::string root = config.getString("data.root");
    if (root.empty())
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "data.root must name the image folder when data.dataset is 'folder'")));
    std::error_code ec;
    if (!fs::is_directory(root, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "dataset folder '{path}' does not exist or is not a folder (data.root)"),
            {{"path", root}}));
    const fs::path trainDir = fs::path(root) / config.getString("data.train_split");
    const fs::path valDir = fs::path(root) / config.getString("data.val_split");
    DatasetSplits s;
    if (fs::is_directory(trainDir, ec)) {
        auto train = std::make_shared<ImageFolderDataset>(trainDir.string());
        if (fs::is_directory(valDir, ec)) {
            s.train = train;
            s.val = std::make_shared<ImageFolderDataset>(valDir.string(), train->classNames());
        } else {
            s = splitByFraction(train, config.getFloat("data.val_fraction"));
        }
    } else {
        // No train/ sub-folder: the root itself holds the class folders.
        s = splitByFraction(std::make_shared<ImageFolderDataset>(root), config.getFloat("data.val_fraction"));
    }
    s.description = describeSplits("image folder " + root, s);
    return s;
}

// <root>/<split>/<class>/ (two classes at least), or <root>/<class>/.
bool classFolderTree(const fs::path& root, DatasetGuess& g) {
    std::vector<std::string> splits;
    for (const auto& p : guess::entries(root, 20000))
        if (guess::isDir(p) && guess::classFolders(p) >= 2)
            splits.push_back(p.filename().string());
    if (!splits.empty()) {
        g.root = root.string();
        guess::pickSplits(splits, g.trainSplit, g.valSplit);
        if (g.valSplit == g.trainSplit)
            g.valSplit.clear();  // the reader holds out data.val_fraction of the training split
        return true;
    }
    if (guess::classFolders(root) >= 2) {
        g.root = root.string();
        g.trainSplit = "train";  // not there: the reader takes the root's class folders
        return true;
    }
    return false;
}

}  // namespace

DatasetFormat folderFormat() {
    DatasetFormat f;
    f.name = kFolderFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "Image folder (a folder per class)");
    f.shortLabel = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "class folders");
    f.root = DatasetPath{};
    f.keys = {"data.train_split", "data.val_split", "data.val_fraction"};
    f.recognition.folderOrder = 50;  // the loosest test: after every annotated layout
    f.recognition.folder = classFolderTree;
    f.recognition.folderLooksFor = "folders of images per class";
    f.classification = imageFolders;
    f.exportClasses = [](const DatasetSplits& splits, const ExportFolder& out, const ExportSettings&,
                         const ExportProgress& progress) { exportClassFolders(splits, out, progress); };
    return f;
}

}  // namespace osprey
