#pragma once

#include <memory>
#include <vector>

#include "data/formats/Dataset.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/tfrecord/TfRecordItems.h"

namespace osprey {

class Config;

// A classification split read from TFRecord shards of ImageNet's layout (TfRecordLayout.h): a picture per
// record, named `shard:record`, its JPEG bytes handed to the loader's region/DCT decoder as they are.
class TfRecordClassificationDataset : public Dataset {
public:
    TfRecordClassificationDataset(std::shared_ptr<const TfRecordItems> records,
                                  std::vector<TfRecordItems::Item> items, std::vector<int> labels,
                                  std::string imageKey);

    size_t size() const override { return m_items.size(); }
    int label(size_t index) const override { return m_labels.at(index); }
    cv::Mat image(size_t index) const override;
    std::string itemName(size_t index) const override { return m_records->name(m_items.at(index)); }
    bool encodedBytes(size_t index, std::vector<uint8_t>& bytes) const override;
    std::string whyUnreadable(size_t index) const override;

private:
    std::shared_ptr<const TfRecordItems> m_records;
    std::vector<TfRecordItems::Item> m_items;
    std::vector<int> m_labels;
    std::string m_imageKey;
};

// data.dataset: tfrecord for a classifier: both splits' shards (TfRecordFiles), labels from
// data.tfrecord.label_key less data.tfrecord.label_offset (auto: 1, ImageNet's, unless a record holds 0),
// class names from data.tfrecord.class_name_key (else image/class/text, else the label).
DatasetSplits tfRecordClassificationSplits(const Config& config);

// bench data's pictures: the training split of `folder` when it is a folder of classification shards (with
// the default keys), else nothing.
std::shared_ptr<const Dataset> tfRecordBenchDataset(const std::string& folder);

}  // namespace osprey
