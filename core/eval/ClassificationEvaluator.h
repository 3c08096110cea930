#pragma once

#include <torch/types.h>

#include <string>
#include <vector>

namespace osprey {

class Communicator;

struct ClassificationResult {
    double top1 = 0;  // percent
    double top5 = 0;  // percent (top-k with k = min(5, classes))
    double loss = 0;  // mean cross-entropy
    int64_t samples = 0;
    std::vector<double> perClassAccuracy;         // percent; NaN where a class has no samples
    std::vector<std::vector<int64_t>> confusion;  // [true class][predicted class]
};

// Accumulates classification metrics over batches: reset(), process() per batch, evaluate().
class ClassificationEvaluator {
public:
    explicit ClassificationEvaluator(int64_t numClasses);

    void reset();
    // logits [N, C] and labels [N] on any device; the loss is plain cross-entropy (no smoothing).
    void process(const torch::Tensor& logits, const torch::Tensor& labels);
    ClassificationResult evaluate() const;
    // Adds up the counts of every rank's evaluator (each saw its own shard), so that every rank's
    // evaluate() then describes the whole split.
    void sumOver(const Communicator& world);

private:
    int64_t m_numClasses;
    int64_t m_samples = 0;
    int64_t m_top1 = 0;
    int64_t m_top5 = 0;
    double m_lossSum = 0;
    std::vector<int64_t> m_confusion;  // row-major [true][pred]
};

// The result as JSON (top1, top5, loss, samples, per_class_accuracy, confusion_matrix, class_names).
std::string toJson(const ClassificationResult& result, const std::vector<std::string>& classNames);
// The result for a terminal: top-1, top-5, loss, per-class accuracy, and the confusion matrix up to 20
// classes.
std::string toText(const ClassificationResult& result, const std::vector<std::string>& classNames);

}  // namespace osprey
