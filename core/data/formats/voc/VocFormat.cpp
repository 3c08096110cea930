#include "data/formats/voc/VocFormat.h"

#include <filesystem>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "data/formats/voc/VocDetectionDataset.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// Annotations/ with JPEGImages/, at the picked folder or in VOCdevkit/VOC20xx below it.
bool vocFolder(const fs::path& picked, DatasetGuess& g) {
    fs::path root = picked;
    if (!guess::isDir(root / "Annotations")) {
        // VOCdevkit/VOC2007 or the devkit's parent: the first VOC* folder with annotations.
        const fs::path devkit = guess::isDir(picked / "VOCdevkit") ? picked / "VOCdevkit" : picked;
        root.clear();
        for (const auto& p : guess::entries(devkit, 1000)) {
            if (guess::startsWith(p.filename().string(), "VOC") && guess::isDir(p / "Annotations")) {
                root = p;
                break;
            }
        }
        if (root.empty())
            return false;
    }
    if (!guess::isDir(root / "JPEGImages"))
        return false;
    std::vector<std::string> splits;
    for (const auto& p : guess::entries(root / "ImageSets" / "Main", 100000))
        if (p.extension() == ".txt" && p.filename().string().find('_') == std::string::npos)
            splits.push_back(p.stem().string());
    g.root = root.string();
    if (splits.empty()) {
        g.trainSplit = g.valSplit = "";  // every annotation file, for both
    } else {
        guess::pickSplits(splits, g.trainSplit, g.valSplit);
    }
    return true;
}

}  // namespace

DatasetFormat vocFormat() {
    DatasetFormat f;
    f.name = kVocFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "Pascal VOC (XML)");
    f.shortLabel = "Pascal VOC";
    f.root = DatasetPath{};
    f.keys = {"data.train_split", "data.val_split"};
    f.recognition.folderOrder = 20;
    f.recognition.folder = vocFolder;
    f.recognition.folderLooksFor = "Annotations/ with JPEGImages/ (VOC)";
    f.detection = [](const Config& config, bool training, const std::vector<std::string>& classNames,
                     const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
        const std::string split = config.getString(training ? "data.train_split" : "data.val_split");
        const std::string root =
            requireDataRoot(config, OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                          "data.root must name the VOC folder (Annotations/, "
                                                          "JPEGImages/) when data.dataset is 'voc'"));
        return std::make_shared<VocDetectionDataset>(root, split, warn, classNames);
    };
    return f;
}

}  // namespace osprey
