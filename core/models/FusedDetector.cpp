#include "models/FusedDetector.h"

namespace osprey {

namespace {

std::vector<int64_t> sizeKey(const torch::Tensor& images) {
    return {images.size(2), images.size(3)};
}

}  // namespace

FusedDetector::FusedDetector(std::shared_ptr<DetectionModel> model, InferenceOptions options,
                             torch::Device device)
    : m_model(model),
      m_decodings(std::make_shared<std::map<std::vector<int64_t>, DenseDecoding>>()),
      m_network(
          model,
          [raw = model.get(),
           decodings = m_decodings](const torch::Tensor& images) -> std::vector<torch::Tensor> {
              DenseRun run = raw->runDense(images);
              (*decodings)[sizeKey(images)] = std::move(run.decoding);
              return {run.outputs.classLogits, run.outputs.boxDeltas};
          },
          options, device) {}

DenseRun FusedDetector::fusedRun(const torch::Tensor& images) {
    const std::vector<torch::Tensor> outputs = m_network.run(images);
    // Every new input shape is traced, which ran the module and kept its decoding.
    return {{outputs.at(0).to(torch::kFloat32), outputs.at(1).to(torch::kFloat32)},
            m_decodings->at(sizeKey(images))};
}

std::vector<Detections> FusedDetector::detect(const torch::Tensor& images) {
    if (!m_network.fuses()) {
        torch::NoGradGuard noGrad;
        AutocastScope autocast(m_network.precision(), images.device());
        return m_model->detect(images);
    }
    const DenseRun run = fusedRun(images);
    torch::NoGradGuard noGrad;
    return decodeDense(run.outputs, run.decoding, images.size(2), images.size(3), m_model->postprocess());
}

DetectionModel::LossAndDetections FusedDetector::lossAndDetect(const torch::Tensor& images,
                                                               const std::vector<DetectionTarget>& targets,
                                                               bool perImage) {
    if (!m_network.fuses()) {
        torch::NoGradGuard noGrad;
        AutocastScope autocast(m_network.precision(), images.device());
        return m_model->lossAndDetect(images, targets, perImage);
    }
    const DenseRun run = fusedRun(images);
    torch::NoGradGuard noGrad;
    return {m_model->denseLoss(run, targets),
            decodeDense(run.outputs, run.decoding, images.size(2), images.size(3), m_model->postprocess()),
            perImage ? m_model->imageLosses(run, targets) : std::vector<float>{}};
}

}  // namespace osprey
