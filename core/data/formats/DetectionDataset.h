#pragma once

#include <opencv2/core.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "data/formats/BoxLabel.h"
#include "data/formats/SkippedFile.h"

namespace osprey {

// Images with boxes for object detection. Safe to read from several loader threads at once.
class DetectionDataset {
public:
    virtual ~DetectionDataset() = default;

    virtual size_t size() const = 0;
    // The decoded 8-bit BGR image, or an empty Mat when it cannot be read.
    virtual cv::Mat image(size_t index) const = 0;
    virtual const std::vector<BoxLabel>& boxes(size_t index) const = 0;
    // A name for messages: the file path.
    virtual std::string itemName(size_t index) const = 0;
    // The item's own image file, or empty for a picture held in memory (the shapes demo's).
    virtual std::string filePath(size_t /*index*/) const { return {}; }
    // The picture's encoded bytes where it is held encoded but not as a file of its own (a TFRecord record);
    // false otherwise (filePath() names the file, or the picture is decoded already).
    virtual bool encodedBytes(size_t /*index*/, std::vector<uint8_t>& /*bytes*/) const { return false; }
    // The image's id in COCO terms (for evaluation files): the annotation file's id, else index + 1.
    virtual int64_t imageId(size_t index) const { return static_cast<int64_t>(index) + 1; }

    const std::vector<std::string>& classNames() const { return m_classNames; }
    void setClassNames(std::vector<std::string> names) { m_classNames = std::move(names); }
    // What the reader found but could not use (SkippedFile): not among the items, counted with the unreadable
    // ones. A split made of another dataset's items carries them once (the training split).
    const SkippedFiles& skippedFiles() const { return m_skipped; }
    void setSkippedFiles(SkippedFiles skipped) { m_skipped = std::move(skipped); }

private:
    std::vector<std::string> m_classNames;
    SkippedFiles m_skipped;
};

// Image files with their boxes, read once up front (COCO, VOC, YOLO): the common storage of file datasets.
class FileDetectionDataset : public DetectionDataset {
public:
    size_t size() const override { return m_items.size(); }
    cv::Mat image(size_t index) const override;
    const std::vector<BoxLabel>& boxes(size_t index) const override { return m_items.at(index).boxes; }
    std::string itemName(size_t index) const override { return m_items.at(index).path; }
    std::string filePath(size_t index) const override { return m_items.at(index).path; }
    int64_t imageId(size_t index) const override { return m_items.at(index).id; }

protected:
    struct Item {
        std::string path;
        std::vector<BoxLabel> boxes;
        int64_t id = 0;  // 0: index + 1
    };
    void addItem(Item item);
    std::vector<Item> m_items;
};

// How annotation problems are reported: each call names the file and the record.
using AnnotationWarning = std::function<void(const std::string&)>;

// Warnings that may come by the thousand: the first `shown` go out one by one, the rest as a count at the
// end.
class WarningSummary {
public:
    WarningSummary(AnnotationWarning out, std::string subject, size_t shown = 10)
        : m_out(std::move(out)), m_subject(std::move(subject)), m_shown(shown) {}
    ~WarningSummary();
    void operator()(const std::string& message);
    size_t count() const { return m_count; }

private:
    AnnotationWarning m_out;
    std::string m_subject;
    size_t m_shown;
    size_t m_count = 0;
};

// Clips a box to the image and keeps it when something is left. Degenerate boxes (no width or height after
// clipping) are dropped with a warning naming `where`; returns false then.
bool clipOrDropBox(BoxLabel& box, int width, int height, const std::string& where,
                   const AnnotationWarning& warn);

}  // namespace osprey
