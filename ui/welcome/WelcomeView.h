#pragma once

#include <QWidget>

#include "store/RunStore.h"

class QListWidget;
class QPushButton;

namespace osprey::ui {

class StoreWatcher;

// The first page a person sees: start a new experiment from their data, try the digits demo (it trains in
// about a minute), begin from one of the recipes our users know, or go back to a recent experiment or run.
class WelcomeView : public QWidget {
    Q_OBJECT
public:
    explicit WelcomeView(StoreWatcher* watcher, QWidget* parent = nullptr);

    QPushButton* newExperimentButton() const { return m_newExperiment; }
    QPushButton* demoButton() const { return m_demo; }
    QListWidget* templates() const { return m_templates; }
    QListWidget* recentExperiments() const { return m_recentFiles; }
    QListWidget* recentRuns() const { return m_recentRuns; }
    void refreshRecentExperiments();

Q_SIGNALS:
    void newExperimentRequested();
    void demoRequested();
    void templateChosen(const QString& fileName);
    void experimentChosen(const QString& path);
    void runChosen(qint64 runId);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshRuns(const QVector<osprey::RunRecord>& runs);

    QPushButton* m_newExperiment;
    QPushButton* m_demo;
    QListWidget* m_templates;
    QListWidget* m_recentFiles;
    QListWidget* m_recentRuns;
    QStringList m_shownRuns;
};

}  // namespace osprey::ui
