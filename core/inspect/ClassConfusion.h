#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// A classifier's confusion matrix as a validation recorded it, with each class's precision, recall and F1.
struct ClassConfusion {
    std::vector<std::string> classNames;
    std::vector<std::vector<int64_t>> matrix;  // [true][predicted]
    double top1 = 0;                           // percent, as eval prints it
    int64_t epoch = 0;                         // from 1
    struct PerClass {
        int64_t support = 0;  // pictures of the class
        double precision = 0, recall = 0, f1 = 0;
    };
    std::vector<PerClass> perClass;

    // From a classifier validation's summary JSON (its "confusion" and "top1"); throws InputError naming
    // `where` when the summary holds no matrix.
    static ClassConfusion fromSummary(const std::string& summary, const std::vector<std::string>& classNames,
                                      int64_t epoch, const std::string& where);
    std::string toJson() const;
    std::string toText() const;
};

}  // namespace osprey
