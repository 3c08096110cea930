#pragma once

#include <memory>

#include "train/TrainingTask.h"

namespace osprey {

class DetectionDataset;

// Object detection: the detector's own loss (classification + box regression) in training; on the
// validation split the loss and COCO's numbers (mAP over IoU 0.5:0.95, AP50, AP75), with detections mapped
// back to original pixels and evaluated against the split's boxes as COCOeval would.
class DetectionTask : public TrainingTask {
public:
    explicit DetectionTask(std::shared_ptr<const DetectionDataset> validation)
        : m_validation(std::move(validation)) {}

    TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                  int64_t step) const override;
    TaskEvaluation evaluate(torch::nn::Module& model, DataLoader& loader, torch::Device device,
                            Precision precision, const Communicator& world, bool record) const override;

private:
    std::shared_ptr<const DetectionDataset> m_validation;
};

}  // namespace osprey
