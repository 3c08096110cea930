#include "onnx/OnnxExporter.h"

#include <onnx/checker.h>
#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>
#include <torch/csrc/jit/ir/ir.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "infer/DetectionPredictor.h"
#include "models/ClassificationModel.h"
#include "models/ModelTrace.h"
#include "models/detection/DetectionModel.h"
#include "onnx/DetectionDecodingGraph.h"
#include "onnx/OnnxGraphBuilder.h"
#include "onnx/TorchGraphConverter.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "util/Version.h"
#include "weights/ModelWeights.h"

namespace osprey {

namespace {

std::string base64(const std::string& bytes) {
    static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        const auto byte = [&](size_t k) { return k < bytes.size() ? static_cast<uint8_t>(bytes[k]) : 0u; };
        const uint32_t v = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
        out += alphabet[(v >> 18) & 63];
        out += alphabet[(v >> 12) & 63];
        out += i + 1 < bytes.size() ? alphabet[(v >> 6) & 63] : '=';
        out += i + 2 < bytes.size() ? alphabet[v & 63] : '=';
    }
    return out;
}

void metadata(onnx::ModelProto& model, const std::string& key, const std::string& value) {
    onnx::StringStringEntryProto* entry = model.add_metadata_props();
    entry->set_key(key);
    entry->set_value(value);
}

onnx::ValueInfoProto* declare(google::protobuf::RepeatedPtrField<onnx::ValueInfoProto>* list,
                              const std::string& name) {
    onnx::ValueInfoProto* info = list->Add();
    info->set_name(name);
    info->mutable_type()->mutable_tensor_type()->set_elem_type(onnx::TensorProto::FLOAT);
    return info;
}

void validate(const OnnxExportOptions& o, const std::string& outPath) {
    if (o.opset < kOldestOnnxOpset || o.opset > newestOnnxOpset())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "--opset {opset} cannot be written: this build writes opsets {oldest} to {newest}"),
            {{"opset", std::to_string(o.opset)},
             {"oldest", std::to_string(kOldestOnnxOpset)},
             {"newest", std::to_string(newestOnnxOpset())}}));
    if (o.profile != "opencv" && o.profile != "full")
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--profile '{profile}' is unknown; valid: opencv, full"),
            {{"profile", o.profile}}));
    if (o.batch < 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--batch must be a number of images or 'dynamic', not {batch}"),
            {{"batch", std::to_string(o.batch)}}));
    if (o.inputSize < 0 || o.inputSize > kMaxOnnxInputSize)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--input-size must be between 1 and 4096 pixels, not {size}"),
            {{"size", std::to_string(o.inputSize)}}));
    const std::string suffix = ".onnx";
    if (outPath.size() <= suffix.size() ||
        outPath.compare(outPath.size() - suffix.size(), suffix.size(), suffix) != 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "the exported file's name must end in .onnx: '{path}'"),
            {{"path", outPath}}));
}

[[noreturn]] void cannotExpress(const std::string& why) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "this model cannot be exported so: {why}"), {{"why", why}}));
}

}  // namespace

int64_t newestOnnxOpset() {
    const auto& map = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
    const auto it = map.find("");
    return it == map.end() ? 13 : std::min<int64_t>(it->second.second, kNewestOnnxOpset);
}

OnnxExportSummary exportOnnx(const std::string& modelName, const std::string& weightsPath, bool ema,
                             const OnnxExportOptions& options, const std::string& outPath) {
    validate(options, outPath);
    const TaskKind task = weightsTask(modelName, weightsPath);
    const bool detector = task == TaskKind::Detection;
    if (!detector && options.profile == "full")
        cannotExpress("--profile full is for detectors; a classifier has one form (leave --profile out)");
    if (detector && options.profile == "full" && options.batch != 1)
        cannotExpress(
            "--profile full decodes one image at a time (use --batch 1, or --profile opencv for batches)");
    if (detector && options.profile == "full" && options.opset < 13)
        cannotExpress("--profile full needs --opset 13 or newer");

    CheckpointMeta meta;
    std::shared_ptr<torch::nn::Module> module;
    std::shared_ptr<ClassificationModel> classifier;
    std::shared_ptr<DetectionModel> detectorModel;
    if (detector) {
        detectorModel = detectorFromWeights(modelName, weightsPath, &meta, ema);
        module = detectorModel;
    } else {
        classifier = classifierFromWeights(modelName, weightsPath, &meta, ema);
        module = classifier;
    }
    Preprocessing& pre = meta.preprocessing;
    if (options.inputSize > 0 && options.inputSize != pre.inputSize) {
        pre.resize = static_cast<int64_t>(std::lround(static_cast<double>(pre.resize) * options.inputSize /
                                                      static_cast<double>(pre.inputSize)));
        pre.inputSize = options.inputSize;
    }
    const int64_t size = pre.inputSize;
    if (size < 1 || size > kMaxOnnxInputSize) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the input size of '{path}' is {size} pixels; an exported model's is 1 to "
                                  "{most} (choose one with --input-size)"),
            {{"path", weightsPath},
             {"size", std::to_string(size)},
             {"most", std::to_string(kMaxOnnxInputSize)}}));
    }
    if (options.batch > largestOnnxBatch(size)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--batch {batch} is more images of {size}x{size} pixels than an exported "
                                  "model takes at once (at most {most})"),
            {{"batch", std::to_string(options.batch)},
             {"size", std::to_string(size)},
             {"most", std::to_string(largestOnnxBatch(size))}}));
    }
    const torch::Tensor example = torch::randn({options.batch == 0 ? 1 : options.batch, 3, size, size});

    DenseDecoding decoding;
    TracedNetwork traced;
    try {
        traced =
            detector
                ? traceNetwork(
                      *module,
                      [&](const torch::Tensor& x) {
                          DenseRun run = detectorModel->runDense(x);
                          decoding = run.decoding;
                          return std::vector<torch::Tensor>{run.outputs.classLogits, run.outputs.boxDeltas};
                      },
                      example)
                : traceNetwork(
                      *module,
                      [&](const torch::Tensor& x) {
                          return std::vector<torch::Tensor>{classifier->forward(x)};
                      },
                      example);
    } catch (const c10::Error& e) {
        cannotExpress(std::string("at input size ") + std::to_string(size) + ": " +
                      e.what_without_backtrace());
    }
    foldBatchNorms(*traced.graph);

    onnx::ModelProto model;
    model.set_ir_version(8);
    model.set_producer_name("osprey");
    model.set_producer_version(programVersion());
    model.set_model_version(1);
    model.mutable_opset_import()->Add()->set_version(options.opset);
    onnx::GraphProto& graph = *model.mutable_graph();
    graph.set_name(meta.modelName);
    OnnxGraphBuilder builder(graph, options.opset);
    TorchGraphConverter converter(builder, options.batch == 0);
    const std::vector<std::string> network = converter.convert(*traced.graph, "images");

    onnx::ValueInfoProto* input = declare(graph.mutable_input(), "images");
    auto* shape = input->mutable_type()->mutable_tensor_type()->mutable_shape();
    if (options.batch == 0)
        shape->add_dim()->set_dim_param("batch");
    else
        shape->add_dim()->set_dim_value(options.batch);
    for (const int64_t d : {int64_t{3}, size, size})
        shape->add_dim()->set_dim_value(d);

    std::vector<std::pair<std::string, std::string>> outputs;  // (graph value, output name)
    if (!detector)
        outputs = {{network.at(0), "logits"}};
    else if (options.profile == "opencv")
        outputs = {{network.at(0), "cls_logits"}, {network.at(1), "box_deltas"}};
    else
        outputs = {{addDetectionDecoding(builder, network.at(0), network.at(1), decoding, size, size,
                                         detectorModel->postprocess()),
                    "detections"}};
    OnnxExportSummary summary;
    for (const auto& [value, name] : outputs) {
        builder.node("Identity", {value}, std::vector<std::string>{name});
        declare(graph.mutable_output(), name);
        summary.outputs.push_back(name);
    }

    metadata(model, "osprey.format_version", "1");
    metadata(model, "osprey.task", detector ? "detection" : "classification");
    metadata(model, "osprey.model", meta.modelName);
    metadata(model, "osprey.profile", detector ? options.profile : "opencv");
    metadata(model, "osprey.classes", nlohmann::json(meta.classNames).dump());
    metadata(model, "osprey.preprocessing",
             nlohmann::json{{"geometry", pre.geometry},
                            {"input_size", pre.inputSize},
                            {"resize", pre.resize},
                            {"mean", pre.mean},
                            {"std", pre.std}}
                 .dump());
    if (detector) {
        const PostprocessOptions& post = detectorModel->postprocess();
        metadata(model, "osprey.postprocess",
                 nlohmann::json{{"score_threshold", meta.detection.scoreThreshold},
                                {"nms_threshold", post.nmsThreshold},
                                {"candidates_per_level", post.candidatesPerLevel},
                                {"detections_per_image", post.detectionsPerImage}}
                     .dump());
        if (options.profile == "opencv") {
            const torch::Tensor anchors = decoding.anchors.to(torch::kCPU, torch::kFloat32).contiguous();
            const auto& w = decoding.coder.weights();
            metadata(
                model, "osprey.decoder",
                nlohmann::json{{"scores", decoding.scores == DenseDecoding::Scores::Sigmoid
                                              ? "sigmoid"
                                              : "softmax_background_first"},
                               {"coder_weights", {w[0], w[1], w[2], w[3]}},
                               {"clamp", decoding.coder.clamp()},
                               {"level_sizes", decoding.levelSizes},
                               {"anchors", base64(std::string(static_cast<const char*>(anchors.data_ptr()),
                                                              anchors.numel() * sizeof(float)))}}
                    .dump());
        }
    }

    try {
        onnx::ShapeInferenceOptions strict(/*check_type=*/true, /*error_mode=*/1, /*data_prop=*/false);
        onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(), strict);
        onnx::checker::check_model(model);
    } catch (const std::exception& e) {
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "the exported model fails ONNX's checker: {cause}"),
            {{"cause", e.what()}}));
    }
    std::string bytes;
    if (!model.SerializeToString(&bytes))
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the exported model does not fit in one ONNX file (2 GiB)"),
            {}));
    writeFileAtomically(outPath, bytes);

    summary.path = outPath;
    summary.task = detector ? "detection" : "classification";
    summary.model = meta.modelName;
    summary.profile = detector ? options.profile : "opencv";
    summary.opset = options.opset;
    summary.inputSize = size;
    summary.nodes = graph.node_size();
    summary.bytes = static_cast<int64_t>(bytes.size());
    return summary;
}

}  // namespace osprey
