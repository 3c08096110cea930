// Pascal VOC: the input is one annotation XML in an otherwise valid VOC folder (one 16 x 12 picture).
#include <opencv2/imgcodecs.hpp>

#include "FuzzSupport.h"
#include "data/formats/voc/VocDetectionDataset.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    static const std::filesystem::path root = [] {
        const auto dir = fuzz::scratch() / "voc";
        std::filesystem::create_directories(dir / "JPEGImages");
        cv::imwrite((dir / "JPEGImages" / "a.png").string(), cv::Mat(12, 16, CV_8UC3, cv::Scalar(1, 2, 3)));
        return dir;
    }();
    fuzz::writeScratch("voc/Annotations/a.xml", fuzz::text(data, size));
    fuzz::refusedOnlyAsInputError(
        [&] { VocDetectionDataset(root.string(), "train", [](const std::string&) {}); });
    return 0;
}
