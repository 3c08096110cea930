#include "device/CpuFeatures.h"

#include <fstream>
#include <sstream>

namespace osprey {

bool cpuInfoHasNativeBf16(const std::string& cpuInfo) {
    std::istringstream lines(cpuInfo);
    std::string line;
    while (std::getline(lines, line)) {
        // x86-64 lists "flags", AArch64 "Features"; the first processor speaks for all.
        if (line.rfind("flags", 0) != 0 && line.rfind("Features", 0) != 0)
            continue;
        std::istringstream words(
            line.substr(line.find(':') == std::string::npos ? line.size() : line.find(':') + 1));
        std::string word;
        while (words >> word) {
            if (word == "avx512_bf16" || word == "amx_bf16" || word == "bf16")
                return true;
        }
        return false;
    }
    return false;
}

bool cpuHasNativeBf16() {
    static const bool native = [] {
        std::ifstream file("/proc/cpuinfo");
        std::ostringstream text;
        text << file.rdbuf();
        return cpuInfoHasNativeBf16(text.str());
    }();
    return native;
}

}  // namespace osprey
