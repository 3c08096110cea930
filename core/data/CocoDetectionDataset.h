#pragma once

#include <memory>
#include <string>
#include <vector>

#include "data/DetectionDataset.h"

namespace osprey {

// A COCO instances file with its image folder. Category ids map to class indices in id order; annotations
// that name an unknown image or category, and boxes that are empty or outside their image, are skipped with
// a warning naming the record; images whose file is missing are left out with a warning. Crowd regions are
// kept, flagged.
class CocoDetectionDataset : public FileDetectionDataset {
public:
    CocoDetectionDataset(const std::string& annotationFile, const std::string& imageDir,
                         const AnnotationWarning& warn);

    // The COCO category id of each class index, for writing result files.
    const std::vector<int64_t>& categoryIds() const { return m_categoryIds; }
    int64_t skippedAnnotations() const { return m_skipped; }
    const std::string& annotationFile() const { return m_annotationFile; }

private:
    std::string m_annotationFile;
    std::vector<int64_t> m_categoryIds;
    int64_t m_skipped = 0;
};

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

}  // namespace osprey
