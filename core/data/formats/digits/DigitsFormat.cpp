#include "data/formats/digits/DigitsFormat.h"

#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/digits/DigitsDataset.h"
#include "util/Translatable.h"

namespace osprey {

DatasetFormat digitsFormat() {
    DatasetFormat f;
    f.name = kDigitsFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "Digits demo");
    // Empty: Debian's opencv-doc copy of the picture.
    f.root = DatasetPath{"data.root", DatasetPath::Kind::File, DatasetPath::Noun::Picture, false, {}};
    f.keys = {"data.val_fraction"};
    f.classification = [](const Config& config) {
        const std::string root = config.getString("data.root");
        auto all = std::make_shared<DigitsDataset>(root.empty() ? DigitsDataset::defaultPath() : root);
        DatasetSplits s = splitByFraction(all, config.getFloat("data.val_fraction"));
        s.description = describeSplits("digits demo", s);
        return s;
    };
    return f;
}

}  // namespace osprey
