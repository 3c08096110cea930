#include "data/formats/FolderGuess.h"

#include <algorithm>
#include <system_error>

namespace fs = std::filesystem;

namespace osprey::guess {

namespace {

bool isImageName(const fs::path& p) {
    static const std::vector<std::string> extensions = {".jpg", ".jpeg", ".png",  ".bmp",
                                                        ".tif", ".tiff", ".webp", ".ppm"};
    const std::string ext = lower(p.extension().string());
    return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

// A folder that holds images directly (looks at the first few hundred entries only).
bool holdsImages(const fs::path& folder) {
    for (const auto& p : entries(folder, 500))
        if (isImageName(p) && isFile(p))
            return true;
    return false;
}

}  // namespace

bool isDir(const fs::path& p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

bool isFile(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

std::vector<fs::path> entries(const fs::path& folder, size_t limit) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end && out.size() < limit; it.increment(ec))
        out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

int classFolders(const fs::path& folder) {
    int classes = 0;
    for (const auto& p : entries(folder, 20000))
        if (isDir(p) && holdsImages(p))
            ++classes;
    return classes;
}

void pickSplits(const std::vector<std::string>& names, std::string& train, std::string& val) {
    auto find = [&](const std::string& prefix) -> std::string {
        for (const auto& n : names)
            if (startsWith(lower(n), prefix) && lower(n).find("trainval") == std::string::npos)
                return n;
        return {};
    };
    train = find("train");
    val = find("val");
    if (val.empty())
        val = find("test");
    if (train.empty()) {
        for (const auto& n : names)
            if (startsWith(lower(n), "trainval"))
                train = n;
    }
    if (train.empty() && !names.empty())
        train = names.front();
    if (val.empty())
        val = train;
}

}  // namespace osprey::guess
