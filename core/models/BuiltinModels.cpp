#include "models/CifarResNet.h"
#include "models/ModelRegistry.h"
#include "models/ResNet.h"

namespace osprey {

namespace {

void addResNet(ModelRegistry& r, const std::string& name, ResNetOptions::Block block, std::vector<int> layers,
               int64_t groups = 1, int64_t widthPerGroup = 64) {
    ModelInfo info;
    info.name = name;
    info.task = "classification";
    info.description = "torchvision " + name + " (v1.5), 224x224 ImageNet";
    info.create = [=](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
        ResNetOptions ro;
        ro.block = block;
        ro.layers = layers;
        ro.numClasses = o.numClasses;
        ro.groups = groups;
        ro.widthPerGroup = widthPerGroup;
        ro.zeroInitResidual = o.zeroInitResidual;
        return std::make_shared<ResNetImpl>(ro);
    };
    r.add(std::move(info));
}

void addCifarResNet(ModelRegistry& r, int depth) {
    ModelInfo info;
    info.name = "cifar_resnet" + std::to_string(depth);
    info.task = "classification";
    info.description = "CIFAR ResNet-" + std::to_string(depth) + " (He et al.), 32x32";
    info.defaultNumClasses = 10;
    info.defaultInputSize = 32;
    info.create = [depth](const ModelOptions& o) -> std::shared_ptr<torch::nn::Module> {
        return std::make_shared<CifarResNetImpl>(depth, o.numClasses, o.zeroInitResidual);
    };
    r.add(std::move(info));
}

}  // namespace

void registerBuiltinModels(ModelRegistry& r) {
    using B = ResNetOptions::Block;
    addResNet(r, "resnet18", B::Basic, {2, 2, 2, 2});
    addResNet(r, "resnet34", B::Basic, {3, 4, 6, 3});
    addResNet(r, "resnet50", B::Bottleneck, {3, 4, 6, 3});
    addResNet(r, "resnet101", B::Bottleneck, {3, 4, 23, 3});
    addResNet(r, "resnet152", B::Bottleneck, {3, 8, 36, 3});
    for (int depth : {20, 32, 44, 56})
        addCifarResNet(r, depth);
}

}  // namespace osprey
