#include "train/StopSignal.h"

#include <atomic>
#include <csignal>
#include <cstring>

namespace osprey {

namespace {
std::atomic<bool> g_stop{false};

extern "C" void onStopSignal(int signal) {
    g_stop.store(true);
    if (signal == SIGINT)
        std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C kills
}
}  // namespace

void installStopSignalHandlers() {
    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    // mpirun forwards SIGUSR1 to every rank but answers SIGTERM by killing the job a second later: the
    // graceful stop of a data-parallel run.
    sigaction(SIGUSR1, &action, nullptr);
}

bool stopRequested() {
    return g_stop.load();
}
void requestStop() {
    g_stop.store(true);
}
void clearStopRequest() {
    g_stop.store(false);
}

}  // namespace osprey
