#include "editor/ExperimentEditor.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentForm.h"
#include "editor/ExperimentTemplates.h"
#include "editor/ProblemTexts.h"
#include "launch/LaunchPanel.h"
#include "session/LaunchCheck.h"
#include "util/Errors.h"

namespace osprey::ui {

namespace {
constexpr int kYamlSettleMs = 300;                // read the YAML once typing pauses
constexpr qint64 kMaxExperimentBytes = 16 << 20;  // as the CLI reads an experiment file
}  // namespace

ExperimentEditor::ExperimentEditor(QWidget* parent)
    : QWidget(parent), m_document(new ExperimentDocument(this)) {
    auto* layout = new QVBoxLayout(this);
    auto* toolbar = new QToolBar(this);
    layout->addWidget(toolbar);

    m_templatesMenu = new QMenu(tr("New from template"), this);
    for (const auto& t : ExperimentTemplates::all()) {
        QAction* action = m_templatesMenu->addAction(t.title);
        const QString fileName = t.fileName;
        action->setData(fileName);
        connect(action, &QAction::triggered, this, [this, fileName] {
            if (confirmDiscard())
                newFromTemplate(fileName);
        });
    }
    auto* newButton = new QToolButton(toolbar);
    newButton->setText(tr("New"));
    newButton->setMenu(m_templatesMenu);
    newButton->setPopupMode(QToolButton::InstantPopup);
    toolbar->addWidget(newButton);
    toolbar->addAction(tr("Open…"), this, &ExperimentEditor::openWithDialog);
    m_recentMenu = new QMenu(tr("Recent"), this);
    auto* recentButton = new QToolButton(toolbar);
    recentButton->setText(tr("Recent"));
    recentButton->setMenu(m_recentMenu);
    recentButton->setPopupMode(QToolButton::InstantPopup);
    toolbar->addWidget(recentButton);
    toolbar->addAction(tr("Save"), this, &ExperimentEditor::save);
    toolbar->addAction(tr("Save as…"), this, &ExperimentEditor::saveAs);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_form = new ExperimentForm(m_document, splitter);
    auto* yamlBox = new QWidget(splitter);
    auto* yamlLayout = new QVBoxLayout(yamlBox);
    yamlLayout->setContentsMargins(0, 0, 0, 0);
    yamlLayout->addWidget(new QLabel(tr("YAML"), yamlBox));
    m_yamlView = new QPlainTextEdit(yamlBox);
    m_yamlView->setObjectName(QStringLiteral("yamlView"));
    m_yamlView->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_yamlView->setLineWrapMode(QPlainTextEdit::NoWrap);
    yamlLayout->addWidget(m_yamlView, 1);
    m_yamlError = new QLabel(yamlBox);
    m_yamlError->setObjectName(QStringLiteral("yamlError"));
    m_yamlError->setWordWrap(true);
    m_yamlError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_yamlError->hide();
    yamlLayout->addWidget(m_yamlError);
    splitter->addWidget(m_form);
    splitter->addWidget(yamlBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    m_launch = new LaunchPanel(this);
    m_launch->setDefaultMpirun(WorkbenchSettings::mpirun());
    m_form->addToGroup(QStringLiteral("Launch"), m_launch);

    auto* bottom = new QHBoxLayout;
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_launchButton = new QPushButton(tr("Launch"), this);
    m_launchButton->setObjectName(QStringLiteral("launchButton"));
    m_launchButton->setDefault(true);
    bottom->addWidget(m_problems, 1);
    bottom->addWidget(m_launchButton);
    layout->addLayout(bottom);

    m_yamlTimer.setSingleShot(true);
    m_yamlTimer.setInterval(kYamlSettleMs);
    connect(m_yamlView, &QPlainTextEdit::textChanged, this, [this] { m_yamlTimer.start(); });
    connect(&m_yamlTimer, &QTimer::timeout, this, &ExperimentEditor::onYamlTyped);
    connect(m_document, &ExperimentDocument::yamlRegenerated, this, &ExperimentEditor::onYamlRegenerated);
    connect(m_document, &ExperimentDocument::problemsChanged, this, &ExperimentEditor::onProblemsChanged);
    connect(m_document, &ExperimentDocument::configReplaced, this, &ExperimentEditor::refreshCommand);
    connect(m_document, &ExperimentDocument::yamlRegenerated, this, &ExperimentEditor::refreshCommand);
    auto emitTitle = [this] {
        const QString file = m_document->path().isEmpty() ? tr("unsaved experiment")
                                                          : QFileInfo(m_document->path()).fileName();
        Q_EMIT titleChanged(file + (m_document->isModified() ? QStringLiteral(" *") : QString()));
    };
    connect(m_document, &ExperimentDocument::pathChanged, this, emitTitle);
    // Relative paths are read from the experiment's folder: a Save As to another one changes what they name.
    connect(m_document, &ExperimentDocument::pathChanged, this, &ExperimentEditor::onProblemsChanged);
    connect(m_document, &ExperimentDocument::modifiedChanged, this, emitTitle);
    connect(m_launch, &LaunchPanel::changed, this, &ExperimentEditor::refreshCommand);
    connect(m_launch, &LaunchPanel::changed, this, &ExperimentEditor::onProblemsChanged);
    connect(m_launchButton, &QPushButton::clicked, this, [this] {
        // The YAML typed in the last moments counts.
        if (m_yamlTimer.isActive()) {
            m_yamlTimer.stop();
            onYamlTyped();
        }
        onProblemsChanged();  // files may have appeared or gone since the last edit
        if (m_launchButton->isEnabled())
            Q_EMIT launchRequested();
    });
    rebuildRecentMenu();
    onYamlRegenerated(m_document->yaml());
    onProblemsChanged();
}

void ExperimentEditor::newFromTemplate(const QString& fileName) {
    const QString text = ExperimentTemplates::text(fileName);
    if (text.isEmpty())
        return;
    m_document->loadTemplateText(text, fileName);
}

void ExperimentEditor::newFromText(const QString& yaml, const QString& name) {
    m_document->loadTemplateText(yaml, name + QStringLiteral(".yaml"));
}

void ExperimentEditor::openWithDialog() {
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open experiment"), WorkbenchSettings::dataFolder(), tr("Experiments (*.yaml *.yml)"));
    if (!path.isEmpty())
        openFile(path);
}

bool ExperimentEditor::openFile(const QString& path) {
    QString error;
    if (!m_document->load(path, &error)) {
        QMessageBox::warning(this, tr("Open experiment"), error);
        return false;
    }
    WorkbenchSettings::addRecentFile(path);
    rebuildRecentMenu();
    return true;
}

bool ExperimentEditor::save() {
    return m_document->path().isEmpty() ? saveAs() : saveTo(m_document->path());
}

bool ExperimentEditor::saveTo(const QString& path) {
    QString error;
    if (!m_document->save(path, &error)) {
        QMessageBox::warning(this, tr("Save experiment"), error);
        return false;
    }
    WorkbenchSettings::addRecentFile(path);
    rebuildRecentMenu();
    return true;
}

bool ExperimentEditor::saveAs() {
    const QString start =
        QDir(WorkbenchSettings::dataFolder()).filePath(experimentName() + QStringLiteral(".yaml"));
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save experiment"), start, tr("Experiments (*.yaml *.yml)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    return saveTo(path);
}

QString ExperimentEditor::copyTextOf(const QString& configYaml, const QString& runDir) {
    // A run the workbench launched keeps the experiment as the user wrote it in its folder: that text,
    // comments and all, where it still gives the config the run was trained with.
    QFile written(QDir(runDir).filePath(QStringLiteral("experiment.yaml")));
    if (!runDir.isEmpty() && QFileInfo(written).isFile() && written.size() <= kMaxExperimentBytes &&
        written.open(QIODevice::ReadOnly)) {
        const QString writtenText = QString::fromUtf8(written.readAll());
        try {
            const Config stored = Config::fromYaml(ss(configYaml), "the run's config");
            if (Config::fromYaml(ss(writtenText), ss(written.fileName())).sameValuesAs(stored))
                return writtenText;
        } catch (const std::exception&) {
            // Not the run's experiment any more: the stored config below.
        }
    }
    try {
        return qs(Config::fromYaml(ss(configYaml), "the run's config").toYaml(false, true));
    } catch (const std::exception&) {
        return configYaml;  // shown as it is; the YAML view will say what is wrong with it
    }
}

bool ExperimentEditor::editCopyOf(const QString& configYaml, const QString& runName, const QString& runDir) {
    const QString text = copyTextOf(configYaml, runDir);
    // Nothing is lost when the editor holds that very text, unsaved (the experiment just launched, say).
    const bool same = text == m_document->yaml() && m_document->path().isEmpty();
    if (!same && !confirmDiscard())
        return false;
    m_document->loadTemplateText(text, runName);  // unsaved: Save asks where, never the open file's path
    return true;
}

bool ExperimentEditor::confirmDiscard() {
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved experiment"),
                                              tr("The experiment has unsaved changes. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString ExperimentEditor::experimentName() const {
    QString name = qs(m_document->config().getString("name"));
    if (name.isEmpty() && !m_document->path().isEmpty())
        name = QFileInfo(m_document->path()).completeBaseName();
    if (name.isEmpty())
        name = QStringLiteral("experiment");
    // A folder name: no separators or spaces.
    name.replace(QLatin1Char('/'), QLatin1Char('-')).replace(QLatin1Char(' '), QLatin1Char('-'));
    return name;
}

QString ExperimentEditor::workingDir() const {
    // Relative paths in the experiment are read from its file's folder, or the data folder while unsaved.
    return m_document->path().isEmpty() ? WorkbenchSettings::dataFolder()
                                        : QFileInfo(m_document->path()).absolutePath();
}

LaunchPlan ExperimentEditor::plan(QString* problem) const {
    LaunchPlan plan;
    problem->clear();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    const QDir runs(WorkbenchSettings::runsFolder());
    QString dir = runs.absoluteFilePath(experimentName() + QLatin1Char('-') + stamp);
    for (int i = 2; QFileInfo::exists(dir); ++i)
        dir = runs.absoluteFilePath(experimentName() + QLatin1Char('-') + stamp + QLatin1Char('-') +
                                    QString::number(i));
    plan.runDir = QDir::cleanPath(dir);
    plan.configYaml = m_document->yaml();
    plan.workingDir = workingDir();
    const LaunchSpec spec = m_launch->spec(WorkbenchSettings::cliPath(), WorkbenchSettings::storePath());
    plan.underMpirun = spec.mode == LaunchSpec::Mode::Mpi;
    try {
        plan.command =
            spec.trainCommand(QDir(plan.runDir).filePath(QStringLiteral("experiment.yaml")), plan.runDir);
    } catch (const InputError& e) {
        *problem = ErrorText::of(e);
    }
    return plan;
}

void ExperimentEditor::refreshCommand() {
    QString problem;
    const LaunchPlan p = plan(&problem);
    m_launch->showCommand(p.command, problem);
}

void ExperimentEditor::onYamlTyped() {
    m_document->setYaml(m_yamlView->toPlainText());
}

void ExperimentEditor::onYamlRegenerated(const QString& yaml) {
    if (m_yamlView->toPlainText() == yaml)
        return;
    const QSignalBlocker blocker(m_yamlView);
    m_yamlTimer.stop();
    m_yamlView->setPlainText(yaml);
}

QStringList ExperimentEditor::launchProblemTexts() const {
    QStringList out;
    if (m_document->isValid()) {
        // What would fail at once: a model of another task, files and folders that are not there.
        for (const auto& p : launchProblems(m_document->config(), ss(workingDir())))
            out << qs(p.key) + QStringLiteral(": ") + ProblemTexts::launch(p);
    }
    return out;
}

void ExperimentEditor::onProblemsChanged() {
    const QString yamlError = m_document->yamlError();
    m_yamlError->setText(yamlError);
    m_yamlError->setVisible(!yamlError.isEmpty());
    // The form edits a config that the YAML holds: while the YAML does not load, only the YAML can be edited.
    m_form->setEnabled(yamlError.isEmpty());
    QStringList problems = m_document->problems() + launchProblemTexts();
    const QString launchProblem = m_launch->spec(QString(), QString()).problem();
    if (!launchProblem.isEmpty())
        problems << launchProblem;
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_launchButton->setEnabled(problems.isEmpty());
    m_launchButton->setToolTip(problems.isEmpty() ? tr("Start the run") : problems.join(QLatin1Char('\n')));
}

void ExperimentEditor::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = WorkbenchSettings::recentFiles();
    if (recent.isEmpty()) {
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
        return;
    }
    for (const QString& path : recent) {
        m_recentMenu->addAction(path, this, [this, path] {
            if (confirmDiscard())
                openFile(path);
        });
    }
}

}  // namespace osprey::ui
