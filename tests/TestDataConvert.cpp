// osprey-cli data convert (issue 37): class folders and COCO folders to TFRecord shards that the Python peer
// (PyPI's tfrecord, tests/tfrecord_peer.py) reads with the same bytes and labels, COCO to COCO, and the
// refusals: a folder that is not empty, a format that does not fit the task.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "util/AtomicFile.h"

using namespace osprey;
using namespace osprey::test;

class TestDataConvert : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    // The peer's reading of a shard (every CRC checked): one JSON object per record, feature -> [kind,
    // values] (bytes as hex).
    QList<nlohmann::json> peerRecords(const QString& shard, const QString& compression = {}) {
        QStringList args{QStringLiteral(OSPREY_SOURCE_DIR "/tests/tfrecord_peer.py"), QStringLiteral("read"),
                         shard};
        if (!compression.isEmpty())
            args << compression;
        const CliResult r = runProgram(QStringLiteral(OSPREY_PEER_PYTHON), args, 120000);
        if (r.exitCode != 0) {
            qWarning("%s",
                     qPrintable("the peer could not read " + shard +
                                " (the build's venv needs tfrecord: ./osprey.sh test makes it): " + r.err));
            return {};
        }
        QList<nlohmann::json> out;
        for (const nlohmann::json& record : nlohmann::json::parse(r.out.toStdString()))
            out << record;
        return out;
    }

    static std::string hexOf(const std::string& bytes) {
        static const char* digits = "0123456789abcdef";
        std::string out;
        for (unsigned char c : bytes) {
            out += digits[c >> 4];
            out += digits[c & 15];
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Class folders (train/ and val/) to TFRecord: ImageNet's layout, every picture's own bytes, labels from
    // 1, the class name as synset, DALI's index beside; the peer reads it all back.
    void testClassFoldersToTfRecord() {
        writeImageFolder(path("classes/train").toStdString(), {"cat", "dog", "emu"}, 5, 24);
        writeImageFolder(path("classes/val").toStdString(), {"cat", "dog", "emu"}, 2, 24);
        const CliResult r = runCli({"data", "convert", "--from", path("classes"), "--to", path("classes-tf"),
                                    "--format", "tfrecord", "--shard-size", "4"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains("converted 21 of 21 pictures"), qPrintable(r.err));
        const QStringList train = QDir(path("classes-tf")).entryList({"train-*"}, QDir::Files, QDir::Name);
        QCOMPARE(train, QStringList({"train-00000-of-00004", "train-00001-of-00004", "train-00002-of-00004",
                                     "train-00003-of-00004"}));
        QVERIFY(QFile::exists(path("classes-tf/validation-00000-of-00002")));
        QVERIFY(QFile::exists(path("classes-tf/idx/train-00003-of-00004.idx")));

        // What the peer reads: 15 training pictures, each class's five with its label and its file's bytes.
        std::map<std::string, int> perClass;
        for (const QString& shard : train) {
            for (const nlohmann::json& record : peerRecords(path("classes-tf/") + shard)) {
                const std::string name = record["image/class/synset"][1][0];
                const int64_t label = record["image/class/label"][1][0];
                const std::string file = record["image/filename"][1][0];
                QCOMPARE(label, int64_t(std::string("catdogemu").find(hexToText(name)) / 3 + 1));
                const std::string own =
                    readFile(path("classes/train/").toStdString() + hexToText(name) + "/" + hexToText(file));
                QCOMPARE(std::string(record["image/encoded"][1][0]), hexOf(own));
                QCOMPARE(hexToText(record["image/format"][1][0]), std::string("png"));
                ++perClass[hexToText(name)];
            }
        }
        QCOMPARE(perClass, (std::map<std::string, int>{{"cat", 5}, {"dog", 5}, {"emu", 5}}));

        // The index is DALI's: the peer's tfrecord2idx makes the same file.
        const QString shard = path("classes-tf/train-00001-of-00004");
        const CliResult index = runProgram(QStringLiteral(OSPREY_PEER_PYTHON),
                                           {QStringLiteral(OSPREY_SOURCE_DIR "/tests/tfrecord_peer.py"),
                                            QStringLiteral("index"), shard, path("peer.idx")});
        QVERIFY2(index.exitCode == 0, qPrintable(index.err));
        QCOMPARE(readFile(path("peer.idx").toStdString()),
                 readFile(path("classes-tf/idx/train-00001-of-00004.idx").toStdString()));
    }

    // A COCO folder (the shapes demo's) to TFRecord in the OD API's layout, and to COCO again: the same
    // boxes.
    void testCocoToTfRecordAndCoco() {
        const CliResult shapes =
            runCli({"shapes", "--out", path("shapes"), "--counts", "6,3", "--size", "96", "--seed", "4"});
        QVERIFY2(shapes.exitCode == 0, qPrintable(shapes.err));
        const CliResult r = runCli({"data", "convert", "--from", path("shapes"), "--to", path("shapes-tf"),
                                    "--format", "tfrecord", "--compression", "gzip"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(!QFile::exists(path("shapes-tf/idx")), "an index of a compressed shard");
        const nlohmann::json gt =
            nlohmann::json::parse(readFile(path("shapes/annotations/instances_val.json").toStdString()));
        std::map<int64_t, std::pair<int64_t, int64_t>> sizes;
        for (const auto& image : gt["images"])
            sizes[image["id"]] = {image["width"], image["height"]};
        std::map<int64_t, std::vector<std::vector<double>>> boxes;  // image -> [x, y, w, h, category]
        for (const auto& a : gt["annotations"]) {
            const auto& b = a["bbox"];
            boxes[a["image_id"]].push_back({b[0], b[1], b[2], b[3], a["category_id"]});
        }
        const QString shard = path("shapes-tf/validation-00000-of-00001");
        QFile gz(shard);
        QVERIFY(gz.open(QIODevice::ReadOnly));
        QCOMPARE(gz.read(2), QByteArray("\x1f\x8b"));  // a GZIP stream
        gz.close();
        int records = 0;
        for (const nlohmann::json& record : peerRecords(shard, QStringLiteral("gzip"))) {
            const int64_t id = std::stoll(hexToText(record["image/source_id"][1][0]));
            const auto [w, h] = sizes.at(id);
            QCOMPARE(int64_t(record["image/width"][1][0]), w);
            const auto& xmin = record["image/object/bbox/xmin"][1];
            const auto& ymax = record["image/object/bbox/ymax"][1];
            const auto& label = record["image/object/class/label"][1];
            QCOMPARE(xmin.size(), boxes[id].size());
            for (size_t k = 0; k < xmin.size(); ++k) {
                QVERIFY(std::abs(double(xmin[k]) * double(w) - boxes[id][k][0]) < 1e-3);
                QVERIFY(std::abs(double(ymax[k]) * double(h) - (boxes[id][k][1] + boxes[id][k][3])) < 1e-3);
                QCOMPARE(int64_t(label[k]), int64_t(boxes[id][k][4]));
            }
            ++records;
        }
        QCOMPARE(records, 3);

        const CliResult coco = runCli(
            {"data", "convert", "--from", path("shapes"), "--to", path("shapes-coco"), "--format", "coco"});
        QVERIFY2(coco.exitCode == 0, qPrintable(coco.err + coco.out));
        const nlohmann::json again =
            nlohmann::json::parse(readFile(path("shapes-coco/annotations/instances_val.json").toStdString()));
        QCOMPARE(again["images"].size(), gt["images"].size());
        QCOMPARE(again["annotations"].size(), gt["annotations"].size());
        for (size_t k = 0; k < gt["annotations"].size(); ++k) {
            for (int c = 0; c < 4; ++c)
                QVERIFY(std::abs(double(again["annotations"][k]["bbox"][c]) -
                                 double(gt["annotations"][k]["bbox"][c])) < 1e-3);
        }
        for (const auto& image : again["images"])
            QVERIFY(QFile::exists(path("shapes-coco/val/") + QString::fromStdString(image["file_name"])));
    }

    // Nothing is overwritten without --force; a format that does not fit the task is refused before writing.
    void testRefusals() {
        QVERIFY(QDir().mkpath(path("busy")));
        writeTextFile(path("busy/keep.txt").toStdString(), "mine");
        writeImageFolder(path("few/train").toStdString(), {"a", "b"}, 2, 16);
        writeImageFolder(path("few/val").toStdString(), {"a", "b"}, 1, 16);
        CliResult r =
            runCli({"data", "convert", "--from", path("few"), "--to", path("busy"), "--format", "folder"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is not empty") && r.err.contains("--force"), qPrintable(r.err));
        r = runCli({"data", "convert", "--from", path("few"), "--to", path("busy"), "--format", "coco"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("classification dataset"), qPrintable(r.err));
        r = runCli({"data", "convert", "--from", path("few"), "--to", path("busy"), "--format", "folder",
                    "--force"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QCOMPARE(readFile(path("busy/keep.txt").toStdString()), std::string("mine"));
        QCOMPARE(QDir(path("busy/train/a")).entryList(QDir::Files).size(), 2);
        r = runCli(
            {"data", "convert", "--from", path("nothing-here"), "--to", path("x"), "--format", "folder"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(path("x")));
    }

private:
    static std::string hexToText(const std::string& hex) {
        std::string out;
        for (size_t i = 0; i + 1 < hex.size(); i += 2)
            out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
        return out;
    }
};

QTEST_GUILESS_MAIN(TestDataConvert)
#include "TestDataConvert.moc"
