#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>

#include "data/formats/shapes/ShapesDetectionDataset.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "data/loader/BatchSource.h"
#include "data/loader/ClassificationSource.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DetectionSource.h"
#include "data/transforms/ModelInput.h"

using namespace osprey;

namespace {

// A source whose pictures record which thread made them and for which item and seed; `meet` pictures must be
// inside fill() at the same time before any of them returns (or it gives up after a while and says so).
class WatchedSource : public BatchSource {
public:
    WatchedSource(size_t items, int meet) : m_items(items), m_meet(meet) {}

    size_t size() const override { return m_items; }
    Batch allocate(int64_t rows, bool) const override {
        Batch b;
        b.pixels = torch::zeros({rows, 2, 2, 3}, torch::kUInt8);
        b.labels = torch::zeros({rows}, torch::kInt64);
        return b;
    }
    bool fill(Batch& batch, int64_t row, size_t item, uint64_t seed) override {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_threadsOfItem[item].insert(std::this_thread::get_id());
        m_seeds.insert({item, seed});
        ++m_filled;
        if (m_meet > 1) {
            ++m_inside;
            m_changed.notify_all();
            if (!m_changed.wait_for(lock, std::chrono::seconds(20), [this] { return m_inside >= m_meet; }))
                m_metInTime = false;
        }
        m_changed.notify_all();
        lock.unlock();
        batch.pixels[row].fill_(static_cast<int64_t>(item % 251));
        batch.labels[row] = static_cast<int64_t>(item);
        return true;
    }

    std::set<std::thread::id> threadsOf(const std::vector<int64_t>& items) {
        std::lock_guard<std::mutex> lock(m_mutex);
        std::set<std::thread::id> out;
        for (int64_t i : items)
            out.insert(m_threadsOfItem[static_cast<size_t>(i)].begin(),
                       m_threadsOfItem[static_cast<size_t>(i)].end());
        return out;
    }
    int64_t filled() {
        std::lock_guard<std::mutex> lock(m_mutex);
        return m_filled;
    }
    // Waits until `count` pictures were made; false after 20 s.
    bool waitForFilled(int64_t count) {
        std::unique_lock<std::mutex> lock(m_mutex);
        return m_changed.wait_for(lock, std::chrono::seconds(20), [&] { return m_filled >= count; });
    }
    bool metInTime() const { return m_metInTime; }
    // Pictures made, each (item, seed) counted once: equal to filled() when nothing was made twice.
    int64_t distinct() {
        std::lock_guard<std::mutex> lock(m_mutex);
        return static_cast<int64_t>(m_seeds.size());
    }

private:
    size_t m_items;
    int m_meet;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<size_t, std::set<std::thread::id>> m_threadsOfItem;
    std::set<std::pair<size_t, uint64_t>> m_seeds;
    int64_t m_filled = 0;
    int m_inside = 0;
    bool m_metInTime = true;
};

std::vector<torch::Tensor> epoch(DataLoader& loader, int64_t e, int64_t first = 0) {
    loader.startEpoch(e, first);
    std::vector<torch::Tensor> out;
    Batch b;
    while (loader.next(b))
        out.push_back(torch::cat({b.pixels.flatten(1).sum(1), b.labels}));
    return out;
}

bool sameBatches(const std::vector<torch::Tensor>& a, const std::vector<torch::Tensor>& b) {
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (!torch::equal(a[i], b[i]))
            return false;
    }
    return true;
}

}  // namespace

// The loader of issue 38: the pictures of one batch spread over the workers, the next epoch begun before the
// current one ends, uint8 NHWC batches made into the model's input on the device.
class TestLoader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // With one batch in flight, two workers can only meet inside fill() if they work on the same batch. A
    // loader that gives each batch to one worker never lets them meet (the source gives up after 20 s and
    // says so).
    void testOneBatchIsMadeByAllWorkers() {
        auto source = std::make_shared<WatchedSource>(64, /*meet=*/2);
        LoaderOptions o;
        o.batchSize = 8;
        o.workers = 2;
        o.prefetch = 1;
        o.shuffle = false;
        DataLoader loader(source, o);
        loader.startEpoch(0);
        Batch b;
        QVERIFY(loader.next(b));
        QVERIFY2(source->metInTime(), "two workers never made pictures of the same batch at once");
        QCOMPARE(b.size(), int64_t{8});
        QCOMPARE(source->threadsOf(b.indices).size(), size_t{2});
        // Rows stay in the order of the epoch, whoever made them.
        for (int64_t row = 0; row < 8; ++row)
            QCOMPARE(b.labels[row].item<int64_t>(), row);
        const auto stats = loader.workerStats();
        QCOMPARE(stats.size(), size_t{2});
        QVERIFY(stats[0].pictures > 0 && stats[1].pictures > 0);
    }

    // Once the last batch of an epoch is under way, the workers go on with the next epoch's first batches
    // before startEpoch() asks for them; what they made equals what a loader that waits would make.
    void testNextEpochIsMadeWhileThisOneEnds() {
        auto source = std::make_shared<WatchedSource>(40, 1);
        LoaderOptions o;
        o.batchSize = 10;
        o.workers = 2;
        o.prefetch = 2;
        o.seed = 5;
        o.persistent = true;
        DataLoader loader(source, o);
        const auto first = epoch(loader, 0);
        QCOMPARE(first.size(), size_t{4});
        // No startEpoch(1) yet: two batches of epoch 1 are made anyway.
        QVERIFY2(source->waitForFilled(60),
                 qPrintable(QString("only %1 pictures made").arg(source->filled())));
        const auto second = epoch(loader, 1);
        QVERIFY(source->filled() >= 80);
        QCOMPARE(source->distinct(), source->filled());  // nothing made twice
        auto reference = std::make_shared<WatchedSource>(40, 1);
        o.persistent = false;
        DataLoader waits(reference, o);
        QVERIFY(sameBatches(first, epoch(waits, 0)));
        QVERIFY(sameBatches(second, epoch(waits, 1)));
        // Resuming elsewhere drops what was made ahead: epoch 3 from batch 2 equals the tail of epoch 3.
        QVERIFY(source->waitForFilled(100));
        const auto tail = epoch(loader, 3, 2);
        const auto whole = epoch(waits, 3);
        QCOMPARE(tail.size(), size_t{2});
        QVERIFY(torch::equal(tail[0], whole[2]) && torch::equal(tail[1], whole[3]));
    }

    // A training step's input from the loader's uint8 pixels equals what the float transform writes for the
    // same picture and seed (classification; detection with its letterbox padding 0).
    void testModelInputEqualsTheFloatTransform() {
        auto digits = std::make_shared<SyntheticDataset>(12, 3, 40, 7);
        ClassificationTransform::Options c;
        c.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
        c.size = 24;
        c.hflip = 0.5;
        const ClassificationTransform transform(c);
        ClassificationSource source(digits, transform, false, nullptr);
        std::vector<size_t> items = {3, 0, 11, 5};
        std::vector<uint64_t> seeds = {17, 4, 99, 1234};
        const Batch batch = source.produce(items, seeds, false);
        QCOMPARE(batch.pixels.sizes(), (torch::IntArrayRef{4, 24, 24, 3}));
        QCOMPARE(batch.pixels.scalar_type(), torch::kUInt8);
        const torch::Tensor input = modelInput(batch, torch::kCPU);
        QCOMPARE(input.sizes(), (torch::IntArrayRef{4, 3, 24, 24}));
        QVERIFY(input.is_contiguous());
        QVERIFY(modelInput(batch, torch::kCPU, torch::kFloat32, true)
                    .is_contiguous(torch::MemoryFormat::ChannelsLast));
        for (size_t k = 0; k < items.size(); ++k) {
            std::mt19937_64 rng(seeds[k]);
            torch::Tensor expected = torch::empty({3, 24, 24});
            transform.apply(digits->image(items[k]), rng, expected.data_ptr<float>());
            QVERIFY2(
                torch::equal(input[static_cast<int64_t>(k)], expected),
                qPrintable(QString("row %1 differs by %2")
                               .arg(k)
                               .arg((input[static_cast<int64_t>(k)] - expected).abs().max().item<double>())));
        }

        auto shapes = std::make_shared<ShapesDetectionDataset>(3, 0, 6);
        DetectionTransform::Options d;
        d.size = 96;
        d.resize = DetectionTransform::Resize::Letterbox;
        d.train = true;
        d.photometric = true;
        d.ssdCrop = true;  // crops that are not square: the letterbox pads them
        const DetectionTransform boxes(d);
        DetectionSource detection(shapes, boxes, nullptr);
        const Batch db = detection.produce({0, 4, 2}, {8, 9, 10}, false);
        QCOMPARE(db.extents.size(), size_t{3});
        const torch::Tensor dinput = modelInput(db, torch::kCPU);
        for (int64_t k = 0; k < 3; ++k) {
            std::mt19937_64 rng(static_cast<uint64_t>(8 + k));
            torch::Tensor expected = torch::empty({3, 96, 96});
            const auto r = boxes.apply(shapes->image(static_cast<size_t>(db.indices[static_cast<size_t>(k)])),
                                       shapes->boxes(static_cast<size_t>(db.indices[static_cast<size_t>(k)])),
                                       rng, expected.data_ptr<float>());
            QCOMPARE(db.extents[static_cast<size_t>(k)][0], r.width);
            QVERIFY2(torch::equal(dinput[k], expected),
                     qPrintable(QString("detection row %1 differs by %2")
                                    .arg(k)
                                    .arg((dinput[k] - expected).abs().max().item<double>())));
        }
        // Some row was padded (and its padding compared above: 0, the mean colour, not the normalised black).
        bool padded = false;
        for (const auto& e : db.extents)
            padded = padded || e[0] < 96 || e[1] < 96;
        QVERIFY(padded);
    }

    // Rows whose picture is unreadable are left out of the batch, the others moved up with all their fields.
    void testUnreadableRowsLeaveTheBatchWhole() {
        Batch b;
        b.pixels =
            torch::arange(4 * 2 * 2 * 3, torch::kInt64).remainder(200).to(torch::kUInt8).view({4, 2, 2, 3});
        b.labels = torch::tensor({10, 11, 12, 13}, torch::kInt64);
        b.imageIds = {100, 101, 102, 103};
        b.extents = {{{1, 1}}, {{2, 2}}, {{1, 2}}, {{2, 1}}};
        const torch::Tensor row3 = b.pixels[3].clone();
        keepRows(b, {1, 0, 0, 1}, {7, 8, 9, 6});
        QCOMPARE(b.size(), int64_t{2});
        QCOMPARE(b.labels[1].item<int64_t>(), int64_t{13});
        QVERIFY(torch::equal(b.pixels[1], row3));
        QCOMPARE(b.indices, (std::vector<int64_t>{7, 6}));
        QCOMPARE(b.imageIds, (std::vector<int64_t>{100, 103}));
        QCOMPARE(b.extents[1][0], 2);
    }
};

QTEST_GUILESS_MAIN(TestLoader)
#include "TestLoader.moc"
