#include "util/Strings.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <sstream>

namespace osprey {

int editDistance(const std::string& a, const std::string& b) {
    std::vector<int> previous(b.size() + 1), current(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        previous[j] = static_cast<int>(j);
    for (size_t i = 1; i <= a.size(); ++i) {
        current[0] = static_cast<int>(i);
        for (size_t j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::string nearestWord(const std::string& word, const std::vector<std::string>& candidates) {
    std::string best;
    int bestDistance = 1 << 30;
    for (const auto& candidate : candidates) {
        const int distance = editDistance(word, candidate);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    // Farther than half the word away is no suggestion at all.
    if (best.empty() || bestDistance > std::max<int>(2, static_cast<int>(word.size()) / 2))
        return {};
    return best;
}

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += separator;
        out += parts[i];
    }
    return out;
}

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream stream(text);
    while (std::getline(stream, part, separator))
        parts.push_back(part);
    return parts;
}

std::string formatText(const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int length = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out(static_cast<size_t>(std::max(length, 0)), '\0');
    std::vsnprintf(out.data(), out.size() + 1, format, again);
    va_end(again);
    return out;
}

std::string formatDuration(double seconds) {
    char buffer[64];
    if (seconds < 60) {
        std::snprintf(buffer, sizeof buffer, "%.1f s", seconds);
    } else if (seconds < 3600) {
        const int total = static_cast<int>(seconds + 0.5);
        std::snprintf(buffer, sizeof buffer, "%d min %02d s", total / 60, total % 60);
    } else {
        const int minutes = static_cast<int>(seconds / 60 + 0.5);
        std::snprintf(buffer, sizeof buffer, "%d h %02d min", minutes / 60, minutes % 60);
    }
    return buffer;
}

std::string withThousands(long long value) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

}  // namespace osprey
