#include "TestSupport.h"

#include <QProcess>

#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "store/RunStore.h"

namespace osprey::test {

CliResult runCli(const QStringList& arguments, int timeoutMs, const QString& workingDir) {
    return runProgram(QStringLiteral(OSPREY_CLI_PATH), arguments, timeoutMs, workingDir);
}

CliResult runProgram(const QString& program, const QStringList& arguments, int timeoutMs,
                     const QString& workingDir) {
    QProcess process;
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(program, arguments);
    CliResult r;
    if (!process.waitForStarted())
        return r;
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

void writeImageFolder(const std::string& root, const QStringList& classes, int count, int size) {
    for (int c = 0; c < classes.size(); ++c) {
        const auto folder = std::filesystem::path(root) / classes[c].toStdString();
        std::filesystem::create_directories(folder);
        for (int i = 0; i < count; ++i) {
            cv::Mat image(size, size, CV_8UC3, cv::Scalar(40 + 60 * c, 200 - 50 * c, 30 + (i * 7) % 100));
            if (c % 2 == 0) {
                cv::circle(image, {size / 2, size / 2}, size / 3, cv::Scalar(255, 255, 255), -1);
            } else {
                cv::rectangle(image, {size / 4, size / 4}, {3 * size / 4, 3 * size / 4}, cv::Scalar(0, 0, 0),
                              -1);
            }
            char name[32];
            std::snprintf(name, sizeof name, "img%03d.png", i);
            cv::imwrite((folder / name).string(), image);
        }
    }
}

void writeTruncatedJpeg(const std::string& path) {
    cv::Mat image(64, 64, CV_8UC3, cv::Scalar(10, 120, 200));
    cv::circle(image, {32, 32}, 20, cv::Scalar(255, 0, 0), -1);
    std::vector<uchar> bytes;
    cv::imencode(".jpg", image, bytes);
    bytes.resize(bytes.size() / 2);
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

void writeTextFile(const std::string& path, const std::string& text) {
    std::ofstream out(path);
    out << text;
}

std::string writeSmallExperiment(const std::string& path, const std::string& dataLines) {
    std::ofstream out(path);
    out << "name: small\n"
           "seed: 1\n"
        << dataLines
        << "augment:\n"
           "  train: {resize_mode: resize, hflip: 0.0}\n"
           "  val: {resize_mode: resize}\n"
           "model: {name: cifar_resnet20}\n"
           "optim: {lr: 0.05}\n"
           "schedule: {name: cosine}\n"
           "train: {epochs: 1, batch_size: 16}\n";
    return path;
}

std::map<int64_t, std::pair<double, double>> epochTop1AndLoss(const std::string& dbPath,
                                                              const std::string& runDir) {
    RunStore store(dbPath);
    const auto run = store.findRunByDir(runDir);
    std::map<int64_t, std::pair<double, double>> out;
    if (!run)
        return out;
    for (const auto& m : store.metrics(run->id)) {
        if (m.name == "val/top1")
            out[m.epoch].first = m.value;
        if (m.name == "val/loss")
            out[m.epoch].second = m.value;
    }
    return out;
}

}  // namespace osprey::test
