#include "data/formats/digits/DigitsDataset.h"

#include <filesystem>
#include <opencv2/imgproc.hpp>

#include "data/decode/ImageDecoder.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
constexpr int kCell = 20;
constexpr int kColumns = 100;
constexpr int kRows = 50;
constexpr int kPerClass = 500;
}  // namespace

std::string DigitsDataset::defaultPath() {
    std::error_code ec;
    if (std::filesystem::exists(kDebianPath, ec))
        return kDebianPath;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto bundled = self.parent_path().parent_path() / "share" / "osprey" / "digits.png";
        if (std::filesystem::exists(bundled, ec))
            return bundled.string();
    }
    return kDebianPath;
}

DigitsDataset::DigitsDataset(const std::string& path) : m_path(path) {
    std::error_code ec;  // a symlink loop is no "not found": decoding says what it is
    if (!std::filesystem::exists(std::filesystem::symlink_status(path, ec))) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "digits demo image '{path}' not found: install Debian's opencv-doc package or "
                "set data.root to a copy of digits.png"),
            {{"path", path}}));
    }
    std::string error;
    cv::Mat grid = decodeImageFile(path, &error);
    if (grid.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read the digits demo image '{path}': {cause}"),
            {{"path", path}, {"cause", error}}));
    if (grid.channels() == 3)
        cv::cvtColor(grid, grid, cv::COLOR_BGR2GRAY);
    if (grid.channels() == 4)
        cv::cvtColor(grid, grid, cv::COLOR_BGRA2GRAY);
    if (grid.cols != kColumns * kCell || grid.rows != kRows * kCell) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "digits demo image '{path}' is {width}x{height} pixels; expected 2000x1000 "
                                  "(100x50 cells of 20x20)"),
            {{"path", path}, {"width", std::to_string(grid.cols)}, {"height", std::to_string(grid.rows)}}));
    }
    m_cells.reserve(kColumns * kRows);
    for (int row = 0; row < kRows; ++row) {
        for (int col = 0; col < kColumns; ++col) {
            m_cells.push_back(grid(cv::Rect(col * kCell, row * kCell, kCell, kCell)).clone());
            m_labels.push_back(static_cast<int>(m_labels.size()) / kPerClass);
        }
    }
    setClassNames({"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"});
}

std::string DigitsDataset::itemName(size_t index) const {
    return m_path + "#cell" + std::to_string(index);
}

}  // namespace osprey
