#pragma once

#include <QTimer>
#include <QWidget>

#include "launch/LaunchSpec.h"

class QLabel;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QToolBar;

namespace osprey::ui {

class ExperimentDocument;
class ExperimentForm;
class LaunchPanel;

// The experiment editor: templates, open/save/recent; the schema form beside the YAML text, kept in step both
// ways; the launch settings; and the Launch button, which stays disabled while anything is invalid.
class ExperimentEditor : public QWidget {
    Q_OBJECT
public:
    explicit ExperimentEditor(QWidget* parent = nullptr);

    ExperimentDocument* document() const { return m_document; }
    ExperimentForm* form() const { return m_form; }
    LaunchPanel* launchPanel() const { return m_launch; }
    QPlainTextEdit* yamlView() const { return m_yamlView; }
    QPushButton* launchButton() const { return m_launchButton; }
    QMenu* templatesMenu() const { return m_templatesMenu; }
    QMenu* recentMenu() const { return m_recentMenu; }

    void newFromTemplate(const QString& fileName);
    // A new, unsaved experiment holding `yaml` (New Experiment's draft), titled `name`.
    void newFromText(const QString& yaml, const QString& name);
    bool openFile(const QString& path);  // reports errors in a message box
    void openWithDialog();               // asks to save changes first
    bool save();
    bool saveAs();
    // Replaces the experiment with a stored run's config, unsaved ("Duplicate and edit"): the text the user
    // wrote where the run's folder has it (experiment.yaml, from a workbench launch), else the stored
    // config's keys that differ from the defaults.
    // Asks to save unsaved changes first, unless the editor holds that text already; false when the user
    // cancels.
    bool editCopyOf(const QString& configYaml, const QString& runName, const QString& runDir = QString());
    static QString copyTextOf(const QString& configYaml, const QString& runDir);
    // Asks to save unsaved changes; false when the user cancels.
    bool confirmDiscard();

    // Model and path problems that would end a launch at once (empty while the YAML itself is wrong).
    QStringList launchProblemTexts() const;
    // The plan for a launch now (a run folder stamped with the current time); `problem` says why not.
    LaunchPlan plan(QString* problem) const;
    void refreshCommand();

Q_SIGNALS:
    void launchRequested();
    void titleChanged(const QString& title);

private:
    void onYamlTyped();
    void onYamlRegenerated(const QString& yaml);
    void onProblemsChanged();
    void rebuildRecentMenu();
    bool saveTo(const QString& path);
    QString experimentName() const;
    QString workingDir() const;

    ExperimentDocument* m_document;
    ExperimentForm* m_form;
    LaunchPanel* m_launch;
    QPlainTextEdit* m_yamlView;
    QLabel* m_yamlError;
    QLabel* m_problems;
    QPushButton* m_launchButton;
    QMenu* m_templatesMenu;
    QMenu* m_recentMenu;
    QTimer m_yamlTimer;
};

}  // namespace osprey::ui
