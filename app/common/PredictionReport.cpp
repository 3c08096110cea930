#include "PredictionReport.h"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>

#include "data/decode/ImageDecoder.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"

namespace fs = std::filesystem;

namespace osprey::app {

namespace {

// Where the drawn copy of `image` goes under `outDir`: the same file name, made unique within this call.
std::string drawnPath(const std::string& outDir, const std::string& image, std::set<std::string>& used) {
    const fs::path name = fs::path(image).filename();
    fs::path target = fs::path(outDir) / name;
    for (int i = 2; used.count(target.string()); ++i)
        target =
            fs::path(outDir) / (name.stem().string() + "-" + std::to_string(i) + name.extension().string());
    used.insert(target.string());
    std::error_code ec;
    if (fs::equivalent(target, image, ec))
        throw InputError("--out '" + outDir + "' would overwrite the input image '" + image +
                         "'; choose another folder");
    return target.string();
}

nlohmann::json toJson(const std::string& path, const ImageOutcome& o, bool withLogits) {
    if (o.task == TaskKind::Detection) {
        nlohmann::json item{
            {"image", path}, {"width", o.width}, {"height", o.height}, {"boxes", nlohmann::json::array()}};
        for (const auto& b : o.boxes) {
            item["boxes"].push_back({{"x1", b.x1},
                                     {"y1", b.y1},
                                     {"x2", b.x2},
                                     {"y2", b.y2},
                                     {"class_id", b.classId},
                                     {"label", b.label},
                                     {"score", b.score}});
        }
        return item;
    }
    nlohmann::json item{{"image", path}, {"predictions", nlohmann::json::array()}};
    for (const auto& c : o.top)
        item["predictions"].push_back({{"class_id", c.classId}, {"label", c.label}, {"score", c.score}});
    if (withLogits)
        item["logits"] = o.logits;
    return item;
}

void print(const std::string& path, const ImageOutcome& o) {
    if (o.task == TaskKind::Detection) {
        std::printf("%s: %zu object(s)\n", path.c_str(), o.boxes.size());
        for (const auto& b : o.boxes) {
            std::printf("  %5.1f%%  %-16s [%.1f, %.1f, %.1f, %.1f]\n", 100.0 * b.score, b.label.c_str(), b.x1,
                        b.y1, b.x2, b.y2);
        }
        return;
    }
    std::printf("%s\n", path.c_str());
    for (const auto& c : o.top)
        std::printf("  %6.2f%%  %s (%lld)\n", 100.0 * c.score, c.label.c_str(),
                    static_cast<long long>(c.classId));
    if (!o.logits.empty()) {
        std::printf("  logits:");
        for (float v : o.logits)
            std::printf(" %.4f", v);
        std::printf("\n");
    }
}

}  // namespace

int reportPredictions(const PredictionRequest& request,
                      const std::function<ImageOutcome(const cv::Mat&)>& predict) {
    if (!request.outDir.empty())
        createFolders(request.outDir, "--out");
    std::set<std::string> used;
    nlohmann::json out = nlohmann::json::array();
    int failures = 0;
    for (const auto& path : request.images) {
        std::string error;
        cv::Mat image = decodeImageFile(path, &error);
        if (image.empty()) {
            ++failures;
            const std::string message = "cannot read image '" + path + "': " + error;
            std::cerr << "error: " << message << std::endl;
            if (request.json)
                out.push_back({{"image", path}, {"error", message}});
            continue;
        }
        const ImageOutcome outcome = predict(image);
        if (request.json)
            out.push_back(toJson(path, outcome, request.options.logits));
        else
            print(path, outcome);
        if (!request.outDir.empty()) {
            drawOutcome(image, outcome);
            const std::string target = drawnPath(request.outDir, path, used);
            if (!cv::imwrite(target, image))
                throw RuntimeFailure("cannot write '" + target + "'");
            if (!request.json)
                std::printf("  drawn: %s\n", target.c_str());
        }
    }
    if (request.json)
        std::cout << jsonText(out, 2) << std::endl;
    return failures;
}

}  // namespace osprey::app
