// data.dataset: tfrecord (issue 37) against records the Python peer writes (PyPI's tfrecord,
// tests/tfrecord_peer.py; never Osprey's own writer): ImageNet-layout shards train a classifier as the same
// JPEG bytes in class folders do; TF OD API records evaluate to the same twelve COCO numbers as a COCO folder
// of the same JPEGs; GZIP shards read; a corrupt record is refused by file and offset or skipped and counted;
// an index beside the data is used and a bad one refused by name; nothing is written beside the data;
// detectDataset recognises the folders; data convert gives back the pictures' own bytes; hostile shards.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <random>
#include <set>

#include "TestSupport.h"
#include "config/Config.h"
#include "data/formats/DatasetDetection.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"

using namespace osprey;
using namespace osprey::test;
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kClasses = {"circle", "square", "triangle"};
constexpr int kTrainPerClass = 30, kValPerClass = 10;

std::string bytesOf(const std::string& path) {
    return readFile(path);
}

// Every file under `root` (relative name -> bytes).
std::map<std::string, std::string> filesUnder(const fs::path& root) {
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file())
            out[fs::relative(e.path(), root).string()] = bytesOf(e.path().string());
    return out;
}

}  // namespace

class TestTfRecordData : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

    // The peer writes `spec` (shard name -> records) as shards of `layout` into `folder`.
    void peerShards(const std::string& layout, const nlohmann::json& spec, const std::string& folder,
                    const QString& compression = {}) {
        fs::create_directories(folder);
        const std::string specPath = folder + ".spec.json";
        std::ofstream(specPath) << spec.dump();
        QStringList args{QStringLiteral(OSPREY_SOURCE_DIR "/tests/tfrecord_peer.py"),
                         QStringLiteral("shards"), QString::fromStdString(layout),
                         QString::fromStdString(specPath), QString::fromStdString(folder)};
        if (!compression.isEmpty())
            args << compression;
        const CliResult r = runProgram(QStringLiteral(OSPREY_PEER_PYTHON), args, 120000);
        QVERIFY2(r.exitCode == 0, qPrintable("the peer (the build's venv needs tfrecord): " + r.err));
    }

    // DALI's index of `shard` as the peer's tfrecord2idx writes it, as (offset, size) pairs.
    std::vector<std::pair<uint64_t, uint64_t>> peerIndex(const std::string& shard, const std::string& out) {
        const CliResult r =
            runProgram(QStringLiteral(OSPREY_PEER_PYTHON),
                       {QStringLiteral(OSPREY_SOURCE_DIR "/tests/tfrecord_peer.py"), QStringLiteral("index"),
                        QString::fromStdString(shard), QString::fromStdString(out)});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        std::vector<std::pair<uint64_t, uint64_t>> entries;
        std::ifstream in(out);
        uint64_t offset = 0, size = 0;
        while (in >> offset >> size)
            entries.emplace_back(offset, size);
        return entries;
    }

    static Config tfConfig(const std::string& root, const std::vector<std::string>& more = {}) {
        Config c;
        c.applyOverrides({"data.dataset=tfrecord", "data.root=" + root});
        c.applyOverrides(more);
        return c;
    }

    static QString errorOf(const std::function<void()>& f) {
        try {
            f();
        } catch (const InputError& e) {
            return QString::fromStdString(e.what());
        }
        return {};
    }

    // A picture of class `c`: its shape in a random colour and place on a noisy background, as a JPEG.
    static std::string classPicture(int c, std::mt19937& rng) {
        std::uniform_int_distribution<int> colour(0, 255), shift(-3, 3);
        cv::Mat image(32, 32, CV_8UC3);
        cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(60));
        const cv::Scalar ink(colour(rng), colour(rng), 128 + colour(rng) / 2);
        const cv::Point centre(16 + shift(rng), 16 + shift(rng));
        if (c == 0) {
            cv::circle(image, centre, 9, ink, -1);
        } else if (c == 1) {
            cv::rectangle(image, centre - cv::Point(8, 8), centre + cv::Point(8, 8), ink, -1);
        } else {
            const std::vector<cv::Point> triangle = {centre + cv::Point(0, -10), centre + cv::Point(-10, 8),
                                                     centre + cv::Point(10, 8)};
            cv::fillConvexPoly(image, triangle, ink);
        }
        std::vector<uchar> jpeg;
        cv::imencode(".jpg", image, jpeg, {cv::IMWRITE_JPEG_QUALITY, 90});
        return std::string(jpeg.begin(), jpeg.end());
    }

    // Class folders <root>/{train,val}/<class>/ of JPEGs, and the same files as ImageNet-layout shards
    // written by the peer (labels 1-based, synset the class name): train in two shards, validation in one.
    void writeClassificationData() {
        std::mt19937 rng(5);
        nlohmann::json spec;
        for (const auto& [split, count] :
             {std::pair{"train", kTrainPerClass}, std::pair{"val", kValPerClass}}) {
            std::vector<nlohmann::json> records;
            for (size_t c = 0; c < kClasses.size(); ++c) {
                const fs::path folder = fs::path(path("classes")) / split / kClasses[c];
                fs::create_directories(folder);
                for (int i = 0; i < count; ++i) {
                    char name[32];
                    std::snprintf(name, sizeof name, "img%03d.jpg", i);
                    writeFileAtomically((folder / name).string(), classPicture(static_cast<int>(c), rng));
                    records.push_back({{"jpeg", (folder / name).string()},
                                       {"label", c + 1},
                                       {"synset", kClasses[c]},
                                       {"text", kClasses[c] + " shape"},
                                       {"height", 32},
                                       {"width", 32}});
                }
            }
            if (std::string(split) == "train") {
                const size_t half = records.size() / 2;
                spec["train-00000-of-00002"] =
                    std::vector<nlohmann::json>(records.begin(), records.begin() + half);
                spec["train-00001-of-00002"] =
                    std::vector<nlohmann::json>(records.begin() + half, records.end());
            } else {
                spec["validation-00000-of-00001"] = records;
            }
        }
        peerShards("imagenet", spec, path("cls-shards"));
        peerShards("imagenet", spec, path("cls-gzip"), QStringLiteral("gzip"));
    }

    // A COCO folder of 64-pixel JPEGs with boxes (categories 1 "box" and 3 "disc", a crowd box among the
    // validation ones), and the same files as TF OD API shards written by the peer (source_id the COCO id).
    void writeDetectionData() {
        std::mt19937 rng(9);
        std::uniform_int_distribution<int> place(0, 40), side(12, 22), colour(60, 255);
        nlohmann::json spec;
        for (const auto& [split, count, firstId] :
             {std::tuple{"train", 16, 100}, std::tuple{"val", 16, 500}}) {
            const fs::path folder = fs::path(path("coco")) / split;
            fs::create_directories(folder);
            nlohmann::json coco = {
                {"images", nlohmann::json::array()},
                {"annotations", nlohmann::json::array()},
                {"categories", {{{"id", 1}, {"name", "box"}}, {{"id", 3}, {"name", "disc"}}}}};
            std::vector<nlohmann::json> records;
            for (int i = 0; i < count; ++i) {
                cv::Mat image(64, 64, CV_8UC3);
                cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(50));
                nlohmann::json record = {{"source_id", std::to_string(firstId + i)},
                                         {"height", 64},
                                         {"width", 64},
                                         {"boxes", nlohmann::json::array()},
                                         {"labels", nlohmann::json::array()},
                                         {"texts", nlohmann::json::array()},
                                         {"crowd", nlohmann::json::array()}};
                for (int k = 0; k < 1 + i % 2; ++k) {
                    const int x = place(rng), y = place(rng), s = side(rng);
                    const bool disc = (i + k) % 2 == 1;
                    const cv::Scalar ink(colour(rng), colour(rng), colour(rng));
                    if (disc)
                        cv::circle(image, {x + s / 2, y + s / 2}, s / 2, ink, -1);
                    else
                        cv::rectangle(image, {x, y}, {x + s - 1, y + s - 1}, ink, -1);
                    const bool crowd = std::string(split) == "val" && i == 3 && k == 1;
                    coco["annotations"].push_back({{"id", coco["annotations"].size() + 1},
                                                   {"image_id", firstId + i},
                                                   {"category_id", disc ? 3 : 1},
                                                   {"bbox", {x, y, s, s}},
                                                   {"area", s * s},
                                                   {"iscrowd", crowd ? 1 : 0}});
                    // Pixels / 64: exact in float, so both readers hold the same boxes.
                    record["boxes"].push_back({x / 64.0, y / 64.0, (x + s) / 64.0, (y + s) / 64.0});
                    record["labels"].push_back(disc ? 3 : 1);
                    record["texts"].push_back(disc ? "disc" : "box");
                    record["crowd"].push_back(crowd ? 1 : 0);
                }
                const std::string name = "p" + std::to_string(firstId + i) + ".jpg";
                cv::imwrite((folder / name).string(), image);
                coco["images"].push_back(
                    {{"id", firstId + i}, {"file_name", name}, {"width", 64}, {"height", 64}});
                record["jpeg"] = (folder / name).string();
                records.push_back(record);
            }
            fs::create_directories(path("coco/annotations"));
            std::ofstream(path("coco/annotations/instances_" + std::string(split) + ".json")) << coco.dump();
            spec[std::string(split) == "train" ? "train-00000-of-00001" : "validation-00000-of-00001"] =
                records;
        }
        peerShards("od", spec, path("od-shards"));
    }

    // The data folders the tests read, made read-only: nothing may be written beside the data.
    void makeReadOnly(const std::string& folder) {
        for (const auto& e : fs::recursive_directory_iterator(folder))
            ::chmod(e.path().c_str(), e.is_directory() ? 0555 : 0444);
        ::chmod(folder.c_str(), 0555);
    }

    // Each epoch's validation top-1 of a classifier trained on `dataLines` by osprey-cli.
    std::vector<double> trainedTop1(const std::string& name, const std::string& dataLines) {
        const std::string experiment = writeSmallExperiment(path(name + ".yaml"), dataLines);
        const CliResult r =
            runCli({"train", "--config", QString::fromStdString(experiment), "--run-dir",
                    QString::fromStdString(path(name)), "--db", QString::fromStdString(path("runs.db")),
                    "train.epochs=5", "train.batch_size=8"});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        std::vector<double> out;
        for (const auto& [epoch, top1AndLoss] : epochTop1AndLoss(path("runs.db"), path(name)))
            out.push_back(top1AndLoss.first);
        return out;
    }

    // The twelve COCO numbers of `eval --json` of the weights on the experiment `config`.
    std::map<std::string, double> cocoNumbers(const std::string& config, const std::string& weights) {
        const CliResult r = runCli({"eval", "--config", QString::fromStdString(config), "--weights",
                                    QString::fromStdString(weights), "--json"});
        std::map<std::string, double> out;
        if (r.exitCode != 0) {
            qWarning("%s", qPrintable(r.err));
            return out;
        }
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        const nlohmann::json& coco = j.contains("coco") ? j["coco"] : j;
        for (const char* key :
             {"AP", "AP50", "AP75", "APs", "APm", "APl", "AR1", "AR10", "AR100", "ARs", "ARm", "ARl"})
            if (coco.contains(key))
                out[key] = coco[key].get<double>();
        return out;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeClassificationData();
        writeDetectionData();
        makeReadOnly(path("cls-shards"));
        makeReadOnly(path("od-shards"));
    }

    // The reader's items are the class folders' pictures: same order, same JPEG bytes (handed to the region
    // decoder as they are), labels mapped from ImageNet's 1-based ones, class names from the synsets.
    void testImageNetShardsHoldTheClassFoldersPictures() {
        Config folder;
        folder.applyOverrides({"data.dataset=folder", "data.root=" + path("classes")});
        const DatasetSplits expected = buildDatasets(folder);
        const DatasetSplits read = buildDatasets(tfConfig(path("cls-shards")));
        QCOMPARE(read.train->classNames(), kClasses);
        QCOMPARE(read.val->classNames(), kClasses);
        for (const auto& [want, got] :
             {std::pair{expected.train, read.train}, std::pair{expected.val, read.val}}) {
            QCOMPARE(got->size(), want->size());
            for (size_t i = 0; i < got->size(); ++i) {
                QCOMPARE(got->label(i), want->label(i));
                std::vector<uint8_t> a, b;
                QVERIFY(want->encodedBytes(i, a));
                QVERIFY(got->encodedBytes(i, b));
                QVERIFY(a == b);
            }
        }
        QCOMPARE(read.train->itemName(17), std::string("train-00000-of-00002:17"));
        QCOMPARE(read.train->itemName(45), std::string("train-00001-of-00002:0"));
        // Told the labels are 0-based, class 0 is the unused one: the mapping is the key's, not a guess.
        const DatasetSplits zero =
            buildDatasets(tfConfig(path("cls-shards"), {"data.tfrecord.label_offset=0"}));
        QCOMPARE(zero.train->classNames().size(), size_t{4});
        QCOMPARE(zero.train->label(0), 1);
        // Class names from image/class/text when the synset key names no feature.
        const DatasetSplits text =
            buildDatasets(tfConfig(path("cls-shards"), {"data.tfrecord.class_name_key=image/class/none"}));
        QCOMPARE(text.train->classNames().front(), std::string("circle shape"));
    }

    // Trained from the peer's shards (read-only, no index: built and cached in the run's folder), a
    // classifier reaches the accuracy it reaches on the same JPEGs in class folders (same seed, within 1.5
    // points); no file appears beside the data.
    void testClassifierTrainsAsOnClassFolders() {
        const auto before = filesUnder(path("cls-shards"));
        const std::vector<double> folder = trainedTop1(
            "folder-run", "data: {dataset: folder, root: " + path("classes") + ", input_size: 32}\n");
        const std::vector<double> records = trainedTop1(
            "records-run", "data: {dataset: tfrecord, root: " + path("cls-shards") + ", input_size: 32}\n");
        QCOMPARE(folder.size(), size_t{5});
        QCOMPARE(records.size(), folder.size());
        for (size_t epoch = 0; epoch < folder.size(); ++epoch) {
            qInfo("epoch %zu val top-1: class folders %.2f, TFRecord shards %.2f", epoch + 1, folder[epoch],
                  records[epoch]);
            QVERIFY(std::abs(folder[epoch] - records[epoch]) <= 1.5);
        }
        QVERIFY(*std::max_element(folder.begin(), folder.end()) >
                60.0);  // it learned: the comparison means something
        QVERIFY(filesUnder(path("cls-shards")) == before);
        size_t cached = 0;
        for (const auto& e : fs::directory_iterator(path("records-run/record-index")))
            cached += e.path().extension() == ".idx";
        QCOMPARE(cached, size_t{3});
    }

    // A detector's eval of the peer's TF OD API records gives the twelve COCO numbers of the COCO folder of
    // the same JPEGs (1e-6): boxes to pixels, class ids and names, is_crowd as iscrowd, source_id as image
    // id.
    void testDetectorEvalMatchesCocoFolder() {
        const std::string coco = path("det-coco.yaml"), records = path("det-records.yaml");
        const std::string common =
            "task: detection\nseed: 0\nmodel: {name: retinanet_resnet18_fpn, anchor_sizes: [8, 16, 32, 64, "
            "128]}\ntrain: {epochs: 4, batch_size: 8}\noptim: {name: adamw, lr: 0.001}\neval: "
            "{score_threshold: 0.001}\n";
        std::ofstream(coco) << common << "data: {dataset: coco, root: " << path("coco")
                            << ", input_size: 64, workers: 0}\n";
        std::ofstream(records) << common << "data: {dataset: tfrecord, root: " << path("od-shards")
                               << ", input_size: 64, workers: 0}\n";
        const CliResult r = runCli({"train", "--config", QString::fromStdString(coco), "--run-dir",
                                    QString::fromStdString(path("det-run")), "--db",
                                    QString::fromStdString(path("runs.db"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto want = cocoNumbers(coco, path("det-run/last.pt"));
        const auto got = cocoNumbers(records, path("det-run/last.pt"));
        QCOMPARE(want.size(), size_t{12});
        QCOMPARE(got.size(), size_t{12});
        qInfo("COCO folder AP %.6f AR100 %.6f; records AP %.6f AR100 %.6f", want.at("AP"), want.at("AR100"),
              got.at("AP"), got.at("AR100"));
        QVERIFY(want.at("AR100") > 0);  // numbers worth comparing
        for (const auto& [key, value] : want)
            QVERIFY2(std::abs(got.at(key) - value) <= 1e-6, key.c_str());
        // In memory: the same boxes, ids and crowd flags as the COCO reader's.
        Config cocoConfig = Config::fromFile(coco), recordConfig = Config::fromFile(records);
        const AnnotationWarning quiet = [](const std::string&) {};
        const DetectionSplits a = buildDetectionDatasets(cocoConfig, quiet);
        const DetectionSplits b = buildDetectionDatasets(recordConfig, quiet);
        QCOMPARE(b.val->classNames(), a.val->classNames());
        QCOMPARE(b.val->size(), a.val->size());
        size_t crowd = 0;
        for (size_t i = 0; i < a.val->size(); ++i) {
            QCOMPARE(b.val->imageId(i), a.val->imageId(i));
            QCOMPARE(b.val->boxes(i).size(), a.val->boxes(i).size());
            for (size_t k = 0; k < a.val->boxes(i).size(); ++k) {
                const BoxLabel& x = a.val->boxes(i)[k];
                const BoxLabel& y = b.val->boxes(i)[k];
                QVERIFY(x.x1 == y.x1 && x.y1 == y.y1 && x.x2 == y.x2 && x.y2 == y.y2);
                QCOMPARE(y.classId, x.classId);
                QCOMPARE(y.crowd, x.crowd);
                crowd += y.crowd;
            }
        }
        QCOMPARE(crowd, size_t{1});
    }

    // GZIP shards (TensorFlow's TFRecordOptions) read to the same pictures and labels.
    void testGzipShardsRead() {
        const DatasetSplits plain = buildDatasets(tfConfig(path("cls-shards")));
        const DatasetSplits gzip = buildDatasets(tfConfig(path("cls-gzip")));
        QCOMPARE(gzip.train->size(), plain.train->size());
        QCOMPARE(gzip.val->size(), plain.val->size());
        for (size_t i = 0; i < plain.train->size(); ++i) {
            QCOMPARE(gzip.train->label(i), plain.train->label(i));
            std::vector<uint8_t> a, b;
            QVERIFY(plain.train->encodedBytes(i, a) && gzip.train->encodedBytes(i, b));
            QVERIFY(a == b);
        }
        QVERIFY(!gzip.train->image(3).empty());
    }

    // A record whose payload is damaged is refused naming the shard and the record's byte offset; with
    // data.skip_corrupt_records it is skipped and counted, in the dataset and in data check's report.
    void testCorruptRecordRefusedOrSkipped() {
        const std::string folder = path("corrupt");
        fs::create_directories(folder);
        for (const auto& e : fs::directory_iterator(path("cls-shards")))
            writeFileAtomically(folder + "/" + e.path().filename().string(), bytesOf(e.path().string()));
        const std::string shard = folder + "/train-00000-of-00002";
        const auto index = peerIndex(shard, path("corrupt.idx"));
        QCOMPARE(index.size(), size_t{45});
        const uint64_t offset = index[5].first;
        std::string bytes = bytesOf(shard);
        bytes[offset + 12 + 40] ^= 0x20;  // inside the payload: its CRC no longer matches
        writeFileAtomically(shard, bytes);

        const QString refused = errorOf([&] { buildDatasets(tfConfig(folder)); });
        QVERIFY2(refused.contains(QString::fromStdString(shard)) &&
                     refused.contains(QStringLiteral("byte %1").arg(offset)),
                 qPrintable(refused));

        const DatasetSplits skipped = buildDatasets(tfConfig(folder, {"data.skip_corrupt_records=true"}));
        QCOMPARE(skipped.train->size(), size_t{89});
        QCOMPARE(skipped.train->skippedFiles().size(), size_t{1});
        QVERIFY(skipped.train->skippedFiles()[0].reason.find("byte " + std::to_string(offset)) !=
                std::string::npos);
        QCOMPARE(skipped.train->itemName(5), std::string("train-00000-of-00002:6"));  // names keep numbers

        const CliResult r =
            runCli({"data", "check", "--data", "tfrecord", "--root", QString::fromStdString(folder), "--json",
                    "data.skip_corrupt_records=true"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QString::fromStdString(shard)) &&
                     r.out.contains(QStringLiteral("byte %1").arg(offset)),
                 qPrintable(r.out.left(2000)));
    }

    // DALI's index beside a shard (<shard>.idx) is read instead of scanning; one that does not fit the shard
    // is refused naming the index file.
    void testIndexBesideTheDataIsUsedAndABadOneRefused() {
        const std::string folder = path("indexed");
        fs::create_directories(folder);
        for (const auto& e : fs::directory_iterator(path("cls-shards"))) {
            const std::string name = e.path().filename().string();
            writeFileAtomically(folder + "/" + name, bytesOf(e.path().string()));
            peerIndex(folder + "/" + name, folder + "/" + name + ".idx");
        }
        const DatasetSplits good = buildDatasets(tfConfig(folder));
        QCOMPARE(good.train->size(), size_t{90});
        QCOMPARE(good.val->size(), size_t{30});

        const std::string idx = folder + "/train-00001-of-00002.idx";
        const std::string original = bytesOf(idx);
        // Offsets that stay inside the file but do not lead to records: the index is what was read.
        std::istringstream in(original);
        std::string shifted;
        uint64_t offset = 0, size = 0;
        while (in >> offset >> size)
            shifted += std::to_string(offset == 0 ? 0 : offset + 1) + " " + std::to_string(size) + "\n";
        for (const std::string& bad : {std::string("0 17\nnot numbers\n"), shifted,
                                       original.substr(0, original.rfind('\n', original.size() - 2) + 1)}) {
            writeFileAtomically(idx, bad);
            const QString error = errorOf([&] {
                const DatasetSplits s = buildDatasets(tfConfig(folder));
                std::vector<uint8_t> bytes;
                for (size_t i = 0; i < s.train->size(); ++i)
                    s.train->encodedBytes(i, bytes);
            });
            QVERIFY2(error.contains(QString::fromStdString(idx)), qPrintable(error));
        }
        writeFileAtomically(idx, original);
        QCOMPARE(buildDatasets(tfConfig(folder)).train->size(), size_t{90});
    }

    // New Experiment and data convert recognise a folder of shards, with or without index files, and its
    // task from the first record's keys.
    void testRecognisedByDetectDataset() {
        DatasetGuess g = detectDataset(path("cls-shards"));
        QCOMPARE(g.format, std::string("tfrecord"));
        QCOMPARE(g.task, std::string("classification"));
        QCOMPARE(g.root, path("cls-shards"));
        g = detectDataset(path("od-shards"));
        QCOMPARE(g.format, std::string("tfrecord"));
        QCOMPARE(g.task, std::string("detection"));
        g = detectDataset(path("cls-gzip"));
        QCOMPARE(g.format, std::string("tfrecord"));
        g = detectDataset(path("indexed"));  // <shard>.idx beside each
        QCOMPARE(g.format, std::string("tfrecord"));
        QCOMPARE(g.task, std::string("classification"));
        g = detectDataset(path("classes"));  // class folders stay class folders
        QCOMPARE(g.format, std::string("folder"));
    }

    // data convert from the peer's shards to class folders, and a detector's to a COCO folder, writes each
    // picture's own bytes.
    void testConvertToFolderGivesBackTheBytes() {
        const CliResult r = runCli({"data", "convert", "--from", QString::fromStdString(path("cls-shards")),
                                    "--to", QString::fromStdString(path("converted")), "--format", "folder"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char* split : {"train", "val"}) {
            for (const std::string& c : kClasses) {
                std::multiset<std::string> want, got;
                for (const auto& [name, bytes] : filesUnder(path("classes/") + split + "/" + c))
                    want.insert(bytes);
                for (const auto& [name, bytes] : filesUnder(path("converted/") + split + "/" + c))
                    got.insert(bytes);
                QVERIFY2(!want.empty() && got == want, (std::string(split) + "/" + c).c_str());
            }
        }
        // A detector's records to a COCO folder: the same pictures' bytes, the same boxes read back.
        const CliResult coco =
            runCli({"data", "convert", "--from", QString::fromStdString(path("od-shards")), "--to",
                    QString::fromStdString(path("converted-coco")), "--format", "coco"});
        QVERIFY2(coco.exitCode == 0, qPrintable(coco.err));
        for (const char* split : {"train", "val"}) {
            std::multiset<std::string> want, got;
            for (const auto& [name, bytes] : filesUnder(path("coco/") + split))
                want.insert(bytes);
            for (const auto& [name, bytes] : filesUnder(path("converted-coco/") + split))
                got.insert(bytes);
            QVERIFY2(!want.empty() && got == want, split);
        }
        Config back;
        back.applyOverrides({"task=detection", "data.dataset=coco", "data.root=" + path("converted-coco")});
        const DetectionSplits read = buildDetectionDatasets(back, [](const std::string&) {});
        QCOMPARE(read.val->size(), size_t{16});
        QCOMPARE(read.val->classNames(), (std::vector<std::string>{"box", "disc"}));
    }

    // An attacker's shards: a FIFO and a directory named like shards, a symlink out of the folder, and a glob
    // key leading out of it: skipped and named, or refused; never hanging or read.
    void testHostileShards() {
        const std::string folder = path("hostile");
        fs::create_directories(folder + "/train-00009-of-00009");  // a folder: not a shard
        for (const auto& e : fs::directory_iterator(path("cls-shards")))
            writeFileAtomically(folder + "/" + e.path().filename().string(), bytesOf(e.path().string()));
        QCOMPARE(::mkfifo((folder + "/train-00007-of-00009").c_str(), 0644), 0);
        fs::create_symlink("/etc/passwd", folder + "/train-00008-of-00009");
        const DatasetSplits s = buildDatasets(tfConfig(folder));
        QCOMPARE(s.train->size(), size_t{90});
        std::set<std::string> skipped;
        for (const SkippedFile& f : s.train->skippedFiles())
            skipped.insert(fs::path(f.path).filename().string());
        QVERIFY(skipped == (std::set<std::string>{"train-00007-of-00009", "train-00008-of-00009"}));
        const QString escape =
            errorOf([&] { buildDatasets(tfConfig(folder, {"data.train_files=../cls-shards/train-*"})); });
        QVERIFY2(escape.contains(QStringLiteral("data.train_files")), qPrintable(escape));
        const QString missing = errorOf([&] { buildDatasets(tfConfig(path("classes"))); });
        QVERIFY2(missing.contains(QStringLiteral("train*")), qPrintable(missing));
    }
};

QTEST_GUILESS_MAIN(TestTfRecordData)
#include "TestTfRecordData.moc"
