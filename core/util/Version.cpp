#include "util/Version.h"

namespace osprey {

std::string programVersion() {
    return OSPREY_VERSION;
}

}  // namespace osprey
