#include <CLI/CLI.hpp>

#include <iostream>

#include "Commands.h"
#include "data/formats/shapes/ShapesFormat.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "util/Errors.h"

namespace osprey::cli {

namespace {

struct ShapesArgs {
    std::string out;
    std::vector<std::string> splits = {"train", "val"};
    std::vector<int64_t> counts = {200, 50};
    uint64_t seed = 2;  // the built-in dataset draws seed 1: by default the files hold other pictures
    int size = 256;
};

void runShapes(const ShapesArgs& args) {
    if (args.splits.size() != args.counts.size())
        throw InputError("--splits and --counts need as many entries each");
    const ShapesGenerator generator(ShapesGenerator::Options::forSize(args.size));
    int64_t first = 0;
    for (size_t i = 0; i < args.splits.size(); ++i) {
        // Consecutive index ranges of one seed: no picture is in two splits.
        const std::string json =
            generator.writeCoco(args.out, args.splits[i], args.seed, args.counts[i], first);
        first += args.counts[i];
        std::cout << args.splits[i] << ": " << args.counts[i] << " images in " << args.out << "/"
                  << args.splits[i] << "/, annotations " << json << "\n";
    }
}

}  // namespace

void addShapesCommand(CLI::App& app) {
    auto args = std::make_shared<ShapesArgs>();
    CLI::App* cmd = app.add_subcommand(
        kShapesFormat,
        "Write the built-in shapes demo as a COCO-format dataset (PNG images + instances JSON)");
    cmd->add_option("--out,-o", args->out,
                    "Folder to write into (DIR/<split>/*.png, DIR/annotations/instances_<split>.json)")
        ->required();
    cmd->add_option("--splits", args->splits, "Split names")->delimiter(',');
    cmd->add_option("--counts", args->counts, "Images per split")->delimiter(',')->check(CLI::PositiveNumber);
    cmd->add_option(
        "--seed", args->seed,
        "Which pictures: the same seed always gives the same images (the built-in shapes dataset is seed 1)");
    cmd->add_option("--size", args->size, "Side of the square images, pixels (objects scale with it)")
        ->check(CLI::Range(32, 4096));
    cmd->callback([args] { runShapes(*args); });
}

}  // namespace osprey::cli
