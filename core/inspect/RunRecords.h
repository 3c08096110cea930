#pragma once

#include <memory>
#include <string>
#include <vector>

#include "store/RecordStore.h"
#include "util/TaskKind.h"

namespace osprey {

// A run's per-sample records opened for reading (RUN_DIR/inspect.db, written during training with
// inspect.record and inspect.train_margins, or by `osprey-cli eval --record`): what `osprey-cli inspect` and
// the workbench's evaluation views read. Epochs are counted from 1 here, as the console and the Monitor show
// them (the store keeps the metric rows' 0-based epoch).
class RunRecords {
public:
    // Throws InputError naming the folder when it holds no records (an older run, or inspect.record=false);
    // never creates the file.
    explicit RunRecords(const std::string& runDir);

    const std::string& runDir() const { return m_runDir; }
    TaskKind task() const { return m_task; }
    const std::vector<std::string>& classNames() const { return m_classNames; }
    const RecordStore& store() const { return *m_store; }

    // The validations of `split` from any of `sources` ("val", "eval", "train_margins"), oldest first.
    std::vector<RecordedValidation> validations(const std::string& split,
                                                const std::vector<std::string>& sources) const;
    // The one of epoch `epoch` (from 1; 0: any) written last; throws InputError saying which epochs there
    // are.
    RecordedValidation pick(const std::string& split, const std::vector<std::string>& sources,
                            int64_t epoch) const;
    // The item names and labels of a split.
    std::vector<RecordedSample> samples(const std::string& split) const;

private:
    std::string m_runDir;
    std::unique_ptr<RecordStore> m_store;
    TaskKind m_task = TaskKind::Classification;
    std::vector<std::string> m_classNames;
};

}  // namespace osprey
