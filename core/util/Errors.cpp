#include "util/Errors.h"

#include <c10/util/Exception.h>

namespace osprey {

std::string errorMessage(const std::exception& e) {
    if (const auto* torchError = dynamic_cast<const c10::Error*>(&e))
        return torchError->what_without_backtrace();
    return e.what();
}

Reason reasonOf(const std::exception& e) {
    if (const auto* failure = dynamic_cast<const OspreyError*>(&e))
        return failure->reason();
    return {};
}

std::string causeOf(const std::exception& e) {
    const Reason reason = reasonOf(e);
    return reason.isSentence() ? reason.toJson() : errorMessage(e);
}

std::string errorWithTrace(const std::exception& e) {
    return e.what();
}

}  // namespace osprey
