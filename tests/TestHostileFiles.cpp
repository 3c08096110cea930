#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "TestSupport.h"
#include "data/formats/shapes/ShapesGenerator.h"

namespace fs = std::filesystem;
using namespace osprey::test;

// Stops the test function at the first failure of a helper's check.
#define CHECKED(call)                   \
    do {                                \
        call;                           \
        if (QTest::currentTestFailed()) \
            return;                     \
    } while (false)

// Issue 36: files that are not what they claim. An exclude list that is a FIFO or /dev/zero, a symlink loop
// or a folder without permission among the pictures, a path in an annotation that leads out of the dataset, a
// dataset with no classes, an --out that is a folder: each is refused with exit 2 naming the file, or
// skipped, named and counted like a corrupt picture; never a hang, a multi-GB read or a whole dataset
// refused.
class TestHostileFiles : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }
    std::string spath(const QString& name) const { return path(name).toStdString(); }

    QStringList train(const QString& config, const QStringList& extra = {}) const {
        return QStringList{"train", "--quiet", "--db", m_db, "--config", config} + extra;
    }

    // The shapes template, small: a detector that trains one short epoch.
    QStringList trainDetector(const QStringList& extra) const {
        return train(
            OSPREY_SOURCE_DIR "/resources/templates/shapes.yaml",
            QStringList{"data.input_size=64", "train.batch_size=2", "train.epochs=1", "data.workers=1"} +
                extra);
    }

    static void expectUsageError(const CliResult& r, const QString& mustMention) {
        QVERIFY2(r.exitCode == 2, qPrintable("exit " + QString::number(r.exitCode) + "\n" + r.err + r.out));
        QVERIFY2(r.err.contains(mustMention), qPrintable("stderr lacks '" + mustMention + "':\n" + r.err));
    }

    // `data check ... --json` (run by `program` when one is named).
    static CliResult dataCheck(const QStringList& args, const QString& program = {}) {
        const QStringList all = QStringList{"data", "check", "--json"} + args;
        if (program.isEmpty())
            return runCli(all);
        const QStringList words = program.split(' ');
        return runProgram(words.front(), words.mid(1) + QStringList{OSPREY_CLI_PATH} + all);
    }

    // Training with `list` as data.exclude_list ends at once with exit 2, naming it and `why`.
    void expectExcludeListRefused(const QString& list, const QString& why) const {
        const CliResult r = runCli(
            train(path("folder.yaml"), {"data.root=" + path("ex"), "data.exclude_list=" + list}), 60000);
        CHECKED(expectUsageError(r, "'" + list + "'"));
        CHECKED(expectUsageError(r, why));
    }

    static QJsonObject jsonOf(const CliResult& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

    // The reasons `data check` gives for the unreadable entries whose path ends with `tail`.
    static QStringList reasonsFor(const QJsonObject& report, const QString& tail) {
        QStringList reasons;
        for (const auto& entry : report["unreadable"].toArray()) {
            if (entry.toObject()["image"].toString().endsWith(tail))
                reasons << entry.toObject()["reason"].toString();
        }
        return reasons;
    }

    static bool anyContains(const QStringList& texts, const QString& part) {
        return std::any_of(texts.begin(), texts.end(), [&](const QString& t) { return t.contains(part); });
    }

    static void writeText(const fs::path& file, const std::string& text) {
        fs::create_directories(file.parent_path());
        writeTextFile(file.string(), text);
    }

    static void writePicture(const fs::path& file) {
        fs::create_directories(file.parent_path());
        cv::imwrite(file.string(), cv::Mat(40, 40, CV_8UC3, cv::Scalar(30, 90, 200)));
    }

    int badImagesOf(const QString& runDir) const {
        const CliResult show = runCli({"runs", "--db", m_db, "show", runDir, "--json"});
        return QJsonDocument::fromJson(show.out.toUtf8()).object()["bad_images"].toInt(-1);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_db = path("runs.db");
        writeSmallExperiment(spath("folder.yaml"), "data: {dataset: folder, input_size: 16, workers: 1}\n");
        writeImageFolder(spath("ex/train"), {"a", "b"}, 10);
        writePicture(spath("outside.png"));  // beside the datasets below, not in any
        writeText(spath("outside.txt"), "0 0.5 0.5 0.2 0.2\n");
    }

    // data.exclude_list a FIFO hung `train`; a symlink to /dev/zero read 2.27 GB and trained on with the list
    // taken as empty. Both, and a list past the bound, are refused before anything is read.
    void testExcludeListThatIsAFifo() {
        const QString fifo = path("exclude.fifo");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        CHECKED(expectExcludeListRefused(fifo, "not a regular file"));
    }

    void testExcludeListThatIsALinkToDevZero() {
        const QString zero = path("exclude-zero.txt");
        QVERIFY(QFile::link("/dev/zero", zero));
        CHECKED(expectExcludeListRefused(zero, "not a regular file"));
    }

    void testExcludeListPastItsBound() {
        const QString huge = path("exclude-huge.txt");
        writeText(huge.toStdString(), "ex/train/a/img000.png\n");
        fs::resize_file(huge.toStdString(), 300ull << 20);  // sparse: no disk used
        const CliResult r = runCli(
            {"data", "check", "--data", "folder", "--root", path("ex"), "data.exclude_list=" + huge}, 60000);
        CHECKED(expectUsageError(r, "'" + huge + "'"));
        CHECKED(expectUsageError(r, "more than the 256 MiB"));
    }

    // A symlink loop in a class folder refused the whole dataset with the file system's "Too many levels of
    // symbolic links" (train and data check); it is one unreadable picture, skipped, named and counted.
    void testSymlinkLoopInAClassFolderIsSkippedAndCounted() {
        writeImageFolder(spath("loop/train"), {"a", "b"}, 20);
        const QString loop = path("loop/train/a/loop.png");
        QVERIFY(QFile::link(loop, loop));
        const CliResult r =
            runCli(train(path("folder.yaml"), {"data.root=" + path("loop"), "data.val_fraction=0.1",
                                               "data.max_bad_fraction=0.1", "--run-dir", path("loop-run")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains("loop.png") && r.err.contains("Too many levels of symbolic links"),
                 qPrintable(r.err));
        QVERIFY2(r.out.contains("skipped 1 unreadable"), qPrintable(r.out));
        QCOMPARE(badImagesOf(path("loop-run")), 1);

        // One more among the class folders: data check lists both and checks the rest.
        const QString classLoop = path("loop/train/zz");
        QVERIFY(QFile::link(classLoop, classLoop));
        const CliResult check = dataCheck({"--data", "folder", "--root", path("loop")});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        const QJsonObject report = jsonOf(check);
        QVERIFY2(anyContains(reasonsFor(report, "/a/loop.png"), "Too many levels of symbolic links"),
                 qPrintable(QJsonDocument(report).toJson()));
        QVERIFY2(anyContains(reasonsFor(report, "/train/zz"), "Too many levels of symbolic links"),
                 qPrintable(QJsonDocument(report).toJson()));
        const QJsonObject statistics = report["statistics"].toObject();
        QCOMPARE(statistics["train"].toObject()["unreadable"].toInt() +
                     statistics["val"].toObject()["unreadable"].toInt(),
                 2);
        QCOMPARE(
            statistics["train"].toObject()["images"].toInt() + statistics["val"].toObject()["images"].toInt(),
            40);
    }

    // Skipped files count against data.max_bad_fraction like unreadable pictures: too many end the command
    // before a run is recorded (no run left "running").
    void testTooManySkippedFilesEndTrainingBeforeItStarts() {
        writeImageFolder(spath("loops/train"), {"a", "b"}, 10);
        for (const char* name : {"a/x.png", "a/y.png", "b/z.png"}) {
            const QString loop = path("loops/train/") + name;
            QVERIFY(QFile::link(loop, loop));
        }
        const CliResult r = runCli(train(path("folder.yaml"), {"data.root=" + path("loops")}));
        CHECKED(expectUsageError(r, "3 of 23 images cannot be read"));
        CHECKED(expectUsageError(r, "b/z.png"));
        const CliResult runs = runCli({"runs", "--db", m_db, "list", "--json"});
        QVERIFY2(!runs.out.contains("\"running\""), qPrintable(runs.out));
    }

    // A folder among the pictures that may not be read: skipped, named and counted (root reads every folder,
    // so the check runs as nobody when the test runs as root).
    void testUnreadableFolderIsSkippedAndCounted() {
        writeImageFolder(spath("locked/train"), {"a", "b"}, 10);
        writePicture(spath("locked/train/a/private/secret.png"));
        QCOMPARE(::chmod(spath("locked/train/a/private").c_str(), 0), 0);
        QString program;
        if (::geteuid() == 0) {
            if (QStandardPaths::findExecutable("setpriv").isEmpty())
                QSKIP("running as root without setpriv: every folder is readable");
            program = "setpriv --reuid=65534 --regid=65534 --clear-groups";
            QCOMPARE(::chmod(m_dir.path().toLocal8Bit().constData(), 0755), 0);
        }
        const CliResult check = dataCheck({"--data", "folder", "--root", path("locked")}, program);
        QCOMPARE(::chmod(spath("locked/train/a/private").c_str(), 0755), 0);
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        const QJsonObject report = jsonOf(check);
        QVERIFY2(anyContains(reasonsFor(report, "/a/private"), "Permission denied"),
                 qPrintable(QJsonDocument(report).toJson()));
    }

    // `export --out` naming a folder ended with exit 1 after the whole export; it is bad input (2), found
    // before the weights are even read, as is an --out whose folder does not exist.
    void testExportOutIsCheckedBeforeTheExport() {
        writeImageFolder(spath("exp/train"), {"a", "b"}, 10);
        CliResult r =
            runCli(train(path("folder.yaml"), {"data.root=" + path("exp"), "--run-dir", path("exp-run")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QDir().mkpath(path("exported.onnx")));
        r = runCli({"export", "--run", path("exp-run"), "--out", path("exported.onnx")});
        CHECKED(expectUsageError(r, "'" + path("exported.onnx") + "'"));
        CHECKED(expectUsageError(r, "it is a folder"));
        QVERIFY(QDir(path("exported.onnx")).isEmpty());
        r = runCli({"export", "--model", "resnet18", "--weights", path("no-such.pth"), "--out",
                    path("exported.onnx")});
        CHECKED(expectUsageError(r, "'" + path("exported.onnx") + "'"));
        QVERIFY2(!r.err.contains("no-such.pth"), qPrintable(r.err));
        r = runCli({"export", "--run", path("exp-run"), "--out", path("nowhere/model.onnx")});
        CHECKED(expectUsageError(r, "'" + path("nowhere") + "'"));
        QVERIFY(QDir().mkpath(path("weights.safetensors")));
        r = runCli({"weights", "export", "--run", path("exp-run"), "--out", path("weights.safetensors")});
        CHECKED(expectUsageError(r, "'" + path("weights.safetensors") + "'"));
    }

    // YOLO `names: []` trained a model of 0 classes to exit 0; no format may give a dataset without classes.
    void testYoloWithoutNamesIsRefused() {
        writePicture(spath("yolo0/images/train/a.png"));
        writePicture(spath("yolo0/images/train/b.png"));
        writeText(spath("yolo0/data.yaml"), "train: images/train\nval: images/train\nnames: []\n");
        const QString yaml = path("yolo0/data.yaml");
        CliResult r = runCli({"data", "check", "--data", "yolo", "--root", yaml});
        CHECKED(expectUsageError(r, "'" + yaml + "'"));
        CHECKED(expectUsageError(r, "names"));
        r = runCli(trainDetector({"data.dataset=yolo", "data.root=" + yaml}));
        CHECKED(expectUsageError(r, "'" + yaml + "'"));
        writeText(spath("yolo0/data.yaml"), "train: images/train\nval: images/train\nnames: {}\n");
        CHECKED(
            expectUsageError(runCli({"data", "check", "--data", "yolo", "--root", yaml}), "'" + yaml + "'"));
    }

    void testVocWithoutObjectsIsRefused() {
        writePicture(spath("voc0/JPEGImages/a.png"));
        writeText(spath("voc0/Annotations/a.xml"), "<annotation><filename>a.png</filename></annotation>");
        const CliResult r = runCli({"data", "check", "--data", "voc", "--root", path("voc0"),
                                    "data.train_split=train", "data.val_split=train"});
        CHECKED(expectUsageError(r, path("voc0")));
        CHECKED(expectUsageError(r, "no classes"));
    }

    // COCO without categories was refused before issue 36 already; it stays so.
    void testCocoWithoutCategoriesIsRefused() {
        nlohmann::json coco{{"images", {{{"id", 1}, {"file_name", "a.png"}}}},
                            {"annotations", nlohmann::json::array()},
                            {"categories", nlohmann::json::array()}};
        writePicture(spath("coco0/train/a.png"));
        fs::create_directories(spath("coco0/annotations"));
        writeText(spath("coco0/annotations/instances_train.json"), coco.dump());
        writeText(spath("coco0/annotations/instances_val.json"), coco.dump());
        CHECKED(expectUsageError(runCli({"data", "check", "--data", "coco", "--root", path("coco0")}),
                                 "has no categories"));
    }

    // A COCO file_name of ../../../../etc/passwd opened the file outside data.root. Every path an annotation
    // names (COCO file_name, VOC filename and ImageSets ids, YOLO image lists and label files) must lead,
    // symlinks followed, into the dataset's folder: otherwise the picture is skipped, named and counted.
    void testCocoFileNamesStayUnderTheRoot() {
        const fs::path coco = spath("coco");
        osprey::ShapesGenerator shapes(osprey::ShapesGenerator::Options::forSize(64));
        const std::string trainJson = shapes.writeCoco(coco.string(), "train", 1, 6);
        shapes.writeCoco(coco.string(), "val", 2, 2, 100);
        fs::create_symlink(spath("outside.png"), coco / "train" / "escape.png");
        nlohmann::json j = nlohmann::json::parse(std::ifstream(trainJson));
        j["images"].push_back({{"id", 90}, {"file_name", "../../../../../../../../../../etc/passwd"}});
        j["images"].push_back({{"id", 91}, {"file_name", "escape.png"}, {"width", 40}, {"height", 40}});
        j["images"].push_back(
            {{"id", 92}, {"file_name", "../../outside.png"}, {"width", 40}, {"height", 40}});
        writeText(trainJson, j.dump());
        const CliResult check = dataCheck({"--data", "coco", "--root", path("coco")});
        QVERIFY2(check.exitCode == 0, qPrintable(check.err));
        const QJsonObject report = jsonOf(check);
        const QString dump = QJsonDocument(report).toJson();
        for (const QString& name :
             {QString("/etc/passwd"), QString("/escape.png"), QString("/outside.png")}) {
            QVERIFY2(anyContains(reasonsFor(report, name), "outside the dataset folder"),
                     qPrintable(name + dump));
        }
        QCOMPARE(report["statistics"].toObject()["train"].toObject()["images"].toInt(), 6);
        QCOMPARE(report["statistics"].toObject()["train"].toObject()["unreadable"].toInt(), 3);
        // Training counts them as unreadable pictures.
        const CliResult r =
            runCli(trainDetector({"data.dataset=coco", "data.root=" + path("coco"),
                                  "data.max_bad_fraction=0.5", "--run-dir", path("coco-run")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains("outside the dataset folder"), qPrintable(r.err));
        QCOMPARE(badImagesOf(path("coco-run")), 3);
    }

    // Pascal VOC: a filename out of JPEGImages/ and an ImageSets id out of Annotations/.
    void testVocPathsStayUnderTheRoot() {
        const fs::path voc = spath("voc");
        const std::string object =
            "<size><width>40</width><height>40</height></size><object><name>thing</name><bndbox><xmin>5</"
            "xmin>"
            "<ymin>5</ymin><xmax>20</xmax><ymax>20</ymax></bndbox></object></annotation>";
        writePicture(voc / "JPEGImages" / "a.png");
        writeText((voc / "Annotations" / "a.xml").string(),
                  "<annotation><filename>a.png</filename>" + object);
        writeText((voc / "Annotations" / "b.xml").string(),
                  "<annotation><filename>../../outside.png</filename>" + object);
        writeText(spath("evil.xml"), "<annotation><filename>a.png</filename>" + object);
        fs::create_directories(voc / "ImageSets" / "Main");
        writeText((voc / "ImageSets" / "Main" / "train.txt").string(), "a\nb\n../../evil\n");
        const CliResult vocCheck = dataCheck(
            {"--data", "voc", "--root", path("voc"), "data.train_split=train", "data.val_split=train"});
        QVERIFY2(vocCheck.exitCode == 0, qPrintable(vocCheck.err));
        const QJsonObject vocReport = jsonOf(vocCheck);
        const QString vocDump = QJsonDocument(vocReport).toJson();
        QVERIFY2(anyContains(reasonsFor(vocReport, "/outside.png"), "outside the dataset folder"),
                 qPrintable(vocDump));
        QVERIFY2(anyContains(reasonsFor(vocReport, "/evil.xml"), "outside the dataset folder"),
                 qPrintable(vocDump));
        QCOMPARE(vocReport["statistics"].toObject()["train"].toObject()["images"].toInt(), 1);
    }

    // YOLO: an image list naming a picture out of the dataset, a label file that is a symlink out of it.
    void testYoloPathsStayUnderTheRoot() {
        const fs::path yolo = spath("yolo");
        writePicture(yolo / "images" / "train" / "a.png");
        writePicture(yolo / "images" / "train" / "b.png");
        fs::create_directories(yolo / "labels" / "train");
        writeText((yolo / "labels" / "train" / "a.txt").string(), "0 0.5 0.5 0.2 0.2\n");
        fs::create_symlink(spath("outside.txt"), yolo / "labels" / "train" / "b.txt");
        writeText((yolo / "train.txt").string(), "images/train/a.png\nimages/train/b.png\n../outside.png\n");
        writeText((yolo / "data.yaml").string(),
                  "path: .\ntrain: train.txt\nval: train.txt\nnames: [thing]\n");
        const CliResult yoloCheck = dataCheck({"--data", "yolo", "--root", path("yolo/data.yaml")});
        QVERIFY2(yoloCheck.exitCode == 0, qPrintable(yoloCheck.err));
        const QJsonObject yoloReport = jsonOf(yoloCheck);
        const QString yoloDump = QJsonDocument(yoloReport).toJson();
        QVERIFY2(anyContains(reasonsFor(yoloReport, "/outside.png"), "outside the dataset folder"),
                 qPrintable(yoloDump));
        QVERIFY2(anyContains(reasonsFor(yoloReport, "/labels/train/b.txt"), "outside the dataset folder"),
                 qPrintable(yoloDump));
        QCOMPARE(yoloReport["statistics"].toObject()["train"].toObject()["images"].toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "TestHostileFiles.moc"
