#pragma once

#include <optional>
#include <string>

namespace osprey {

// What a model learns. Files and the config spell it "classification" or "detection"; inside the program it
// is this enum.
enum class TaskKind { Classification, Detection };

// "classification", "detection".
const char* taskName(TaskKind kind);
// "a classifier", "a detector": for messages.
const char* taskArticle(TaskKind kind);
// The task `name` spells, or nothing.
std::optional<TaskKind> findTaskKind(const std::string& name);
// The task `name` spells; an InputError naming `where` (a key or file) and the valid names otherwise.
TaskKind parseTaskKind(const std::string& name, const std::string& where);

}  // namespace osprey
