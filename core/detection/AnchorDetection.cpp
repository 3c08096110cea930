#include "detection/AnchorDetection.h"

#include "detection/BoxOps.h"
#include "detection/Losses.h"
#include "detection/Nms.h"

namespace osprey {

AnchorDetection::AnchorDetection(AnchorGenerator generator, BoxCoder coder, AnchorTrainingOptions options)
    : m_generator(std::move(generator)),
      m_coder(coder),
      m_options(options),
      m_matcher(options.fgIou, options.bgIou, /*allowLowQuality=*/true) {}

void AnchorDetection::placeAnchors(AnchorOutputs& outputs, int64_t imageH, int64_t imageW,
                                   const std::vector<std::pair<int64_t, int64_t>>& featureSizes,
                                   torch::Device device) const {
    const torch::Tensor anchors = m_generator.anchors(imageH, imageW, featureSizes).to(device);
    outputs.anchors.clear();
    int64_t start = 0;
    for (size_t l = 0; l < featureSizes.size(); ++l) {
        const int64_t count =
            featureSizes[l].first * featureSizes[l].second * m_generator.anchorsPerLocation(l);
        outputs.anchors.push_back(anchors.narrow(0, start, count));
        start += count;
    }
}

DetectionLosses AnchorDetection::loss(const AnchorOutputs& outputs,
                                      const std::vector<DetectionTarget>& targets) const {
    const torch::Tensor logits = torch::cat(outputs.classLogits, 1);
    const torch::Tensor deltas = torch::cat(outputs.boxDeltas, 1);
    const torch::Tensor anchors = torch::cat(outputs.anchors, 0);
    const int64_t images = logits.size(0);
    TORCH_CHECK(static_cast<int64_t>(targets.size()) == images, "one target per image is needed");
    std::vector<torch::Tensor> classLosses, boxLosses;
    for (int64_t i = 0; i < images; ++i) {
        const DetectionTarget& t = targets[static_cast<size_t>(i)];
        const torch::Tensor matched =
            t.boxes.size(0) == 0 ? torch::full({anchors.size(0)}, Matcher::kBelowLow,
                                               torch::TensorOptions(anchors.device()).dtype(torch::kInt64))
                                 : m_matcher(boxIou(t.boxes, anchors));
        const torch::Tensor foreground = matched >= 0;
        const int64_t numForeground = foreground.sum().item<int64_t>();
        const double normaliser = std::max<int64_t>(1, numForeground);
        // Classification: one-hot targets for matched anchors; anchors between the thresholds are left out.
        torch::Tensor classTarget = torch::zeros_like(logits[i]);
        if (numForeground > 0) {
            const torch::Tensor fgIdx = torch::nonzero(foreground).squeeze(1);
            const torch::Tensor labels = t.labels.index_select(0, matched.index_select(0, fgIdx));
            classTarget.index_put_({fgIdx, labels}, 1.0);
        }
        const torch::Tensor valid = matched != Matcher::kBetween;
        classLosses.push_back(sigmoidFocalLoss(logits[i].index({valid}), classTarget.index({valid}),
                                               m_options.focalAlpha, m_options.focalGamma) /
                              normaliser);
        // Boxes: only matched anchors.
        if (numForeground > 0) {
            const torch::Tensor fgIdx = torch::nonzero(foreground).squeeze(1);
            const torch::Tensor gtBoxes = t.boxes.index_select(0, matched.index_select(0, fgIdx));
            const torch::Tensor target = m_coder.encode(gtBoxes, anchors.index_select(0, fgIdx));
            boxLosses.push_back(
                boxRegressionLoss(deltas[i].index_select(0, fgIdx), target, m_options.smoothL1Beta) *
                m_options.boxLossWeight / normaliser);
        } else {
            boxLosses.push_back(deltas[i].sum() * 0.0);
        }
    }
    return {torch::stack(classLosses).sum() / static_cast<double>(images),
            torch::stack(boxLosses).sum() / static_cast<double>(images)};
}

DenseRun AnchorDetection::dense(const AnchorOutputs& outputs) const {
    DenseRun run;
    run.outputs.classLogits = torch::cat(outputs.classLogits, 1);
    run.outputs.boxDeltas = torch::cat(outputs.boxDeltas, 1);
    run.decoding.scores = DenseDecoding::Scores::Sigmoid;
    run.decoding.anchors = torch::cat(outputs.anchors, 0);
    for (const auto& level : outputs.anchors)
        run.decoding.levelSizes.push_back(level.size(0));
    run.decoding.coder = m_coder;
    return run;
}

AnchorOutputs AnchorDetection::fromDense(const DenseRun& run) const {
    const std::vector<int64_t>& sizes = run.decoding.levelSizes;
    return {run.outputs.classLogits.split_with_sizes(sizes, 1),
            run.outputs.boxDeltas.split_with_sizes(sizes, 1),
            run.decoding.anchors.split_with_sizes(sizes, 0)};
}

std::vector<Detections> AnchorDetection::detect(const AnchorOutputs& outputs, int64_t imageH, int64_t imageW,
                                                const PostprocessOptions& o) const {
    const DenseRun run = dense(outputs);
    return decodeDense(run.outputs, run.decoding, imageH, imageW, o);
}

}  // namespace osprey
