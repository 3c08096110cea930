#include "inspect/ErrorMarks.h"

#include <ctime>

#include <filesystem>
#include <sstream>

#include "config/Config.h"
#include "data/checks/ExcludeList.h"
#include "data/formats/FileLimits.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Reason.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string marksFolderIn(const std::string& runDir) {
    return (fs::path(runDir) / "inspect").string();
}

bool isFile(const std::string& path) {
    std::error_code ec;
    return fs::is_regular_file(path, ec);
}

// relabel.txt: "name<TAB>class" per line; '#' lines and blank ones are comments.
std::map<std::string, std::string> readRelabelList(const std::string& path) {
    std::map<std::string, std::string> out;
    std::istringstream in(readFile(path, kMaxImageListBytes));
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line[0] == '#')
            continue;
        const size_t tab = line.rfind('\t');
        if (tab == std::string::npos || tab == 0 || tab + 1 == line.size()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' line {line}: expected an item name, a tab and the new class name"),
                {{"path", path}, {"line", std::to_string(number)}}));
        }
        out[line.substr(0, tab)] = line.substr(tab + 1);
    }
    return out;
}

}  // namespace

std::string ErrorMarks::excludePathIn(const std::string& runDir) {
    return (fs::path(marksFolderIn(runDir)) / "exclude.txt").string();
}

std::string ErrorMarks::relabelPathIn(const std::string& runDir) {
    return (fs::path(marksFolderIn(runDir)) / "relabel.txt").string();
}

ErrorMarks ErrorMarks::open(const std::string& runDir) {
    ErrorMarks marks;
    const std::string excludePath = excludePathIn(runDir), relabelPath = relabelPathIn(runDir);
    const bool saved = isFile(excludePath) || isFile(relabelPath);
    if (isFile(excludePath)) {
        const ExcludeList saved = ExcludeList::read(excludePath, "");
        marks.m_excluded.insert(saved.lines().begin(), saved.lines().end());
    }
    if (isFile(relabelPath)) {
        for (const auto& [name, newClass] : readRelabelList(relabelPath)) {
            if (!marks.m_excluded.count(name))
                marks.m_relabelled[name] = newClass;
        }
    }
    if (!saved)
        marks.inheritRunList(runDir);
    return marks;
}

void ErrorMarks::inheritRunList(const std::string& runDir) {
    const std::string configPath = (fs::path(runDir) / "config.yaml").string();
    if (!isFile(configPath))
        return;
    std::string list;
    try {
        list = Config::fromFile(configPath).getString("data.exclude_list");
        if (list.empty())
            return;
        const ExcludeList earlier = ExcludeList::read(list, "");
        for (const std::string& name : earlier.lines())
            m_inherited += m_excluded.insert(name).second;
        m_inheritedFrom = list;
    } catch (const std::exception& e) {
        m_inheritProblem = e.what();
    }
}

void ErrorMarks::exclude(const std::string& name) {
    m_relabelled.erase(name);
    m_excluded.insert(name);
}

void ErrorMarks::relabel(const std::string& name, const std::string& newClass) {
    m_excluded.erase(name);
    m_relabelled[name] = newClass;
}

void ErrorMarks::clear(const std::string& name) {
    m_excluded.erase(name);
    m_relabelled.erase(name);
}

ErrorMarks::Mark ErrorMarks::mark(const std::string& name) const {
    if (m_excluded.count(name))
        return Mark::Exclude;
    return m_relabelled.count(name) ? Mark::Relabel : Mark::None;
}

std::string ErrorMarks::newClass(const std::string& name) const {
    const auto it = m_relabelled.find(name);
    return it == m_relabelled.end() ? std::string() : it->second;
}

std::string ErrorMarks::excludeText(const std::string& runDir) const {
    std::string exclude =
        "# Osprey: the pictures of run " + runDir +
        " marked Exclude in the Suspected errors view, one item name a line.\n"
        "# An experiment leaves them out with data.exclude_list set to this file; the annotation files stay "
        "as they are.\n";
    if (!m_inheritedFrom.empty())
        exclude += "# It holds the names of the run's own data.exclude_list (" + m_inheritedFrom + ") too.\n";
    for (const std::string& name : m_excluded)
        exclude += name + "\n";
    return exclude;
}

std::string ErrorMarks::freezeExcludeList(const std::string& runDir) const {
    createFolders(marksFolderIn(runDir), "marks");
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    std::string path;
    for (int n = 1;; ++n) {
        path = (std::filesystem::path(marksFolderIn(runDir)) /
                ("exclude-" + std::string(stamp) + (n > 1 ? "-" + std::to_string(n) : "") + ".txt"))
                   .string();
        std::error_code ec;
        if (!std::filesystem::exists(path, ec))
            break;
    }
    writeFileAtomically(path, excludeText(runDir));
    return path;
}

void ErrorMarks::save(const std::string& runDir) const {
    createFolders(marksFolderIn(runDir), "marks");
    const std::string exclude = excludeText(runDir);
    std::string relabel = "# Osprey: the pictures of run " + runDir +
                          " marked Relabel in the Suspected errors view: item name, a tab, the new class.\n"
                          "# Osprey never edits the annotation files: apply these in your labelling tool.\n";
    for (const auto& [name, newClass] : m_relabelled)
        relabel += name + "\t" + newClass + "\n";
    writeFileAtomically(excludePathIn(runDir), exclude);
    writeFileAtomically(relabelPathIn(runDir), relabel);
}

}  // namespace osprey
