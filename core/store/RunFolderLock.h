#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "util/Errors.h"

namespace osprey {

// The ownership of a run folder: while this object lives, its process is the only one that writes into the
// folder (config.yaml, checkpoints, train.log, inspect.db) and the run's rows in the store: `train`,
// `train --resume`, `eval --record`, and the workbench while it writes into or removes a folder. It is an
// exclusive flock() on RUN_DIR/.lock, whose text names the holder ("pid host"). The kernel drops the lock
// when the process ends, however it ends (kill -9 included), so no lock outlives its owner and nothing stale
// is left to clean up; the file itself stays (removing it would let a process that opened the old file and
// one that made a new one both hold "the" lock). The lock file is opened without following a symlink and must
// be a plain file with no other name (a hard link), so that a file planted there cannot make the owner write
// into another file; the descriptor is not inherited by child processes, which would keep the lock alive.
class RunFolderLock {
public:
    // Who holds a folder, as its lock file says.
    struct Holder {
        int64_t pid = 0;  // 0: the holder has not written its name yet
        std::string host;
    };

    // RUN_DIR/.lock.
    static std::string pathIn(const std::string& runDir);

    // Takes the folder (which must exist), or throws refusal() when another process holds it. InputError
    // (exit 2) as for a folder that already holds a run: the folder named cannot be used now, whichever of
    // two processes started first; a lock file that cannot be used is InputError too, naming it.
    explicit RunFolderLock(const std::string& runDir);
    // The lock when the folder is free; null, with `holder` filled, when another process holds it.
    static std::unique_ptr<RunFolderLock> tryTake(const std::string& runDir, Holder* holder = nullptr);
    // "the run folder '<dir>' is in use by process <pid> on <host>: ...".
    static InputError refusal(const std::string& runDir, const Holder& holder);

    ~RunFolderLock();
    RunFolderLock(const RunFolderLock&) = delete;
    RunFolderLock& operator=(const RunFolderLock&) = delete;

    const std::string& runDir() const { return m_runDir; }

private:
    RunFolderLock(std::string runDir, int fd) : m_runDir(std::move(runDir)), m_fd(fd) {}

    std::string m_runDir;
    int m_fd = -1;
};

}  // namespace osprey
