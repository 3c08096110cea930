// osprey: the workbench. Opens the experiment given on the command line, else the digits demo.
#include <QApplication>
#include <QCommandLineParser>

#include "MainWindow.h"
#include "ScreenshotTour.h"
#include "common/Translations.h"
#include "common/WorkbenchSettings.h"
#include "editor/ExperimentEditor.h"
#include "util/Version.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Osprey"));
    QApplication::setApplicationName(QStringLiteral("osprey"));
    QApplication::setApplicationVersion(QString::fromStdString(osprey::programVersion()));
    osprey::ui::installTranslations(app, osprey::ui::WorkbenchSettings::language());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Workbench for training, evaluating and running vision models"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("experiment"),
                                 QApplication::translate("main", "Experiment YAML file to open"));
    QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QApplication::translate("main",
                                "Train the digits demo, save a PNG of each view into "
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
