#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "models/ClassificationModel.h"
#include "models/ConvNormActivation.h"
#include "util/Registry.h"
#include "util/TaskKind.h"
#include "util/Translatable.h"

namespace osprey {

class DetectionModel;

struct ModelOptions {
    int64_t numClasses = 0;  // 0: the model's default
    bool zeroInitResidual = false;
    NormSpec norm;                    // group norm only where ModelInfo::configurableNorm
    std::vector<double> anchorSizes;  // detectors with anchors: base size per level; empty: the model's own
};

// What a model is, as the tasks and options need to know it.
enum class ModelKind {
    Classifier,
    AnchorDetector,  // anchors over a feature pyramid (RetinaNet, EfficientDet): model.anchor_sizes applies
    SingleShotDetector,  // SSD's default boxes
};

// What the registry knows of a model: enough to list it, build it, and preprocess its input.
struct ModelInfo {
    TaskKind task() const {
        return kind == ModelKind::Classifier ? TaskKind::Classification : TaskKind::Detection;
    }

    std::string name;
    ModelKind kind = ModelKind::Classifier;
    std::string description;
    int64_t defaultNumClasses = 1000;
    int64_t defaultInputSize = 224;
    int64_t minInputSize = 0;       // the smallest input side the model runs at (0: no limit worth checking)
    bool configurableNorm = false;  // accepts group norm instead of batch norm
    // Detectors with batch norm on their coarsest level (EfficientDet's P7, SSD's last map): that level's
    // side at an input side; there batch norm's statistics come from few values per channel. Empty for the
    // others.
    std::function<int64_t(int64_t inputSize)> coarsestNormalisedSide;
    // Detectors: where an ImageNet classifier's weights (torchvision names) go, e.g. "backbone.body.".
    std::string backbonePrefix;
    // Detectors: the registered classifier whose ImageNet weights fit under backbonePrefix ("resnet50").
    std::string backboneModel;
    std::function<std::shared_ptr<torch::nn::Module>(const ModelOptions&)> create;
};

// Models by name (torchvision's names where torchvision has the model), on a Registry: registering a name
// twice is an error; asking for an unknown name lists the known ones and the nearest.
class ModelRegistry {
public:
    static ModelRegistry& instance();  // with every built-in model registered

    void add(ModelInfo info);
    const ModelInfo* find(const std::string& name) const;
    const ModelInfo& get(const std::string& name) const;  // throws InputError for unknown names
    const std::vector<ModelInfo>& models() const { return m_models.entries(); }

    std::shared_ptr<torch::nn::Module> create(const std::string& name, const ModelOptions& options) const;
    std::shared_ptr<ClassificationModel> createClassifier(const std::string& name,
                                                          const ModelOptions& options) const;
    std::shared_ptr<DetectionModel> createDetector(const std::string& name,
                                                   const ModelOptions& options) const;

private:
    Registry<ModelInfo> m_models{OSPREY_TRANSLATE_NOOP("osprey::Errors", "model"), "model.name"};
};

void registerBuiltinModels(ModelRegistry& registry);

}  // namespace osprey
