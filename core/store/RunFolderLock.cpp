#include "store/RunFolderLock.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <thread>

#include "util/HostName.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// The lock file, opened for reading and writing: never through a symlink (O_NOFOLLOW), only a plain file that
// has no other name. O_NONBLOCK: a FIFO planted there does not hang the open.
int openLockFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0644);
    if (fd < 0 && errno == ELOOP) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' is a symbolic link, where the run folder's lock file belongs: Osprey "
                "does not write through it; remove it"),
            {{"path", path}}));
    }
    if (fd < 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "cannot open the run folder's lock file '{path}': {cause}"),
            {{"path", path}, {"cause", std::strerror(errno)}}));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1) {
        ::close(fd);
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a plain file of its own (a device, a FIFO, or a hard link "
                                  "to another file), where the run folder's lock file belongs: remove it"),
            {{"path", path}}));
    }
    return fd;
}

RunFolderLock::Holder parseHolder(const std::string& text) {
    RunFolderLock::Holder holder;
    std::istringstream in(text);
    in >> holder.pid >> holder.host;
    if (!in || holder.pid <= 0)
        return {};
    return holder;
}

// Whether `holder` can be the process holding the lock now: a name that process wrote, not the one a process
// that ended left behind before the new owner wrote its own.
bool isCurrent(const RunFolderLock::Holder& holder) {
    if (holder.pid <= 0)
        return false;
    if (holder.host != hostName())
        return true;
    return ::kill(static_cast<pid_t>(holder.pid), 0) == 0 || errno == EPERM;
}

// The holder's name: its owner writes it right after taking the lock, so a reader that came in between waits
// for it (at most a second; then whatever the file says).
RunFolderLock::Holder readHolder(int fd) {
    RunFolderLock::Holder holder;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    do {
        char buffer[512] = {};
        const ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
        holder = parseHolder(n > 0 ? std::string(buffer, static_cast<size_t>(n)) : std::string());
        if (isCurrent(holder))
            return holder;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    } while (std::chrono::steady_clock::now() < deadline);
    return holder;
}

[[noreturn]] void cannotLock(const std::string& runDir, int error) {
    throw RuntimeFailure(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot lock the run folder '{path}': {cause}"),
        {{"path", runDir}, {"cause", std::strerror(error)}}));
}

}  // namespace

std::string RunFolderLock::pathIn(const std::string& runDir) {
    return (std::filesystem::path(runDir) / ".lock").string();
}

RunFolderLock::RunFolderLock(const std::string& runDir) : m_runDir(runDir) {
    Holder holder;
    std::unique_ptr<RunFolderLock> taken = tryTake(runDir, &holder);
    if (!taken)
        throw refusal(runDir, holder);
    std::swap(m_fd, taken->m_fd);
}

std::unique_ptr<RunFolderLock> RunFolderLock::tryTake(const std::string& runDir, Holder* holder) {
    const std::string path = pathIn(runDir);
    const int fd = openLockFile(path);
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        if (error == EWOULDBLOCK && holder)
            *holder = readHolder(fd);
        ::close(fd);
        if (error == EWOULDBLOCK)
            return nullptr;
        cannotLock(runDir, error);
    }
    const std::string name = std::to_string(::getpid()) + " " + hostName() + "\n";
    if (::ftruncate(fd, 0) != 0 ||
        ::pwrite(fd, name.data(), name.size(), 0) != static_cast<ssize_t>(name.size())) {
        const int error = errno;
        ::close(fd);
        cannotLock(runDir, error);
    }
    return std::unique_ptr<RunFolderLock>(new RunFolderLock(runDir, fd));
}

InputError RunFolderLock::refusal(const std::string& runDir, const Holder& holder) {
    if (holder.pid <= 0) {
        return InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the run folder '{path}' is in use by another process (it has not said which "
                "yet): one process at a time trains, resumes or records into a run folder; "
                "wait for it to end, or choose another folder"),
            {{"path", runDir}}));
    }
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "the run folder '{path}' is in use by process {pid} on {host}: one process at a "
            "time trains, resumes or records into a run folder; wait for it to end, or choose "
            "another folder"),
        {{"path", runDir}, {"pid", std::to_string(holder.pid)}, {"host", holder.host}}));
}

RunFolderLock::~RunFolderLock() {
    if (m_fd >= 0)
        ::close(m_fd);
}

}  // namespace osprey
