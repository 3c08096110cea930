// The workbench's responsiveness benchmark (issue 4, part 9); figures go to docs/benchmarks.md.
//
//   osprey-gui-bench live [seconds] [rows-per-second]   the GUI thread's stalls while a writer thread adds
//                                                       metric rows to a running run shown in the monitor
//   osprey-gui-bench overlay [runs] [points]            loading and panning/zooming an overlay of `runs`
//                                                       runs of `points` loss rows each in the Runs view
//
// Stalls are measured with a 5 ms timer on the GUI thread: the time between two of its ticks beyond 5 ms is
// time the event loop could not run (a click or a repaint waiting). Run it with QT_QPA_PLATFORM=offscreen, or
// under Xvfb to include painting to a screen.

#include <QApplication>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <thread>

#include "MainWindow.h"
#include "common/WorkbenchSettings.h"
#include "monitor/CurvePlot.h"
#include "monitor/MonitorView.h"
#include "runs/RunsView.h"
#include "store/RunStore.h"
#include "store/StoreWatcher.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

std::string thisHost() {
    char buffer[256] = {};
    gethostname(buffer, sizeof buffer - 1);
    return buffer;
}

RunRecord benchRun(const std::string& name, RunStatus status) {
    RunRecord r;
    r.name = name;
    r.status = status;
    r.task = TaskKind::Classification;
    r.model = "cifar_resnet20";
    r.dataset = "synthetic";
    r.configYaml = "train:\n  epochs: 100\n";
    r.host = thisHost();
    r.pid = getpid();
    r.started = wallClockNow();
    return r;
}

// A loss curve with noise: what a real run looks like to the plot (no long straight runs to simplify).
MetricRow lossRow(int64_t step, int64_t stepsPerEpoch) {
    MetricRow row;
    row.step = step;
    row.epoch = step / stepsPerEpoch;
    row.name = "train/loss";
    row.value = 2.3 * std::exp(-static_cast<double>(step) / 20000.0) + 0.1 + 0.05 * std::sin(step * 0.7);
    row.wallTime = wallClockNow();
    return row;
}

struct Percentiles {
    double median = 0, p99 = 0, max = 0;
};
Percentiles percentiles(std::vector<double> values) {
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    auto at = [&](double q) {
        return values[std::min(values.size() - 1, static_cast<size_t>(q * values.size()))];
    };
    return {at(0.5), at(0.99), values.back()};
}

// Ticks every 5 ms on the GUI thread and records how late each tick came.
class StallMeter : public QObject {
public:
    StallMeter() {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const double now = m_clock.nsecsElapsed() / 1e6;
            if (m_last >= 0)
                m_gaps.push_back(std::max(0.0, now - m_last - 5.0));
            m_last = now;
        });
    }
    void start() {
        m_clock.start();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    const std::vector<double>& stalls() const { return m_gaps; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_last = -1;
    std::vector<double> m_gaps;
};

int live(int argc, char** argv, const QTemporaryDir& dir) {
    const int seconds = argc > 2 ? std::atoi(argv[2]) : 60;
    const int rate = argc > 3 ? std::atoi(argv[3]) : 100;
    const std::string store = dir.filePath(QStringLiteral("runs.db")).toStdString();
    int64_t runId = 0;
    {
        // The run already holds 100,000 rows: the monitor reads them once, then only what is new.
        RunStore writer(store);
        runId = writer.createRun(benchRun("live", RunStatus::Running));
        std::vector<MetricRow> history;
        for (int64_t step = 0; step < 100000; ++step)
            history.push_back(lossRow(step, 1000));
        writer.insertMetrics(runId, history);
    }
    WorkbenchSettings::setStorePath(QString::fromStdString(store));
    MainWindow window;
    window.resize(1360, 860);
    window.show();
    window.monitor()->showRun(runId);
    window.tabs()->setCurrentWidget(window.monitor());

    std::atomic<bool> stop{false};
    std::atomic<int64_t> written{0};
    std::thread writerThread([&] {
        RunStore writer(store);
        const auto period = std::chrono::microseconds(1000000 / rate);
        auto next = std::chrono::steady_clock::now();
        for (int64_t step = 100000; !stop; ++step) {
            // One row per transaction: harder on the reader than the trainer's batched inserts.
            writer.insertMetrics(runId, {lossRow(step, 1000)});
            written += 1;
            next += period;
            std::this_thread::sleep_until(next);
        }
    });

    StallMeter meter;
    QElapsedTimer wall;
    QTimer::singleShot(2000, [&] {  // after the first read of the history
        meter.start();
        wall.start();
    });
    QTimer::singleShot((seconds + 2) * 1000, [&] { QApplication::quit(); });
    QApplication::exec();
    meter.stop();
    stop = true;
    writerThread.join();
    const Percentiles p = percentiles(meter.stalls());
    const auto shown = window.monitor()->lossPlot()->curvePoints(QStringLiteral("train/loss"));
    std::printf("live: %d s, %lld rows written (%.1f rows/s), %lld points on the loss plot, %d replots\n",
                seconds, static_cast<long long>(written.load()), written.load() / (wall.elapsed() / 1000.0),
                static_cast<long long>(shown), window.monitor()->lossPlot()->replotCount());
    std::printf("GUI thread stalls over %zu ticks: median %.2f ms, p99 %.2f ms, max %.2f ms\n",
                meter.stalls().size(), p.median, p.p99, p.max);
    return p.max <= 50.0 ? 0 : 3;
}

int overlay(int argc, char** argv, const QTemporaryDir& dir) {
    const int runs = argc > 2 ? std::atoi(argv[2]) : 10;
    const int points = argc > 3 ? std::atoi(argv[3]) : 100000;
    const std::string store = dir.filePath(QStringLiteral("runs.db")).toStdString();
    QList<qint64> ids;
    {
        RunStore writer(store);
        for (int r = 0; r < runs; ++r) {
            const int64_t id = writer.createRun(benchRun("overlay" + std::to_string(r), RunStatus::Finished));
            std::vector<MetricRow> rows;
            rows.reserve(static_cast<size_t>(points));
            for (int64_t step = 0; step < points; ++step) {
                MetricRow row = lossRow(step, 1000);
                row.value *= 1.0 + 0.05 * r;
                rows.push_back(std::move(row));
            }
            writer.insertMetrics(id, rows);
            ids << id;
        }
    }
    WorkbenchSettings::setStorePath(QString::fromStdString(store));
    MainWindow window;
    window.resize(1360, 860);
    window.show();
    window.tabs()->setCurrentWidget(window.runs());
    CurvePlot* plot = window.runs()->overlayPlot();

    StallMeter meter;
    meter.start();
    QElapsedTimer load;
    load.start();
    QTimer::singleShot(1000, [&] { window.runs()->selectRuns(ids); });
    // Wait until every run's curve is on the plot.
    QTimer poll;
    double loadMs = 0;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        int complete = 0;
        for (int i = 0; i < plot->graphCount(); ++i)
            complete += plot->graph(i)->dataCount() == points;
        if (complete == runs) {
            loadMs = load.elapsed() - 1000.0;
            poll.stop();
            QApplication::quit();
        }
    });
    poll.start(10);
    QApplication::exec();
    meter.stop();
    const Percentiles loading = percentiles(meter.stalls());
    std::printf(
        "overlay: %d runs x %d points loaded and drawn in %.0f ms; GUI stalls meanwhile: median %.2f ms, "
        "p99 %.2f ms, max %.2f ms\n",
        runs, points, loadMs, loading.median, loading.p99, loading.max);

    // Pan and zoom as a mouse drag and the wheel do: change the range, replot at once, 200 frames each.
    std::vector<double> pan, zoom;
    plot->xAxis->setRange(0, points);
    plot->replot();
    QElapsedTimer frame;
    for (int i = 0; i < 200; ++i) {
        const double shift = points * 0.002 * (i < 100 ? 1 : -1);
        plot->xAxis->moveRange(shift);
        frame.start();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        pan.push_back(frame.nsecsElapsed() / 1e6);
    }
    for (int i = 0; i < 200; ++i) {
        plot->xAxis->scaleRange(i < 100 ? 0.97 : 1.0 / 0.97);
        frame.start();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        zoom.push_back(frame.nsecsElapsed() / 1e6);
    }
    const Percentiles p = percentiles(pan), z = percentiles(zoom);
    std::printf(
        "pan frames (%d points on screen): median %.1f ms, p99 %.1f ms, max %.1f ms (%.0f frames/s at "
        "the median)\n",
        runs * points, p.median, p.p99, p.max, 1000.0 / p.median);
    std::printf("zoom frames: median %.1f ms, p99 %.1f ms, max %.1f ms (%.0f frames/s at the median)\n",
                z.median, z.p99, z.max, 1000.0 / z.median);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("osprey-bench"));
    QApplication::setApplicationName(QStringLiteral("osprey-gui-bench"));
    QTemporaryDir dir;
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "live")
        return live(argc, argv, dir);
    if (mode == "overlay")
        return overlay(argc, argv, dir);
    std::fprintf(stderr,
                 "usage: osprey-gui-bench live [seconds] [rows-per-second] | overlay [runs] [points]\n");
    return 2;
}
