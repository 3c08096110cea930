#include "data/formats/DatasetDetection.h"

#include <algorithm>
#include <system_error>

#include "data/formats/tfrecord/TfRecordRecognition.h"
#include "util/AtomicFile.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

bool isDir(const fs::path& p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

bool isFile(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

bool isImageName(const fs::path& p) {
    static const std::vector<std::string> extensions = {".jpg", ".jpeg", ".png",  ".bmp",
                                                        ".tif", ".tiff", ".webp", ".ppm"};
    const std::string ext = lower(p.extension().string());
    return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

// The entries of a folder, sorted by name; at most `limit` (a dataset folder can hold a million files).
std::vector<fs::path> entries(const fs::path& folder, size_t limit = 100000) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end && out.size() < limit; it.increment(ec))
        out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

// A folder that holds images directly (looks at the first few hundred entries only).
bool holdsImages(const fs::path& folder) {
    for (const auto& p : entries(folder, 500))
        if (isImageName(p) && isFile(p))
            return true;
    return false;
}

// Sub-folders that each hold images: the classes of a class-per-folder split.
int classFolders(const fs::path& folder) {
    int classes = 0;
    for (const auto& p : entries(folder, 20000))
        if (isDir(p) && holdsImages(p))
            ++classes;
    return classes;
}

// The training and validation split among names: "train*" and "val*" (else "test*"); one name serves both.
void pickSplits(const std::vector<std::string>& names, std::string& train, std::string& val) {
    auto find = [&](const std::string& prefix) -> std::string {
        for (const auto& n : names)
            if (startsWith(lower(n), prefix) && lower(n).find("trainval") == std::string::npos)
                return n;
        return {};
    };
    train = find("train");
    val = find("val");
    if (val.empty())
        val = find("test");
    if (train.empty()) {
        for (const auto& n : names)
            if (startsWith(lower(n), "trainval"))
                train = n;
    }
    if (train.empty() && !names.empty())
        train = names.front();
    if (val.empty())
        val = train;
}

bool cocoFolder(const fs::path& root, DatasetGuess& g) {
    const fs::path annotations = root / "annotations";
    if (!isDir(annotations))
        return false;
    std::vector<std::string> splits;
    for (const auto& p : entries(annotations)) {
        const std::string name = p.filename().string();
        if (startsWith(name, "instances_") && p.extension() == ".json" && isFile(p))
            splits.push_back(p.stem().string().substr(std::string("instances_").size()));
    }
    if (splits.empty())
        return false;
    g.format = "coco";
    g.root = root.string();
    pickSplits(splits, g.trainSplit, g.valSplit);
    return true;
}

bool vocFolder(const fs::path& picked, DatasetGuess& g) {
    fs::path root = picked;
    if (!isDir(root / "Annotations")) {
        // VOCdevkit/VOC2007 or the devkit's parent: the first VOC* folder with annotations.
        const fs::path devkit = isDir(picked / "VOCdevkit") ? picked / "VOCdevkit" : picked;
        root.clear();
        for (const auto& p : entries(devkit, 1000)) {
            if (startsWith(p.filename().string(), "VOC") && isDir(p / "Annotations")) {
                root = p;
                break;
            }
        }
        if (root.empty())
            return false;
    }
    if (!isDir(root / "JPEGImages"))
        return false;
    std::vector<std::string> splits;
    for (const auto& p : entries(root / "ImageSets" / "Main", 100000))
        if (p.extension() == ".txt" && p.filename().string().find('_') == std::string::npos)
            splits.push_back(p.stem().string());
    g.format = "voc";
    g.root = root.string();
    if (splits.empty()) {
        g.trainSplit = g.valSplit = "";  // every annotation file, for both
    } else {
        pickSplits(splits, g.trainSplit, g.valSplit);
    }
    return true;
}

// A YOLO data file: a .yaml naming `names` (and the split lists `train`/`val`).
bool isYoloDataFile(const fs::path& file) {
    if (!isFile(file))
        return false;
    const std::string ext = lower(file.extension().string());
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

bool yoloFolder(const fs::path& root, DatasetGuess& g) {
    for (const char* name : {"data.yaml", "dataset.yaml", "data.yml"}) {
        if (isYoloDataFile(root / name)) {
            g.format = "yolo";
            g.root = (root / name).string();
            return true;
        }
    }
    for (const auto& p : entries(root, 1000)) {
        if (isYoloDataFile(p)) {
            g.format = "yolo";
            g.root = p.string();
            return true;
        }
    }
    return false;
}

bool cifarFolder(const fs::path& root, DatasetGuess& g) {
    if (isFile(root / "data_batch_1.bin") || isDir(root / "cifar-10-batches-bin"))
        g.format = "cifar10";
    else if (isFile(root / "train.bin") || isDir(root / "cifar-100-binary"))
        g.format = "cifar100";
    else
        return false;
    g.root = root.string();
    return true;
}

bool classFolderTree(const fs::path& root, DatasetGuess& g) {
    std::vector<std::string> splits;
    for (const auto& p : entries(root, 20000))
        if (isDir(p) && classFolders(p) >= 2)
            splits.push_back(p.filename().string());
    if (!splits.empty()) {
        g.format = "folder";
        g.root = root.string();
        pickSplits(splits, g.trainSplit, g.valSplit);
        if (g.valSplit == g.trainSplit)
            g.valSplit.clear();  // the reader holds out data.val_fraction of the training split
        return true;
    }
    if (classFolders(root) >= 2) {
        g.format = "folder";
        g.root = root.string();
        g.trainSplit = "train";  // not there: the reader takes the root's class folders
        return true;
    }
    return false;
}

}  // namespace

std::vector<std::string> DatasetGuess::overrides() const {
    std::vector<std::string> out = {"task=" + task, "data.dataset=" + format, "data.root=" + root};
    if (format == "coco" || format == "voc" || format == "folder") {
        out.push_back("data.train_split=" + trainSplit);
        out.push_back("data.val_split=" + (valSplit.empty() ? std::string("val") : valSplit));
    }
    return out;
}

DatasetGuess detectDataset(const fs::path& picked) {
    DatasetGuess g;
    std::error_code ec;
    if (!fs::exists(picked, ec)) {
        g.reason = "'" + picked.string() + "' does not exist";
        return g;
    }
    bool found = false;
    if (isFile(picked)) {
        const std::string ext = lower(picked.extension().string());
        if (isYoloDataFile(picked)) {
            g.format = "yolo";
            g.root = picked.string();
            found = true;
        } else if (ext == ".json" && picked.parent_path().filename() == "annotations") {
            found = cocoFolder(picked.parent_path().parent_path(), g);
        }
        if (!found)
            g.reason = "'" + picked.string() +
                       "' is not a YOLO data file (a .yaml naming 'names' and 'train') nor a COCO "
                       "annotations/instances_<split>.json";
    } else {
        found = cocoFolder(picked, g) || vocFolder(picked, g) || yoloFolder(picked, g) ||
                cifarFolder(picked, g) || recogniseTfRecordFolder(picked, g) || classFolderTree(picked, g);
        if (!found)
            g.reason = "'" + picked.string() +
                       "' holds no dataset Osprey reads: no annotations/instances_<split>.json (COCO), no "
                       "Annotations/ with JPEGImages/ (VOC), no data.yaml (YOLO), no CIFAR batches, no "
                       "TFRecord shards (train-*-of-*, *.tfrecord) and no folders of images per class";
    }
    if (found && g.task.empty())  // a TFRecord folder's task comes from its records
        g.task =
            (g.format == "coco" || g.format == "voc" || g.format == "yolo") ? "detection" : "classification";
    return g;
}

}  // namespace osprey
