// Experiment YAML: Config::fromYaml; what it accepts must write out and read back the same.
#include "FuzzSupport.h"
#include "config/Config.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    fuzz::refusedOnlyAsInputError([&] {
        const Config config = Config::fromYaml(fuzz::text(data, size), "fuzz.yaml");
        const std::string yaml = config.toYaml();
        if (Config::fromYaml(yaml, "again.yaml").toYaml() != yaml)
            __builtin_trap();  // an accepted experiment that does not survive its own round trip
    });
    return 0;
}
