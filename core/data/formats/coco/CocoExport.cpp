#include "data/formats/coco/CocoExport.h"

#include <nlohmann/json.hpp>

#include "data/formats/DetectionDatasetFactory.h"

namespace osprey {

void exportCoco(const DetectionSplits& splits, const ExportFolder& out, const ExportProgress& progress) {
    const std::vector<std::string>& classes = splits.train->classNames();
    nlohmann::json categories = nlohmann::json::array();
    for (size_t c = 0; c < classes.size(); ++c)
        categories.push_back({{"id", c + 1}, {"name", classes[c]}, {"supercategory", ""}});
    const size_t total = splits.train->size() + splits.val->size();
    size_t done = 0;
    for (const auto& [split, dataset] : {std::pair{"train", splits.train}, std::pair{"val", splits.val}}) {
        nlohmann::json images = nlohmann::json::array(), annotations = nlohmann::json::array();
        std::set<std::string> taken;
        int64_t annotationId = 0;
        out.prepare(std::string(split) + "/.");
        for (size_t i = 0; i < dataset->size(); ++i) {
            const EncodedPicture picture = encodedPicture(*dataset, i);
            const std::string name =
                ExportFolder::pictureName(dataset->filePath(i), dataset->itemName(i), picture, taken);
            out.write(std::string(split) + "/" + name, picture.bytes);
            const int64_t imageId = dataset->imageId(i);
            images.push_back(
                {{"id", imageId}, {"file_name", name}, {"width", picture.width}, {"height", picture.height}});
            for (const BoxLabel& box : dataset->boxes(i)) {
                const double w = box.x2 - box.x1, h = box.y2 - box.y1;
                annotations.push_back({{"id", ++annotationId},
                                       {"image_id", imageId},
                                       {"category_id", box.classId + 1},
                                       {"bbox", {box.x1, box.y1, w, h}},
                                       {"area", w * h},
                                       {"iscrowd", box.crowd ? 1 : 0}});
            }
            if (progress)
                progress(++done, total);
        }
        const nlohmann::json file = {
            {"images", images}, {"annotations", annotations}, {"categories", categories}};
        out.write("annotations/instances_" + std::string(split) + ".json", file.dump());
    }
}

}  // namespace osprey
