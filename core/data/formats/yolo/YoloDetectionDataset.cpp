#include "data/formats/yolo/YoloDetectionDataset.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <sstream>

#include "data/decode/ImageDecoder.h"
#include "data/formats/DatasetRoot.h"
#include "data/formats/DetectionDataset.h"
#include "data/formats/FileLimits.h"
#include "data/formats/FolderWalk.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

std::string yoloLabelPath(const std::string& imagePath) {
    fs::path p(imagePath);
    std::vector<std::string> parts;
    for (const auto& part : p.parent_path())
        parts.push_back(part.string());
    for (size_t i = parts.size(); i-- > 0;) {
        if (parts[i] == "images") {
            parts[i] = "labels";
            break;
        }
    }
    fs::path out;
    for (const auto& part : parts)
        out /= part;
    return (out / p.stem()).string() + ".txt";
}

namespace {

// What one split names: its pictures, and the folders they and their labels may lie in.
struct SplitFiles {
    std::vector<std::string> images;
    DatasetRoot inside;
    SkippedFiles skipped;
};

void addImagesOf(const fs::path& entry, const std::string& yaml, SplitFiles& split) {
    std::error_code ec;
    if (fs::is_directory(entry, ec)) {
        split.inside.addFolder(entry);
        split.inside.addFolder(fs::path(yoloLabelPath((entry / "x").string())).parent_path());
        for (auto& image : filesIn(
                 entry, [](const fs::path& f) { return hasImageExtension(f.string()); }, split.skipped))
            split.images.push_back(std::move(image));
    } else if (entry.extension() == ".txt" && fs::exists(entry, ec)) {
        std::string text;
        if (const auto problem = tryReadFile(entry.string(), kMaxImageListBytes, text))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}': cannot read the image list '{list}': {cause}"),
                {{"path", yaml}, {"list", entry.string()}, {"cause", problem->toJson()}}));
        split.inside.addFolder(entry.parent_path());
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) {
            while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
                line.pop_back();
            if (line.empty())
                continue;
            const fs::path image(line);
            const std::string path =
                (image.is_absolute() ? image : entry.parent_path() / image).lexically_normal().string();
            // A line of the list leading out of the dataset ("../../etc/passwd"): not opened, counted.
            if (const auto escape = split.inside.escape(path))
                split.skipped.push_back({path, *escape});
            else
                split.images.push_back(path);
        }
    } else {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': '{entry}' is neither an image folder nor a .txt list of images"),
            {{"path", yaml}, {"entry", entry.string()}}));
    }
}

// The class names and the pictures of SPLIT that a YOLO data file names.
void readDataFile(const std::string& dataYaml, const std::string& split, std::vector<std::string>& names,
                  SplitFiles& files) {
    std::string text;
    if (const auto problem = tryReadFile(dataYaml, kMaxAnnotationFileBytes, text))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read YOLO data file '{path}': {cause}"),
            {{"path", dataYaml}, {"cause", problem->toJson()}}));
    YAML::Node y;
    try {
        y = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read YOLO data file '{path}': {cause}"),
            {{"path", dataYaml}, {"cause", e.what()}}));
    }
    const fs::path yamlDir = fs::absolute(dataYaml).parent_path();
    fs::path root = y["path"] ? fs::path(y["path"].as<std::string>()) : yamlDir;
    if (root.is_relative())
        root = yamlDir / root;
    files.inside = DatasetRoot(root.lexically_normal());
    if (!y[split])
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' has no '{split}' entry"),
                             {{"path", dataYaml}, {"split", split}}));
    const YAML::Node n = y["names"];
    if (n && n.IsSequence()) {
        for (const auto& v : n)
            names.push_back(v.as<std::string>());
    } else if (n && n.IsMap()) {
        std::map<int, std::string> byIndex;
        for (const auto& kv : n)
            byIndex[kv.first.as<int>()] = kv.second.as<std::string>();
        for (const auto& [i, name] : byIndex) {
            if (i != static_cast<int>(names.size()))
                throw InputError(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}': class indices in 'names' must run 0, 1, 2, ... without gaps"),
                    {{"path", dataYaml}}));
            names.push_back(name);
        }
    } else {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' has no 'names' (a list of class names, or an index: name map)"),
            {{"path", dataYaml}}));
    }
    // `names: []` trained a model of no classes to the end (issue 36).
    if (names.empty())
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': 'names' lists no classes"),
                             {{"path", dataYaml}}));
    const YAML::Node entries = y[split];
    for (const auto& e :
         entries.IsSequence() ? entries : YAML::Node(std::vector<std::string>{entries.as<std::string>()})) {
        fs::path p(e.as<std::string>());
        addImagesOf(p.is_absolute() ? p : root / p, dataYaml, files);
    }
}

}  // namespace

YoloDetectionDataset::YoloDetectionDataset(const std::string& dataYaml, const std::string& split,
                                           const AnnotationWarning& warn) {
    std::vector<std::string> names;
    SplitFiles files{{}, DatasetRoot(fs::path(dataYaml).parent_path()), {}};
    try {
        readDataFile(dataYaml, split, names, files);
    } catch (const YAML::Exception& e) {  // a value of the wrong kind ("path: [a, b]", "names: {x: y}")
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {cause}"),
                                          {{"path", dataYaml}, {"cause", e.what()}}));
    }
    setClassNames(names);
    const std::vector<std::string>& images = files.images;
    if (images.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': the '{split}' images are empty"),
            {{"path", dataYaml}, {"split", split}}));
    WarningSummary warning(warn, "YOLO label problems");
    for (const auto& path : images) {
        Item image;
        image.path = path;
        const std::string labels = yoloLabelPath(path);
        // No label file: a picture without objects. One that is there but cannot be read is left out; one
        // that leads out of the dataset is not opened, and counted.
        std::error_code ec;
        std::string text;
        const bool labelled = fs::exists(fs::symlink_status(labels, ec));
        if (labelled) {
            if (const auto escape = files.inside.escape(labels)) {
                files.skipped.push_back({labels, *escape});
                continue;
            }
            if (const auto problem = tryReadFile(labels, kMaxAnnotationFileBytes, text)) {
                warning("'" + labels + "': " + problem->english() + "; image left out");
                continue;
            }
        }
        int width = 0, height = 0;
        if (labelled && !readImageSize(path, width, height)) {
            warning("'" + path + "': not a readable image; left out");
            continue;
        }
        std::istringstream in(text);
        int lineNumber = 0;
        for (std::string line; std::getline(in, line);) {
            ++lineNumber;
            const std::string where = "'" + labels + "' line " + std::to_string(lineNumber);
            std::istringstream fields(line);
            std::vector<double> v;
            for (double x; fields >> x;)
                v.push_back(x);
            if (v.empty())
                continue;
            if (v.size() != 5 || !fields.eof()) {
                warning(where + ": expected 'class cx cy w h' (5 numbers); skipped");
                continue;
            }
            // Checked as a number before it becomes an int: 1e10 or nan cast first was undefined behaviour
            // (found by the fuzz harness FuzzYolo).
            if (!(v[0] >= 0 && v[0] < static_cast<double>(names.size())) || v[0] != std::floor(v[0])) {
                warning(where + ": class " + std::to_string(v[0]) + " is not one of the " +
                        std::to_string(names.size()) + " classes; skipped");
                continue;
            }
            BoxLabel b;
            b.classId = static_cast<int>(v[0]);
            b.x1 = static_cast<float>((v[1] - v[3] / 2) * width);
            b.x2 = static_cast<float>((v[1] + v[3] / 2) * width);
            b.y1 = static_cast<float>((v[2] - v[4] / 2) * height);
            b.y2 = static_cast<float>((v[2] + v[4] / 2) * height);
            if (clipOrDropBox(b, width, height, where, warning))
                image.boxes.push_back(b);
        }
        addItem(std::move(image));
    }
    setSkippedFiles(std::move(files.skipped));
}

}  // namespace osprey
