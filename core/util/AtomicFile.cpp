#include "util/AtomicFile.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/Errors.h"
#include "util/FaultPoint.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
// "cannot write '{path}': {cause}" with the system's words for errno.
RuntimeFailure systemError(const char* sentence, const std::string& path) {
    return RuntimeFailure(Reason::sentence(sentence, {{"path", path}, {"cause", std::strerror(errno)}}));
}

// One whole sentence per role, for the translators.
const char* folderSentence(const std::string& role) {
    if (role == "run")
        return OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create run folder '{path}': {cause}");
    if (role == "image")
        return OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create image folder '{path}': {cause}");
    if (role == "annotation")
        return OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create annotation folder '{path}': {cause}");
    return OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create folder '{path}': {cause}");
}

Reason notRegular() {
    return Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "it is not a regular file (a pipe, socket or device)"));
}

Reason folderNotFile() {
    return Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "it is a folder, not a file"));
}

Reason tooLarge(uint64_t size, uint64_t maxBytes) {
    return Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "it is {size} MiB, more than the {limit} MiB such a file may have"),
        {{"size", std::to_string(size >> 20)}, {"limit", std::to_string(maxBytes >> 20)}});
}

Reason systemReason(int error) {
    return Reason::sentence("{cause}", {{"cause", std::strerror(error)}});
}
}  // namespace

void createFolders(const std::string& path, const std::string& role) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (ec)
        throw InputError(Reason::sentence(folderSentence(role), {{"path", path}, {"cause", ec.message()}}));
}

void writeFileAtomically(const std::string& path, const std::string& bytes) {
    const std::string temporary = path + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw systemError(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create '{path}': {cause}"),
                          temporary);
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
            const RuntimeFailure error = systemError(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}': {cause}"), temporary);
            ::close(fd);
            ::unlink(temporary.c_str());
            throw error;
        }
        written += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const RuntimeFailure error =
            systemError(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot flush '{path}': {cause}"), temporary);
        ::unlink(temporary.c_str());
        throw error;
    }
    faultPoint("atomic-write-unrenamed");
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const RuntimeFailure error = systemError(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot rename into place '{path}': {cause}"), path);
        ::unlink(temporary.c_str());
        throw error;
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

std::optional<Reason> fileProblemReason(const std::string& path, uint64_t maxBytes) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        if (ec && ec != std::errc::no_such_file_or_directory)  // "Too many levels of symbolic links", ...
            return Reason::sentence("{cause}", {{"cause", ec.message()}});
        return Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "no such file"));
    }
    if (fs::is_directory(status))
        return folderNotFile();
    if (!fs::is_regular_file(status))
        return notRegular();
    const uintmax_t size = fs::file_size(path, ec);
    if (ec)
        return Reason::sentence("{cause}", {{"cause", ec.message()}});
    if (size > maxBytes)
        return tooLarge(size, maxBytes);
    return std::nullopt;
}

std::optional<std::string> fileProblem(const std::string& path, uint64_t maxBytes) {
    if (const auto problem = fileProblemReason(path, maxBytes))
        return problem->english();
    return std::nullopt;
}

std::optional<Reason> tryReadFile(const std::string& path, uint64_t maxBytes, std::string& bytes) {
    bytes.clear();
    // By its name first: a device or FIFO is refused without being opened (opening some has effects).
    if (const auto problem = fileProblemReason(path, maxBytes))
        return problem;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return systemReason(errno);
    struct stat opened {};
    std::optional<Reason> problem;
    if (::fstat(fd, &opened) != 0)
        problem = systemReason(errno);
    else if (S_ISDIR(opened.st_mode))
        problem = folderNotFile();
    else if (!S_ISREG(opened.st_mode))
        problem = notRegular();
    else if (static_cast<uint64_t>(opened.st_size) > maxBytes)
        problem = tooLarge(static_cast<uint64_t>(opened.st_size), maxBytes);
    else
        bytes.reserve(static_cast<size_t>(opened.st_size));
    char buffer[1 << 16];
    while (!problem) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            problem = systemReason(errno);
        else if (n == 0)
            break;
        else if (bytes.size() + static_cast<uint64_t>(n) > maxBytes)  // it grew while being read
            problem = tooLarge(bytes.size() + static_cast<uint64_t>(n), maxBytes);
        else
            bytes.append(buffer, static_cast<size_t>(n));
    }
    ::close(fd);
    if (problem)
        bytes.clear();
    return problem;
}

std::string readFile(const std::string& path, uint64_t maxBytes) {
    std::string bytes;
    if (const auto problem = tryReadFile(path, maxBytes, bytes))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read '{path}': {cause}"),
                             {{"path", path}, {"cause", problem->toJson()}}));
    return bytes;
}

std::optional<Reason> outputFileProblem(const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty())
        return Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "no file is named"));
    std::error_code ec;
    const fs::file_status link = fs::symlink_status(path, ec);
    if (!ec && fs::exists(link)) {
        std::error_code targetError;
        if (fs::is_directory(fs::status(path, targetError)))
            return folderNotFile();
        if (!fs::is_symlink(link) && !fs::is_regular_file(link))
            return notRegular();
    }
    const fs::path parent = fs::path(path).parent_path();
    const std::string folder = parent.empty() ? "." : parent.string();
    const fs::file_status status = fs::status(folder, ec);
    if (ec || !fs::exists(status))
        return Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "its folder '{folder}' does not exist"),
            {{"folder", folder}});
    if (!fs::is_directory(status))
        return Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{folder}' is not a folder"),
                                {{"folder", folder}});
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "its folder '{folder}' cannot be written: {cause}"),
            {{"folder", folder}, {"cause", std::strerror(errno)}});
    return std::nullopt;
}

void checkOutputFile(const std::string& path, const std::string& option) {
    if (const auto problem = outputFileProblem(path))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}' ({option}): {cause}"),
            {{"path", path}, {"option", option}, {"cause", problem->toJson()}}));
}

}  // namespace osprey
