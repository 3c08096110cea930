#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace osprey::guess {

// What the formats' recognisers (DatasetFormat::recognition) look at in a picked folder. Only names are read,
// never the images, and nothing throws: a folder that cannot be read holds nothing.

bool isDir(const std::filesystem::path& p);
bool isFile(const std::filesystem::path& p);
bool startsWith(const std::string& s, const std::string& prefix);
std::string lower(std::string s);

// The entries of a folder, sorted by name; at most `limit` (a dataset folder can hold a million files).
std::vector<std::filesystem::path> entries(const std::filesystem::path& folder, size_t limit = 100000);

// Sub-folders that each hold images: the classes of a class-per-folder split.
int classFolders(const std::filesystem::path& folder);

// The training and validation split among names: "train*" and "val*" (else "test*"); one name serves both.
void pickSplits(const std::vector<std::string>& names, std::string& train, std::string& val);

}  // namespace osprey::guess
