#include "inference/AnnotatedImageView.h"

#include <QPainter>

namespace osprey::ui {

AnnotatedImageView::AnnotatedImageView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(200, 150);
}

void AnnotatedImageView::setImage(const QImage& image, const QVector<LabelledBox>& boxes) {
    m_image = image;
    m_scaled = QImage();
    m_boxes = boxes;
    m_message.clear();
    update();
}

void AnnotatedImageView::clear(const QString& message) {
    m_image = QImage();
    m_scaled = QImage();
    m_boxes.clear();
    m_message = message;
    update();
}

void AnnotatedImageView::setScoreThreshold(double threshold) {
    if (threshold == m_threshold)
        return;
    m_threshold = threshold;
    update();
}

void AnnotatedImageView::setClassThresholds(const QVector<double>& thresholds) {
    if (thresholds == m_classThresholds)
        return;
    m_classThresholds = thresholds;
    update();
}

QVector<LabelledBox> AnnotatedImageView::shownBoxes() const {
    QVector<LabelledBox> shown;
    for (const LabelledBox& box : m_boxes) {
        const double own = box.classId >= 0 && box.classId < m_classThresholds.size()
                               ? m_classThresholds[box.classId]
                               : -1.0;
        const double needed = own >= 0 ? own : m_threshold;
        if (box.score < 0 || box.score >= needed)
            shown << box;
    }
    return shown;
}

QImage AnnotatedImageView::annotated() const {
    QImage out = m_image.convertToFormat(QImage::Format_RGB32);
    QPainter painter(&out);
    QFont font = painter.font();
    font.setPixelSize(std::max(10, std::min(out.width(), out.height()) / 40));
    painter.setFont(font);
    paintBoxes(painter, shownBoxes(), 1.0);
    return out;
}

void AnnotatedImageView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Mid));
    if (m_image.isNull()) {
        painter.setPen(palette().color(QPalette::BrightText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const QSizeF fitted = QSizeF(m_image.size()).scaled(QSizeF(size()), Qt::KeepAspectRatio);
    const double scale = fitted.width() / m_image.width();
    const QPointF origin((width() - fitted.width()) / 2, (height() - fitted.height()) / 2);
    // Scaled once per image and size, not on every repaint (a slider move repaints; a photo is large).
    const QSize target = fitted.toSize();
    if (m_scaled.size() != target) {
        m_scaled = scale < 1.0 ? m_image.scaled(target, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                               : m_image.scaled(target, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    }
    painter.drawImage(QRectF(origin, fitted), m_scaled);
    painter.translate(origin);
    paintBoxes(painter, shownBoxes(), scale);
}

}  // namespace osprey::ui
