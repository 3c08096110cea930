#include "editor/FieldLabels.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <cmath>

#include "common/QtConversions.h"
#include "config/ConfigSchema.h"

namespace osprey::ui {

namespace {

const QHash<QString, const char*>& labels() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("version"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Schema version")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Run name")},
        {QStringLiteral("task"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Task")},
        {QStringLiteral("seed"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Random seed")},
        {QStringLiteral("data.dataset"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Dataset format")},
        {QStringLiteral("data.root"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Dataset location")},
        {QStringLiteral("data.train_split"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Training split")},
        {QStringLiteral("data.val_split"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Validation split")},
        {QStringLiteral("data.train_annotations"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Training annotations (COCO JSON)")},
        {QStringLiteral("data.val_annotations"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Validation annotations (COCO JSON)")},
        {QStringLiteral("data.shapes_train"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Training pictures (shapes demo)")},
        {QStringLiteral("data.shapes_val"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Validation pictures (shapes demo)")},
        {QStringLiteral("data.shapes_image_size"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Picture size (shapes demo, px)")},
        {QStringLiteral("data.val_fraction"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Held out for validation (fraction)")},
        {QStringLiteral("data.input_size"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Input size (px)")},
        {QStringLiteral("data.num_classes"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Classes (synthetic data)")},
        {QStringLiteral("data.synthetic_size"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Pictures per epoch (synthetic data)")},
        {QStringLiteral("data.workers"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Loader workers")},
        {QStringLiteral("data.prefetch"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Batches loaded ahead")},
        {QStringLiteral("data.cache"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Keep decoded pictures in memory")},
        {QStringLiteral("data.decode"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Decode JPEGs on (CPU or GPU)")},
        {QStringLiteral("data.max_bad_fraction"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Unreadable pictures tolerated (fraction)")},
        {QStringLiteral("data.exclude_list"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Pictures to leave out (list file)")},
        {QStringLiteral("data.train_files"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Training shards (glob)")},
        {QStringLiteral("data.val_files"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Validation shards (glob)")},
        {QStringLiteral("data.skip_corrupt_records"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Skip corrupt records")},
        {QStringLiteral("data.tfrecord.image_key"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Picture feature (TFRecord)")},
        {QStringLiteral("data.tfrecord.label_key"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Label feature (TFRecord)")},
        {QStringLiteral("data.tfrecord.label_offset"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "First class's stored label (TFRecord)")},
        {QStringLiteral("data.tfrecord.class_name_key"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Class name feature (TFRecord)")},
        {QStringLiteral("data.tfrecord.box_prefix"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Box feature prefix (TFRecord)")},
        {QStringLiteral("data.tfrecord.box_label_key"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Box class id feature (TFRecord)")},
        {QStringLiteral("data.tfrecord.class_text_key"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Box class name feature (TFRecord)")},
        {QStringLiteral("model.name"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Model")},
        {QStringLiteral("model.num_classes"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Output classes (0: from the data)")},
        {QStringLiteral("model.norm"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Normalisation layers")},
        {QStringLiteral("model.norm_groups"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Groups per group norm")},
        {QStringLiteral("model.weights"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Start from weights")},
        {QStringLiteral("model.weights_strict"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Weights must match exactly")},
        {QStringLiteral("model.backbone_weights"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Backbone weights (ImageNet classifier)")},
        {QStringLiteral("model.anchor_sizes"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Anchor sizes per level (px)")},
        {QStringLiteral("model.zero_init_residual"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Zero-initialise residual branches")},
        {QStringLiteral("augment.train.resize_mode"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Training geometry")},
        {QStringLiteral("augment.train.scale"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Crop area range (fraction)")},
        {QStringLiteral("augment.train.ratio"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Crop aspect-ratio range")},
        {QStringLiteral("augment.train.hflip"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Horizontal flip (probability)")},
        {QStringLiteral("augment.val.resize_mode"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Evaluation geometry")},
        {QStringLiteral("augment.val.resize"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Evaluation resize (px)")},
        {QStringLiteral("augment.detection.resize"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Detector resize")},
        {QStringLiteral("augment.detection.ssd_crop"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "SSD random crop")},
        {QStringLiteral("augment.detection.photometric"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Photometric distortion")},
        {QStringLiteral("augment.mean"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Channel mean (RGB, 0–1)")},
        {QStringLiteral("augment.std"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Channel standard deviation (RGB, 0–1)")},
        {QStringLiteral("optim.name"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Optimizer")},
        {QStringLiteral("optim.lr"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Learning rate")},
        {QStringLiteral("optim.scale_lr"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Scale the learning rate with the batch")},
        {QStringLiteral("optim.momentum"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Momentum")},
        {QStringLiteral("optim.nesterov"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Nesterov momentum")},
        {QStringLiteral("optim.foreach"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Update all weights at once (multi-tensor)")},
        {QStringLiteral("optim.weight_decay"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Weight decay")},
        {QStringLiteral("optim.no_decay_bn_bias"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "No decay on norms and biases")},
        {QStringLiteral("optim.betas"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Betas (AdamW)")},
        {QStringLiteral("optim.alpha"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Smoothing constant (RMSprop)")},
        {QStringLiteral("optim.eps"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Epsilon")},
        {QStringLiteral("optim.grad_clip"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Gradient clipping (norm; 0: off)")},
        {QStringLiteral("schedule.name"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Learning-rate schedule")},
        {QStringLiteral("schedule.milestones"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Step epochs")},
        {QStringLiteral("schedule.gamma"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Step factor")},
        {QStringLiteral("schedule.warmup_epochs"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Warm-up (epochs)")},
        {QStringLiteral("schedule.min_lr"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Final learning rate")},
        {QStringLiteral("train.epochs"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Epochs")},
        {QStringLiteral("train.batch_size"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Batch size (per process)")},
        {QStringLiteral("train.accumulate"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Batches per update")},
        {QStringLiteral("train.label_smoothing"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Label smoothing")},
        {QStringLiteral("train.mixup_alpha"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Mixup alpha (0: off)")},
        {QStringLiteral("train.ema_decay"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Weight averaging decay (0: off)")},
        {QStringLiteral("train.log_every"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Log every (steps)")},
        {QStringLiteral("train.max_steps_per_epoch"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Steps per epoch at most (0: all)")},
        {QStringLiteral("eval.every"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Validate every (epochs)")},
        {QStringLiteral("eval.batch_size"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Evaluation batch size")},
        {QStringLiteral("eval.score_threshold"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Score threshold")},
        {QStringLiteral("eval.nms_threshold"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Overlap threshold (NMS IoU)")},
        {QStringLiteral("eval.max_detections"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Detections per picture at most")},
        {QStringLiteral("checkpoint.metric"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Best checkpoint by")},
        {QStringLiteral("checkpoint.mode"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Better is")},
        {QStringLiteral("checkpoint.every"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Checkpoint every (epochs; 0: last and best only)")},
        {QStringLiteral("checkpoint.keep"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Periodic checkpoints kept")},
        {QStringLiteral("checkpoint.snapshot_every"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Weight snapshots every (epochs; 0: off)")},
        {QStringLiteral("inspect.record"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Keep per-image results of each validation")},
        {QStringLiteral("log.tensorboard"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Write TensorBoard event files")},
        {QStringLiteral("inspect.train_margins"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Keep training margins (suspected label errors)")},
        {QStringLiteral("hardware.device"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Device")},
        {QStringLiteral("hardware.precision"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Precision")},
        {QStringLiteral("hardware.threads"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "CPU threads (0: all cores)")},
        {QStringLiteral("hardware.cudnn_benchmark"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "cuDNN benchmark mode")},
        {QStringLiteral("hardware.tf32"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "TF32 tensor cores")},
        {QStringLiteral("hardware.channels_last"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Channels-last memory order")},
        {QStringLiteral("hardware.deterministic"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Deterministic (reproducible bits)")},
        {QStringLiteral("dist.sync_bn"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Synchronised batch norm")},
        {QStringLiteral("dist.bucket_mb"),
         QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Gradient bucket size (MB)")},
        {QStringLiteral("dist.backend"), QT_TRANSLATE_NOOP("osprey::ui::FieldLabels", "Gradient channel")},
    };
    return table;
}

// "an integer", "a list of numbers": the words of ValueType (core's describeType()).
QString typeWords(ValueType type) {
    switch (type) {
        case ValueType::Bool:
            return FieldLabels::tr("a boolean (true or false)");
        case ValueType::Int:
            return FieldLabels::tr("an integer");
        case ValueType::Float:
            return FieldLabels::tr("a number");
        case ValueType::String:
            return FieldLabels::tr("a string");
        case ValueType::Choice:
            return FieldLabels::tr("one of the listed words");
        case ValueType::Path:
            return FieldLabels::tr("a file or folder path");
        case ValueType::IntList:
            return FieldLabels::tr("a list of integers");
        case ValueType::FloatList:
            return FieldLabels::tr("a list of numbers");
    }
    return FieldLabels::tr("a value");
}

// As core writes a bound (an ostream's default: six significant digits).
QString bound(double value) {
    return QString::number(value, 'g', 6);
}

}  // namespace

QString FieldLabels::label(const std::string& key) {
    const char* text = labels().value(qs(key));
    return text ? QCoreApplication::translate("osprey::ui::FieldLabels", text) : qs(key);
}

QString FieldLabels::description(const std::string& key) {
    const ConfigKey* k = ConfigSchema::instance().find(key);
    return k ? QCoreApplication::translate("osprey::ConfigSchema", k->description.c_str()) : QString();
}

QString FieldLabels::allowed(const std::string& key) {
    const ConfigKey* k = ConfigSchema::instance().find(key);
    if (!k)
        return {};
    if (k->type == ValueType::Choice)
        return tr("one of %1").arg(toStringList(k->choices).join(QStringLiteral(", ")));
    QString text = typeWords(k->type);
    const bool hasMin = std::isfinite(k->min), hasMax = std::isfinite(k->max);
    if (hasMin && hasMax) {
        const QString interval = (k->minExclusive ? QStringLiteral("(") : QStringLiteral("[")) +
                                 bound(k->min) + QStringLiteral(", ") + bound(k->max) +
                                 (k->maxExclusive ? QStringLiteral(")") : QStringLiteral("]"));
        text = tr("%1 in %2", "a number in [0, 1]").arg(text, interval);
    } else if (hasMin) {
        text = (k->minExclusive ? tr("%1 > %2") : tr("%1 >= %2")).arg(text, bound(k->min));
    } else if (hasMax) {
        text = (k->maxExclusive ? tr("%1 < %2") : tr("%1 <= %2")).arg(text, bound(k->max));
    }
    if ((k->type == ValueType::IntList || k->type == ValueType::FloatList) && (hasMin || hasMax))
        text = tr("%1 (each element)").arg(text);
    return text;
}

QString FieldLabels::toolTip(const std::string& key) {
    return QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
        .arg(qs(key).toHtmlEscaped(), description(key).toHtmlEscaped(),
             tr("Allowed: %1").arg(allowed(key)).toHtmlEscaped());
}

bool FieldLabels::isAdvanced(const std::string& key) {
    static const QSet<QString> advanced = {
        QStringLiteral("version"),
        QStringLiteral("data.prefetch"),
        QStringLiteral("data.cache"),
        QStringLiteral("data.decode"),
        QStringLiteral("data.max_bad_fraction"),
        QStringLiteral("data.exclude_list"),
        QStringLiteral("data.skip_corrupt_records"),
        QStringLiteral("data.tfrecord.image_key"),
        QStringLiteral("data.tfrecord.label_key"),
        QStringLiteral("data.tfrecord.label_offset"),
        QStringLiteral("data.tfrecord.class_name_key"),
        QStringLiteral("data.tfrecord.box_prefix"),
        QStringLiteral("data.tfrecord.box_label_key"),
        QStringLiteral("data.tfrecord.class_text_key"),
        QStringLiteral("model.weights_strict"),
        QStringLiteral("model.zero_init_residual"),
        QStringLiteral("augment.mean"),
        QStringLiteral("augment.std"),
        QStringLiteral("optim.scale_lr"),
        QStringLiteral("optim.no_decay_bn_bias"),
        QStringLiteral("optim.foreach"),
        QStringLiteral("optim.alpha"),
        QStringLiteral("optim.eps"),
        QStringLiteral("train.log_every"),
        QStringLiteral("train.max_steps_per_epoch"),
        QStringLiteral("eval.every"),
        QStringLiteral("checkpoint.keep"),
        QStringLiteral("hardware.cudnn_benchmark"),
        QStringLiteral("hardware.tf32"),
        QStringLiteral("hardware.deterministic"),
        QStringLiteral("dist.bucket_mb"),
    };
    return advanced.contains(qs(key));
}

QStringList FieldLabels::missing() {
    QStringList out;
    for (const auto& key : ConfigSchema::instance().keys()) {
        if (!labels().contains(qs(key.name)))
            out << qs(key.name);
    }
    return out;
}

}  // namespace osprey::ui
