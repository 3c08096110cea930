#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "store/RecordStore.h"

using namespace osprey::test;

// The commands a user runs after training: models, eval, predict, runs, bench — their output formats.
class TestCliCommands : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.path() + "/" + name; }
    QString db() const { return path("runs.db"); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeImageFolder(path("shapes/train").toStdString(), {"circle", "square"}, 40);
        writeImageFolder(path("shapes/val").toStdString(), {"circle", "square"}, 10);
        writeSmallExperiment(path("exp.yaml").toStdString(),
                             "data: {dataset: folder, input_size: 16, workers: 1, root: " +
                                 path("shapes").toStdString() + "}\n");
        const CliResult r = runCli({"train", "--db", db(), "--run-dir", path("run"), "-c", path("exp.yaml"),
                                    "train.epochs=3", "checkpoint.every=1", "checkpoint.keep=2"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("stored in " + path("run")), qPrintable(r.out));
        QVERIFY2(r.out.contains("validation top-1"), qPrintable(r.out));
    }

    void testModelsJson() {
        const CliResult r = runCli({"models", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray models = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(models.size() >= 9);
        bool sawResnet50 = false;
        for (const auto& m : models) {
            const QJsonObject o = m.toObject();
            QVERIFY(o.contains("name") && o.contains("task") && o.contains("params"));
            if (o["name"].toString() == "resnet50") {
                sawResnet50 = true;
                QCOMPARE(o["params"].toInteger(), 25557032LL);
                QCOMPARE(o["task"].toString(), QString("classification"));
            }
        }
        QVERIFY(sawResnet50);
    }

    void testPeriodicCheckpointsArePruned() {
        QVERIFY(QFile::exists(path("run/last.pt")));
        QVERIFY(QFile::exists(path("run/best.pt")));
        QVERIFY(!QFile::exists(path("run/epoch-0001.pt")));
        QVERIFY(QFile::exists(path("run/epoch-0002.pt")));
        QVERIFY(QFile::exists(path("run/epoch-0003.pt")));
        // The store lists exactly the checkpoint files that exist, once each (issue 17: it kept a row for
        // every epoch's last.pt and the pruned epoch-0001.pt).
        const CliResult r = runCli({"runs", "--db", db(), "show", path("run"), "--json"});
        QCOMPARE(r.exitCode, 0);
        QStringList listed;
        for (const auto& c : QJsonDocument::fromJson(r.out.toUtf8()).object()["checkpoints"].toArray())
            listed << QFileInfo(c.toObject()["path"].toString()).fileName();
        listed.sort();
        QCOMPARE(listed, (QStringList{"best.pt", "epoch-0002.pt", "epoch-0003.pt", "last.pt"}));
    }

    void testPredictJson() {
        const CliResult r =
            runCli({"predict", "--run", path("run"), "--top-k", "2", "--logits", "--json",
                    path("shapes/val/circle/img000.png"), path("shapes/val/square/img001.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray images = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(images.size(), 2);
        const QJsonObject first = images[0].toObject();
        QCOMPARE(first["image"].toString(), path("shapes/val/circle/img000.png"));
        const QJsonArray predictions = first["predictions"].toArray();
        QCOMPARE(predictions.size(), 2);
        const QJsonObject top = predictions[0].toObject();
        QVERIFY(top.contains("class_id") && top.contains("label") && top.contains("score"));
        QCOMPARE(top["label"].toString(), QString("circle"));  // the shapes are easy
        QVERIFY(top["score"].toDouble() > predictions[1].toObject()["score"].toDouble());
        QCOMPARE(first["logits"].toArray().size(), 2);
        QCOMPARE(images[1].toObject()["predictions"].toArray()[0].toObject()["label"].toString(),
                 QString("square"));
    }

    void testPredictWithUnreadableImageStillAnswersTheOthers() {
        writeTextFile(path("junk.png").toStdString(), "no");
        const CliResult r = runCli({"predict", "--run", path("run"), "--json", path("junk.png"),
                                    path("shapes/val/circle/img000.png")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("junk.png"));
        const QJsonArray images = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(images.size(), 2);
        QVERIFY(images[0].toObject().contains("error"));
        QVERIFY(images[1].toObject().contains("predictions"));
    }

    // --out draws what the model sees into copies of the pictures: for a classifier, its classes and scores
    // in a bar across the top; the rest of the picture and the original file are untouched, and the input's
    // own folder is refused as the output.
    void testPredictOutDrawsAClassifiersClassesOntoCopies() {
        const QString image = path("shapes/val/circle/img000.png");
        const cv::Mat original = cv::imread(image.toStdString());
        CliResult r =
            runCli({"predict", "--run", path("run"), "--top-k", "1", "--out", path("drawn"), image});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("drawn: " + path("drawn/img000.png")), qPrintable(r.out));
        const cv::Mat drawn = cv::imread(path("drawn/img000.png").toStdString());
        QCOMPARE(drawn.size(), original.size());
        const int last = original.rows - 1;
        QVERIFY(cv::countNonZero(original.row(0).reshape(1) != drawn.row(0).reshape(1)) >
                0);  // the label bar
        QCOMPARE(cv::countNonZero(original.row(last).reshape(1) != drawn.row(last).reshape(1)), 0);
        QCOMPARE(cv::countNonZero(cv::imread(image.toStdString()).reshape(1) != original.reshape(1)), 0);

        r = runCli({"predict", "--run", path("run"), "--out", path("shapes/val/circle"), image});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("would overwrite the input image"), qPrintable(r.err));
    }

    void testEvalJsonAndText() {
        CliResult r = runCli({"eval", "--run", path("run"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["samples"].toInt(), 20);
        QVERIFY(o["top1"].toDouble() >= 90.0);
        QCOMPARE(o["confusion_matrix"].toArray().size(), 2);
        QCOMPARE(o["per_class_accuracy"].toArray().size(), 2);
        QVERIFY(o.contains("loss") && o.contains("top5"));
        r = runCli({"eval", "--config", path("exp.yaml"), "--weights", path("run/best.pt")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("confusion matrix"));
    }

    // Issue 21: `eval --run R --record` adds an `eval` validation to the run's inspect.db whose records give
    // the top-1 it printed (a repeat replaces it); `--split train` evaluates the training pictures; --record
    // without a run folder is refused.
    void testEvalRecordWritesAnEvalValidation() {
        const std::string records = osprey::RecordStore::pathIn(path("run").toStdString());
        for (int repeat = 0; repeat < 2; ++repeat) {
            const CliResult r = runCli({"eval", "--run", path("run"), "--record", "--json"});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const double printed = QJsonDocument::fromJson(r.out.toUtf8()).object()["top1"].toDouble();
            osprey::RecordStore store(records);
            std::vector<osprey::RecordedValidation> evals;
            for (const auto& v : store.validations())
                if (v.source == "eval")
                    evals.push_back(v);
            QCOMPARE(evals.size(), size_t{1});
            QCOMPARE(evals[0].split, std::string("val"));
            QVERIFY(evals[0].epoch >= 0 && evals[0].epoch <= 2);  // best.pt: one of the 3 epochs
            const osprey::EpochRecords e = store.read(evals[0].id);
            const auto samples = store.samples("val");
            QCOMPARE(e.items, int64_t{20});
            QCOMPARE(samples.size(), size_t{20});
            int right = 0;
            for (size_t i = 0; i < samples.size(); ++i)
                right += e.u16.at("pred")[i] == samples[i].label;
            QCOMPARE(100.0 * right / 20, printed);
            QCOMPARE(nlohmann::json::parse(e.summary).at("top1").get<double>(), printed);
        }
        CliResult r = runCli({"eval", "--run", path("run"), "--record", "--split", "train"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("records     train split"), qPrintable(r.out));
        {
            osprey::RecordStore store(records);
            QCOMPARE(store.samples("train").size(), size_t{80});
            int trainSplit = 0;
            for (const auto& v : store.validations()) {
                if (v.split != "train")
                    continue;
                ++trainSplit;
                QCOMPARE(v.source, std::string("eval"));
                QCOMPARE(store.read(v.id).items, int64_t{80});
            }
            QCOMPARE(trainSplit, 1);
        }
        r = runCli({"eval", "--config", path("exp.yaml"), "--weights", path("run/best.pt"), "--record"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--record needs --run"), qPrintable(r.err));
        r = runCli({"eval", "--run", path("run"), "--split", "test"});
        QCOMPARE(r.exitCode, 2);
    }

    // Issue 17: `eval --run` runs the evaluation loop validation ran during training, in the run's precision,
    // so it reproduces the top-1 and loss the run recorded (under bf16 the old `eval` ran in fp32 and its
    // loss differed).
    void testEvalReproducesTrainingValidation_data() {
        QTest::addColumn<QString>("precision");
        QTest::newRow("fp32") << "fp32";
        QTest::newRow("bf16") << "bf16";
    }
    void testEvalReproducesTrainingValidation() {
        QFETCH(QString, precision);
        const QString run = path("repro-" + precision);
        CliResult r = runCli({"train", "--db", db(), "--run-dir", run, "-c", path("exp.yaml"),
                              "train.epochs=1", "hardware.precision=" + precision});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const auto recorded = epochTop1AndLoss(db().toStdString(), run.toStdString());
        QVERIFY(recorded.count(0) == 1);
        // Unfused: exactly what validation recorded. Fused (the default; fp32 runs only, issue 20): batch
        // norms folded and oneDNN's kernels give the same top-1 and the loss within float rounding.
        for (const bool fuse : {false, true}) {
            r = runCli({"eval", "--run", run, "--json", fuse ? "--fuse" : "--no-fuse"});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(result["top1"].toDouble(), recorded.at(0).first);
            const double loss = result["loss"].toDouble();
            const double tolerance =
                fuse && precision == "fp32" ? 1e-6 * std::abs(recorded.at(0).second) : 1e-9;
            QVERIFY2(std::abs(loss - recorded.at(0).second) <= tolerance,
                     qPrintable(QStringLiteral("eval%1 loss %2, recorded %3")
                                    .arg(fuse ? "" : " --no-fuse")
                                    .arg(loss, 0, 'g', 17)
                                    .arg(recorded.at(0).second, 0, 'g', 17)));
        }
    }

    void testRunsListShowExport() {
        CliResult r = runCli({"runs", "--db", db(), "list"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("finished"));
        r = runCli({"runs", "--db", db(), "show", path("run"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject run = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(run["status"].toString(), QString("finished"));
        QVERIFY(run["latest_metrics"].toObject().contains("val/top1"));
        r = runCli({"runs", "--db", db(), "export", QString::number(run["id"].toInt()), "--csv", "--out",
                    path("m.csv")});
        QCOMPARE(r.exitCode, 0);
        QFile csv(path("m.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines[0], QString("run_id,step,epoch,name,value,wall_time"));
        QVERIFY(lines.size() > 5);
        QVERIFY(runCli({"runs", "--db", db(), "show", "9999"}).exitCode == 2);
    }

    void testTrainingOptionsStillLearn() {
        // AdamW, step schedule with warm-up, accumulation, clipping, label smoothing and mixup together.
        const CliResult r =
            runCli({"train", "--db", db(), "--run-dir", path("options-run"), "-c", path("exp.yaml"),
                    "train.epochs=4", "optim.name=adamw", "optim.lr=0.003", "schedule.name=step",
                    "schedule.milestones=[3]", "schedule.warmup_epochs=0.5", "train.accumulate=2",
                    "optim.grad_clip=1.0", "train.label_smoothing=0.1", "train.mixup_alpha=0.2",
                    "train.batch_size=8"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QRegularExpression accuracy("validation top-1 ([0-9.]+)%");
        const auto match = accuracy.match(r.out);
        QVERIFY2(match.hasMatch(), qPrintable(r.out));
        QVERIFY2(match.captured(1).toDouble() >= 90.0, qPrintable(r.out));
    }

    void testGroupNormRunPredictsFromItsCheckpoint() {
        const CliResult r =
            runCli({"train", "--quiet", "--db", db(), "--run-dir", path("gn-run"), "-c", path("exp.yaml"),
                    "train.epochs=3", "model.norm=group", "model.norm_groups=8"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QRegularExpression accuracy("validation top-1 ([0-9.]+)%");
        const auto match = accuracy.match(r.out);
        QVERIFY2(match.hasMatch() && match.captured(1).toDouble() >= 90.0, qPrintable(r.out));
        // the checkpoint says it holds group norm, so predict rebuilds the same model
        const CliResult p =
            runCli({"predict", "--run", path("gn-run"), "--json", path("shapes/val/square/img002.png")});
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        const QJsonArray images = QJsonDocument::fromJson(p.out.toUtf8()).array();
        QCOMPARE(images[0].toObject()["predictions"].toArray()[0].toObject()["label"].toString(),
                 QString("square"));
    }

    void testPrintConfigShowsResolvedValuesWithDescriptions() {
        const CliResult r = runCli({"train", "-c", path("exp.yaml"), "--print-config", "train.epochs=42"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("epochs: 42"));
        QVERIFY(r.out.contains("# Number of passes over the training data"));
    }

    // export -> inspect -> import -> predict, and training that starts from an exported file.
    void testWeightsExportInspectImport() {
        CliResult r = runCli({"weights", "export", "--run", path("run"), "--out", path("w.pth")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({"weights", "export", "--run", path("run"), "--out", path("w.safetensors")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString& file : {path("w.pth"), path("w.safetensors")}) {
            r = runCli({"weights", "inspect", "--json", file});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(o["parameters"].toInteger(), 269722LL - 64 * 10 - 10 + 64 * 2 + 2);  // 2 classes
            const QJsonObject first = o["tensors"].toArray()[0].toObject();
            QCOMPARE(first["name"].toString(), QString("conv1.weight"));
            QCOMPARE(first["shape"].toArray().size(), 4);
        }
        // A foreign file predicts with torchvision preprocessing and class indices for labels.
        r = runCli({"predict", "--model", "cifar_resnet20", "--weights", path("w.pth"), "--json",
                    path("shapes/val/circle/img000.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray foreign = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(foreign[0].toObject()["predictions"].toArray().size(), 2);
        r = runCli({"predict", "--weights", path("w.pth"), path("shapes/val/circle/img000.png")});
        QVERIFY2(r.exitCode == 2 && r.err.contains("--model"), qPrintable(r.err));
        // Imported, the file becomes an Osprey weights file that carries its model.
        r = runCli({"weights", "import", path("w.safetensors"), "--model", "cifar_resnet20", "--out",
                    path("imported.pt")});
        QVERIFY2(r.exitCode == 0 && r.out.contains("0 missing, 0 unexpected"), qPrintable(r.err + r.out));
        r = runCli(
            {"predict", "--weights", path("imported.pt"), "--json", path("shapes/val/circle/img000.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Training starts from the exported weights; the same file does not fit another model strictly.
        r = runCli({"train", "--db", db(), "--run-dir", path("from-weights"), "-c", path("exp.yaml"),
                    "train.epochs=1", "model.weights=" + path("w.pth")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("tensors loaded") && r.out.contains("0 missing"), qPrintable(r.out));
        r = runCli({"train", "--db", db(), "--run-dir", path("wrong-weights"), "-c", path("exp.yaml"),
                    "train.epochs=1", "model.name=cifar_resnet32", "model.weights=" + path("w.pth")});
        QVERIFY2(r.exitCode == 2 && r.err.contains("w.pth") && r.err.contains("do not fit"),
                 qPrintable(r.err));
    }

    // bf16 autocast with weight averaging: it learns, the average is validated and checkpointed separately,
    // and a resumed run continues the same average.
    void testBf16RunWithWeightAveraging() {
        const QStringList common = {"-c", path("exp.yaml"), "hardware.precision=bf16", "train.ema_decay=0.9",
                                    "checkpoint.metric=val_ema/top1"};
        CliResult r = runCli(
            QStringList{"train", "--db", db(), "--run-dir", path("ema-run"), "train.epochs=3"} + common);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("bf16 autocast") && r.out.contains("weight averaging: decay 0.9"),
                 qPrintable(r.out));
        const QRegularExpression accuracy("validation top-1 ([0-9.]+)%");
        const auto match = accuracy.match(r.out);
        QVERIFY2(match.hasMatch() && match.captured(1).toDouble() >= 90.0, qPrintable(r.out));
        r = runCli({"runs", "--db", db(), "show", path("ema-run"), "--json"});
        const QJsonObject metrics =
            QJsonDocument::fromJson(r.out.toUtf8()).object()["latest_metrics"].toObject();
        QVERIFY2(metrics.contains("val_ema/top1") && metrics.contains("val/top1"), qPrintable(r.out));
        const double emaTop1 = metrics["val_ema/top1"].toDouble();

        // eval --ema reproduces the averaged accuracy; predict and export take the average too.
        r = runCli({"eval", "--run", path("ema-run"), "--ema", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(std::abs(QJsonDocument::fromJson(r.out.toUtf8()).object()["top1"].toDouble() - emaTop1) <
                1e-6);
        r = runCli({"predict", "--run", path("ema-run"), "--ema", path("shapes/val/circle/img000.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(
            {"weights", "export", "--run", path("ema-run"), "--ema", "--out", path("ema.safetensors")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({"predict", "--run", path("run"), "--ema", path("shapes/val/circle/img000.png")});
        QVERIFY2(r.exitCode == 2 && r.err.contains("no averaged (EMA) weights"), qPrintable(r.err));

        // Two epochs, then a resume to three: the same averaged accuracy as three epochs straight.
        r = runCli(QStringList{"train", "--db", db(), "--run-dir", path("ema-resumed"), "train.epochs=2"} +
                   common);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        r = runCli(QStringList{"train", "--db", db(), "--resume", path("ema-resumed"), "train.epochs=3"} +
                   common);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        r = runCli({"runs", "--db", db(), "show", path("ema-resumed"), "--json"});
        const double resumed = QJsonDocument::fromJson(r.out.toUtf8())
                                   .object()["latest_metrics"]
                                   .toObject()["val_ema/top1"]
                                   .toDouble();
        QCOMPARE(resumed, emaTop1);
    }

    void testBenchTrainAndDataJson() {
        CliResult r = runCli({"bench", "train", "--model", "cifar_resnet20", "--batch-size", "8",
                              "--image-size", "32", "--steps", "3", "--warmup", "1", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["steps"].toInt(), 3);
        QVERIFY(o["img_per_s"].toDouble() > 0);
        r = runCli({"bench", "data", "--data", path("shapes/train"), "--batch-size", "8", "--image-size",
                    "16", "--steps", "5", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o["img_per_s"].toDouble() > 0);
        // Training on a folder's batches (two epochs' worth), and a detector on synthetic objects.
        r = runCli({"bench", "train", "--model", "cifar_resnet20", "--data", path("shapes/val"),
                    "--batch-size", "8", "--image-size", "16", "--steps", "4", "--warmup", "1", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object()["steps"].toInt(), 4);
        r = runCli({"bench", "train", "--model", "retinanet_resnet18_fpn", "--batch-size", "2",
                    "--image-size", "64", "--steps", "1", "--warmup", "0", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).object()["img_per_s"].toDouble() > 0);
        r = runCli({"bench", "train", "--model", "retinanet_resnet18_fpn", "--data", path("shapes/val"),
                    "--batch-size", "8"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("detectors are timed on synthetic images"), qPrintable(r.err));
        // Inference latency per batch size, for a classifier and a detector.
        for (const char* model : {"cifar_resnet20", "ssd300_resnet34"}) {
            r = runCli({"bench", "infer", "--model", model, "--batch-sizes", "1,2", "--steps", "3",
                        "--warmup", "1", "--json"});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonArray batches = QJsonDocument::fromJson(r.out.toUtf8()).object()["batches"].toArray();
            QCOMPARE(batches.size(), 2);
            for (const auto& b : batches) {
                const QJsonObject row = b.toObject();
                QVERIFY(row["p50_ms"].toDouble() > 0);
                QVERIFY(row["p50_ms"].toDouble() <= row["p90_ms"].toDouble());
                QVERIFY(row["p90_ms"].toDouble() <= row["p95_ms"].toDouble());
                QVERIFY(row["p95_ms"].toDouble() <= row["p99_ms"].toDouble());
                QVERIFY(row["img_per_s"].toDouble() > 0);
            }
            QCOMPARE(batches[1].toObject()["batch_size"].toInt(), 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliCommands)
#include "TestCliCommands.moc"
