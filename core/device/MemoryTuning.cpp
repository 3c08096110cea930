#include "device/MemoryTuning.h"

#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace osprey {

void keepFreedMemoryInProcess() {
#if defined(__GLIBC__)
    if (std::getenv("OSPREY_DEFAULT_MALLOC"))
        return;
    mallopt(M_MMAP_MAX, 0);              // large blocks come from the heap, so they can be reused
    mallopt(M_TRIM_THRESHOLD, 1 << 30);  // and the heap's top is not returned after every step
    mallopt(M_TOP_PAD, 64 << 20);        // grow the heap in large steps
#endif
}

}  // namespace osprey
