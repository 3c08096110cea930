#include "data/DuplicateFinder.h"

#include <cstdint>
#include <optional>

#include "data/ImageDecoder.h"
#include "data/ImageHash.h"

namespace osprey {

namespace {

struct HashedImage {
    size_t index = 0;  // into the caller's list
    uint64_t content = 0;
    PerceptualHash look;
};

// The picture's two hashes, or the reason it cannot be read.
std::optional<HashedImage> hashImage(const DatasetImage& image, std::string& error) {
    std::vector<uint8_t> bytes;
    if (!readFileBytes(image.path, bytes, &error))
        return std::nullopt;
    if (const auto problem = pixelCountProblem(bytes)) {
        error = *problem;
        return std::nullopt;
    }
    const cv::Mat picture = decodeImageBytes(bytes, &error);
    if (picture.empty())
        return std::nullopt;
    HashedImage hashed;
    hashed.content = contentHash(bytes);
    hashed.look = perceptualHash(picture);
    return hashed;
}

bool sameBytes(const std::string& a, const std::string& b) {
    std::vector<uint8_t> x, y;
    return readFileBytes(a, x) && readFileBytes(b, y) && x == y;
}

}  // namespace

DuplicateReport findDuplicates(const std::vector<DatasetImage>& images, int maxDistance,
                               const std::function<void(size_t, size_t)>& progress) {
    DuplicateReport report;
    std::vector<HashedImage> hashed;
    hashed.reserve(images.size());
    for (size_t i = 0; i < images.size(); ++i) {
        std::string error;
        if (auto h = hashImage(images[i], error)) {
            h->index = i;
            hashed.push_back(*h);
        } else {
            report.unreadable.push_back(images[i]);
            report.unreadableReasons.push_back(error);
        }
        if (progress)
            progress(i + 1, images.size());
    }
    for (size_t a = 0; a < hashed.size(); ++a) {
        for (size_t b = a + 1; b < hashed.size(); ++b) {
            const DatasetImage& first = images[hashed[a].index];
            const DatasetImage& second = images[hashed[b].index];
            const int distance = hammingDistance(hashed[a].look, hashed[b].look);
            const bool exact = hashed[a].content == hashed[b].content && sameBytes(first.path, second.path);
            if (!exact && distance > maxDistance)
                continue;
            ImagePair pair{first.split, first.path, second.split, second.path, exact ? "exact" : "near",
                           distance};
            (first.split == second.split ? report.duplicates : report.leaks).push_back(std::move(pair));
        }
    }
    return report;
}

}  // namespace osprey
