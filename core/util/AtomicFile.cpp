#include "util/AtomicFile.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/Errors.h"
#include "util/FaultPoint.h"

namespace osprey {

namespace {
std::string systemError(const std::string& what, const std::string& path) {
    return what + " '" + path + "': " + std::strerror(errno);
}
}  // namespace

void createFolders(const std::string& path, const std::string& role) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (ec)
        throw InputError("cannot create " + role + " folder '" + path + "': " + ec.message());
}

void writeFileAtomically(const std::string& path, const std::string& bytes) {
    const std::string temporary = path + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw RuntimeFailure(systemError("cannot create", temporary));
    size_t written = 0;
    while (written < bytes.size()) {
        // Half first, then the rest: the chaos test kills between the two.
        const size_t half = bytes.size() / 2;
        const size_t chunk = written < half ? half - written : bytes.size() - written;
        if (written == half && half > 0)
            faultPoint("atomic-write-midway");
        const ssize_t n = ::write(fd, bytes.data() + written, chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const std::string message = systemError("cannot write", temporary);
            ::close(fd);
            ::unlink(temporary.c_str());
            throw RuntimeFailure(message);
        }
        written += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const std::string message = systemError("cannot flush", temporary);
        ::unlink(temporary.c_str());
        throw RuntimeFailure(message);
    }
    faultPoint("atomic-write-unrenamed");
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string message = systemError("cannot rename into place", path);
        ::unlink(temporary.c_str());
        throw RuntimeFailure(message);
    }
    // Make the rename itself durable.
    const std::string folder = std::filesystem::path(path).parent_path().string();
    const int dirFd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
}

std::vector<std::string> removeAbandonedTemporaries(const std::string& folder) {
    std::vector<std::string> removed;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        const size_t at = name.rfind(".tmp.");
        if (at == std::string::npos || at + 5 >= name.size() ||
            name.find_first_not_of("0123456789", at + 5) != std::string::npos || name.size() - at > 15)
            continue;
        const pid_t pid = static_cast<pid_t>(std::stoll(name.substr(at + 5)));
        const bool alive = pid == ::getpid() || ::kill(pid, 0) == 0 || errno == EPERM;
        std::error_code removeError;
        if (!alive && entry.is_regular_file(removeError) &&
            std::filesystem::remove(entry.path(), removeError))
            removed.push_back(name);
    }
    return removed;
}

std::optional<std::string> fileProblem(const std::string& path, uint64_t maxBytes) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        if (ec && ec != std::errc::no_such_file_or_directory)
            return ec.message();  // "Too many levels of symbolic links", "Permission denied", ...
        return std::string("no such file");
    }
    if (fs::is_directory(status))
        return std::string("it is a folder, not a file");
    if (!fs::is_regular_file(status))
        return std::string("it is not a regular file (a pipe, socket or device)");
    const uintmax_t size = fs::file_size(path, ec);
    if (ec)
        return ec.message();
    if (size > maxBytes) {
        return "it is " + std::to_string(size >> 20) + " MiB, more than the " +
               std::to_string(maxBytes >> 20) + " MiB such a file may have";
    }
    return std::nullopt;
}

std::string readFile(const std::string& path, uint64_t maxBytes) {
    if (const auto problem = fileProblem(path, maxBytes))
        throw InputError("cannot read '" + path + "': " + *problem);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("cannot read '" + path + "': " + std::strerror(errno));
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace osprey
