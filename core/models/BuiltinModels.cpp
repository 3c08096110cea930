#include "models/CifarResNet.h"
#include "models/EfficientNet.h"
#include "models/MobileNetV2.h"
#include "models/MobileNetV3.h"
#include "models/ModelRegistry.h"
#include "models/ResNet.h"
#include "models/SqueezeNet.h"
#include "models/detection/EfficientDet.h"
#include "models/detection/RetinaNet.h"
#include "models/detection/SsdResNet34.h"

namespace osprey {

namespace {

void addResNet(ModelRegistry& r, const std::string& name, ResNetOptions::Block block, std::vector<int> layers,
               int64_t groups = 1, int64_t widthPerGroup = 64) {
    ModelInfo info;
    info.name = name;
    info.configurableNorm = true;
    info.description = "torchvision " + name + (groups == 1 ? " (v1.5)" : "") + ", 224x224";
    info.create = [=](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
        ResNetOptions ro;
        ro.block = block;
        ro.layers = layers;
        ro.numClasses = o.numClasses;
        ro.groups = groups;
        ro.widthPerGroup = widthPerGroup;
        ro.zeroInitResidual = o.zeroInitResidual;
        ro.norm = o.norm;
        return std::make_shared<ResNetImpl>(ro);
    };
    r.add(std::move(info));
}

void addCifarResNet(ModelRegistry& r, int depth) {
    ModelInfo info;
    info.name = "cifar_resnet" + std::to_string(depth);
    info.configurableNorm = true;
    info.description = "CIFAR ResNet-" + std::to_string(depth) + " (He et al.), 32x32";
    info.defaultNumClasses = 10;
    info.defaultInputSize = 32;
    info.create = [depth](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
        return std::make_shared<CifarResNetImpl>(depth, o.numClasses, o.zeroInitResidual, o.norm);
    };
    r.add(std::move(info));
}

void addModel(ModelRegistry& r, const std::string& name, const std::string& description, int64_t inputSize,
              std::function<std::shared_ptr<torch::nn::Module>(const ModelOptions&)> create) {
    ModelInfo info;
    info.name = name;
    info.description = description;
    info.defaultInputSize = inputSize;
    info.create = std::move(create);
    r.add(std::move(info));
}

// A detector's entry; every detector takes model.norm=group.
ModelInfo detectorInfo(ModelKind kind, const std::string& name, const std::string& description,
                       int64_t classes, int64_t inputSize, const std::string& backbonePrefix,
                       const std::string& backboneModel,
                       std::function<std::shared_ptr<torch::nn::Module>(const ModelOptions&)> create) {
    ModelInfo info;
    info.name = name;
    info.kind = kind;
    info.description = description;
    info.defaultNumClasses = classes;
    info.defaultInputSize = inputSize;
    info.configurableNorm = true;
    info.backbonePrefix = backbonePrefix;
    info.backboneModel = backboneModel;
    info.create = std::move(create);
    return info;
}

std::shared_ptr<torch::nn::Module> retinaNet(const ModelOptions& o, std::vector<int> layers, bool bottleneck,
                                             int64_t fpnChannels) {
    RetinaNetOptions ro;
    ro.numClasses = o.numClasses;
    ro.norm = o.norm;
    ro.resnetLayers = std::move(layers);
    ro.bottleneck = bottleneck;
    ro.fpnChannels = fpnChannels;
    if (!o.anchorSizes.empty())
        ro.anchorSizes = o.anchorSizes;
    return std::make_shared<RetinaNetImpl>(ro);
}

}  // namespace

void registerBuiltinModels(ModelRegistry& r) {
    using B = ResNetOptions::Block;
    addResNet(r, "resnet18", B::Basic, {2, 2, 2, 2});
    addResNet(r, "resnet34", B::Basic, {3, 4, 6, 3});
    addResNet(r, "resnet50", B::Bottleneck, {3, 4, 6, 3});
    addResNet(r, "resnet101", B::Bottleneck, {3, 4, 23, 3});
    addResNet(r, "resnet152", B::Bottleneck, {3, 8, 36, 3});
    addResNet(r, "resnext50_32x4d", B::Bottleneck, {3, 4, 6, 3}, 32, 4);
    addResNet(r, "resnext101_32x8d", B::Bottleneck, {3, 4, 23, 3}, 32, 8);
    for (int depth : {20, 32, 44, 56})
        addCifarResNet(r, depth);
    for (int variant = 0; variant <= 7; ++variant) {
        int64_t size = 224;
        efficientNetVariant(variant, 1000, &size);
        const std::string name = "efficientnet_b" + std::to_string(variant);
        addModel(r, name, "torchvision " + name + ", " + std::to_string(size) + "x" + std::to_string(size),
                 size, [variant](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
                     return std::make_shared<EfficientNetImpl>(efficientNetVariant(variant, o.numClasses));
                 });
    }
    addModel(r, "mobilenet_v2", "torchvision mobilenet_v2, 224x224", 224,
             [](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
                 return std::make_shared<MobileNetV2Impl>(o.numClasses);
             });
    for (const bool large : {true, false}) {
        const std::string name = large ? "mobilenet_v3_large" : "mobilenet_v3_small";
        addModel(r, name, "torchvision " + name + ", 224x224", 224,
                 [large](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
                     return std::make_shared<MobileNetV3Impl>(large, o.numClasses);
                 });
    }
    r.add(detectorInfo(ModelKind::AnchorDetector, "retinanet_resnet50_fpn",
                       "torchvision RetinaNet, ResNet-50 FPN P3-P7, focal loss, 512x512", 91, 512,
                       "backbone.body.", "resnet50", [](const ModelOptions& o) {
                           return retinaNet(o, {3, 4, 6, 3}, true, 256);
                       }));
    r.add(detectorInfo(ModelKind::AnchorDetector, "retinanet_resnet18_fpn",
                       "RetinaNet, ResNet-18 FPN P3-P7 (128 channels), focal loss; small and fast, 512x512",
                       91, 512, "backbone.body.", "resnet18", [](const ModelOptions& o) {
                           return retinaNet(o, {2, 2, 2, 2}, false, 128);
                       }));
    ModelInfo efficientDet = detectorInfo(
        ModelKind::AnchorDetector, "efficientdet_d0",
        "EfficientDet-D0, EfficientNet-B0 + BiFPN (3 x 64), 3-layer heads, focal loss, 512x512", 90, 512,
        "backbone.", "efficientnet_b0", [](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
            EfficientDetOptions eo;
            eo.numClasses = o.numClasses;
            if (!o.anchorSizes.empty())
                eo.anchorSizes = o.anchorSizes;
            eo.norm = o.norm;
            return std::make_shared<EfficientDetImpl>(eo);
        });
    efficientDet.coarsestNormalisedSide = [](int64_t inputSize) { return (inputSize + 127) / 128; };
    r.add(std::move(efficientDet));
    ModelInfo ssd = detectorInfo(ModelKind::SingleShotDetector, "ssd300_resnet34",
                                 "SSD300, ResNet-34 backbone (MLPerf layout), 8,732 default boxes, 300x300",
                                 80, 300, "backbone.body.", "resnet34",
                                 [](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
                                     SsdOptions so;
                                     so.numClasses = o.numClasses;
                                     so.norm = o.norm;
                                     return std::make_shared<SsdResNet34Impl>(so);
                                 });
    ssd.minInputSize = SsdResNet34Impl::minimumInputSize();
    ssd.coarsestNormalisedSide = [](int64_t inputSize) {
        const std::vector<int64_t> sides = SsdResNet34Impl::featureSizes(inputSize);
        return sides.empty() ? int64_t{1} : sides.back();
    };
    r.add(std::move(ssd));
    for (const char* version : {"1_0", "1_1"}) {
        const std::string name = std::string("squeezenet") + version;
        addModel(r, name, "torchvision " + name + ", 224x224", 224,
                 [version](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
                     return std::make_shared<SqueezeNetImpl>(version, o.numClasses);
                 });
    }
}

}  // namespace osprey
