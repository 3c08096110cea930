#pragma once

#include <QCoreApplication>
#include <QString>

#include <exception>

namespace osprey {
struct ConfigProblem;
struct LaunchProblem;
}  // namespace osprey

namespace osprey::ui {

// Core's problems with an experiment in the workbench's language. Core reports them in parts (what is wrong,
// the key, the value given, what is allowed) and words them in English for the command line; here the
// sentence is translated while the identifiers in it (keys, model names, sgd, cosine) stay as they are.
class ProblemTexts {
    Q_DECLARE_TR_FUNCTIONS(osprey::ui::ProblemTexts)
public:
    // "exp.yaml:3: key 'optim.lr' must be a number > 0, got -1".
    static QString config(const ConfigProblem& problem);
    // "'data/x' does not exist" (the form shows the key beside it).
    static QString launch(const LaunchProblem& problem);
    // What an error from loading an experiment says: a ConfigError worded here, any other in core's words.
    static QString of(const std::exception& error);
};

}  // namespace osprey::ui
