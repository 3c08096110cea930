#pragma once

namespace osprey {

// Test-only fault injection for the chaos test (tests/TestChaos): with OSPREY_KILL_AT="POINT:N" in the
// environment, the process kills itself with SIGKILL the Nth time it passes POINT, so that a kill lands
// inside a window too short to hit from outside (between a file's bytes and its rename, between best.pt and
// last.pt, inside a store transaction). Without the variable it costs one predictable branch. Points:
//   atomic-write-midway      half of a file's bytes written to its temporary (util/AtomicFile)
//   atomic-write-unrenamed   the temporary complete and flushed, not yet renamed over the file
//   best-before-last         a new best.pt written, last.pt not yet (train/CheckpointHook)
//   store-uncommitted        a store transaction's statements done, its COMMIT not yet (store/RunStore)
void faultPoint(const char* point);

}  // namespace osprey
