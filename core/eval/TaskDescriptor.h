#pragma once

#include <map>
#include <string>
#include <vector>

#include "util/TaskKind.h"

namespace osprey {

// One metric of a task: its name (recorded as val/NAME and val_ema/NAME), how people call it, and how it
// prints.
struct TaskMetric {
    std::string name;   // "top1", "mAP"
    std::string label;  // "top-1", "mAP" (the workbench translates it)
    enum class Format { Percent, Fraction, Loss } format = Format::Fraction;
    bool summarised = true;  // part of the one-line summaries (describe)
};

// What the program knows of a task in one place: the metrics its evaluation loop records (evaluateClassifier,
// evaluateDetector: one loop each, shared by validation during training and `osprey-cli eval`), which of them
// decides the best checkpoint, how they print, and the curves the Monitor draws for it. The session layer's
// task registry (session/TaskSetup) adds how a task reads its data and builds its model.
struct TaskDescriptor {
    TaskKind kind = TaskKind::Classification;
    std::vector<TaskMetric> metrics;  // the primary metric first; "loss" last
    std::vector<std::string>
        plotted;  // the Monitor's metric chart: these metrics, val/ and then val_ema/ of the first
    std::string chartTitle, chartAxis;  // "Accuracy", "top-k accuracy (%)" (translated by the workbench)

    const std::string& primaryMetric() const { return metrics.front().name; }
    std::vector<std::string> metricNames() const;
    // The label of metric `name` ("top1": "top-1"); the name itself for one the task does not have.
    std::string label(const std::string& name) const;
    // The summarised metrics of `recorded` under `prefix` ("val/"); empty when none was recorded. Brief, for
    // the progress line: "top1 98.10%  top5 99.90%  loss 0.0421"; else, for the end of a run: "top-1 98.10%,
    // top-5 99.90%, loss 0.042100".
    std::string describe(const std::map<std::string, double>& recorded, const std::string& prefix,
                         bool brief) const;
};

const TaskDescriptor& taskDescriptor(TaskKind kind);

}  // namespace osprey
