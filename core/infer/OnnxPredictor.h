#pragma once

#include <memory>
#include <string>

#include "infer/DeployedModel.h"
#include "infer/ImagePredictor.h"

namespace osprey {

// An exported ONNX model behind the ImagePredictor interface (`osprey-cli predict --onnx`, the workbench):
// the same torch-free runtime osprey-infer uses (DeployedModel), with its metadata as a checkpoint's.
class OnnxPredictor : public ImagePredictor {
public:
    // Throws InputError as DeployedModel::open does.
    static std::unique_ptr<OnnxPredictor> open(const std::string& path);

    const CheckpointMeta& meta() const override { return m_meta; }
    ImageOutcome predict(const cv::Mat& bgr, const PredictOptions& options) override;

private:
    explicit OnnxPredictor(DeployedModel model);

    DeployedModel m_model;
    CheckpointMeta m_meta;
};

// What an exported model's metadata says, as a checkpoint's metadata (no training state).
CheckpointMeta checkpointMetaOf(const ExportedModelInfo& info);

}  // namespace osprey
