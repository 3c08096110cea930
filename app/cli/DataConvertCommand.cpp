#include <CLI/CLI.hpp>

#include <chrono>
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "data/formats/DatasetFormat.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey::cli {

namespace {

struct DataConvertArgs {
    std::string from, to, format;
    bool force = false;
    int64_t shardSize = 1024;
    std::string compression = "none";
    std::vector<std::string> overrides;
};

// "converted 1,200 of 5,000 pictures, 850/s" on stderr, at most once a second and at the end.
ExportProgress progressLine() {
    auto start = std::chrono::steady_clock::now();
    auto last = start - std::chrono::seconds(1);
    return [start, last](size_t done, size_t total) mutable {
        const auto now = std::chrono::steady_clock::now();
        if (done < total && now - last < std::chrono::seconds(1))
            return;
        last = now;
        const double seconds = std::chrono::duration<double>(now - start).count();
        std::cerr << "converted " << withThousands(static_cast<long long>(done)) << " of "
                  << withThousands(static_cast<long long>(total)) << " pictures";
        if (seconds > 0.5)
            std::cerr << ", " << withThousands(static_cast<long long>(static_cast<double>(done) / seconds))
                      << "/s";
        std::cerr << std::endl;
    };
}

void runDataConvert(const DataConvertArgs& args) {
    const DatasetGuess guess = detectDataset(args.from);
    if (guess.format.empty())  // the reason names the folder and what was looked for
        throw InputError(Reason::sentence("{reason}", {{"reason", guess.reason}}));
    std::vector<std::string> overrides = guess.overrides();
    overrides.insert(overrides.end(), args.overrides.begin(), args.overrides.end());
    const Config config = loadConfig("", overrides);
    const bool detection = guess.task == "detection";
    const TaskKind task = detection ? TaskKind::Detection : TaskKind::Classification;
    const DatasetFormat& target = datasetFormats().at(args.format);
    if (!target.writes(task)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' is a {task} dataset: it converts to one of {formats}, not {format}"),
            {{"path", args.from},
             {"task", guess.task},
             {"formats", join(exportFormatNamesFor(task), ", ")},
             {"format", args.format}}));
    }
    ExportSettings settings;
    settings.picturesPerShard = args.shardSize;
    settings.compression = args.compression;
    const auto warn = [](const std::string& message) { std::cerr << "warning: " << message << '\n'; };
    // Read (and check) the source before anything is written.
    std::optional<DetectionSplits> boxes;
    std::optional<DatasetSplits> classes;
    if (detection)
        boxes = buildDetectionDatasets(config, warn);
    else
        classes = buildDatasets(config);
    std::cerr << "converting " << (detection ? boxes->description : classes->description) << " to "
              << args.format << " in " << args.to << std::endl;
    const ExportFolder out(args.to, args.force);
    const ExportProgress progress = progressLine();
    if (detection)
        target.exportBoxes(*boxes, out, settings, progress);
    else
        target.exportClasses(*classes, out, settings, progress);
    std::cout << "wrote " << args.to << " (" << args.format << ")" << std::endl;
}

}  // namespace

void addDataConvertCommand(CLI::App& data) {
    auto args = std::make_shared<DataConvertArgs>();
    CLI::App* convert = data.add_subcommand(
        "convert",
        "Write a dataset in another format: class folders, COCO, VOC or YOLO folders (and the demos) as "
        "TFRecord "
        "shards with their DALI index files; TFRecord shards as a COCO folder or class folders");
    convert->add_option("--from", args->from, "The dataset's folder (its format is recognised)")->required();
    convert->add_option("--to", args->to, "The folder to write; a new or empty one unless --force")
        ->required();
    convert
        ->add_option("--format", args->format,
                     "What to write: tfrecord, coco (detection) or folder (classification)")
        ->required()
        ->check(CLI::IsMember(exportFormatNames()));
    convert->add_flag("--force", args->force,
                      "Write into a folder that is not empty, replacing files of the same names");
    convert->add_option("--shard-size", args->shardSize, "tfrecord: pictures per shard (default 1024)")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 30));
    convert
        ->add_option("--compression", args->compression,
                     "tfrecord: none, gzip or zlib (TensorFlow's TFRecordOptions)")
        ->check(CLI::IsMember({"none", "gzip", "zlib"}));
    convert->add_option("overrides", args->overrides,
                        "Dotted key=value overrides of how the source is read, e.g. data.val_fraction=0.2");
    convert->callback([args] { runDataConvert(*args); });
}

}  // namespace osprey::cli
