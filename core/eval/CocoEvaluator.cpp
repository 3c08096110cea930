#include "eval/CocoEvaluator.h"

#include <algorithm>
#include <atomic>
#include <cfloat>
#include <memory>
#include <mutex>
#include <numeric>
#include <thread>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr int kT = 10;   // IoU thresholds
constexpr int kR = 101;  // recall points
constexpr int kA = 4;    // area ranges: all, small, medium, large
constexpr int kM = 3;    // max detections: 1, 10, 100
constexpr int kMaxDets[kM] = {1, 10, 100};
constexpr double kAreaRanges[kA][2] = {{0.0, 1e10}, {0.0, 1024.0}, {1024.0, 9216.0}, {9216.0, 1e10}};

// numpy.linspace(start, stop, N): i * step + start, the last value exactly `stop` (COCOeval's thresholds).
template <size_t N>
std::array<double, N> linspace(double start, double stop) {
    std::array<double, N> out{};
    const double step = (stop - start) / static_cast<double>(N - 1);
    for (size_t i = 0; i < N; ++i) {
        double v = static_cast<double>(i) * step;
        v += start;
        out[i] = v;
    }
    out[N - 1] = stop;
    return out;
}

// One image's result for one category and area range (COCOeval.evaluateImg with maxDet 100).
struct ImageEval {
    int numDets = 0;
    std::array<std::vector<uint8_t>, kT> matched;  // per threshold and detection: matched a gt with id != 0
    std::array<std::vector<uint8_t>, kT> ignored;
    int64_t nonIgnoredGt = 0;
    std::vector<long>
        matchAt50;  // per detection: the matched ground truth (an index into the group's gts), or -1
};

// Detections of one image and category, sorted by score (stable), at most 100.
struct ImageGroup {
    int imageIndex = 0;
    std::vector<const CocoGroundTruth::Annotation*> gts;
    std::vector<const CocoDetection*> dts;
    std::vector<int64_t> dtIds;  // 1-based positions in the results file, as loadRes numbers them
    std::vector<double> scores;
    std::vector<size_t> gtIndex;  // each gt's position in the ground truth's annotations
};

ImageEval evaluateImage(const ImageGroup& g, const std::vector<double>& ious, int area,
                        const std::array<double, kT>& thresholds) {
    const double lo = kAreaRanges[area][0], hi = kAreaRanges[area][1];
    const size_t G = g.gts.size(), D = g.dts.size();
    // Ground truth: not ignored first (stable).
    std::vector<uint8_t> gtIgnore(G);
    for (size_t i = 0; i < G; ++i) {
        const auto* a = g.gts[i];
        gtIgnore[i] = a->iscrowd || a->area < lo || a->area > hi;
    }
    std::vector<size_t> order(G);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return gtIgnore[a] < gtIgnore[b]; });
    std::vector<uint8_t> sortedIgnore(G), crowd(G);
    for (size_t i = 0; i < G; ++i) {
        sortedIgnore[i] = gtIgnore[order[i]];
        crowd[i] = g.gts[order[i]]->iscrowd;
    }
    ImageEval e;
    e.numDets = static_cast<int>(D);
    for (size_t i = 0; i < G; ++i)
        e.nonIgnoredGt += sortedIgnore[i] == 0;
    std::vector<int64_t> gtMatch(G);
    e.matchAt50.assign(D, -1);
    for (int t = 0; t < kT; ++t) {
        e.matched[t].assign(D, 0);
        e.ignored[t].assign(D, 0);
        std::fill(gtMatch.begin(), gtMatch.end(), 0);
        for (size_t d = 0; d < D; ++d) {
            double best = std::min(thresholds[t], 1 - 1e-10);
            long m = -1;
            for (size_t k = 0; k < G; ++k) {
                if (gtMatch[k] > 0 && !crowd[k])
                    continue;
                if (m > -1 && sortedIgnore[m] == 0 && sortedIgnore[k] == 1)
                    break;
                const double v = ious[d * G + order[k]];
                if (v < best)
                    continue;
                best = v;
                m = static_cast<long>(k);
            }
            if (m == -1)
                continue;
            e.ignored[t][d] = sortedIgnore[m];
            // COCOeval stores the matched ground truth's id and later tests it for truth: an id of 0 counts
            // as no match. Kept for identical numbers.
            e.matched[t][d] = g.gts[order[m]]->id != 0;
            gtMatch[m] = g.dtIds[d];
            if (t == 0)
                e.matchAt50[d] = static_cast<long>(order[m]);
        }
    }
    // Unmatched detections outside the area range are ignored.
    for (size_t d = 0; d < D; ++d) {
        const double a = g.dts[d]->bbox.w * g.dts[d]->bbox.h;
        if (a < lo || a > hi) {
            for (int t = 0; t < kT; ++t) {
                if (!e.matched[t][d])
                    e.ignored[t][d] = 1;
            }
        }
    }
    return e;
}

// precision[a][m][t][r] and recall[a][m][t] of one category; -1 where there is no ground truth.
struct CategoryCurves {
    double precision[kA][kM][kT][kR];
    double recall[kA][kM][kT];
};

void accumulate(const std::vector<ImageGroup>& groups, const std::vector<std::array<ImageEval, kA>>& evals,
                const std::array<double, kR>& recallPoints, CategoryCurves& out) {
    for (int a = 0; a < kA; ++a) {
        for (int m = 0; m < kM; ++m) {
            std::fill(&out.precision[a][m][0][0], &out.precision[a][m][0][0] + kT * kR, -1.0);
            std::fill(&out.recall[a][m][0], &out.recall[a][m][0] + kT, -1.0);
        }
    }
    for (int m = 0; m < kM; ++m) {
        // Concatenate each image's first maxDet detections in image order, then a stable sort by score.
        struct Entry {
            double score;
            int group;
            int rank;
        };
        std::vector<Entry> entries;
        for (size_t gi = 0; gi < groups.size(); ++gi) {
            const int n = std::min<int>(kMaxDets[m], static_cast<int>(groups[gi].scores.size()));
            for (int j = 0; j < n; ++j)
                entries.push_back({groups[gi].scores[j], static_cast<int>(gi), j});
        }
        std::stable_sort(entries.begin(), entries.end(),
                         [](const Entry& x, const Entry& y) { return -x.score < -y.score; });
        const size_t nd = entries.size();
        std::vector<double> rc(nd), pr(nd);
        for (int a = 0; a < kA; ++a) {
            int64_t npig = 0;
            for (const auto& e : evals)
                npig += e[a].nonIgnoredGt;
            if (npig == 0)
                continue;
            for (int t = 0; t < kT; ++t) {
                double tp = 0, fp = 0;
                for (size_t i = 0; i < nd; ++i) {
                    const ImageEval& e = evals[entries[i].group][a];
                    const int r = entries[i].rank;
                    if (!e.ignored[t][r]) {
                        if (e.matched[t][r])
                            tp += 1;
                        else
                            fp += 1;
                    }
                    rc[i] = tp / static_cast<double>(npig);
                    pr[i] = tp / (fp + tp + DBL_EPSILON);
                }
                out.recall[a][m][t] = nd ? rc[nd - 1] : 0.0;
                for (size_t i = nd; i-- > 1;) {
                    if (pr[i] > pr[i - 1])
                        pr[i - 1] = pr[i];
                }
                double* q = out.precision[a][m][t];
                std::fill(q, q + kR, 0.0);
                for (int ri = 0; ri < kR; ++ri) {
                    const size_t pi = static_cast<size_t>(
                        std::lower_bound(rc.begin(), rc.begin() + static_cast<std::ptrdiff_t>(nd),
                                         recallPoints[ri]) -
                        rc.begin());
                    if (pi >= nd)
                        break;
                    q[ri] = pr[pi];
                }
            }
        }
    }
}

// What the matching at IoU 0.5 (area "all") of one image and category decided, into `matches`.
void keepMatches(const ImageGroup& g, const ImageEval& e, CocoMatches& matches) {
    for (size_t d = 0; d < g.dts.size(); ++d) {
        const auto index = static_cast<size_t>(g.dtIds[d] - 1);
        const long m = e.matchAt50[d];
        uint8_t flags = 0;
        if (e.ignored[0][d])
            flags = CocoMatches::Ignored;
        else if (e.matched[0][d])
            flags = CocoMatches::TruePositive;
        matches.detectionFlags[index] = flags;
        if (m < 0)
            continue;
        const size_t annotation = g.gtIndex[static_cast<size_t>(m)];
        matches.detectionMatch[index] = static_cast<int64_t>(annotation);
        if (flags == CocoMatches::TruePositive)
            matches.annotationMatch[annotation] = static_cast<int64_t>(index);
    }
}

// For each detection, the non-crowd annotation of its image it overlaps most, whatever the class.
void findBestOverlaps(const CocoGroundTruth& gt, const std::vector<CocoDetection>& detections,
                      CocoMatches& matches) {
    std::unordered_map<int64_t, std::vector<size_t>> byImage;
    for (size_t i = 0; i < gt.annotations.size(); ++i) {
        if (!gt.annotations[i].iscrowd)
            byImage[gt.annotations[i].imageId].push_back(i);
    }
    matches.bestOverlap.assign(detections.size(), -1);
    matches.bestOverlapIoU.assign(detections.size(), 0.0f);
    for (size_t d = 0; d < detections.size(); ++d) {
        const auto it = byImage.find(detections[d].imageId);
        if (it == byImage.end())
            continue;
        double best = 0;
        for (const size_t a : it->second) {
            const double v = cocoIoU(detections[d].bbox, gt.annotations[a].bbox);
            if (v > best) {
                best = v;
                matches.bestOverlap[d] = static_cast<int64_t>(a);
            }
        }
        matches.bestOverlapIoU[d] = static_cast<float>(best);
    }
}

double meanDefined(const std::vector<double>& values) {
    double sum = 0;
    int64_t n = 0;
    for (double v : values) {
        if (v > -1) {
            sum += v;
            ++n;
        }
    }
    return n ? sum / static_cast<double>(n) : -1.0;
}

}  // namespace

const std::array<const char*, 12>& CocoMetrics::names() {
    static const std::array<const char*, 12> n = {"AP",  "AP50", "AP75",  "APs", "APm", "APl",
                                                  "AR1", "AR10", "AR100", "ARs", "ARm", "ARl"};
    return n;
}

std::string CocoMetrics::toText(bool withCategories) const {
    static const char* rows[12] = {
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50      | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.75      | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area= small | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area=medium | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area= large | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets=  1 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets= 10 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area= small | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=medium | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area= large | maxDets=100 ]",
    };
    std::string out;
    for (int i = 0; i < 12; ++i)
        out += formatText(" %s = %.3f\n", rows[i], stats[static_cast<size_t>(i)]);
    if (!withCategories)
        return out;
    out += formatText("\n%-24s %8s %8s\n", "category", "AP", "AP50");
    for (size_t k = 0; k < categoryIds.size(); ++k)
        out += formatText("%-24s %8.3f %8.3f\n", categoryNames[k].c_str(), categoryAP[k], categoryAP50[k]);
    return out;
}

std::string CocoMetrics::toJson(bool withCategories) const {
    nlohmann::ordered_json j;
    for (size_t i = 0; i < stats.size(); ++i)
        j[names()[i]] = stats[i];
    if (withCategories) {
        j["categories"] = nlohmann::json::array();
        for (size_t k = 0; k < categoryIds.size(); ++k) {
            j["categories"].push_back({{"id", categoryIds[k]},
                                       {"name", categoryNames[k]},
                                       {"AP", categoryAP[k]},
                                       {"AP50", categoryAP50[k]},
                                       {"precision_at_iou50", precisionAt50[k]}});
        }
    }
    return jsonText(j);
}

double cocoIoU(const CocoBox& d, const CocoBox& g, bool crowd) {
    const double w = std::min(d.x + d.w, g.x + g.w) - std::max(d.x, g.x);
    if (w <= 0)
        return 0;
    const double h = std::min(d.y + d.h, g.y + g.h) - std::max(d.y, g.y);
    if (h <= 0)
        return 0;
    const double inter = w * h;
    const double da = d.w * d.h;
    const double u = crowd ? da : da + g.w * g.h - inter;
    return inter / u;
}

CocoEvaluator::CocoEvaluator(CocoGroundTruth groundTruth) : m_gt(std::move(groundTruth)) {}

CocoMetrics CocoEvaluator::evaluate(const std::vector<CocoDetection>& detections, int threads,
                                    CocoMatches* matches) const {
    // Images and categories in sorted id order, as COCOeval's params take them.
    std::vector<int64_t> imageIds, categoryIds;
    for (const auto& i : m_gt.images)
        imageIds.push_back(i.id);
    for (const auto& c : m_gt.categories)
        categoryIds.push_back(c.id);
    std::sort(imageIds.begin(), imageIds.end());
    imageIds.erase(std::unique(imageIds.begin(), imageIds.end()), imageIds.end());
    std::sort(categoryIds.begin(), categoryIds.end());
    categoryIds.erase(std::unique(categoryIds.begin(), categoryIds.end()), categoryIds.end());
    std::unordered_map<int64_t, int> imageIndex, categoryIndex;
    for (size_t i = 0; i < imageIds.size(); ++i)
        imageIndex[imageIds[i]] = static_cast<int>(i);
    for (size_t i = 0; i < categoryIds.size(); ++i)
        categoryIndex[categoryIds[i]] = static_cast<int>(i);
    const int K = static_cast<int>(categoryIds.size());

    CocoMetrics metrics;
    // Ground truth and detections, stable-sorted by (category, image): file order within each group.
    struct Key {
        int category, image;
        size_t index;
    };
    std::vector<Key> gtKeys, dtKeys;
    for (size_t i = 0; i < m_gt.annotations.size(); ++i) {
        const auto& a = m_gt.annotations[i];
        const auto im = imageIndex.find(a.imageId);
        const auto ca = categoryIndex.find(a.categoryId);
        if (im != imageIndex.end() && ca != categoryIndex.end())
            gtKeys.push_back({ca->second, im->second, i});
    }
    for (size_t i = 0; i < detections.size(); ++i) {
        const auto& d = detections[i];
        const auto im = imageIndex.find(d.imageId);
        if (im == imageIndex.end()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "detection {index} is for image id {id}, which the ground truth does not have"),
                {{"index", std::to_string(i)}, {"id", std::to_string(d.imageId)}}));
        }
        const auto ca = categoryIndex.find(d.categoryId);
        if (ca == categoryIndex.end()) {
            ++metrics.ignoredDetections;
            continue;
        }
        dtKeys.push_back({ca->second, im->second, i});
    }
    auto byGroup = [](const Key& x, const Key& y) {
        return x.category != y.category ? x.category < y.category : x.image < y.image;
    };
    std::stable_sort(gtKeys.begin(), gtKeys.end(), byGroup);
    std::stable_sort(dtKeys.begin(), dtKeys.end(), byGroup);
    // Where each category's keys start.
    std::vector<size_t> gtStart(K + 1, gtKeys.size()), dtStart(K + 1, dtKeys.size());
    for (int k = K - 1, gi = static_cast<int>(gtKeys.size()) - 1; k >= 0; --k) {
        while (gi >= 0 && gtKeys[gi].category >= k)
            --gi;
        gtStart[k] = static_cast<size_t>(gi + 1);
    }
    for (int k = K - 1, di = static_cast<int>(dtKeys.size()) - 1; k >= 0; --k) {
        while (di >= 0 && dtKeys[di].category >= k)
            --di;
        dtStart[k] = static_cast<size_t>(di + 1);
    }

    const auto thresholds = linspace<kT>(0.5, 0.95);
    const auto recallPoints = linspace<kR>(0.0, 1.0);
    std::vector<std::unique_ptr<CategoryCurves>> curves(K);

    auto evaluateCategory = [&](int k) {
        std::vector<ImageGroup> groups;
        size_t g = gtStart[k], d = dtStart[k];
        const size_t gEnd = gtStart[k + 1], dEnd = dtStart[k + 1];
        while (g < gEnd || d < dEnd) {
            const int image =
                std::min(g < gEnd ? gtKeys[g].image : INT32_MAX, d < dEnd ? dtKeys[d].image : INT32_MAX);
            ImageGroup group;
            group.imageIndex = image;
            for (; g < gEnd && gtKeys[g].image == image; ++g) {
                group.gts.push_back(&m_gt.annotations[gtKeys[g].index]);
                group.gtIndex.push_back(gtKeys[g].index);
            }
            std::vector<size_t> dets;
            for (; d < dEnd && dtKeys[d].image == image; ++d)
                dets.push_back(dtKeys[d].index);
            std::stable_sort(dets.begin(), dets.end(),
                             [&](size_t x, size_t y) { return -detections[x].score < -detections[y].score; });
            if (dets.size() > 100)
                dets.resize(100);
            for (size_t i : dets) {
                group.dts.push_back(&detections[i]);
                group.dtIds.push_back(static_cast<int64_t>(i) + 1);
                group.scores.push_back(detections[i].score);
            }
            groups.push_back(std::move(group));
        }
        std::vector<std::array<ImageEval, kA>> evals(groups.size());
        std::vector<double> ious;
        for (size_t i = 0; i < groups.size(); ++i) {
            const ImageGroup& gr = groups[i];
            const size_t G = gr.gts.size(), D = gr.dts.size();
            ious.assign(D * G, 0.0);
            for (size_t di = 0; di < D; ++di) {
                for (size_t gi = 0; gi < G; ++gi)
                    ious[di * G + gi] = cocoIoU(gr.dts[di]->bbox, gr.gts[gi]->bbox, gr.gts[gi]->iscrowd);
            }
            for (int a = 0; a < kA; ++a)
                evals[i][a] = evaluateImage(gr, ious, a, thresholds);
            if (matches)
                keepMatches(gr, evals[i][0], *matches);
        }
        curves[k] = std::make_unique<CategoryCurves>();
        accumulate(groups, evals, recallPoints, *curves[k]);
    };

    if (matches) {
        // Each category's worker writes only its own detections' and annotations' entries.
        matches->detectionFlags.assign(detections.size(), CocoMatches::NotEvaluated);
        matches->detectionMatch.assign(detections.size(), -1);
        matches->annotationMatch.assign(m_gt.annotations.size(), -1);
    }
    const int workers = std::max(
        1, std::min(K, threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency())));
    std::atomic<int> next{0};
    std::vector<std::thread> pool;
    std::exception_ptr failure;
    std::mutex failureMutex;
    for (int w = 0; w < workers; ++w) {
        pool.emplace_back([&] {
            for (int k = next++; k < K; k = next++) {
                try {
                    evaluateCategory(k);
                } catch (...) {
                    std::lock_guard<std::mutex> lock(failureMutex);
                    failure = std::current_exception();
                }
            }
        });
    }
    for (auto& t : pool)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    if (matches)
        findBestOverlaps(m_gt, detections, *matches);

    // COCOeval.summarize.
    auto ap = [&](int t, int area) {  // t < 0: every threshold
        std::vector<double> v;
        for (int k = 0; k < K; ++k) {
            for (int ti = 0; ti < kT; ++ti) {
                if (t >= 0 && ti != t)
                    continue;
                const double* p = curves[k]->precision[area][kM - 1][ti];
                v.insert(v.end(), p, p + kR);
            }
        }
        return meanDefined(v);
    };
    auto ar = [&](int area, int m) {
        std::vector<double> v;
        for (int k = 0; k < K; ++k)
            v.insert(v.end(), curves[k]->recall[area][m], curves[k]->recall[area][m] + kT);
        return meanDefined(v);
    };
    metrics.stats = {ap(-1, 0), ap(0, 0), ap(5, 0), ap(-1, 1), ap(-1, 2), ap(-1, 3),
                     ar(0, 0),  ar(0, 1), ar(0, 2), ar(1, 2),  ar(2, 2),  ar(3, 2)};
    std::unordered_map<int64_t, std::string> names;
    for (const auto& c : m_gt.categories)
        names[c.id] = c.name;
    for (int k = 0; k < K; ++k) {
        metrics.categoryIds.push_back(categoryIds[k]);
        metrics.categoryNames.push_back(names[categoryIds[k]]);
        std::vector<double> all(&curves[k]->precision[0][kM - 1][0][0],
                                &curves[k]->precision[0][kM - 1][0][0] + kT * kR);
        metrics.categoryAP.push_back(meanDefined(all));
        const double* p50 = curves[k]->precision[0][kM - 1][0];
        metrics.categoryAP50.push_back(meanDefined(std::vector<double>(p50, p50 + kR)));
        std::array<double, 101> curve{};
        std::copy(p50, p50 + kR, curve.begin());
        metrics.precisionAt50.push_back(curve);
    }
    return metrics;
}

}  // namespace osprey
