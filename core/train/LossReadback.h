#pragma once

#include <torch/types.h>

#include <c10/core/Event.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "train/TrainingTask.h"

namespace osprey {

// A step's loss and its named parts, on the host.
struct StepLossValues {
    double total = 0;
    std::map<std::string, double> parts;
};

// Brings a step's loss back to the host. On a CUDA device start() queues one non-blocking copy of all the
// values into page-locked memory and records an event, so the step's work goes on being queued; finish()
// waits for that event only, which by then (a step later) has usually passed. Elsewhere start() reads the
// values at once.
class LossReadback {
public:
    explicit LossReadback(torch::Device device);

    void start(const TaskLoss& loss);
    bool started() const { return m_started; }
    // The values of the last start(); waits for the device to have computed them.
    StepLossValues finish();

private:
    torch::Device m_device;
    bool m_started = false;
    std::vector<std::string> m_names;
    torch::Tensor m_host;  // [1 + parts] float64, pinned on CUDA
    std::optional<c10::Event> m_copied;
};

}  // namespace osprey
