#pragma once

#include <memory>
#include <string>
#include <vector>

#include "data/formats/DetectionDataset.h"

namespace osprey {

// A COCO instances file with its image folder. Category ids map to class indices in id order; annotations
// that name an unknown image or category, and boxes that are empty or outside their image, are skipped with
// a warning naming the record; images whose file is missing are left out with a warning. A file_name that
// leads out of `root` (data.root; the image folder when empty) or names what is not a readable file (a
// symlink loop, a pipe) is among skippedFiles(). Crowd regions are kept, flagged.
class CocoDetectionDataset : public FileDetectionDataset {
public:
    CocoDetectionDataset(const std::string& annotationFile, const std::string& imageDir,
                         const AnnotationWarning& warn, const std::string& root = {});

    // The COCO category id of each class index, for writing result files.
    const std::vector<int64_t>& categoryIds() const { return m_categoryIds; }
    int64_t skippedAnnotations() const { return m_skipped; }
    const std::string& annotationFile() const { return m_annotationFile; }

private:
    std::string m_annotationFile;
    std::vector<int64_t> m_categoryIds;
    int64_t m_skipped = 0;
};

}  // namespace osprey
