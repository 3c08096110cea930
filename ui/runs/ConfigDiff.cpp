#include "runs/ConfigDiff.h"

#include <QCoreApplication>

#include "common/QtConversions.h"
#include "config/Config.h"
#include "config/ConfigSchema.h"
#include "editor/ExperimentDocument.h"
#include "editor/ProblemTexts.h"

namespace osprey::ui {

QVector<ConfigDifference> diffConfigs(const QString& leftYaml, const QString& rightYaml) {
    Config left, right;
    try {
        left = Config::fromYaml(ss(leftYaml),
                                ss(QCoreApplication::translate("osprey::ui::ConfigDiff", "left run")));
        right = Config::fromYaml(ss(rightYaml),
                                 ss(QCoreApplication::translate("osprey::ui::ConfigDiff", "right run")));
    } catch (const std::exception& e) {
        return {{QCoreApplication::translate("osprey::ui::ConfigDiff", "(experiment)"), ProblemTexts::of(e),
                 QString()}};
    }
    QVector<ConfigDifference> out;
    for (const auto& key : ConfigSchema::instance().keys()) {
        if (left.value(key.name) == right.value(key.name))
            continue;
        out.push_back({qs(key.name), ExperimentDocument::fieldText(left, key.name),
                       ExperimentDocument::fieldText(right, key.name)});
    }
    return out;
}

}  // namespace osprey::ui
