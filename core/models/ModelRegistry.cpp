#include "models/ModelRegistry.h"

#include "models/detection/DetectionModel.h"

#include <stdexcept>

#include "util/Errors.h"
#include "util/Translatable.h"

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
    const std::string name = info.name;
    m_models.add(name, std::move(info));
}

const ModelInfo* ModelRegistry::find(const std::string& name) const {
    return m_models.find(name);
}

const ModelInfo& ModelRegistry::get(const std::string& name) const {
    return m_models.at(name);
}

std::shared_ptr<torch::nn::Module> ModelRegistry::create(const std::string& name,
                                                         const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (options.norm.kind != NormSpec::Kind::Batch && !info.configurableNorm) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "model.norm 'group' is available for the ResNet and ResNeXt models, not for '{model}'"),
            {{"model", name}}));
    }
    ModelOptions resolved = options;
    if (resolved.numClasses <= 0)
        resolved.numClasses = info.defaultNumClasses;
    return info.create(resolved);
}

std::shared_ptr<ClassificationModel> ModelRegistry::createClassifier(const std::string& name,
                                                                     const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (info.task() != TaskKind::Classification) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "model '{model}' is a {task} model, not a classifier (model.name)"),
            {{"model", name}, {"task", taskName(info.task())}}));
    }
    auto model = std::dynamic_pointer_cast<ClassificationModel>(create(name, options));
    if (!model)
        throw std::logic_error("model '" + name + "' is registered as a classifier but is not one");
    return model;
}

std::shared_ptr<DetectionModel> ModelRegistry::createDetector(const std::string& name,
                                                              const ModelOptions& options) const {
    const ModelInfo& info = get(name);
    if (info.task() != TaskKind::Detection) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "model '{model}' is a {task} model, not a detector (model.name)"),
            {{"model", name}, {"task", taskName(info.task())}}));
    }
    auto model = std::dynamic_pointer_cast<DetectionModel>(create(name, options));
    if (!model)
        throw std::logic_error("model '" + name + "' is registered as a detector but is not one");
    return model;
}

}  // namespace osprey
