#pragma once

#include <opencv2/core.hpp>

#include <memory>
#include <string>

#include "data/transforms/DetectionTransform.h"
#include "infer/ExportedModelInfo.h"
#include "infer/ImageOutcome.h"

namespace osprey {

// A model `osprey-cli export` wrote as ONNX, run by OpenCV's dnn module without libtorch: what osprey-infer
// and `osprey-cli predict --onnx` hold. A picture goes through the same evaluation transform Osprey's own
// predictors use, the network runs on OpenCV's CPU backend, and a classifier's logits become its top classes,
// a detector's dense outputs its boxes (DenseBoxDecoder), in the picture's pixels.
class DeployedModel {
public:
    // Throws InputError naming `path` when it is not an ONNX model, not one Osprey wrote, a format this
    // Osprey does not read, a file that does not hold what Osprey exports (checkOnnxModel: before OpenCV
    // reads it), a detector of the "full" profile (which needs ONNX Runtime), or a graph OpenCV cannot load.
    static DeployedModel open(const std::string& path);
    // The CPU threads OpenCV runs networks on (for every model of this process); 0 leaves OpenCV's default,
    // all cores.
    static void setThreads(int threads);

    DeployedModel(DeployedModel&&) noexcept;
    DeployedModel& operator=(DeployedModel&&) noexcept;
    ~DeployedModel();

    const ExportedModelInfo& info() const { return m_info; }
    const std::string& path() const { return m_path; }
    // What the model sees in `bgr` (8-bit, as OpenCV decodes it). Throws InputError naming the file when
    // OpenCV fails to run the network (whatever it throws), or its outputs are not the shapes the metadata
    // describes or not finite: the file's fault, not the picture's.
    ImageOutcome predict(const cv::Mat& bgr, const PredictOptions& options);

private:
    struct Network;
    // The network's outputs for `bgr`, by the names the task's outputs have; `mapping` says where a
    // detector's input pixels lie in the picture.
    std::vector<cv::Mat> run(const cv::Mat& bgr, DetectionTransform::Result& mapping);
    DeployedModel(std::string path, ExportedModelInfo info, std::unique_ptr<Network> network);

    std::string m_path;
    ExportedModelInfo m_info;
    std::unique_ptr<Network> m_network;
};

}  // namespace osprey
