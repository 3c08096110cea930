// COCO instances and results JSON: the same bytes read as ground truth and as detections.
#include "FuzzSupport.h"
#include "data/formats/coco/CocoData.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    const std::string path = fuzz::writeScratch("instances.json", fuzz::text(data, size));
    fuzz::refusedOnlyAsInputError([&] { loadCocoGroundTruth(path); });
    fuzz::refusedOnlyAsInputError([&] { loadCocoDetections(path); });
    return 0;
}
