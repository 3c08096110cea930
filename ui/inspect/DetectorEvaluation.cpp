#include "inspect/DetectorEvaluation.h"

#include <QColor>
#include <QMap>

#include <nlohmann/json.hpp>

#include <unordered_map>
#include <utility>

#include "common/QtConversions.h"
#include "inspect/RunPictures.h"

namespace osprey::ui {

namespace {

QRectF rectOf(const CocoBox& b) {
    return QRectF(b.x, b.y, b.w, b.h);
}

}  // namespace

DetectorEvaluation::DetectorEvaluation(DetectionRecords records, std::vector<std::string> classNames,
                                       const std::string& summary, const RunPictures& pictures)
    : m_records(std::move(records)), m_classNames(std::move(classNames)) {
    m_curves = precisionRecallCurves(m_records.groundTruth, m_records.detections, m_records.matches);
    m_classNames.resize(m_curves.size());
    for (size_t k = 0; k < m_classNames.size(); ++k) {
        if (m_classNames[k].empty())
            m_classNames[k] = std::to_string(k);
    }
    const nlohmann::json j = nlohmann::json::parse(summary, nullptr, false);
    if (j.is_object() && j.contains("categories") && j["categories"].is_array()) {
        for (const auto& c : j["categories"])
            m_ap50 << (c.is_object() ? c.value("AP50", -1.0) : -1.0);
    }
    std::unordered_map<int64_t, int64_t> itemOfImage;
    for (size_t i = 0; i < m_records.groundTruth.images.size(); ++i)
        itemOfImage[m_records.groundTruth.images[i].id] = static_cast<int64_t>(i);
    for (const auto& a : m_records.groundTruth.annotations) {
        const auto it = itemOfImage.find(a.imageId);
        m_itemOfAnnotation.push_back(it == itemOfImage.end() ? -1 : it->second);
    }
    for (const std::string& name : m_records.imageNames)
        m_pictureOfItem << (pictures.dataset() ? pictures.find(qs(name)) : -1);
}

void DetectorEvaluation::setThreshold(double threshold) {
    if (threshold == m_threshold)
        return;
    m_threshold = threshold;
    m_confusion = detectionConfusion(m_records.groundTruth, m_records.detections, m_records.matches,
                                     threshold, &m_entries);
    m_perClass = classThresholds(m_records.groundTruth, m_records.detections, m_records.matches, threshold);
}

QStringList DetectorEvaluation::matrixNames() const {
    QStringList names = toStringList(m_classNames);
    names << tr("background");
    return names;
}

QVector<QVector<qint64>> DetectorEvaluation::matrix() const {
    QVector<QVector<qint64>> out;
    for (int t = 0; t <= m_confusion.classes; ++t) {
        QVector<qint64> row;
        for (int p = 0; p <= m_confusion.classes; ++p)
            row << m_confusion.at(t, p);
        out << row;
    }
    return out;
}

DetectorEvaluation::Cell DetectorEvaluation::cell(int truth, int predicted) const {
    // Per recorded item, the cell's boxes in it; items in record order (the dataset's order when recorded).
    QMap<int64_t, QVector<LabelledBox>> boxesOf;
    const QStringList names = matrixNames();
    for (const ConfusionEntry& e : m_entries) {
        if (e.truth != truth || e.predicted != predicted)
            continue;
        int64_t item = -1;
        LabelledBox box;
        if (e.detection >= 0) {
            const CocoDetection& d = m_records.detections[static_cast<size_t>(e.detection)];
            item = m_records.detectionItems[static_cast<size_t>(e.detection)];
            box.rect = rectOf(d.bbox);
            box.classId = e.predicted;
            box.label = names.value(e.predicted);
            box.score = d.score;
            if (e.truth != e.predicted)
                box.colour = QColor(0xd0, 0x10, 0x10);  // a false positive
        } else {
            item = m_itemOfAnnotation[static_cast<size_t>(e.annotation)];
            box.rect = rectOf(m_records.groundTruth.annotations[static_cast<size_t>(e.annotation)].bbox);
            box.classId = e.truth;
            box.label = tr("missed: %1").arg(names.value(e.truth));
            box.score = -1;  // drawn as a label: no score
            box.line = Qt::DashLine;
        }
        if (item >= 0)
            boxesOf[item] << box;
    }
    Cell out;
    for (auto it = boxesOf.cbegin(); it != boxesOf.cend(); ++it) {
        const int picture = m_pictureOfItem.value(static_cast<int>(it.key()), -1);
        if (picture < 0) {
            ++out.absent;
            continue;
        }
        out.pictures << picture;
        out.overlays << it.value();
    }
    return out;
}

}  // namespace osprey::ui
