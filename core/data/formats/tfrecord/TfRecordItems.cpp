#include "data/formats/tfrecord/TfRecordItems.h"

#include <atomic>
#include <thread>

#include "config/Config.h"
#include "records/RecordFault.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

[[noreturn]] void wrongKind(const std::string& key, const char* kind) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "the feature '{key}' is not a list of {kind}"),
        {{"key", key}, {"kind", kind}}));
}

const TfFeature* featureOf(const TfExample& e, const std::string& key, TfFeature::Kind kind,
                           const char* what) {
    const TfFeature* f = e.find(key);
    if (f && f->kind != kind && f->kind != TfFeature::Kind::None)
        wrongKind(key, what);
    return f && f->kind == kind ? f : nullptr;
}

}  // namespace

int64_t singleInt(const TfExample& e, const std::string& key) {
    const TfFeature* f = featureOf(e, key, TfFeature::Kind::Int64, "int64");
    if (!f || f->ints.size() != 1)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "the record has no single int64 '{key}'"),
            {{"key", key}}));
    return f->ints[0];
}

const std::vector<float>& floatsOf(const TfExample& e, const std::string& key) {
    static const std::vector<float> none;
    const TfFeature* f = featureOf(e, key, TfFeature::Kind::Float, "float");
    return f ? f->floats : none;
}

const std::vector<int64_t>& intsOf(const TfExample& e, const std::string& key) {
    static const std::vector<int64_t> none;
    const TfFeature* f = featureOf(e, key, TfFeature::Kind::Int64, "int64");
    return f ? f->ints : none;
}

const std::vector<std::string>& bytesOf(const TfExample& e, const std::string& key) {
    static const std::vector<std::string> none;
    const TfFeature* f = featureOf(e, key, TfFeature::Kind::Bytes, "bytes");
    return f ? f->bytes : none;
}

RecordShardOptions recordShardOptions(const Config& config, uint64_t* inMemoryLeft) {
    RecordShardOptions o;
    o.skipCorrupt = config.getBool("data.skip_corrupt_records");
    o.indexCache = tfRecordIndexCache();
    o.inMemoryLeft = inMemoryLeft;
    return o;
}

TfRecordItems::TfRecordItems(const std::vector<std::string>& paths, const RecordShardOptions& options) {
    for (const auto& path : paths)
        m_shards.push_back(std::make_unique<RecordShard>(path, options));
}

void TfRecordItems::scan(const std::function<void(const TfExample&, uint32_t, uint64_t)>& visit) {
    std::vector<std::exception_ptr> failed(m_shards.size());
    std::atomic<size_t> next{0};
    auto work = [&] {
        for (size_t s = next++; s < m_shards.size(); s = next++) {
            try {
                scanShard(static_cast<uint32_t>(s), visit);
            } catch (...) {
                failed[s] = std::current_exception();
            }
        }
    };
    const size_t threads =
        std::min<size_t>(m_shards.size(), std::max(1u, std::thread::hardware_concurrency()));
    std::vector<std::thread> pool;
    for (size_t t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto& t : pool)
        t.join();
    for (const auto& e : failed)
        if (e)
            std::rethrow_exception(e);
}

void TfRecordItems::scanShard(uint32_t s,
                              const std::function<void(const TfExample&, uint32_t, uint64_t)>& visit) {
    {
        RecordShard& shard = *m_shards[s];
        shard.scan([&](size_t record, const std::string& payload) {
            const TfExample example = TfExample::parse(payload, shard.path(), shard.offset(record));
            try {
                visit(example, s, record);
            } catch (const InputError& e) {  // named by file and offset, like a framing fault
                const Reason fault = RecordFault::badPayload(shard.path(), shard.offset(record), reasonOf(e));
                throw InputError(fault);
            }
        });
    }
}

std::string TfRecordItems::name(const Item& item) const {
    return m_shards.at(item.shard)->name() + ":" + std::to_string(item.record);
}

TfExample TfRecordItems::example(const Item& item) const {
    const RecordShard& shard = *m_shards.at(item.shard);
    return TfExample::parse(shard.payload(item.record), shard.path(), shard.offset(item.record));
}

bool TfRecordItems::bytes(const Item& item, const std::string& key, std::vector<uint8_t>& out,
                          std::string* error) const {
    try {
        const TfExample e = example(item);
        const std::vector<std::string>& values = bytesOf(e, key);
        if (values.empty() || values[0].empty()) {
            if (error)
                *error = "the record has no '" + key + "'";
            return false;
        }
        out.assign(values[0].begin(), values[0].end());
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = e.what();
        return false;
    }
}

SkippedFiles TfRecordItems::corrupt() const {
    SkippedFiles out;
    for (const auto& shard : m_shards)
        out.insert(out.end(), shard->corrupt().begin(), shard->corrupt().end());
    return out;
}

}  // namespace osprey
