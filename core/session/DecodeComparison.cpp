// bench data --compare-cpu: GPU decoding against the CPU path (session/Benchmark.h, compareDecoding).
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

// clang-format off
#include <cstdio>
#include <jpeglib.h>
// clang-format on

#include <torch/cuda.h>
#include <unistd.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>

#include "data/checks/BadImageTracker.h"
#include "data/decode/DecodeChoice.h"
#include "data/decode/ImageDecoder.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DevicePrefetcher.h"
#include "device/DeviceSelection.h"
#include "session/Benchmark.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// A JPEG of `rgb` as libjpeg writes it: progressive, CMYK (Adobe-inverted, as Photoshop writes it), or with
// 4:1:1 chroma; the kinds of JPEG the GPU path hands to the CPU.
std::vector<uint8_t> encodeJpeg(const cv::Mat& rgb, const std::string& kind) {
    jpeg_compress_struct info;
    jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &buffer, &size);
    const bool cmyk = kind == "cmyk";
    info.image_width = static_cast<JDIMENSION>(rgb.cols);
    info.image_height = static_cast<JDIMENSION>(rgb.rows);
    info.input_components = cmyk ? 4 : 3;
    info.in_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 90, TRUE);
    if (kind == "progressive")
        jpeg_simple_progression(&info);
    if (kind == "411") {
        info.comp_info[0].h_samp_factor = 4;
        info.comp_info[0].v_samp_factor = 1;
    }
    jpeg_start_compress(&info, TRUE);
    std::vector<uint8_t> row(static_cast<size_t>(rgb.cols) * static_cast<size_t>(info.input_components));
    while (info.next_scanline < info.image_height) {
        const uint8_t* from = rgb.ptr<uint8_t>(static_cast<int>(info.next_scanline));
        for (int x = 0; x < rgb.cols; ++x) {
            if (cmyk) {  // inverted CMYK with K = 0, as Adobe writes it
                for (int c = 0; c < 3; ++c)
                    row[static_cast<size_t>(4 * x + c)] = from[3 * x + c];
                row[static_cast<size_t>(4 * x + 3)] = 255;
            } else {
                for (int c = 0; c < 3; ++c)
                    row[static_cast<size_t>(3 * x + c)] = from[3 * x + c];
            }
        }
        JSAMPROW pointer = row.data();
        jpeg_write_scanlines(&info, &pointer, 1);
    }
    jpeg_finish_compress(&info);
    std::vector<uint8_t> out(buffer, buffer + size);
    jpeg_destroy_compress(&info);
    std::free(buffer);
    return out;
}

void writeMalformedFile(const fs::path& path, const std::vector<uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

// The malformed and unusual JPEGs, made from the folder's first picture, in `folder`/c/: file name to what it
// is.
std::map<std::string, std::string> writeMalformed(const std::string& source, const fs::path& folder) {
    std::vector<uint8_t> good;
    std::string error;
    if (!readFileBytes(source, good, &error))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read '{path}': {reason}"),
                             {{"path", source}, {"reason", error}}));
    cv::Mat bgr = decodeImageBytes(good, &error, cv::IMREAD_COLOR);
    if (bgr.empty())
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read '{path}': {reason}"),
                             {{"path", source}, {"reason", error}}));
    cv::Mat rgb;
    cv::cvtColor(bgr, rgb, cv::COLOR_BGR2RGB);
    const fs::path dir = folder / "c";
    fs::create_directories(dir);
    std::map<std::string, std::string> kinds;
    const auto put = [&](const std::string& name, const std::vector<uint8_t>& bytes,
                         const std::string& what) {
        writeMalformedFile(dir / name, bytes);
        kinds[name] = what;
    };
    put("a_good.jpg", good, "the folder's first picture, unchanged");
    put("b_truncated.jpg",
        std::vector<uint8_t>(good.begin(), good.begin() + static_cast<long>(good.size() / 2)),
        "cut off half way");
    std::mt19937 random(7);
    std::vector<uint8_t> garbage(4096);
    for (auto& b : garbage)
        b = static_cast<uint8_t>(random());
    put("c_garbage.jpg", garbage, "random bytes named .jpg");
    put("d_progressive.jpg", encodeJpeg(rgb, "progressive"), "progressive JPEG");
    put("e_cmyk.jpg", encodeJpeg(rgb, "cmyk"), "CMYK JPEG");
    put("f_411.jpg", encodeJpeg(rgb, "411"), "baseline JPEG with 4:1:1 chroma");
    std::vector<uint8_t> png;
    cv::imencode(".png", bgr, png);
    put("g_png.jpg", png, "a PNG named .jpg");
    std::vector<uint8_t> damaged = good;
    for (size_t i = damaged.size() / 2; i < damaged.size() / 2 + 64 && i + 2 < damaged.size(); ++i)
        damaged[i] = static_cast<uint8_t>(random());
    put("h_damaged.jpg", damaged, "64 random bytes in the middle of the coded data (informational)");
    return kinds;
}

// Per file of `folder`: "decoded" or "unreadable: <reason>", through one loader with `gpu` decoding.
std::map<std::string, std::string> decodingOutcomes(const BenchOptions& o, const std::string& folder,
                                                    bool gpu, torch::Device device) {
    auto dataset = std::make_shared<ImageFolderDataset>(folder);
    std::mutex mutex;
    std::map<std::string, std::string> result;
    auto bad = std::make_shared<BadImageTracker>(dataset->size(), 1.0, [&](const std::string& message) {
        const std::lock_guard<std::mutex> lock(mutex);
        for (size_t i = 0; i < dataset->size(); ++i) {
            const std::string name = fs::path(dataset->itemName(i)).filename().string();
            const size_t reason = message.find("': ");
            if (message.find(name) != std::string::npos)
                result[name] =
                    "unreadable: " + (reason == std::string::npos ? message : message.substr(reason + 3));
        }
    });
    ClassificationTransform::Options t;
    t.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
    t.size = static_cast<int>(o.imageSize);
    t.hflip = 0.5;
    LoaderOptions lo;
    lo.batchSize = static_cast<int64_t>(dataset->size());
    lo.workers = 2;
    lo.shuffle = false;
    lo.dropLast = false;
    lo.pinMemory = device.is_cuda();
    lo.gpuDecode = gpu;
    DataLoader loader(dataset, ClassificationTransform(t), lo, bad);
    loader.startEpoch(0);
    DevicePrefetcher prefetcher(loader, device, false);
    Batch batch;
    while (prefetcher.next(batch)) {
        for (int64_t index : batch.indices)
            result[fs::path(dataset->itemName(static_cast<size_t>(index))).filename().string()] = "decoded";
    }
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
    return result;
}

// The pictures the two paths disagree on most, kept to show them (bench data --compare-cpu --dump DIR).
struct WorstPicture {
    double mean = 0;
    std::string name;
    torch::Tensor gpu, cpu;  // normalised CHW on the device
};

void keepWorst(std::vector<WorstPicture>& worst, WorstPicture candidate) {
    constexpr size_t kKept = 6;
    if (worst.size() == kKept && candidate.mean <= worst.back().mean)
        return;
    worst.push_back(std::move(candidate));
    std::sort(worst.begin(), worst.end(),
              [](const WorstPicture& x, const WorstPicture& y) { return x.mean > y.mean; });
    if (worst.size() > kKept)
        worst.pop_back();
}

// Each kept picture as one PNG in `dir`: the GPU path's pixels, the CPU path's, and their difference x4.
void dumpWorst(const std::vector<WorstPicture>& worst, const std::string& dir, const PixelNormalization& n) {
    fs::create_directories(dir);
    const auto pixels = [&](const torch::Tensor& chw) {
        torch::Tensor t = chw.to(torch::kCPU, torch::kFloat32).contiguous();
        const torch::Tensor scale = torch::tensor({n.scale[0], n.scale[1], n.scale[2]}).view({3, 1, 1});
        const torch::Tensor shift = torch::tensor({n.shift[0], n.shift[1], n.shift[2]}).view({3, 1, 1});
        return ((t - shift) / scale).clamp(0, 255);
    };
    for (size_t i = 0; i < worst.size(); ++i) {
        const torch::Tensor g = pixels(worst[i].gpu), c = pixels(worst[i].cpu);
        const torch::Tensor d = ((g - c).abs() * 4).clamp(0, 255);
        const torch::Tensor strip =
            torch::cat({g, c, d}, 2).permute({1, 2, 0}).round().to(torch::kUInt8).contiguous();
        cv::Mat rgb(static_cast<int>(strip.size(0)), static_cast<int>(strip.size(1)), CV_8UC3,
                    strip.data_ptr<uint8_t>());
        cv::Mat bgr;
        cv::cvtColor(rgb, bgr, cv::COLOR_RGB2BGR);
        cv::imwrite((fs::path(dir) / ("worst" + std::to_string(i) + ".png")).string(), bgr);
    }
}

}  // namespace

std::string compareDecoding(const BenchOptions& o) {
    std::error_code error;
    if (!o.compareDumpDir.empty() && fs::exists(fs::symlink_status(o.compareDumpDir, error)) &&
        !fs::is_directory(fs::symlink_status(o.compareDumpDir, error)))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "--dump '{path}' is not a folder"),
                             {{"path", o.compareDumpDir}}));
    const DeviceChoice device = selectDevice(o.device);
    DecodeChoice::choose("gpu", device.device, true, false);  // InputError where GPU decoding cannot run
    auto dataset = std::make_shared<ImageFolderDataset>(o.dataDir);
    ClassificationTransform::Options t;
    t.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
    t.size = static_cast<int>(o.imageSize);
    t.hflip = 0.5;
    const auto loaderFor = [&](bool gpu) {
        LoaderOptions lo;
        lo.batchSize = o.batchSize;
        lo.workers = o.workers;
        lo.pinMemory = true;
        lo.seed = 1234;
        lo.maxBatchesPerEpoch = o.steps;
        lo.gpuDecode = gpu;
        auto bad = std::make_shared<BadImageTracker>(dataset->size(), 1.0);
        return std::make_unique<DataLoader>(dataset, ClassificationTransform(t), lo, bad);
    };
    auto gpuLoader = loaderFor(true);
    auto cpuLoader = loaderFor(false);
    gpuLoader->startEpoch(0);
    cpuLoader->startEpoch(0);
    DevicePrefetcher gpu(*gpuLoader, device.device, false);
    DevicePrefetcher cpu(*cpuLoader, device.device, false);
    double sum = 0, largest = 0, elements = 0, worstRowMean = 0;
    int64_t batches = 0, images = 0, rowsOverTenth = 0;
    bool sameRows = true;
    std::vector<WorstPicture> worst;
    Batch a, b;
    while (gpu.next(a) && cpu.next(b)) {
        if (a.indices != b.indices) {
            sameRows = false;
            continue;
        }
        const torch::Tensor diff = (a.images - b.images).abs().to(torch::kFloat64);
        sum += diff.sum().item<double>();
        largest = std::max(largest, diff.max().item<double>());
        const torch::Tensor rowMeans = diff.flatten(1).mean(1).cpu();
        worstRowMean = std::max(worstRowMean, rowMeans.max().item<double>());
        rowsOverTenth += (rowMeans > 0.1).sum().item<int64_t>();
        for (int64_t r = 0; r < rowMeans.size(0); ++r)
            keepWorst(worst, {rowMeans[r].item<double>(),
                              dataset->itemName(static_cast<size_t>(a.indices[static_cast<size_t>(r)])),
                              a.images[r], b.images[r]});
        elements += static_cast<double>(diff.numel());
        images += a.images.size(0);
        ++batches;
    }
    nlohmann::json worstJson = nlohmann::json::array();
    for (const WorstPicture& w : worst)
        worstJson.push_back({{"file", w.name}, {"mean_abs_difference", w.mean}});
    if (!o.compareDumpDir.empty())
        dumpWorst(worst, o.compareDumpDir, a.normalization);
    const GpuBatchDecoder::Counts counts = gpu.gpuDecodeCounts();

    const fs::path folder = fs::temp_directory_path() / ("osprey-malformed-" + std::to_string(::getpid()));
    fs::remove_all(folder);
    const auto kinds = writeMalformed(dataset->filePath(0), folder);
    const auto onGpu = decodingOutcomes(o, folder.string(), true, device.device);
    const auto onCpu = decodingOutcomes(o, folder.string(), false, device.device);
    fs::remove_all(folder);
    nlohmann::json files = nlohmann::json::array();
    bool sameOutcomes = true;
    for (const auto& [name, what] : kinds) {
        const auto g = onGpu.find(name), c = onCpu.find(name);
        const std::string gpuOutcome = g == onGpu.end() ? "missing" : g->second;
        const std::string cpuOutcome = c == onCpu.end() ? "missing" : c->second;
        const bool informational = name == "h_damaged.jpg";
        const bool same = gpuOutcome == cpuOutcome;
        if (!informational)
            sameOutcomes = sameOutcomes && same;
        files.push_back({{"file", name},
                         {"what", what},
                         {"gpu", gpuOutcome},
                         {"cpu", cpuOutcome},
                         {"same", same},
                         {"counted", !informational}});
    }
    nlohmann::json j{
        {"mode", "compare-decoding"},
        {"device", device.device.str()},
        {"decoder", gpu.gpuDecoder()},
        {"batch_size", o.batchSize},
        {"image_size", o.imageSize},
        {"batches", batches},
        {"images", images},
        {"same_rows", sameRows},
        {"mean_abs_difference", elements > 0 ? sum / elements : 0.0},
        {"max_abs_difference", largest},
        {"worst_image_mean_abs_difference", worstRowMean},
        {"images_over_0_1", rowsOverTenth},
        {"worst_images", worstJson},
        {"gpu_regions", std::getenv("OSPREY_GPU_DECODE_REGIONS") == nullptr ||
                            std::string(std::getenv("OSPREY_GPU_DECODE_REGIONS")) != "0"},
        {"gpu_pictures",
         {{"decoded", counts.gpu}, {"region_only", counts.regionOnly}, {"cpu_fallback", counts.cpuFallback}}},
        {"malformed", files},
        {"malformed_same_outcome", sameOutcomes}};
    return jsonText(j, 2);
}

}  // namespace osprey
