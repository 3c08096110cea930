#pragma once

#include <optional>
#include <string>

namespace osprey {

class Config;

// The feature names of the two record layouts Osprey reads and writes: ImageNet's, as TensorFlow's
// imagenet_to_gcs.py and NVIDIA's ResNet-50 recipe write it (a classifier's records), and the TF Object
// Detection API's, as its create_coco_tf_record.py writes it (a detector's). The shard reader and the
// exporter (data convert --format tfrecord) both spell them from here.
namespace tfrecord_layout {

inline constexpr const char* kEncoded = "image/encoded";
inline constexpr const char* kFormat = "image/format";
inline constexpr const char* kFilename = "image/filename";
inline constexpr const char* kHeight = "image/height";
inline constexpr const char* kWidth = "image/width";

// ImageNet: the label is 1-based (0 unused, the background class of TF-slim's models).
inline constexpr const char* kClassLabel = "image/class/label";
inline constexpr const char* kClassSynset = "image/class/synset";
inline constexpr const char* kClassText = "image/class/text";

// TF OD API: one value per box in each list; boxes normalised to [0, 1]; class ids from 1.
inline constexpr const char* kSourceId = "image/source_id";
inline constexpr const char* kBoxPrefix = "image/object/bbox/";
inline constexpr const char* kXmin = "xmin";
inline constexpr const char* kYmin = "ymin";
inline constexpr const char* kXmax = "xmax";
inline constexpr const char* kYmax = "ymax";
inline constexpr const char* kObjectLabel = "image/object/class/label";
inline constexpr const char* kObjectText = "image/object/class/text";
inline constexpr const char* kObjectCrowd = "image/object/is_crowd";
inline constexpr const char* kObjectArea = "image/object/area";

}  // namespace tfrecord_layout

// The feature names one experiment reads (data.tfrecord.*), the layouts' own by default.
struct TfRecordKeys {
    std::string image = tfrecord_layout::kEncoded;
    std::string label = tfrecord_layout::kClassLabel;
    // What a stored label minus the offset is (data.tfrecord.label_offset): nothing for auto (1 unless a
    // record holds label 0).
    std::optional<int> labelOffset;
    std::string className = tfrecord_layout::kClassSynset;  // falls back to image/class/text
    std::string boxPrefix = tfrecord_layout::kBoxPrefix;
    std::string boxLabel = tfrecord_layout::kObjectLabel;
    std::string boxText = tfrecord_layout::kObjectText;
    std::string crowd = tfrecord_layout::kObjectCrowd;
    std::string sourceId = tfrecord_layout::kSourceId;
    std::string height = tfrecord_layout::kHeight;
    std::string width = tfrecord_layout::kWidth;

    static TfRecordKeys fromConfig(const Config& config);
};

}  // namespace osprey
