#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "data/formats/DatasetDetection.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/formats/ExportFolder.h"
#include "util/TaskKind.h"

namespace osprey {

template <typename Entry>
class Registry;

// A path key a format reads (data.root, COCO's annotation files): what it must name, for the launch checks
// before a run starts, `data check` and the workbench's file dialogs.
struct DatasetPath {
    enum class Kind { Folder, File };
    // How the launch problems' sentences call it (session's LaunchProblem::Expected).
    enum class Noun { Picture, DataFile, DatasetFolder, AnnotationFile };
    std::string key = "data.root";
    Kind kind = Kind::Folder;
    Noun noun = Noun::DatasetFolder;
    bool required = true;                 // an empty value is a launch problem
    std::vector<std::string> extensions;  // a file's (".yaml", ".yml"); empty: any
    bool glob = false;                    // may be a glob of files, checked when read (TFRecord shards)
};

// How a format is recognised in what a person picked (the wizard, `data convert`): detectDataset tries the
// formats' tests by their order, lowest first, and the first that fills in the guess (root, splits; the task
// when the format serves both) wins; a format without tests is never guessed.
struct DatasetRecognition {
    int folderOrder = 0, fileOrder = 0;
    std::function<bool(const std::filesystem::path& folder, DatasetGuess&)> folder;
    std::function<bool(const std::filesystem::path& file, DatasetGuess&)> file;
    // What the tests look for, for the reason given when nothing matches: "data.yaml (YOLO)" (after "no"),
    // "a YOLO data file (...)" (after "is not").
    std::string folderLooksFor, fileLooksFor;
};

// How `data convert` writes a dataset in a format; the sharded formats take the shard options.
struct ExportSettings {
    int64_t picturesPerShard = 1024;
    std::string compression = "none";
};
using ClassificationExport = std::function<void(const DatasetSplits&, const ExportFolder&,
                                                const ExportSettings&, const ExportProgress&)>;
using DetectionExport = std::function<void(const DetectionSplits&, const ExportFolder&, const ExportSettings&,
                                           const ExportProgress&)>;

// Everything the program knows of one dataset format, in one place: its data.dataset name and labels, the
// keys it reads, how it is recognised, its readers and its writer. Each format's descriptor lives in its own
// folder (data/formats/<format>/<Format>Format.cpp) and is registered with one line in DatasetFormat.cpp; the
// schema, the launch checks, format detection, `data check`/`convert`, the wizard and the Datasets view read
// it from the registry, so no format's name is spelled anywhere else (tests/check_format_names.py).
struct DatasetFormat {
    std::string name;  // the data.dataset value
    // The Datasets view's entry ("COCO (instances JSON)") and the wizard's word for what it recognised
    // ("COCO", "class folders"; empty: the label), marked for translation in the context
    // osprey::DatasetFormat where they are not names.
    const char* label = "";
    const char* shortLabel = "";
    // data.root; none for a built-in dataset that reads nothing (the shapes demo, synthetic tensors).
    std::optional<DatasetPath> root;
    std::vector<DatasetPath> paths;  // other path keys (COCO's annotation files)
    // The data.* keys it reads besides its paths: where the schema's appliesWhen comes from.
    std::vector<std::string> keys;
    int pictureSide = 0;    // the side of every picture when the format fixes it (CIFAR: 32); 0: any
    bool browsable = true;  // offered by the Datasets view (not synthetic tensors)
    DatasetRecognition recognition;
    ClassificationReader classification;  // empty: holds no classification data
    DetectionReader detection;            // empty: holds no boxes
    ClassificationExport exportClasses;   // empty: `data convert` does not write classes in it
    DetectionExport exportBoxes;

    bool reads(TaskKind task) const {
        return task == TaskKind::Detection ? bool(detection) : bool(classification);
    }
    bool readable() const { return classification || detection; }
    bool writes(TaskKind task) const {
        return task == TaskKind::Detection ? bool(exportBoxes) : bool(exportClasses);
    }
    // The task of its data when it serves one only; a format of both tasks says in its guess.
    std::optional<TaskKind> onlyTask() const;
    // True when it reads `key` (its paths' keys and `keys`).
    bool takes(const std::string& key) const;
};

// Every dataset format, in the order the schema lists them; `at` names data.dataset and the valid names.
const Registry<DatasetFormat>& datasetFormats();
// The registered format named `name`, or null.
const DatasetFormat* findDatasetFormat(const std::string& name);
// The formats with a reader (the schema's data.dataset values), and those of one task.
std::vector<std::string> readableFormatNames();
std::vector<std::string> formatNamesFor(TaskKind task);
// The formats `data convert` writes (for one task, or any).
std::vector<std::string> exportFormatNames();
std::vector<std::string> exportFormatNamesFor(TaskKind task);

}  // namespace osprey
