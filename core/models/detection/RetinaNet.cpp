#include "models/detection/RetinaNet.h"

#include <torch/nn/init.h>
#include <torch/nn/modules/activation.h>

#include <cmath>

#include "detection/BoxOps.h"
#include "detection/Losses.h"
#include "detection/Nms.h"

namespace osprey {

namespace {

torch::nn::Conv2d headConv(int64_t in, int64_t out, double bias) {
    torch::nn::Conv2d conv(torch::nn::Conv2dOptions(in, out, 3).padding(1));
    torch::NoGradGuard noGrad;
    torch::nn::init::normal_(conv->weight, 0.0, 0.01);
    conv->bias.fill_(bias);
    return conv;
}

}  // namespace

RetinaNetHeadImpl::RetinaNetHeadImpl(int64_t channels, int64_t anchors, int64_t valuesPerAnchor,
                                     const std::string& outputName, double biasInit)
    : m_values(valuesPerAnchor) {
    conv_ = register_module("conv", torch::nn::Sequential());
    for (int i = 0; i < 4; ++i)
        conv_->push_back(Chain(headConv(channels, channels, 0.0), torch::nn::ReLU(true)));
    out_ = register_module(outputName, headConv(channels, anchors * valuesPerAnchor, biasInit));
}

torch::Tensor RetinaNetHeadImpl::forward(const torch::Tensor& feature) {
    const torch::Tensor x = out_(conv_->forward(feature));
    const int64_t n = x.size(0), h = x.size(2), w = x.size(3);
    // [N, A * V, H, W] -> [N, H, W, A, V] -> [N, H * W * A, V]: anchors of one cell together, cells
    // row-major.
    return x.view({n, -1, m_values, h, w}).permute({0, 3, 4, 1, 2}).reshape({n, -1, m_values});
}

RetinaNetImpl::RetinaNetImpl(const RetinaNetOptions& options)
    : m_options(options),
      m_anchorGenerator(AnchorGenerator::retinaNet()),
      m_coder({1, 1, 1, 1}),
      m_matcher(options.fgIou, options.bgIou, /*allowLowQuality=*/true) {
    ResNetOptions body;
    body.block = options.bottleneck ? ResNetOptions::Block::Bottleneck : ResNetOptions::Block::Basic;
    body.layers = options.resnetLayers;
    body.norm = options.norm;
    body.withClassifier = false;
    auto backbone = register_module("backbone", std::make_shared<torch::nn::Module>());
    m_body = backbone->register_module("body", std::make_shared<ResNetImpl>(body));
    const auto channels = m_body->featureChannels();
    m_fpn = backbone->register_module(
        "fpn", FeaturePyramid(std::vector<int64_t>{channels[1], channels[2], channels[3]},
                              options.fpnChannels, true));
    auto head = register_module("head", std::make_shared<torch::nn::Module>());
    const int64_t anchors = m_anchorGenerator.anchorsPerLocation(0);
    const double prior = 0.01;
    m_classification = head->register_module(
        "classification_head", RetinaNetHead(options.fpnChannels, anchors, options.numClasses, "cls_logits",
                                             -std::log((1 - prior) / prior)));
    m_regression = head->register_module("regression_head",
                                         RetinaNetHead(options.fpnChannels, anchors, 4, "bbox_reg", 0.0));
}

RetinaNetImpl::Outputs RetinaNetImpl::run(const torch::Tensor& images) {
    const std::vector<torch::Tensor> c = m_body->features(images);
    const std::vector<torch::Tensor> p = m_fpn->forward({c[1], c[2], c[3]});
    Outputs out;
    std::vector<std::pair<int64_t, int64_t>> sizes;
    for (const auto& level : p) {
        out.classLogits.push_back(m_classification->forward(level));
        out.boxDeltas.push_back(m_regression->forward(level));
        sizes.emplace_back(level.size(2), level.size(3));
    }
    const torch::Tensor anchors =
        m_anchorGenerator.anchors(images.size(2), images.size(3), sizes).to(images.device());
    int64_t start = 0;
    for (size_t l = 0; l < sizes.size(); ++l) {
        const int64_t count = sizes[l].first * sizes[l].second * m_anchorGenerator.anchorsPerLocation(l);
        out.anchors.push_back(anchors.narrow(0, start, count));
        start += count;
    }
    return out;
}

DetectionLosses RetinaNetImpl::loss(const torch::Tensor& images,
                                    const std::vector<DetectionTarget>& targets) {
    return loss(run(images), targets);
}

DetectionLosses RetinaNetImpl::loss(const Outputs& outputs,
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
                boxRegressionLoss(deltas[i].index_select(0, fgIdx), target, m_options.smoothL1Beta) /
                normaliser);
        } else {
            boxLosses.push_back(deltas[i].sum() * 0.0);
        }
    }
    return {torch::stack(classLosses).sum() / static_cast<double>(images),
            torch::stack(boxLosses).sum() / static_cast<double>(images)};
}

std::vector<Detections> RetinaNetImpl::detect(const torch::Tensor& images) {
    return detect(run(images), images.size(2), images.size(3));
}

std::vector<Detections> RetinaNetImpl::detect(const Outputs& outputs, int64_t imageH, int64_t imageW) const {
    const PostprocessOptions& o = postprocess();
    const int64_t images = outputs.classLogits.at(0).size(0);
    const int64_t classes = m_options.numClasses;
    std::vector<Detections> out;
    for (int64_t i = 0; i < images; ++i) {
        std::vector<torch::Tensor> boxes, scores, labels;
        for (size_t l = 0; l < outputs.classLogits.size(); ++l) {
            const torch::Tensor s = torch::sigmoid(outputs.classLogits[l][i]).flatten();
            const torch::Tensor candidates = torch::nonzero(s > o.scoreThreshold).squeeze(1);
            const torch::Tensor kept = s.index_select(0, candidates);
            const int64_t k = std::min<int64_t>(o.candidatesPerLevel, candidates.size(0));
            const auto [top, order] = kept.topk(k);
            const torch::Tensor flat = candidates.index_select(0, order);
            const torch::Tensor anchorIdx = torch::div(flat, classes, "floor");
            const torch::Tensor decoded = m_coder.decode(outputs.boxDeltas[l][i].index_select(0, anchorIdx),
                                                         outputs.anchors[l].index_select(0, anchorIdx));
            boxes.push_back(clipBoxes(decoded, static_cast<double>(imageH), static_cast<double>(imageW)));
            scores.push_back(top);
            labels.push_back(flat.remainder(classes));
        }
        Detections d;
        const torch::Tensor allBoxes = torch::cat(boxes), allScores = torch::cat(scores),
                            allLabels = torch::cat(labels);
        torch::Tensor keep = batchedNms(allBoxes, allScores, allLabels, o.nmsThreshold);
        keep = keep.narrow(0, 0, std::min<int64_t>(keep.size(0), o.detectionsPerImage));
        d.boxes = allBoxes.index_select(0, keep);
        d.scores = allScores.index_select(0, keep);
        d.labels = allLabels.index_select(0, keep);
        out.push_back(d);
    }
    return out;
}

}  // namespace osprey
