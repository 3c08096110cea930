#include "util/TaskKind.h"

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

const char* taskName(TaskKind kind) {
    return kind == TaskKind::Detection ? "detection" : "classification";
}

const char* taskArticle(TaskKind kind) {
    return kind == TaskKind::Detection ? "a detector" : "a classifier";
}

std::optional<TaskKind> findTaskKind(const std::string& name) {
    for (TaskKind kind : {TaskKind::Classification, TaskKind::Detection}) {
        if (name == taskName(kind))
            return kind;
    }
    return std::nullopt;
}

TaskKind parseTaskKind(const std::string& name, const std::string& where) {
    if (auto kind = findTaskKind(name))
        return *kind;
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "{where}: unknown task '{name}'; valid: classification, detection"),
        {{"where", where}, {"name", name}}));
}

}  // namespace osprey
