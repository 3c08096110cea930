#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace osprey {

// One hyperparameter of a run, as TensorBoard's hparams dashboard shows it.
struct HParam {
    std::string name;
    std::variant<bool, double, std::string> value;
};

// Writes one TensorBoard event file: <dir>/events.out.tfevents.<seconds>.<host>, TFRecord-framed `Event`
// messages (TensorFlow's event.proto / summary.proto, built with libprotobuf), starting with the file version
// "brain.Event:2". What it writes is in the file only after flush(); errors (a full disk, a folder that is
// gone) throw InputError naming the file. Not thread-safe: one writer per thread.
class EventFileWriter {
public:
    // Creates `dir` if needed; `host` goes into the file name as TensorFlow's writers put it there.
    EventFileWriter(const std::filesystem::path& dir, const std::string& host, double wallTime);
    ~EventFileWriter();
    EventFileWriter(const EventFileWriter&) = delete;
    EventFileWriter& operator=(const EventFileWriter&) = delete;

    const std::filesystem::path& path() const;

    // A scalar summary (`simple_value`, as tf.summary's v1 scalars and torch.utils.tensorboard write them).
    void addScalar(const std::string& tag, int64_t step, double value, double wallTime);
    // An image summary: `encoded` is a PNG or JPEG file's bytes of `width` x `height` pixels, `channels` 1, 3
    // or 4.
    void addImage(const std::string& tag, int64_t step, const std::string& encoded, int width, int height,
                  int channels, double wallTime);
    // A restart marker (SessionLog START) at `step`: TensorBoard's readers drop what earlier files hold at
    // `step` and later, the steps a resumed run trains again.
    void addSessionStart(int64_t step, double wallTime);
    // The run's hyperparameters for the hparams dashboard (its session_start_info).
    void addHParams(const std::vector<HParam>& hparams, double wallTime);
    // The run's end for the hparams dashboard (session_end_info): success or failure.
    void addSessionEnd(bool success, double wallTime);

    void flush();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

}  // namespace osprey
