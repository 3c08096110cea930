#include "models/detection/DetectionModel.h"

#include <torch/utils.h>

namespace osprey {

std::vector<float> DetectionModel::imageLosses(const DenseRun& run,
                                               const std::vector<DetectionTarget>& targets) {
    torch::NoGradGuard noGrad;
    const int64_t n = run.outputs.classLogits.size(0);
    TORCH_CHECK(static_cast<size_t>(n) == targets.size(), "per-image losses: ", n, " images but ",
                targets.size(), " targets");
    std::vector<float> losses;
    losses.reserve(targets.size());
    for (int64_t i = 0; i < n; ++i) {
        DenseRun one = run;
        one.outputs.classLogits = run.outputs.classLogits.narrow(0, i, 1);
        one.outputs.boxDeltas = run.outputs.boxDeltas.narrow(0, i, 1);
        losses.push_back(
            denseLoss(one, {targets[static_cast<size_t>(i)]}).total().to(torch::kFloat32).item<float>());
    }
    return losses;
}

}  // namespace osprey
