#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>

namespace osprey::ui {

// The words the experiment form shows for a config key: "Learning rate" for optim.lr, with its unit where it
// has one; the key itself goes into the tooltip with the schema's description and what the key takes. Core
// has no Qt, so the labels live here, each translated; the descriptions are core's, marked for translation
// there (OSPREY_TR_NOOP).
class FieldLabels {
    Q_DECLARE_TR_FUNCTIONS(osprey::ui::FieldLabels)
public:
    // The translated label of `key`; the key itself where none is written (FieldLabels::missing() lists
    // those).
    static QString label(const std::string& key);
    // The schema's one-line description of `key`, translated.
    static QString description(const std::string& key);
    // What `key` takes, translated: "a number > 0", "one of sgd, rmsprop, adamw" (a choice's words stay as
    // they are). In English the same text as core's ConfigKey::allowed().
    static QString allowed(const std::string& key);
    // The key, its description and what it takes, for a tooltip.
    static QString toolTip(const std::string& key);
    // Schema keys without a label, for the test that keeps the table complete.
    static QStringList missing();
    // Rarely changed keys (loader prefetch, checkpoints kept, TF32, ...): the form shows them under "Show
    // advanced settings", or where the experiment sets them to other than their default.
    static bool isAdvanced(const std::string& key);
};

}  // namespace osprey::ui
