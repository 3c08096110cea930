#include "data/formats/folder/FolderExport.h"

#include <map>

#include "data/formats/DatasetFactory.h"

namespace osprey {

void exportClassFolders(const DatasetSplits& splits, const ExportFolder& out,
                        const ExportProgress& progress) {
    const std::vector<std::string>& classes = splits.train->classNames();
    std::set<std::string> classFolders;
    std::vector<std::string> folderOf;
    for (const std::string& name : classes)
        folderOf.push_back(ExportFolder::uniqueName(name, classFolders));
    const size_t total = splits.train->size() + splits.val->size();
    size_t done = 0;
    for (const auto& [split, dataset] : {std::pair{"train", splits.train}, std::pair{"val", splits.val}}) {
        for (const std::string& folder : folderOf)
            out.prepare(std::string(split) + "/" + folder + "/.");
        std::map<int, std::set<std::string>> taken;
        for (size_t i = 0; i < dataset->size(); ++i) {
            const int label = dataset->label(i);
            const EncodedPicture picture = encodedPicture(*dataset, i);
            const std::string folder = label >= 0 && static_cast<size_t>(label) < folderOf.size()
                                           ? folderOf[static_cast<size_t>(label)]
                                           : "class " + std::to_string(label);
            out.write(std::string(split) + "/" + folder + "/" +
                          ExportFolder::pictureName(dataset->filePath(i), dataset->itemName(i), picture,
                                                    taken[label]),
                      picture.bytes);
            if (progress)
                progress(++done, total);
        }
    }
}

}  // namespace osprey
