#pragma once

#include <string>

namespace osprey {

// This machine's host name (gethostname), as the run store records it and the ranks of a run compare it.
std::string hostName();

}  // namespace osprey
