#include "runs/ConfigDiff.h"

#include "common/QtConversions.h"
#include "config/Config.h"
#include "config/ConfigSchema.h"
#include "editor/ExperimentDocument.h"

namespace osprey::ui {

QVector<ConfigDifference> diffConfigs(const QString& leftYaml, const QString& rightYaml) {
    Config left, right;
    try {
        left = Config::fromYaml(ss(leftYaml), "left run");
        right = Config::fromYaml(ss(rightYaml), "right run");
    } catch (const std::exception& e) {
        return {{QStringLiteral("(config)"), qs(e.what()), QString()}};
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
