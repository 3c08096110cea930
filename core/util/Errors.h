#pragma once

#include <stdexcept>
#include <string>

#include "util/Reason.h"

namespace osprey {

// Bad usage, a bad config or bad input data: the user can fix it. The CLI maps it to exit code 2.
// Messages name the file, key or line at fault and what was expected.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

// A failure while running (I/O, out of memory, a diverging run). The CLI maps it to exit code 1. Where the
// workbench words it in its own language, `reason` has the message in parts.
class RuntimeFailure : public std::runtime_error {
public:
    explicit RuntimeFailure(const std::string& message, Reason reason = {})
        : std::runtime_error(message), m_reason(std::move(reason)) {}
    const Reason& reason() const { return m_reason; }

private:
    Reason m_reason;
};

// The reason `e` carries in parts (a RuntimeFailure's), or an empty one.
Reason reasonOf(const std::exception& e);

// What went wrong, for a person: the exception's message without the C++ stack trace libtorch appends to its
// own errors ("frame #0: ..."), which helps nobody but a libtorch developer.
std::string errorMessage(const std::exception& e);

// libtorch's whole text with its stack trace (what `--verbose` prints), or errorMessage for other exceptions.
std::string errorWithTrace(const std::exception& e);

}  // namespace osprey
