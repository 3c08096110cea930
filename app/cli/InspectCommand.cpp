#include <CLI/CLI.hpp>

#include <iostream>

#include "Commands.h"
#include "inspect/ClassConfusion.h"
#include "inspect/RunRecords.h"
#include "inspect/SuspectedErrors.h"
#include "util/Errors.h"

namespace osprey::cli {

namespace {

struct InspectArgs {
    std::string run;
    std::string split = "val";
    size_t top = 20;
    int64_t epoch = 0;   // from 1; 0: the latest
    std::string epochs;  // "A:B" of the training margins
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

void inspectErrors(const InspectArgs& args) {
    if (args.split != "val" && args.split != "train")
        throw InputError("--split takes val or train, got '" + args.split + "'");
    const RunRecords records(args.run);
    if (records.task() != TaskKind::Classification)
        throw InputError("inspect errors ranks a classifier's pictures; '" + args.run +
                         "' holds a detector's records");
    std::vector<SuspectedError> ranked;
    const std::vector<RecordedSample> samples = records.samples(args.split);
    if (args.split == "train" && !records.validations("train", {"train_margins"}).empty()) {
        const auto [first, last] = epochRange(args.epochs);
        std::vector<EpochRecords> epochs;
        int64_t seenFirst = INT64_MAX, seenLast = 0;
        for (const RecordedValidation& v : records.validations("train", {"train_margins"})) {
            if (v.epoch + 1 < first || v.epoch + 1 > last)
                continue;
            epochs.push_back(records.store().read(v.id));
            seenFirst = std::min(seenFirst, v.epoch + 1);
            seenLast = std::max(seenLast, v.epoch + 1);
        }
        if (epochs.empty())
            throw InputError("'" + args.run + "' has no training margins of epochs " + args.epochs);
        ranked = rankByTrainingMargins(epochs, samples, seenFirst, seenLast);
    } else {
        if (!args.epochs.empty())
            throw InputError("--epochs picks epochs of training margins; '" + args.run +
                             "' has none for this split (train with inspect.train_margins=true)");
        const RecordedValidation v = records.pick(args.split, {"val", "eval"}, args.epoch);
        ranked = rankByMistakenness(records.store().read(v.id), samples, records.classNames());
    }
    const size_t all = ranked.size();
    if (args.top > 0 && ranked.size() > args.top)
        ranked.resize(args.top);
    std::cout << (args.json ? suspectedErrorsJson(ranked, records.classNames()) + "\n"
                            : suspectedErrorsText(ranked, records.classNames(), all))
              << std::flush;
}

void inspectConfusion(const InspectArgs& args) {
    const RunRecords records(args.run);
    if (records.task() != TaskKind::Classification)
        throw InputError("inspect confusion of a detector's records is not there yet; '" + args.run +
                         "' holds a detector's");
    const RecordedValidation v = records.pick("val", {"val", "eval"}, args.epoch);
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
    errors->add_flag("--json", args->json,
                     "Print a JSON array of {image, item, score, reason, label, predicted}");
    errors->callback([args] { inspectErrors(*args); });

    CLI::App* confusion =
        cmd->add_subcommand("confusion", "The confusion matrix and per-class precision, recall, F1");
    confusion->add_option("--run", args->run, "Run folder")->required();
    confusion->add_option("--epoch", args->epoch,
                          "The validation of this epoch (from 1); default the latest");
    confusion->add_flag("--json", args->json, "Print {epoch, top1, classes, matrix, per_class}");
    confusion->callback([args] { inspectConfusion(*args); });
}

}  // namespace osprey::cli
