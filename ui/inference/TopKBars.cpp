#include "inference/TopKBars.h"

#include <QPainter>

namespace osprey::ui {

namespace {
constexpr int kRowGap = 6;
}

TopKBars::TopKBars(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void TopKBars::setScores(const QVector<ClassScore>& scores) {
    m_scores = scores;
    updateGeometry();
    update();
}

QSize TopKBars::sizeHint() const {
    const int row = fontMetrics().height() * 2 + kRowGap;
    return {240, std::max(1, static_cast<int>(m_scores.size())) * row};
}

void TopKBars::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const int lineHeight = fontMetrics().height();
    int y = 0;
    for (const ClassScore& s : m_scores) {
        const QString text = QStringLiteral("%1  %2%").arg(s.label).arg(s.score * 100.0, 0, 'f', 1);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(0, y, width(), lineHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
        const QRect track(0, y + lineHeight, width(), lineHeight - 4);
        painter.fillRect(track, palette().color(QPalette::AlternateBase));
        painter.fillRect(
            QRect(track.topLeft(), QSize(static_cast<int>(track.width() * s.score), track.height())),
            classColour(s.classId));
        y += 2 * lineHeight + kRowGap;
    }
}

}  // namespace osprey::ui
