// The allowed values of the schema's registry-backed keys are the names registered here-below: adding an
// optimizer, LR schedule, dataset format or task is one registration, and the schema, its messages, the
// --print-config listing and the workbench's form follow. Built as an object file that every program links
// whole (core/CMakeLists.txt), since nothing calls into it.
#include <algorithm>

#include "config/ConfigSchema.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "session/TaskRegistry.h"
#include "train/LrSchedule.h"
#include "train/OptimizerFactory.h"
#include "util/Registry.h"

namespace osprey {

namespace {

std::vector<std::string> datasetFormats() {
    std::vector<std::string> names = classificationFormats().names();
    for (const auto& name : detectionFormats().names())
        if (std::find(names.begin(), names.end(), name) == names.end())  // a format of both tasks, once
            names.push_back(name);
    return names;
}

[[maybe_unused]] const bool kProvided =
    ConfigSchema::provideChoices("task", [] { return taskRegistry().names(); }) &&
    ConfigSchema::provideChoices("data.dataset", datasetFormats) &&
    ConfigSchema::provideChoices("optim.name", [] { return optimizerRegistry().names(); }) &&
    ConfigSchema::provideChoices("schedule.name", [] { return LrSchedule::registry().names(); });

}  // namespace

}  // namespace osprey
