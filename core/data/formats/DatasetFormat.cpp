#include "data/formats/DatasetFormat.h"

#include <algorithm>

#include "data/formats/cifar/CifarFormat.h"
#include "data/formats/coco/CocoFormat.h"
#include "data/formats/digits/DigitsFormat.h"
#include "data/formats/folder/FolderFormat.h"
#include "data/formats/shapes/ShapesFormat.h"
#include "data/formats/synthetic/SyntheticFormat.h"
#include "data/formats/tfrecord/TfRecordFormat.h"
#include "data/formats/voc/VocFormat.h"
#include "data/formats/yolo/YoloFormat.h"
#include "util/Registry.h"
#include "util/Translatable.h"

namespace osprey {

const Registry<DatasetFormat>& datasetFormats() {
    static const Registry<DatasetFormat> registry = [] {
        Registry<DatasetFormat> r(OSPREY_TRANSLATE_NOOP("osprey::Errors", "dataset format"), "data.dataset");
        // One line per format, in the order the schema, its messages and the Datasets view list them; the
        // first is data.dataset's default (the schema names none).
        r.add(digitsFormat());
        r.add(folderFormat());
        r.add(cifar10Format());
        r.add(cifar100Format());
        r.add(syntheticFormat());
        r.add(shapesFormat());
        r.add(cocoFormat());
        r.add(vocFormat());
        r.add(yoloFormat());
        r.add(tfRecordFormat());
        return r;
    }();
    return registry;
}

const DatasetFormat* findDatasetFormat(const std::string& name) {
    return datasetFormats().find(name);
}

std::optional<TaskKind> DatasetFormat::onlyTask() const {
    if (classification && !detection)
        return TaskKind::Classification;
    if (detection && !classification)
        return TaskKind::Detection;
    return std::nullopt;
}

bool DatasetFormat::takes(const std::string& key) const {
    if (root && root->key == key)
        return true;
    for (const DatasetPath& path : paths)
        if (path.key == key)
            return true;
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

namespace {

std::vector<std::string> namesWhere(const std::function<bool(const DatasetFormat&)>& wanted) {
    std::vector<std::string> names;
    for (const DatasetFormat& format : datasetFormats().entries())
        if (wanted(format))
            names.push_back(format.name);
    return names;
}

}  // namespace

std::vector<std::string> readableFormatNames() {
    return namesWhere([](const DatasetFormat& f) { return f.readable(); });
}

std::vector<std::string> formatNamesFor(TaskKind task) {
    return namesWhere([task](const DatasetFormat& f) { return f.reads(task); });
}

std::vector<std::string> exportFormatNames() {
    return namesWhere([](const DatasetFormat& f) { return f.exportClasses || f.exportBoxes; });
}

std::vector<std::string> exportFormatNamesFor(TaskKind task) {
    return namesWhere([task](const DatasetFormat& f) { return f.writes(task); });
}

}  // namespace osprey
