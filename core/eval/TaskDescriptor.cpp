#include "eval/TaskDescriptor.h"

#include <cstdio>

namespace osprey {

namespace {

TaskDescriptor classification() {
    using F = TaskMetric::Format;
    TaskDescriptor d;
    d.kind = TaskKind::Classification;
    d.metrics = {{"top1", "top-1", F::Percent}, {"top5", "top-5", F::Percent}, {"loss", "loss", F::Loss}};
    d.plotted = {"top1", "top5"};
    d.chartTitle = "Accuracy";
    d.chartAxis = "top-k accuracy (%)";
    return d;
}

TaskDescriptor detection() {
    using F = TaskMetric::Format;
    TaskDescriptor d;
    d.kind = TaskKind::Detection;
    d.metrics = {{"mAP", "mAP", F::Fraction},
                 {"AP50", "AP50", F::Fraction},
                 {"AP75", "AP75", F::Fraction, false},
                 {"loss", "loss", F::Loss}};
    d.plotted = {"mAP", "AP50"};
    d.chartTitle = "mAP";
    d.chartAxis = "COCO AP";
    return d;
}

std::string formatted(double value, TaskMetric::Format format, bool brief) {
    char text[32] = {};
    if (format == TaskMetric::Format::Percent)
        std::snprintf(text, sizeof text, "%.2f%%", value);
    else if (format == TaskMetric::Format::Fraction)
        std::snprintf(text, sizeof text, "%.3f", value);
    else
        std::snprintf(text, sizeof text, brief ? "%.4f" : "%.6f", value);
    return text;
}

}  // namespace

std::vector<std::string> TaskDescriptor::metricNames() const {
    std::vector<std::string> names;
    for (const auto& m : metrics)
        names.push_back(m.name);
    return names;
}

std::string TaskDescriptor::label(const std::string& name) const {
    for (const auto& m : metrics) {
        if (m.name == name)
            return m.label;
    }
    return name;
}

std::string TaskDescriptor::describe(const std::map<std::string, double>& recorded, const std::string& prefix,
                                     bool brief) const {
    std::string text;
    for (const auto& m : metrics) {
        const auto value = recorded.find(prefix + m.name);
        if (value == recorded.end() || !m.summarised)
            continue;
        if (!text.empty())
            text += brief ? "  " : ", ";
        text += (brief ? m.name : m.label) + " " + formatted(value->second, m.format, brief);
    }
    return text;
}

const TaskDescriptor& taskDescriptor(TaskKind kind) {
    static const TaskDescriptor classifier = classification();
    static const TaskDescriptor detector = detection();
    return kind == TaskKind::Detection ? detector : classifier;
}

}  // namespace osprey
