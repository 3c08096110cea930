#include "session/LaunchCheck.h"

#include <unistd.h>

#include <algorithm>

#include "models/ModelRegistry.h"

namespace osprey {

namespace {

namespace fs = std::filesystem;

enum class Expect { File, Folder };

std::string lowerExtension(const fs::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext;
}

// Empty when `value` names what the key expects; else why not.
std::string pathProblem(const std::string& value, const fs::path& baseDir, Expect expect,
                        const std::vector<std::string>& extensions, const std::string& what) {
    fs::path path(value);
    if (path.is_relative())
        path = baseDir / path;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        return "'" + value + "' does not exist";
    const bool folder = fs::is_directory(status);
    if (expect == Expect::File && !fs::is_regular_file(status))
        return "'" + value + "' is " + (folder ? "a folder" : "not a regular file") + "; " + what +
               " is a file";
    if (expect == Expect::Folder && !folder)
        return "'" + value + "' is a file; " + what + " is a folder";
    if (::access(path.c_str(), folder ? (R_OK | X_OK) : R_OK) != 0)
        return "'" + value + "' cannot be read (permissions)";
    if (!folder && !extensions.empty() &&
        std::find(extensions.begin(), extensions.end(), lowerExtension(path)) == extensions.end()) {
        std::string list;
        for (size_t i = 0; i < extensions.size(); ++i)
            list += (i == 0 ? "" : i + 1 == extensions.size() ? " or " : ", ") + extensions[i];
        return "'" + value + "' is not " + what + " (expected a " + list + " file)";
    }
    return {};
}

}  // namespace

std::vector<std::string> modelNamesForTask(const std::string& task) {
    std::vector<std::string> names;
    const TaskKind kind = task == "detection" ? TaskKind::Detection : TaskKind::Classification;
    for (const ModelInfo& info : ModelRegistry::instance().models()) {
        if (info.task() == kind)
            names.push_back(info.name);
    }
    return names;
}

std::vector<LaunchProblem> launchProblems(const Config& config, const fs::path& baseDir) {
    std::vector<LaunchProblem> problems;
    const std::string task = config.getString("task");
    const std::string model = config.getString("model.name");
    const ModelInfo* info = ModelRegistry::instance().find(model);
    if (!info)
        problems.push_back({"model.name", "'" + model + "' is not a registered model (osprey-cli models)"});
    else if (taskName(info->task()) != task)
        problems.push_back({"model.name", "'" + model + "' is a " + std::string(taskName(info->task())) +
                                              " model; this experiment's task is " + task});

    auto check = [&](const std::string& key, Expect expect, const std::vector<std::string>& extensions,
                     const std::string& what) {
        const std::string value = config.getString(key);
        if (value.empty())
            return;
        if (const std::string problem = pathProblem(value, baseDir, expect, extensions, what);
            !problem.empty())
            problems.push_back({key, problem});
    };
    const std::string format = config.getString("data.dataset");
    if (format == "digits") {
        check("data.root", Expect::File, {}, "the digits picture");
    } else if (format == "yolo") {
        if (config.getString("data.root").empty())
            problems.push_back({"data.root", "the yolo dataset needs its data.yaml"});
        check("data.root", Expect::File, {".yaml", ".yml"}, "a YOLO data file");
    } else if (format == "folder" || format == "cifar10" || format == "cifar100" || format == "coco" ||
               format == "voc") {
        if (config.getString("data.root").empty())
            problems.push_back({"data.root", "the " + format + " dataset needs its folder"});
        check("data.root", Expect::Folder, {}, "the " + format + " dataset");
    }
    if (format == "coco") {
        check("data.train_annotations", Expect::File, {".json"}, "a COCO annotation file");
        check("data.val_annotations", Expect::File, {".json"}, "a COCO annotation file");
    }
    // Weight files are told apart by their content (model_best.pth.tar, pytorch_model.bin load as well).
    check("model.weights", Expect::File, {}, "a weight file");
    check("model.backbone_weights", Expect::File, {}, "a weight file");
    return problems;
}

}  // namespace osprey
