#pragma once

#include <QMap>
#include <QWidget>

class QCheckBox;
class QListWidget;
class QStackedWidget;
class QFormLayout;

namespace osprey::ui {

class ConfigFieldEditor;
class ExperimentDocument;

// The experiment as a form generated from the config schema: one page per schema group (Data, Model,
// Optimisation, …, Launch) chosen from a list, one ConfigFieldEditor per key. Edits go to the document; the
// document's changes come back into the fields.
class ExperimentForm : public QWidget {
    Q_OBJECT
public:
    ExperimentForm(ExperimentDocument* document, QWidget* parent = nullptr);

    ConfigFieldEditor* field(const QString& key) const { return m_fields.value(key); }
    QStringList groups() const;
    // Puts `widget` at the end of the page of `group` (the launch settings go on the Launch page).
    void addToGroup(const QString& group, QWidget* widget);
    void showGroup(const QString& group);

    // The schema group's title as the user reads it.
    static QString groupTitle(const QString& group);

private:
    void refreshApplicability();
    void refreshChoices();
    void refreshValues();
    void refreshErrors();
    QFormLayout* pageFor(const QString& group);

    ExperimentDocument* m_document;
    QListWidget* m_groupList;
    QCheckBox* m_showAdvanced;
    QStackedWidget* m_pages;
    QMap<QString, QFormLayout*> m_layouts;
    QStringList m_groups;
    QMap<QString, ConfigFieldEditor*> m_fields;
};

}  // namespace osprey::ui
