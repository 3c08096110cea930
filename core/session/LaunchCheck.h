#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "config/Config.h"

namespace osprey {

// What would make a launch of this experiment fail at once, found before it starts: a model that is not
// registered for the experiment's task, and files and folders that are missing, unreadable or of the wrong
// kind for their key (data.root as the dataset format reads it, COCO annotation files, weight files), and
// keys that cannot be set together. The workbench shows these beside its disabled Launch button, worded in
// its language (ui/editor/ProblemTexts).
struct LaunchProblem {
    enum class Kind {
        UnknownModel,      // value: the model name
        ModelOfOtherTask,  // value: the model; modelTask: its task; task: the experiment's
        NoPath,            // the dataset format (format) needs the key set
        Missing,           // value: the path as written
        FolderNotFile,     // a folder where a file belongs
        NotRegularFile,    // a device, a FIFO, ... where a file belongs
        FileNotFolder,     // a file where a folder belongs
        Unreadable,        // permissions
        WrongExtension,    // extensions: the ones the key takes
        Conflict,  // the key cannot be set with the key in value (inspect.train_margins, train.mixup_alpha)
    };
    // What the key names, for the sentence.
    enum class Expected { Nothing, DigitsPicture, YoloDataFile, DatasetFolder, CocoAnnotations, WeightFile };

    std::string key;
    Kind kind = Kind::Missing;
    std::string value;
    Expected expected = Expected::Nothing;
    std::string format;  // data.dataset: DatasetFolder and NoPath name it
    std::string task;
    std::string modelTask;
    std::vector<std::string> extensions;  // ".yaml", ".yml"
};

// Relative paths are read from `baseDir`, the folder the trainer will run in.
std::vector<LaunchProblem> launchProblems(const Config& config, const std::filesystem::path& baseDir);

// The registered models of a task ("classification", "detection"), in registration order.
std::vector<std::string> modelNamesForTask(const std::string& task);

}  // namespace osprey
