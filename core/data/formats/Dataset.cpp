#include "data/formats/Dataset.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

namespace osprey {

SubsetDataset::SubsetDataset(std::shared_ptr<const Dataset> base, std::vector<size_t> indices)
    : m_base(std::move(base)), m_indices(std::move(indices)) {
    setClassNames(m_base->classNames());
}

void stratifiedSplit(const std::vector<int>& labels, double valFraction, uint64_t seed,
                     std::vector<size_t>& train, std::vector<size_t>& val) {
    std::map<int, std::vector<size_t>> byClass;
    for (size_t i = 0; i < labels.size(); ++i)
        byClass[labels[i]].push_back(i);
    train.clear();
    val.clear();
    std::mt19937_64 rng(seed);
    for (auto& [label, items] : byClass) {
        std::shuffle(items.begin(), items.end(), rng);
        size_t valCount = static_cast<size_t>(std::llround(valFraction * static_cast<double>(items.size())));
        if (valFraction > 0 && valCount == 0 && items.size() >= 2)
            valCount = 1;
        val.insert(val.end(), items.begin(), items.begin() + static_cast<std::ptrdiff_t>(valCount));
        train.insert(train.end(), items.begin() + static_cast<std::ptrdiff_t>(valCount), items.end());
    }
    std::sort(train.begin(), train.end());
    std::sort(val.begin(), val.end());
}

}  // namespace osprey
