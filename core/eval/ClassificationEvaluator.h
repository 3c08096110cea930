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

// What a classifier made of each item it evaluated, in the order seen: the dataset item index, the predicted
// class, the cross-entropy, the margin (the assigned class's logit minus the largest other) and the entropy
// of the softmax (nats).
struct ClassifierSamples {
    std::vector<int64_t> items;
    std::vector<int64_t> predicted;
    std::vector<float> loss, margin, entropy;

    size_t size() const { return items.size(); }
};

// Accumulates classification metrics over batches: reset(), process() per batch, evaluate(). Recording
// samples, it also keeps each item's values (ClassifierSamples), for the per-sample records of inspect.
class ClassificationEvaluator {
public:
    explicit ClassificationEvaluator(int64_t numClasses, bool recordSamples = false);

    void reset();
    // logits [N, C] and labels [N] on any device; the loss is plain cross-entropy (no smoothing). `items`
    // (Batch::indices) names each row's dataset item; it is needed only when recording samples.
    void process(const torch::Tensor& logits, const torch::Tensor& labels,
                 const std::vector<int64_t>& items = {});
    ClassificationResult evaluate() const;
    // Adds up the counts of every rank's evaluator (each saw its own shard), so that every rank's
    // evaluate() then describes the whole split.
    void sumOver(const Communicator& world);
    // Moves every rank's samples to rank `root` (the others then hold none).
    void gatherSamplesTo(const Communicator& world, int root = 0);
    const ClassifierSamples& samples() const { return m_perSample; }

private:
    void recordSamples(const torch::Tensor& logits, const torch::Tensor& labels, const int64_t* predicted,
                       const std::vector<int64_t>& items);

    int64_t m_numClasses;
    bool m_recordSamples;
    ClassifierSamples m_perSample;
    int64_t m_samples = 0;
    int64_t m_top1 = 0;
    int64_t m_top5 = 0;
    double m_lossSum = 0;
    std::vector<int64_t> m_confusion;  // row-major [true][pred]
};

// Each row's margin: the logit of its assigned class (labels [N]) minus the largest other logit, on the
// logits' device; negative where another class wins. Pleiss et al. (2020) rank suspected label errors by it.
torch::Tensor assignedClassMargins(const torch::Tensor& logits, const torch::Tensor& labels);

// The result as JSON (top1, top5, loss, samples, per_class_accuracy, confusion_matrix, class_names).
std::string toJson(const ClassificationResult& result, const std::vector<std::string>& classNames);
// The result for a terminal: top-1, top-5, loss, per-class accuracy, and the confusion matrix up to 20
// classes.
std::string toText(const ClassificationResult& result, const std::vector<std::string>& classNames);

}  // namespace osprey
