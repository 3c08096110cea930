#pragma once

#include <QWidget>

#include "inference/InferenceTypes.h"

namespace osprey::ui {

// A classifier's best classes as horizontal bars: label, probability, a bar in the class colour.
class TopKBars : public QWidget {
    Q_OBJECT
public:
    explicit TopKBars(QWidget* parent = nullptr);

    void setScores(const QVector<ClassScore>& scores);
    const QVector<ClassScore>& scores() const { return m_scores; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<ClassScore> m_scores;
};

}  // namespace osprey::ui
