#include "models/FusedClassifier.h"

#include "models/ClassificationModel.h"

namespace osprey {

FusedClassifier::FusedClassifier(std::shared_ptr<ClassificationModel> model, InferenceOptions options,
                                 torch::Device device)
    : m_model(model),
      m_network(
          model,
          [raw = model.get()](const torch::Tensor& images) -> std::vector<torch::Tensor> {
              return {raw->forward(images)};
          },
          options, device) {}

torch::Tensor FusedClassifier::forward(const torch::Tensor& images) {
    return m_network.run(images).at(0);
}

}  // namespace osprey
