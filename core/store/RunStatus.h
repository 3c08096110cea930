#pragma once

#include <optional>
#include <string>

namespace osprey {

// Where a run stands. The store spells it "running", "finished", "stopped", "failed"; "lost" is never
// stored: it is how a "running" run whose process on this host is gone reads.
enum class RunStatus { Running, Finished, Stopped, Failed, Lost };

const char* runStatusName(RunStatus status);
// The status `name` spells, or nothing.
std::optional<RunStatus> findRunStatus(const std::string& name);
// Every status, in the order the run list filters by them.
constexpr RunStatus kRunStatuses[] = {RunStatus::Running, RunStatus::Finished, RunStatus::Stopped,
                                      RunStatus::Failed, RunStatus::Lost};
// Failed or lost: the run did not end as asked.
inline bool endedBadly(RunStatus status) {
    return status == RunStatus::Failed || status == RunStatus::Lost;
}

}  // namespace osprey
