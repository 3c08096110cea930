#include "data/formats/tfrecord/TfRecordFormat.h"

#include "data/formats/DatasetFormat.h"
#include "data/formats/tfrecord/TfRecordExport.h"
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
