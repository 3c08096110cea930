#pragma once

#include <cstdint>

#include "data/formats/ExportFolder.h"
#include "records/RecordCompression.h"

namespace osprey {

struct DatasetSplits;
struct DetectionSplits;

struct TfRecordExportOptions {
    int64_t picturesPerShard = 1024;
    RecordCompression compression = RecordCompression::None;
};

// A dataset as TFRecord shards of tf.Example records, in the layouts TensorFlow's and DALI's readers take:
// <root>/train-00000-of-000NN and validation-00000-of-000NN, each with DALI's index (tfrecord2idx: "offset
// size" per record) as <root>/idx/<shard>.idx (uncompressed shards only: a compressed one has no offsets to
// seek to). A classifier's records hold ImageNet's layout (image/encoded, image/format, image/class/label
// 1-based, image/class/synset and image/class/text with the class name, image/height, image/width,
// image/filename); a detector's the TF Object Detection API's (image/encoded, image/format, image/source_id,
// image/filename, image/height, image/width, image/object/bbox/{xmin,ymin,xmax,ymax} in [0, 1],
// image/object/class/label 1-based and image/object/class/text, image/object/is_crowd, image/object/area).
void exportTfRecords(const DatasetSplits& splits, const ExportFolder& out,
                     const TfRecordExportOptions& options, const ExportProgress& progress);
void exportTfRecords(const DetectionSplits& splits, const ExportFolder& out,
                     const TfRecordExportOptions& options, const ExportProgress& progress);

}  // namespace osprey
