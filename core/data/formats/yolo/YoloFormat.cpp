#include "data/formats/yolo/YoloFormat.h"

#include <filesystem>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "data/formats/yolo/YoloDetectionDataset.h"
#include "util/AtomicFile.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// A YOLO data file: a .yaml naming `names` (and the split lists `train`/`val`).
bool isYoloDataFile(const fs::path& file) {
    if (!guess::isFile(file))
        return false;
    const std::string ext = guess::lower(file.extension().string());
    if (ext != ".yaml" && ext != ".yml")
        return false;
    std::string text;
    try {
        text = readFile(file.string(), 1 << 20);
    } catch (const std::exception&) {
        return false;
    }
    return text.find("names") != std::string::npos &&
           (text.find("train") != std::string::npos || text.find("val") != std::string::npos);
}

bool yoloDataFile(const fs::path& file, DatasetGuess& g) {
    if (!isYoloDataFile(file))
        return false;
    g.root = file.string();
    return true;
}

// data.yaml (dataset.yaml, data.yml), else the first data file among the folder's entries.
bool yoloFolder(const fs::path& root, DatasetGuess& g) {
    for (const char* name : {"data.yaml", "dataset.yaml", "data.yml"})
        if (yoloDataFile(root / name, g))
            return true;
    for (const auto& p : guess::entries(root, 1000))
        if (yoloDataFile(p, g))
            return true;
    return false;
}

}  // namespace

DatasetFormat yoloFormat() {
    DatasetFormat f;
    f.name = kYoloFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "YOLO (data.yaml)");
    f.shortLabel = "YOLO";
    f.root = DatasetPath{
        "data.root", DatasetPath::Kind::File, DatasetPath::Noun::DataFile, true, {".yaml", ".yml"}};
    f.recognition.folderOrder = 30;
    f.recognition.folder = yoloFolder;
    f.recognition.folderLooksFor = "data.yaml (YOLO)";
    f.recognition.fileOrder = 10;
    f.recognition.file = yoloDataFile;
    f.recognition.fileLooksFor = "a YOLO data file (a .yaml naming 'names' and 'train')";
    f.detection = [](const Config& config, bool training, const std::vector<std::string>&,
                     const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
        const std::string yaml = requireDataRoot(
            config, OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "data.root must name the dataset's data.yaml when data.dataset "
                                          "is 'yolo'"));
        return std::make_shared<YoloDetectionDataset>(yaml, training ? "train" : "val", warn);
    };
    return f;
}

}  // namespace osprey
