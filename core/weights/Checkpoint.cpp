#include "weights/Checkpoint.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>
#include <torch/serialize/output-archive.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"
#include "weights/OptimizerState.h"

namespace osprey {

namespace {

constexpr const char* kFormat = "osprey-checkpoint";
constexpr int64_t kFormatVersion = 1;

}  // namespace

std::string checkpointMetaToJson(const CheckpointMeta& m) {
    nlohmann::json j;
    j["format"] = kFormat;
    j["format_version"] = kFormatVersion;
    j["model"] = m.modelName;
    j["task"] = taskName(m.task);
    j["num_classes"] = m.numClasses;
    j["norm"] = {{"kind", m.norm}, {"groups", m.normGroups}};
    j["class_names"] = m.classNames;
    j["preprocessing"] = {{"geometry", m.preprocessing.geometry},
                          {"input_size", m.preprocessing.inputSize},
                          {"resize", m.preprocessing.resize},
                          {"mean", m.preprocessing.mean},
                          {"std", m.preprocessing.std}};
    if (m.task == TaskKind::Detection) {
        j["detection"] = {{"anchor_sizes", m.detection.anchorSizes},
                          {"score_threshold", m.detection.scoreThreshold},
                          {"nms_threshold", m.detection.nmsThreshold},
                          {"max_detections", m.detection.maxDetections}};
    }
    j["epoch"] = m.epoch;
    j["step_in_epoch"] = m.stepInEpoch;
    j["global_step"] = m.globalStep;
    j["best_metric"] = std::isnan(m.bestMetric) ? nlohmann::json(nullptr) : nlohmann::json(m.bestMetric);
    j["metrics"] = nlohmann::json::parse(m.metricsJson.empty() ? "{}" : m.metricsJson);
    if (m.lossScale > 0)
        j["loss_scale"] = m.lossScale;
    j["world_size"] = m.worldSize;
    return jsonText(j);
}

CheckpointMeta checkpointMetaFromJson(const std::string& text, const std::string& path) {
    CheckpointMeta m;
    // Integer fields: nlohmann casts a float to int64_t unchecked (1e300 was undefined behaviour, found by
    // the fuzz harness FuzzCheckpointMeta).
    const auto integer = [&path](const nlohmann::json& object, const char* key) -> int64_t {
        const auto& value = object.at(key);
        if (!value.is_number_integer())
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' has broken Osprey checkpoint metadata: '{key}' is not an integer"),
                {{"path", path}, {"key", key}}));
        return value.get<int64_t>();
    };
    try {
        const auto j = nlohmann::json::parse(text);
        if (j.value("format", "") != kFormat)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' is not an Osprey checkpoint"),
                {{"path", path}}));
        m.modelName = j.at("model").get<std::string>();
        m.task = parseTaskKind(j.at("task").get<std::string>(), "'" + path + "': task");
        m.numClasses = integer(j, "num_classes");
        if (j.contains("norm")) {
            m.norm = j.at("norm").at("kind").get<std::string>();
            m.normGroups = integer(j.at("norm"), "groups");
        }
        m.classNames = realTexts(j, "class_names");
        const auto& p = j.at("preprocessing");
        m.preprocessing.geometry = p.at("geometry").get<std::string>();
        m.preprocessing.inputSize = integer(p, "input_size");
        m.preprocessing.resize = integer(p, "resize");
        m.preprocessing.mean = p.at("mean").get<std::array<float, 3>>();
        m.preprocessing.std = p.at("std").get<std::array<float, 3>>();
        if (j.contains("detection")) {
            const auto& d = j.at("detection");
            m.detection.anchorSizes = d.at("anchor_sizes").get<std::vector<double>>();
            m.detection.scoreThreshold = d.at("score_threshold").get<double>();
            m.detection.nmsThreshold = d.at("nms_threshold").get<double>();
            m.detection.maxDetections = integer(d, "max_detections");
        }
        m.epoch = integer(j, "epoch");
        m.stepInEpoch = integer(j, "step_in_epoch");
        m.globalStep = integer(j, "global_step");
        if (!j.at("best_metric").is_null())
            m.bestMetric = j.at("best_metric").get<double>();
        m.metricsJson = jsonText(j.at("metrics"));
        m.lossScale = j.value("loss_scale", 0.0);
        m.worldSize = j.contains("world_size") ? integer(j, "world_size") : 1;
    } catch (const nlohmann::json::exception& e) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "'{path}' has broken Osprey checkpoint metadata: {cause}"),
                             {{"path", path}, {"cause", e.what()}}));
    }
    return m;
}

void Checkpoint::save(const std::string& path, const CheckpointMeta& meta, const torch::nn::Module& model,
                      const torch::optim::Optimizer* optimizer, const torch::nn::Module* ema) {
    torch::serialize::OutputArchive archive;
    archive.write("osprey_meta", c10::IValue(checkpointMetaToJson(meta)));
    archive.write("osprey_config", c10::IValue(meta.configYaml));
    torch::serialize::OutputArchive modelArchive;
    model.save(modelArchive);
    archive.write("model", modelArchive);
    if (ema) {
        torch::serialize::OutputArchive emaArchive;
        ema->save(emaArchive);
        archive.write("model_ema", emaArchive);
    }
    if (optimizer) {
        torch::serialize::OutputArchive optimizerArchive;
        saveOptimizerState(optimizerArchive, *optimizer);
        archive.write("optimizer", optimizerArchive);
    }
    {
        at::Generator generator = at::detail::getDefaultCPUGenerator();
        std::lock_guard<std::mutex> lock(generator.mutex());
        archive.write("rng_cpu", generator.get_state(), /*is_buffer=*/true);
    }
    // The GPU's generator (dropout masks, random augmentation on the GPU) of the device the model trains on.
    const std::vector<torch::Tensor> parameters = model.parameters();
    if (!parameters.empty() && parameters.front().is_cuda()) {
        at::Generator generator = at::globalContext().defaultGenerator(parameters.front().device());
        std::lock_guard<std::mutex> lock(generator.mutex());
        archive.write("rng_cuda", generator.get_state(), /*is_buffer=*/true);
    }
    std::string bytes;
    archive.save_to([&bytes](const void* data, size_t size) {
        bytes.append(static_cast<const char*>(data), size);
        return size;
    });
    writeFileAtomically(path, bytes);
}

Checkpoint Checkpoint::load(const std::string& path, torch::Device device) {
    if (!std::filesystem::is_regular_file(path)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "checkpoint '{path}' does not exist or is not a file"),
            {{"path", path}}));
    }
    return loadBytes(readFile(path), path, device);
}

Checkpoint Checkpoint::loadBytes(const std::string& bytes, const std::string& path, torch::Device device) {
    Checkpoint c;
    c.m_path = path;
    c.m_archive = std::make_shared<torch::serialize::InputArchive>();
    try {
        c.m_archive->load_from(bytes.data(), bytes.size(), device);
    } catch (const c10::Error& e) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not an Osprey checkpoint (not a libtorch archive: {cause})"),
            {{"path", path}, {"cause", std::string(e.what_without_backtrace()).substr(0, 200)}}));
    }
    c10::IValue metaValue;
    if (!c.m_archive->try_read("osprey_meta", metaValue) || !metaValue.isString()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' is a libtorch archive but not an Osprey checkpoint (no Osprey metadata)"),
            {{"path", path}}));
    }
    c.m_meta = checkpointMetaFromJson(metaValue.toStringRef(), path);
    c10::IValue configValue;
    if (c.m_archive->try_read("osprey_config", configValue) && configValue.isString()) {
        c.m_meta.configYaml = configValue.toStringRef();
    }
    return c;
}

void Checkpoint::restoreModel(torch::nn::Module& model) const {
    restoreWeights("model", model);
}

bool Checkpoint::hasEma() const {
    torch::serialize::InputArchive emaArchive;
    return m_archive->try_read("model_ema", emaArchive);
}

void Checkpoint::restoreEma(torch::nn::Module& model) const {
    if (!hasEma()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "checkpoint '{path}' holds no averaged (EMA) weights; the run trained with "
                                  "train.ema_decay = 0"),
            {{"path", m_path}}));
    }
    restoreWeights("model_ema", model);
}

void Checkpoint::restoreWeights(const std::string& key, torch::nn::Module& model) const {
    torch::serialize::InputArchive modelArchive;
    if (!m_archive->try_read(key, modelArchive))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "checkpoint '{path}' holds no model"),
                             {{"path", m_path}}));
    try {
        model.load(modelArchive);
    } catch (const c10::Error& e) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "checkpoint '{path}' does not fit model '{model}': {cause}"),
            {{"path", m_path},
             {"model", m_meta.modelName},
             {"cause", std::string(e.what_without_backtrace()).substr(0, 300)}}));
    }
}

void Checkpoint::restoreOptimizer(torch::optim::Optimizer& optimizer) const {
    torch::serialize::InputArchive optimizerArchive;
    if (!m_archive->try_read("optimizer", optimizerArchive)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "checkpoint '{path}' holds no optimizer state, so training cannot resume from it"),
            {{"path", m_path}}));
    }
    loadOptimizerState(optimizerArchive, optimizer, m_path);
}

void Checkpoint::restoreRng(torch::Device device) const {
    torch::Tensor state;
    if (m_archive->try_read("rng_cpu", state, true)) {
        at::Generator generator = at::detail::getDefaultCPUGenerator();  // shares the default generator
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_state(state.to(torch::kCPU));
    }
    if (device.is_cuda() && m_archive->try_read("rng_cuda", state, true)) {
        at::Generator generator = at::globalContext().defaultGenerator(device);
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_state(state.to(torch::kCPU));
    }
}

}  // namespace osprey
