#include "data/formats/coco/CocoDetectionDataset.h"

#include <algorithm>
#include <filesystem>
#include <unordered_map>
#include <unordered_set>

#include "data/decode/ImageDecoder.h"
#include "data/formats/DatasetRoot.h"
#include "data/formats/coco/CocoData.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

CocoDetectionDataset::CocoDetectionDataset(const std::string& annotationFile, const std::string& imageDir,
                                           const AnnotationWarning& warn, const std::string& root)
    : m_annotationFile(annotationFile) {
    std::error_code ec;
    if (!fs::is_directory(imageDir, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "image folder '{folder}' for '{path}' does not exist"),
            {{"folder", imageDir}, {"path", annotationFile}}));
    const CocoGroundTruth gt = loadCocoGroundTruth(annotationFile);
    std::vector<CocoGroundTruth::Category> categories = gt.categories;
    std::sort(categories.begin(), categories.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    std::unordered_map<int64_t, int> classOf;
    std::vector<std::string> names;
    for (const auto& c : categories) {
        if (!classOf.emplace(c.id, static_cast<int>(names.size())).second)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': category id {id} appears twice"),
                {{"path", annotationFile}, {"id", std::to_string(c.id)}}));
        m_categoryIds.push_back(c.id);
        names.push_back(c.name.empty() ? std::to_string(c.id) : c.name);
    }
    if (names.empty())
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' has no categories"),
                             {{"path", annotationFile}}));
    setClassNames(names);

    WarningSummary boxWarning(warn, "annotations skipped");
    WarningSummary missing(warn, "images without their file");
    std::unordered_map<int64_t, size_t> imageIndex;
    std::vector<std::pair<int, int>> sizes;
    const DatasetRoot inside(root.empty() ? imageDir : root, {imageDir});
    SkippedFiles skipped;
    for (const auto& im : gt.images) {
        const std::string path = (fs::path(imageDir) / im.fileName).string();
        // Out of the dataset ("../../etc/passwd", a symlink out): not opened, counted.
        const std::optional<std::string> escape = im.fileName.empty() ? std::nullopt : inside.escape(path);
        const fs::file_status status = fs::status(path, ec);
        if (!escape && (im.fileName.empty() || ec == std::errc::no_such_file_or_directory)) {
            missing("'" + annotationFile + "': image id " + std::to_string(im.id) + ": file '" + path +
                    "' does not exist; left out");
            continue;
        }
        if (escape || ec || !fs::is_regular_file(status)) {
            skipped.push_back({path, escape ? *escape
                                     : ec   ? ec.message()
                                     : fs::is_directory(status)
                                         ? "it is a folder, not a file"
                                         : "it is not a regular file (a pipe, socket or device)"});
            continue;
        }
        if (!imageIndex.emplace(im.id, m_items.size()).second)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': image id {id} appears twice"),
                {{"path", annotationFile}, {"id", std::to_string(im.id)}}));
        m_items.push_back({path, {}, im.id});
        sizes.emplace_back(static_cast<int>(im.width), static_cast<int>(im.height));
    }
    if (m_items.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': none of its images exist under '{folder}'"),
            {{"path", annotationFile}, {"folder", imageDir}}));
    setSkippedFiles(std::move(skipped));
    std::unordered_set<int64_t> listed;  // every image id of the file, found or not
    for (const auto& im : gt.images)
        listed.insert(im.id);
    for (size_t i = 0; i < gt.annotations.size(); ++i) {
        const auto& a = gt.annotations[i];
        const std::string where = "'" + annotationFile + "': annotation " + std::to_string(i) + " (id " +
                                  std::to_string(a.id) + ")";
        const auto image = imageIndex.find(a.imageId);
        if (image == imageIndex.end()) {
            // An annotation of an image left out for its missing file is no news; an unknown id is.
            if (!listed.count(a.imageId)) {
                boxWarning(where + ": image_id " + std::to_string(a.imageId) +
                           " is not in 'images'; skipped");
                ++m_skipped;
            }
            continue;
        }
        const auto category = classOf.find(a.categoryId);
        if (category == classOf.end()) {
            boxWarning(where + ": category_id " + std::to_string(a.categoryId) +
                       " is not in 'categories'; skipped");
            ++m_skipped;
            continue;
        }
        BoxLabel box{static_cast<float>(a.bbox.x),
                     static_cast<float>(a.bbox.y),
                     static_cast<float>(a.bbox.x + a.bbox.w),
                     static_cast<float>(a.bbox.y + a.bbox.h),
                     category->second,
                     a.iscrowd};
        if (a.bbox.w <= 0 || a.bbox.h <= 0) {
            boxWarning(where + ": width " + std::to_string(a.bbox.w) + " and height " +
                       std::to_string(a.bbox.h) + " make an empty box; skipped");
            ++m_skipped;
            continue;
        }
        const auto [w, h] = sizes[image->second];
        if (!clipOrDropBox(box, w, h, where, boxWarning)) {
            ++m_skipped;
            continue;
        }
        m_items[image->second].boxes.push_back(box);
    }
}

}  // namespace osprey
