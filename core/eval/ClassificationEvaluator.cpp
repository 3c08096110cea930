#include "eval/ClassificationEvaluator.h"

#include <torch/nn/functional/loss.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include "distributed/Communicator.h"
#include "util/JsonText.h"
#include "util/Strings.h"

namespace osprey {

ClassificationEvaluator::ClassificationEvaluator(int64_t numClasses, bool recordSamples)
    : m_numClasses(numClasses), m_recordSamples(recordSamples) {
    reset();
}

void ClassificationEvaluator::reset() {
    m_samples = m_top1 = m_top5 = 0;
    m_lossSum = 0;
    m_confusion.assign(static_cast<size_t>(m_numClasses * m_numClasses), 0);
    m_perSample = {};
}

void ClassificationEvaluator::process(const torch::Tensor& logitsIn, const torch::Tensor& labelsIn,
                                      const std::vector<int64_t>& items) {
    TORCH_CHECK(logitsIn.dim() == 2 && logitsIn.size(1) == m_numClasses, "logits should be [N, ",
                m_numClasses, "], got ", logitsIn.sizes());
    const torch::Tensor logits = logitsIn.detach().to(torch::kCPU, torch::kFloat32);
    const torch::Tensor labels = labelsIn.to(torch::kCPU, torch::kInt64);
    m_lossSum += torch::nn::functional::cross_entropy(
                     logits, labels, torch::nn::functional::CrossEntropyFuncOptions().reduction(torch::kSum))
                     .item<double>();
    const int64_t k = std::min<int64_t>(5, m_numClasses);
    const torch::Tensor topk = std::get<1>(logits.topk(k, 1)).contiguous();
    const int64_t n = logits.size(0);
    const int64_t* top = topk.data_ptr<int64_t>();
    const int64_t* truth = labels.data_ptr<int64_t>();
    for (int64_t i = 0; i < n; ++i) {
        const int64_t predicted = top[i * k];
        m_top1 += predicted == truth[i];
        for (int64_t j = 0; j < k; ++j) {
            if (top[i * k + j] == truth[i]) {
                ++m_top5;
                break;
            }
        }
        ++m_confusion[static_cast<size_t>(truth[i] * m_numClasses + predicted)];
    }
    m_samples += n;
    if (m_recordSamples) {
        const torch::Tensor predicted = topk.select(1, 0).contiguous();
        recordSamples(logits, labels, predicted.data_ptr<int64_t>(), items);
    }
}

void ClassificationEvaluator::recordSamples(const torch::Tensor& logits, const torch::Tensor& labels,
                                            const int64_t* predicted, const std::vector<int64_t>& items) {
    const int64_t n = logits.size(0);
    TORCH_CHECK(static_cast<int64_t>(items.size()) == n, "recording samples needs the item of each of the ",
                n, " rows, got ", items.size());
    const torch::Tensor assigned = labels.view({-1, 1});
    const torch::Tensor logp = torch::log_softmax(logits, 1);
    const torch::Tensor loss = -logp.gather(1, assigned).squeeze(1);
    const torch::Tensor margin = assignedClassMargins(logits, labels);
    // p log p is 0 where p underflows to 0 (log p is then -inf, and 0 * -inf would be nan).
    const torch::Tensor p = logp.exp();
    const torch::Tensor entropy = -torch::where(p > 0, p * logp, torch::zeros_like(p)).sum(1);
    const auto append = [n](std::vector<float>& to, const torch::Tensor& values) {
        const torch::Tensor c = values.contiguous();
        to.insert(to.end(), c.data_ptr<float>(), c.data_ptr<float>() + n);
    };
    m_perSample.items.insert(m_perSample.items.end(), items.begin(), items.end());
    m_perSample.predicted.insert(m_perSample.predicted.end(), predicted, predicted + n);
    append(m_perSample.loss, loss);
    append(m_perSample.margin, margin);
    append(m_perSample.entropy, entropy);
}

torch::Tensor assignedClassMargins(const torch::Tensor& logits, const torch::Tensor& labels) {
    const torch::Tensor assigned = labels.view({-1, 1});
    // The largest logit of the other classes: the assigned one masked out.
    const torch::Tensor others = logits.scatter(1, assigned, -std::numeric_limits<float>::infinity()).amax(1);
    return logits.gather(1, assigned).squeeze(1) - others;
}

void ClassificationEvaluator::gatherSamplesTo(const Communicator& world, int root) {
    if (!world.distributed())
        return;
    // Five numbers per sample; doubles hold item indices and classes exactly (below 2^53).
    constexpr size_t kFields = 5;
    std::vector<double> packed;
    packed.reserve(m_perSample.size() * kFields);
    for (size_t i = 0; i < m_perSample.size(); ++i)
        packed.insert(packed.end(), {static_cast<double>(m_perSample.items[i]),
                                     static_cast<double>(m_perSample.predicted[i]), m_perSample.loss[i],
                                     m_perSample.margin[i], m_perSample.entropy[i]});
    const std::vector<double> all = world.gatherVariable(packed, root);
    m_perSample = {};
    for (size_t at = 0; at + kFields <= all.size(); at += kFields) {
        m_perSample.items.push_back(static_cast<int64_t>(all[at]));
        m_perSample.predicted.push_back(static_cast<int64_t>(all[at + 1]));
        m_perSample.loss.push_back(static_cast<float>(all[at + 2]));
        m_perSample.margin.push_back(static_cast<float>(all[at + 3]));
        m_perSample.entropy.push_back(static_cast<float>(all[at + 4]));
    }
}

void ClassificationEvaluator::sumOver(const Communicator& world) {
    if (!world.distributed())
        return;
    std::vector<int64_t> counts = {m_samples, m_top1, m_top5};
    counts.insert(counts.end(), m_confusion.begin(), m_confusion.end());
    torch::Tensor all = torch::tensor(counts, torch::kInt64);
    world.allReduceSum(all);
    torch::Tensor loss = torch::full({1}, m_lossSum, torch::kFloat64);
    world.allReduceSum(loss);
    const int64_t* c = all.data_ptr<int64_t>();
    m_samples = c[0];
    m_top1 = c[1];
    m_top5 = c[2];
    std::copy(c + 3, c + all.numel(), m_confusion.begin());
    m_lossSum = loss.item<double>();
}

ClassificationResult ClassificationEvaluator::evaluate() const {
    ClassificationResult r;
    r.samples = m_samples;
    if (m_samples > 0) {
        r.top1 = 100.0 * static_cast<double>(m_top1) / static_cast<double>(m_samples);
        r.top5 = 100.0 * static_cast<double>(m_top5) / static_cast<double>(m_samples);
        r.loss = m_lossSum / static_cast<double>(m_samples);
    }
    r.confusion.assign(static_cast<size_t>(m_numClasses),
                       std::vector<int64_t>(static_cast<size_t>(m_numClasses)));
    for (int64_t t = 0; t < m_numClasses; ++t) {
        int64_t total = 0;
        for (int64_t p = 0; p < m_numClasses; ++p) {
            const int64_t v = m_confusion[static_cast<size_t>(t * m_numClasses + p)];
            r.confusion[static_cast<size_t>(t)][static_cast<size_t>(p)] = v;
            total += v;
        }
        const int64_t right = r.confusion[static_cast<size_t>(t)][static_cast<size_t>(t)];
        r.perClassAccuracy.push_back(total ? 100.0 * static_cast<double>(right) / static_cast<double>(total)
                                           : std::numeric_limits<double>::quiet_NaN());
    }
    return r;
}

std::string toJson(const ClassificationResult& result, const std::vector<std::string>& classNames) {
    nlohmann::json j;
    j["top1"] = result.top1;
    j["top5"] = result.top5;
    j["loss"] = result.loss;
    j["samples"] = result.samples;
    j["class_names"] = classNames;
    nlohmann::json perClass = nlohmann::json::array();
    for (double a : result.perClassAccuracy)
        perClass.push_back(std::isnan(a) ? nlohmann::json(nullptr) : nlohmann::json(a));
    j["per_class_accuracy"] = perClass;
    j["confusion_matrix"] = result.confusion;
    return jsonText(j, 2);
}

std::string toText(const ClassificationResult& r, const std::vector<std::string>& names) {
    std::string out = formatText("images      %lld\n", static_cast<long long>(r.samples));
    out += formatText("top-1       %.2f%%\n", r.top1);
    out += formatText("top-5       %.2f%%\n", r.top5);
    out += formatText("loss        %.4f\n\n", r.loss);
    out += "per-class accuracy:\n";
    for (size_t c = 0; c < r.perClassAccuracy.size(); ++c) {
        const double a = r.perClassAccuracy[c];
        out += formatText("  %-20s %s\n", names.at(c).c_str(),
                          std::isnan(a) ? "(no images)" : formatText("%.2f%%", a).c_str());
    }
    if (names.size() > 20)
        return out;  // a confusion matrix wider than a terminal helps nobody; the JSON has it
    out += "\nconfusion matrix (rows: true class, columns: predicted):\n      ";
    for (const std::string& name : names)
        out += formatText("%6.6s", name.c_str());
    out += "\n";
    for (size_t t = 0; t < names.size(); ++t) {
        out += formatText("%6.6s", names[t].c_str());
        for (size_t p = 0; p < names.size(); ++p)
            out += formatText("%6lld", static_cast<long long>(r.confusion[t][p]));
        out += "\n";
    }
    return out;
}

}  // namespace osprey
