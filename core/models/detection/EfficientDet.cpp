#include "models/detection/EfficientDet.h"
#include "distributed/SyncBatchNorm.h"

#include <torch/nn/functional/activation.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/batchnorm.h>

#include <cmath>

namespace osprey {

namespace {

AnchorTrainingOptions efficientDetTraining() {
    AnchorTrainingOptions t;
    t.focalAlpha = 0.25;
    t.focalGamma = 1.5;
    // Huber(delta 0.1) = 0.1 x smooth L1(beta 0.1); the original weighs it by 50 and averages over the four
    // coordinates of each positive: 50 x 0.1 / 4 = 1.25 on a sum over coordinates divided by the positives.
    t.smoothL1Beta = 0.1;
    t.boxLossWeight = 1.25;
    t.fgIou = 0.5;
    t.bgIou = 0.5;
    return t;
}

}  // namespace

EfficientDetHeadImpl::EfficientDetHeadImpl(int64_t channels, int64_t layers, int64_t levels, int64_t anchors,
                                           int64_t valuesPerAnchor, double biasInit, const NormSpec& norm)
    : m_layers(layers), m_values(valuesPerAnchor) {
    convs_ = register_module("convs", torch::nn::ModuleList());
    for (int64_t i = 0; i < layers; ++i)
        convs_->push_back(SeparableConv(channels, channels, std::nullopt));
    norms_ = register_module("norms", torch::nn::ModuleList());
    for (int64_t l = 0; l < levels * layers; ++l) {
        m_norms.push_back(efficientDetNorm(channels, norm));
        norms_->push_back(m_norms.back().ptr());
    }
    out_ = register_module("out", SeparableConv(channels, anchors * valuesPerAnchor, std::nullopt));
    torch::NoGradGuard noGrad;
    for (auto& p : named_parameters()) {
        if (p.key().find("pointwise.bias") != std::string::npos)
            p.value().zero_();
    }
    for (auto& p : out_->named_parameters()) {
        if (p.key() == "pointwise.bias")
            p.value().fill_(biasInit);
    }
}

torch::Tensor EfficientDetHeadImpl::forward(const torch::Tensor& feature, size_t level) {
    torch::Tensor x = feature;
    for (int64_t i = 0; i < m_layers; ++i) {
        x = convs_[static_cast<size_t>(i)]->as<SeparableConvImpl>()->forward(x);
        x = m_norms[level * static_cast<size_t>(m_layers) + static_cast<size_t>(i)].forward(x);
        x = torch::nn::functional::silu(x);
    }
    x = out_->forward(x);
    const int64_t n = x.size(0), h = x.size(2), w = x.size(3);
    return x.view({n, -1, m_values, h, w}).permute({0, 3, 4, 1, 2}).reshape({n, -1, m_values});
}

EfficientDetImpl::EfficientDetImpl(const EfficientDetOptions& options)
    : m_options(options),
      m_detection(AnchorGenerator::retinaNet(options.anchorSizes), BoxCoder({1, 1, 1, 1}),
                  efficientDetTraining()) {
    EfficientNetOptions backbone = efficientNetVariant(options.variant, 1000);
    backbone.withClassifier = false;
    m_backbone = register_module("backbone", std::make_shared<EfficientNetImpl>(backbone));
    bifpn_ = register_module("bifpn", torch::nn::ModuleList());
    for (int64_t i = 0; i < options.bifpnLayers; ++i) {
        bifpn_->push_back(BiFpnLayer(
            options.channels, i == 0 ? m_backbone->pyramidChannels() : std::vector<int64_t>{}, options.norm));
    }
    const int64_t anchors = m_detection.generator().anchorsPerLocation(0);
    const int64_t levels = 5;
    const double prior = 0.01;
    m_class = register_module(
        "class_net", EfficientDetHead(options.channels, options.headLayers, levels, anchors,
                                      options.numClasses, -std::log((1 - prior) / prior), options.norm));
    m_box = register_module("box_net", EfficientDetHead(options.channels, options.headLayers, levels, anchors,
                                                        4, 0.0, options.norm));
}

AnchorOutputs EfficientDetImpl::run(const torch::Tensor& images) {
    std::vector<torch::Tensor> features = m_backbone->pyramidFeatures(images);
    for (auto& layer : *bifpn_)
        features = layer->as<BiFpnLayerImpl>()->forward(features);
    AnchorOutputs out;
    std::vector<std::pair<int64_t, int64_t>> sizes;
    for (size_t l = 0; l < features.size(); ++l) {
        out.classLogits.push_back(m_class->forward(features[l], l));
        out.boxDeltas.push_back(m_box->forward(features[l], l));
        sizes.emplace_back(features[l].size(2), features[l].size(3));
    }
    m_detection.placeAnchors(out, images.size(2), images.size(3), sizes, images.device());
    return out;
}

DetectionLosses EfficientDetImpl::loss(const AnchorOutputs& outputs,
                                       const std::vector<DetectionTarget>& targets) const {
    return m_detection.loss(outputs, targets);
}

std::vector<Detections> EfficientDetImpl::detect(const AnchorOutputs& outputs, int64_t imageH,
                                                 int64_t imageW) const {
    return m_detection.detect(outputs, imageH, imageW, postprocess());
}

DenseRun EfficientDetImpl::dense(const AnchorOutputs& outputs) const {
    return m_detection.dense(outputs);
}

AnchorOutputs EfficientDetImpl::fromDense(const DenseRun& run) const {
    return m_detection.fromDense(run);
}

}  // namespace osprey
