// osprey: the workbench. Opens the experiment given on the command line, else the digits demo.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <algorithm>
#include <cstdio>

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
    // The desktop entry (packaging/desktop) and its icon: Wayland and task bars match the window to them.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.osprey.Osprey"));
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1x%1/apps/io.github.osprey.Osprey.png").arg(size));
    QApplication::setWindowIcon(icon);

    // The language first (--language, else Settings' choice), so that --help is translated too.
    QString languageCode = osprey::ui::WorkbenchSettings::language();
    const QStringList arguments = QApplication::arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QStringLiteral("--language") && i + 1 < arguments.size())
            languageCode = arguments[i + 1];
        else if (arguments[i].startsWith(QStringLiteral("--language=")))
            languageCode = arguments[i].section(QLatin1Char('='), 1);
    }
    osprey::ui::installTranslations(app, languageCode);

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
        QStringLiteral("folder"));  // not a format name: the option's value, a folder
    parser.addOption(screenshots);
    QCommandLineOption screenshotSize(
        QStringLiteral("screenshot-size"),
        QApplication::translate("main", "Window size for --screenshots, e.g. 1024x700 (default 1440x900)"),
        QStringLiteral("WxH"), QStringLiteral("1440x900"));
    parser.addOption(screenshotSize);
    QCommandLineOption screenshotEpochs(
        QStringLiteral("screenshot-epochs"),
        QApplication::translate("main", "Epochs of the digits demo for --screenshots (default 6)"),
        QStringLiteral("N"), QStringLiteral("6"));
    parser.addOption(screenshotEpochs);
    QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main",
                                "Language for this session (en, de, zh_CN); default: the one chosen in "
                                "Settings"),
        QStringLiteral("code"));
    parser.addOption(language);
    parser.process(app);

    osprey::ui::MainWindow window;
    if (parser.isSet(screenshots)) {
        const QStringList size = parser.value(screenshotSize).split(QLatin1Char('x'));
        const int width = size.value(0).toInt(), height = size.value(1).toInt();
        if (size.size() != 2 || width < 320 || height < 240) {
            std::fprintf(stderr,
                         "osprey: --screenshot-size takes WIDTHxHEIGHT (at least 320x240), not '%s'\n",
                         qPrintable(parser.value(screenshotSize)));
            return 2;
        }
        window.resize(width, height);
        window.show();
        auto* tour = new ScreenshotTour(&window, parser.value(screenshots),
                                        std::max(1, parser.value(screenshotEpochs).toInt()));
        tour->start();
        return QApplication::exec();
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        window.editor()->openFile(files.first());
        window.tabs()->setCurrentWidget(window.editor());
    } else {
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
    }
    window.show();
    return QApplication::exec();
}
