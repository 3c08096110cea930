#include "data/checks/DataCheck.h"

#include <algorithm>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "config/Config.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// One split's pictures for the duplicate search: files by their path, pictures in memory through the dataset.
template <typename SplitDataset>
void listImages(const std::shared_ptr<const SplitDataset>& dataset, const std::string& split,
                std::vector<DatasetImage>& images) {
    for (size_t i = 0; i < dataset->size(); ++i) {
        const std::string file = dataset->filePath(i);
        if (!file.empty())
            images.push_back({split, file, i, {}});
        else
            images.push_back({split, dataset->itemName(i), i, [dataset, i] { return dataset->image(i); }});
    }
}

// What one split's pictures are labelled with: a class (classification) or boxes (detection).
struct SplitLabels {
    std::string name;
    size_t size = 0;
    std::function<int(size_t)> label;
    std::function<const std::vector<BoxLabel>&(size_t)> boxes;
};

// The pictures of both splits, and what they are labelled with; what the readers skipped (per split).
struct CheckInput {
    std::vector<DatasetImage> images;
    std::vector<SplitLabels> splits;
    std::vector<SkippedFiles> skipped;
};

CheckInput inputOf(const DatasetSplits& data, DataCheckReport& report) {
    CheckInput input;
    report.description = data.description;
    report.classNames = data.train->classNames();
    for (const auto& [name, dataset] : {std::pair{"train", data.train}, std::pair{"val", data.val}}) {
        listImages(dataset, name, input.images);
        input.splits.push_back({name, dataset->size(), [d = dataset](size_t i) { return d->label(i); }, {}});
        input.skipped.push_back(dataset->skippedFiles());
    }
    return input;
}

CheckInput inputOf(const DetectionSplits& data, DataCheckReport& report) {
    CheckInput input;
    report.detection = true;
    report.description = data.description;
    report.classNames = data.train->classNames();
    for (const auto& [name, dataset] : {std::pair{"train", data.train}, std::pair{"val", data.val}}) {
        listImages(dataset, name, input.images);
        input.splits.push_back(
            {name, dataset->size(), {}, [d = dataset](size_t i) -> const std::vector<BoxLabel>& {
                 return d->boxes(i);
             }});
        input.skipped.push_back(dataset->skippedFiles());
    }
    return input;
}

// What the readers skipped (symlink loops, unreadable folders, paths out of the dataset) among the unreadable
// pictures: they are not items of their split, so they have no index in it.
void addSkipped(const CheckInput& input, DataCheckReport& report) {
    for (size_t split = 0; split < input.skipped.size(); ++split) {
        for (const SkippedFile& file : input.skipped[split]) {
            report.pairs.unreadable.push_back({input.splits[split].name, file.path, kNotInDataset, {}});
            report.pairs.unreadableReasons.push_back(file.reason);
            ++report.images;
        }
    }
}

// Hashes every picture, gathers the statistics and too-small pictures, then pairs the duplicates.
void check(const CheckInput& input, const DataCheckOptions& options, DataCheckReport& report) {
    const std::vector<DatasetImage>& images = input.images;
    report.maxDistance = options.maxDistance;
    report.images = images.size();
    auto stageProgress = [&](DataCheckStage stage) {
        DuplicateSearch search{options.threads, {}, options.cancel};
        if (options.progress)
            search.progress = [&options, stage](size_t done, size_t total) {
                options.progress(stage, done, total);
            };
        return search;
    };
    const std::vector<ImageFingerprint> fingerprints =
        fingerprintImages(images, stageProgress(DataCheckStage::Hashing));
    report.cancelled = options.cancel && options.cancel->load();

    size_t position = 0;
    for (size_t splitIndex = 0; splitIndex < input.splits.size(); ++splitIndex) {
        const SplitLabels& split = input.splits[splitIndex];
        SplitStatistics statistics(split.name, report.classNames.size(), report.detection);
        static const std::vector<BoxLabel> none;
        for (size_t i = 0; i < split.size; ++i, ++position) {
            const ImageFingerprint& f = fingerprints[position];
            if (!f.readable) {
                // Not hashed (the check was stopped first) is not unreadable.
                if (!f.error.empty()) {
                    ++statistics.unreadable;
                    if (report.cancelled) {
                        report.pairs.unreadable.push_back(images[position]);
                        report.pairs.unreadableReasons.push_back(f.error);
                    }
                }
                continue;
            }
            statistics.addImage(f.width, f.height, split.label ? split.label(i) : -1,
                                split.boxes ? split.boxes(i) : none);
            const int side = report.detection ? std::max(f.width, f.height) : std::min(f.width, f.height);
            if (side < report.inputSize)
                report.tooSmall.push_back({split.name, images[position].path, f.width, f.height, i});
        }
        statistics.unreadable += static_cast<int64_t>(input.skipped[splitIndex].size());
        statistics.finish();
        report.splits.push_back(std::move(statistics));
    }
    if (!report.cancelled) {
        report.pairs = pairDuplicates(images, fingerprints, options.maxDistance,
                                      stageProgress(DataCheckStage::Comparing));
        report.cancelled = options.cancel && options.cancel->load();
    }
    addSkipped(input, report);
}

nlohmann::json pairsJson(const std::vector<ImagePair>& pairs) {
    nlohmann::json list = nlohmann::json::array();
    for (const ImagePair& p : pairs) {
        nlohmann::json pair = {{"split_a", p.splitA}, {"image_a", p.imageA}, {"split_b", p.splitB},
                               {"image_b", p.imageB}, {"kind", p.kind},      {"distance", p.distance}};
        if (p.kind == "feature")
            pair["similarity"] = p.similarity;
        list.push_back(std::move(pair));
    }
    return list;
}

nlohmann::json histogramJson(const Histogram& h) {
    return {{"low", h.low}, {"high", h.high}, {"counts", h.counts}};
}

nlohmann::json statisticsJson(const SplitStatistics& s) {
    nlohmann::json j{{"images", s.images},
                     {"unreadable", s.unreadable},
                     {"width", {{"min", s.minWidth}, {"median", s.medianWidth}, {"max", s.maxWidth}}},
                     {"height", {{"min", s.minHeight}, {"median", s.medianHeight}, {"max", s.maxHeight}}},
                     {"class_counts", s.classCounts}};
    if (s.detection) {
        j["boxes"] = s.boxes;
        j["crowd"] = s.crowd;
        j["images_without_boxes"] = s.imagesWithoutBoxes;
        j["boxes_per_image"] = s.boxesPerImage;
        j["box_width"] = histogramJson(s.boxWidth);
        j["box_height"] = histogramJson(s.boxHeight);
        j["aspect_ratio_log2"] = histogramJson(s.aspectRatio);
        j["centres"] = {{"grid", SplitStatistics::kCentreGrid}, {"counts", s.centres}};
    }
    return j;
}

// At most `shown` lines of a list, then how many more there are.
template <typename Item, typename Line>
void listSome(std::ostringstream& out, const std::vector<Item>& items, size_t shown, Line line) {
    for (size_t i = 0; i < items.size() && i < shown; ++i)
        out << "  " << line(items[i]) << '\n';
    if (items.size() > shown)
        out << "  ... and " << withThousands(static_cast<long long>(items.size() - shown))
            << " more (--json lists them all)\n";
}

std::string pairLine(const ImagePair& p) {
    const std::string how = p.kind == "exact"     ? "exact copy"
                            : p.kind == "feature" ? formatText("feature, similarity %.3f", p.similarity)
                                                  : "near, " + std::to_string(p.distance) + " bits";
    return p.splitA + ": " + p.imageA + "  =  " + p.splitB + ": " + p.imageB + "  (" + how + ")";
}

}  // namespace

DataCheckReport checkData(const Config& config, const DataCheckOptions& options) {
    const std::string format = config.getString("data.dataset");
    const int inputSize = static_cast<int>(config.getInt("data.input_size"));
    const DatasetFormat* f = findDatasetFormat(format);
    // A format of both tasks (tfrecord) is read for the experiment's task.
    if (f && f->reads(TaskKind::Detection) &&
        (!f->reads(TaskKind::Classification) || config.getString("task") == "detection")) {
        const AnnotationWarning ignore = [](const std::string&) {};
        return checkData(buildDetectionDatasets(config, options.warn ? options.warn : ignore), inputSize,
                         options);
    }
    if (f && f->reads(TaskKind::Classification))
        return checkData(buildDatasets(config), inputSize, options);
    const std::vector<std::string> formats = readableFormatNames();
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "data.dataset '{kind}' is not a dataset format; use {choices}"),
        {{"kind", format}, {"choices", join(formats, ", ")}}));
}

DataCheckReport checkData(const DatasetSplits& splits, int inputSize, const DataCheckOptions& options) {
    DataCheckReport report;
    report.inputSize = inputSize;
    check(inputOf(splits, report), options, report);
    return report;
}

DataCheckReport checkData(const DetectionSplits& splits, int inputSize, const DataCheckOptions& options) {
    DataCheckReport report;
    report.inputSize = inputSize;
    check(inputOf(splits, report), options, report);
    return report;
}

std::string dataCheckJson(const DataCheckReport& report) {
    nlohmann::json unreadable = nlohmann::json::array();
    for (size_t i = 0; i < report.pairs.unreadable.size(); ++i) {
        unreadable.push_back({{"split", report.pairs.unreadable[i].split},
                              {"image", report.pairs.unreadable[i].path},
                              {"reason", report.pairs.unreadableReasons[i]}});
    }
    nlohmann::json tooSmall = nlohmann::json::array();
    for (const TooSmallImage& t : report.tooSmall)
        tooSmall.push_back(
            {{"split", t.split}, {"image", t.image}, {"width", t.width}, {"height", t.height}});
    nlohmann::json statistics = nlohmann::json::object();
    for (const SplitStatistics& s : report.splits)
        statistics[s.split] = statisticsJson(s);
    const nlohmann::json j{{"task", report.detection ? "detection" : "classification"},
                           {"dataset", report.description},
                           {"images", report.images},
                           {"input_size", report.inputSize},
                           {"max_distance", report.maxDistance},
                           {"classes", report.classNames},
                           {"duplicates", pairsJson(report.pairs.duplicates)},
                           {"leaks", pairsJson(report.pairs.leaks)},
                           {"unreadable", unreadable},
                           {"too_small", tooSmall},
                           {"statistics", statistics}};
    return jsonText(j, 2);
}

std::string dataCheckText(const DataCheckReport& report) {
    constexpr size_t kShown = 20;
    std::ostringstream out;
    out << "Checked " << withThousands(static_cast<long long>(report.images)) << " pictures of "
        << report.description << '\n';
    out << "Leaks (a picture in two splits): " << report.pairs.leaks.size() << '\n';
    listSome(out, report.pairs.leaks, kShown, pairLine);
    out << "Duplicates within a split: " << report.pairs.duplicates.size() << '\n';
    listSome(out, report.pairs.duplicates, kShown, pairLine);
    out << "Unreadable: " << report.pairs.unreadable.size() << '\n';
    std::vector<size_t> order(report.pairs.unreadable.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    listSome(out, order, kShown, [&](size_t i) {
        return report.pairs.unreadable[i].split + ": " + report.pairs.unreadable[i].path + ": " +
               report.pairs.unreadableReasons[i];
    });
    out << "Smaller than data.input_size " << report.inputSize
        << " (enlarged for the network): " << report.tooSmall.size() << '\n';
    // Often every picture of a dataset (the digits are 20x20): a few names say enough.
    listSome(out, report.tooSmall, report.tooSmall.size() > kShown ? 5 : kShown, [](const TooSmallImage& t) {
        return t.split + ": " + t.image + " (" + std::to_string(t.width) + "x" + std::to_string(t.height) +
               ")";
    });
    for (const SplitStatistics& s : report.splits) {
        out << s.split << ": " << withThousands(s.images) << " pictures, " << s.minWidth << "x" << s.minHeight
            << " to " << s.maxWidth << "x" << s.maxHeight << " (median " << s.medianWidth << "x"
            << s.medianHeight << ")";
        if (s.detection) {
            out << ", " << withThousands(s.boxes) << " boxes ("
                << formatText("%.1f",
                              s.images ? static_cast<double>(s.boxes) / static_cast<double>(s.images) : 0.0)
                << " per picture, " << withThousands(s.imagesWithoutBoxes) << " pictures without any)";
        }
        out << '\n' << "  " << (s.detection ? "boxes" : "pictures") << " per class:";
        for (size_t c = 0; c < s.classCounts.size() && c < report.classNames.size(); ++c)
            out << (c ? ", " : " ") << report.classNames[c] << ' ' << withThousands(s.classCounts[c]);
        out << '\n';
    }
    if (report.cancelled)
        out << "Stopped before the end: the lists above hold what was checked so far.\n";
    return out.str();
}

}  // namespace osprey
