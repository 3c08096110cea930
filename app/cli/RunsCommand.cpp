#include <CLI/CLI.hpp>

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "CliCommon.h"
#include "Commands.h"
#include "store/RunStore.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"

namespace osprey::cli {

namespace {

std::string localTime(double seconds) {
    if (seconds <= 0)
        return "-";
    const std::time_t t = static_cast<std::time_t>(seconds);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d %H:%M", std::localtime(&t));
    return buffer;
}

nlohmann::json runJson(const RunRecord& r) {
    nlohmann::json j{{"id", r.id},
                     {"name", r.name},
                     {"status", runStatusName(r.effectiveStatus())},
                     {"task", taskName(r.task)},
                     {"model", r.model},
                     {"dataset", r.dataset},
                     {"run_dir", r.runDir},
                     {"host", r.host},
                     {"device", r.device},
                     {"world_size", r.worldSize},
                     {"started", r.started},
                     {"ended", r.ended},
                     {"bad_images", r.badImages},
                     {"message", r.message},
                     {"versions", r.versions}};
    j["best_metric"] = r.hasBestMetric ? nlohmann::json(r.bestMetric) : nlohmann::json(nullptr);
    j["best_metric_name"] = r.bestMetricName;
    return j;
}

std::string storePath(const std::string& db) {
    return db.empty() ? RunStore::defaultPath() : db;
}

// These commands only read: a store that is not there is not created (a mistyped --db left an empty store,
// and its folders, behind).
std::unique_ptr<RunStore> openExistingStore(const std::string& db) {
    const std::string path = storePath(db);
    std::error_code ec;  // a store that cannot be looked at (no permission) is opened, to say why
    if (!std::filesystem::exists(path, ec) && !ec)
        throw InputError("there is no run store '" + path + "' (training creates it; --db names another)");
    return std::make_unique<RunStore>(path);
}

void listRuns(const std::string& db, bool json) {
    std::error_code ec;
    if (!std::filesystem::exists(storePath(db), ec) && !ec) {
        if (json)
            std::cout << "[]" << std::endl;
        else
            std::printf("no runs in %s (no run store there yet)\n", storePath(db).c_str());
        return;
    }
    RunStore store(storePath(db));
    const auto runs = store.listRuns();
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& r : runs)
            out.push_back(runJson(r));
        std::cout << jsonText(out, 2) << std::endl;
        return;
    }
    if (runs.empty()) {
        std::printf("no runs in %s\n", store.path().c_str());
        return;
    }
    std::printf("%5s  %-24s %-9s %-16s %-12s %-17s folder\n", "id", "name", "status", "model", "best",
                "started");
    for (const auto& r : runs) {
        char best[40] = "-";
        if (r.hasBestMetric)
            std::snprintf(best, sizeof best, "%.4g", r.bestMetric);
        std::printf("%5lld  %-24.24s %-9s %-16.16s %-12s %-17s %s\n", static_cast<long long>(r.id),
                    r.name.c_str(), runStatusName(r.effectiveStatus()), r.model.c_str(), best,
                    localTime(r.started).c_str(), r.runDir.c_str());
    }
}

void showRun(const std::string& db, const std::string& which, bool json) {
    const auto opened = openExistingStore(db);
    const RunStore& store = *opened;
    const RunRecord r = findRun(store, which);
    const auto metrics = store.metrics(r.id);
    const auto events = store.events(r.id);
    const auto checkpoints = store.checkpoints(r.id);
    if (json) {
        nlohmann::json j = runJson(r);
        j["config"] = r.configYaml;
        nlohmann::json latest = nlohmann::json::object();
        for (const auto& m : metrics)
            latest[m.name] = m.value;
        j["latest_metrics"] = latest;
        nlohmann::json ev = nlohmann::json::array();
        for (const auto& e : events)
            ev.push_back({{"time", e.time}, {"level", e.level}, {"message", e.message}});
        j["events"] = ev;
        nlohmann::json files = nlohmann::json::array();
        for (const auto& c : checkpoints) {
            files.push_back({{"path", c.path},
                             {"kind", c.kind},
                             {"epoch", c.epoch},
                             {"step", c.step},
                             {"metric", c.hasMetric ? nlohmann::json(c.metric) : nlohmann::json()}});
        }
        j["checkpoints"] = files;
        std::cout << jsonText(j, 2) << std::endl;
        return;
    }
    std::printf("run %lld: %s\n", static_cast<long long>(r.id), r.name.c_str());
    std::printf("  status     %s%s\n", runStatusName(r.effectiveStatus()),
                r.message.empty() ? "" : (" (" + r.message + ")").c_str());
    std::printf("  model      %s\n  data       %s\n  device     %s\n", r.model.c_str(), r.dataset.c_str(),
                r.device.c_str());
    std::printf("  folder     %s\n  started    %s\n  ended      %s\n", r.runDir.c_str(),
                localTime(r.started).c_str(), localTime(r.ended).c_str());
    if (r.hasBestMetric)
        std::printf("  best       %s = %.4f\n", r.bestMetricName.c_str(), r.bestMetric);
    if (r.badImages)
        std::printf("  skipped    %lld unreadable images\n", static_cast<long long>(r.badImages));
    std::map<std::string, MetricRow> latest;
    for (const auto& m : metrics)
        latest[m.name] = m;
    if (!latest.empty())
        std::printf("  latest metrics:\n");
    for (const auto& [name, m] : latest) {
        std::printf("    %-24s %.6g (epoch %lld, step %lld)\n", name.c_str(), m.value,
                    static_cast<long long>(m.epoch + 1), static_cast<long long>(m.step));
    }
    if (!checkpoints.empty())
        std::printf("  checkpoints:\n");
    for (const auto& c : checkpoints) {
        std::printf("    %-9s epoch %-4lld %s\n", c.kind.c_str(), static_cast<long long>(c.epoch),
                    c.path.c_str());
    }
    for (const auto& e : events)
        std::printf("  %s  %s: %s\n", localTime(e.time).c_str(), e.level.c_str(), e.message.c_str());
}

void exportRun(const std::string& db, const std::string& which, const std::string& outPath) {
    const auto opened = openExistingStore(db);
    const RunStore& store = *opened;
    const RunRecord r = findRun(store, which);
    std::ofstream file;
    if (!outPath.empty()) {
        checkOutputFile(outPath, "--out");  // a FIFO here would block the open
        file.open(outPath);
        if (!file)
            throw InputError("cannot write '" + outPath + "'");
    }
    std::ostream& out = outPath.empty() ? std::cout : file;
    out << "run_id,step,epoch,name,value,wall_time\n";
    out.precision(10);
    for (const auto& m : store.metrics(r.id)) {
        out << r.id << ',' << m.step << ',' << m.epoch << ',' << m.name << ',' << m.value << ',' << std::fixed
            << m.wallTime << std::defaultfloat << '\n';
    }
}

}  // namespace

void addRunsCommand(CLI::App& app) {
    struct Args {
        std::string db;
        std::string run;
        std::string out;
        bool json = false;
        bool csv = false;
    };
    auto args = std::make_shared<Args>();
    CLI::App* cmd = app.add_subcommand("runs", "List, show and export runs in the run store");
    cmd->require_subcommand(1);
    cmd->add_option("--db", args->db, "Run store; default ~/.local/share/osprey/runs.db");

    CLI::App* list = cmd->add_subcommand("list", "One line per run");
    list->add_flag("--json", args->json, "Print a JSON array");
    list->callback([args] { listRuns(args->db, args->json); });

    CLI::App* show = cmd->add_subcommand("show", "Status, config, latest metrics and events of a run");
    show->add_option("run", args->run, "Run id or run folder")->required();
    show->add_flag("--json", args->json, "Print JSON");
    show->callback([args] { showRun(args->db, args->run, args->json); });

    CLI::App* exp = cmd->add_subcommand("export", "Write a run's metrics as CSV");
    exp->add_option("run", args->run, "Run id or run folder")->required();
    exp->add_flag("--csv", args->csv, "CSV output (the only format)");
    exp->add_option("--out,-o", args->out, "Output file; default standard output");
    exp->callback([args] { exportRun(args->db, args->run, args->out); });
}

}  // namespace osprey::cli
