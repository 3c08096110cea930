#pragma once

#include <fstream>
#include <memory>
#include <mutex>
#include <string>

namespace osprey {

class RunStore;

// The voice of a run: information on stdout, warnings on stderr, both appended to the run's train.log, and
// warnings recorded as events in the run store. Progress lines update in place on a terminal; elsewhere (a
// log file, the GUI's console) only each epoch's final line is written.
class RunLog {
public:
    RunLog();

    void openFile(const std::string& path);
    void attachStore(std::shared_ptr<RunStore> store, int64_t runId);
    void setQuiet(bool quiet) { m_quiet = quiet; }
    // Data-parallel ranks other than 0 say which they are: "warning (rank 3): ...".
    void setRank(int rank) { m_warningPrefix = "warning (rank " + std::to_string(rank) + "): "; }

    void info(const std::string& message);
    void warn(const std::string& message);
    void progress(const std::string& line, bool final);

private:
    void toFile(const std::string& line);

    std::mutex m_mutex;  // warnings come from loader threads too
    std::ofstream m_file;
    std::shared_ptr<RunStore> m_store;
    int64_t m_runId = 0;
    bool m_quiet = false;
    std::string m_warningPrefix = "warning: ";
    bool m_tty = false;
    size_t m_progressWidth = 0;
};

}  // namespace osprey
