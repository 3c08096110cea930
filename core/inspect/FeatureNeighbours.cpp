#include "inspect/FeatureNeighbours.h"

#include <torch/torch.h>

#include <ATen/Parallel.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <random>

#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/transforms/ClassificationTransform.h"
#include "data/transforms/DetectionTransform.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// One split's pictures, whichever kind of dataset holds them.
struct PictureSplit {
    const char* name;
    size_t size;
    std::function<cv::Mat(size_t)> image;
    std::function<std::string(size_t)> file, itemName;

    template <typename DatasetType>
    static PictureSplit of(const char* name, const DatasetType& d) {
        return {name, d.size(), [&d](size_t i) { return d.image(i); },
                [&d](size_t i) { return d.filePath(i); }, [&d](size_t i) { return d.itemName(i); }};
    }
};

struct Picture {
    const PictureSplit* split;
    size_t index;
};

std::string nameOf(const Picture& p) {
    const std::string file = p.split->file(p.index);
    return file.empty() ? p.split->itemName(p.index) : file;
}

// A run's model as the pass uses it: how a picture becomes its input, and the first stage's map of an input.
struct Encoder {
    Preprocessing pre;
    std::function<void(const cv::Mat& bgr, float* input)> prepare;
    std::function<torch::Tensor(const torch::Tensor& input)> early;
};

Encoder encoderOf(const std::string& runDir) {
    Encoder e;
    if (weightsTask("", runCheckpointPath(runDir)) == TaskKind::Detection) {
        const DetectionPredictor predictor =
            DetectionPredictor::fromRun(runDir, torch::kCPU, false, InferenceOptions{false});
        std::shared_ptr<DetectionModel> model = predictor.model();
        model->eval();
        e.pre = predictor.meta().preprocessing;
        e.prepare = [transform = DetectionTransform::forEvaluation(e.pre)](const cv::Mat& bgr, float* input) {
            std::mt19937_64 rng(0);  // evaluation geometry draws nothing
            transform.apply(bgr, {}, rng, input);
        };
        e.early = [model](const torch::Tensor& input) { return model->earlyFeatures(input); };
    } else {
        const Predictor predictor = Predictor::fromRun(runDir, torch::kCPU, false, InferenceOptions{false});
        std::shared_ptr<ClassificationModel> model = predictor.model();
        model->eval();
        e.pre = predictor.meta().preprocessing;
        e.prepare = [transform = ClassificationTransform::forEvaluation(e.pre)](const cv::Mat& bgr,
                                                                                float* input) {
            std::mt19937_64 rng(0);
            transform.apply(bgr, rng, input);
        };
        e.early = [model](const torch::Tensor& input) { return model->earlyFeatures(input); };
    }
    return e;
}

// The groups of pictures the hashes joined (a group of copies is listed as each later copy against the
// first): a feature pair inside a group would list again what the hashes found.
class HashGroups {
public:
    explicit HashGroups(const DuplicateReport& pairs) {
        for (const auto* list : {&pairs.duplicates, &pairs.leaks}) {
            for (const ImagePair& p : *list)
                join(id(p.splitA, p.indexA), id(p.splitB, p.indexB));
        }
    }
    bool together(const std::string& splitA, size_t a, const std::string& splitB, size_t b) const {
        const auto x = m_ids.find({splitA, a}), y = m_ids.find({splitB, b});
        return x != m_ids.end() && y != m_ids.end() && root(x->second) == root(y->second);
    }

private:
    size_t id(const std::string& split, size_t index) {
        const auto [at, added] = m_ids.try_emplace({split, index}, m_parent.size());
        if (added)
            m_parent.push_back(at->second);
        return at->second;
    }
    size_t root(size_t i) const {
        while (m_parent[i] != i)
            i = m_parent[i];
        return i;
    }
    void join(size_t a, size_t b) { m_parent[root(a)] = root(b); }

    std::map<std::pair<std::string, size_t>, size_t> m_ids;
    std::vector<size_t> m_parent;
};

// The descriptor of a picture: the model's first-stage feature map (ClassificationModel::earlyFeatures)
// averaged over a 4 x 4 grid. Measured on shape crops with copies planted (docs/design/inspect.md section 8):
// the pooled last-stage features put classmates as close as copies, the early grid keeps what a copy shares
// with its original and a classmate does not. Wider than kMaxDims, it is projected down by a fixed random
// matrix (distances kept, Johnson-Lindenstrauss), so that whitening stays cheap for any backbone.
constexpr int64_t kGrid = 4;
constexpr int64_t kMaxDims = 512;

torch::Tensor projection(int64_t from) {
    std::mt19937_64 rng(20261127);
    std::normal_distribution<float> normal(0.0F, 1.0F);
    torch::Tensor matrix = torch::empty({from, kMaxDims}, torch::kFloat32);
    float* data = matrix.data_ptr<float>();
    for (int64_t i = 0; i < matrix.numel(); ++i)
        data[i] = normal(rng);
    return matrix / std::sqrt(static_cast<float>(kMaxDims));
}

// Every picture's descriptor, [N, D]; `readable[i]` is 0 for a picture that could not be read (a zero row).
// Undefined when cancelled.
torch::Tensor describePictures(const Encoder& encoder, const std::vector<Picture>& pictures,
                               const FeaturePassOptions& options, std::vector<uint8_t>& readable) {
    const Preprocessing& pre = encoder.pre;
    const int64_t total = static_cast<int64_t>(pictures.size());
    const int64_t batch = std::max(1, options.batchSize);
    readable.assign(pictures.size(), 0);
    torch::Tensor features, project;
    const Clock::time_point start = Clock::now();
    bool estimated = false;
    for (int64_t first = 0; first < total; first += batch) {
        if (options.cancel && options.cancel->load())
            return {};
        const int64_t n = std::min(batch, total - first);
        torch::Tensor input = torch::zeros({n, 3, pre.inputSize, pre.inputSize}, torch::kFloat32);
        at::parallel_for(0, n, 1, [&](int64_t from, int64_t to) {
            for (int64_t k = from; k < to; ++k) {
                const size_t i = static_cast<size_t>(first + k);
                const cv::Mat image = pictures[i].split->image(pictures[i].index);
                if (image.empty())
                    continue;
                encoder.prepare(image, input[k].data_ptr<float>());
                readable[i] = 1;
            }
        });
        torch::Tensor f;
        {
            torch::NoGradGuard noGrad;
            f = torch::nn::functional::adaptive_avg_pool2d(
                    encoder.early(input), torch::nn::functional::AdaptiveAvgPool2dFuncOptions(kGrid))
                    .flatten(1)
                    .to(torch::kFloat32);
        }
        if (f.size(1) > kMaxDims) {
            if (!project.defined())
                project = projection(f.size(1));
            f = f.mm(project);
        }
        if (!features.defined())
            features = torch::zeros({total, f.size(1)}, torch::kFloat32);
        features.narrow(0, first, n).copy_(f);
        const size_t done = static_cast<size_t>(first + n);
        if (options.progress)
            options.progress(done, pictures.size());
        // The estimate once a few batches (or a few seconds) have run: inference costs what it costs.
        const double elapsed = secondsSince(start);
        if (!estimated && options.estimate && (done >= static_cast<size_t>(3 * batch) || elapsed > 3.0)) {
            estimated = true;
            const double perPicture = elapsed / static_cast<double>(done);
            options.estimate(1000.0 * perPicture, perPicture * static_cast<double>(total));
        }
    }
    return features;
}

// PCA whitening over the pictures themselves, then unit length: every direction in which the pictures vary
// counts alike, so what all of them share (the background of a dataset, a class's typical look) stops making
// pictures alike, and only what a copy shares with its original does. The shrinkage (a tenth of the mean
// variance added to every variance) keeps directions with almost no variance from being blown up by noise.
// Unreadable pictures get zero rows, alike to none.
torch::Tensor whiten(const torch::Tensor& features, const std::vector<uint8_t>& readable) {
    const torch::Tensor mask = torch::from_blob(const_cast<uint8_t*>(readable.data()),
                                                {static_cast<int64_t>(readable.size())}, torch::kUInt8)
                                   .to(torch::kBool);
    const torch::Tensor rows = features.index({mask}).to(torch::kFloat64);
    if (rows.size(0) < 2)
        return torch::zeros_like(features);
    const torch::Tensor mean = rows.mean(0, true);
    const torch::Tensor centred = rows - mean;
    const torch::Tensor covariance = centred.t().mm(centred) / static_cast<double>(rows.size(0));
    const auto [variances, directions] = torch::linalg_eigh(covariance);
    const torch::Tensor clamped = variances.clamp_min(0.0);
    const torch::Tensor scale = (clamped + 0.1 * clamped.mean()).rsqrt();
    torch::Tensor white = ((features.to(torch::kFloat64) - mean).mm(directions) * scale).to(torch::kFloat32);
    white = torch::nn::functional::normalize(white, torch::nn::functional::NormalizeFuncOptions().dim(1));
    return white.masked_fill_(mask.logical_not().unsqueeze(1), 0.0F);
}

// For each row of `rows` (pictures `rowOffset`.. of the features), its most similar column of `columns`
// (pictures `columnOffset`..) when they are at least `minSimilarity` alike; `earlierOnly`: only columns
// before the row's own picture (one split against itself, each picture against an earlier one). Calls
// `found(row, column, similarity)` for each pair.
template <typename Found>
void nearest(const torch::Tensor& features, int64_t rowOffset, int64_t rows, int64_t columnOffset,
             int64_t columns, bool earlierOnly, double minSimilarity, Found found) {
    if (rows == 0 || columns == 0)
        return;
    const torch::Tensor c = features.narrow(0, columnOffset, columns);
    constexpr int64_t kChunk = 1024;
    for (int64_t r0 = 0; r0 < rows; r0 += kChunk) {
        const int64_t n = std::min(kChunk, rows - r0);
        torch::Tensor sims = features.narrow(0, rowOffset + r0, n).mm(c.t());
        if (earlierOnly) {
            const torch::Tensor rowIndex = torch::arange(r0, r0 + n, torch::kLong).unsqueeze(1);
            const torch::Tensor columnIndex = torch::arange(0, columns, torch::kLong).unsqueeze(0);
            sims.masked_fill_(columnIndex >= rowIndex, -2.0);
        }
        const auto [best, at] = sims.max(1);
        const auto bestA = best.accessor<float, 1>();
        const auto atA = at.accessor<int64_t, 1>();
        for (int64_t r = 0; r < n; ++r) {
            if (bestA[r] >= minSimilarity)
                found(r0 + r, atA[r], bestA[r]);
        }
    }
}

}  // namespace

void checkFeaturePass(const std::string& runDir, double minSimilarity) {
    if (!(minSimilarity > 0.0 && minSimilarity < 1.0))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the feature similarity must be above 0 and below 1, not {value}"),
            {{"value", formatText("%g", minSimilarity)}}));
    weightsTask("", runCheckpointPath(runDir));  // the run and its checkpoint exist and read as one
}

namespace {

FeaturePassResult findFeaturePairs(DataCheckReport& report, const PictureSplit& train,
                                   const PictureSplit& val, const std::string& runDir,
                                   const FeaturePassOptions& options) {
    checkFeaturePass(runDir, options.minSimilarity);
    const Encoder encoder = encoderOf(runDir);
    std::vector<Picture> pictures;
    for (size_t i = 0; i < train.size; ++i)
        pictures.push_back({&train, i});
    for (size_t i = 0; i < val.size; ++i)
        pictures.push_back({&val, i});
    FeaturePassResult result;
    result.pictures = pictures.size();
    if (pictures.empty())
        return result;
    Clock::time_point start = Clock::now();
    std::vector<uint8_t> readable;
    const torch::Tensor descriptors = describePictures(encoder, pictures, options, readable);
    if (!descriptors.defined()) {
        report.cancelled = true;
        return result;
    }
    if (!descriptors.isfinite().all().item<bool>())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the model in '{path}' gives features that are not finite numbers: its weights "
                "are broken"),
            {{"path", runCheckpointPath(runDir)}}));
    const int64_t readableCount = std::count(readable.begin(), readable.end(), uint8_t{1});
    if (options.warn && readableCount < 4 * descriptors.size(1))
        options.warn(
            formatText("the feature pass compares %lld pictures by %lld features: with fewer than %lld "
                       "pictures the whitening is unsteady and copies can score below the bar",
                       static_cast<long long>(readableCount), static_cast<long long>(descriptors.size(1)),
                       static_cast<long long>(4 * descriptors.size(1))));
    const torch::Tensor features = whiten(descriptors, readable);
    result.embedSeconds = secondsSince(start);

    start = Clock::now();
    const HashGroups groups(report.pairs);
    const int64_t trainSize = static_cast<int64_t>(train.size);
    const int64_t valSize = static_cast<int64_t>(val.size);
    const auto add = [&](const Picture& a, const Picture& b, double similarity, std::vector<ImagePair>& list,
                         size_t& counter) {
        if (groups.together(a.split->name, a.index, b.split->name, b.index))
            return;
        ImagePair pair{a.split->name, nameOf(a), b.split->name, nameOf(b), "feature", 0, a.index, b.index};
        pair.similarity = similarity;
        pair.distance = static_cast<int>(std::lround(1000.0 * (1.0 - similarity)));
        list.push_back(std::move(pair));
        ++counter;
    };
    // Leaks: each validation picture against the training split.
    nearest(features, trainSize, valSize, 0, trainSize, false, options.minSimilarity,
            [&](int64_t row, int64_t column, double s) {
                add(pictures[static_cast<size_t>(column)], pictures[static_cast<size_t>(trainSize + row)], s,
                    report.pairs.leaks, result.leaks);
            });
    // Duplicates: each picture against the earlier ones of its split.
    for (const auto& [offset, size] : {std::pair{int64_t{0}, trainSize}, std::pair{trainSize, valSize}}) {
        nearest(features, offset, size, offset, size, true, options.minSimilarity,
                [&, offset = offset](int64_t row, int64_t column, double s) {
                    add(pictures[static_cast<size_t>(offset + column)],
                        pictures[static_cast<size_t>(offset + row)], s, report.pairs.duplicates,
                        result.duplicates);
                });
    }
    result.searchSeconds = secondsSince(start);
    return result;
}

}  // namespace

FeaturePassResult addFeatureNeighbours(DataCheckReport& report, const DatasetSplits& splits,
                                       const std::string& runDir, const FeaturePassOptions& options) {
    return findFeaturePairs(report, PictureSplit::of("train", *splits.train),
                            PictureSplit::of("val", *splits.val), runDir, options);
}

FeaturePassResult addFeatureNeighbours(DataCheckReport& report, const DetectionSplits& splits,
                                       const std::string& runDir, const FeaturePassOptions& options) {
    return findFeaturePairs(report, PictureSplit::of("train", *splits.train),
                            PictureSplit::of("val", *splits.val), runDir, options);
}

}  // namespace osprey
