#include "models/detection/RetinaNet.h"

#include <torch/nn/init.h>
#include <torch/nn/modules/activation.h>

#include <cmath>

namespace osprey {

namespace {

torch::nn::Conv2d headConv(int64_t in, int64_t out, double bias) {
    torch::nn::Conv2d conv(torch::nn::Conv2dOptions(in, out, 3).padding(1));
    torch::NoGradGuard noGrad;
    torch::nn::init::normal_(conv->weight, 0.0, 0.01);
    conv->bias.fill_(bias);
    return conv;
}

AnchorTrainingOptions trainingOptions(const RetinaNetOptions& o) {
    AnchorTrainingOptions t;
    t.focalAlpha = o.focalAlpha;
    t.focalGamma = o.focalGamma;
    t.smoothL1Beta = o.smoothL1Beta;
    t.fgIou = o.fgIou;
    t.bgIou = o.bgIou;
    return t;
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
      m_detection(AnchorGenerator::retinaNet(options.anchorSizes), BoxCoder({1, 1, 1, 1}),
                  trainingOptions(options)) {
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
    const int64_t anchors = m_detection.generator().anchorsPerLocation(0);
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
    m_detection.placeAnchors(out, images.size(2), images.size(3), sizes, images.device());
    return out;
}

DetectionLosses RetinaNetImpl::loss(const Outputs& outputs,
                                    const std::vector<DetectionTarget>& targets) const {
    return m_detection.loss(outputs, targets);
}

std::vector<Detections> RetinaNetImpl::detect(const Outputs& outputs, int64_t imageH, int64_t imageW) const {
    return m_detection.detect(outputs, imageH, imageW, postprocess());
}

DenseRun RetinaNetImpl::dense(const Outputs& outputs) const {
    return m_detection.dense(outputs);
}

RetinaNetImpl::Outputs RetinaNetImpl::fromDense(const DenseRun& run) const {
    return m_detection.fromDense(run);
}

}  // namespace osprey
