#include "util/AtomicFile.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/Errors.h"

namespace osprey {

namespace {
std::string systemError(const std::string& what, const std::string& path) {
    return what + " '" + path + "': " + std::strerror(errno);
}
}  // namespace

void writeFileAtomically(const std::string& path, const std::string& bytes) {
    const std::string temporary = path + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw RuntimeFailure(systemError("cannot create", temporary));
    size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
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

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError("cannot read '" + path + "': no such file or not readable");
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace osprey
