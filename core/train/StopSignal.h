#pragma once

namespace osprey {

// SIGINT/SIGTERM (and SIGUSR1, which mpirun forwards to every rank) ask the trainer to stop after the
// current step (it then writes a checkpoint and marks the
// run stopped). A second SIGINT ends the process at once, as users expect of Ctrl-C.
void installStopSignalHandlers();
bool stopRequested();
void requestStop();  // what the handlers do; also for tests
void clearStopRequest();

}  // namespace osprey
