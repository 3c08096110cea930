#pragma once

#include <string>
#include <vector>

namespace osprey {

class Config;
template <typename Entry>
class Registry;

// Learning rate as a function of training progress in epochs (fractional, so it changes every step): linear
// warm-up, then cosine decay to a floor, step decay at milestones, or constant.
class LrSchedule {
public:
    enum class Kind { Cosine, Step, Constant };

    LrSchedule(Kind kind, double baseLr, double totalEpochs, double warmupEpochs = 0, double minLr = 0,
               std::vector<int64_t> milestones = {}, double gamma = 0.1);

    // The schedule the experiment describes; `baseLr` already includes any batch-size scaling.
    static LrSchedule fromConfig(const Config& config, double baseLr);
    // The schedules by the name schedule.name gives them.
    static const Registry<Kind>& registry();

    double at(double epoch) const;
    double baseLr() const { return m_baseLr; }

private:
    Kind m_kind;
    double m_baseLr, m_totalEpochs, m_warmupEpochs, m_minLr;
    std::vector<int64_t> m_milestones;
    double m_gamma;
};

}  // namespace osprey
