#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <functional>
#include <memory>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/Translations.h"
#include "config/Config.h"
#include "datasets/DatasetsView.h"
#include "inference/InferenceView.h"
#include "launch/RunController.h"
#include "monitor/RunProgress.h"
#include "runs/RunsTableModel.h"
#include "store/RunReasonText.h"
#include "train/OptimizerFactory.h"
#include "util/Errors.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

struct TsCheck {
    int messages = 0;
    QStringList untranslated;  // "context: source"
    QStringList placeholderMismatch;
};

QSet<QString> placeholders(const QString& text) {
    QSet<QString> out;
    // Qt's %1 and core's error sentences' {slots}.
    static const QRegularExpression re(QStringLiteral("%L?\\d|%n|\\{~?[a-z_]+\\}"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured().remove(QLatin1Char('L')));
    return out;
}

// Every message of a .ts file must have a finished translation keeping the source's placeholders.
TsCheck checkTs(const QString& path) {
    TsCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return check;
    QXmlStreamReader xml(&file);
    QString context, source;
    QStringList forms;
    bool unfinished = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message"))
                forms.clear(), unfinished = false;
            else if (name == QLatin1String("source"))
                source = xml.readElementText();
            else if (name.endsWith(QLatin1String("comment")))
                xml.readElementText();  // a disambiguation or a note, not a translation
            else if (name == QLatin1String("translation")) {
                unfinished = xml.attributes().hasAttribute(QLatin1String("type"));
                if (xml.attributes().value(QLatin1String("type")) == QLatin1String("vanished") ||
                    xml.attributes().value(QLatin1String("type")) == QLatin1String("obsolete"))
                    unfinished = true;
            } else if (name == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            }
        } else if (xml.isCharacters() && !xml.isWhitespace() && forms.isEmpty()) {
            forms << xml.text().toString();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            check.messages += 1;
            if (unfinished || forms.isEmpty() || forms.contains(QString()))
                check.untranslated << context + QStringLiteral(": ") + source;
            for (const QString& form : std::as_const(forms)) {
                if (placeholders(form) != placeholders(source))
                    check.placeholderMismatch
                        << context + QStringLiteral(": ") + source + QStringLiteral(" -> ") + form;
            }
        }
    }
    return check;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { osprey::test::isolateWorkbench(m_dir); }

    // The .ts files are complete: every string the workbench shows has a German and a Chinese translation
    // with the same placeholders (lupdate -no-obsolete keeps them in step with the sources:
    // translations/update.sh).
    void testTsFilesAreComplete_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("de") << QStringLiteral(OSPREY_SOURCE_DIR "/translations/osprey_de.ts");
        QTest::newRow("zh_CN") << QStringLiteral(OSPREY_SOURCE_DIR "/translations/osprey_zh_CN.ts");
    }
    void testTsFilesAreComplete() {
        QFETCH(QString, file);
        const TsCheck check = checkTs(file);
        QVERIFY2(check.messages > 250, qPrintable(QString::number(check.messages)));
        QVERIFY2(check.untranslated.isEmpty(), qPrintable(check.untranslated.join(QLatin1Char('\n'))));
        QVERIFY2(check.placeholderMismatch.isEmpty(),
                 qPrintable(check.placeholderMismatch.join(QLatin1Char('\n'))));
    }

    // The compiled translations are inside the workbench, found for the language codes Settings stores, and
    // the window speaks them (plural forms included).
    void testWindowSpeaksTheChosenLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("datasetsTab");
        QTest::addColumn<QString>("inferenceTab");
        QTest::addColumn<QString>("twoRuns");
        QTest::addColumn<QString>("failed");
        QTest::addColumn<QString>("saveButton");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Datensätze")
                            << QStringLiteral("Inferenz")
                            << QStringLiteral("2 Läufe aus dem Laufspeicher löschen?")
                            << QStringLiteral("fehlgeschlagen") << QStringLiteral("Speichern");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("数据集")
                               << QStringLiteral("推理") << QStringLiteral("从运行存储中删除 2 个运行？")
                               << QStringLiteral("失败") << QStringLiteral("保存");
    }
    void testWindowSpeaksTheChosenLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, datasetsTab);
        QFETCH(QString, inferenceTab);
        QFETCH(QString, twoRuns);
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            QCoreApplication::removeTranslator(t), delete t;
        QVERIFY(installTranslations(*QCoreApplication::instance(), language));
        MainWindow window(100);
        QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(window.datasets())), datasetsTab);
        QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(window.inference())), inferenceTab);
        const QString plural = QCoreApplication::translate(
            "osprey::ui::RunsView",
            "Delete %n run(s) from the run store? Their curves and history are removed.", nullptr, 2);
        QVERIFY2(plural.startsWith(twoRuns), qPrintable(plural));
        // Issue 19: the run status words, in the Runs list and the Monitor's status line, and Qt's own
        // dialogs (Debian's qt6-translations-l10n) speak it too.
        QFETCH(QString, failed);
        QFETCH(QString, saveButton);
        RunRecord run;
        run.id = 1;
        run.name = "broken";
        run.status = RunStatus::Failed;
        RunsTableModel model;
        model.setRuns({run});
        QCOMPARE(model.data(model.index(0, RunsTableModel::Status)).toString(), failed);
        QVERIFY(RunProgress::of(run, nullptr, 0, 0).text().startsWith(failed));
        // Issue 19: every tab fits a 1024x700 window in this language (before: the Monitor's bar made the
        // window at least 1076 pixels wide).
        window.resize(1024, 700);
        window.show();
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            QTest::qWait(20);
            QVERIFY2(window.minimumSizeHint().width() <= 1024 && window.minimumSizeHint().height() <= 700,
                     qPrintable(QStringLiteral("%1: %2x%3")
                                    .arg(window.tabs()->tabText(tab))
                                    .arg(window.minimumSizeHint().width())
                                    .arg(window.minimumSizeHint().height())));
        }
        QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"), QMessageBox::Save);
        QCOMPARE(box.button(QMessageBox::Save)->text().remove(QLatin1Char('&')), saveButton);
    }

    // Core's errors read in the chosen language wherever the workbench shows them: the sentence, the error
    // behind it and a marked word in it are translated, paths and names stay as they are; English is core's
    // own message; a sentence without a translation reads in English.
    void testCoreErrorsSpeakTheChosenLanguage() {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            QCoreApplication::removeTranslator(t), delete t;
        const QString missing = m_dir.filePath(QStringLiteral("missing.yaml"));
        const auto errorOf = [](const std::function<void()>& call) -> std::shared_ptr<std::exception> {
            try {
                call();
            } catch (const InputError& e) {
                return std::make_shared<InputError>(e);
            }
            return nullptr;
        };
        const auto notThere = errorOf([&] { Config::fromFile(ss(missing)); });
        const auto unknownOptimizer = errorOf([] { optimizerRegistry().at("sgdd"); });
        QVERIFY(notThere && unknownOptimizer);
        QCOMPARE(ErrorText::of(*notThere), QString::fromUtf8(notThere->what()));
        QCOMPARE(ErrorText::of(*notThere),
                 QStringLiteral("cannot read config file '%1': no such file").arg(missing));
        QCOMPARE(ErrorText::of(*unknownOptimizer), QString::fromUtf8(unknownOptimizer->what()));

        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("de")));
        QCOMPARE(ErrorText::of(*notThere),
                 QStringLiteral("Die Konfigurationsdatei '%1' kann nicht gelesen werden: keine solche Datei")
                     .arg(missing));
        QCOMPARE(ErrorText::of(*unknownOptimizer),
                 QStringLiteral(
                     "optim.name: Optimierer 'sgdd' ist unbekannt; gültig: sgd, rmsprop, adamw (meinten Sie "
                     "'sgd'?)"));
        // A failed run's reason as the Runs list and the Monitor show it.
        const Reason reason = reasonOf(*notThere);
        QCOMPARE(RunReasonText::of(reason, notThere->what()), ErrorText::of(*notThere));
        // osprey-cli's reason: line, as the workbench reads a launch that failed at start.
        const QString output = QStringLiteral("loading\nerror: %1\nreason: %2\n")
                                   .arg(QString::fromUtf8(notThere->what()), qs(reason.toJson()));
        const auto failed = RunController::failureReason(output, 2);
        QCOMPARE(failed.message, std::string(notThere->what()));
        QVERIFY(failed.reason == reason);
        // A reason: line not right after the error line may be another rank's (mpirun interleaves them).
        const auto apart =
            RunController::failureReason(QStringLiteral("error: %1\nsomething else\nreason: %2\n")
                                             .arg(QString::fromUtf8(notThere->what()), qs(reason.toJson())),
                                         2);
        QVERIFY(apart.reason.empty());
        // Without a translation: the sentence in English, filled.
        const InputError unknown(
            Reason::sentence("a sentence no translator has seen, about '{path}'", {{"path", "x"}}));
        QCOMPARE(ErrorText::of(unknown), QStringLiteral("a sentence no translator has seen, about 'x'"));
        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")));
        QCOMPARE(ErrorText::of(*notThere),
                 QStringLiteral("无法读取配置文件 '%1'：没有这个文件").arg(missing));
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            QCoreApplication::removeTranslator(t), delete t;
    }

    void testEnglishNeedsNoFile() {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
            QCoreApplication::removeTranslator(t), delete t;
        QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
        MainWindow window(100);
        QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(window.datasets())),
                 QStringLiteral("Datasets"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTranslations)
#include "TestTranslations.moc"
