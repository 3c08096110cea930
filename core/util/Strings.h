#pragma once

#include <string>
#include <vector>

namespace osprey {

// Edit distance between two strings (insertions, deletions, substitutions).
int editDistance(const std::string& a, const std::string& b);

// The candidate closest to `word` by edit distance, or "" when nothing is reasonably close.
std::string nearestWord(const std::string& word, const std::vector<std::string>& candidates);

std::string join(const std::vector<std::string>& parts, const std::string& separator);

std::vector<std::string> split(const std::string& text, char separator);

// "1.2 s", "3 min 04 s", "1 h 02 min".
std::string formatDuration(double seconds);

// printf into a string: formatText("%.2f%%", 97.5) -> "97.50%".
std::string formatText(const char* format, ...) __attribute__((format(printf, 1, 2)));

// 11689512 -> "11,689,512".
std::string withThousands(long long value);

}  // namespace osprey
