#pragma once

#include <stdexcept>
#include <string>

namespace osprey {

// Bad usage, a bad config or bad input data: the user can fix it. The CLI maps it to exit code 2.
// Messages name the file, key or line at fault and what was expected.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

// A failure while running (I/O, out of memory, a diverging run). The CLI maps it to exit code 1.
class RuntimeFailure : public std::runtime_error {
public:
    explicit RuntimeFailure(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace osprey
