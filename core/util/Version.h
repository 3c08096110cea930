#pragma once

#include <string>

namespace osprey {

// Osprey's version: CMake's project version, the one place it is written.
std::string programVersion();

}  // namespace osprey
