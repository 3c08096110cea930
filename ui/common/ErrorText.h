#pragma once

#include <QCoreApplication>
#include <QString>

#include <exception>

#include "util/Reason.h"

namespace osprey::ui {

// Core's errors in the workbench's language. Core says an error in English and, where it can, as a marked
// sentence with slots (Reason::sentence: "'{path}' does not exist"); the sentence is looked up in the
// "osprey::Errors" context of the translations and its slots filled with the same values, so a path or a key
// stays as it is (a "{~word}" slot holds a marked word, translated too). An error without one, or a sentence
// this build has no translation of, reads in English.
class ErrorText {
public:
    static QString of(const std::exception& error);
    // The sentence `reason` is, translated and filled; empty when it is no sentence.
    static QString sentence(const Reason& reason);
};

}  // namespace osprey::ui
