#pragma once

#include <memory>
#include <vector>

#include "data/formats/DetectionDataset.h"
#include "data/formats/tfrecord/TfRecordItems.h"

namespace osprey {

class Config;

// A detection split read from TFRecord shards of the TF Object Detection API's layout (TfRecordLayout.h):
// boxes normalised to [0, 1] scaled to the picture's pixels (the size its header states, else image/height
// and image/width), classes by name (image/object/class/text, else the label id) in the order of their label
// ids, is_crowd as COCO's iscrowd, image/source_id as the image id when every record's is a distinct positive
// number (else the item number + 1). Pictures are named `shard:record`.
class TfRecordDetectionDataset : public DetectionDataset {
public:
    struct Item {
        TfRecordItems::Item at;
        std::vector<BoxLabel> boxes;
        int64_t id = 0;
    };
    TfRecordDetectionDataset(std::shared_ptr<const TfRecordItems> records, std::vector<Item> items,
                             std::string imageKey);

    size_t size() const override { return m_items.size(); }
    cv::Mat image(size_t index) const override;
    const std::vector<BoxLabel>& boxes(size_t index) const override { return m_items.at(index).boxes; }
    std::string itemName(size_t index) const override { return m_records->name(m_items.at(index).at); }
    int64_t imageId(size_t index) const override { return m_items.at(index).id; }
    bool encodedBytes(size_t index, std::vector<uint8_t>& bytes) const override;

private:
    std::shared_ptr<const TfRecordItems> m_records;
    std::vector<Item> m_items;
    std::string m_imageKey;
};

// One split of data.dataset: tfrecord for a detector (DetectionFormat): the classes found, or `classNames`
// (the training split's) when given, a box of another class then left out with a warning.
std::shared_ptr<const DetectionDataset> tfRecordDetectionSplit(const Config& config, bool training,
                                                               const std::vector<std::string>& classNames,
                                                               const AnnotationWarning& warn);

}  // namespace osprey
