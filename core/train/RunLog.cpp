#include "train/RunLog.h"

#include <unistd.h>

#include <chrono>
#include <ctime>
#include <iostream>

#include "store/RunStore.h"

namespace osprey {

namespace {
std::string timestamp() {
    const std::time_t now = std::time(nullptr);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M:%S", std::localtime(&now));
    return buffer;
}
}  // namespace

RunLog::RunLog() : m_tty(::isatty(STDOUT_FILENO) == 1) {}

void RunLog::openFile(const std::string& path) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_file.open(path, std::ios::app);
}

void RunLog::attachStore(std::shared_ptr<RunStore> store, int64_t runId) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_store = std::move(store);
    m_runId = runId;
}

void RunLog::toFile(const std::string& line) {
    if (m_file)
        m_file << timestamp() << "  " << line << std::endl;
}

void RunLog::info(const std::string& message) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_quiet)
        std::cout << message << std::endl;
    toFile(message);
}

void RunLog::warn(const std::string& message) {
    std::shared_ptr<RunStore> store;
    int64_t runId = 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_tty && m_progressWidth)
            std::cout << '\n';
        m_progressWidth = 0;
        std::cerr << m_warningPrefix << message << std::endl;
        toFile(m_warningPrefix + message);
        store = m_store;
        runId = m_runId;
    }
    // Outside the lock: the store may warn in turn (a lock held by another program, and its end).
    if (store) {
        try {
            store->addEvent(runId, "warning", message);
        } catch (...) {
            // the log line above already has it
        }
    }
}

void RunLog::progress(const std::string& line, bool final) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_quiet) {
        if (m_tty) {
            std::cout << '\r' << line;
            if (line.size() < m_progressWidth)
                std::cout << std::string(m_progressWidth - line.size(), ' ');
            m_progressWidth = final ? 0 : line.size();
            std::cout << (final ? "\n" : "") << std::flush;
        } else if (final) {
            std::cout << line << std::endl;
        }
    }
    if (final)
        toFile(line);
}

}  // namespace osprey
