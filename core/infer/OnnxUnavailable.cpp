// DeployedModel in a build without OpenCV's dnn module (or protobuf): opening a model says so.
#include "infer/DeployedModel.h"

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

struct DeployedModel::Network {};

DeployedModel::DeployedModel(std::string path, ExportedModelInfo info, std::unique_ptr<Network> network)
    : m_path(std::move(path)), m_info(std::move(info)), m_network(std::move(network)) {}
DeployedModel::DeployedModel(DeployedModel&&) noexcept = default;
DeployedModel& DeployedModel::operator=(DeployedModel&&) noexcept = default;
DeployedModel::~DeployedModel() = default;

DeployedModel DeployedModel::open(const std::string& path) {
    throw InputError(
        Reason::sentence(OSPREY_TRANSLATE_NOOP(
                             "osprey::Errors",
                             "cannot run the ONNX model '{path}': this Osprey was built without OpenCV's dnn "
                             "module (Debian: libopencv-dnn-dev)"),
                         {{"path", path}}));
}

void DeployedModel::setThreads(int) {}

ImageOutcome DeployedModel::predict(const cv::Mat&, const PredictOptions&) {
    return {};
}

}  // namespace osprey
