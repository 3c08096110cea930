#include "welcome/WelcomeView.h"

#include <QDateTime>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "editor/ExperimentTemplates.h"
#include "store/StoreWatcher.h"

namespace osprey::ui {

namespace {
constexpr int kRecentRuns = 10;
constexpr int kValueRole = Qt::UserRole;

QListWidget* clickList(QWidget* parent, const QString& objectName) {
    auto* list = new QListWidget(parent);
    list->setObjectName(objectName);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setCursor(Qt::PointingHandCursor);
    return list;
}

QGroupBox* boxAround(QWidget* content, const QString& title, QWidget* parent) {
    auto* box = new QGroupBox(title, parent);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}
}  // namespace

WelcomeView::WelcomeView(StoreWatcher* watcher, QWidget* parent) : QWidget(parent) {
    auto* title = new QLabel(tr("<h2>Welcome to Osprey</h2>"), this);
    auto* intro =
        new QLabel(tr("Train image classifiers and object detectors on your own pictures, watch them "
                      "learn, and see what they find."),
                   this);
    intro->setWordWrap(true);
    m_newExperiment = new QPushButton(tr("New experiment from your data…"), this);
    m_newExperiment->setObjectName(QStringLiteral("newExperiment"));
    m_newExperiment->setToolTip(
        tr("Choose a dataset folder: Osprey recognises the format and suggests a model"));
    m_demo = new QPushButton(tr("Try the demo"), this);
    m_demo->setObjectName(QStringLiteral("tryDemo"));
    m_demo->setToolTip(
        tr("Train a small classifier on 5,000 handwritten digits; about a minute on a laptop"));
    for (QPushButton* b : {m_newExperiment, m_demo}) {
        b->setMinimumHeight(44);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * 1.15);
        b->setFont(f);
    }
    m_newExperiment->setDefault(true);

    m_templates = clickList(this, QStringLiteral("templates"));
    for (const ExperimentTemplate& t : ExperimentTemplates::all()) {
        auto* item = new QListWidgetItem(t.title, m_templates);
        item->setData(kValueRole, t.fileName);
    }
    m_recentFiles = clickList(this, QStringLiteral("recentExperiments"));
    m_recentRuns = clickList(this, QStringLiteral("recentRuns"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_newExperiment);
    buttons->addWidget(m_demo);
    buttons->addStretch(1);
    auto* grid = new QGridLayout;
    grid->addWidget(boxAround(m_templates, tr("Start from a recipe"), this), 0, 0, 2, 1);
    grid->addWidget(boxAround(m_recentFiles, tr("Recent experiments"), this), 0, 1);
    grid->addWidget(boxAround(m_recentRuns, tr("Recent runs"), this), 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addSpacing(8);
    layout->addLayout(buttons);
    layout->addSpacing(8);
    layout->addLayout(grid, 1);

    connect(m_newExperiment, &QPushButton::clicked, this, &WelcomeView::newExperimentRequested);
    connect(m_demo, &QPushButton::clicked, this, &WelcomeView::demoRequested);
    connect(m_templates, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { Q_EMIT templateChosen(item->data(kValueRole).toString()); });
    connect(m_recentFiles, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (const QString path = item->data(kValueRole).toString(); !path.isEmpty())
            Q_EMIT experimentChosen(path);
    });
    connect(m_recentRuns, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (const qint64 id = item->data(kValueRole).toLongLong(); id > 0)
            Q_EMIT runChosen(id);
    });
    connect(watcher, &StoreWatcher::runsRead, this, &WelcomeView::refreshRuns);
    refreshRuns(watcher->runs());
    refreshRecentExperiments();
}

void WelcomeView::showEvent(QShowEvent* event) {
    refreshRecentExperiments();
    QWidget::showEvent(event);
}

void WelcomeView::refreshRecentExperiments() {
    m_recentFiles->clear();
    for (const QString& path : WorkbenchSettings::recentFiles()) {
        auto* item = new QListWidgetItem(QFileInfo(path).fileName(), m_recentFiles);
        item->setToolTip(path);
        item->setData(kValueRole, path);
    }
    if (m_recentFiles->count() == 0) {
        auto* item =
            new QListWidgetItem(tr("None yet: experiments you open or save appear here."), m_recentFiles);
        item->setFlags(Qt::NoItemFlags);
    }
}

void WelcomeView::refreshRuns(const QVector<osprey::RunRecord>& runs) {
    QVector<osprey::RunRecord> recent = runs;
    std::sort(recent.begin(), recent.end(),
              [](const osprey::RunRecord& a, const osprey::RunRecord& b) { return a.started > b.started; });
    recent.resize(std::min<qsizetype>(recent.size(), kRecentRuns));
    // The store is read every half second: the list is rebuilt only when what it shows changed (a rebuild
    // under the pointer would swallow a click).
    QStringList texts;
    for (const osprey::RunRecord& run : recent) {
        const QString when = QLocale().toString(
            QDateTime::fromSecsSinceEpoch(static_cast<qint64>(run.started)), QLocale::ShortFormat);
        texts << tr("#%1 %2 — %3, %4").arg(run.id).arg(qs(run.name), statusWord(run.effectiveStatus()), when);
    }
    if (texts == m_shownRuns && m_recentRuns->count() > 0)
        return;
    m_shownRuns = texts;
    m_recentRuns->clear();
    for (int i = 0; i < recent.size(); ++i) {
        auto* item = new QListWidgetItem(texts[i], m_recentRuns);
        item->setData(kValueRole, static_cast<qint64>(recent[i].id));
        item->setToolTip(qs(recent[i].runDir));
    }
    if (m_recentRuns->count() == 0) {
        auto* item = new QListWidgetItem(
            tr("None yet: runs you launch, here or with osprey-cli, appear here."), m_recentRuns);
        item->setFlags(Qt::NoItemFlags);
    }
}

}  // namespace osprey::ui
