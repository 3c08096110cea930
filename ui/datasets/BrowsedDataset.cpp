#include "datasets/BrowsedDataset.h"

#include <QCoreApplication>
#include <QPainter>

#include "common/MatImage.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"

namespace osprey::ui {

struct BrowsedDataset::Splits {
    std::vector<std::shared_ptr<const Dataset>> classification;
    std::vector<std::shared_ptr<const DetectionDataset>> detection;
};

BrowsedDataset::BrowsedDataset() : m_splits(std::make_unique<Splits>()) {}
BrowsedDataset::~BrowsedDataset() = default;

std::shared_ptr<const BrowsedDataset> BrowsedDataset::open(const Config& config) {
    std::shared_ptr<BrowsedDataset> d(new BrowsedDataset);
    DatasetSummary& s = d->m_summary;
    s.detection = config.getString("task") == "detection";
    d->m_inputSize = static_cast<int>(config.getInt("data.input_size"));
    if (s.detection) {
        const DetectionSplits splits =
            buildDetectionDatasets(config, [&s](const std::string& message) { s.warnings << qs(message); });
        d->m_splits->detection = {splits.train, splits.val};
        s.description = qs(splits.description);
        s.classNames = toStringList(splits.train->classNames());
    } else {
        const DatasetSplits splits = buildDatasets(config);
        d->m_splits->classification = {splits.train, splits.val};
        s.description = qs(splits.description);
        s.classNames = toStringList(splits.train->classNames());
    }
    // The splits as the counts and the histogram's legend name them.
    const QStringList names = {QCoreApplication::translate("osprey::ui::BrowsedDataset", "training"),
                               QCoreApplication::translate("osprey::ui::BrowsedDataset", "validation")};
    for (int split = 0; split < 2; ++split) {
        SplitSummary summary;
        summary.name = names[split];
        summary.perClass.fill(0, s.classNames.size());
        auto count = [&summary](int classId) {
            if (classId >= 0 && classId < summary.perClass.size())
                summary.perClass[classId] += 1;
        };
        if (s.detection) {
            const DetectionDataset& data = *d->m_splits->detection[static_cast<size_t>(split)];
            summary.images = static_cast<int>(data.size());
            for (size_t i = 0; i < data.size(); ++i) {
                for (const BoxLabel& box : data.boxes(i)) {
                    count(box.classId);
                    summary.boxes += 1;
                }
            }
        } else {
            const Dataset& data = *d->m_splits->classification[static_cast<size_t>(split)];
            summary.images = static_cast<int>(data.size());
            for (size_t i = 0; i < data.size(); ++i)
                count(data.label(i));
        }
        s.splits.push_back(summary);
    }
    return d;
}

QString BrowsedDataset::itemName(int split, int index) const {
    const auto i = static_cast<size_t>(index);
    if (m_summary.detection)
        return qs(m_splits->detection.at(static_cast<size_t>(split))->itemName(i));
    return qs(m_splits->classification.at(static_cast<size_t>(split))->itemName(i));
}

QString BrowsedDataset::label(int split, int index) const {
    if (m_summary.detection)
        return {};
    const int classId =
        m_splits->classification.at(static_cast<size_t>(split))->label(static_cast<size_t>(index));
    return classId >= 0 && classId < m_summary.classNames.size() ? m_summary.classNames[classId]
                                                                 : QString::number(classId);
}

QVector<LabelledBox> BrowsedDataset::boxes(int split, int index) const {
    QVector<LabelledBox> out;
    if (!m_summary.detection)
        return out;
    const auto& data = *m_splits->detection.at(static_cast<size_t>(split));
    for (const BoxLabel& b : data.boxes(static_cast<size_t>(index))) {
        const QString name = b.classId >= 0 && b.classId < m_summary.classNames.size()
                                 ? m_summary.classNames[b.classId]
                                 : QString::number(b.classId);
        out.push_back({QRectF(QPointF(b.x1, b.y1), QPointF(b.x2, b.y2)), b.classId,
                       b.crowd ? tr("%1 (crowd)").arg(name) : name, -1, QColor(), Qt::SolidLine});
    }
    return out;
}

QImage BrowsedDataset::image(int split, int index, QString* why) const {
    const auto i = static_cast<size_t>(index);
    cv::Mat bgr;
    if (m_summary.detection) {
        bgr = m_splits->detection.at(static_cast<size_t>(split))->image(i);
        if (bgr.empty() && why)
            *why = tr("cannot be read or decoded");
    } else {
        const Dataset& data = *m_splits->classification.at(static_cast<size_t>(split));
        bgr = data.image(i);
        if (bgr.empty() && why)
            *why = qs(data.whyUnreadable(i));
    }
    return imageFromBgr(bgr);
}

DataCheckReport BrowsedDataset::check(const DataCheckOptions& options) const {
    const std::string description = ss(m_summary.description);
    if (m_summary.detection)
        return checkData(DetectionSplits{m_splits->detection[0], m_splits->detection[1], description},
                         m_inputSize, options);
    return checkData(DatasetSplits{m_splits->classification[0], m_splits->classification[1], description},
                     m_inputSize, options);
}

QImage BrowsedDataset::thumbnail(int split, int index, int side, const QVector<LabelledBox>& extra) const {
    QString why;
    const QImage full = image(split, index, &why);
    QImage out(side, side, QImage::Format_RGB32);
    out.fill(QColor(60, 60, 60));
    QPainter painter(&out);
    QFont font = painter.font();
    font.setPixelSize(std::max(9, side / 14));
    painter.setFont(font);
    if (full.isNull()) {
        painter.setPen(QColor(255, 120, 120));
        painter.drawText(out.rect().adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("unreadable: %1").arg(why));
        return out;
    }
    const QSizeF fitted = QSizeF(full.size()).scaled(QSizeF(side, side), Qt::KeepAspectRatio);
    const double scale = fitted.width() / full.width();
    const QPointF origin((side - fitted.width()) / 2, (side - fitted.height()) / 2);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.drawImage(QRectF(origin, fitted), full);
    if (m_summary.detection) {
        painter.translate(origin);
        paintBoxes(painter, boxes(split, index), scale);
        paintBoxes(painter, extra, scale);
    } else {
        const int classId =
            m_splits->classification.at(static_cast<size_t>(split))->label(static_cast<size_t>(index));
        const QString text = label(split, index);
        const QRectF tag(0, side - painter.fontMetrics().height() - 2, side,
                         painter.fontMetrics().height() + 2);
        painter.fillRect(tag, classColour(classId));
        painter.setPen(Qt::white);
        painter.drawText(tag, Qt::AlignCenter, text);
        painter.translate(origin);
        paintBoxes(painter, extra, scale);
    }
    return out;
}

}  // namespace osprey::ui
