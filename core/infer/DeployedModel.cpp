#include "infer/DeployedModel.h"

#include <opencv2/core/utils/logger.hpp>
#include <opencv2/dnn.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <regex>

#include "data/transforms/ClassificationTransform.h"
#include "data/transforms/DetectionTransform.h"
#include "infer/OnnxLimits.h"
#include "infer/OnnxModelCheck.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

struct DeployedModel::Network {
    cv::dnn::Net net;
    int64_t batch = 1;  // a fixed batch dimension above 1 is filled with zeros after the picture
    std::vector<std::string> outputs;
};

namespace {

// OpenCV prints its own errors on stderr before throwing ("[ERROR:0] ... handleNode ..."): the exception
// says the same, worded by Osprey, so its logging is off while a model loads or runs.
class QuietOpenCv {
public:
    QuietOpenCv() : m_previous(cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT)) {}
    ~QuietOpenCv() { cv::utils::logging::setLogLevel(m_previous); }
    QuietOpenCv(const QuietOpenCv&) = delete;
    QuietOpenCv& operator=(const QuietOpenCv&) = delete;

private:
    cv::utils::logging::LogLevel m_previous;
};

// What OpenCV threw, in one line and without its "OpenCV(4.6.0) ./modules/dnn/src/x.cpp:123: error:
// (-215:Assertion failed)" prefixes, which its ONNX importer also nests inside its own messages ("> Node
// [Reshape@ai.onnx]:(Reshape_4) parse error: OpenCV(4.6.0) ..."); std::bad_alloc and the standard library's
// other exceptions say what they are.
std::string openCvCause(const std::exception& e) {
    const auto* cv = dynamic_cast<const cv::Exception*>(&e);
    std::string text = cv && !cv->err.empty() ? cv->err : std::string(e.what());
    static const std::regex prefix(R"(OpenCV\([^)]*\) \S+:\d+: error: \(-?\d+:([^)]*)\) )");
    text = std::regex_replace(text, prefix, "$1: ");
    static const std::regex lineStarts(R"((^|\n)> ?)");
    text = std::regex_replace(text, lineStarts, "$1");
    std::replace(text.begin(), text.end(), '\n', ' ');
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
    return text;
}

std::vector<std::string> outputNames(const ExportedModelInfo& info) {
    if (info.task == TaskKind::Classification)
        return {"logits"};
    return {"cls_logits", "box_deltas"};
}

[[noreturn]] void badOutputs(const std::string& path, const std::string& cause) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the outputs of '{path}' are not what its Osprey metadata describes: {cause}"),
        {{"path", path}, {"cause", cause}}));
}

// Outputs that are NaN or infinite come from weights that are (a file's fault, not a picture's).
void requireFinite(const cv::Mat& m, const std::string& path) {
    if (cv::checkRange(m))
        return;
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the outputs of '{path}' hold values that are not finite numbers (NaN or "
                              "infinity): its weights are broken"),
        {{"path", path}}));
}

std::string shapeText(const cv::Mat& m) {
    std::string text = "[";
    for (int d = 0; d < m.dims; ++d)
        text += (d ? ", " : "") + std::to_string(m.size[d]);
    return text + "]";
}

// The classifier's best `topK` classes from one row of logits: softmax in float, as libtorch's.
std::vector<ClassPrediction> topClasses(const float* logits, int64_t count, int64_t topK,
                                        const std::vector<std::string>& names) {
    const float top = *std::max_element(logits, logits + count);
    std::vector<float> p(static_cast<size_t>(count));
    float sum = 0;
    for (int64_t i = 0; i < count; ++i)
        sum += p[static_cast<size_t>(i)] = std::exp(logits[i] - top);
    for (float& v : p)
        v /= sum;
    std::vector<int64_t> order(static_cast<size_t>(count));
    std::iota(order.begin(), order.end(), int64_t{0});
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        return p[static_cast<size_t>(a)] > p[static_cast<size_t>(b)];
    });
    std::vector<ClassPrediction> out;
    const int64_t k = std::clamp<int64_t>(topK, 1, count);
    for (int64_t i = 0; i < k; ++i) {
        ClassPrediction c;
        c.classId = order[static_cast<size_t>(i)];
        c.label = c.classId < static_cast<int64_t>(names.size()) ? names[static_cast<size_t>(c.classId)]
                                                                 : std::to_string(c.classId);
        c.score = p[static_cast<size_t>(c.classId)];
        out.push_back(c);
    }
    return out;
}

// The memory OpenCV plans for what the network computes from one input (it computes the layers' shapes
// without allocating), against kMaxOnnxComputedPerInput times the input's size; OpenCV's exceptions are the
// caller's. Beyond 2^62 bytes OpenCV's own 32-bit sizes have overflowed: the plan is no number at all.
void requireComputedSizeWithinBound(cv::dnn::Net& net, int64_t batch, int64_t size, const std::string& path) {
    size_t weights = 0, computed = 0;
    const cv::dnn::MatShape input = {static_cast<int>(batch), 3, static_cast<int>(size),
                                     static_cast<int>(size)};
    net.getMemoryConsumption(input, weights, computed);
    const double inputBytes = 4.0 * static_cast<double>(batch * 3 * size * size);
    // OpenCV multiplies each layer's dimensions in `int`: a shape of 2 billion channels of 16x16 wraps to a
    // small plan (FuzzOnnxPredict: a Pad that asked for 124 GB while running). Every layer's output counted
    // again here from its dimensions, in floating point; a negative dimension is OpenCV's own overflow.
    std::vector<int> layers;
    std::vector<std::vector<cv::dnn::MatShape>> inShapes, outShapes;
    net.getLayersShapes(input, layers, inShapes, outShapes);
    double outputs = 0;
    for (const auto& layer : outShapes) {
        for (const auto& shape : layer) {
            double elements = 1;
            for (const int d : shape)
                elements *= d < 0 ? std::numeric_limits<double>::infinity() : static_cast<double>(d);
            outputs += 4.0 * elements;
        }
    }
    if (outputs > static_cast<double>(computed))
        computed = outputs >= 0x1p62 ? (size_t{1} << 62) + 1 : static_cast<size_t>(outputs);
    if (static_cast<double>(computed) <= kMaxOnnxComputedPerInput * inputBytes)
        return;
    const auto megabytes = [](double bytes) {
        return std::to_string(static_cast<int64_t>(std::ceil(bytes / 1e6)));
    };
    std::map<std::string, std::string> args = {{"path", path},
                                               {"need", megabytes(static_cast<double>(computed))},
                                               {"batch", std::to_string(batch)},
                                               {"size", std::to_string(size)},
                                               {"times", std::to_string(kMaxOnnxComputedPerInput)},
                                               {"most", megabytes(kMaxOnnxComputedPerInput * inputBytes)}};
    if (computed > (size_t{1} << 62)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' would compute more intermediate values from its input of "
                "{batch}x3x{size}x{size} than OpenCV can count; Osprey runs a model that needs "
                "at most {times} times its input ({most} MB)"),
            std::move(args)));
    }
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "'{path}' would compute {need} MB of intermediate values from its input of "
                              "{batch}x3x{size}x{size}; Osprey runs a model that needs at most {times} times "
                              "its input ({most} MB)"),
        std::move(args)));
}

}  // namespace

DeployedModel::DeployedModel(std::string path, ExportedModelInfo info, std::unique_ptr<Network> network)
    : m_path(std::move(path)), m_info(std::move(info)), m_network(std::move(network)) {}
DeployedModel::DeployedModel(DeployedModel&&) noexcept = default;
DeployedModel& DeployedModel::operator=(DeployedModel&&) noexcept = default;
DeployedModel::~DeployedModel() = default;

void DeployedModel::setThreads(int threads) {
    if (threads > 0)
        cv::setNumThreads(threads);
}

DeployedModel DeployedModel::open(const std::string& path) {
    const std::string bytes = readFile(path);
    const OnnxModelHeader header = readOnnxModelHeader(bytes, path);
    ExportedModelInfo info = readExportedModelInfo(header, path);
    // Before OpenCV reads it: its importer trusts every size in the file.
    checkOnnxModel(header, info, path);
    if (info.profile == "full" && info.task == TaskKind::Detection) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' was exported with --profile full, which needs ONNX Runtime; "
                                  "export with --profile opencv for OpenCV"),
            {{"path", path}}));
    }
    auto network = std::make_unique<Network>();
    network->batch = std::max<int64_t>(1, info.input.dims.at(0));
    network->outputs = outputNames(info);
    try {
        QuietOpenCv quiet;
        network->net = cv::dnn::readNetFromONNX(bytes.data(), bytes.size());
        network->net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
        network->net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
        if (!network->net.empty())
            requireComputedSizeWithinBound(network->net, network->batch, info.preprocessing.inputSize, path);
    } catch (const OspreyError&) {
        throw;
    } catch (const std::exception& e) {  // cv::Exception, std::bad_alloc, ...
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "OpenCV cannot load the ONNX model '{path}': {cause}"),
            {{"path", path}, {"cause", openCvCause(e)}}));
    }
    if (network->net.empty()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "OpenCV cannot load the ONNX model '{path}': {cause}"),
            {{"path", path}, {"cause", "the network is empty"}}));
    }
    return DeployedModel(path, std::move(info), std::move(network));
}

std::vector<cv::Mat> DeployedModel::run(const cv::Mat& bgr, DetectionTransform::Result& mapping) {
    // OpenCV sizes a blob in ints; checkOnnxModel bounded the batch and the size for that.
    const int size = static_cast<int>(m_info.preprocessing.inputSize);
    const int shape[] = {static_cast<int>(m_network->batch), 3, size, size};
    std::vector<cv::Mat> outs;
    try {
        QuietOpenCv quiet;
        cv::Mat input(4, shape, CV_32F, cv::Scalar(0));
        std::mt19937_64 rng(0);  // evaluation geometry draws nothing
        if (m_info.task == TaskKind::Detection)
            mapping = DetectionTransform::forEvaluation(m_info.preprocessing)
                          .apply(bgr, {}, rng, input.ptr<float>());
        else
            ClassificationTransform::forEvaluation(m_info.preprocessing).apply(bgr, rng, input.ptr<float>());
        m_network->net.setInput(input, "images");
        // By name: OpenCV lists unconnected outputs alphabetically, not in the graph's order.
        m_network->net.forward(outs, m_network->outputs);
    } catch (const OspreyError&) {
        throw;
    } catch (const std::exception& e) {  // cv::Exception, std::bad_alloc, ...
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "OpenCV failed to run the ONNX model '{path}': {cause}"),
            {{"path", m_path}, {"cause", openCvCause(e)}}));
    }
    for (const cv::Mat& out : outs)
        requireFinite(out, m_path);
    return outs;
}

ImageOutcome DeployedModel::predict(const cv::Mat& bgr, const PredictOptions& options) {
    DetectionTransform::Result mapping;
    const std::vector<cv::Mat> outs = run(bgr, mapping);
    const bool detector = m_info.task == TaskKind::Detection;
    const int size = static_cast<int>(m_info.preprocessing.inputSize);  // at most kMaxOnnxInputSize
    ImageOutcome out;
    out.task = m_info.task;
    out.width = bgr.cols;
    out.height = bgr.rows;
    if (!detector) {
        const cv::Mat& logits = outs.at(0);
        if (logits.dims != 2 || logits.size[0] != m_network->batch || logits.size[1] < 1 ||
            logits.type() != CV_32F)
            badOutputs(m_path, "logits are " + shapeText(logits) + ", not [batch, classes] floats");
        const auto* row = logits.ptr<float>(0);
        out.top = topClasses(row, logits.size[1], options.topK, m_info.classNames);
        if (options.logits)
            out.logits.assign(row, row + logits.size[1]);
        return out;
    }
    const cv::Mat& classLogits = outs.at(0);
    const cv::Mat& boxDeltas = outs.at(1);
    const DenseDecoderSpec& decoder = m_info.decoder;
    const int64_t anchors = static_cast<int64_t>(decoder.anchors.size() / 4);
    const int64_t columns = classLogits.dims == 3 ? classLogits.size[2] : 0;
    const bool softmax = decoder.scores == DenseDecoderSpec::Scores::SoftmaxBackgroundFirst;
    if (classLogits.dims != 3 || classLogits.size[0] != m_network->batch || classLogits.size[1] != anchors ||
        columns < (softmax ? 2 : 1) || classLogits.type() != CV_32F) {
        badOutputs(m_path, "cls_logits are " + shapeText(classLogits) + " for " + std::to_string(anchors) +
                               " anchors");
    }
    if (boxDeltas.dims != 3 || boxDeltas.size[0] != m_network->batch || boxDeltas.size[1] != anchors ||
        boxDeltas.size[2] != 4 || boxDeltas.type() != CV_32F) {
        badOutputs(m_path, "box_deltas are " + shapeText(boxDeltas) + ", not [batch, " +
                               std::to_string(anchors) + ", 4]");
    }
    // A lower threshold than the one stored needs the candidates below it too (as DetectionPredictor).
    const double threshold = std::min(m_info.postprocess.scoreThreshold, lowestScoreListed(options));
    const std::vector<DenseBox> boxes =
        decodeDenseOutputs(classLogits.ptr<float>(), boxDeltas.ptr<float>(), anchors, columns, decoder,
                           m_info.postprocess, threshold, size, size);
    for (const DenseBox& b : boxes) {
        if (!scoreListed(options, b.label, b.score))
            continue;
        const float corners[4] = {b.x1, b.y1, b.x2, b.y2};
        out.boxes.push_back(
            detectedBoxInPicture(corners, {mapping.cropX, mapping.cropY, mapping.scaleX, mapping.scaleY},
                                 bgr.cols, bgr.rows, b.label, b.score, m_info.classNames));
    }
    return out;
}

}  // namespace osprey
