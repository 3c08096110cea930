#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace osprey {

struct EpochRecords;
class TensorBoardSink;

// A few pictures of the validation split, drawn with what the model said of them at a validation (a
// classifier's predicted and true class, a detector's boxes), for TensorBoard's Images tab: the same items
// every time, spread over the split, under val/picture_<n> (val_ema/... for the averaged weights), at the
// validation's step. Built from the validation's per-sample records (inspect.record), so the model runs no
// second time.
class ValidationPictures {
public:
    ValidationPictures(std::function<cv::Mat(size_t item)> picture, std::vector<std::string> classNames,
                       std::vector<int64_t> labels, std::shared_ptr<TensorBoardSink> sink, int count = 4);

    void operator()(const EpochRecords& records) const;

    // The picture of `item` with `records`' outcome drawn on it (small pictures enlarged so text is legible);
    // empty when it cannot be read.
    cv::Mat drawn(const EpochRecords& records, size_t item) const;

private:
    std::function<cv::Mat(size_t)> m_picture;
    std::vector<std::string> m_classNames;
    std::vector<int64_t> m_labels;  // per item; -1 for a detector's
    std::shared_ptr<TensorBoardSink> m_sink;
    int m_count;
};

}  // namespace osprey
