#include "data/formats/DetectionDataset.h"

#include <algorithm>
#include <cstdio>

#include "data/decode/ImageDecoder.h"

namespace osprey {

WarningSummary::~WarningSummary() {
    if (m_out && m_count > m_shown)
        m_out(std::to_string(m_count - m_shown) + " more " + m_subject + " like these");
}

void WarningSummary::operator()(const std::string& message) {
    if (m_out && m_count < m_shown)
        m_out(message);
    ++m_count;
}

bool clipOrDropBox(BoxLabel& box, int width, int height, const std::string& where,
                   const AnnotationWarning& warn) {
    const BoxLabel original = box;
    if (width > 0 && height > 0) {
        box.x1 = std::clamp(box.x1, 0.0f, static_cast<float>(width));
        box.x2 = std::clamp(box.x2, 0.0f, static_cast<float>(width));
        box.y1 = std::clamp(box.y1, 0.0f, static_cast<float>(height));
        box.y2 = std::clamp(box.y2, 0.0f, static_cast<float>(height));
    }
    if (box.x2 - box.x1 >= 1.0f && box.y2 - box.y1 >= 1.0f)
        return true;
    if (warn) {
        char text[160];
        std::snprintf(text, sizeof text,
                      "box (%.1f, %.1f, %.1f, %.1f) is empty or outside the %dx%d image; dropped",
                      original.x1, original.y1, original.x2, original.y2, width, height);
        warn(where + ": " + text);
    }
    return false;
}

cv::Mat FileDetectionDataset::image(size_t index) const {
    return decodeImageFile(m_items.at(index).path);
}

void FileDetectionDataset::addItem(Item item) {
    if (item.id == 0)
        item.id = static_cast<int64_t>(m_items.size()) + 1;
    m_items.push_back(std::move(item));
}

}  // namespace osprey
