#include "models/ModelRegistry.h"

#include "models/detection/DetectionModel.h"

#include <stdexcept>

#include "util/Errors.h"
#include "util/Strings.h"

namespace osprey {

ModelRegistry& ModelRegistry::instance() {
    static ModelRegistry registry = [] {
        ModelRegistry r;
        registerBuiltinModels(r);
        return r;
    }();
    return registry;
}

void ModelRegistry::add(ModelInfo info) {
    if (find(info.name))
        throw std::logic_error("model '" + info.name + "' is registered twice");
    m_models.push_back(std::move(info));
}

const ModelInfo* ModelRegistry::find(const std::string& name) const {
    for (const auto& m : m_models) {
        if (m.name == name)
            return &m;
    }
    return nullptr;
}

const ModelInfo& ModelRegistry::get(const std::string& name) const {
    if (const ModelInfo* info = find(name))
        return *info;
    std::vector<std::string> names;
    for (const auto& m : m_models)
        names.push_back(m.name);
    const std::string nearest = nearestWord(name, names);
    throw InputError("unknown model '" + name + "' (model.name)" +
                     (nearest.empty() ? std::string() : "; did you mean '" + nearest + "'?") +
                     " Known models: " + join(names, ", "));
}

std::shared_ptr<torch::nn::Module> ModelRegistry::create(const std::string& name,
                                                         const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (options.norm.kind != NormSpec::Kind::Batch && !info.configurableNorm) {
        throw InputError("model.norm 'group' is available for the ResNet and ResNeXt models, not for '" +
                         name + "'");
    }
    ModelOptions resolved = options;
    if (resolved.numClasses <= 0)
        resolved.numClasses = info.defaultNumClasses;
    return info.create(resolved);
}

std::shared_ptr<ClassificationModel> ModelRegistry::createClassifier(const std::string& name,
                                                                     const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (info.task != "classification") {
        throw InputError("model '" + name + "' is a " + info.task + " model, not a classifier (model.name)");
    }
    auto model = std::dynamic_pointer_cast<ClassificationModel>(create(name, options));
    if (!model)
        throw std::logic_error("model '" + name + "' is registered as a classifier but is not one");
    return model;
}

std::shared_ptr<DetectionModel> ModelRegistry::createDetector(const std::string& name,
                                                              const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (info.task != "detection")
        throw InputError("model '" + name + "' is a " + info.task + " model, not a detector (model.name)");
    auto model = std::dynamic_pointer_cast<DetectionModel>(create(name, options));
    if (!model)
        throw std::logic_error("model '" + name + "' is registered as a detector but is not one");
    return model;
}

}  // namespace osprey
