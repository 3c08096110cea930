#include "train/LrSchedule.h"
#include "util/Translatable.h"

#include <algorithm>
#include <cmath>

#include "config/Config.h"
#include "util/Registry.h"

namespace osprey {

LrSchedule::LrSchedule(Kind kind, double baseLr, double totalEpochs, double warmupEpochs, double minLr,
                       std::vector<int64_t> milestones, double gamma)
    : m_kind(kind),
      m_baseLr(baseLr),
      m_totalEpochs(totalEpochs),
      m_warmupEpochs(warmupEpochs),
      m_minLr(minLr),
      m_milestones(std::move(milestones)),
      m_gamma(gamma) {
    std::sort(m_milestones.begin(), m_milestones.end());
}

const Registry<LrSchedule::Kind>& LrSchedule::registry() {
    static const Registry<Kind> registry = [] {
        Registry<Kind> r(OSPREY_TRANSLATE_NOOP("osprey::Errors", "LR schedule"), "schedule.name");
        r.add("cosine", Kind::Cosine);
        r.add("step", Kind::Step);
        r.add("constant", Kind::Constant);
        return r;
    }();
    return registry;
}

LrSchedule LrSchedule::fromConfig(const Config& config, double baseLr) {
    const Kind kind = registry().at(config.getString("schedule.name"));
    return LrSchedule(kind, baseLr, static_cast<double>(config.getInt("train.epochs")),
                      config.getFloat("schedule.warmup_epochs"), config.getFloat("schedule.min_lr"),
                      config.getIntList("schedule.milestones"), config.getFloat("schedule.gamma"));
}

double LrSchedule::at(double epoch) const {
    double lr = m_baseLr;
    switch (m_kind) {
        case Kind::Constant:
            break;
        case Kind::Step:
            for (int64_t m : m_milestones) {
                if (epoch >= static_cast<double>(m))
                    lr *= m_gamma;
            }
            break;
        case Kind::Cosine: {
            // Cosine over the epochs after warm-up, as in the ResNet-50 v1.5 recipe.
            const double span = std::max(1e-9, m_totalEpochs - m_warmupEpochs);
            const double t = std::clamp((epoch - m_warmupEpochs) / span, 0.0, 1.0);
            lr = m_minLr + (m_baseLr - m_minLr) * 0.5 * (1.0 + std::cos(M_PI * t));
            break;
        }
    }
    if (m_warmupEpochs > 0 && epoch < m_warmupEpochs) {
        // From base/warmup-steps-ish up to the scheduled value; never exactly zero, so the first step moves.
        const double factor = std::max(epoch, 1e-3 * m_warmupEpochs) / m_warmupEpochs;
        lr *= factor;
    }
    return lr;
}

}  // namespace osprey
