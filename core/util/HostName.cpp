#include "util/HostName.h"

#include <unistd.h>

namespace osprey {

std::string hostName() {
    char buffer[256] = {};
    gethostname(buffer, sizeof buffer - 1);
    return buffer;
}

}  // namespace osprey
