// The allowed values of the schema's registry-backed keys are the names registered here-below: adding an
// optimizer, LR schedule, dataset format or task is one registration, and the schema, its messages, the
// --print-config listing and the workbench's form follow. Built as an object file that every program links
// whole (core/CMakeLists.txt), since nothing calls into it.
#include "config/Config.h"
#include "config/ConfigSchema.h"
#include "data/formats/DatasetFormat.h"
#include "session/TaskRegistry.h"
#include "train/LrSchedule.h"
#include "train/OptimizerFactory.h"
#include "util/Registry.h"

#include <algorithm>

namespace osprey {

namespace {

// A data.* key that a dataset format reads applies when the experiment's format reads it (the shapes demo's
// sizes to the shapes demo, data.root to every format with files); one that no format reads has no rule here.
// Of a format nobody registered, only data.root applies (the launch refuses the format itself).
void addFormatRules(ConfigSchema& schema) {
    std::vector<std::string> keys;
    for (const DatasetFormat& format : datasetFormats().entries()) {
        if (!format.readable())
            continue;
        for (const ConfigKey& k : schema.keys())
            if (format.takes(k.name) && std::find(keys.begin(), keys.end(), k.name) == keys.end())
                keys.push_back(k.name);
    }
    for (const std::string& key : keys) {
        schema.setAppliesWhen(key, [key](const Config& c) {
            const DatasetFormat* format = findDatasetFormat(c.getString("data.dataset"));
            return format ? format->takes(key) : key == "data.root";
        });
    }
}

[[maybe_unused]] const bool kProvided =
    ConfigSchema::provideChoices("task", [] { return taskRegistry().names(); }) &&
    ConfigSchema::provideChoices("data.dataset", readableFormatNames) &&
    ConfigSchema::provideRules(addFormatRules) &&
    ConfigSchema::provideChoices("optim.name", [] { return optimizerRegistry().names(); }) &&
    ConfigSchema::provideChoices("schedule.name", [] { return LrSchedule::registry().names(); });

}  // namespace

}  // namespace osprey
