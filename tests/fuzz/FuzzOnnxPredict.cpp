// A whole `predict --onnx` (infer/DeployedModel: the header, the metadata, checkOnnxModel, OpenCV's import
// and run, the decoding) on a small picture, for exported models an attacker edited: structure-aware, the
// fuzzer's bytes choose one of three models made at start-up and the edits to it (OnnxModelEdits). The
// models: a real export by Osprey's exporter (a CIFAR ResNet-20 with random weights, 16-pixel input: 1.1 MB,
// which OpenCV takes about 15 ms to import under the sanitizers), and the tests' classifier and dense
// detector (a few hundred bytes, two anchors: the detector path without a 50 MB backbone, and ten times as
// many executions). The file may be refused only with InputError; what predict returns must be finite, scores
// in [0, 1], boxes inside the picture. A model that declares an input beyond 64x64 pixels or a batch beyond 4
// is opened (imported by OpenCV) but not run: a legitimate 4096-pixel model needs its gigabytes, which are no
// finding. At exit it says how many executions each model had.
#include <onnx/onnx_pb.h>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <cstdio>

#include "FuzzSupport.h"
#include "OnnxModelEdits.h"
#include "OnnxTestModels.h"
#include "infer/DeployedModel.h"
#include "onnx/OnnxExporter.h"
#include "util/AtomicFile.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"

namespace {

using namespace osprey;

onnx::ModelProto realExport() {
    CheckpointMeta meta;
    meta.modelName = "cifar_resnet20";
    meta.task = TaskKind::Classification;
    meta.numClasses = 4;
    meta.classNames = {"cat", "dog", "bird", "fish"};
    meta.preprocessing.inputSize = 32;
    meta.preprocessing.resize = 36;
    torch::manual_seed(3);
    const auto model = modelFor(meta);
    const std::string weights = fuzz::writeScratch("resnet20.pt", "");
    Checkpoint::save(weights, meta, *model, nullptr);
    OnnxExportOptions options;
    options.inputSize = 16;
    const std::string path = (fuzz::scratch() / "resnet20.onnx").string();
    exportOnnx("", weights, false, options, path);
    onnx::ModelProto proto;
    if (!proto.ParseFromString(readFile(path)))
        __builtin_trap();
    return proto;
}

onnx::ModelProto testDetector() {
    return test::twoAnchorDetector(test::twoAnchorMetadata()).model;
}

onnx::ModelProto testClassifier() {
    test::OnnxGraphBuilder b = test::classifierModel();
    test::ospreyMetadata(b, "classification", test::kClasses, test::kClassifierPreprocessing);
    return b.model;
}

struct Bases {
    onnx::ModelProto models[3] = {realExport(), testClassifier(), testDetector()};
    cv::Mat picture;
    Bases() : picture(18, 24, CV_8UC3, cv::Scalar(40, 120, 200)) {
        cv::circle(picture, {12, 9}, 5, cv::Scalar(250, 10, 90), -1);
    }
};

const Bases& bases() {
    static const Bases b;
    return b;
}

// Executions per model, said at exit (libFuzzer ends with exit()).
struct Counts {
    int64_t runs[3] = {0, 0, 0};
    ~Counts() {
        std::fprintf(stderr,
                     "FuzzOnnxPredict: %lld executions on the ResNet-20 export, %lld on the tests' "
                     "classifier, %lld on the tests' detector\n",
                     static_cast<long long>(runs[0]), static_cast<long long>(runs[1]),
                     static_cast<long long>(runs[2]));
    }
};
Counts counts;

// What predict gives, checked: finite, scores in [0, 1], boxes inside the picture.
void checkOutcome(const ImageOutcome& o, const cv::Mat& picture) {
    for (const auto& c : o.top) {
        if (!(c.score >= 0 && c.score <= 1))
            __builtin_trap();
    }
    for (float l : o.logits) {
        if (!std::isfinite(l))
            __builtin_trap();
    }
    for (const auto& b : o.boxes) {
        if (!(b.score >= 0 && b.score <= 1) || !(b.x1 >= 0 && b.x1 <= b.x2 && b.x2 <= picture.cols) ||
            !(b.y1 >= 0 && b.y1 <= b.y2 && b.y2 <= picture.rows))
            __builtin_trap();
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    DeployedModel::setThreads(1);  // libFuzzer runs one harness per core
    bases();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    const int which = in.ConsumeIntegralInRange(0, 2);
    ++counts.runs[which];
    onnx::ModelProto model = bases().models[which];
    fuzz::applyOnnxEdits(in, model);
    std::string bytes;
    if (!model.SerializeToString(&bytes))
        return 0;
    const std::string path = fuzz::writeScratch("model.onnx", bytes);
    fuzz::refusedOnlyAsInputError([&] {
        DeployedModel deployed = DeployedModel::open(path);
        const ExportedModelInfo& info = deployed.info();
        if (info.preprocessing.inputSize > 64 || info.input.dims.at(0) > 4)
            return;
        PredictOptions options;
        options.topK = 3;
        options.logits = true;
        options.scoreThreshold = 0.01;
        checkOutcome(deployed.predict(bases().picture, options), bases().picture);
    });
    return 0;
}
