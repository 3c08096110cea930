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

// What went wrong, for a person: the exception's message without the C++ stack trace libtorch appends to its
// own errors ("frame #0: ..."), which helps nobody but a libtorch developer.
std::string errorMessage(const std::exception& e);

// libtorch's whole text with its stack trace (what `--verbose` prints), or errorMessage for other exceptions.
std::string errorWithTrace(const std::exception& e);

}  // namespace osprey
