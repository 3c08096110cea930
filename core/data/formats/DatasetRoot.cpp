#include "data/formats/DatasetRoot.h"

#include <algorithm>

namespace fs = std::filesystem;

namespace osprey {

namespace {

// `path` made absolute, its symlinks resolved as far as it exists, the rest normalised; `ec` says why when it
// cannot be (a symlink loop on the way).
fs::path resolved(const fs::path& path, std::error_code& ec) {
    const fs::path absolute = fs::absolute(path, ec);
    if (ec)
        return {};
    fs::path out = fs::weakly_canonical(absolute, ec);
    return ec ? fs::path() : out;
}

// `path` made absolute and normalised, without a trailing separator; nothing resolved.
fs::path lexical(const fs::path& path, std::error_code& ec) {
    fs::path out = fs::absolute(path, ec).lexically_normal();
    return out.has_filename() ? out : out.parent_path();
}

bool isInside(const fs::path& path, const fs::path& folder) {
    auto p = path.begin();
    for (auto f = folder.begin(); f != folder.end(); ++f, ++p) {
        if (f->empty() && std::next(f) == folder.end())  // a trailing separator
            break;
        if (p == path.end() || *p != *f)
            return false;
    }
    return true;
}

}  // namespace

DatasetRoot::DatasetRoot(const fs::path& root, const std::vector<fs::path>& folders) : m_root(root.string()) {
    addFolder(root);
    for (const fs::path& folder : folders)
        addFolder(folder);
}

void DatasetRoot::addFolder(const fs::path& folder) {
    std::error_code ec;
    const fs::path r = resolved(folder, ec);
    if (ec)
        return;
    if (std::find(m_resolved.begin(), m_resolved.end(), r) == m_resolved.end())
        m_resolved.push_back(r);
    const fs::path l = lexical(folder, ec);
    if (!ec)
        m_lexical.push_back(l);
}

std::optional<std::string> DatasetRoot::escape(const fs::path& path) const {
    std::error_code ec;
    // The common case at one lstat instead of one per component: a file that is no symlink, right in one of
    // the folders.
    const fs::path direct = lexical(path, ec);
    if (!ec && std::find(m_lexical.begin(), m_lexical.end(), direct.parent_path()) != m_lexical.end()) {
        const fs::file_status link = fs::symlink_status(direct, ec);
        if (!ec && !fs::is_symlink(link))
            return std::nullopt;
    }
    const fs::path r = resolved(path, ec);
    if (ec)
        return ec.message();
    if (std::any_of(m_resolved.begin(), m_resolved.end(), [&](const fs::path& f) { return isInside(r, f); }))
        return std::nullopt;
    std::string reason = "outside the dataset folder '" + m_root + "'";
    if (r != fs::absolute(path, ec).lexically_normal())
        reason += " (it leads to '" + r.string() + "')";
    return reason;
}

}  // namespace osprey
