#include "data/formats/tfrecord/TfRecordLayout.h"

#include "config/Config.h"

namespace osprey {

TfRecordKeys TfRecordKeys::fromConfig(const Config& config) {
    TfRecordKeys k;
    k.image = config.getString("data.tfrecord.image_key");
    k.label = config.getString("data.tfrecord.label_key");
    const std::string offset = config.getString("data.tfrecord.label_offset");
    if (offset != "auto")
        k.labelOffset = offset == "1" ? 1 : 0;
    k.className = config.getString("data.tfrecord.class_name_key");
    k.boxPrefix = config.getString("data.tfrecord.box_prefix");
    k.boxLabel = config.getString("data.tfrecord.box_label_key");
    k.boxText = config.getString("data.tfrecord.class_text_key");
    return k;
}

}  // namespace osprey
