#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "config/Config.h"
#include "data/formats/DatasetDetection.h"
#include "data/formats/coco/CocoData.h"
#include "data/formats/coco/CocoDetectionDataset.h"
#include "data/formats/shapes/ShapesDetectionDataset.h"
#include "data/formats/voc/VocDetectionDataset.h"
#include "data/formats/yolo/YoloDetectionDataset.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DetectionSource.h"
#include "data/transforms/DetectionTransform.h"
#include "eval/DetectionEvaluator.h"
#include "util/Errors.h"
#include "weights/PretrainedWeights.h"

using namespace osprey;
using Json = nlohmann::json;

// Detection datasets (COCO files, the shapes demo) and the box-aware transform.
class TestDetectionData : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_json;

    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

    std::string writeJson(const Json& j, const std::string& name) {
        std::ofstream(path(name)) << j.dump();
        return path(name);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_json = ShapesGenerator().writeCoco(m_dir.path().toStdString(), "val", 11, 6);
    }

    // New Experiment recognises what a person picks by its layout; the task follows from the format; anything
    // else is refused naming what was looked for (issue 19).
    void testDatasetFormatsAreRecognised() {
        namespace fs = std::filesystem;
        const fs::path root = path("recognise");
        auto touch = [](const fs::path& p, const std::string& text = "x") {
            fs::create_directories(p.parent_path());
            std::ofstream(p) << text;
        };
        auto image = [](const fs::path& p) {
            fs::create_directories(p.parent_path());
            cv::imwrite(p.string(), cv::Mat(8, 8, CV_8UC3, cv::Scalar(1, 2, 3)));
        };
        // COCO: annotations/instances_<split>.json; the splits by name.
        ShapesGenerator(ShapesGenerator::Options::forSize(64))
            .writeCoco((root / "coco").string(), "train2017", 1, 2);
        ShapesGenerator(ShapesGenerator::Options::forSize(64))
            .writeCoco((root / "coco").string(), "val2017", 1, 2, 2);
        DatasetGuess g = detectDataset(root / "coco");
        QCOMPARE(g.format, std::string("coco"));
        QCOMPARE(g.task, std::string("detection"));
        QCOMPARE(g.trainSplit, std::string("train2017"));
        QCOMPARE(g.valSplit, std::string("val2017"));
        QCOMPARE(detectDataset(root / "coco" / "annotations" / "instances_val2017.json").format,
                 std::string("coco"));
        // VOC, also inside VOCdevkit/VOC2007; trainval and test when there is no train/val.
        touch(root / "voc" / "VOCdevkit" / "VOC2007" / "Annotations" / "a.xml");
        image(root / "voc" / "VOCdevkit" / "VOC2007" / "JPEGImages" / "a.jpg");
        touch(root / "voc" / "VOCdevkit" / "VOC2007" / "ImageSets" / "Main" / "trainval.txt", "a\n");
        touch(root / "voc" / "VOCdevkit" / "VOC2007" / "ImageSets" / "Main" / "test.txt", "a\n");
        touch(root / "voc" / "VOCdevkit" / "VOC2007" / "ImageSets" / "Main" / "cat_trainval.txt", "a 1\n");
        g = detectDataset(root / "voc");
        QCOMPARE(g.format, std::string("voc"));
        QCOMPARE(g.root, (root / "voc" / "VOCdevkit" / "VOC2007").string());
        QCOMPARE(g.trainSplit, std::string("trainval"));
        QCOMPARE(g.valSplit, std::string("test"));
        // YOLO: the folder's data.yaml, or the file itself.
        touch(root / "yolo" / "data.yaml", "train: images/train\nval: images/val\nnames: [a, b]\n");
        g = detectDataset(root / "yolo");
        QCOMPARE(g.format, std::string("yolo"));
        QCOMPARE(g.root, (root / "yolo" / "data.yaml").string());
        QCOMPARE(detectDataset(root / "yolo" / "data.yaml").format, std::string("yolo"));
        // CIFAR-10 and -100 by their batch files.
        touch(root / "c10" / "cifar-10-batches-bin" / "data_batch_1.bin");
        QCOMPARE(detectDataset(root / "c10").format, std::string("cifar10"));
        QCOMPARE(detectDataset(root / "c10").task, std::string("classification"));
        touch(root / "c100" / "train.bin");
        QCOMPARE(detectDataset(root / "c100").format, std::string("cifar100"));
        // Class folders: <root>/<split>/<class>/ ...
        for (const char* split : {"train", "valid"})
            for (const char* cls : {"cat", "dog"})
                image(root / "folders" / split / cls / "1.png");
        g = detectDataset(root / "folders");
        QCOMPARE(g.format, std::string("folder"));
        QCOMPARE(g.trainSplit, std::string("train"));
        QCOMPARE(g.valSplit, std::string("valid"));
        // ... or <root>/<class>/ with no split: data.val_fraction is held out.
        g = detectDataset(root / "folders" / "train");
        QCOMPARE(g.format, std::string("folder"));
        QVERIFY(g.valSplit.empty());
        Config config;
        config.applyOverrides(g.overrides());
        QCOMPARE(config.getString("data.dataset"), std::string("folder"));
        QCOMPARE(config.getString("task"), std::string("classification"));
        // Neither: the reason names what was looked for.
        touch(root / "notes" / "readme.txt");
        g = detectDataset(root / "notes");
        QVERIFY(g.format.empty());
        QVERIFY2(QString::fromStdString(g.reason).contains(QStringLiteral("instances_<split>.json")),
                 g.reason.c_str());
        // The reasons list what each format's recogniser looked for, in the order they are tried.
        QCOMPARE(g.reason,
                 "'" + (root / "notes").string() +
                     "' holds no dataset Osprey reads: no annotations/instances_<split>.json (COCO), "
                     "no Annotations/ with JPEGImages/ (VOC), no data.yaml (YOLO), no CIFAR batches, "
                     "no TFRecord shards (train-*-of-*, *.tfrecord), and no folders of images per class");
        QCOMPARE(detectDataset(root / "notes" / "readme.txt").reason,
                 "'" + (root / "notes" / "readme.txt").string() +
                     "' is not a YOLO data file (a .yaml naming 'names' and 'train') nor a COCO "
                     "annotations/instances_<split>.json");
        QVERIFY(QString::fromStdString(detectDataset(root / "missing").reason)
                    .contains(QStringLiteral("does not exist")));
    }

    // The model picker finds torchvision's downloaded weight files by their names, and a detector's backbone
    // weights by its backbone classifier's name (issue 19).
    void testPretrainedWeightsAreFoundByName() {
        namespace fs = std::filesystem;
        const fs::path hub = path("torch-home/hub/checkpoints");
        fs::create_directories(hub);
        for (const char* name :
             {"resnet18-f37072fd.pth", "retinanet_resnet50_fpn_coco-eeacb38b.pth", "notes.txt"})
            std::ofstream(hub / name) << "x";
        qputenv("TORCH_HOME", QByteArray::fromStdString(path("torch-home")));
        QCOMPARE(findPretrainedWeights("resnet18").model, (hub / "resnet18-f37072fd.pth").string());
        QCOMPARE(findPretrainedWeights("retinanet_resnet50_fpn").model,
                 (hub / "retinanet_resnet50_fpn_coco-eeacb38b.pth").string());
        QVERIFY(findPretrainedWeights("resnet50").model.empty());  // not the RetinaNet's file
        QCOMPARE(findPretrainedWeights("retinanet_resnet18_fpn").backbone,
                 (hub / "resnet18-f37072fd.pth").string());
        QVERIFY(findPretrainedWeights("retinanet_resnet18_fpn").model.empty());
        qunsetenv("TORCH_HOME");
    }

    void testCocoDatasetReadsTheShapesExport() {
        std::vector<std::string> warnings;
        CocoDetectionDataset d(m_json, path("val"), [&](const std::string& w) { warnings.push_back(w); });
        QVERIFY(warnings.empty());
        QCOMPARE(d.size(), size_t{6});
        QCOMPARE(d.classNames(), ShapesGenerator::classNames());
        QCOMPARE(d.categoryIds(), (std::vector<int64_t>{1, 2, 3, 4, 5}));
        const ShapeImage first = ShapesGenerator().generate(11, 0);
        QCOMPARE(d.boxes(0).size(), first.objects.size());
        QCOMPARE(d.boxes(0)[0].classId, first.objects[0].classId);
        QVERIFY(std::abs(d.boxes(0)[0].x2 - first.objects[0].x2) < 1e-3);
        QCOMPARE(d.image(0).cols, 256);
        QCOMPARE(d.imageId(5), int64_t{6});
    }

    // Unknown category and image ids, an empty box, a box off the image and a missing file: warnings naming
    // the record, the rest of the file still usable.
    void testBadRecordsAreSkippedWithWarnings() {
        Json j = Json::parse(std::ifstream(m_json));
        j["annotations"][0]["category_id"] = 99;
        j["annotations"][1]["bbox"] = {10, 10, -5, 20};
        j["annotations"][2]["bbox"] = {400, 400, 30, 30};
        j["annotations"].push_back(
            {{"id", 9001}, {"image_id", 777}, {"category_id", 1}, {"bbox", {1, 1, 5, 5}}});
        j["images"].push_back({{"id", 50}, {"file_name", "gone.png"}, {"width", 256}, {"height", 256}});
        const std::string file = writeJson(j, "bad.json");
        std::vector<std::string> warnings;
        CocoDetectionDataset d(file, path("val"), [&](const std::string& w) { warnings.push_back(w); });
        QCOMPARE(d.size(), size_t{6});
        QCOMPARE(d.skippedAnnotations(), int64_t{4});
        auto has = [&warnings](const std::string& text) {
            return std::any_of(warnings.begin(), warnings.end(),
                               [&](const std::string& w) { return w.find(text) != std::string::npos; });
        };
        QVERIFY(has("annotation 0 (id 1): category_id 99 is not in 'categories'"));
        QVERIFY(has("annotation 1 (id 2): width -5.000000 and height 20.000000 make an empty box"));
        QVERIFY(has(
            "annotation 2 (id 3): box (400.0, 400.0, 430.0, 430.0) is empty or outside the 256x256 image"));
        QVERIFY(has("image_id 777 is not in 'images'"));
        QVERIFY(has("image id 50: file '"));
        for (const auto& w : warnings)
            QVERIFY2(w.find("bad.json") != std::string::npos, w.c_str());
        // A record without a required key is an error naming it.
        Json broken = Json::parse(std::ifstream(m_json));
        broken["annotations"][3].erase("category_id");
        try {
            CocoDetectionDataset(writeJson(broken, "broken.json"), path("val"), {});
            QFAIL("an annotation without category_id was accepted");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("annotation 3 (id 4): has no 'category_id'"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, CocoDetectionDataset(m_json, path("no-such-folder"), {}));
    }

    void testVocFolder() {
        namespace fs = std::filesystem;
        const fs::path root = path("voc");
        fs::create_directories(root / "Annotations");
        fs::create_directories(root / "JPEGImages");
        fs::create_directories(root / "ImageSets" / "Main");
        const cv::Mat picture(100, 160, CV_8UC3, cv::Scalar(90, 90, 90));
        auto xml = [&](const std::string& id, const std::string& objects, bool withImage = true) {
            if (withImage)
                cv::imwrite((root / "JPEGImages" / (id + ".png")).string(), picture);
            std::ofstream((root / "Annotations" / (id + ".xml")).string())
                << "<annotation><filename>" << id
                << ".png</filename><size><width>160</width><height>100</height>"
                << "<depth>3</depth></size>" << objects << "</annotation>";
        };
        auto object = [](const std::string& name, int x1, int y1, int x2, int y2, bool difficult = false) {
            return "<object><name>" + name + "</name><difficult>" + (difficult ? "1" : "0") +
                   "</difficult><bndbox><xmin>" + std::to_string(x1) + "</xmin><ymin>" + std::to_string(y1) +
                   "</ymin><xmax>" + std::to_string(x2) + "</xmax><ymax>" + std::to_string(y2) +
                   "</ymax></bndbox></object>";
        };
        xml("a", object("dog", 11, 21, 60, 80) + object("cat", 70, 10, 150, 90, true));
        xml("b", object("cat", 1, 1, 40, 40) + "<object><name>dog</name></object>" +
                     object("dog", 200, 5, 220, 30));
        xml("c", object("dog", 5, 5, 10, 10), /*withImage=*/false);
        std::ofstream((root / "Annotations" / "d.xml").string()) << "<annotation><filename>";
        std::ofstream((root / "ImageSets" / "Main" / "train.txt").string()) << "a\nb\nc\nd\n";
        std::vector<std::string> warnings;
        VocDetectionDataset d(root.string(), "train", [&](const std::string& w) { warnings.push_back(w); });
        QCOMPARE(d.size(), size_t{2});
        QCOMPARE(d.classNames(), (std::vector<std::string>{"cat", "dog"}));
        QCOMPARE(d.boxes(0).size(), size_t{2});
        QCOMPARE(d.boxes(0)[0].classId, 1);
        QCOMPARE(d.boxes(0)[0].x1, 10.0f);  // VOC's 1-based xmin 11 is pixel edge 10
        QCOMPARE(d.boxes(0)[0].x2, 60.0f);
        QVERIFY(d.boxes(0)[1].crowd);  // difficult: kept as an ignored region
        QCOMPARE(d.boxes(1).size(), size_t{1});
        auto has = [&warnings](const std::string& text) {
            return std::any_of(warnings.begin(), warnings.end(),
                               [&](const std::string& w) { return w.find(text) != std::string::npos; });
        };
        QVERIFY(has("b.xml': object 1: no name or no bndbox"));
        QVERIFY(has("b.xml': object 2: box (199.0, 4.0, 220.0, 30.0) is empty or outside the 160x100 image"));
        QVERIFY(has("c.png' does not exist"));
        QVERIFY(has("d.xml': not valid XML"));
        QVERIFY_THROWS_EXCEPTION(InputError, VocDetectionDataset(path("nothing"), "train", {}));
    }

    void testYoloFolder() {
        namespace fs = std::filesystem;
        const fs::path root = path("yolo");
        fs::create_directories(root / "images" / "train");
        fs::create_directories(root / "labels" / "train");
        cv::imwrite((root / "images" / "train" / "x.png").string(),
                    cv::Mat(100, 200, CV_8UC3, cv::Scalar(1, 2, 3)));
        cv::imwrite((root / "images" / "train" / "y.jpg").string(),
                    cv::Mat(50, 40, CV_8UC3, cv::Scalar(1, 2, 3)));
        cv::imwrite((root / "images" / "train" / "z.png").string(),
                    cv::Mat(30, 30, CV_8UC3, cv::Scalar(1, 2, 3)));
        std::ofstream((root / "labels" / "train" / "x.txt").string())
            << "1 0.5 0.5 0.5 0.2\n7 0.5 0.5 0.1 0.1\n0 0.1 0.1 0.1\n";
        std::ofstream((root / "labels" / "train" / "y.txt").string()) << "0 0.25 0.5 0.5 1.0\n";
        std::ofstream((root / "data.yaml").string())
            << "path: .\ntrain: images/train\nval: images/train\nnames: {0: ball, 1: box}\n";
        std::vector<std::string> warnings;
        YoloDetectionDataset d((root / "data.yaml").string(), "train",
                               [&](const std::string& w) { warnings.push_back(w); });
        QCOMPARE(d.size(), size_t{3});
        QCOMPARE(d.classNames(), (std::vector<std::string>{"ball", "box"}));
        QCOMPARE(d.boxes(0).size(), size_t{1});
        QCOMPARE(d.boxes(0)[0].classId, 1);
        QVERIFY(std::abs(d.boxes(0)[0].x1 - 50) < 1e-4 && std::abs(d.boxes(0)[0].y2 - 60) < 1e-4);
        QVERIFY(std::abs(d.boxes(1)[0].x2 - 20) < 1e-4 &&
                std::abs(d.boxes(1)[0].y2 - 50) < 1e-4);  // JPEG size from its header
        QVERIFY(d.boxes(2).empty());                      // no label file: background only
        QCOMPARE(warnings.size(), size_t{2});
        QVERIFY2(warnings[0].find("x.txt' line 2: class 7") != std::string::npos, warnings[0].c_str());
        QVERIFY2(warnings[1].find("x.txt' line 3: expected 'class cx cy w h'") != std::string::npos,
                 warnings[1].c_str());
        QCOMPARE(yoloLabelPath("/d/images/train/a.jpg"), std::string("/d/labels/train/a.txt"));
    }

    // Issue 18: every annotation reader bounds what it reads and names the file it refuses; a YAML value of
    // the wrong kind in a YOLO data file ended with yaml-cpp's bare "bad conversion" (exit 1).
    void testAnnotationFilesAreBoundedAndNamed() {
        namespace fs = std::filesystem;
        const auto messageOf = [](const auto& make) -> std::string {
            try {
                make();
            } catch (const InputError& e) {
                return e.what();
            }
            return "(no error)";
        };
        const std::string hugeCoco = path("huge.json");
        { std::ofstream(hugeCoco) << "{"; }
        fs::resize_file(hugeCoco, 5ull << 30);  // sparse: no disk used
        std::string message = messageOf([&] { loadCocoGroundTruth(hugeCoco); });
        QVERIFY2(message == "COCO file '" + hugeCoco +
                                "' cannot be read: it is 5120 MiB, more than the 4096 MiB "
                                "such a file may have",
                 message.c_str());
        fs::remove(hugeCoco);

        const fs::path voc = path("voc-bounds");
        fs::create_directories(voc / "Annotations" / "big.xml");  // a folder where a file belongs
        fs::create_directories(voc / "JPEGImages");
        fs::create_directories(voc / "ImageSets" / "Main" / "train.txt");
        message = messageOf([&] { VocDetectionDataset(voc.string(), "train", {}); });
        QVERIFY2(message.find("cannot read the image list '" + (voc / "ImageSets/Main/train.txt").string() +
                              "': it is a folder") == 0,
                 message.c_str());
        fs::remove(voc / "ImageSets" / "Main" / "train.txt");
        std::vector<std::string> warnings;
        message = messageOf([&] {
            VocDetectionDataset(voc.string(), "train", [&](const std::string& w) { warnings.push_back(w); });
        });
        QVERIFY2(
            !warnings.empty() &&
                warnings[0].find("big.xml': it is a folder, not a file; image left out") != std::string::npos,
            warnings.empty() ? "" : warnings[0].c_str());

        const fs::path yolo = path("yolo-bounds");
        fs::create_directories(yolo / "images");
        fs::create_directories(yolo / "labels");
        cv::imwrite((yolo / "images" / "a.png").string(), cv::Mat(20, 20, CV_8UC3, cv::Scalar(1, 2, 3)));
        cv::imwrite((yolo / "images" / "b.png").string(), cv::Mat(20, 20, CV_8UC3, cv::Scalar(1, 2, 3)));
        { std::ofstream((yolo / "labels" / "a.txt").string()) << "0 0.5 0.5 0.2 0.2\n"; }
        fs::resize_file(yolo / "labels" / "a.txt", 20ull << 20);
        { std::ofstream((yolo / "labels" / "b.txt").string()) << "0 0.5 0.5 0.2 0.2\n"; }
        { std::ofstream((yolo / "data.yaml").string()) << "train: images\nnames: [thing]\n"; }
        warnings.clear();
        YoloDetectionDataset d((yolo / "data.yaml").string(), "train",
                               [&](const std::string& w) { warnings.push_back(w); });
        QCOMPARE(d.size(), size_t{1});
        QVERIFY2(warnings.size() == 1 &&
                     warnings[0].find("a.txt': it is 20 MiB, more than the 16 MiB") != std::string::npos,
                 warnings.empty() ? "" : warnings[0].c_str());
        // Found by the fuzz harnesses: numbers past int's (int64's) range were cast before they were checked,
        // undefined behaviour that only the sanitizer build sees (./osprey.sh test --sanitize fails here
        // then).
        { std::ofstream((yolo / "labels" / "b.txt").string()) << "1e10 0.5 0.5 0.2 0.2\n"; }
        warnings.clear();
        YoloDetectionDataset((yolo / "data.yaml").string(), "train",
                             [&](const std::string& w) { warnings.push_back(w); });
        QVERIFY2(warnings.size() == 2 && warnings[1].find("line 1: class 10000000000") != std::string::npos,
                 warnings.empty() ? "" : warnings.back().c_str());
        const std::string results = path("results-huge-id.json");
        {
            std::ofstream(results)
                << R"([{"image_id": 1e308, "category_id": 1, "bbox": [1, 2, 3, 4], "score": 0.5}])";
        }
        message = messageOf([&] { loadCocoDetections(results); });
        QVERIFY2(message.find("'image_id' is not an integer") != std::string::npos, message.c_str());
        { std::ofstream((yolo / "data.yaml").string()) << "path: [a, b]\ntrain: images\nnames: [thing]\n"; }
        message = messageOf([&] { YoloDetectionDataset((yolo / "data.yaml").string(), "train", {}); });
        QVERIFY2(message.find("'" + (yolo / "data.yaml").string() + "': ") == 0, message.c_str());
    }

    // Issue 36 keeps the paths annotations name inside the dataset, symlinks resolved; a dataset whose image
    // folder is itself a symlink to another disk (train2017 -> /mnt/big/train2017) must read as before.
    void testLinkedImageFoldersStayInsideTheDataset() {
        namespace fs = std::filesystem;
        const fs::path elsewhere = path("big-disk");
        const fs::path root = path("linked");
        ShapesGenerator(ShapesGenerator::Options::forSize(64)).writeCoco(elsewhere.string(), "train", 1, 3);
        fs::create_directories(root / "annotations");
        fs::create_directory_symlink(elsewhere / "train", root / "train");
        fs::copy_file(elsewhere / "annotations" / "instances_train.json",
                      root / "annotations" / "instances_train.json");
        const CocoDetectionDataset coco((root / "annotations" / "instances_train.json").string(),
                                        (root / "train").string(), {}, root.string());
        QCOMPARE(coco.size(), size_t{3});
        QVERIFY(coco.skippedFiles().empty());

        fs::create_directories(root / "voc" / "Annotations");
        fs::create_directory_symlink(elsewhere / "train", root / "voc" / "JPEGImages");
        std::ofstream((root / "voc" / "Annotations" / "a.xml").string())
            << "<annotation><filename>000000.png</filename><object><name>x</name><bndbox><xmin>2</xmin>"
               "<ymin>2</ymin><xmax>30</xmax><ymax>30</ymax></bndbox></object></annotation>";
        const VocDetectionDataset voc((root / "voc").string(), "train", {});
        QCOMPARE(voc.size(), size_t{1});
        QVERIFY(voc.skippedFiles().empty());

        fs::create_directories(root / "yolo" / "images");
        fs::create_directories(root / "yolo" / "local");
        fs::create_directory_symlink(elsewhere / "train", root / "yolo" / "images" / "train");
        std::ofstream((root / "yolo" / "data.yaml").string()) << "train: images/train\nnames: [x]\n";
        std::ofstream((root / "yolo" / "list.yaml").string()) << "train: list.txt\nnames: [x]\n";
        std::ofstream((root / "yolo" / "list.txt").string()) << "local/a.png\nimages/train/000001.png\n";
        cv::imwrite((root / "yolo" / "local" / "a.png").string(),
                    cv::Mat(8, 8, CV_8UC3, cv::Scalar(1, 2, 3)));
        const YoloDetectionDataset yolo((root / "yolo" / "data.yaml").string(), "train", {});
        QCOMPARE(yolo.size(), size_t{3});
        QVERIFY(yolo.skippedFiles().empty());
        // Named by a list instead, a picture in that linked folder leads out of the dataset (the list names
        // it, not the layout): skipped and counted. docs/reliability.md says so.
        const YoloDetectionDataset listed((root / "yolo" / "list.yaml").string(), "train", {});
        QCOMPARE(listed.size(), size_t{1});
        QCOMPARE(listed.skippedFiles().size(), size_t{1});
        QVERIFY(listed.skippedFiles()[0].reason.find("outside the dataset folder") != std::string::npos);
    }

    void testShapesDataset() {
        const ShapesDetectionDataset d(11, 2, 4);
        QCOMPARE(d.size(), size_t{4});
        const ShapeImage third = ShapesGenerator().generate(11, 2);
        QCOMPARE(d.boxes(0).size(), third.objects.size());
        QVERIFY(cv::norm(d.image(0), third.image, cv::NORM_INF) == 0);
        QCOMPARE(d.itemName(1), std::string("shapes#3"));
    }

    void testResizeFlipAndLetterbox() {
        const cv::Mat image(100, 200, CV_8UC3, cv::Scalar(10, 20, 30));
        const std::vector<BoxLabel> boxes = {{20, 10, 60, 50, 2, false}};
        std::vector<float> out(3 * 64 * 64);
        std::mt19937_64 rng(1);
        DetectionTransform::Options o;
        o.size = 64;
        // Stretch: x scales by 64/200, y by 64/100.
        auto r = DetectionTransform(o).apply(image, boxes, rng, out.data());
        QCOMPARE(r.boxes.size(), size_t{1});
        QVERIFY(std::abs(r.boxes[0].x1 - 20 * 0.32f) < 1e-4 && std::abs(r.boxes[0].y2 - 50 * 0.64f) < 1e-4);
        // The pixel colour is normalised RGB: red channel 30/255.
        QVERIFY(std::abs(out[0] - (30 / 255.0f - 0.485f) / 0.229f) < 1e-5);
        // Letterbox: one scale (64/200), padded below.
        o.resize = DetectionTransform::Resize::Letterbox;
        r = DetectionTransform(o).apply(image, boxes, rng, out.data());
        QVERIFY(std::abs(r.scaleX - 0.32f) < 1e-6 && std::abs(r.scaleY - 0.32f) < 1e-6);
        QCOMPARE(out[63 * 64], 0.0f);  // a padded pixel
        // Training with a certain flip: the box mirrors.
        o.resize = DetectionTransform::Resize::Stretch;
        o.train = true;
        o.hflip = 1.0;
        r = DetectionTransform(o).apply(image, boxes, rng, out.data());
        QVERIFY(std::abs(r.boxes[0].x1 - (64 - 60 * 0.32f)) < 1e-4);
        QVERIFY(std::abs(r.boxes[0].x2 - (64 - 20 * 0.32f)) < 1e-4);
        // Mapping back: original x = cropX + x / scaleX.
        QVERIFY(std::abs(r.cropX + r.boxes[0].x2 / r.scaleX - 20) < 1e-3);
    }

    // The threaded loader over a detection source: targets follow the images, the same seed gives the same
    // batches, and the recorded inverse maps boxes back to the original pixels.
    void testLoaderBuildsDetectionBatches() {
        auto dataset = std::make_shared<ShapesDetectionDataset>(5, 0, 10);
        auto loaderFor = [&](bool train) {
            DetectionTransform::Options t;
            t.size = 128;
            t.train = train;
            t.ssdCrop = train;
            t.photometric = train;
            LoaderOptions o;
            o.batchSize = 4;
            o.workers = 2;
            o.shuffle = train;
            o.dropLast = false;
            o.seed = 9;
            return std::make_shared<DataLoader>(
                std::make_shared<DetectionSource>(dataset, DetectionTransform(t), nullptr), o);
        };
        auto eval = loaderFor(false);
        QCOMPARE(eval->batchesPerEpoch(), int64_t{3});
        eval->startEpoch(0);
        Batch b;
        QVERIFY(eval->next(b));
        QCOMPARE(b.size(), int64_t{4});
        QCOMPARE(b.targets.size(), size_t{4});
        for (size_t i = 0; i < 4; ++i) {
            const auto& original = dataset->boxes(i);
            QCOMPARE(b.targets[i].boxes.size(0), static_cast<int64_t>(original.size()));
            QCOMPARE(b.imageIds[i], static_cast<int64_t>(i) + 1);
            const auto [cropX, cropY, scaleX, scaleY] = b.inverse[i];
            const float x1 = cropX + b.targets[i].boxes[0][0].item<float>() / scaleX;
            const float y2 = cropY + b.targets[i].boxes[0][3].item<float>() / scaleY;
            QVERIFY(std::abs(x1 - original[0].x1) < 1e-3 && std::abs(y2 - original[0].y2) < 1e-3);
            QCOMPARE(b.targets[i].labels[0].item<int64_t>(), static_cast<int64_t>(original[0].classId));
        }
        // Training batches repeat exactly for a seed, whatever the threads did.
        auto first = loaderFor(true), second = loaderFor(true);
        first->startEpoch(2);
        second->startEpoch(2);
        Batch x, y;
        while (first->next(x)) {
            QVERIFY(second->next(y));
            QVERIFY(torch::equal(x.pixels, y.pixels));
            QCOMPARE(x.targets.size(), y.targets.size());
            for (size_t i = 0; i < x.targets.size(); ++i)
                QVERIFY(torch::equal(x.targets[i].boxes, y.targets[i].boxes));
        }
    }

    // Detections equal to the ground truth, made in the loader's input pixels and mapped back: AP 1; shifted
    // by half a box: AP50 0.
    void testDetectionEvaluatorMapsBackAndScores() {
        auto dataset = std::make_shared<ShapesDetectionDataset>(5, 0, 8);
        DetectionTransform::Options t;
        t.size = 128;
        LoaderOptions o;
        o.batchSize = 3;
        o.workers = 0;
        o.shuffle = false;
        o.dropLast = false;
        DataLoader loader(std::make_shared<DetectionSource>(dataset, DetectionTransform(t), nullptr), o);
        DetectionEvaluator perfect(*dataset), shifted(*dataset);
        loader.startEpoch(0);
        Batch b;
        while (loader.next(b)) {
            std::vector<Detections> exact, moved;
            for (const auto& target : b.targets) {
                const int64_t n = target.boxes.size(0);
                exact.push_back({target.boxes, torch::linspace(0.9, 0.5, n), target.labels});
                const torch::Tensor w = (target.boxes.select(1, 2) - target.boxes.select(1, 0)).unsqueeze(1);
                const torch::Tensor shift = torch::cat({w, torch::zeros_like(w), w, torch::zeros_like(w)}, 1);
                moved.push_back({target.boxes + shift, torch::linspace(0.9, 0.5, n), target.labels});
            }
            perfect.add(exact, b.imageIds, b.inverse);
            shifted.add(moved, b.imageIds, b.inverse);
        }
        const CocoMetrics p = perfect.evaluate();
        QVERIFY2(std::abs(p.stats[0] - 1.0) < 1e-9, qPrintable(QString::number(p.stats[0])));
        QCOMPARE(shifted.evaluate().stats[1], 0.0);
        QCOMPARE(perfect.results().size(), perfect.groundTruth().annotations.size());
    }

    void testSsdCropKeepsBoxesWhoseCentreStays() {
        const std::vector<BoxLabel> boxes = {{10, 10, 60, 60, 0, false}, {200, 150, 290, 290, 1, false}};
        int cropped = 0;
        for (uint64_t seed = 0; seed < 200; ++seed) {
            std::mt19937_64 rng(seed);
            std::vector<BoxLabel> kept;
            const cv::Rect crop = ssdRandomCrop(cv::Size(300, 300), boxes, rng, kept);
            QVERIFY(crop.x >= 0 && crop.y >= 0 && crop.br().x <= 300 && crop.br().y <= 300);
            QVERIFY(!kept.empty());
            for (const auto& b : kept) {
                QVERIFY(b.x1 >= -1e-3 && b.y1 >= -1e-3 && b.x2 <= crop.width + 1 && b.y2 <= crop.height + 1);
                QVERIFY(b.x2 > b.x1 && b.y2 > b.y1);
            }
            cropped += crop.area() < 300 * 300;
            std::mt19937_64 again(seed);
            std::vector<BoxLabel> keptAgain;
            QCOMPARE(ssdRandomCrop(cv::Size(300, 300), boxes, again, keptAgain), crop);
        }
        // "no crop" is one of six choices, and high IoU demands often find no crop in 50 trials
        QVERIFY2(cropped > 40, qPrintable(QString("only %1 of 200 draws cropped").arg(cropped)));
    }
};

QTEST_GUILESS_MAIN(TestDetectionData)
#include "TestDetectionData.moc"
