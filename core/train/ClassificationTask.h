#pragma once

#include <memory>

#include "train/ClassificationStep.h"
#include "train/TrainingTask.h"

namespace osprey {

class MarginRecorder;

// Image classification: cross-entropy (with label smoothing and mixup) in training; top-1, top-5 and loss on
// the validation split.
class ClassificationTask : public TrainingTask {
public:
    // `margins`: where each training step's margins go (inspect.train_margins), or null.
    ClassificationTask(int64_t numClasses, ClassificationStep step,
                       std::shared_ptr<MarginRecorder> margins = nullptr)
        : m_numClasses(numClasses), m_step(step), m_margins(std::move(margins)) {}

    TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                  int64_t step) const override;
    TaskEvaluation evaluate(torch::nn::Module& model, DataLoader& loader, torch::Device device,
                            Precision precision, const Communicator& world, bool record) const override;

private:
    int64_t m_numClasses;
    ClassificationStep m_step;
    std::shared_ptr<MarginRecorder> m_margins;
};

}  // namespace osprey
