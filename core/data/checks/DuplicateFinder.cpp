#include "data/checks/DuplicateFinder.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

#include <opencv2/imgcodecs.hpp>

#include "data/decode/ImageDecoder.h"

namespace osprey {

namespace {

// A JPEG whose shorter side is at least this is decoded at half size (libjpeg scales in its DCT, about 3x
// faster): the 64x64 grid the hash works on stays at least 3x below the decoded size.
constexpr int kReducedDecodeSide = 384;

bool isJpeg(const std::vector<uint8_t>& bytes) {
    return bytes.size() > 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

ImageFingerprint fingerprintFile(const std::string& path) {
    ImageFingerprint f;
    std::vector<uint8_t> bytes;
    if (!readFileBytes(path, bytes, &f.error))
        return f;
    const auto size = headerImageSize(bytes.data(), bytes.size());
    const bool reduce = size && isJpeg(bytes) && std::min(size->width, size->height) >= kReducedDecodeSide;
    const cv::Mat picture = decodeImageBytes(
        bytes, &f.error,
        reduce ? cv::IMREAD_REDUCED_GRAYSCALE_2 | cv::IMREAD_IGNORE_ORIENTATION : cv::IMREAD_UNCHANGED);
    if (picture.empty())
        return f;
    f.readable = true;
    f.width = size ? size->width : picture.cols;
    f.height = size ? size->height : picture.rows;
    f.content = contentHash(bytes);
    f.look = perceptualHash(picture);
    return f;
}

ImageFingerprint fingerprintInMemory(const DatasetImage& image) {
    ImageFingerprint f;
    const cv::Mat picture = image.decoded();
    if (picture.empty() || picture.depth() != CV_8U) {
        f.error = "cannot be decoded";
        return f;
    }
    f.readable = true;
    f.width = picture.cols;
    f.height = picture.rows;
    f.content = contentHash(picture);
    f.look = perceptualHash(picture);
    return f;
}

// Never throws: it runs on a worker thread, and a picture OpenCV cannot take (a two-channel TIFF) is a
// finding.
ImageFingerprint fingerprint(const DatasetImage& image) {
    try {
        return image.decoded ? fingerprintInMemory(image) : fingerprintFile(image.path);
    } catch (const std::exception& e) {
        ImageFingerprint f;
        f.error = std::string("cannot be hashed: ") + e.what();
        return f;
    }
}

// Two pictures with the same content hash are the same only when their bytes (or pixels) are: a collision
// never reports a false exact duplicate.
bool sameContent(const DatasetImage& a, const DatasetImage& b) {
    if (a.decoded && b.decoded) {
        const cv::Mat x = a.decoded(), y = b.decoded();
        return x.size == y.size && x.type() == y.type() && cv::norm(x, y, cv::NORM_INF) == 0;
    }
    std::vector<uint8_t> x, y;
    return !a.decoded && !b.decoded && readFileBytes(a.path, x) && readFileBytes(b.path, y) && x == y;
}

int threadCount(int wanted, size_t work) {
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return static_cast<int>(std::clamp<size_t>(work, 1, wanted > 0 ? wanted : cores));
}

// Runs `job(i)` for i in [0, count) on `threads` threads, taking `chunk` items at a time, and reports
// progress from the calling thread; stops early when `cancel` is set.
void parallelFor(size_t count, size_t chunk, const DuplicateSearch& search,
                 const std::function<void(size_t)>& job) {
    std::atomic<size_t> next{0}, done{0};
    auto worker = [&] {
        for (;;) {
            if (search.cancel && search.cancel->load())
                return;
            const size_t begin = next.fetch_add(chunk);
            if (begin >= count)
                return;
            const size_t end = std::min(count, begin + chunk);
            for (size_t i = begin; i < end; ++i)
                job(i);
            done += end - begin;
        }
    };
    std::vector<std::thread> pool;
    const int threads = threadCount(search.threads, count / chunk + 1);
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(worker);
    if (search.progress) {
        while (done.load() < count && !(search.cancel && search.cancel->load())) {
            std::this_thread::sleep_for(std::chrono::milliseconds(250));
            if (done.load() < count)
                search.progress(done.load(), count);
        }
    }
    for (auto& t : pool)
        t.join();
    if (search.progress)
        search.progress(done.load(), count);
}

// The first earlier picture each picture matches, in its own split and in another one.
struct Matches {
    static constexpr size_t kNone = static_cast<size_t>(-1);
    size_t exactSame = kNone, nearSame = kNone, exactOther = kNone, nearOther = kNone;
    int nearSameDistance = 0, nearOtherDistance = 0;
};

struct Hashed {
    std::vector<PerceptualHash> looks;
    std::vector<uint64_t> contents;
    std::vector<int> splits;
};

// The all-pairs scan, 5 * 10^9 pairs for 100,000 pictures: the popcount instruction, where the CPU has it,
// is several times faster than the portable fallback x86-64's baseline compiles to.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__SANITIZE_ADDRESS__)
__attribute__((target_clones("popcnt", "default")))
#endif
Matches
matchEarlier(const Hashed& h, size_t b, int maxDistance) {
    Matches m;
    const PerceptualHash& look = h.looks[b];
    for (size_t a = 0; a < b; ++a) {
        const PerceptualHash& other = h.looks[a];
        const int distance = __builtin_popcountll(look.words[0] ^ other.words[0]) +
                             __builtin_popcountll(look.words[1] ^ other.words[1]) +
                             __builtin_popcountll(look.words[2] ^ other.words[2]) +
                             __builtin_popcountll(look.words[3] ^ other.words[3]);
        const bool exact = h.contents[a] == h.contents[b];
        if (!exact && distance > maxDistance)
            continue;
        const bool same = h.splits[a] == h.splits[b];
        size_t& firstExact = same ? m.exactSame : m.exactOther;
        size_t& firstNear = same ? m.nearSame : m.nearOther;
        if (exact && firstExact == Matches::kNone)
            firstExact = a;
        if (!exact && firstNear == Matches::kNone) {
            firstNear = a;
            (same ? m.nearSameDistance : m.nearOtherDistance) = distance;
        }
    }
    return m;
}

}  // namespace

std::vector<ImageFingerprint> fingerprintImages(const std::vector<DatasetImage>& images,
                                                const DuplicateSearch& search) {
    std::vector<ImageFingerprint> fingerprints(images.size());
    parallelFor(images.size(), 16, search, [&](size_t i) { fingerprints[i] = fingerprint(images[i]); });
    return fingerprints;
}

DuplicateReport pairDuplicates(const std::vector<DatasetImage>& images,
                               const std::vector<ImageFingerprint>& fingerprints, int maxDistance,
                               const DuplicateSearch& search) {
    DuplicateReport report;
    std::vector<size_t> readable;  // positions in `images`
    std::vector<std::string> splitNames;
    Hashed hashed;
    for (size_t i = 0; i < images.size() && i < fingerprints.size(); ++i) {
        if (!fingerprints[i].readable) {
            if (!fingerprints[i].error.empty()) {  // else not hashed: the search was stopped first
                report.unreadable.push_back(images[i]);
                report.unreadableReasons.push_back(fingerprints[i].error);
            }
            continue;
        }
        readable.push_back(i);
        hashed.looks.push_back(fingerprints[i].look);
        hashed.contents.push_back(fingerprints[i].content);
        const auto split = std::find(splitNames.begin(), splitNames.end(), images[i].split);
        hashed.splits.push_back(static_cast<int>(split - splitNames.begin()));
        if (split == splitNames.end())
            splitNames.push_back(images[i].split);
    }
    std::vector<Matches> matches(readable.size());
    parallelFor(readable.size(), 64, search,
                [&](size_t b) { matches[b] = matchEarlier(hashed, b, maxDistance); });

    auto add = [&](size_t exactA, size_t nearA, int nearDistance, size_t b) {
        const DatasetImage& second = images[readable[b]];
        const bool exact = exactA != Matches::kNone && sameContent(images[readable[exactA]], second);
        if (!exact && nearA == Matches::kNone)
            return;
        const DatasetImage& first = images[readable[exact ? exactA : nearA]];
        ImagePair pair{first.split,
                       first.path,
                       second.split,
                       second.path,
                       exact ? "exact" : "near",
                       exact ? 0 : nearDistance,
                       first.index,
                       second.index};
        (first.split == second.split ? report.duplicates : report.leaks).push_back(std::move(pair));
    };
    for (size_t b = 0; b < matches.size(); ++b) {
        const Matches& m = matches[b];
        add(m.exactSame, m.nearSame, m.nearSameDistance, b);
        add(m.exactOther, m.nearOther, m.nearOtherDistance, b);
    }
    return report;
}

DuplicateReport findDuplicates(const std::vector<DatasetImage>& images, int maxDistance,
                               const DuplicateSearch& search) {
    return pairDuplicates(images, fingerprintImages(images, search), maxDistance, search);
}

}  // namespace osprey
