#include "data/VocDetectionDataset.h"

#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "data/DetectionDataset.h"
#include "data/FileLimits.h"
#include "data/ImageDecoder.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

struct RawObject {
    std::string name;
    BoxLabel box;
};

struct RawImage {
    std::string xml, path;
    int width = 0, height = 0;
    std::vector<RawObject> objects;
};

}  // namespace

VocDetectionDataset::VocDetectionDataset(const std::string& root, const std::string& split,
                                         const AnnotationWarning& warn, std::vector<std::string> classNames) {
    const fs::path annotations = fs::path(root) / "Annotations", images = fs::path(root) / "JPEGImages";
    if (!fs::is_directory(annotations))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a Pascal VOC folder: it has no Annotations/ folder"),
            {{"path", root}}));
    std::vector<std::string> ids;
    const fs::path list = fs::path(root) / "ImageSets" / "Main" / (split + ".txt");
    if (fs::exists(list)) {
        if (const auto problem = fileProblemReason(list.string(), kMaxImageListBytes))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read the image list '{path}': {cause}"),
                {{"path", list.string()}, {"cause", problem->toJson()}}));
        std::ifstream in(list);
        for (std::string line; std::getline(in, line);) {
            line.erase(std::remove_if(line.begin(), line.end(), ::isspace), line.end());
            if (!line.empty())
                ids.push_back(line);
        }
    } else {
        for (const auto& entry : fs::directory_iterator(annotations)) {
            if (entry.path().extension() == ".xml")
                ids.push_back(entry.path().stem().string());
        }
        std::sort(ids.begin(), ids.end());
    }
    WarningSummary warning(warn, "VOC annotation problems");
    std::vector<RawImage> raw;
    for (const auto& id : ids) {
        RawImage r;
        r.xml = (annotations / (id + ".xml")).string();
        if (const auto problem = fileProblem(r.xml, kMaxAnnotationFileBytes)) {
            warning("'" + r.xml + "': " + *problem + "; image left out");
            continue;
        }
        // pugixml parses without recursion and frees a document in whole pages: nesting costs no stack.
        pugi::xml_document doc;
        const pugi::xml_parse_result parsed = doc.load_file(r.xml.c_str());
        if (!parsed) {
            warning("'" + r.xml + "': not valid XML (" + std::string(parsed.description()) +
                    "); image left out");
            continue;
        }
        const pugi::xml_node a = doc.child("annotation");
        const std::string file = a.child_value("filename");
        r.path = (images / (file.empty() ? id + ".jpg" : file)).string();
        if (!fs::is_regular_file(r.path)) {
            warning("'" + r.xml + "': image '" + r.path + "' does not exist; left out");
            continue;
        }
        r.width = a.child("size").child("width").text().as_int();
        r.height = a.child("size").child("height").text().as_int();
        int index = 0;
        for (const pugi::xml_node o : a.children("object")) {
            const std::string where = "'" + r.xml + "': object " + std::to_string(index++);
            const pugi::xml_node b = o.child("bndbox");
            const std::string name = o.child_value("name");
            if (name.empty() || !b) {
                warning(where + ": no name or no bndbox; skipped");
                continue;
            }
            RawObject obj;
            obj.name = name;
            obj.box.x1 = b.child("xmin").text().as_float() - 1;
            obj.box.y1 = b.child("ymin").text().as_float() - 1;
            obj.box.x2 = b.child("xmax").text().as_float();
            obj.box.y2 = b.child("ymax").text().as_float();
            obj.box.crowd = o.child("difficult").text().as_int() != 0;
            if (!clipOrDropBox(obj.box, r.width, r.height, where, warning))
                continue;
            r.objects.push_back(obj);
        }
        raw.push_back(std::move(r));
    }
    if (raw.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "Pascal VOC folder '{path}' has no usable image for split '{split}'"),
            {{"path", root}, {"split", split}}));
    if (classNames.empty()) {
        std::set<std::string> names;
        for (const auto& r : raw) {
            for (const auto& o : r.objects)
                names.insert(o.name);
        }
        classNames.assign(names.begin(), names.end());
    }
    if (classNames.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "Pascal VOC folder '{path}' names no classes in split '{split}': no <object> of "
                "its annotations has a <name>"),
            {{"path", root}, {"split", split}}));
    std::map<std::string, int> classOf;
    for (size_t c = 0; c < classNames.size(); ++c)
        classOf[classNames[c]] = static_cast<int>(c);
    setClassNames(classNames);
    for (auto& r : raw) {
        Item image;
        image.path = r.path;
        for (size_t k = 0; k < r.objects.size(); ++k) {
            const auto it = classOf.find(r.objects[k].name);
            if (it == classOf.end()) {
                warning("'" + r.xml + "': class '" + r.objects[k].name +
                        "' is not one of the dataset's classes; skipped");
                continue;
            }
            BoxLabel b = r.objects[k].box;
            b.classId = it->second;
            image.boxes.push_back(b);
        }
        addItem(std::move(image));
    }
}

}  // namespace osprey
