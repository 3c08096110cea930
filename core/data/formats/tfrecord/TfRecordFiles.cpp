#include "data/formats/tfrecord/TfRecordFiles.h"

#include <glob.h>

#include <algorithm>
#include <filesystem>

#include "config/Config.h"
#include "data/formats/DatasetRoot.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// Far above ImageNet's 1,152 shards; a bound on what a glob of a huge folder makes the reader open.
constexpr size_t kMaxShards = 1000000;

bool hasWildcard(const std::string& s) {
    return s.find_first_of("*?[") != std::string::npos;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

// The paths `pattern` matches, sorted; at most kMaxShards.
std::vector<std::string> expand(const std::string& pattern) {
    glob_t matches{};
    std::vector<std::string> out;
    if (::glob(pattern.c_str(), GLOB_NOESCAPE, nullptr, &matches) == 0) {
        for (size_t i = 0; i < matches.gl_pathc && out.size() < kMaxShards; ++i)
            out.emplace_back(matches.gl_pathv[i]);
    }
    ::globfree(&matches);
    std::sort(out.begin(), out.end());
    return out;
}

// The folder part of a glob: everything before the path component holding the first wildcard.
fs::path globFolder(const std::string& pattern) {
    const size_t wildcard = pattern.find_first_of("*?[");
    const size_t slash = pattern.rfind('/', wildcard);
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? fs::path("/") : fs::path(pattern.substr(0, slash));
}

// The files of a split among `paths`: the shards, what cannot be one skipped with why.
std::vector<std::string> shardsAmong(const std::vector<std::string>& paths, const DatasetRoot& inside,
                                     SkippedFiles& skipped) {
    std::vector<std::string> out;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (!looksLikeShardName(fs::path(path).filename().string()) || fs::is_directory(path, ec))
            continue;
        if (const auto escape = inside.escape(path)) {
            skipped.push_back({path, *escape});
            continue;
        }
        if (const auto problem = fileProblem(path)) {
            skipped.push_back({path, *problem});
            continue;
        }
        out.push_back(path);
    }
    return out;
}

std::vector<std::string> byPrefix(const std::vector<std::string>& paths, const char* prefix) {
    std::vector<std::string> out;
    for (const auto& path : paths) {
        const std::string name = lower(fs::path(path).filename().string());
        if (name.rfind(prefix, 0) == 0)  // "val" covers "validation"
            out.push_back(path);
    }
    return out;
}

}  // namespace

bool looksLikeShardName(const std::string& fileName) {
    const std::string name = lower(fileName);
    return !name.empty() && name[0] != '.' && fs::path(name).extension() != ".idx" &&
           name.find(".tmp.") == std::string::npos;
}

TfRecordFiles tfRecordFiles(const Config& config) {
    const std::string root = config.getString("data.root");
    if (root.empty())
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "data.root must name the folder of TFRecord shards (or a glob of them) when data.dataset is "
            "'tfrecord'")));
    TfRecordFiles files;
    std::vector<std::string> candidates;
    std::error_code ec;
    if (hasWildcard(root)) {
        files.folder = globFolder(root).string();
        candidates = expand(root);
    } else if (fs::is_directory(root, ec)) {
        files.folder = root;
        for (fs::directory_iterator it(root, ec), end; !ec && it != end && candidates.size() < kMaxShards;
             it.increment(ec))
            candidates.push_back(it->path().string());
        std::sort(candidates.begin(), candidates.end());
    } else {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "dataset folder '{path}' does not exist or is not a folder (data.root)"),
            {{"path", root}}));
    }
    const DatasetRoot inside(files.folder);
    for (auto [key, split, prefix] : {std::tuple{"data.train_files", &files.train, "train"},
                                      std::tuple{"data.val_files", &files.val, "val"}}) {
        const std::string pattern = config.getString(key);
        if (pattern.empty()) {
            *split = shardsAmong(byPrefix(candidates, prefix), inside, files.skipped);
        } else {
            const fs::path full =
                fs::path(pattern).is_absolute() ? fs::path(pattern) : fs::path(files.folder) / pattern;
            *split = shardsAmong(expand(full.string()), inside, files.skipped);
        }
        if (split->empty())
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "no TFRecord shard of the split {key} names in '{folder}' (by default "
                                      "files named train* and val* or validation*)"),
                {{"key", key}, {"folder", files.folder}}));
    }
    return files;
}

}  // namespace osprey
