#include "common/ErrorText.h"

#include "common/QtConversions.h"
#include "util/Errors.h"

namespace osprey::ui {

QString ErrorText::of(const std::exception& error) {
    const QString worded = sentence(reasonOf(error));
    return worded.isEmpty() ? qs(errorMessage(error)) : worded;
}

QString ErrorText::sentence(const Reason& reason) {
    if (!reason.isSentence())
        return {};
    std::map<std::string, std::string> args = reason.args;
    // A slot that holds another marked sentence of core's (the error behind this one) is worded too.
    for (auto& [name, value] : args) {
        if (const auto inner = Reason::fromJson(value); inner.isSentence())
            value = ss(sentence(inner));
    }
    const QString translated = QCoreApplication::translate("osprey::Errors", reason.id.c_str());
    return qs(Reason::fill(ss(translated), args));
}

}  // namespace osprey::ui
