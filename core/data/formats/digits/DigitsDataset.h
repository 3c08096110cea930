#pragma once

#include "data/formats/Dataset.h"

namespace osprey {

// The handwritten-digits demo: OpenCV's digits.png, a 2000x1000 grey image holding 5,000 20x20 digits in a
// 100x50 grid, 500 per digit in class order (five grid rows per digit). Held in memory once loaded.
class DigitsDataset : public Dataset {
public:
    static constexpr const char* kDebianPath = "/usr/share/doc/opencv-doc/examples/data/digits.png";

    // Where data.root is empty: Debian's opencv-doc copy, else the one the portable bundle carries beside its
    // program (bin/../share/osprey/digits.png), else Debian's path (so that the error names the package).
    static std::string defaultPath();

    // Throws InputError when the file is missing (naming the Debian package) or is not the expected grid.
    explicit DigitsDataset(const std::string& path = defaultPath());

    size_t size() const override { return m_cells.size(); }
    int label(size_t index) const override { return m_labels.at(index); }
    cv::Mat image(size_t index) const override { return m_cells.at(index); }
    std::string itemName(size_t index) const override;

    const std::vector<int>& labels() const { return m_labels; }

private:
    std::string m_path;
    std::vector<cv::Mat> m_cells;
    std::vector<int> m_labels;
};

}  // namespace osprey
