#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/EpochRecords.h"
#include "store/RecordStore.h"

namespace osprey {

// One picture ranked by how likely its label is wrong: a larger score, more likely.
struct SuspectedError {
    int64_t item = 0;   // the dataset item index in its split
    std::string image;  // the dataset's name for it (what data.exclude_list takes)
    double score = 0;
    std::string reason;
    int64_t label = -1;      // the assigned class
    int64_t predicted = -1;  // the class the model predicts; -1 where the records hold none
};

// The name of class `c` (its number where the records name fewer classes; "" for -1).
std::string classNameOf(const std::vector<std::string>& names, int64_t c);

// Classifier, from one validation's records: the mistakenness sigma(-margin) * (1 - entropy / ln C), high for
// a confident disagreement with the label. Every item with a value, best first.
std::vector<SuspectedError> rankByMistakenness(const EpochRecords& validation,
                                               const std::vector<RecordedSample>& samples,
                                               const std::vector<std::string>& classNames);

// Classifier, from the training margins of several epochs (inspect.train_margins): the area under the margin
// (Pleiss et al., 2020), each item's margin averaged over the epochs that saw it; score = -AUM. `firstEpoch`
// and `lastEpoch` (from 1) name the epochs taken, for the reason text.
std::vector<SuspectedError> rankByTrainingMargins(const std::vector<EpochRecords>& epochs,
                                                  const std::vector<RecordedSample>& samples,
                                                  int64_t firstEpoch, int64_t lastEpoch);

// The ranking as a JSON array of {image, score, reason, label, predicted} (classes by name) and as text.
std::string suspectedErrorsJson(const std::vector<SuspectedError>& errors,
                                const std::vector<std::string>& classNames);
std::string suspectedErrorsText(const std::vector<SuspectedError>& errors,
                                const std::vector<std::string>& classNames, size_t ranked);

}  // namespace osprey
