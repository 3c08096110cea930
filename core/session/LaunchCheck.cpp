#include "session/LaunchCheck.h"

#include <unistd.h>

#include <algorithm>
#include <optional>

#include "data/formats/DatasetFormat.h"
#include "models/ModelRegistry.h"

namespace osprey {

namespace {

namespace fs = std::filesystem;

using Kind = LaunchProblem::Kind;
using Expected = LaunchProblem::Expected;

// How the sentences call what a dataset format's path key names.
Expected expectedOf(const DatasetPath& path) {
    switch (path.noun) {
        case DatasetPath::Noun::Picture:
            return Expected::DigitsPicture;
        case DatasetPath::Noun::DataFile:
            return Expected::YoloDataFile;
        case DatasetPath::Noun::AnnotationFile:
            return Expected::CocoAnnotations;
        case DatasetPath::Noun::DatasetFolder:
            break;
    }
    return Expected::DatasetFolder;
}

std::string lowerExtension(const fs::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext;
}

bool isFolder(Expected expected) {
    return expected == Expected::DatasetFolder;
}

// What is wrong with `value` as the key's file or folder; nothing when it names what the key expects.
std::optional<Kind> pathProblem(const std::string& value, const fs::path& baseDir, Expected expected,
                                const std::vector<std::string>& extensions) {
    fs::path path(value);
    if (path.is_relative())
        path = baseDir / path;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        return Kind::Missing;
    const bool folder = fs::is_directory(status);
    if (!isFolder(expected) && !fs::is_regular_file(status))
        return folder ? Kind::FolderNotFile : Kind::NotRegularFile;
    if (isFolder(expected) && !folder)
        return Kind::FileNotFolder;
    if (::access(path.c_str(), folder ? (R_OK | X_OK) : R_OK) != 0)
        return Kind::Unreadable;
    if (!folder && !extensions.empty() &&
        std::find(extensions.begin(), extensions.end(), lowerExtension(path)) == extensions.end())
        return Kind::WrongExtension;
    return std::nullopt;
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
    if (!info) {
        LaunchProblem p;
        p.key = "model.name";
        p.kind = Kind::UnknownModel;
        p.value = model;
        problems.push_back(p);
    } else if (taskName(info->task()) != task) {
        LaunchProblem p;
        p.key = "model.name";
        p.kind = Kind::ModelOfOtherTask;
        p.value = model;
        p.task = task;
        p.modelTask = taskName(info->task());
        problems.push_back(p);
    }

    const std::string format = config.getString("data.dataset");
    auto check = [&](const std::string& key, Expected expected, const std::vector<std::string>& extensions) {
        const std::string value = config.getString(key);
        if (value.empty())
            return;
        if (const auto kind = pathProblem(value, baseDir, expected, extensions)) {
            LaunchProblem p;
            p.key = key;
            p.kind = *kind;
            p.value = value;
            p.expected = expected;
            p.format = format;
            p.extensions = extensions;
            problems.push_back(p);
        }
    };
    auto required = [&](const std::string& key, Expected expected) {
        if (!config.getString(key).empty())
            return;
        LaunchProblem p;
        p.key = key;
        p.kind = Kind::NoPath;
        p.expected = expected;
        p.format = format;
        problems.push_back(p);
    };
    // data.root and the format's other paths, as the format reads them.
    if (const DatasetFormat* f = findDatasetFormat(format)) {
        std::vector<DatasetPath> paths = f->paths;
        if (f->root)
            paths.insert(paths.begin(), *f->root);
        for (const DatasetPath& path : paths) {
            const Expected expected = expectedOf(path);
            if (path.required)
                required(path.key, expected);
            if (!path.glob || config.getString(path.key).find_first_of("*?[") == std::string::npos)
                check(path.key, expected, path.extensions);
        }
    }
    // The margin of a mixed image, which carries two labels, is undefined (TaskSetup refuses it the same
    // way).
    if (config.getBool("inspect.train_margins") && config.getFloat("train.mixup_alpha") > 0) {
        LaunchProblem p;
        p.key = "inspect.train_margins";
        p.kind = Kind::Conflict;
        p.value = "train.mixup_alpha";
        problems.push_back(p);
    }
    // Weight files are told apart by their content (model_best.pth.tar, pytorch_model.bin load as well).
    check("model.weights", Expected::WeightFile, {});
    check("model.backbone_weights", Expected::WeightFile, {});
    return problems;
}

}  // namespace osprey
