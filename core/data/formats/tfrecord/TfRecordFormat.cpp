#include "data/formats/tfrecord/TfRecordFormat.h"

#include "data/formats/DatasetFormat.h"
#include "data/formats/tfrecord/TfRecordClassification.h"
#include "data/formats/tfrecord/TfRecordDetection.h"
#include "data/formats/tfrecord/TfRecordExport.h"
#include "data/formats/tfrecord/TfRecordRecognition.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

TfRecordExportOptions shardOptions(const ExportSettings& settings) {
    TfRecordExportOptions options;
    options.picturesPerShard = settings.picturesPerShard;
    options.compression = recordCompressionFromName(settings.compression).value_or(RecordCompression::None);
    return options;
}

}  // namespace

DatasetFormat tfRecordFormat() {
    DatasetFormat f;
    f.name = kTfRecordFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "TFRecord shards (tf.Example)");
    f.shortLabel = "TFRecord";
    f.root = DatasetPath{};
    f.root->glob = true;  // a folder of shards, or a glob of them
    f.keys = {"data.train_files",
              "data.val_files",
              "data.skip_corrupt_records",
              "data.tfrecord.image_key",
              "data.tfrecord.label_key",
              "data.tfrecord.label_offset",
              "data.tfrecord.class_name_key",
              "data.tfrecord.box_prefix",
              "data.tfrecord.box_label_key",
              "data.tfrecord.class_text_key"};
    // After the annotated formats and CIFAR, before class folders; the task comes from the first record.
    f.recognition.folderOrder = 45;
    f.recognition.folder = recogniseTfRecordFolder;
    f.recognition.folderLooksFor = "TFRecord shards (train-*-of-*, *.tfrecord)";
    f.classification = tfRecordClassificationSplits;
    f.detection = tfRecordDetectionSplit;
    f.exportClasses = [](const DatasetSplits& splits, const ExportFolder& out, const ExportSettings& settings,
                         const ExportProgress& progress) {
        exportTfRecords(splits, out, shardOptions(settings), progress);
    };
    f.exportBoxes = [](const DetectionSplits& splits, const ExportFolder& out, const ExportSettings& settings,
                       const ExportProgress& progress) {
        exportTfRecords(splits, out, shardOptions(settings), progress);
    };
    return f;
}

}  // namespace osprey
