#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace osprey {

// A detector's score threshold per class, chosen from a validation (`osprey-cli inspect confusion
// --save-thresholds`, or the workbench's Evaluation view) and saved with the run as RUN_DIR/thresholds.json.
// `osprey-cli predict --run` and the Inference view then list a detection of class c only when it scores at
// least that class's threshold. Built without libtorch (osprey_base).
//
// The file: {"format": 1, "source": "f1" | "fixed", "epoch": N, "classes": [names in class order],
// "thresholds": [one per class]}; classes are matched by name when read, so a model whose classes are
// ordered differently still gets each class's own threshold.
struct ClassThresholds {
    std::string source;  // "f1": each class's F1-best threshold; "fixed": one chosen threshold
    int64_t epoch = 0;   // the validation they were chosen on, from 1
    std::vector<std::string> classes;
    std::vector<double> thresholds;  // per class, in [0, 1]

    // One per name of `classNames` (a model's classes in id order): its threshold, or `fallback` for a class
    // the file does not name.
    std::vector<double> forClasses(const std::vector<std::string>& classNames, double fallback) const;
    // "F1-best per class, chosen at epoch 12" / "0.40 for every class, chosen at epoch 12"
    std::string describe() const;
};

// RUN_DIR/thresholds.json
std::string classThresholdsPath(const std::string& runDir);

// The run's saved thresholds; nothing when it has none. A file that is there but broken is an InputError
// naming it and the key at fault: a silently ignored file would change what predict reports.
std::optional<ClassThresholds> loadClassThresholds(const std::string& runDir);

// Writes them atomically (an interrupted save leaves the old file whole). InputError for a threshold outside
// [0, 1] or a count that does not match the classes.
void saveClassThresholds(const std::string& runDir, const ClassThresholds& thresholds);

}  // namespace osprey
