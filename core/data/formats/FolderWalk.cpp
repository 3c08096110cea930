#include "data/formats/FolderWalk.h"

#include <algorithm>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The entries of one folder; a folder that cannot be opened is named in `skipped`, or throws when it is the
// walk's own (nothing of it can be read).
template <typename Visit>
void eachEntry(const fs::path& folder, bool top, SkippedFiles& skipped, Visit&& visit) {
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    if (ec) {
        if (top)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read the folder '{path}': {cause}"),
                {{"path", folder.string()}, {"cause", ec.message()}}));
        skipped.push_back({folder.string(), ec.message()});
        return;
    }
    for (const fs::directory_iterator end; it != end && !ec; it.increment(ec))
        visit(*it);
    if (ec)  // the folder could be opened but not read to its end
        skipped.push_back({folder.string(), ec.message()});
}

bool byPath(const SkippedFile& a, const SkippedFile& b) {
    return a.path < b.path;
}

}  // namespace

std::vector<std::string> filesIn(const fs::path& folder, const std::function<bool(const fs::path&)>& wanted,
                                 SkippedFiles& skipped) {
    std::vector<std::string> files;
    SkippedFiles found;
    std::vector<fs::path> folders{folder};
    for (bool top = true; !folders.empty(); top = false) {
        const fs::path current = folders.back();
        folders.pop_back();
        eachEntry(current, top, found, [&](const fs::directory_entry& entry) {
            std::error_code ec;
            const fs::file_status link = entry.symlink_status(ec);
            if (ec) {
                found.push_back({entry.path().string(), ec.message()});
                return;
            }
            if (fs::is_directory(link)) {
                folders.push_back(entry.path());
                return;
            }
            const fs::file_status target = entry.status(ec);
            if (ec == std::errc::no_such_file_or_directory) {  // a link whose target is gone
                if (wanted(entry.path()))
                    found.push_back({entry.path().string(), ec.message()});
                return;
            }
            if (ec) {  // a symlink loop, a target that may not be reached: a picture or a folder, unknown
                found.push_back({entry.path().string(), ec.message()});
                return;
            }
            if (fs::is_directory(target) || !wanted(entry.path()))
                return;
            if (fs::is_regular_file(target))
                files.push_back(entry.path().string());
            else
                found.push_back(
                    {entry.path().string(), "it is not a regular file (a pipe, socket or device)"});
        });
    }
    std::sort(files.begin(), files.end());
    std::sort(found.begin(), found.end(), byPath);
    skipped.insert(skipped.end(), found.begin(), found.end());
    return files;
}

std::vector<std::string> foldersIn(const fs::path& folder, SkippedFiles& skipped) {
    std::vector<std::string> names;
    SkippedFiles found;
    eachEntry(folder, true, found, [&](const fs::directory_entry& entry) {
        std::error_code ec;
        const bool isFolder = entry.is_directory(ec);
        if (ec && ec != std::errc::no_such_file_or_directory)
            found.push_back({entry.path().string(), ec.message()});
        else if (isFolder)
            names.push_back(entry.path().filename().string());
    });
    std::sort(names.begin(), names.end());
    std::sort(found.begin(), found.end(), byPath);
    skipped.insert(skipped.end(), found.begin(), found.end());
    return names;
}

}  // namespace osprey
