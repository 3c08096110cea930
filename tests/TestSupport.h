#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <string>
#include <utility>

namespace osprey::test {

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs `program` with `arguments` and waits (at most `timeoutMs`, then kills it); exitCode -1 when it did not
// end by itself (a crash, a signal, the time limit).
CliResult runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 300000,
                     const QString& workingDir = {});
// Runs osprey-cli with `arguments` and waits (at most `timeoutMs`).
CliResult runCli(const QStringList& arguments, int timeoutMs = 300000, const QString& workingDir = {});

// Writes `count` small PNG images per class into root/<class>/ (classes differ in colour and pattern).
void writeImageFolder(const std::string& root, const QStringList& classes, int count, int size = 24);

// A JPEG cut off half way, and a text file with an image extension.
void writeTruncatedJpeg(const std::string& path);
void writeTextFile(const std::string& path, const std::string& text);

// A small experiment YAML file for the tests: a CIFAR ResNet-20 on 16-pixel images.
std::string writeSmallExperiment(const std::string& path, const std::string& dataLines);

// The validation top-1 and loss each epoch of the run in `runDir` recorded in the run store `dbPath` (epoch
// 0 first); empty when the store has no such run.
std::map<int64_t, std::pair<double, double>> epochTop1AndLoss(const std::string& dbPath,
                                                              const std::string& runDir);

}  // namespace osprey::test
