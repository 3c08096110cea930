#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "inspect/DetectionSuspects.h"
#include "inspect/RunRecords.h"
#include "inspect/SuspectedErrors.h"

namespace osprey {

// Which of a run's records rank its suspected label errors, and the ranking: one choice shared by
// `osprey-cli inspect errors` and the workbench's Suspected errors view. A classifier's training split is
// ranked by the area under the margin where training margins were recorded (inspect.train_margins), any other
// split by the mistakenness of one recorded validation; a detector's by the DetectionSuspects of one.
struct SuspectRanking {
    TaskKind task = TaskKind::Classification;
    std::string split;
    bool trainingMargins = false;                  // classifier: ranked by the area under the margin
    int64_t firstEpoch = 0, lastEpoch = 0;         // ... over these epochs (from 1)
    std::optional<RecordedValidation> validation;  // otherwise: the validation ranked
    std::vector<SuspectedError> classifier;        // best first (classifiers)
    std::vector<DetectionSuspect> detector;        // best first (detectors)

    size_t size() const { return task == TaskKind::Detection ? detector.size() : classifier.size(); }
};

// The epochs of training margins a ranking averages over (from 1, inclusive).
struct EpochSpan {
    int64_t first = 1, last = INT64_MAX;
};

// Whether the run recorded training margins (inspect.train_margins).
bool hasTrainingMargins(const RunRecords& records);

// The splits ("train", "val") a ranking can be made of: those with a recorded validation, and a classifier's
// training split where margins were recorded.
std::vector<std::string> rankableSplits(const RunRecords& records);

// Ranks `split` ("val" or "train"; InputError otherwise): `epoch` picks the validation (from 1; 0: the
// latest), `margins` the epochs of training margins, `kinds` the detector findings kept. Throws InputError
// naming the run when it holds no records of that split.
SuspectRanking rankSuspects(const RunRecords& records, const std::string& split, int64_t epoch = 0,
                            const EpochSpan& margins = {},
                            const std::vector<BoxProblem>& kinds = boxProblemsNamed("all"));

}  // namespace osprey
