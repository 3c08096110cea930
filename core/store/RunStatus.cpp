#include "store/RunStatus.h"

namespace osprey {

const char* runStatusName(RunStatus status) {
    switch (status) {
        case RunStatus::Running:
            return "running";
        case RunStatus::Finished:
            return "finished";
        case RunStatus::Stopped:
            return "stopped";
        case RunStatus::Failed:
            return "failed";
        case RunStatus::Lost:
            return "lost";
    }
    return "failed";
}

std::optional<RunStatus> findRunStatus(const std::string& name) {
    for (RunStatus status : kRunStatuses) {
        if (name == runStatusName(status))
            return status;
    }
    return std::nullopt;
}

}  // namespace osprey
