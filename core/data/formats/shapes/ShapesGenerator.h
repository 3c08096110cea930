#pragma once

#include <opencv2/core.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "data/formats/DetectionDataset.h"

namespace osprey {

struct ShapeImage {
    cv::Mat image;                  // 8-bit BGR
    std::vector<BoxLabel> objects;  // each shape's class and tight box in pixels
};

// The built-in detection demo: images of filled circles, squares, triangles, hexagons and stars in varied
// colours, sizes and rotations on textured backgrounds (gradient, noise, stripes). Image `index` of a `seed`
// is always the same picture, on every machine with the same standard library, so tests and runs repeat.
class ShapesGenerator {
public:
    struct Options {
        int size = 256;  // square images of size x size
        int minObjects = 1;
        int maxObjects = 4;
        int minSide = 24;  // object extent in pixels
        int maxSide = 96;
        double maxOverlap = 0.2;  // largest IoU between two objects of one image

        // Pictures of `side` pixels whose objects keep their share of the picture (24-96 pixels of 256).
        static Options forSize(int side) {
            Options o;
            o.size = side;
            o.minSide = std::max(4, 24 * side / 256);
            o.maxSide = std::max(o.minSide + 1, 96 * side / 256);
            return o;
        }
    };

    ShapesGenerator() : ShapesGenerator(Options{}) {}
    explicit ShapesGenerator(Options options);

    static const std::vector<std::string>& classNames();

    ShapeImage generate(uint64_t seed, int64_t index) const;

    // Writes images `first` .. `first + count - 1` as dir/<split>/NNNNNN.png with COCO's layout for the
    // boxes, dir/annotations/instances_<split>.json (category ids 1..5 in classNames() order, image id =
    // index + 1). Returns the JSON's path.
    std::string writeCoco(const std::string& dir, const std::string& split, uint64_t seed, int64_t count,
                          int64_t first = 0) const;

    const Options& options() const { return m_options; }

private:
    Options m_options;
};

}  // namespace osprey
