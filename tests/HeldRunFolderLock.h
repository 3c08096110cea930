#pragma once

#include <QString>

namespace osprey::test {

// Holds the lock of run folder `runDir` as an Osprey process that owns the folder does (flock on
// RUN_DIR/.lock, "pid host" written in it) until release() or destruction: the test process is then the
// folder's owner, and osprey-cli or the workbench must refuse to write into it.
class HeldRunFolderLock {
public:
    explicit HeldRunFolderLock(const QString& runDir);
    ~HeldRunFolderLock() { release(); }
    HeldRunFolderLock(const HeldRunFolderLock&) = delete;
    HeldRunFolderLock& operator=(const HeldRunFolderLock&) = delete;

    bool held() const { return m_fd >= 0; }
    void release();
    // How a refusal names this holder: "process <pid> on <host>".
    static QString holderText();

private:
    int m_fd = -1;
};

}  // namespace osprey::test
