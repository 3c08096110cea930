#pragma once

#include <stdexcept>
#include <string>

#include "util/Reason.h"

namespace osprey {

// An error of Osprey's own. Where the workbench words it in its own language, `reason` has the message in
// parts (a short id it knows, or a marked sentence with its slots: Reason::sentence).
class OspreyError : public std::runtime_error {
public:
    explicit OspreyError(const std::string& message, Reason reason = {})
        : std::runtime_error(message), m_reason(std::move(reason)) {}
    // The message is the sentence's English.
    explicit OspreyError(Reason sentence)
        : std::runtime_error(sentence.english()), m_reason(std::move(sentence)) {}
    const Reason& reason() const { return m_reason; }

private:
    Reason m_reason;
};

// Bad usage, a bad config or bad input data: the user can fix it. The CLI maps it to exit code 2.
// Messages name the file, key or line at fault and what was expected.
class InputError : public OspreyError {
public:
    using OspreyError::OspreyError;
};

// A failure while running (I/O, out of memory, a diverging run). The CLI maps it to exit code 1.
class RuntimeFailure : public OspreyError {
public:
    using OspreyError::OspreyError;
};

// The reason `e` carries in parts (an OspreyError's), or an empty one.
Reason reasonOf(const std::exception& e);

// The error behind another, for a sentence's slot ("cannot read '{file}': {cause}"): its sentence in parts
// where it has one, so that the workbench words both, else its message.
std::string causeOf(const std::exception& e);

// What went wrong, for a person: the exception's message without the C++ stack trace libtorch appends to its
// own errors ("frame #0: ..."), which helps nobody but a libtorch developer.
std::string errorMessage(const std::exception& e);

// libtorch's whole text with its stack trace (what `--verbose` prints), or errorMessage for other exceptions.
std::string errorWithTrace(const std::exception& e);

}  // namespace osprey
