#include "inspect/SuspectRanking.h"

#include <algorithm>

#include "util/Errors.h"
#include "util/Reason.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

const std::vector<std::string> kValidations = {"val", "eval"};
const std::vector<std::string> kTrainingMargins = {"train_margins"};

void rankByMargins(const RunRecords& records, const EpochSpan& span, SuspectRanking& r) {
    std::vector<EpochRecords> epochs;
    int64_t first = INT64_MAX, last = 0;
    for (const RecordedValidation& v : records.validations("train", kTrainingMargins)) {
        if (v.epoch + 1 < span.first || v.epoch + 1 > span.last)
            continue;
        epochs.push_back(records.store().read(v.id));
        first = std::min(first, v.epoch + 1);
        last = std::max(last, v.epoch + 1);
    }
    if (epochs.empty()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' has no training margins of epochs {first} to {last}"),
            {{"path", records.runDir()},
             {"first", std::to_string(span.first)},
             {"last", span.last == INT64_MAX ? std::string("the last") : std::to_string(span.last)}}));
    }
    r.trainingMargins = true;
    r.firstEpoch = first;
    r.lastEpoch = last;
    r.classifier = rankByTrainingMargins(epochs, records.samples("train"), first, last);
}

}  // namespace

bool hasTrainingMargins(const RunRecords& records) {
    return !records.validations("train", kTrainingMargins).empty();
}

std::vector<std::string> rankableSplits(const RunRecords& records) {
    std::vector<std::string> out;
    for (const std::string split : {"train", "val"}) {
        const bool margins = split == std::string("train") && records.task() == TaskKind::Classification &&
                             hasTrainingMargins(records);
        if (margins || !records.validations(split, kValidations).empty())
            out.push_back(split);
    }
    return out;
}

SuspectRanking rankSuspects(const RunRecords& records, const std::string& split, int64_t epoch,
                            const EpochSpan& margins, const std::vector<BoxProblem>& kinds) {
    if (split != "val" && split != "train")
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--split takes val or train, got '{split}'"),
            {{"split", split}}));
    SuspectRanking r;
    r.task = records.task();
    r.split = split;
    if (r.task == TaskKind::Classification && split == "train" && hasTrainingMargins(records)) {
        rankByMargins(records, margins, r);
        return r;
    }
    r.validation = records.pick(split, kValidations, epoch);
    if (r.task == TaskKind::Detection) {
        r.detector = rankDetectionSuspects(readDetectionRecords(records.store(), r.validation->id), kinds);
    } else {
        r.classifier = rankByMistakenness(records.store().read(r.validation->id), records.samples(split),
                                          records.classNames());
    }
    return r;
}

}  // namespace osprey
