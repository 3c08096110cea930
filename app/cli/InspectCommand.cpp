#include <CLI/CLI.hpp>

#include <iostream>

#include "Commands.h"
#include "eval/DetectionConfusion.h"
#include "infer/Predictor.h"
#include "inspect/ClassConfusion.h"
#include "inspect/DetectionSuspects.h"
#include "inspect/RunRecords.h"
#include "inspect/SuspectRanking.h"
#include "inspect/SuspectedErrors.h"
#include "inspect/ThresholdChoice.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"

#include <nlohmann/json.hpp>

namespace osprey::cli {

namespace {

struct InspectArgs {
    std::string run;
    std::string split = "val";
    size_t top = 20;
    int64_t epoch = 0;           // from 1; 0: the latest
    std::string epochs;          // "A:B" of the training margins
    std::string kind = "all";    // detectors: missing, spurious, mislocated, class, all
    double threshold = 0.5;      // detectors: the score a detection needs to count in the confusion matrix
    std::string saveThresholds;  // detectors: "f1", or a threshold for every class
    bool json = false;
};

// "A:B", "A:" or ":B" (from 1, inclusive); empty: every epoch.
std::pair<int64_t, int64_t> epochRange(const std::string& text) {
    if (text.empty())
        return {1, INT64_MAX};
    const size_t colon = text.find(':');
    try {
        if (colon == std::string::npos)
            throw std::invalid_argument(text);
        const std::string a = text.substr(0, colon), b = text.substr(colon + 1);
        const int64_t first = a.empty() ? 1 : std::stoll(a), last = b.empty() ? INT64_MAX : std::stoll(b);
        if (first < 1 || last < first)
            throw std::invalid_argument(text);
        return {first, last};
    } catch (const std::exception&) {
        throw InputError("--epochs takes A:B (from 1, A <= B; either may be left out), got '" + text + "'");
    }
}

// Which records a command reads, on standard error (standard output stays the result).
void sayWhich(const RecordedValidation& v) {
    std::cerr << "records: epoch " << v.epoch + 1 << ", " << v.split << " split, from "
              << (v.source == "eval" ? "osprey-cli eval --record" : "training") << "\n";
}

// The epoch to read: --epoch; when saving thresholds without it, the epoch of the checkpoint predict --run
// uses (best.pt, else last.pt), so that the thresholds fit those weights, where that epoch was recorded.
int64_t thresholdEpoch(const InspectArgs& args, const RunRecords& records) {
    if (args.epoch != 0 || args.saveThresholds.empty())
        return args.epoch;
    const std::string checkpoint = runCheckpointPath(args.run);
    const int64_t epoch = runCheckpointEpoch(args.run);
    for (const RecordedValidation& v : records.validations("val", {"val", "eval"})) {
        if (v.epoch + 1 == epoch) {
            std::cerr << "thresholds: chosen on epoch " << epoch << ", the epoch of " << checkpoint
                      << " (what predict --run uses)\n";
            return epoch;
        }
    }
    std::cerr << "note: epoch " << epoch << " of " << checkpoint
              << " has no records; the thresholds come from the latest validation\n";
    return 0;
}

// --save-thresholds f1|T: RUN_DIR/thresholds.json, which predict --run and the workbench then use.
void saveChosenThresholds(const InspectArgs& args, const std::vector<ClassThreshold>& perClass,
                          const std::vector<std::string>& names, int64_t epoch) {
    ClassThresholds chosen;
    if (args.saveThresholds == "f1") {
        chosen = f1BestThresholds(perClass, names, epoch, args.threshold);
    } else {
        size_t used = 0;
        double fixed = -1;
        try {
            fixed = std::stod(args.saveThresholds, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used != args.saveThresholds.size() || !(fixed >= 0.0 && fixed <= 1.0))
            throw InputError(
                "--save-thresholds takes f1 (each class's F1-best threshold) or a threshold in "
                "[0, 1], got '" +
                args.saveThresholds + "'");
        chosen = fixedThresholds(names, epoch, fixed);
    }
    saveClassThresholds(args.run, chosen);
    std::cerr << "saved " << classThresholdsPath(args.run) << " (" << chosen.describe()
              << "): osprey-cli predict --run and the workbench now use them\n";
}

// A detector's confusion matrix at --threshold with a background row and column, and per class the figures
// at that threshold, the F1-best threshold and COCO's AP.
void inspectDetectorConfusion(const InspectArgs& args, const RunRecords& records) {
    const RecordedValidation v = records.pick("val", {"val", "eval"}, thresholdEpoch(args, records));
    sayWhich(v);
    const DetectionRecords r = readDetectionRecords(records.store(), v.id);
    const DetectionConfusion c = detectionConfusion(r.groundTruth, r.detections, r.matches, args.threshold);
    const std::vector<ClassThreshold> t =
        classThresholds(r.groundTruth, r.detections, r.matches, args.threshold);
    std::vector<std::string> names = records.classNames();
    names.resize(static_cast<size_t>(c.classes));
    if (!args.saveThresholds.empty())
        saveChosenThresholds(args, t, names, v.epoch + 1);
    const nlohmann::json summary = nlohmann::json::parse(v.summary, nullptr, false);
    nlohmann::ordered_json j;
    j["epoch"] = v.epoch + 1;
    j["threshold"] = args.threshold;
    for (const char* key : {"AP", "AP50"})
        j[key] = summary.is_object() ? summary.value(key, -1.0) : -1.0;
    j["classes"] = names;
    j["classes"].push_back("background");
    j["matrix"] = nlohmann::json::array();
    for (int row = 0; row <= c.classes; ++row) {
        std::vector<int64_t> cells;
        for (int column = 0; column <= c.classes; ++column)
            cells.push_back(c.at(row, column));
        j["matrix"].push_back(cells);
    }
    j["per_class"] = nlohmann::json::array();
    for (size_t k = 0; k < t.size(); ++k) {
        nlohmann::ordered_json p{{"class", names[k]},
                                 {"objects", t[k].objects},
                                 {"true_positives", t[k].truePositives},
                                 {"false_positives", t[k].falsePositives},
                                 {"precision", t[k].precision},
                                 {"recall", t[k].recall},
                                 {"f1", t[k].f1},
                                 {"best_threshold", t[k].bestThreshold},
                                 {"best_f1", t[k].bestF1}};
        if (summary.contains("categories") && k < summary["categories"].size()) {
            p["AP"] = summary["categories"][k].value("AP", -1.0);
            p["AP50"] = summary["categories"][k].value("AP50", -1.0);
        }
        j["per_class"].push_back(p);
    }
    if (args.json) {
        std::cout << jsonText(j, 2) << "\n" << std::flush;
        return;
    }
    std::string out = formatText(
        "Epoch %lld, detections scoring %.2f or more. Rows: the true class (background: "
        "no box); columns: the predicted one (background: nothing found).\n",
        static_cast<long long>(v.epoch + 1), args.threshold);
    for (int row = 0; row <= c.classes; ++row) {
        out +=
            formatText("%-12.12s", row < c.classes ? names[static_cast<size_t>(row)].c_str() : "background");
        for (int column = 0; column <= c.classes; ++column)
            out += formatText(" %7lld", static_cast<long long>(c.at(row, column)));
        out += "\n";
    }
    out += formatText("\n%-12s %9s %9s %9s %9s %9s %9s\n", "class", "precision", "recall", "F1", "best at",
                      "best F1", "AP50");
    for (size_t k = 0; k < t.size(); ++k) {
        const double ap50 = summary.contains("categories") && k < summary["categories"].size()
                                ? summary["categories"][k].value("AP50", -1.0)
                                : -1.0;
        out += formatText("%-12.12s %9.3f %9.3f %9.3f %9.3f %9.3f %9.3f\n", names[k].c_str(), t[k].precision,
                          t[k].recall, t[k].f1, t[k].bestThreshold, t[k].bestF1, ap50);
    }
    std::cout << out << std::flush;
}

void inspectErrors(const InspectArgs& args) {
    const RunRecords records(args.run);
    const auto [first, last] = epochRange(args.epochs);
    const bool margins =
        records.task() == TaskKind::Classification && args.split == "train" && hasTrainingMargins(records);
    if (!args.epochs.empty() && !margins)
        throw InputError("--epochs picks epochs of training margins; '" + args.run +
                         "' has none for this split (train with inspect.train_margins=true)");
    SuspectRanking r =
        rankSuspects(records, args.split, args.epoch, {first, last}, boxProblemsNamed(args.kind));
    if (r.validation)
        sayWhich(*r.validation);
    const size_t all = r.size();
    if (args.top > 0 && all > args.top) {
        r.classifier.resize(std::min(r.classifier.size(), args.top));
        r.detector.resize(std::min(r.detector.size(), args.top));
    }
    const std::vector<std::string>& names = records.classNames();
    if (r.task == TaskKind::Detection) {
        std::cout << (args.json ? detectionSuspectsJson(r.detector, names) + "\n"
                                : detectionSuspectsText(r.detector, names, all));
    } else {
        std::cout << (args.json ? suspectedErrorsJson(r.classifier, names) + "\n"
                                : suspectedErrorsText(r.classifier, names, all));
    }
    std::cout << std::flush;
}

void inspectConfusion(const InspectArgs& args) {
    const RunRecords records(args.run);
    if (records.task() == TaskKind::Detection) {
        inspectDetectorConfusion(args, records);
        return;
    }
    if (!args.saveThresholds.empty())
        throw InputError(
            "--save-thresholds is for detectors: a classifier lists its best classes, not boxes "
            "above a score ('" +
            args.run + "' is a classifier's run)");
    const RecordedValidation v = records.pick("val", {"val", "eval"}, args.epoch);
    sayWhich(v);
    const ClassConfusion c =
        ClassConfusion::fromSummary(v.summary, records.classNames(), v.epoch + 1, records.store().path());
    std::cout << (args.json ? c.toJson() + "\n" : c.toText()) << std::flush;
}

}  // namespace

void addInspectCommand(CLI::App& app) {
    auto args = std::make_shared<InspectArgs>();
    CLI::App* cmd =
        app.add_subcommand("inspect", "What a run's per-sample records say about the model and the data");
    cmd->require_subcommand(1);

    CLI::App* errors = cmd->add_subcommand("errors", "Pictures ranked by how likely their label is wrong");
    errors->add_option("--run", args->run, "Run folder")->required();
    errors->add_option(
        "--split", args->split,
        "val (the validation records) or train (the training margins of inspect.train_margins)");
    errors->add_option("--top", args->top, "How many to list; 0: all");
    errors->add_option("--epoch", args->epoch, "The validation of this epoch (from 1); default the latest");
    errors->add_option("--epochs", args->epochs,
                       "Training margins: the epochs A:B (from 1) to average over; default all");
    errors->add_option("--kind", args->kind,
                       "Detectors: missing, spurious, mislocated or class boxes, or all (the default)");
    errors->add_flag("--json", args->json,
                     "Print a JSON array of {image, item, score, reason, label, predicted} (detectors: with "
                     "kind and boxes)");
    errors->callback([args] { inspectErrors(*args); });

    CLI::App* confusion =
        cmd->add_subcommand("confusion", "The confusion matrix and per-class precision, recall, F1");
    confusion->add_option("--run", args->run, "Run folder")->required();
    confusion->add_option("--epoch", args->epoch,
                          "The validation of this epoch (from 1); default the latest");
    confusion
        ->add_option("--threshold", args->threshold,
                     "Detectors: the score a detection needs to count (default 0.5)")
        ->check(CLI::Range(0.0, 1.0));
    confusion->add_option(
        "--save-thresholds", args->saveThresholds,
        "Detectors: save per-class score thresholds with the run (RUN_DIR/thresholds.json), "
        "which predict --run and the workbench then use: f1 (each class's F1-best) or one "
        "threshold T for every class");
    confusion->add_flag(
        "--json", args->json,
        "Print {epoch, top1, classes, matrix, per_class} (detectors: with a background row and "
        "column, each class's F1-best threshold and AP)");
    confusion->callback([args] { inspectConfusion(*args); });
}

}  // namespace osprey::cli
