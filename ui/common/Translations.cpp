#include "common/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace osprey::ui {

bool installTranslations(QCoreApplication& app, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers and dates as the language writes them too ("4.500", "25.11.26"), in Qt's dialogs as well.
    QLocale::setDefault(locale);
    auto* own = new QTranslator(&app);
    const bool found =
        own->load(locale, QStringLiteral("osprey"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (found)
        QCoreApplication::installTranslator(own);
    else
        delete own;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return found;
}

}  // namespace osprey::ui
