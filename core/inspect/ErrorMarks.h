#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace osprey {

// The marks a person puts on suspected label errors of a run: pictures to leave out of the next experiment
// and pictures to relabel, kept beside the run as RUN_DIR/inspect/exclude.txt (the data.exclude_list format:
// one item name per line) and RUN_DIR/inspect/relabel.txt (item name, a tab, the new class name), each with
// a '#' header saying what it is. Osprey never edits the annotation files: a relabel list is for the
// person's labelling tool. A picture has at most one mark.
class ErrorMarks {
public:
    enum class Mark { None, Exclude, Relabel };

    static std::string excludePathIn(const std::string& runDir);
    static std::string relabelPathIn(const std::string& runDir);

    // The marks saved beside the run. Where none were saved yet and the run's own config names a
    // data.exclude_list, that list's names start as Exclude marks, so that a next experiment made from these
    // marks still leaves them out (`inherited` says how many; `inheritProblem` why the list could not be
    // read). Throws InputError naming the file when a saved list cannot be read.
    static ErrorMarks open(const std::string& runDir);

    void exclude(const std::string& name);
    void relabel(const std::string& name, const std::string& newClass);
    void clear(const std::string& name);

    Mark mark(const std::string& name) const;
    std::string newClass(const std::string& name) const;  // "" unless marked Relabel
    const std::set<std::string>& excluded() const { return m_excluded; }
    const std::map<std::string, std::string>& relabelled() const { return m_relabelled; }
    size_t inherited() const { return m_inherited; }
    const std::string& inheritedFrom() const { return m_inheritedFrom; }
    const std::string& inheritProblem() const { return m_inheritProblem; }

    // Writes both files atomically (RUN_DIR/inspect is made when missing); a crash leaves the old lists or
    // the new ones. Throws InputError naming the folder or file when they cannot be written.
    void save(const std::string& runDir) const;
    // A copy of the exclude list as it is now, RUN_DIR/inspect/exclude-YYYYMMDD-HHMMSS.txt (written
    // atomically, never over another): what a new experiment's data.exclude_list names, so that later marks
    // do not change that experiment's data. Returns its path.
    std::string freezeExcludeList(const std::string& runDir) const;

private:
    std::string excludeText(const std::string& runDir) const;
    void inheritRunList(const std::string& runDir);

    std::set<std::string> m_excluded;
    std::map<std::string, std::string> m_relabelled;
    size_t m_inherited = 0;
    std::string m_inheritedFrom, m_inheritProblem;
};

}  // namespace osprey
