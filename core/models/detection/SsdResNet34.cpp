#include "models/detection/SsdResNet34.h"

#include <torch/nn/functional/loss.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/activation.h>
#include <torch/nn/modules/conv.h>

#include "detection/AnchorGenerator.h"
#include "detection/BoxOps.h"
#include "detection/Losses.h"
#include "detection/Nms.h"
#include "models/ConvNormActivation.h"

namespace osprey {

namespace F = torch::nn::functional;

namespace {

constexpr int64_t kChannels[6] = {256, 512, 512, 256, 256, 256};

torch::nn::Conv2d xavierConv(int64_t in, int64_t out, int64_t kernel, int64_t stride, int64_t padding,
                             bool bias) {
    torch::nn::Conv2d conv(
        torch::nn::Conv2dOptions(in, out, kernel).stride(stride).padding(padding).bias(bias));
    torch::NoGradGuard noGrad;
    torch::nn::init::xavier_uniform_(conv->weight);
    if (bias)
        conv->bias.zero_();
    return conv;
}

}  // namespace

SsdResNet34Impl::SsdResNet34Impl(const SsdOptions& options)
    : m_options(options),
      m_coder({10, 10, 5, 5}),
      m_matcher(options.matchIou, options.matchIou, false, true) {
    ResNetOptions body;
    body.block = ResNetOptions::Block::Basic;
    body.layers = {3, 4, 6, 3};
    body.norm = options.norm;
    body.withClassifier = false;
    body.strides = {1, 2, 1};  // conv1 .. layer3, layer3 without its stride: 38x38 at 300x300
    auto backbone = register_module("backbone", std::make_shared<torch::nn::Module>());
    m_body = backbone->register_module("body", std::make_shared<ResNetImpl>(body));
    m_extra = register_module("additional_blocks", torch::nn::ModuleList());
    const int64_t middle[5] = {256, 256, 128, 128, 128};
    for (int i = 0; i < 5; ++i) {
        const bool strided = i < 3;  // the last two shrink 5 -> 3 -> 1 without padding
        m_extra->push_back(
            Chain(xavierConv(kChannels[i], middle[i], 1, 1, 0, false), makeNorm(middle[i], options.norm),
                  torch::nn::ReLU(true),
                  xavierConv(middle[i], kChannels[i + 1], 3, strided ? 2 : 1, strided ? 1 : 0, false),
                  makeNorm(kChannels[i + 1], options.norm), torch::nn::ReLU(true)));
    }
    m_loc = register_module("loc", torch::nn::ModuleList());
    m_conf = register_module("conf", torch::nn::ModuleList());
    const auto perCell = ssd300BoxesPerLocation();
    for (int i = 0; i < 6; ++i) {
        m_loc->push_back(xavierConv(kChannels[i], perCell[i] * 4, 3, 1, 1, true));
        m_conf->push_back(xavierConv(kChannels[i], perCell[i] * (options.numClasses + 1), 3, 1, 1, true));
    }
}

std::vector<int64_t> SsdResNet34Impl::featureSizes(int64_t inputSize) {
    // A 3x3 (or 7x7) convolution of stride 2 with "same" padding, as conv1, the max pool, layer2 and the
    // first three extra blocks make: ceil(side / 2).
    auto halve = [](int64_t side) { return (side + 1) / 2; };
    int64_t side = halve(halve(halve(inputSize)));  // stride 8: conv1, max pool, layer2
    std::vector<int64_t> sizes = {side};
    for (int i = 0; i < 3; ++i)
        sizes.push_back(side = halve(side));
    for (int i = 0; i < 2; ++i) {  // unpadded 3x3: 5 -> 3 -> 1 at 300
        if (side < 3)
            return {};
        sizes.push_back(side -= 2);
    }
    return sizes;
}

int64_t SsdResNet34Impl::minimumInputSize() {
    int64_t side = 1;
    while (featureSizes(side).empty())
        ++side;
    return side;
}

SsdResNet34Impl::Outputs SsdResNet34Impl::run(const torch::Tensor& images) {
    std::vector<torch::Tensor> maps = {m_body->features(images).back()};
    for (size_t i = 0; i < m_extra->size(); ++i)
        maps.push_back(m_extra[i]->as<Chain>()->forward(maps.back()));
    std::vector<torch::Tensor> loc, conf;
    const int64_t n = images.size(0), classes = m_options.numClasses + 1;
    for (size_t i = 0; i < maps.size(); ++i) {
        // [N, A * V, H, W] -> [N, H * W * A, V]: cell-major, the default boxes of a cell together, as
        // ssd300DefaultBoxes() orders them.
        const torch::Tensor l = m_loc[i]->as<torch::nn::Conv2d>()->forward(maps[i]);
        const torch::Tensor c = m_conf[i]->as<torch::nn::Conv2d>()->forward(maps[i]);
        loc.push_back(l.permute({0, 2, 3, 1}).reshape({n, -1, 4}));
        conf.push_back(c.permute({0, 2, 3, 1}).reshape({n, -1, classes}));
    }
    Outputs out;
    out.boxDeltas = torch::cat(loc, 1);
    out.classLogits = torch::cat(conf, 1);
    const torch::Tensor scale =
        torch::tensor({static_cast<float>(images.size(3)), static_cast<float>(images.size(2)),
                       static_cast<float>(images.size(3)), static_cast<float>(images.size(2))});
    std::vector<int64_t> sizes;
    for (const auto& map : maps) {
        TORCH_CHECK(map.size(2) == map.size(3), "SSD takes square inputs, got ", images.size(2), "x",
                    images.size(3));
        sizes.push_back(map.size(2));
    }
    out.defaultBoxes = (ssdDefaultBoxes(sizes) * scale).to(images.device());
    return out;
}

DetectionLosses SsdResNet34Impl::loss(const Outputs& outputs,
                                      const std::vector<DetectionTarget>& targets) const {
    const int64_t images = outputs.classLogits.size(0), boxes = outputs.defaultBoxes.size(0);
    std::vector<torch::Tensor> classLosses, boxLosses;
    for (int64_t i = 0; i < images; ++i) {
        const DetectionTarget& t = targets.at(static_cast<size_t>(i));
        torch::Tensor labels =
            torch::zeros({boxes}, torch::TensorOptions(outputs.classLogits.device()).dtype(torch::kInt64));
        torch::Tensor positive = torch::zeros({boxes}, labels.options().dtype(torch::kBool));
        torch::Tensor boxLoss = outputs.boxDeltas[i].sum() * 0.0;
        if (t.boxes.size(0) > 0) {
            const torch::Tensor matched = m_matcher(boxIou(t.boxes, outputs.defaultBoxes));
            positive = matched >= 0;
            const torch::Tensor idx = torch::nonzero(positive).squeeze(1);
            const torch::Tensor gt = matched.index_select(0, idx);
            labels.index_put_({idx}, t.labels.index_select(0, gt) + 1);
            const torch::Tensor target =
                m_coder.encode(t.boxes.index_select(0, gt), outputs.defaultBoxes.index_select(0, idx));
            boxLoss = boxRegressionLoss(outputs.boxDeltas[i].index_select(0, idx), target, 1.0);
        }
        const torch::Tensor ce = F::cross_entropy(outputs.classLogits[i], labels,
                                                  F::CrossEntropyFuncOptions().reduction(torch::kNone));
        // Hard-negative mining: the background boxes with the largest loss, 3 per positive.
        const int64_t positives = positive.sum().item<int64_t>();
        const int64_t negatives = std::min<int64_t>(
            static_cast<int64_t>(m_options.negativesPerPositive * positives), boxes - positives);
        torch::Tensor classLoss = ce.index({positive}).sum();
        if (negatives > 0) {
            const torch::Tensor negativeLoss = ce.detach().masked_fill(positive, -1.0);
            const torch::Tensor hardest = std::get<1>(negativeLoss.topk(negatives));
            classLoss = classLoss + ce.index_select(0, hardest).sum();
        }
        // MLPerf divides each image by its positives and leaves images without objects out of the mean.
        const double scale = positives > 0 ? 1.0 / static_cast<double>(positives) : 0.0;
        classLosses.push_back(classLoss * scale);
        boxLosses.push_back(boxLoss * scale);
    }
    return {torch::stack(classLosses).mean(), torch::stack(boxLosses).mean()};
}

DenseRun SsdResNet34Impl::dense(const Outputs& outputs) const {
    DenseRun run;
    run.outputs = {outputs.classLogits, outputs.boxDeltas};
    run.decoding.scores = DenseDecoding::Scores::SoftmaxBackgroundFirst;
    run.decoding.anchors = outputs.defaultBoxes;
    run.decoding.levelSizes = {outputs.defaultBoxes.size(0)};
    run.decoding.coder = m_coder;
    return run;
}

SsdResNet34Impl::Outputs SsdResNet34Impl::fromDense(const DenseRun& run) const {
    return {run.outputs.classLogits, run.outputs.boxDeltas, run.decoding.anchors};
}

std::vector<Detections> SsdResNet34Impl::detect(const Outputs& outputs, int64_t imageH,
                                                int64_t imageW) const {
    const DenseRun run = dense(outputs);
    return decodeDense(run.outputs, run.decoding, imageH, imageW, postprocess());
}

}  // namespace osprey
