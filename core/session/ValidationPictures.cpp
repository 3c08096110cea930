#include "session/ValidationPictures.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "eval/EpochRecords.h"
#include "infer/ImageOutcome.h"
#include "store/TensorBoardSink.h"

namespace osprey {

namespace {

constexpr int kSmallestSide = 192;   // pixels: smaller pictures are enlarged before drawing
constexpr double kShownScore = 0.3;  // a detector's boxes scoring at least this are drawn
constexpr size_t kMostBoxes = 30;

std::string nameOf(const std::vector<std::string>& names, int64_t id) {
    return id >= 0 && id < static_cast<int64_t>(names.size()) ? names[static_cast<size_t>(id)]
                                                              : "class " + std::to_string(id);
}

template <typename T>
const std::vector<T>* arrayOf(const std::map<std::string, std::vector<T>>& arrays, const char* name) {
    const auto it = arrays.find(name);
    return it == arrays.end() ? nullptr : &it->second;
}

}  // namespace

ValidationPictures::ValidationPictures(std::function<cv::Mat(size_t)> picture,
                                       std::vector<std::string> classNames, std::vector<int64_t> labels,
                                       std::shared_ptr<TensorBoardSink> sink, int count)
    : m_picture(std::move(picture)),
      m_classNames(std::move(classNames)),
      m_labels(std::move(labels)),
      m_sink(std::move(sink)),
      m_count(count) {}

cv::Mat ValidationPictures::drawn(const EpochRecords& records, size_t item) const {
    cv::Mat picture = m_picture(item);
    if (picture.empty())
        return picture;
    if (picture.channels() == 1)
        cv::cvtColor(picture, picture, cv::COLOR_GRAY2BGR);
    else if (picture.channels() == 4)
        cv::cvtColor(picture, picture, cv::COLOR_BGRA2BGR);
    const double scale =
        std::max(1.0, kSmallestSide / static_cast<double>(std::min(picture.cols, picture.rows)));
    if (scale > 1)
        cv::resize(picture, picture, cv::Size(), scale, scale, cv::INTER_NEAREST);

    ImageOutcome outcome;
    outcome.width = picture.cols;
    outcome.height = picture.rows;
    const auto* images = arrayOf(records.i32, "det_image");
    if (images) {
        outcome.task = TaskKind::Detection;
        const auto* classes = arrayOf(records.u16, "det_class");
        const auto* scores = arrayOf(records.f32, "det_score");
        const auto* boxes = arrayOf(records.f32, "det_box");
        const auto& categories =
            records.groundTruth ? records.groundTruth->categories : std::vector<CocoGroundTruth::Category>{};
        for (size_t d = 0; classes && scores && boxes && d < images->size(); ++d) {
            if ((*images)[d] != static_cast<int32_t>(item) || (*scores)[d] < kShownScore ||
                outcome.boxes.size() >= kMostBoxes)
                continue;
            DetectedBox box;
            const float* b = &(*boxes)[4 * d];
            box.x1 = static_cast<float>(b[0] * scale);
            box.y1 = static_cast<float>(b[1] * scale);
            box.x2 = static_cast<float>((b[0] + b[2]) * scale);
            box.y2 = static_cast<float>((b[1] + b[3]) * scale);
            box.classId = (*classes)[d];
            box.label = box.classId < static_cast<int64_t>(categories.size())
                            ? categories[static_cast<size_t>(box.classId)].name
                            : nameOf(m_classNames, box.classId);
            box.score = (*scores)[d];
            outcome.boxes.push_back(box);
        }
    } else {
        const int64_t predicted = records.predicted(item);
        const int64_t label = item < m_labels.size() ? m_labels[item] : -1;
        const auto* losses = arrayOf(records.f32, "loss");
        // The true class's probability, from the item's cross-entropy.
        const double trueProbability = losses && item < losses->size() && std::isfinite((*losses)[item])
                                           ? std::exp(-(*losses)[item])
                                           : -1;
        if (predicted >= 0)
            outcome.top.push_back({predicted, "predicted " + nameOf(m_classNames, predicted), -1});
        if (label >= 0)
            outcome.top.push_back({label, "true " + nameOf(m_classNames, label), trueProbability});
    }
    drawOutcome(picture, outcome);
    return picture;
}

void ValidationPictures::operator()(const EpochRecords& records) const {
    if (!m_sink || records.items <= 0 || records.split != "val")
        return;
    const std::string prefix = records.model == "ema" ? "val_ema/picture_" : "val/picture_";
    const int count = static_cast<int>(std::min<int64_t>(m_count, records.items));
    for (int n = 0; n < count; ++n) {
        const auto item = static_cast<size_t>(records.items * n / count);
        const cv::Mat picture = drawn(records, item);
        std::vector<uchar> png;
        if (picture.empty() || !cv::imencode(".png", picture, png))
            continue;
        m_sink->putImage(prefix + std::to_string(n + 1), records.step,
                         std::string(reinterpret_cast<const char*>(png.data()), png.size()), picture.cols,
                         picture.rows, 3);
    }
}

}  // namespace osprey
