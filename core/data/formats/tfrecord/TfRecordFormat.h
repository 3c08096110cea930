#pragma once

namespace osprey {

struct DatasetFormat;

// TFRecord shards of tf.Example records with DALI's index files: `data convert` writes them
// (TfRecordExport.h).
inline constexpr char kTfRecordFormat[] = "tfrecord";
DatasetFormat tfRecordFormat();

}  // namespace osprey
