#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "models/ClassificationModel.h"
#include "models/ModelRegistry.h"
#include "models/detection/RetinaNet.h"
#include "weights/ModelWeights.h"
#include "weights/StateDictLoader.h"
#include "weights/WeightFile.h"

using namespace osprey;

// Weight files travel both ways between torchvision and Osprey: a torchvision state dict saved with
// torch.save gives the same logits in Osprey, and what Osprey exports (.pth and .safetensors) gives the same
// logits in torchvision. The fixtures come from tests/fixtures/torchvision_logits.py, run with Debian's
// python3-torchvision (OSPREY_PYTHON overrides the interpreter).
class TestTorchvisionInterop : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    StateDict m_reference;
    std::map<std::string, torch::Tensor> m_ospreyLogits;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

    torch::Tensor reference(const std::string& name) const {
        for (const auto& t : m_reference) {
            if (t.name == name)
                return t.tensor;
        }
        return {};
    }

    static void runPython(const QString& mode, const QString& dir) {
        const QString python = qEnvironmentVariable("OSPREY_PYTHON", "/usr/bin/python3");
        QProcess p;
        p.start(python, {QString(OSPREY_SOURCE_DIR) + "/tests/fixtures/torchvision_logits.py", mode, dir});
        QVERIFY2(p.waitForFinished(300000), "the fixture script did not finish");
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(python + " " + mode +
                            " failed (this test needs Debian's python3-torchvision, which "
                            "./osprey.sh test installs):\n" +
                            p.readAllStandardError()));
    }

    static void compareLogits(const torch::Tensor& ours, const torch::Tensor& theirs, const QString& what) {
        QVERIFY2(theirs.defined(), qPrintable(what + ": missing"));
        QCOMPARE(ours.sizes().vec(), theirs.sizes().vec());
        const double diff = (ours - theirs).abs().max().item<double>();
        qInfo("%s: largest logit difference %.2e", qPrintable(what), diff);
        QVERIFY2(diff <= 1e-4, qPrintable(QString("%1: logits differ by %2").arg(what).arg(diff)));
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        runPython("make", m_dir.path());
        m_reference = readForeignWeights(path("reference.pth")).tensors;
        QVERIFY(reference("input").defined());
    }

    void testImportedLogitsEqualTorchvision_data() {
        QTest::addColumn<QString>("model");
        for (const char* name : {"resnet18", "efficientnet_b0", "mobilenet_v2"})
            QTest::newRow(name) << QString(name);
    }
    void testImportedLogitsEqualTorchvision() {
        QFETCH(QString, model);
        const std::string name = model.toStdString();
        CheckpointMeta meta;
        auto net = classifierFromWeights(name, path(name + ".pth"), &meta);
        QCOMPARE(meta.numClasses, int64_t{1000});
        QCOMPARE(QString::fromStdString(meta.classNames.at(207)), QString("golden retriever"));
        net->eval();
        torch::NoGradGuard noGrad;
        const torch::Tensor logits = net->forward(reference("input"));
        compareLogits(logits, reference(name), model + " imported");
        m_ospreyLogits[name] = logits;
        writeWeightFile(path("osprey_" + name + ".pth"), stateDictOf(*net));
        writeWeightFile(path("osprey_" + name + ".safetensors"), stateDictOf(*net), {{"format", "pt"}});
    }

    // torchvision's RetinaNet weights in Osprey's RetinaNet: the same head outputs, anchors, losses and
    // post-processed detections.
    void testRetinaNetMatchesTorchvision() {
        runPython("retinanet", m_dir.path());
        const StateDict reference = readForeignWeights(path("retinanet_reference.pth")).tensors;
        auto get = [&reference](const std::string& name) {
            for (const auto& t : reference) {
                if (t.name == name)
                    return t.tensor;
            }
            return torch::Tensor();
        };
        ModelOptions options;
        options.numClasses = 5;
        auto detector = ModelRegistry::instance().createDetector("retinanet_resnet50_fpn", options);
        auto* retinanet = dynamic_cast<RetinaNetImpl*>(detector.get());
        QVERIFY(retinanet);
        const LoadReport report = loadStateDict(*retinanet, readForeignWeights(path("retinanet.pth")).tensors,
                                                LoadOptions{}, "retinanet.pth");
        QVERIFY2(report.complete(), report.describe().c_str());
        retinanet->eval();
        torch::NoGradGuard noGrad;
        const auto outputs = retinanet->run(get("input"));
        compareLogits(torch::cat(outputs.classLogits, 1), get("cls_logits"), "RetinaNet class logits");
        compareLogits(torch::cat(outputs.boxDeltas, 1), get("bbox_regression"), "RetinaNet box regression");
        QVERIFY(torch::equal(torch::cat(outputs.anchors), get("anchors")));

        std::vector<DetectionTarget> targets(2);
        targets[0] = {get("target_boxes"), get("target_labels")};
        targets[1] = {torch::zeros({0, 4}), torch::zeros({0}, torch::kInt64)};
        const DetectionLosses losses = retinanet->loss(outputs, targets);
        const double cls = losses.classification.item<double>(), box = losses.boxRegression.item<double>();
        const double refCls = get("loss_classification").item<double>(),
                     refBox = get("loss_box").item<double>();
        qInfo("losses: classification %.6f (torchvision %.6f), box %.6f (torchvision %.6f)", cls, refCls, box,
              refBox);
        QVERIFY(std::abs(cls - refCls) <= 1e-4 * std::abs(refCls));
        QVERIFY(std::abs(box - refBox) <= 1e-4 * std::abs(refBox));

        const Detections d = retinanet->detect(outputs, 256, 320).at(0);
        QCOMPARE(d.boxes.size(0), get("det_boxes").size(0));
        QVERIFY(torch::equal(d.labels, get("det_labels")));
        QVERIFY(torch::allclose(d.scores, get("det_scores"), 0, 1e-5));
        QVERIFY(torch::allclose(d.boxes, get("det_boxes"), 0, 1e-3));
    }

    void testExportedFilesLoadInTorchvision() {
        QCOMPARE(m_ospreyLogits.size(), size_t{3});
        runPython("check", m_dir.path());
        const StateDict check = readForeignWeights(path("check.pth")).tensors;
        QCOMPARE(check.size(), size_t{6});
        for (const auto& t : check) {
            const std::string model = t.name.substr(0, t.name.rfind('_'));
            compareLogits(m_ospreyLogits.at(model), t.tensor, QString::fromStdString(t.name));
        }
    }
};

QTEST_GUILESS_MAIN(TestTorchvisionInterop)
#include "TestTorchvisionInterop.moc"
