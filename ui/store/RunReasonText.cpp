#include "store/RunReasonText.h"

#include <cmath>

#include "common/ErrorText.h"
#include "common/QtConversions.h"

namespace osprey::ui {

namespace {

// "NaN", "infinite", "-infinite": what a loss became.
QString nonFiniteWord(const std::string& value) {
    if (value == "nan" || value == "-nan")
        return RunReasonText::tr("NaN");
    return value.rfind('-', 0) == 0 ? RunReasonText::tr("minus infinity") : RunReasonText::tr("infinity");
}

QString worded(const Reason& r) {
    const auto arg = [&r](const char* name) { return qs(r.arg(name)); };
    if (r.id == "loss_not_finite") {
        return RunReasonText::tr(
                   "the training loss became %1 at epoch %2, step %3; lower optim.lr or enable "
                   "optim.grad_clip")
            .arg(nonFiniteWord(r.arg("value")), arg("epoch"), arg("step"));
    }
    if (r.id == "weights_not_finite") {
        return RunReasonText::tr(
                   "the weights hold NaN or infinite values after epoch %1, step %2 (an update "
                   "diverged although its loss was finite); lower optim.lr or enable "
                   "optim.grad_clip")
            .arg(arg("epoch"), arg("step"));
    }
    if (r.id == "updates_skipped") {
        return RunReasonText::tr(
                   "%1 updates in a row were skipped for NaN or infinite gradients under fp16 "
                   "(the loss scale is down to %2), at epoch %3, step %4: the training "
                   "diverged; lower optim.lr, enable optim.grad_clip, or train in bf16")
            .arg(arg("count"), arg("scale"), arg("epoch"), arg("step"));
    }
    if (r.id == "ended") {
        const auto status = findRunStatus(r.arg("status"));
        if (!status)
            return {};
        return RunReasonText::tr("%1 after epoch %2").arg(statusWord(*status), arg("epochs"));
    }
    if (r.id == "ended_unexpectedly")
        return RunReasonText::tr("ended unexpectedly");
    if (r.id == "stopped_before_start")
        return RunReasonText::tr("stopped before the run began");
    if (r.id == "process_crashed")
        return RunReasonText::tr("the training process crashed or could not be started");
    if (r.id == "exit_before_start")
        return RunReasonText::tr("the training process ended with exit code %1 before the run began")
            .arg(arg("code"));
    return ErrorText::sentence(r);
}

}  // namespace

QString RunReasonText::of(const RunRecord& run) {
    return of(run.reason, run.message);
}

QString RunReasonText::of(const Reason& reason, const std::string& message) {
    QString text = reason.empty() ? QString() : worded(reason);
    if (text.isEmpty())
        return qs(message);
    // A data-parallel run says which rank failed first.
    if (const std::string rank = reason.arg("rank"); !rank.empty())
        text = tr("rank %1 of %2: %3").arg(qs(rank), qs(reason.arg("ranks")), text);
    return text;
}

QString RunReasonText::divergence(const Divergence& d) {
    const QString what = std::isnan(d.value) ? tr("NaN")
                         : d.value < 0       ? tr("minus infinity")
                                             : tr("infinity");
    return tr("Loss became %1 at step %2 (%3)").arg(what).arg(d.step).arg(qs(d.metric));
}

}  // namespace osprey::ui
