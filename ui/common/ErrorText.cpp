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
    for (auto& [name, value] : args) {
        // A slot that holds another marked sentence of core's (the error behind this one) is worded too, and
        // a "{~word}" slot holds a marked word ("optimizer").
        if (const auto inner = Reason::fromJson(value); inner.isSentence())
            value = ss(sentence(inner));
        else if (!name.empty() && name.front() == '~')
            value = ss(QCoreApplication::translate("osprey::Errors", value.c_str()));
    }
    const QString translated = QCoreApplication::translate("osprey::Errors", reason.id.c_str());
    return qs(Reason::fill(ss(translated), args));
}

}  // namespace osprey::ui
