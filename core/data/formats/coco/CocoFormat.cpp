#include "data/formats/coco/CocoFormat.h"

#include <filesystem>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "data/formats/coco/CocoDetectionDataset.h"
#include "data/formats/coco/CocoExport.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string cocoAnnotations(const Config& config, const std::string& root, const char* key,
                            const std::string& split) {
    std::string path = config.getString(key);
    if (path.empty())
        path = (fs::path(root) / "annotations" / ("instances_" + split + ".json")).string();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        throw InputError(Reason::sentence(
            config.getString(key).empty()
                ? OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                        "COCO annotation file '{path}' does not exist ({key}, defaulted from "
                                        "data.root and the split)")
                : OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                        "COCO annotation file '{path}' does not exist ({key})"),
            {{"path", path}, {"key", key}}));
    }
    return path;
}

std::shared_ptr<const DetectionDataset> readCoco(const Config& config, bool training,
                                                 const std::vector<std::string>&,
                                                 const AnnotationWarning& warn) {
    const std::string split = config.getString(training ? "data.train_split" : "data.val_split");
    const std::string root =
        requireDataRoot(config, OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                      "data.root must name the COCO folder (images under "
                                                      "<root>/<split>) when data.dataset is 'coco'"));
    const std::string annotations =
        cocoAnnotations(config, root, training ? "data.train_annotations" : "data.val_annotations", split);
    return std::make_shared<CocoDetectionDataset>(annotations, (fs::path(root) / split).string(), warn, root);
}

// <root>/annotations/instances_<split>.json, one per split.
bool cocoFolder(const fs::path& root, DatasetGuess& g) {
    const fs::path annotations = root / "annotations";
    if (!guess::isDir(annotations))
        return false;
    std::vector<std::string> splits;
    for (const auto& p : guess::entries(annotations)) {
        const std::string name = p.filename().string();
        if (guess::startsWith(name, "instances_") && p.extension() == ".json" && guess::isFile(p))
            splits.push_back(p.stem().string().substr(std::string("instances_").size()));
    }
    if (splits.empty())
        return false;
    g.root = root.string();
    guess::pickSplits(splits, g.trainSplit, g.valSplit);
    return true;
}

}  // namespace

DatasetFormat cocoFormat() {
    DatasetFormat f;
    f.name = kCocoFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "COCO (instances JSON)");
    f.shortLabel = "COCO";
    f.root = DatasetPath{};
    for (const char* key : {"data.train_annotations", "data.val_annotations"})
        f.paths.push_back(
            DatasetPath{key, DatasetPath::Kind::File, DatasetPath::Noun::AnnotationFile, false, {".json"}});
    f.keys = {"data.train_split", "data.val_split"};
    f.recognition.folderOrder = 10;
    f.recognition.folder = cocoFolder;
    f.recognition.folderLooksFor = "annotations/instances_<split>.json (COCO)";
    f.recognition.fileOrder = 20;
    f.recognition.file = [](const fs::path& file, DatasetGuess& g) {
        const std::string ext = guess::lower(file.extension().string());
        return ext == ".json" && file.parent_path().filename() == "annotations" &&
               cocoFolder(file.parent_path().parent_path(), g);
    };
    f.recognition.fileLooksFor = "a COCO annotations/instances_<split>.json";
    f.detection = readCoco;
    f.exportBoxes = [](const DetectionSplits& splits, const ExportFolder& out, const ExportSettings&,
                       const ExportProgress& progress) { exportCoco(splits, out, progress); };
    return f;
}

}  // namespace osprey
