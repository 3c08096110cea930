#include "data/formats/cifar/CifarFormat.h"

#include <filesystem>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "data/formats/cifar/CifarDataset.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The two variants differ in their name, their files and their labels only.
DatasetFormat cifarFormat(const char* name, CifarDataset::Variant variant) {
    DatasetFormat f;
    f.name = name;
    f.root = DatasetPath{};
    f.pictureSide = 32;
    f.recognition.folderOrder = 40;
    f.classification = [kind = std::string(name), variant](const Config& config) {
        const std::string root = config.getString("data.root");
        if (root.empty())
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "data.root must name the CIFAR folder when data.dataset is '{kind}'"),
                {{"kind", kind}}));
        DatasetSplits s;
        s.train = std::make_shared<CifarDataset>(root, variant, true);
        s.val = std::make_shared<CifarDataset>(root, variant, false);
        s.description = describeSplits(kind + " " + root, s);
        return s;
    };
    return f;
}

}  // namespace

DatasetFormat cifar10Format() {
    DatasetFormat f = cifarFormat(kCifar10Format, CifarDataset::Variant::Cifar10);
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "CIFAR-10 (binary)");
    f.shortLabel = "CIFAR-10";
    f.recognition.folder = [](const fs::path& root, DatasetGuess& g) {
        if (!guess::isFile(root / "data_batch_1.bin") && !guess::isDir(root / "cifar-10-batches-bin"))
            return false;
        g.root = root.string();
        return true;
    };
    f.recognition.folderLooksFor = "CIFAR batches";  // both variants'
    return f;
}

DatasetFormat cifar100Format() {
    DatasetFormat f = cifarFormat(kCifar100Format, CifarDataset::Variant::Cifar100);
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "CIFAR-100 (binary)");
    f.shortLabel = "CIFAR-100";
    f.recognition.folderOrder += 1;  // a CIFAR-10 folder that also holds train.bin stays CIFAR-10
    f.recognition.folder = [](const fs::path& root, DatasetGuess& g) {
        if (!guess::isFile(root / "train.bin") && !guess::isDir(root / "cifar-100-binary"))
            return false;
        g.root = root.string();
        return true;
    };
    return f;
}

}  // namespace osprey
