#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// A box as COCO writes it: top-left corner, width and height, in pixels.
struct CocoBox {
    double x = 0, y = 0, w = 0, h = 0;
};

// A COCO instances file (the parts detection needs).
struct CocoGroundTruth {
    struct Image {
        int64_t id = 0;
        std::string fileName;
        int64_t width = 0, height = 0;
    };
    struct Category {
        int64_t id = 0;
        std::string name;
    };
    struct Annotation {
        int64_t id = 0;
        int64_t imageId = 0;
        int64_t categoryId = 0;
        CocoBox bbox;
        double area = 0;  // the "area" field (segment area in COCO), else w * h
        bool iscrowd = false;
        bool ignore = false;  // the optional "ignore" field
    };
    std::vector<Image> images;
    std::vector<Category> categories;
    std::vector<Annotation> annotations;
};

// One line of a COCO results file.
struct CocoDetection {
    int64_t imageId = 0;
    int64_t categoryId = 0;
    CocoBox bbox;
    double score = 0;
};

// Both throw InputError naming the file, the record (its index and id) and the key at fault.
CocoGroundTruth loadCocoGroundTruth(const std::string& path);
std::vector<CocoDetection> loadCocoDetections(const std::string& path);

// Writes a COCO results file (replacing `path` atomically).
void writeCocoDetections(const std::string& path, const std::vector<CocoDetection>& detections);

}  // namespace osprey
