#include "data/formats/voc/VocDetectionDataset.h"

#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "data/decode/ImageDecoder.h"
#include "data/formats/DatasetRoot.h"
#include "data/formats/DetectionDataset.h"
#include "data/formats/FileLimits.h"
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
    std::error_code ec;
    if (!fs::is_directory(annotations, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a Pascal VOC folder: it has no Annotations/ folder"),
            {{"path", root}}));
    std::vector<std::string> ids;
    SkippedFiles skipped;
    const fs::path list = fs::path(root) / "ImageSets" / "Main" / (split + ".txt");
    if (fs::exists(list, ec)) {
        std::string text;
        if (const auto problem = tryReadFile(list.string(), kMaxImageListBytes, text))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read the image list '{path}': {cause}"),
                {{"path", list.string()}, {"cause", problem->toJson()}}));
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) {
            line.erase(std::remove_if(line.begin(), line.end(), ::isspace), line.end());
            if (!line.empty())
                ids.push_back(line);
        }
    } else {
        // Every .xml by its name, whatever it is: each is checked below (a folder named so is named there).
        fs::directory_iterator it(annotations, ec);
        for (const fs::directory_iterator end; !ec && it != end; it.increment(ec)) {
            if (it->path().extension() == ".xml")
                ids.push_back(it->path().stem().string());
        }
        if (ec)
            skipped.push_back({annotations.string(), ec.message()});
        std::sort(ids.begin(), ids.end());
    }
    // An ImageSets id or a <filename> leading out of the dataset ("../../etc/passwd") is not opened, and
    // counted.
    const DatasetRoot inside(root, {annotations, images});
    WarningSummary warning(warn, "VOC annotation problems");
    std::vector<RawImage> raw;
    for (const auto& id : ids) {
        RawImage r;
        r.xml = (annotations / (id + ".xml")).string();
        if (const auto escape = inside.escape(r.xml)) {
            skipped.push_back({r.xml, *escape});
            continue;
        }
        std::string text;
        if (const auto problem = tryReadFile(r.xml, kMaxAnnotationFileBytes, text)) {
            warning("'" + r.xml + "': " + problem->english() + "; image left out");
            continue;
        }
        // pugixml parses without recursion and frees a document in whole pages: nesting costs no stack.
        pugi::xml_document doc;
        const pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size());
        if (!parsed) {
            warning("'" + r.xml + "': not valid XML (" + std::string(parsed.description()) +
                    "); image left out");
            continue;
        }
        const pugi::xml_node a = doc.child("annotation");
        const std::string file = a.child_value("filename");
        r.path = (images / (file.empty() ? id + ".jpg" : file)).string();
        if (const auto escape = inside.escape(r.path)) {
            skipped.push_back({r.path, *escape});
            continue;
        }
        const fs::file_status status = fs::status(r.path, ec);
        if (ec == std::errc::no_such_file_or_directory || (!ec && !fs::exists(status))) {
            warning("'" + r.xml + "': image '" + r.path + "' does not exist; left out");
            continue;
        }
        if (ec || !fs::is_regular_file(status)) {
            skipped.push_back({r.path, ec ? ec.message() : "it is not a regular file"});
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
    setSkippedFiles(std::move(skipped));
}

}  // namespace osprey
