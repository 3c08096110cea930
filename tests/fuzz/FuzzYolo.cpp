// YOLO: the input is one label file beside a 16 x 12 picture, in a folder whose data.yaml names two classes.
#include <opencv2/imgcodecs.hpp>

#include "FuzzSupport.h"
#include "data/formats/yolo/YoloDetectionDataset.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    static const std::string dataYaml = [] {
        const auto dir = fuzz::scratch() / "yolo";
        std::filesystem::create_directories(dir / "images");
        cv::imwrite((dir / "images" / "a.png").string(), cv::Mat(12, 16, CV_8UC3, cv::Scalar(1, 2, 3)));
        return fuzz::writeScratch("yolo/data.yaml", "train: images\nnames: [ball, box]\n");
    }();
    fuzz::writeScratch("yolo/labels/a.txt", fuzz::text(data, size));
    fuzz::refusedOnlyAsInputError(
        [&] { YoloDetectionDataset(dataYaml, "train", [](const std::string&) {}); });
    return 0;
}
