#include "data/formats/shapes/ShapesGenerator.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

enum Shape { Circle, Square, Triangle, Hexagon, Star, ShapeCount };

// Integer draws from the raw generator: std::uniform_*_distribution may differ between standard libraries.
struct Draw {
    std::mt19937_64 rng;
    int integer(int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<uint64_t>(hi - lo + 1)); }
    double real(double lo, double hi) {
        return lo + (hi - lo) * (static_cast<double>(rng() >> 11) * 0x1.0p-53);
    }
};

cv::Scalar randomColour(Draw& d) {
    return cv::Scalar(d.integer(0, 255), d.integer(0, 255), d.integer(0, 255));
}

double brightness(const cv::Scalar& c) {
    return 0.114 * c[0] + 0.587 * c[1] + 0.299 * c[2];
}

void drawBackground(cv::Mat& image, Draw& d) {
    const cv::Scalar a = randomColour(d), b = randomColour(d);
    const int rows = image.rows, cols = image.cols;
    const bool vertical = d.integer(0, 1) == 1;
    for (int y = 0; y < rows; ++y) {
        auto* row = image.ptr<cv::Vec3b>(y);
        for (int x = 0; x < cols; ++x) {
            const double t = vertical ? static_cast<double>(y) / rows : static_cast<double>(x) / cols;
            for (int c = 0; c < 3; ++c)
                row[x][c] = cv::saturate_cast<uchar>(a[c] * (1 - t) + b[c] * t);
        }
    }
    // A few faint stripes and speckle noise, so that edges alone do not give the objects away.
    const int stripes = d.integer(0, 6);
    for (int i = 0; i < stripes; ++i) {
        const cv::Point p(d.integer(0, cols - 1), d.integer(0, rows - 1)),
            q(d.integer(0, cols - 1), d.integer(0, rows - 1));
        const cv::Scalar c = randomColour(d);
        cv::line(image, p, q, c * 0.3 + cv::Scalar(a) * 0.7, d.integer(1, 4), cv::LINE_AA);
    }
    cv::Mat noise(image.size(), CV_8UC3);
    auto* px = noise.ptr<uchar>();
    for (size_t i = 0; i < noise.total() * 3; ++i)
        px[i] = static_cast<uchar>(d.integer(0, 24));
    cv::add(image, noise, image);
    cv::subtract(image, cv::Scalar::all(12), image);
}

std::vector<cv::Point2d> polygon(int shape, cv::Point2d centre, double radius, double angle) {
    std::vector<cv::Point2d> pts;
    auto ring = [&](int n, double r, double offset) {
        for (int i = 0; i < n; ++i) {
            const double t = angle + offset + 2 * M_PI * i / n;
            pts.emplace_back(centre.x + r * std::cos(t), centre.y + r * std::sin(t));
        }
    };
    switch (shape) {
        case Square:
            ring(4, radius, M_PI / 4);
            break;
        case Triangle:
            ring(3, radius, -M_PI / 2);
            break;
        case Hexagon:
            ring(6, radius, 0);
            break;
        case Star:
            for (int i = 0; i < 10; ++i) {
                const double r = i % 2 == 0 ? radius : radius * 0.45;
                const double t = angle - M_PI / 2 + M_PI * i / 5;
                pts.emplace_back(centre.x + r * std::cos(t), centre.y + r * std::sin(t));
            }
            break;
        default:
            break;
    }
    return pts;
}

}  // namespace

ShapesGenerator::ShapesGenerator(Options options) : m_options(options) {}

const std::vector<std::string>& ShapesGenerator::classNames() {
    static const std::vector<std::string> names = {"circle", "square", "triangle", "hexagon", "star"};
    return names;
}

ShapeImage ShapesGenerator::generate(uint64_t seed, int64_t index) const {
    Draw d{std::mt19937_64(seed * 0x9E3779B97F4A7C15ull +
                           static_cast<uint64_t>(index) * 0xD1B54A32D192ED03ull + 1)};
    const Options& o = m_options;
    ShapeImage out;
    out.image.create(o.size, o.size, CV_8UC3);
    drawBackground(out.image, d);
    const int wanted = d.integer(o.minObjects, o.maxObjects);
    for (int attempt = 0; attempt < 50 && static_cast<int>(out.objects.size()) < wanted; ++attempt) {
        const int shape = d.integer(0, ShapeCount - 1);
        const double radius = d.real(o.minSide, o.maxSide) / 2;
        const cv::Point2d centre(d.real(radius * 0.6, o.size - radius * 0.6),
                                 d.real(radius * 0.6, o.size - radius * 0.6));
        const double angle = d.real(0, 2 * M_PI);
        std::vector<cv::Point2d> pts;
        BoxLabel obj;
        obj.classId = shape;
        if (shape == Circle) {
            obj.x1 = static_cast<float>(centre.x - radius);
            obj.y1 = static_cast<float>(centre.y - radius);
            obj.x2 = static_cast<float>(centre.x + radius);
            obj.y2 = static_cast<float>(centre.y + radius);
        } else {
            pts = polygon(shape, centre, radius, angle);
            double x1 = 1e9, y1 = 1e9, x2 = -1e9, y2 = -1e9;
            for (const auto& p : pts) {
                x1 = std::min(x1, p.x), y1 = std::min(y1, p.y), x2 = std::max(x2, p.x),
                y2 = std::max(y2, p.y);
            }
            obj.x1 = static_cast<float>(x1), obj.y1 = static_cast<float>(y1);
            obj.x2 = static_cast<float>(x2), obj.y2 = static_cast<float>(y2);
        }
        obj.x1 = std::max(0.0f, obj.x1), obj.y1 = std::max(0.0f, obj.y1);
        obj.x2 = std::min(static_cast<float>(o.size), obj.x2),
        obj.y2 = std::min(static_cast<float>(o.size), obj.y2);
        bool clash = obj.x2 - obj.x1 < 8 || obj.y2 - obj.y1 < 8;
        for (const auto& other : out.objects)
            clash = clash || boxOverlap(obj, other) > o.maxOverlap;
        if (clash)
            continue;
        // A colour that stands out from the background under the object.
        const cv::Rect area(cv::Point(static_cast<int>(obj.x1), static_cast<int>(obj.y1)),
                            cv::Point(static_cast<int>(obj.x2), static_cast<int>(obj.y2)));
        const double under = brightness(cv::mean(out.image(area & cv::Rect(0, 0, o.size, o.size))));
        cv::Scalar colour = randomColour(d);
        for (int tries = 0; tries < 8 && std::abs(brightness(colour) - under) < 60; ++tries)
            colour = randomColour(d);
        if (std::abs(brightness(colour) - under) < 60)
            colour = under > 128 ? cv::Scalar(20, 20, 20) : cv::Scalar(235, 235, 235);
        constexpr int kShift = 4;  // sub-pixel drawing: the box is where the shape is
        if (shape == Circle) {
            cv::circle(out.image, cv::Point(cvRound(centre.x * 16), cvRound(centre.y * 16)),
                       cvRound(radius * 16), colour, cv::FILLED, cv::LINE_AA, kShift);
        } else {
            std::vector<cv::Point> fixed;
            for (const auto& p : pts)
                fixed.emplace_back(cvRound(p.x * 16), cvRound(p.y * 16));
            cv::fillPoly(out.image, std::vector<std::vector<cv::Point>>{fixed}, colour, cv::LINE_AA, kShift);
        }
        out.objects.push_back(obj);
    }
    return out;
}

std::string ShapesGenerator::writeCoco(const std::string& dir, const std::string& split, uint64_t seed,
                                       int64_t count, int64_t first) const {
    const fs::path images = fs::path(dir) / split;
    createFolders(images.string(), "image");
    nlohmann::json j;
    j["images"] = nlohmann::json::array();
    j["annotations"] = nlohmann::json::array();
    j["categories"] = nlohmann::json::array();
    for (size_t c = 0; c < classNames().size(); ++c)
        j["categories"].push_back({{"id", c + 1}, {"name", classNames()[c]}, {"supercategory", "shape"}});
    int64_t annotationId = 1;
    for (int64_t i = first; i < first + count; ++i) {
        const ShapeImage s = generate(seed, i);
        char name[32];
        std::snprintf(name, sizeof name, "%06lld.png", static_cast<long long>(i));
        const std::string file = (images / name).string();
        if (!cv::imwrite(file, s.image))
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}'"), {{"path", file}}));
        j["images"].push_back({{"id", i + 1},
                               {"file_name", std::string(name)},
                               {"width", s.image.cols},
                               {"height", s.image.rows}});
        for (const auto& o : s.objects) {
            const double w = o.x2 - o.x1, h = o.y2 - o.y1;
            j["annotations"].push_back({{"id", annotationId++},
                                        {"image_id", i + 1},
                                        {"category_id", o.classId + 1},
                                        {"bbox", {o.x1, o.y1, w, h}},
                                        {"area", w * h},
                                        {"iscrowd", 0}});
        }
    }
    createFolders((fs::path(dir) / "annotations").string(), "annotation");
    const std::string json = (fs::path(dir) / "annotations" / ("instances_" + split + ".json")).string();
    writeFileAtomically(json, jsonText(j));
    return json;
}

}  // namespace osprey
