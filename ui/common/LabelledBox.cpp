#include "common/LabelledBox.h"

#include <QFontMetricsF>
#include <QPainter>

#include "infer/ClassColour.h"

namespace osprey::ui {

QColor classColour(int classId) {
    const Rgb c = osprey::classColour(classId);
    return QColor(c.r, c.g, c.b);
}

namespace {
bool shown(const LabelledBox& box, double minScore) {
    return box.score < 0 || box.score >= minScore;
}
}  // namespace

int boxesShown(const QVector<LabelledBox>& boxes, double minScore) {
    return static_cast<int>(
        std::count_if(boxes.begin(), boxes.end(), [&](const LabelledBox& b) { return shown(b, minScore); }));
}

void paintBoxes(QPainter& painter, const QVector<LabelledBox>& boxes, double scale, double minScore) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetricsF metrics(painter.font());
    // The best (or first) box is painted last, so it stays on top where boxes overlap.
    for (auto it = boxes.crbegin(); it != boxes.crend(); ++it) {
        const LabelledBox& box = *it;
        if (!shown(box, minScore))
            continue;
        const QColor colour = box.colour.isValid() ? box.colour : classColour(box.classId);
        const QRectF r(box.rect.x() * scale, box.rect.y() * scale, box.rect.width() * scale,
                       box.rect.height() * scale);
        painter.setPen(QPen(colour, 2, box.line));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r);
        const QString text =
            box.score < 0 ? box.label : QStringLiteral("%1 %2").arg(box.label).arg(box.score, 0, 'f', 2);
        const QSizeF size(metrics.horizontalAdvance(text) + 6, metrics.height() + 2);
        // The tag sits above the box, or inside it when the box touches the top edge.
        const double top = r.top() - size.height() >= 0 ? r.top() - size.height() : r.top();
        const QRectF tag(QPointF(r.left(), top), size);
        painter.fillRect(tag, colour);
        painter.setPen(Qt::white);
        painter.drawText(tag, Qt::AlignCenter, text);
    }
    painter.restore();
}

}  // namespace osprey::ui
