#include <CLI/CLI.hpp>

#include <chrono>
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "data/checks/DataCheck.h"
#include "data/formats/DatasetFormat.h"
#include "inspect/FeatureNeighbours.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"

namespace osprey::cli {

namespace {

struct DataCheckArgs {
    std::string config;
    std::string format;
    std::string root;
    int maxDistance = kNearDuplicateBits;
    int threads = 0;
    std::string run;  // the feature pass: a classifier run whose features compare pictures
    double featureSimilarity = 0.9;
    bool json = false;
    std::vector<std::string> overrides;
};

// "hashed 12,000 of 100,000 pictures, 1,450/s" on stderr, at most once a second and at the end of a stage.
class ProgressLine {
public:
    void operator()(DataCheckStage stage, size_t done, size_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (stage != m_stage || !m_started) {
            m_stage = stage;
            m_started = true;
            m_start = now;
            m_last = now;
        }
        if (done < total && now - m_last < std::chrono::seconds(1))
            return;
        m_last = now;
        const double seconds = std::chrono::duration<double>(now - m_start).count();
        std::cerr << (stage == DataCheckStage::Hashing ? "hashed " : "compared ")
                  << withThousands(static_cast<long long>(done)) << " of "
                  << withThousands(static_cast<long long>(total)) << " pictures";
        if (seconds > 0.5)
            std::cerr << ", " << withThousands(static_cast<long long>(done / seconds)) << "/s";
        std::cerr << std::endl;
    }

private:
    DataCheckStage m_stage = DataCheckStage::Hashing;
    bool m_started = false;
    std::chrono::steady_clock::time_point m_start, m_last;
};

void runDataCheck(const DataCheckArgs& args) {
    if (args.config.empty() == args.format.empty())
        throw InputError("data check needs either --config EXP.yaml, or --data FORMAT with --root DIR");
    std::vector<std::string> overrides;
    if (!args.format.empty()) {
        const DatasetFormat* format = findDatasetFormat(args.format);
        if (args.root.empty() && (!format || (format->root && format->root->required)))
            throw InputError("data check --data " + args.format +
                             " also needs --root (the dataset's folder or file)");
        overrides.push_back("data.dataset=" + args.format);
        if (!args.root.empty())
            overrides.push_back("data.root=" + args.root);
    } else if (!args.root.empty()) {
        overrides.push_back("data.root=" + args.root);
    }
    overrides.insert(overrides.end(), args.overrides.begin(), args.overrides.end());
    const Config config = loadConfig(args.config, overrides);
    DataCheckOptions options;
    options.maxDistance = args.maxDistance;
    options.threads = args.threads;
    options.progress = ProgressLine();
    options.warn = [](const std::string& message) { std::cerr << "warning: " << message << '\n'; };
    DataCheckReport report;
    if (args.run.empty()) {
        report = checkData(config, options);
    } else {
        // The feature pass: the hash checks, then every picture through the first stage of the run's model.
        checkFeaturePass(args.run, args.featureSimilarity);  // before the hash pass, which can take minutes
        FeaturePassOptions feature;
        feature.minSimilarity = args.featureSimilarity;
        feature.warn = options.warn;
        std::chrono::steady_clock::time_point last{};
        feature.progress = [&last](size_t done, size_t total) {
            const auto now = std::chrono::steady_clock::now();
            if (done < total && now - last < std::chrono::seconds(1))
                return;
            last = now;
            std::cerr << "embedded " << withThousands(static_cast<long long>(done)) << " of "
                      << withThousands(static_cast<long long>(total)) << " pictures" << std::endl;
        };
        feature.estimate = [](double perThousand, double total) {
            std::cerr << formatText(
                             "feature pass: %.1f s per 1,000 pictures on this machine, about %.0f s in all",
                             perThousand, total)
                      << std::endl;
        };
        const int inputSize = static_cast<int>(config.getInt("data.input_size"));
        FeaturePassResult r;
        const DatasetFormat* format = findDatasetFormat(config.getString("data.dataset"));
        // A format of both tasks (tfrecord) is read for the experiment's task.
        if (format && format->reads(TaskKind::Detection) &&
            (!format->reads(TaskKind::Classification) || config.getString("task") == "detection")) {
            const DetectionSplits splits = buildDetectionDatasets(config, options.warn);
            report = checkData(splits, inputSize, options);
            r = addFeatureNeighbours(report, splits, args.run, feature);
        } else {
            const DatasetSplits splits = buildDatasets(config);
            report = checkData(splits, inputSize, options);
            r = addFeatureNeighbours(report, splits, args.run, feature);
        }
        std::cerr
            << formatText(
                   "feature pass: %zu pictures embedded in %.1f s (%.1f s per 1,000), searched in %.1f s; "
                   "%zu leaks and %zu duplicates at a similarity of %.2f or more beyond the hashes'",
                   r.pictures, r.embedSeconds,
                   r.pictures ? 1000.0 * r.embedSeconds / static_cast<double>(r.pictures) : 0.0,
                   r.searchSeconds, r.leaks, r.duplicates, args.featureSimilarity)
            << std::endl;
    }
    std::cout << (args.json ? dataCheckJson(report) + "\n" : dataCheckText(report)) << std::flush;
}

}  // namespace

void addDataCommand(CLI::App& app) {
    auto args = std::make_shared<DataCheckArgs>();
    CLI::App* cmd =
        app.add_subcommand("data", "Check a dataset before training on it, or convert it to another format");
    cmd->require_subcommand(1);
    CLI::App* check = cmd->add_subcommand("check",
                                          "Find leaks (a picture in both splits), duplicates, unreadable and "
                                          "too-small pictures, and print each split's statistics");
    check->add_option("--config,-c", args->config, "Experiment YAML whose data to check");
    check->add_option(
        "--data", args->format,
        "Dataset format without an experiment: folder, digits, cifar10, cifar100, synthetic, coco, voc, "
        "yolo, shapes, tfrecord");
    check->add_option("--root", args->root, "The dataset's folder or file (data.root)");
    check
        ->add_option("--max-distance", args->maxDistance,
                     "Near duplicates: perceptual hashes at most this many of 255 bits apart")
        ->check(CLI::Range(0, 255));
    check->add_option("--threads", args->threads, "Threads hashing pictures; 0: all cores")
        ->check(CLI::NonNegativeNumber);
    CLI::Option* run = check->add_option(
        "--run", args->run,
        "Also compare pictures as the first stage of this run's model (a classifier or a detector's "
        "backbone) sees them "
        "(whitened, cosine similarity): finds slightly shifted, cropped or turned copies the "
        "hashes miss, at the cost of inference on every picture (estimated as it starts)");
    check
        ->add_option("--feature-similarity", args->featureSimilarity,
                     "With --run: the similarity that makes two pictures a pair, above 0 and below 1 "
                     "(default 0.9)")
        ->needs(run);
    check->add_flag("--json", args->json,
                    "Print one JSON object: duplicates, leaks, unreadable, too_small, classes, statistics");
    check->add_option("overrides", args->overrides,
                      "Dotted key=value overrides, e.g. data.val_split=test data.input_size=640");
    check->callback([args] { runDataCheck(*args); });
    addDataConvertCommand(*cmd);
}

}  // namespace osprey::cli
