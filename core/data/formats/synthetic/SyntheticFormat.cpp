#include "data/formats/synthetic/SyntheticFormat.h"

#include <algorithm>
#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "util/Translatable.h"

namespace osprey {

DatasetFormat syntheticFormat() {
    DatasetFormat f;
    f.name = kSyntheticFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "Synthetic tensors");
    f.keys = {"data.num_classes", "data.synthetic_size"};
    f.browsable = false;  // random pixels: nothing to look at
    f.classification = [](const Config& config) {
        const auto size = static_cast<size_t>(config.getInt("data.synthetic_size"));
        const int classes = static_cast<int>(config.getInt("data.num_classes"));
        const int side = static_cast<int>(config.getInt("data.input_size"));
        DatasetSplits s;
        s.train = std::make_shared<SyntheticDataset>(size, classes, side, 1);
        s.val = std::make_shared<SyntheticDataset>(std::max<size_t>(1, size / 4), classes, side, 2);
        s.description = describeSplits(kSyntheticFormat, s);
        return s;
    };
    return f;
}

}  // namespace osprey
