#include "data/formats/DatasetDetection.h"

#include <algorithm>
#include <system_error>

#include "data/formats/DatasetFormat.h"
#include "data/formats/FolderGuess.h"
#include "util/Registry.h"
#include "util/Strings.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The formats that recognise a picked file (or folder), in their order (ties: registration order).
std::vector<const DatasetFormat*> recognisers(bool file) {
    std::vector<const DatasetFormat*> out;
    for (const DatasetFormat& format : datasetFormats().entries())
        if (file ? bool(format.recognition.file) : bool(format.recognition.folder))
            out.push_back(&format);
    const auto order = [file](const DatasetFormat* f) {
        return file ? f->recognition.fileOrder : f->recognition.folderOrder;
    };
    std::stable_sort(out.begin(), out.end(), [&order](const DatasetFormat* a, const DatasetFormat* b) {
        return order(a) < order(b);
    });
    return out;
}

// "no A, no B and no C" / "A nor B": what the recognisers looked for, for the reason.
std::string lookedFor(const std::vector<std::string>& things, const std::string& first,
                      const std::string& more, const std::string& last) {
    std::string out;
    for (size_t i = 0; i < things.size(); ++i)
        out += (i == 0 ? first : i + 1 == things.size() ? last : more) + things[i];
    return out;
}

}  // namespace

std::vector<std::string> DatasetGuess::overrides() const {
    std::vector<std::string> out = {"task=" + task, "data.dataset=" + format, "data.root=" + root};
    const DatasetFormat* f = findDatasetFormat(format);
    if (f && f->takes("data.train_split")) {
        out.push_back("data.train_split=" + trainSplit);
        out.push_back("data.val_split=" + (valSplit.empty() ? std::string("val") : valSplit));
    }
    return out;
}

DatasetGuess detectDataset(const fs::path& picked) {
    DatasetGuess g;
    std::error_code ec;
    if (!fs::exists(picked, ec)) {
        g.reason = "'" + picked.string() + "' does not exist";
        return g;
    }
    const bool file = guess::isFile(picked);
    const DatasetFormat* found = nullptr;
    std::vector<std::string> things;
    for (const DatasetFormat* format : recognisers(file)) {
        const auto& test = file ? format->recognition.file : format->recognition.folder;
        if (test(picked, g)) {
            found = format;
            break;
        }
        g = DatasetGuess();
        things.push_back(file ? format->recognition.fileLooksFor : format->recognition.folderLooksFor);
    }
    things.erase(std::remove(things.begin(), things.end(), std::string()), things.end());
    if (!found) {
        g.reason = file ? "'" + picked.string() + "' is not " + lookedFor(things, "", " nor ", " nor ")
                        : "'" + picked.string() + "' holds no dataset Osprey reads: " +
                              lookedFor(things, "no ", ", no ", ", and no ");
        return g;
    }
    g.format = found->name;
    if (g.task.empty() && found->onlyTask())
        g.task = taskName(*found->onlyTask());
    return g;
}

}  // namespace osprey
