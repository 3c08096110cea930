#include <QTemporaryDir>
#include <QtTest>

#include <caffe2/serialize/inline_container.h>
#include <caffe2/serialize/istream_adapter.h>
#include <torch/nn/modules/linear.h>

#include <fstream>
#include <random>

#include "TestSupport.h"
#include "models/ModelRegistry.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"
#include "weights/RestrictedUnpickler.h"
#include "weights/SafetensorsFile.h"
#include "weights/StateDictLoader.h"
#include "weights/TorchWeightFile.h"
#include "weights/WeightFile.h"

using namespace osprey;

namespace {

// A state dict with every dtype the readers know, including a 0-dim tensor and a non-contiguous view.
StateDict mixedStateDict() {
    torch::manual_seed(3);
    StateDict sd;
    sd.push_back({"conv.weight", torch::randn({4, 3, 3, 3})});
    sd.push_back({"bn.num_batches_tracked", torch::tensor(int64_t{17})});
    sd.push_back({"half", torch::randn({5}).to(torch::kFloat16)});
    sd.push_back({"bf16", torch::randn({2, 2}).to(torch::kBFloat16)});
    sd.push_back({"double", torch::randn({3}, torch::kFloat64)});
    sd.push_back({"mask", torch::tensor({true, false, true})});
    sd.push_back({"bytes", torch::arange(6, torch::kUInt8).reshape({2, 3})});
    sd.push_back({"transposed", torch::randn({3, 4}).t()});
    sd.push_back({"empty", torch::empty({0, 5})});
    return sd;
}

void compareStateDicts(const StateDict& a, const StateDict& b) {
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(QString::fromStdString(b[i].name), QString::fromStdString(a[i].name));
        QCOMPARE(b[i].tensor.scalar_type(), a[i].tensor.scalar_type());
        QCOMPARE(b[i].tensor.sizes().vec(), a[i].tensor.sizes().vec());
        QVERIFY2(torch::equal(b[i].tensor, a[i].tensor), a[i].name.c_str());
    }
}

// The pickle of a torch.save file with one tensor, for tests that alter it.
std::string picklePart(const std::string& zipBytes) {
    std::istringstream stream(zipBytes);  // the adapter does not own the stream it reads
    caffe2::serialize::PyTorchStreamReader reader(
        std::make_shared<caffe2::serialize::IStreamAdapter>(&stream));
    at::DataPtr data;
    size_t size = 0;
    std::tie(data, size) = reader.getRecord("data.pkl");
    return std::string(static_cast<const char*>(data.get()), size);
}

std::string zipOf(const std::vector<std::pair<std::string, std::string>>& records) {
    std::string out;
    caffe2::serialize::PyTorchStreamWriter writer([&out](const void* data, size_t size) {
        out.append(static_cast<const char*>(data), size);
        return size;
    });
    for (const auto& [name, bytes] : records)
        writer.writeRecord(name, bytes.data(), bytes.size());
    writer.writeEndOfFile();
    return out;
}

PickleValue unpickle(const std::string& bytes) {
    RestrictedUnpickler u(bytes, "test.pkl", [](const std::string&, torch::ScalarType dtype, int64_t numel) {
        if (numel > 4096)  // as the archive reader does when the data record is shorter
            throw InputError("storage larger than its data");
        return torch::zeros({numel}, torch::TensorOptions().dtype(dtype));
    });
    return u.parse();
}

QString errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// A byte string from a literal that may hold NULs.
template <size_t N>
std::string bin(const char (&literal)[N]) {
    return std::string(literal, N - 1);
}

// "a0":0,"a1":0,... : `count` header entries.
std::string manyEntries(int count) {
    std::string out;
    for (int i = 0; i < count; ++i)
        out += (i ? ",\"a" : "\"a") + std::to_string(i) + "\":0";
    return out;
}

std::string le64(uint64_t v) {
    std::string s;
    for (int i = 0; i < 8; ++i)
        s += static_cast<char>((v >> (8 * i)) & 0xff);
    return s;
}

}  // namespace

class TestWeights : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const std::string& name) const { return m_dir.path().toStdString() + "/" + name; }

private Q_SLOTS:
    void testTorchSaveRoundTrip() {
        const StateDict sd = mixedStateDict();
        TorchWeightFile::write(path("mixed.pth"), sd);
        QVERIFY(detectWeightFormat(path("mixed.pth")) == WeightFormat::TorchSave);
        const ForeignWeights back = readForeignWeights(path("mixed.pth"));
        QCOMPARE(QString::fromStdString(back.format), QString("pth"));
        compareStateDicts(sd, back.tensors);
    }

    void testSafetensorsRoundTrip() {
        const StateDict sd = mixedStateDict();
        SafetensorsFile::write(path("mixed.safetensors"), sd, {{"format", "pt"}});
        QVERIFY(detectWeightFormat(path("mixed.safetensors")) == WeightFormat::Safetensors);
        const ForeignWeights back = readForeignWeights(path("mixed.safetensors"));
        compareStateDicts(sd, back.tensors);
        QCOMPARE(QString::fromStdString(back.metadata.at("format")), QString("pt"));
        const std::string bytes = readFile(path("mixed.safetensors"));
        uint64_t header = 0;
        for (int i = 0; i < 8; ++i)
            header |= static_cast<uint64_t>(static_cast<uint8_t>(bytes[i])) << (8 * i);
        QCOMPARE(header % 8, uint64_t{0});  // data stays aligned
    }

    // A checkpoint dict as the torchvision reference scripts save it: the state dict sits under "model".
    void testStateDictInsideCheckpointDict() {
        // {"epoch": 3, "model": OrderedDict(w=tensor)} written with the opcodes torch.save uses.
        const std::string inner = picklePart(TorchWeightFile::serialize({{"w", torch::ones({2})}}));
        // inner = PROTO 2, OrderedDict... SETITEMS, STOP: reuse its body as the value of "model".
        const std::string body = inner.substr(2, inner.size() - 3);
        const std::string p = bin("\x80\x02}(X\x05\x00\x00\x00"
                                  "epochK\x03X\x05\x00\x00\x00"
                                  "model") +
                              body + "u.";
        const std::string zip = zipOf({{"data.pkl", p}, {"data/0", std::string(8, '\0')}});
        writeFileAtomically(path("ck.pth"), zip);
        const ForeignWeights w = readForeignWeights(path("ck.pth"));
        QCOMPARE(QString::fromStdString(w.origin), QString("key 'model'"));
        QCOMPARE(w.tensors.size(), size_t{1});
        QCOMPARE(QString::fromStdString(w.tensors[0].name), QString("w"));
    }

    void testForbiddenGlobalsAreRefused() {
        // pickle of os.system("echo pwned") as Python writes it on Linux (protocol 2, GLOBAL + REDUCE).
        const std::string gl =
            bin("\x80\x02"
                "cposix\nsystem\nq\x00X\x0b\x00\x00\x00"
                "echo pwned\x85R.");
        QString e = errorOf([&] { unpickle(gl); });
        QVERIFY2(e.contains("'posix.system'") && e.contains("refused"), qPrintable(e));
        // The same through STACK_GLOBAL (protocol 4).
        const std::string stack =
            bin("\x80\x04\x8c\x08"
                "builtins\x8c\x04"
                "eval\x93\x8c\x01"
                "1\x85R.");
        e = errorOf([&] { unpickle(stack); });
        QVERIFY2(e.contains("'builtins.eval'"), qPrintable(e));
        // INST (protocol 0 object construction) is not an opcode weight files need.
        e = errorOf([&] { unpickle("(iposix\nsystem\n."); });
        QVERIFY2(e.contains("opcode 0x69") && e.contains("refused"), qPrintable(e));
        // Inside a real .pth archive: the message names the file.
        const std::string zip = zipOf({{"data.pkl", gl}});
        writeFileAtomically(path("evil.pth"), zip);
        e = errorOf([&] { readForeignWeights(path("evil.pth")); });
        QVERIFY2(e.contains("evil.pth") && e.contains("posix.system"), qPrintable(e));
    }

    // Every prefix of a valid pickle, and random corruptions of it, end in an InputError or a value: never a
    // crash or another exception.
    void testTruncatedAndCorruptPicklesFailCleanly() {
        const std::string pickle = picklePart(TorchWeightFile::serialize(mixedStateDict()));
        for (size_t n = 0; n < pickle.size(); ++n) {
            const QString e = errorOf([&] { unpickle(pickle.substr(0, n)); });
            QVERIFY2(!e.isEmpty(), qPrintable(QString("prefix of %1 bytes was accepted").arg(n)));
        }
        std::mt19937 rng(5);
        for (int trial = 0; trial < 2000; ++trial) {
            std::string bad = pickle;
            for (int k = 0; k < 3; ++k)
                bad[rng() % bad.size()] = static_cast<char>(rng() & 0xff);
            try {
                unpickle(bad);
            } catch (const InputError&) {
            }
        }
    }

    // Pickles built to exhaust the reader (issue 18): each is refused with its reason, in bounded memory and
    // without recursion. Before, a million nested lists crashed the process (stack overflow when they were
    // destroyed) and a tensor of strides 0 stood for 4 GB of a one-element storage.
    void testHostilePicklesAreBounded() {
        const int deep = 1000000;
        QString e = errorOf(
            [&] { unpickle("\x80\x02" + std::string(deep, ']') + std::string(deep - 1, 'a') + "."); });
        QVERIFY2(e.contains("nests containers more than 64 deep"), qPrintable(e));
        e = errorOf([&] { unpickle("\x80\x02)" + std::string(deep, '\x85') + "."); });
        QVERIFY2(e.contains("nests containers more than 64 deep"), qPrintable(e));
        // A list appended into itself (through the memo), and a list changed after it was placed in a tuple.
        e = errorOf([&] {
            unpickle(
                bin("\x80\x02]q\x00h\x00"
                    "a."));
        });
        QVERIFY2(e.contains("inside itself"), qPrintable(e));
        e = errorOf([&] {
            unpickle(
                bin("\x80\x02]q\x00\x85h\x00K\x01"
                    "a."));
        });
        QVERIFY2(e.contains("after placing it inside another"), qPrintable(e));
        // OrderedDict(w=_rebuild_tensor_v2(storage of 1 float, 0, (1000000, 1000), (0, 0), False, ())).
        const std::string zeroStrides =
            bin("\x80\x02}(X\x01\x00\x00\x00w"
                "ctorch._utils\n_rebuild_tensor_v2\n"
                "((X\x07\x00\x00\x00storagectorch\nFloatStorage\n"
                "X\x01\x00\x00\x00"
                "0X\x03\x00\x00\x00"
                "cpuK\x01tQK\x00(J\x40\x42\x0f\x00J\xe8\x03\x00\x00t(K\x00K\x00t\x89)tRu.");
        e = errorOf([&] { unpickle(zeroStrides); });
        QVERIFY2(e.contains("shape [1000000, 1000], more elements than its storage's 1"), qPrintable(e));
        // A 1 MiB string copied from the memo 300 times.
        std::string copies =
            "\x80\x02X" + le64(1 << 20).substr(0, 4) + std::string(1 << 20, 's') + "q" + std::string(1, '\0');
        for (int i = 0; i < 300; ++i)
            copies += "h" + std::string(1, '\0') + "0";
        e = errorOf([&] { unpickle(copies + "."); });
        QVERIFY2(e.contains("MiB of strings"), qPrintable(e));
    }

    void testTruncatedArchiveFailsCleanly() {
        const std::string zip = TorchWeightFile::serialize(mixedStateDict());
        for (size_t n : {size_t{0}, size_t{1}, size_t{100}, zip.size() / 2, zip.size() - 1}) {
            writeFileAtomically(path("cut.pth"), zip.substr(0, n));
            const QString e = errorOf([&] { readForeignWeights(path("cut.pth")); });
            QVERIFY2(e.contains("cut.pth"), qPrintable(QString("%1 bytes: ").arg(n) + e));
        }
    }

    void testStorageSmallerThanItsTensorIsRefused() {
        const std::string pickle = picklePart(TorchWeightFile::serialize({{"w", torch::ones({4})}}));
        writeFileAtomically(path("short.pth"),
                            zipOf({{"data.pkl", pickle}, {"data/0", std::string(8, '\0')}}));
        const QString e = errorOf([&] { readForeignWeights(path("short.pth")); });
        QVERIFY2(e.contains("holds 8 bytes") && e.contains("4 elements"), qPrintable(e));
        writeFileAtomically(path("nodata.pth"), zipOf({{"data.pkl", pickle}}));
        QVERIFY(errorOf([&] { readForeignWeights(path("nodata.pth")); }).contains("data/0"));
    }

    void testLegacyFormatIsExplained() {
        writeFileAtomically(path("legacy.pth"), bin("\x80\x02\x8a\x0a") + std::string(20, 'x'));
        const QString e = errorOf([&] { readForeignWeights(path("legacy.pth")); });
        QVERIFY2(e.contains("legacy") && e.contains("re-save"), qPrintable(e));
    }

    void testLyingSafetensorsHeadersAreRefused() {
        auto file = [](const std::string& header, size_t dataBytes) {
            return le64(header.size()) + header + std::string(dataBytes, '\0');
        };
        struct Case {
            std::string bytes;
            QString expected;
        };
        const std::vector<Case> cases = {
            {file(R"({"w":{"dtype":"F32","shape":[1000],"data_offsets":[0,4000]}})", 16),
             "'w' claims bytes 0..4000"},
            {file(R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[0,8]}})", 16), "needs 16 bytes"},
            {file(R"({"w":{"dtype":"F32","shape":[-4],"data_offsets":[0,16]}})", 16), "impossible shape"},
            {file(R"({"w":{"dtype":"Q7","shape":[4],"data_offsets":[0,16]}})", 16), "unsupported dtype"},
            {file(R"({"w":{"shape":[4],"data_offsets":[0,16]}})", 16), "malformed header entry"},
            {file(R"({"w":{"dtype":"F32","shape":[4],"data_offsets":[8,0]}})", 16), "claims bytes 8..0"},
            {le64(1u << 30) + "{}", "header claims"},
            {file("{not json", 0), "not JSON"},
            {std::string("abc"), "shorter than"},
            // Bounded while parsing (issue 18: a header nested a million deep took 4.1 GB).
            {file(R"({"w":)" + std::string(1000000, '[') + std::string(1000000, ']') + "}", 0),
             "nests deeper than 3 levels"},
            {file(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"w":{}})", 4), "names 'w' twice"},
            // Floats where integers belong were cast unchecked (1e300: undefined behaviour under UBSan).
            {file(R"({"w":{"dtype":"F32","shape":[1e300],"data_offsets":[0,4]}})", 4),
             "not a list of integers"},
            {file(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[-1.5,4]}})", 4),
             "not two byte positions"},
            {file("{" + manyEntries(300000) + "}", 0), "more than 262144 entries"},
        };
        for (size_t i = 0; i < cases.size(); ++i) {
            const std::string p = path("lie" + std::to_string(i) + ".safetensors");
            writeFileAtomically(p, cases[i].bytes);
            const QString e = errorOf([&] { readForeignWeights(p); });
            QVERIFY2(e.contains(QString::fromStdString(p)) && e.contains(cases[i].expected),
                     qPrintable(QString("case %1: ").arg(i) + e));
        }
    }

    void testStrictLoadReportsAndChangesNothing() {
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{10});
        StateDict file = stateDictOf(*model);
        for (auto& t : file)
            t.tensor = t.tensor.detach().clone().fill_(0.5);
        file.erase(file.begin());                             // conv1.weight missing
        file.push_back({"extra.weight", torch::zeros({3})});  // unexpected
        file[3].tensor = torch::zeros({7});                   // wrong shape
        const torch::Tensor before = stateDictOf(*model)[1].tensor.clone();
        const QString e = errorOf([&] { loadStateDict(*model, file, LoadOptions{}, "f.pth"); });
        QVERIFY2(e.contains("f.pth") && e.contains("conv1.weight") && e.contains("extra.weight") &&
                     e.contains("file [7]"),
                 qPrintable(e));
        QVERIFY(torch::equal(stateDictOf(*model)[1].tensor, before));

        LoadOptions partial;
        partial.strict = false;
        const LoadReport r = loadStateDict(*model, file, partial, "f.pth");
        QCOMPARE(r.missing, std::vector<std::string>{"conv1.weight"});
        QCOMPARE(r.unexpected, std::vector<std::string>{"extra.weight"});
        QCOMPARE(r.mismatched.size(), size_t{1});
        QCOMPARE(r.loaded, static_cast<int64_t>(file.size()) - 2);
        QVERIFY(torch::allclose(stateDictOf(*model)[1].tensor, torch::full_like(before, 0.5)));
    }

    void testHeadIsReplacedWhenClassCountDiffers() {
        auto imagenet = ModelRegistry::instance().createClassifier("resnet18", ModelOptions{1000});
        StateDict file = stateDictOf(*imagenet);
        for (auto& t : file)
            t.name = "module." + t.name;  // as DataParallel saves it
        auto mine = ModelRegistry::instance().createClassifier("resnet18", ModelOptions{7});
        QCOMPARE(QString::fromStdString(classifierHeadPrefix(*mine)), QString("fc"));
        const LoadReport r = loadStateDict(*mine, file, LoadOptions{}, "imagenet.pth");
        QVERIFY(r.complete());
        QCOMPARE(r.headReplaced, (std::vector<std::string>{"fc.weight", "fc.bias"}));
        QVERIFY(torch::equal(stateDictOf(*mine)[0].tensor, file[0].tensor));
        QCOMPARE(headClassCount(*mine, file), int64_t{1000});
        // Without head replacement the same load is a shape error.
        LoadOptions noReplace;
        noReplace.replaceHead = false;
        QVERIFY(
            errorOf([&] { loadStateDict(*mine, file, noReplace, "imagenet.pth"); }).contains("fc.weight"));
    }

    // A detector keeps its backbone under "backbone.body"; a classifier file fills it, and its head is
    // ignored.
    void testBackboneAloneIntoALargerModel() {
        struct Detector : torch::nn::Module {
            Detector() {
                body = register_module("body", ModelRegistry::instance().create("resnet18", ModelOptions{}));
            }
            std::shared_ptr<torch::nn::Module> body;
        };
        struct Wrapper : torch::nn::Module {
            Wrapper() {
                backbone = register_module("backbone", std::make_shared<Detector>());
                head = register_module("head", torch::nn::Linear(4, 2));
            }
            std::shared_ptr<Detector> backbone;
            torch::nn::Linear head{nullptr};
        };
        Wrapper detector;
        auto classifier = ModelRegistry::instance().createClassifier("resnet18", ModelOptions{1000});
        StateDict file = stateDictOf(*classifier);
        for (auto& t : file)
            t.tensor = t.tensor.is_floating_point() ? t.tensor.detach().clone().uniform_() : t.tensor;
        LoadOptions backbone;
        backbone.targetPrefix = "backbone.body.";
        backbone.ignoreUnexpected = true;
        const LoadReport r = loadStateDict(detector, file, backbone, "resnet18.pth");
        QVERIFY2(r.complete(), r.describe().c_str());
        QCOMPARE(r.loaded, static_cast<int64_t>(file.size()));  // the fc tensors fill backbone.body.fc
        const StateDict after = stateDictOf(detector);
        QCOMPARE(QString::fromStdString(after[0].name), QString("backbone.body.conv1.weight"));
        QVERIFY(torch::equal(after[0].tensor, file[0].tensor));
    }

    void testOspreyCheckpointAsWeights() {
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        CheckpointMeta meta;
        meta.modelName = "cifar_resnet20";
        meta.numClasses = 3;
        Checkpoint::save(path("osprey.pt"), meta, *model, nullptr);
        QVERIFY(detectWeightFormat(path("osprey.pt")) == WeightFormat::LibtorchArchive);
        const ModelWeights w = readModelWeights(path("osprey.pt"));
        QVERIFY(w.meta.has_value());
        compareStateDicts(stateDictOf(*model), w.tensors);
        const QString e = errorOf([&] { readModelWeights(path("osprey.pt"), /*ema=*/true); });
        QVERIFY2(e.contains("no averaged (EMA) weights"), qPrintable(e));
        // A file that is no weight file at all.
        writeFileAtomically(path("notes.txt"), "hello");
        QVERIFY(errorOf([&] { readModelWeights(path("notes.txt")); }).contains("not a weight file"));
    }
};

QTEST_GUILESS_MAIN(TestWeights)
#include "TestWeights.moc"
