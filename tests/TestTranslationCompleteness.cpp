#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <cmath>
#include <functional>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "VisibleStrings.h"
#include "common/QtConversions.h"
#include "common/Translations.h"
#include "config/ConfigProblem.h"
#include "config/ConfigSchema.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "datasets/DatasetHealthPanel.h"
#include "datasets/DatasetsView.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "editor/FieldLabels.h"
#include "editor/ProblemTexts.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceView.h"
#include "inspect/CheckpointScrubber.h"
#include "launch/LaunchPanel.h"
#include "launch/RunController.h"
#include "monitor/MonitorView.h"
#include "runs/RunsView.h"
#include "session/LaunchCheck.h"
#include "store/StoreWatcher.h"
#include "welcome/WelcomeView.h"
#include "wizard/DatasetPage.h"
#include "wizard/NewExperimentWizard.h"

using namespace osprey;
using namespace osprey::ui;
using osprey::test::VisibleStrings;
using osprey::test::visibleStrings;

namespace {

// Runs `open`, which shows a modal dialog and returns once it is closed; takes the dialog's strings while it
// is up, then closes it as Escape would (Cancel, No).
VisibleStrings fromModal(const QString& name, const std::function<void()>& open) {
    VisibleStrings strings;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        poll.stop();
        strings = visibleStrings(modal, name);
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
    });
    poll.start();
    open();
    return strings;
}

void removeTranslators() {
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>())
        QCoreApplication::removeTranslator(t), delete t;
}

bool hasLetters(const QString& text) {
    for (const QChar c : text) {
        if (c.isLetter())
            return true;
    }
    return false;
}

}  // namespace

// Issue 19: every string the workbench shows is in German and in Chinese when it speaks them. The whole
// window is walked once in English and once in each language, in the same states (a run that failed, one
// that finished, a dataset open, a value out of range, the dialogs), and strings are paired by the path of
// their widget: a string that reads the same in both is untranslated, unless it is data (a run's or a file's
// name, a number, a config value, a model's name) or on the committed allow-list of proper names and units.
class TestTranslationCompleteness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        test::isolateWorkbench(m_dir);
        makeBrokenCoco();
        makeStore();
        m_allowed = readAllowList();
        QVERIFY2(m_allowed.size() <= 20, qPrintable(QString::number(m_allowed.size())));
        m_english = walkWorkbench(QStringLiteral("en"));
        QVERIFY(m_english.size() > 300);
    }

    void testEveryStringIsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void testEveryStringIsTranslated() {
        QFETCH(QString, language);
        const VisibleStrings translated = walkWorkbench(language);
        QStringList same, unpaired;
        for (auto it = m_english.begin(); it != m_english.end(); ++it) {
            const auto other = translated.find(it.key());
            // What a file dialog lists is the disk's, which other programs change between the walks.
            if (other == translated.end()) {
                if (!isFileListing(it.key()))
                    unpaired << QStringLiteral("only in English: ") + it.key();
                continue;
            }
            if (other.value() == it.value() && !isDataOrAllowed(it.key(), it.value()))
                same << it.key() + QStringLiteral(": ") +
                            it.value().left(160).replace(QLatin1Char('\n'), QStringLiteral("\\n"));
        }
        for (auto it = translated.begin(); it != translated.end(); ++it) {
            if (!m_english.contains(it.key()) && !isFileListing(it.key()))
                unpaired << QStringLiteral("only in %1: ").arg(language) + it.key();
        }
        for (const QString& line : std::as_const(unpaired))
            qInfo().noquote() << line;
        for (const QString& line : std::as_const(same))
            qInfo().noquote() << QStringLiteral("untranslated: ") + line;
        QVERIFY2(
            unpaired.isEmpty(),
            qPrintable(
                QStringLiteral("%1 strings are in one language's walk only (above)").arg(unpaired.size())));
        QVERIFY2(same.isEmpty(),
                 qPrintable(QStringLiteral("%1 strings are the same in English and %2 (above)")
                                .arg(same.size())
                                .arg(language)));
    }

    // The workbench words what core reports in parts (what a key allows, why an experiment does not load);
    // in English its words are core's own, so that the two cannot drift apart.
    void testEnglishWordsAreCores() {
        removeTranslators();
        for (const ConfigKey& key : ConfigSchema::instance().keys())
            QCOMPARE(FieldLabels::allowed(key.name), qs(key.allowed()));
        const char* const broken[] = {
            "optim:\n  lrr: 0.1\n",           // unknown key, with a suggestion
            "zzzzzz: 1\n",                    // unknown key, none near
            "optim: 3\n",                     // a section given a value
            "optim:\n  name: sgdd\n",         // not one of the choices
            "optim:\n  lr: -1\n",             // out of range
            "optim:\n  lr: fast\n",           // not a number
            "optim:\n  lr:\n",                // no value
            "schedule:\n  milestones: 30\n",  // not a list
            "augment:\n  std: [0.2, -1]\n",   // a list element out of range
            "- a\n- b\n",                     // not a mapping
            "optim: [\n",                     // not YAML
        };
        for (const char* yaml : broken) {
            try {
                Config::fromYaml(yaml, "exp.yaml");
                QFAIL(yaml);
            } catch (const ConfigError& e) {
                QCOMPARE(ProblemTexts::config(e.problem()), QString::fromUtf8(e.what()));
            }
        }
        Config override;
        try {
            override.applyOverride("train.epochs=[1");
            QFAIL("train.epochs=[1");
        } catch (const ConfigError& e) {
            QCOMPARE(ProblemTexts::config(e.problem()), QString::fromUtf8(e.what()));
        }
    }

private:
    // A COCO folder whose annotations are cut off: the Datasets view, New Experiment and a launch on it fail
    // with core's words.
    void makeBrokenCoco() {
        m_brokenCoco = m_wizardDir.filePath(QStringLiteral("broken-coco"));
        for (const char* folder : {"annotations", "train", "val"})
            QDir().mkpath(m_brokenCoco + QLatin1Char('/') + QLatin1String(folder));
        for (const char* split : {"train", "val"}) {
            QFile file(m_brokenCoco +
                       QStringLiteral("/annotations/instances_%1.json").arg(QLatin1String(split)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"images\": [");
        }
        m_notACheckpoint = m_wizardDir.filePath(QStringLiteral("not-a-checkpoint.pt"));
        QFile file(m_notACheckpoint);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("these are not weights\n");
    }

    // A launch on the broken COCO folder, as the workbench records it: osprey-cli refuses the data at start
    // and the run is kept as failed, with its reason read from osprey-cli's output.
    void addFailedLaunch(RunStore& store, const std::string& config) {
        const QString yamlPath = m_wizardDir.filePath(QStringLiteral("broken-coco.yaml"));
        QFile yaml(yamlPath);
        QVERIFY(yaml.open(QIODevice::WriteOnly));
        yaml.write(QStringLiteral("task: detection\ndata:\n  dataset: coco\n  root: %1\nmodel:\n  name: "
                                  "retinanet_resnet18_fpn\n")
                       .arg(m_brokenCoco)
                       .toUtf8());
        yaml.close();
        QProcess cli;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("OSPREY_ERROR_REASON"), QStringLiteral("1"));
        cli.setProcessEnvironment(environment);
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(QStringLiteral(OSPREY_CLI_PATH),
                  {QStringLiteral("train"), QStringLiteral("--config"), yamlPath, QStringLiteral("--run-dir"),
                   m_wizardDir.filePath(QStringLiteral("broken-run")), QStringLiteral("--db"),
                   m_wizardDir.filePath(QStringLiteral("other.db"))});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 2);
        const auto why = RunController::failureReason(QString::fromUtf8(cli.readAll()), cli.exitCode());
        RunRecord failed;
        failed.name = "my-coco";
        failed.task = TaskKind::Detection;
        failed.model = "retinanet_resnet18_fpn";
        failed.dataset = "coco";
        failed.configYaml = config;
        failed.runDir = ss(QDir(m_dir.path()).filePath(QStringLiteral("runs/my-coco")));
        failed.started = 1690000000;
        m_failedLaunch = store.createRun(failed);
        store.setStatus(m_failedLaunch, RunStatus::Failed, why.message, why.reason);
    }

    // Three runs: a launch that failed at start, one that finished, one whose loss became NaN and that failed
    // for it.
    void makeStore() {
        RunStore store(ss(test::storePathIn(m_dir)));
        const std::string config = Config().toYaml();
        addFailedLaunch(store, config);
        RunRecord finished;
        finished.name = "baseline";
        finished.model = "resnet18";
        finished.dataset = "digits";
        finished.configYaml = config;
        finished.runDir = ss(QDir(m_dir.path()).filePath(QStringLiteral("runs/baseline")));
        finished.device = "cpu";
        finished.started = 1700000000;
        m_finished = store.createRun(finished);
        std::vector<MetricRow> rows;
        for (int64_t step = 1; step <= 20; ++step) {
            rows.push_back(
                {step, (step - 1) / 10, "train/loss", 2.0 / static_cast<double>(step), 1700000000.0 + step});
            rows.push_back({step, (step - 1) / 10, "train/lr", 0.1, 1700000000.0 + step});
            rows.push_back({step, (step - 1) / 10, "train/img_per_s", 100.0, 1700000000.0 + step});
            rows.push_back({step, (step - 1) / 10, "train/data_wait_pct", 5.0, 1700000000.0 + step});
        }
        for (int64_t epoch = 0; epoch < 2; ++epoch) {
            const int64_t step = 10 * (epoch + 1);
            const double time = 1700000000.0 + static_cast<double>(step);
            rows.push_back({step, epoch, "train/epoch_seconds", 10.0, time});
            rows.push_back({step, epoch, "val/top1", 80.0 + static_cast<double>(epoch), time});
            rows.push_back({step, epoch, "val/top5", 95.0, time});
            rows.push_back({step, epoch, "val/loss", 0.5, time});
        }
        store.insertMetrics(m_finished, rows);
        store.setBestMetric(m_finished, "val/top1", 81.0);
        store.setStatus(m_finished, RunStatus::Finished, "finished after 2 epochs",
                        Reason{"ended", {{"status", "finished"}, {"epochs", "2"}}});

        RunRecord diverged = finished;
        Config faster;
        faster.set("optim.lr", 10.0);
        diverged.configYaml = faster.toYaml();
        diverged.name = "too-fast";
        diverged.runDir = ss(QDir(m_dir.path()).filePath(QStringLiteral("runs/too-fast")));
        m_diverged = store.createRun(diverged);
        rows.clear();
        for (int64_t step = 1; step <= 6; ++step)
            rows.push_back({step, 0, "train/loss", 2.0 * static_cast<double>(step), 1700000100.0 + step});
        rows.push_back({7, 0, "train/loss", std::nan(""), 1700000107.0});
        store.insertMetrics(m_diverged, rows);
        // As the trainer records it (core/train/Trainer.cpp).
        store.setStatus(m_diverged, RunStatus::Failed,
                        "the training loss became nan at epoch 1, step 7; lower optim.lr or enable "
                        "optim.grad_clip",
                        Reason{"loss_not_finite", {{"value", "nan"}, {"epoch", "1"}, {"step", "7"}}});
    }

    static QSet<QString> readAllowList() {
        QFile file(QStringLiteral(OSPREY_SOURCE_DIR "/tests/TranslationAllowList.txt"));
        QSet<QString> out;
        if (!file.open(QIODevice::ReadOnly))
            return out;
        for (const QByteArray& line : file.readAll().split('\n')) {
            const QString entry = QString::fromUtf8(line).trimmed();
            if (!entry.isEmpty() && !entry.startsWith(QLatin1Char('#')))
                out.insert(entry);
        }
        return out;
    }

    // Data, not language: text without letters (numbers, dates, "–"), what the user typed (the contents of
    // edits), what the data says (the YAML, the process output, the values of config fields, run and file
    // names, model, metric and config key names), or allow-listed names and units.
    static bool isFileListing(const QString& where) {
        static const QRegularExpression listing(
            QStringLiteral("\\[(listView|treeView|sidebar|lookInCombo)\\]#\\d+ item "));
        return listing.match(where).hasMatch();
    }

    bool isDataOrAllowed(const QString& where, const QString& text) const {
        if (!hasLetters(text) || m_allowed.contains(text.trimmed()))
            return true;
        // The YAML, the process output, the command line; a dataset's pictures and the Inference view's
        // images (names, paths); the files and folders a file dialog lists.
        static const QRegularExpression dataWidgets(
            QStringLiteral("\\[(yamlView|console|launchCommand)\\]#\\d+ text$|"
                           "\\[(thumbnails|images)\\]#\\d+ item |"
                           "\\[(listView|treeView|sidebar|lookInCombo)\\]#\\d+ item "));
        if (dataWidgets.match(where).hasMatch())
            return true;
        // Editable line edits hold what the user typed or picked (a path, a value).
        if (where.contains(QStringLiteral("QLineEdit")) && where.endsWith(QStringLiteral(" text")))
            return true;
        // A config field's contents are config values (its objectName is its key).
        for (const QString& key : m_configKeys) {
            if (where.contains(QLatin1Char('[') + key + QStringLiteral("]#")) &&
                !where.endsWith(QStringLiteral("toolTip")))
                return true;
        }
        // Every word of it is a data word: names of runs, models, metrics, config keys and values, or a path.
        static const QRegularExpression separators(QStringLiteral("[\\s,;:()\\[\\]{}\"'=·—–#*]+"));
        for (const QString& word : text.split(separators, Qt::SkipEmptyParts)) {
            if (hasLetters(word) && !word.contains(QLatin1Char('/')) && !m_dataWords.contains(word) &&
                !m_allowed.contains(word))
                return false;
        }
        return true;
    }

    void collectDataWords() {
        for (const ConfigKey& key : ConfigSchema::instance().keys()) {
            m_configKeys << qs(key.name);
            m_dataWords << qs(key.name);
            for (const auto& choice : key.choices)
                m_dataWords << qs(choice);
        }
        for (const char* task : {"classification", "detection"}) {
            for (const auto& model : modelNamesForTask(task))
                m_dataWords << qs(model);
        }
        for (const char* word : {"baseline", "too-fast", "my-coco", "runs.db", "experiment.yaml"})
            m_dataWords << QString::fromLatin1(word);
    }

    // The workbench in `language`, walked through its states. To check another view or dialog: bring it into
    // the state to check (the same in every language) and add take(visibleStrings(view, "a name")); a modal
    // dialog that exec()s: take(fromModal("a name", [&] { what opens it; })). A widget that shows data
    // (names, paths, values) gets an objectName and a place in isDataOrAllowed()'s dataWidgets.
    VisibleStrings walkWorkbench(const QString& language) {
        if (m_configKeys.isEmpty())
            collectDataWords();
        removeTranslators();
        installTranslations(*QCoreApplication::instance(), language);
        test::isolateWorkbench(m_dir);
        VisibleStrings all;
        auto take = [&all](const VisibleStrings& strings) {
            for (auto it = strings.begin(); it != strings.end(); ++it)
                all.insert(it.key(), it.value());
        };

        // New Experiment's folders: outside the data folder, which the file dialogs list.
        const QString notes = m_wizardDir.filePath(QStringLiteral("notes"));
        const QString coco = m_wizardDir.filePath(QStringLiteral("coco"));
        QDir().mkpath(notes);
        if (!QFile::exists(coco + QStringLiteral("/annotations/instances_val.json"))) {
            const ShapesGenerator shapes(ShapesGenerator::Options::forSize(64));
            shapes.writeCoco(coco.toStdString(), "train", 3, 6, 0);
            shapes.writeCoco(coco.toStdString(), "val", 3, 2, 6);
        }

        MainWindow window(50);
        window.resize(1024, 700);
        window.show();
        [&] { QTRY_COMPARE(window.watcher()->runs().size(), 3); }();
        // The Monitor opens on the newest run (the one that diverged): its curves arrive a moment later.
        [&] { QTRY_COMPARE(window.monitor()->lossPlot()->markerLabels().size(), 1); }();

        // The Experiment tab: as it opens; with a launch problem (a dataset folder that is not there); with a
        // value out of range; with YAML that does not load.
        ExperimentEditor* editor = window.editor();
        window.tabs()->setCurrentWidget(editor);
        take(visibleStrings(&window, QStringLiteral("window")));
        editor->document()->setYaml(QStringLiteral("data:\n  dataset: folder\n  root: missing-folder\n"));
        take(visibleStrings(editor, QStringLiteral("experiment[launch problem]")));
        editor->document()->setField(QStringLiteral("optim.lr"), QStringLiteral("-1"));
        editor->document()->setField(QStringLiteral("optim.name"), QStringLiteral("sgdd"));
        take(visibleStrings(editor, QStringLiteral("experiment[bad values]")));
        editor->document()->setYaml(QStringLiteral("optim:\n  lrr: 0.1\n"));
        take(visibleStrings(editor, QStringLiteral("experiment[unknown key]")));
        editor->document()->setYaml(QStringLiteral("optim:\n  name: sgdd\n"));
        take(visibleStrings(editor, QStringLiteral("experiment[bad choice]")));
        editor->document()->setYaml(QStringLiteral("optim: [\n"));
        take(visibleStrings(editor, QStringLiteral("experiment[yaml syntax]")));
        // Launch with mpirun and a hostfile that is not there.
        auto* launch = editor->findChild<LaunchPanel*>();
        launch->setMode(LaunchSpec::Mode::Mpi);
        launch->setMpi(QStringLiteral("mpirun"), 2, QString(), m_dir.filePath(QStringLiteral("no-hostfile")),
                       QString());
        take(visibleStrings(editor, QStringLiteral("experiment[mpi problem]")));
        launch->setMode(LaunchSpec::Mode::Local);

        // Dialogs: unsaved changes, opening and saving an experiment, Settings, About, killing a run.
        take(fromModal(QStringLiteral("unsaved changes"), [editor] { editor->confirmDiscard(); }));
        editor->document()->loadTemplateText(QStringLiteral("name: t\n"), QStringLiteral("t"));
        take(fromModal(QStringLiteral("open experiment"), [editor] { editor->openWithDialog(); }));
        take(fromModal(QStringLiteral("save experiment"), [editor] { editor->saveAs(); }));
        take(fromModal(QStringLiteral("settings"), [&window] { window.showSettings(); }));
        take(fromModal(QStringLiteral("kill run"),
                       [&window, this] { Q_EMIT window.monitor()->killRequested(m_diverged); }));
        QAction* about = window.menuBar()->actions().constLast()->menu()->actions().constLast();
        take(fromModal(QStringLiteral("about"), [about] { about->trigger(); }));

        // The Monitor with the run that diverged, and with the one that finished.
        window.tabs()->setCurrentWidget(window.monitor());
        window.monitor()->showRun(m_diverged);
        [&] {
            QTRY_VERIFY(window.watcher()->curves(m_diverged) &&
                        window.watcher()->curves(m_diverged)->rowCount() == 7);
        }();
        QTest::qWait(100);
        take(visibleStrings(window.monitor(), QStringLiteral("monitor[diverged]")));
        window.monitor()->showRun(m_finished);
        [&] {
            QTRY_VERIFY(window.watcher()->curves(m_finished) &&
                        window.watcher()->curves(m_finished)->rowCount() > 80);
        }();
        QTest::qWait(100);
        take(visibleStrings(window.monitor(), QStringLiteral("monitor[finished]")));
        // A click on its chart: the checkpoint scrubber beside it says the run has no checkpoint.
        QSignalSpy scrubbed(window.scrubber(), &CheckpointScrubber::finished);
        window.scrubber()->show();
        window.scrubber()->scrub(m_finished, 1.0);
        [&] { QVERIFY(scrubbed.wait(10000)); }();
        take(visibleStrings(window.monitor(), QStringLiteral("monitor[scrubber]")));
        window.scrubber()->hide();
        window.monitor()->showRun(m_failedLaunch);
        QTest::qWait(200);
        take(visibleStrings(window.monitor(), QStringLiteral("monitor[failed launch]")));

        // The Runs list with both, the failed one selected; deleting asks first.
        window.tabs()->setCurrentWidget(window.runs());
        window.runs()->selectRuns({m_diverged});
        QTest::qWait(100);
        take(visibleStrings(window.runs(), QStringLiteral("runs")));
        window.runs()->selectRuns({m_failedLaunch});
        QTest::qWait(100);
        take(visibleStrings(window.runs(), QStringLiteral("runs[failed launch]")));
        auto* rename = window.runs()->findChild<QPushButton*>(QStringLiteral("renameRun"));
        take(fromModal(QStringLiteral("rename run"), [rename] { rename->click(); }));
        auto* editNotes = window.runs()->findChild<QPushButton*>(QStringLiteral("editNotes"));
        take(fromModal(QStringLiteral("run notes"), [editNotes] { editNotes->click(); }));
        window.runs()->selectRuns({m_diverged});
        auto* remove = window.runs()->findChild<QPushButton*>(QStringLiteral("deleteRuns"));
        take(fromModal(QStringLiteral("delete runs"), [remove] { remove->click(); }));
        window.runs()->selectRuns({m_finished, m_diverged});
        auto* diff = window.runs()->findChild<QPushButton*>(QStringLiteral("showConfigDiff"));
        take(fromModal(QStringLiteral("config diff"), [diff] { diff->click(); }));

        // The Datasets tab with the digits demo open.
        window.tabs()->setCurrentWidget(window.datasets());
        QSignalSpy opened(window.datasets(), &DatasetsView::opened);
        window.datasets()->setSource(QStringLiteral("digits"), QString());
        window.datasets()->openFromForm();
        [&] { QVERIFY(!opened.isEmpty() || opened.wait(120000)); }();
        take(visibleStrings(window.datasets(), QStringLiteral("datasets")));
        // ... its check of every picture, and the Health page.
        QSignalSpy checked(window.datasets(), &DatasetsView::checkFinished);
        window.datasets()->checkButton()->click();
        [&] { QVERIFY(checked.wait(120000)); }();
        window.datasets()->pages()->setCurrentWidget(window.datasets()->health());
        take(visibleStrings(window.datasets(), QStringLiteral("datasets[health]")));
        window.datasets()->pages()->setCurrentIndex(0);
        // ... and with a COCO folder whose annotations do not read.
        opened.clear();
        window.datasets()->setSource(QStringLiteral("coco"), m_brokenCoco);
        window.datasets()->openFromForm();
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(
                !window.datasets()->isOpening() && !window.datasets()->errorText().isEmpty(), 60000);
        }();
        take(visibleStrings(window.datasets(), QStringLiteral("datasets[broken]")));

        // The Start page; New Experiment on a folder that holds no dataset, on a COCO folder, and its model
        // page.
        window.tabs()->setCurrentWidget(window.welcome());
        take(visibleStrings(window.welcome(), QStringLiteral("start")));
        NewExperimentWizard* wizard = window.newExperiment();
        [&] { QTRY_VERIFY(wizard->isVisible()); }();
        wizard->datasetPage()->setPath(notes);
        take(visibleStrings(wizard, QStringLiteral("new experiment[no dataset]")));
        wizard->datasetPage()->setPath(m_brokenCoco);
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(
                !wizard->datasetPage()->isReading() && !wizard->datasetPage()->isComplete(), 60000);
        }();
        take(visibleStrings(wizard, QStringLiteral("new experiment[broken]")));
        wizard->datasetPage()->setPath(coco);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(wizard->datasetPage()->isComplete(), 60000); }();
        take(visibleStrings(wizard, QStringLiteral("new experiment[data]")));
        wizard->next();
        take(visibleStrings(wizard, QStringLiteral("new experiment[model]")));
        wizard->reject();

        // The Inference tab, as it opens; then as the journey ends: the journey's detector on its pictures.
        window.tabs()->setCurrentWidget(window.inference());
        take(visibleStrings(window.inference(), QStringLiteral("inference")));
        InferenceView* inference = window.inference();
        // A weight file that is not one.
        QSignalSpy loadFailed(inference->session(), &InferenceSession::modelFailed);
        inference->loadWeights(m_notACheckpoint, QStringLiteral("resnet18"));
        [&] { QVERIFY(!loadFailed.isEmpty() || loadFailed.wait(60000)); }();
        take(visibleStrings(window.inference(), QStringLiteral("inference[not weights]")));
        inference->loadRun(QStringLiteral(OSPREY_JOURNEY_FIXTURE "/run"));
        inference->addImages({QStringLiteral(OSPREY_JOURNEY_FIXTURE "/data/train")});
        [&] { QTRY_VERIFY_WITH_TIMEOUT(inference->resultCount() >= 8, 120000); }();
        inference->imageList()->setCurrentRow(0);
        QTest::qWait(100);
        take(visibleStrings(inference, QStringLiteral("inference[detections]")));
        inference->clearImages();
        // OSPREY_VISIBLE_STRINGS=folder: each language's strings in a file there, to see what a view shows.
        if (const QString folder = qEnvironmentVariable("OSPREY_VISIBLE_STRINGS"); !folder.isEmpty()) {
            QFile dump(QDir(folder).filePath(language + QStringLiteral(".txt")));
            if (dump.open(QIODevice::WriteOnly)) {
                for (auto it = all.begin(); it != all.end(); ++it)
                    dump.write((it.key() + QStringLiteral(": ") + it.value() + QLatin1Char('\n')).toUtf8());
            }
        }
        return all;
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_wizardDir;
    qint64 m_finished = 0;
    qint64 m_diverged = 0;
    qint64 m_failedLaunch = 0;
    QString m_brokenCoco;
    QString m_notACheckpoint;
    QSet<QString> m_allowed;
    QStringList m_configKeys;
    QSet<QString> m_dataWords;
    VisibleStrings m_english;
};

QTEST_MAIN(TestTranslationCompleteness)
#include "TestTranslationCompleteness.moc"
