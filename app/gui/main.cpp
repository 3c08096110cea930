// osprey: the workbench. Opens the experiment given on the command line, else the digits demo.
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "MainWindow.h"
#include "ScreenshotTour.h"
#include "WorkbenchSettings.h"
#include "editor/ExperimentEditor.h"

namespace {

// The workbench's own strings and Qt's (dialog buttons), in the language of the settings or the system.
void installTranslations(QApplication& app) {
    const QString chosen = osprey::ui::WorkbenchSettings::language();
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    auto* own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("osprey"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Osprey"));
    QApplication::setApplicationName(QStringLiteral("osprey"));
    QApplication::setApplicationVersion(QStringLiteral(OSPREY_VERSION));
    installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Workbench for training, evaluating and running vision models"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("experiment"),
                                 QApplication::translate("main", "Experiment YAML file to open"));
    QCommandLineOption screenshots(QStringLiteral("screenshots"),
                                   QApplication::translate("main", "Train the digits demo, save a PNG of each view into "
                                                                   "this folder and quit (for the documentation)"),
                                   QStringLiteral("folder"));
    parser.addOption(screenshots);
    parser.process(app);

    osprey::ui::MainWindow window;
    if (parser.isSet(screenshots)) {
        window.resize(1440, 900);
        window.show();
        auto* tour = new ScreenshotTour(&window, parser.value(screenshots), 6);
        tour->start();
        return QApplication::exec();
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        window.editor()->openFile(files.first());
    } else {
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
    }
    window.show();
    return QApplication::exec();
}
