#include "inspect/RunRecords.h"

#include <filesystem>

#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

RunRecords::RunRecords(const std::string& runDir) : m_runDir(runDir) {
    const std::string path = RecordStore::pathIn(runDir);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{dir}' holds no per-sample records (inspect.db): the run was trained before "
                "Osprey kept them, or with inspect.record=false; 'osprey-cli eval --run {dir} "
                "--record' records its validation split now"),
            {{"dir", runDir}}));
    }
    m_store = std::make_unique<RecordStore>(path, RecordStore::Access::ReadOnly);
    m_task = findTaskKind(m_store->meta("task")).value_or(TaskKind::Classification);
    m_classNames = m_store->classNames();
}

std::vector<RecordedValidation> RunRecords::validations(const std::string& split,
                                                        const std::vector<std::string>& sources) const {
    std::vector<RecordedValidation> out;
    for (const RecordedValidation& v : m_store->validations()) {
        if (v.split != split)
            continue;
        for (const std::string& source : sources) {
            if (v.source == source) {
                out.push_back(v);
                break;
            }
        }
    }
    return out;
}

RecordedValidation RunRecords::pick(const std::string& split, const std::vector<std::string>& sources,
                                    int64_t epoch) const {
    const std::vector<RecordedValidation> found = validations(split, sources);
    if (found.empty()) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                 "osprey::Errors",
                                 "'{dir}' has no records of the {split} split ({sources}); for the training "
                                 "split train with inspect.train_margins=true, or run 'osprey-cli eval --run "
                                 "{dir} --record --split {split}'"),
                             {{"dir", m_runDir}, {"split", split}, {"sources", join(sources, ", ")}}));
    }
    // The one written last: an `eval --record` of best.pt comes after the training validations of later
    // epochs, and it is what a person who just ran it means.
    const RecordedValidation* newest = nullptr;
    for (const RecordedValidation& v : found) {
        if ((epoch <= 0 || v.epoch + 1 == epoch) && (!newest || v.id > newest->id))
            newest = &v;
    }
    if (newest)
        return *newest;
    std::vector<std::string> epochs;
    for (const RecordedValidation& v : found)
        epochs.push_back(std::to_string(v.epoch + 1));
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "'{dir}' has no records of epoch {epoch}; it has epochs {epochs}"),
        {{"dir", m_runDir}, {"epoch", std::to_string(epoch)}, {"epochs", join(epochs, ", ")}}));
}

std::vector<RecordedSample> RunRecords::samples(const std::string& split) const {
    return m_store->samples(split);
}

}  // namespace osprey
