// The record layer (core/records): TFRecord framing, its CRC-32C, GZIP/ZLIB streams, the run-time protobuf
// schemas and tf.Example, checked against files a Python peer (PyPI's `tfrecord`, in the build's venv) writes
// and reads.
#include <zlib.h>

#include <QtTest>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "records/Crc32c.h"
#include "records/ProtoSchema.h"
#include "records/RecordIndex.h"
#include "records/TfExample.h"
#include "records/TfRecordReader.h"
#include "records/TfRecordWriter.h"
#include "util/Errors.h"

using namespace osprey;

namespace {

std::string fileBytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), {});
}

// What zlib's inflate makes of a GZIP or ZLIB stream (window bits 15 + 32: either, detected).
std::string inflated(const std::string& compressed) {
    z_stream s{};
    if (inflateInit2(&s, 15 + 32) != Z_OK)
        return "<inflateInit2 failed>";
    s.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    s.avail_in = static_cast<uInt>(compressed.size());
    std::string out;
    char chunk[4096];
    int rc = Z_OK;
    while (rc == Z_OK) {
        s.next_out = reinterpret_cast<Bytef*>(chunk);
        s.avail_out = sizeof chunk;
        rc = inflate(&s, Z_NO_FLUSH);
        out.append(chunk, sizeof chunk - s.avail_out);
    }
    inflateEnd(&s);
    return rc == Z_STREAM_END ? out : "<inflate failed>";
}

uint64_t littleEndian(const std::string& bytes, size_t at, int n) {
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(bytes[at + static_cast<size_t>(i)]);
    return v;
}

// A small message type with every kind of field the schemas use.
constexpr const char* kTestFile = R"pb(
    name: "osprey_test.proto"
    package: "osprey_test"
    syntax: "proto3"
    message_type {
      name: "Point"
      field { name: "label" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
      field {
        name: "xs"
        number: 2
        label: LABEL_REPEATED
        type: TYPE_FLOAT
        options { packed: true }
      }
      field { name: "step" number: 3 label: LABEL_OPTIONAL type: TYPE_INT64 }
    }
)pb";

// The peer's JSON form of an example: feature name -> [kind, values], bytes in hex.
nlohmann::json asJson(const TfExample& example) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [name, f] : example.features()) {
        nlohmann::json values = nlohmann::json::array();
        for (const std::string& b : f.bytes) {
            std::string hex;
            for (const char c : b) {
                static const char* digits = "0123456789abcdef";
                hex += digits[static_cast<unsigned char>(c) >> 4];
                hex += digits[static_cast<unsigned char>(c) & 15];
            }
            values.push_back(hex);
        }
        for (const float v : f.floats)
            values.push_back(static_cast<double>(v));
        for (const int64_t v : f.ints)
            values.push_back(v);
        const char* kind = f.kind == TfFeature::Kind::Bytes   ? "bytes"
                           : f.kind == TfFeature::Kind::Float ? "float"
                           : f.kind == TfFeature::Kind::Int64 ? "int64"
                                                              : "none";
        out[name] = nlohmann::json::array({kind, values});
    }
    return out;
}

TfExample fromJson(const nlohmann::json& record) {
    TfExample example;
    for (const auto& [name, value] : record.items()) {
        const std::string kind = value.at(0).get<std::string>();
        if (kind == "bytes") {
            std::vector<std::string> bytes;
            for (const auto& hex : value.at(1)) {
                const std::string h = hex.get<std::string>();
                std::string b;
                for (size_t i = 0; i + 1 < h.size(); i += 2)
                    b += static_cast<char>(std::stoi(h.substr(i, 2), nullptr, 16));
                bytes.push_back(b);
            }
            example.set(name, TfFeature::ofBytes(bytes));
        } else if (kind == "float") {
            example.set(name, TfFeature::ofFloats(value.at(1).get<std::vector<float>>()));
        } else {
            example.set(name, TfFeature::ofInts(value.at(1).get<std::vector<int64_t>>()));
        }
    }
    return example;
}

// Every record of `file` through our reader and tf.Example parsing, in the peer's JSON form.
nlohmann::json readAll(const std::string& file, TfRecordReaderOptions options = {}) {
    TfRecordReader reader(file, options);
    nlohmann::json all = nlohmann::json::array();
    std::string payload;
    while (reader.next(payload))
        all.push_back(asJson(TfExample::parse(payload, file, reader.recordOffset())));
    return all;
}

// The InputError `read` throws; fails the test when it throws none.
template <typename Fn>
std::string refusal(Fn&& read) {
    try {
        read();
    } catch (const InputError& e) {
        return e.what();
    }
    return "<no InputError>";
}

}  // namespace

class TestRecords : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

    // The peer (tests/tfrecord_peer.py in the build's venv) run with `args`; its printed JSON.
    nlohmann::json peer(const QStringList& args) {
        QProcess python;
        python.start(QStringLiteral(OSPREY_RECORDS_PYTHON),
                     QStringList{QStringLiteral(OSPREY_SOURCE_DIR "/tests/tfrecord_peer.py")} + args);
        if (!python.waitForFinished(120000) || python.exitCode() != 0) {
            qWarning(
                "peer %s failed (the build's venv needs tfrecord==1.14.6: ./osprey.sh test makes it): %s",
                qPrintable(args.join(' ')), python.readAllStandardError().constData());
            return nullptr;
        }
        const QByteArray out = python.readAllStandardOutput();
        return out.trimmed().isEmpty() ? nlohmann::json::array() : nlohmann::json::parse(out.toStdString());
    }
    static QString q(const std::string& s) { return QString::fromStdString(s); }

private Q_SLOTS:
    void testCrc32cKnownValues() {
        // RFC 3720's check value and the values TensorFlow's crc32c_test.cc pins.
        QCOMPARE(Crc32c::of("123456789"), 0xe3069283u);
        QCOMPARE(Crc32c::of(std::string(32, '\0')), 0x8a9136aau);
        QCOMPARE(Crc32c::of(std::string(32, '\xff')), 0x62a8ab43u);
        std::string ascending(32, '\0');
        for (int i = 0; i < 32; ++i)
            ascending[static_cast<size_t>(i)] = static_cast<char>(i);
        QCOMPARE(Crc32c::of(ascending), 0x46dd794eu);
        // Extending in pieces gives the CRC of the whole, on every split (odd lengths, the 8-byte loop's
        // tail).
        const std::string text = "The quick brown fox jumps over the lazy dog, twice over.";
        for (size_t split = 0; split <= text.size(); ++split)
            QCOMPARE(Crc32c::extend(Crc32c::of(text.substr(0, split)), text.substr(split)), Crc32c::of(text));
        QCOMPARE(Crc32c::unmask(Crc32c::mask(0x12345678u)), 0x12345678u);
        QVERIFY(Crc32c::mask(0x12345678u) != 0x12345678u);
        // TFRecord's empty-payload footer, as TensorFlow writes it.
        QCOMPARE(Crc32c::masked(""), 0xa282ead8u);
    }

    void testProtoSchemaRoundTrip() {
        const ProtoSchema schema({kTestFile});
        auto point = schema.newMessage("osprey_test.Point");
        const auto* reflection = point->GetReflection();
        const auto& type = schema.message("osprey_test.Point");
        reflection->SetString(point.get(), type.FindFieldByName("label"), "cat");
        reflection->AddFloat(point.get(), type.FindFieldByName("xs"), 0.25f);
        reflection->AddFloat(point.get(), type.FindFieldByName("xs"), -1.5f);
        reflection->SetInt64(point.get(), type.FindFieldByName("step"), int64_t{1} << 40);
        const std::string bytes = point->SerializeAsString();
        // Field 2, packed: one tag (0x12), one length (8), two floats.
        QVERIFY(bytes.find(std::string("\x12\x08", 2)) != std::string::npos);
        auto back = schema.newMessage("osprey_test.Point");
        QVERIFY(ProtoSchema::parse(*back, bytes));
        QCOMPARE(back->SerializeAsString(), bytes);
        QCOMPARE(reflection->GetRepeatedFloat(*back, type.FindFieldByName("xs"), 1), -1.5f);
        QVERIFY(!ProtoSchema::parse(*back, std::string("\x0a\x05"
                                                       "ab",
                                                       4)));  // a string cut short
        QVERIFY_THROWS_EXCEPTION(std::logic_error, schema.message("osprey_test.Nothing"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 ProtoSchema({"name: 'x.proto' message_type { nam: 'X' }"}));
    }

    void testWriterFraming() {
        const std::string file = path("plain.tfrecord");
        TfRecordWriter writer(file);
        QCOMPARE(writer.write("abc"), uint64_t{0});
        QCOMPARE(writer.write(""), uint64_t{3 + 16});
        writer.close();
        const std::string bytes = fileBytes(file);
        QCOMPARE(bytes.size(), size_t{3 + 16 + 16});
        QCOMPARE(littleEndian(bytes, 0, 8), uint64_t{3});
        QCOMPARE(littleEndian(bytes, 8, 4), uint64_t{Crc32c::masked(bytes.substr(0, 8))});
        QCOMPARE(bytes.substr(12, 3), std::string("abc"));
        QCOMPARE(littleEndian(bytes, 15, 4), uint64_t{Crc32c::masked("abc")});
        QCOMPARE(littleEndian(bytes, 19, 8), uint64_t{0});
    }

    void testWriterCompressedStreamsHoldTheFramedBytes() {
        TfRecordWriter plain(path("ref.tfrecord"));
        TfRecordWriter gzip(path("ref.tfrecord.gz"), RecordCompression::Gzip);
        TfRecordWriter zlib(path("ref.tfrecord.zz"), RecordCompression::Zlib);
        for (int i = 0; i < 300; ++i) {
            const std::string payload(static_cast<size_t>(i * 97 % 5000), static_cast<char>('a' + i % 26));
            plain.write(payload);
            gzip.write(payload);
            zlib.write(payload);
            if (i == 150) {  // a flush mid-stream leaves one valid stream
                gzip.flush();
                zlib.flush();
            }
        }
        plain.close();
        gzip.close();
        zlib.close();
        const std::string framed = fileBytes(path("ref.tfrecord"));
        const std::string gz = fileBytes(path("ref.tfrecord.gz"));
        const std::string zz = fileBytes(path("ref.tfrecord.zz"));
        QCOMPARE(gz.substr(0, 2), std::string("\x1f\x8b"));
        QCOMPARE(static_cast<unsigned char>(zz[0]), static_cast<unsigned char>(0x78));
        QVERIFY(gz.size() < framed.size() / 10);
        QCOMPARE(inflated(gz), framed);
        QCOMPARE(inflated(zz), framed);
    }

    void testWriterRefusesAFolderByName() {
        try {
            TfRecordWriter writer(m_dir.path().toStdString());
            QFAIL("a folder was opened for writing");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find(m_dir.path().toStdString()) != std::string::npos, e.what());
        }
    }

    void testReadsThePeersImageNetAndDetectionRecords() {
        for (const char* layout : {"imagenet", "od"}) {
            const std::string file = path(std::string("peer-") + layout + ".tfrecord");
            const nlohmann::json expected = peer({"write", layout, q(file), "12"});
            QVERIFY(expected.is_array());
            QCOMPARE(expected.size(), size_t{12});
            const nlohmann::json got = readAll(file);
            QVERIFY2(got == expected, layout);
        }
        // The keys the layouts' readers will look for, with their values.
        TfRecordReader reader(path("peer-imagenet.tfrecord"));
        std::string payload;
        QVERIFY(reader.next(payload));
        QVERIFY(reader.next(payload));
        const TfExample second = TfExample::parse(payload, reader.path(), reader.recordOffset());
        QCOMPARE(second.find("image/class/label")->ints, std::vector<int64_t>{2});
        QCOMPARE(second.find("image/class/synset")->bytes.at(0), std::string("n01440765"));
        QCOMPARE(second.find("image/encoded")->bytes.at(0).size(), size_t{237});
        QCOMPARE(second.find("image/height")->kind, TfFeature::Kind::Int64);
    }

    void testReadsThePeersGzipAndZlibRecords() {
        const nlohmann::json plain = peer({"write", "od", q(path("od-plain.tfrecord")), "7"});
        for (const char* how : {"gzip", "zlib"}) {
            const std::string file = path(std::string("od.tfrecord.") + how);
            const nlohmann::json expected = peer({"write", "od", q(file), "7", how});
            QVERIFY(expected == plain);
            TfRecordReaderOptions told;  // recognised from its bytes, and as told
            told.compression = std::string(how) == "gzip" ? RecordCompression::Gzip : RecordCompression::Zlib;
            QVERIFY2(readAll(file) == expected, how);
            QVERIFY2(readAll(file, told) == expected, how);
            QCOMPARE(TfRecordReader(file).compression(), *told.compression);
        }
    }

    void testThePeerReadsOurRecords() {
        const nlohmann::json expected = peer({"write", "imagenet", q(path("source.tfrecord")), "9"});
        QVERIFY(expected.is_array());
        for (const auto compression :
             {RecordCompression::None, RecordCompression::Gzip, RecordCompression::Zlib}) {
            const std::string file = path(std::string("ours.tfrecord") + recordCompressionName(compression));
            TfRecordWriter writer(file, compression);
            for (const auto& record : expected)
                writer.write(fromJson(record).serialize());
            writer.close();
            QStringList args{QStringLiteral("read"), q(file)};
            if (compression != RecordCompression::None)
                args << QString(recordCompressionName(compression)).toLower();
            QVERIFY2(peer(args) == expected, recordCompressionName(compression));
            QVERIFY(readAll(file) == expected);
        }
    }

    void testIndexMatchesDalisAndIsCachedBesideTheRun() {
        const std::string data = path("indexed.tfrecord");
        QVERIFY(peer({"write", "od", q(data), "10"}).is_array());
        QVERIFY(peer({"index", q(data), q(path("indexed.idx"))}).is_array());
        const std::string theirs = fileBytes(path("indexed.idx"));
        const RecordIndex built = RecordIndex::build(data);
        QCOMPARE(built.size(), size_t{10});
        QCOMPARE(built.text(), theirs);
        QVERIFY(RecordIndex::read(path("indexed.idx"), std::filesystem::file_size(data)).entries() ==
                built.entries());
        // Without an index file: built once into the cache folder, nothing written beside the data.
        const std::string cache = path("run/record-index");
        const size_t besideBefore =
            std::distance(std::filesystem::directory_iterator(m_dir.path().toStdString()),
                          std::filesystem::directory_iterator());
        QVERIFY(RecordIndex::load(data, "", cache).entries() == built.entries());
        QCOMPARE(
            std::distance(std::filesystem::directory_iterator(cache), std::filesystem::directory_iterator()),
            std::ptrdiff_t{1});
        QCOMPARE(size_t(std::distance(std::filesystem::directory_iterator(m_dir.path().toStdString()),
                                      std::filesystem::directory_iterator())),
                 besideBefore + 1);                                                // the run folder
        QVERIFY(RecordIndex::load(data, "", cache).entries() == built.entries());  // from the cache
        // Random access by offset gives the records in order.
        TfRecordReader sequential(data), random(data);
        std::string payload;
        for (const auto& e : built.entries()) {
            QVERIFY(sequential.next(payload));
            QCOMPARE(random.readAt(e.offset), payload);
        }
    }

    void testBadIndexLineIsNamed() {
        const std::string data = path("small.tfrecord");
        TfRecordWriter writer(data);
        writer.write("one");
        writer.write("two");
        writer.close();
        const std::string index = path("small.idx");
        std::ofstream(index) << "0 19\n19 x\n";
        const std::string bad = refusal([&] { RecordIndex::read(index, 38); });
        QVERIFY2(bad.find(index + "' line 2") != std::string::npos, bad.c_str());
        std::ofstream(index) << "0 19\n19 190\n";  // past the data file
        const std::string past = refusal([&] { RecordIndex::load(data, index, path("cache")); });
        QVERIFY2(past.find(index + "' line 2") != std::string::npos, past.c_str());
    }

    void testCorruptRecordsAreRefusedOrSkipped() {
        const std::string good = path("good.tfrecord");
        TfRecordWriter writer(good);
        for (int i = 0; i < 5; ++i)
            writer.write(std::string(100, static_cast<char>('a' + i)));
        writer.close();
        const std::string bytes = fileBytes(good);  // records of 116 bytes at 0, 116, 232, 348, 464
        const auto variant = [&](const std::string& name, const std::function<void(std::string&)>& edit) {
            std::string b = bytes;
            edit(b);
            std::ofstream(path(name), std::ios::binary) << b;
            return path(name);
        };
        const auto count = [](const std::string& file, TfRecordReaderOptions options) {
            TfRecordReader reader(file, options);
            std::string payload;
            int n = 0;
            while (reader.next(payload))
                ++n;
            return std::make_pair(n, reader.corruptRecords());
        };
        TfRecordReaderOptions skip;
        skip.skipCorrupt = true;
        // A flipped payload byte: that record alone.
        const std::string payloadFlip =
            variant("payload.tfrecord", [](std::string& b) { b[232 + 12 + 50] ^= 1; });
        std::string message = refusal([&] { count(payloadFlip, {}); });
        QVERIFY2(
            message.find(payloadFlip) != std::string::npos && message.find("byte 232") != std::string::npos,
            message.c_str());
        QCOMPARE(count(payloadFlip, skip), std::make_pair(4, uint64_t{1}));
        // A flipped length byte: the rest of the file cannot be trusted, it counts as one.
        const std::string lengthFlip = variant("length.tfrecord", [](std::string& b) { b[116 + 1] ^= 4; });
        message = refusal([&] { count(lengthFlip, {}); });
        QVERIFY2(
            message.find(lengthFlip) != std::string::npos && message.find("byte 116") != std::string::npos,
            message.c_str());
        QCOMPARE(count(lengthFlip, skip), std::make_pair(1, uint64_t{1}));
        // Cut off inside the last record.
        const std::string cut = variant("cut.tfrecord", [](std::string& b) { b.resize(464 + 60); });
        message = refusal([&] { count(cut, {}); });
        QVERIFY2(message.find(cut) != std::string::npos && message.find("byte 464") != std::string::npos,
                 message.c_str());
        QCOMPARE(count(cut, skip), std::make_pair(4, uint64_t{1}));
        // A length beyond the file, with a valid CRC (forged): refused before anything is allocated.
        const std::string forged = variant("forged.tfrecord", [](std::string& b) {
            const uint64_t huge = 1ull << 40;
            for (int i = 0; i < 8; ++i)
                b[size_t(i)] = static_cast<char>(huge >> (8 * i));
            const uint32_t crc = Crc32c::masked(b.substr(0, 8));
            for (int i = 0; i < 4; ++i)
                b[size_t(8 + i)] = static_cast<char>(crc >> (8 * i));
        });
        message = refusal([&] { count(forged, {}); });
        QVERIFY2(message.find("byte 0") != std::string::npos && message.find("256 MiB") != std::string::npos,
                 message.c_str());
        QVERIFY(refusal([&] { TfRecordReader(payloadFlip).readAt(232); }).find("byte 232") !=
                std::string::npos);
        // A corrupt GZIP stream names the file.
        std::string gz = fileBytes(path("od.tfrecord.gzip"));
        gz[gz.size() / 2] ^= 0x55;
        std::ofstream(path("bad.gz"), std::ios::binary) << gz;
        message = refusal([&] { count(path("bad.gz"), {}); });
        QVERIFY2(message.find(path("bad.gz")) != std::string::npos, message.c_str());
    }

    void testRefusesWhatIsNotARegularFile() {
        const std::string fifo = path("fifo.tfrecord");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY(refusal([&] { TfRecordReader r(fifo); }).find(fifo) != std::string::npos);
        QVERIFY(refusal([&] { TfRecordReader r(m_dir.path().toStdString()); }).find("folder") !=
                std::string::npos);
    }

    void testTfExampleRoundTripAndBounds() {
        TfExample example;
        example.set("image/object/bbox/xmin", TfFeature::ofFloats({0.125f, 0.5f}));
        example.set("image/class/label", TfFeature::ofInts({-3, int64_t{1} << 50}));
        example.set("image/encoded", TfFeature::ofBytes({std::string("\0\xff\x10", 3)}));
        example.set("empty", TfFeature{});
        const TfExample back = TfExample::parse(example.serialize(), "x.tfrecord", 0);
        QVERIFY(asJson(back) == asJson(example));
        QCOMPARE(back.serialize(), example.serialize());
        const std::string message = refusal([&] { TfExample::parse("\x0a\x05garbage", "y.tfrecord", 4242); });
        QVERIFY2(message.find("y.tfrecord") != std::string::npos && message.find("4242") != std::string::npos,
                 message.c_str());
        TfExampleLimits small;
        small.maxFeatures = 3;
        QVERIFY(refusal([&] { TfExample::parse(example.serialize(), "z", 1, small); }).find("4 features") !=
                std::string::npos);
        small = {};
        small.maxValues = 4;
        QVERIFY(refusal([&] { TfExample::parse(example.serialize(), "z", 1, small); }).find("z") !=
                std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestRecords)
#include "TestRecords.moc"
