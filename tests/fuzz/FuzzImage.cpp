// Image files: the header reader and the decoder (OpenCV's codecs are not instrumented; what Osprey does
// before and after them is).
#include "FuzzSupport.h"
#include "data/decode/ImageDecoder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    const std::vector<uint8_t> bytes(data, data + size);
    const auto stated = headerImageSize(bytes.data(), bytes.size());
    std::string error;
    const cv::Mat image = decodeImageBytes(bytes, &error);
    if (image.empty() == error.empty())
        __builtin_trap();  // a refusal without a reason, or a reason with a picture
    if (!image.empty() && static_cast<long long>(image.cols) * image.rows > kMaxImagePixels)
        __builtin_trap();
    (void)stated;
    return 0;
}
