// Exported ONNX models changed as an attacker would (issue 36): sizes that do not fit 32 bits, tensors whose
// data is shorter than their shape, metadata numbers out of range, opsets Osprey does not export. Each file
// is refused by osprey-infer and by `osprey-cli predict --onnx` with exit code 2 and a sentence that names
// the file and what is wrong, before OpenCV reads it; and what OpenCV still refuses reads as an Osprey
// sentence.
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "OnnxTestModels.h"
#include "TestSupport.h"
#include "infer/DeployedModel.h"
#include "util/Errors.h"

using namespace osprey::test;

namespace {

using Edit = std::function<void(OnnxGraphBuilder&)>;

// The classifier as exported, changed by `edit`.
OnnxGraphBuilder classifier(int64_t batch, const Edit& edit = {}) {
    OnnxGraphBuilder b = classifierModel("osprey", batch);
    ospreyMetadata(b, "classification", kClasses, kClassifierPreprocessing);
    if (edit)
        edit(b);
    return b;
}

// The value of metadata entry `key` ("osprey.preprocessing") as JSON, changed by `change`.
void changeEntry(OnnxGraphBuilder& b, const std::string& key,
                 const std::function<void(nlohmann::json&)>& change) {
    for (auto& entry : *b.model.mutable_metadata_props()) {
        if (entry.key() != key)
            continue;
        nlohmann::json value = nlohmann::json::parse(entry.value());
        change(value);
        entry.set_value(value.dump());
        return;
    }
    QFAIL(("no metadata entry " + key).c_str());
}

onnx::TensorProto* initializerNamed(OnnxGraphBuilder& b, const std::string& name) {
    for (auto& t : *b.graph->mutable_initializer()) {
        if (t.name() == name)
            return &t;
    }
    return nullptr;
}

// The InputError DeployedModel::open throws for `path`, or "" when it opens.
QString openError(const QString& path) {
    try {
        osprey::DeployedModel::open(path.toStdString());
    } catch (const osprey::InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void symbolicHeightAndWidth(OnnxGraphBuilder& b) {
    auto* shape = b.graph->mutable_input(0)->mutable_type()->mutable_tensor_type()->mutable_shape();
    shape->mutable_dim(2)->set_dim_param("height");
    shape->mutable_dim(3)->set_dim_param("width");
}

// The two-anchor detector, its metadata changed by `edit`.
OnnxGraphBuilder detector(const std::function<void(DetectorMetadata&)>& edit = {}) {
    DetectorMetadata meta = twoAnchorMetadata();
    if (edit)
        edit(meta);
    return twoAnchorDetector(meta);
}

}  // namespace

class TestOnnxHostileFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    // Both programs refuse the model `b` (saved as `name`) on a picture: exit code 2, the file named, every
    // word of `words` in the message, neither OpenCV's own text nor its logging.
    void expectRefused(const OnnxGraphBuilder& b, const QString& name, const QStringList& words) {
        const QString model = file(name);
        b.save(model.toStdString());
        const QString picture = file("picture.png");
        for (const bool cli : {false, true}) {
            const CliResult r = cli ? runCli({"predict", "--onnx", model, picture}, 120000)
                                    : runProgram(QStringLiteral(OSPREY_INFER_PATH), {model, picture}, 120000);
            const QString what = QString("%1 on %2: exit %3, stdout '%4', stderr '%5'")
                                     .arg(cli ? "predict --onnx" : "osprey-infer", name)
                                     .arg(r.exitCode)
                                     .arg(r.out.left(300), r.err.left(600));
            QVERIFY2(r.exitCode == 2, qPrintable(what));
            QVERIFY2(r.err.contains(name), qPrintable(what));
            for (const QString& word : words)
                QVERIFY2(r.err.contains(word), qPrintable(what + " (wants '" + word + "')"));
            QVERIFY2(!r.err.contains("OpenCV(") && !r.err.contains("[ERROR:"), qPrintable(what));
        }
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // The models stay for measuring them one by one (docs/reliability.md) when asked.
        if (qEnvironmentVariableIsSet("OSPREY_KEEP_TEST_FILES")) {
            m_dir.setAutoRemove(false);
            qInfo("the test's files stay in %s", qPrintable(m_dir.path()));
        }
        cv::Mat picture(30, 40, CV_8UC3, cv::Scalar(40, 120, 200));
        cv::circle(picture, {20, 15}, 8, cv::Scalar(250, 10, 90), -1);
        QVERIFY(cv::imwrite(file("picture.png").toStdString(), picture));
        // The unchanged models run, so that what follows is about the changes alone.
        classifier(1).save(file("classifier.onnx").toStdString());
        detector().save(file("detector.onnx").toStdString());
        for (const QString& model : {file("classifier.onnx"), file("detector.onnx")}) {
            const CliResult r = runProgram(QStringLiteral(OSPREY_INFER_PATH), {model, file("picture.png")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
    }

    // A batch of 2^40 read as 32 bits is 0: a zero-size input was written (SIGSEGV); 2^31 and 2^32 + 1 gave
    // OpenCV's text or ran as a batch of 1.
    void testBatchesBeyond32BitsAreRefused() {
        for (const int64_t batch :
             {int64_t{1} << 40, int64_t{1} << 32, int64_t{1} << 31, (int64_t{1} << 32) + 1})
            expectRefused(classifier(batch), QString("batch-%1.onnx").arg(batch),
                          {QString("a batch of %1 images").arg(batch)});
    }

    // An initializer the graph does not use, claiming 2^26 floats with 4 bytes of data: SIGSEGV in
    // osprey-infer, 256 MB read past a buffer by predict --onnx.
    void testUnusedInitializerLongerThanItsData() {
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     auto* t = b.graph->add_initializer();
                                     t->set_name("unused");
                                     t->set_data_type(onnx::TensorProto::FLOAT);
                                     t->add_dims(int64_t{1} << 26);
                                     t->set_raw_data(std::string(4, '\0'));
                                 }),
                      "unused-initializer.onnx", {"'unused'", "268435456", "4"});
    }

    // A weight the graph uses, with fewer bytes (or values) than its shape: outputs from foreign memory.
    void testUsedWeightShorterThanItsShape() {
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     onnx::TensorProto* w = initializerNamed(b, "W");
                                     w->clear_float_data();
                                     w->set_raw_data(std::string(10, '\1'));
                                 }),
                      "short-raw-weight.onnx", {"'W'", "36", "10"});
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     onnx::TensorProto* w = initializerNamed(b, "W");
                                     w->mutable_float_data()->Truncate(5);
                                 }),
                      "short-typed-weight.onnx", {"'W'", "36", "20"});
    }

    // input_size 16384 and an input whose height and width are symbolic: 3.2 GB allocated for a 1 MB file,
    // then OpenCV's "Insufficient memory".
    void testHugeInputSizeIsRefusedBeforeAnyAllocation() {
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     symbolicHeightAndWidth(b);
                                     changeEntry(b, "osprey.preprocessing", [](nlohmann::json& p) {
                                         p["input_size"] = 16384;
                                         p["resize"] = 16384;
                                     });
                                 }),
                      "input-16384.onnx", {"osprey.preprocessing", "input_size", "16384"});
    }

    // Numbers of the metadata that are not finite or out of their range, and names that are none of the
    // known ones: refused with the entry and the field named (before: exit 0 with null boxes and scores,
    // silently another geometry or size, or OpenCV's text).
    void testMetadataOutOfRangeIsRefused() {
        struct Case {
            QString name, entry, field;
            std::function<void(nlohmann::json&)> change;
        };
        const std::vector<Case> preprocessing = {
            {"std-1e-45", "osprey.preprocessing", "std",
             [](auto& p) {
                 p["std"] = {1e-45, 0.25, 0.3};
             }},
            {"geometry-banana", "osprey.preprocessing", "geometry",
             [](auto& p) { p["geometry"] = "banana"; }},
            {"input-size-16.7", "osprey.preprocessing", "input_size",
             [](auto& p) { p["input_size"] = 16.7; }},
            {"resize-20.5", "osprey.preprocessing", "resize", [](auto& p) { p["resize"] = 20.5; }},
            {"mean-1e30", "osprey.preprocessing", "mean",
             [](auto& p) {
                 p["mean"] = {1e30, 0.5, 0.5};
             }},
        };
        for (const Case& c : preprocessing) {
            expectRefused(
                classifier(1, [&](OnnxGraphBuilder& b) { changeEntry(b, c.entry.toStdString(), c.change); }),
                c.name + ".onnx", {c.entry, c.field});
        }
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const std::vector<float> nanAnchors = {nan, 2, 12, 12, 10, 8, 30, nan};
        const std::string nanBase64 = base64(nanAnchors.data(), nanAnchors.size() * sizeof(float));
        const std::vector<Case> detection = {
            {"anchors-nan", "osprey.decoder", "anchors", [&](auto& d) { d["anchors"] = nanBase64; }},
            {"clamp-1e30", "osprey.decoder", "clamp", [](auto& d) { d["clamp"] = 1e30; }},
            {"coder-weights-1e30", "osprey.decoder", "coder_weights",
             [](auto& d) {
                 d["coder_weights"] = {1, 1, 1e30, 1};
             }},
            {"score-threshold-7", "osprey.postprocess", "score_threshold",
             [](auto& p) { p["score_threshold"] = 7; }},
            {"nms-threshold-minus-1", "osprey.postprocess", "nms_threshold",
             [](auto& p) { p["nms_threshold"] = -1; }},
            {"candidates-0", "osprey.postprocess", "candidates_per_level",
             [](auto& p) { p["candidates_per_level"] = 0; }},
            {"detections-1e12", "osprey.postprocess", "detections_per_image",
             [](auto& p) { p["detections_per_image"] = 1e12; }},
        };
        for (const Case& c : detection) {
            expectRefused(detector([&](DetectorMetadata& m) {
                              c.change(c.entry == "osprey.decoder" ? m.decoder : m.postprocess);
                          }),
                          c.name + ".onnx", {c.entry, c.field});
        }
    }

    // Opsets Osprey does not export: OpenCV's text before, or a model run by rules it was not written for.
    void testOpsetsOspreyDoesNotExportAreRefused() {
        for (const int64_t opset : {int64_t{99}, int64_t{7}}) {
            expectRefused(
                classifier(1,
                           [&](OnnxGraphBuilder& b) { b.model.mutable_opset_import(0)->set_version(opset); }),
                QString("opset-%1.onnx").arg(opset), {QString("opset %1").arg(opset)});
        }
    }

    // A weight in another file: refused for the "opencv" profile, wherever the file is.
    void testExternalDataIsRefused() {
        for (const std::string location : {"/etc/passwd", "weights.bin"}) {
            writeTextFile(file("weights.bin").toStdString(), std::string(36, '\0'));
            expectRefused(classifier(1,
                                     [&](OnnxGraphBuilder& b) {
                                         onnx::TensorProto* w = initializerNamed(b, "W");
                                         w->clear_float_data();
                                         w->set_data_location(onnx::TensorProto::EXTERNAL);
                                         auto* entry = w->add_external_data();
                                         entry->set_key("location");
                                         entry->set_value(location);
                                     }),
                          QString("external-%1.onnx").arg(location.front() == '/' ? "absolute" : "beside"),
                          {"'W'", "external"});
        }
    }

    // A detector of the full profile (for ONNX Runtime, never read by OpenCV) may keep a weight in a file
    // beside it: only there, only within that file, and only of its size. What passes the check is refused
    // next as needing ONNX Runtime.
    void testExternalDataOnlyBesideAFullProfileModel() {
        const QString folder = file("full");
        QVERIFY(QDir().mkpath(folder + "/sub"));
        writeTextFile((folder + "/w.bin").toStdString(), std::string(40, '\0'));
        writeTextFile((folder + "/sub/w.bin").toStdString(), std::string(40, '\0'));
        writeTextFile(file("outside.bin").toStdString(), std::string(40, '\0'));
        QVERIFY(QFile::link(file("outside.bin"), folder + "/link.bin"));
        struct Case {
            std::string location, offset, length;
            QString wanted;
        };
        const std::vector<Case> cases = {
            {"w.bin", "0", "36", "needs ONNX Runtime"},
            {"w.bin", "4", "", "needs ONNX Runtime"},  // the rest of the file: 36 bytes
            {"w.bin", "0", "", "needs 36 bytes of data, but the file gives 40"},
            {"w.bin", "8", "36", "beyond that file's 40 bytes"},
            {"w.bin", "x", "36", "not a number of bytes"},
            {"../outside.bin", "0", "36", "not a file beside the model"},
            {file("outside.bin").toStdString(), "0", "36", "not a file beside the model"},
            {"sub/w.bin", "0", "36", "not a file beside the model"},
            {"link.bin", "0", "36", "not a file beside the model"},
            {"missing.bin", "0", "36", "not a file beside the model"},
        };
        for (const Case& c : cases) {
            OnnxGraphBuilder b(32);
            ospreyMetadata(
                b, "detection", {"a"},
                R"({"geometry":"letterbox","input_size":32,"resize":32,"mean":[0,0,0],"std":[1,1,1]})",
                "full");
            b.initializer("W", {3, 3}, {});
            onnx::TensorProto* w = initializerNamed(b, "W");
            w->set_data_location(onnx::TensorProto::EXTERNAL);
            const std::pair<const char*, std::string> entries[] = {
                {"location", c.location}, {"offset", c.offset}, {"length", c.length}};
            for (const auto& [key, value] : entries) {
                if (value.empty())
                    continue;
                auto* entry = w->add_external_data();
                entry->set_key(key);
                entry->set_value(value);
            }
            b.node("Identity", {"images"}, {"detections"});
            b.output("detections", {-1, 6});
            const QString path = folder + "/model.onnx";
            b.save(path.toStdString());
            const QString error = openError(path);
            QVERIFY2(error.contains(c.wanted) && error.contains(path),
                     qPrintable(QString::fromStdString(c.location) + ": " + error));
            if (!c.wanted.contains("ONNX Runtime"))
                QVERIFY2(error.contains("'W'"), qPrintable(error));
        }
    }

    // Found by FuzzOnnxPredict: a node that reads a weight no initializer gives (the initializer removed):
    // OpenCV's words for a Gemm, a crash of its importer for a Conv (SIGSEGV); and a graph output no node
    // gives.
    void testNodesReadingWhatNothingGivesAreRefused() {
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     auto* initializers = b.graph->mutable_initializer();
                                     initializers->erase(initializers->begin());  // "W", which Gemm reads
                                 }),
                      "no-weight.onnx", {"node 'Gemm_3'", "'W'"});
        // The fuzzer's case: of the detector's initializers only cls_logits_shape and box_deltas_b left.
        OnnxGraphBuilder fewWeights = detector();
        auto* initializers = fewWeights.graph->mutable_initializer();
        initializers->erase(
            std::remove_if(
                initializers->begin(), initializers->end(),
                [](const auto& t) { return t.name() != "cls_logits_shape" && t.name() != "box_deltas_b"; }),
            initializers->end());
        expectRefused(fewWeights, "few-weights.onnx", {"node 'Conv_2'", "'cls_logits_w'"});
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     b.output("nowhere", {1, 3});
                                 }),
                      "no-output.onnx", {"'nowhere'"});
    }

    // Found by FuzzOnnxPredict: an anchor whose corners are not top left then bottom right gave boxes whose
    // x2 lies left of x1, exit 0.
    void testInvertedAnchorsAreRefused() {
        const std::vector<float> inverted = {12, 2, 2, 12, 10, 8, 30, 28};
        expectRefused(detector([&](DetectorMetadata& m) {
                          m.decoder["anchors"] = base64(inverted.data(), inverted.size() * sizeof(float));
                      }),
                      "inverted-anchor.onnx", {"osprey.decoder", "anchor 0"});
    }

    // Found by FuzzOnnxPredict (UBSan: a null pointer to memcpy): level sizes summing to 0 with no anchors,
    // a detector that can find nothing.
    void testDetectorWithoutAnchorsIsRefused() {
        expectRefused(detector([&](DetectorMetadata& m) {
                          m.decoder["level_sizes"] = {0};
                          m.decoder["anchors"] = "";
                      }),
                      "no-anchors.onnx", {"osprey.decoder", "no anchors"});
    }

    // Found by FuzzOnnxPredict: the values of a small weight that sizes what a node computes (a Pad's pads)
    // made OpenCV allocate 7.8 GB for a 1 MB file. Here a Pad of 1,000 pixels on each side of a 16-pixel
    // input: 49 MB of values for a 3 KB input, exit 0 before; refused before the network runs after.
    void testComputedSizesBeyondTheInputsAreRefused() {
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     b.graph->mutable_node(0)->set_input(0, "padded");
                                     b.initializerInt64("pads", {0, 0, 1000, 1000, 0, 0, 1000, 1000});
                                     auto* pad = b.graph->add_node();
                                     pad->set_op_type("Pad");
                                     pad->set_name("Pad_0");
                                     pad->add_input("images");
                                     pad->add_input("pads");
                                     pad->add_output("padded");
                                     // ONNX wants nodes in order: the Pad first.
                                     auto* nodes = b.graph->mutable_node();
                                     std::rotate(nodes->rbegin(), nodes->rbegin() + 1, nodes->rend());
                                 }),
                      "huge-pad.onnx", {"MB of intermediate values"});
    }

    // Weights that are NaN: the scores were NaN (null in --json), exit 0.
    void testNonFiniteOutputsAreRefused() {
        expectRefused(
            classifier(
                1, [](OnnxGraphBuilder& b) { initializerNamed(b, "B")->set_float_data(1, std::nanf("")); }),
            "nan-bias.onnx", {"finite"});
    }

    // What OpenCV refuses while it runs the network (a Reshape to a shape of another size) reads as an Osprey
    // sentence naming the file, exit 2 (it was exit 1, a failure of Osprey's).
    void testOpenCvFailuresAreOspreySentences() {
        // The input's height and width symbolic: OpenCV sees the sizes only when it runs.
        expectRefused(classifier(1,
                                 [](OnnxGraphBuilder& b) {
                                     symbolicHeightAndWidth(b);
                                     b.graph->mutable_node(2)->set_output(0, "gemm");
                                     b.initializerInt64("bad_shape", {1, 5});
                                     b.node("Reshape", {"gemm", "bad_shape"}, {"logits"});
                                 }),
                      "bad-reshape.onnx", {"OpenCV failed to run"});
        expectRefused(
            classifier(1, [](OnnxGraphBuilder& b) { b.graph->mutable_node(0)->set_op_type("Banana"); }),
            "unknown-op.onnx", {"OpenCV"});
    }
};

QTEST_GUILESS_MAIN(TestOnnxHostileFiles)
#include "TestOnnxHostileFiles.moc"
