#include "wizard/ExperimentDraft.h"

#include <QFileInfo>
#include <QRegularExpression>

#include "common/QtConversions.h"
#include "data/formats/DatasetFormat.h"

namespace osprey::ui {

namespace {

// A YAML scalar: quoted when it is not a plain word or path (spaces, '#', ':' and the like).
QString scalar(const QString& value) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./+~-]+$"));
    if (plain.match(value).hasMatch())
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

}  // namespace

QString ExperimentDraft::name() const {
    QFileInfo root(qs(data.root));
    QString base = root.isDir() ? root.fileName() : root.dir().dirName();
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_.-]+"));
    base.replace(unsafe, QStringLiteral("-"));
    while (base.startsWith(QLatin1Char('.')) || base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    if (base.isEmpty())
        base = QStringLiteral("dataset");
    return base + QLatin1Char('-') + model;
}

QString ExperimentDraft::yaml() const {
    const bool detection = data.task == "detection";
    QStringList y;
    y << QStringLiteral("# Made by New Experiment from %1").arg(qs(data.root));
    if (!datasetSummary.isEmpty())
        y << QStringLiteral("# (%1).").arg(datasetSummary);
    y << QStringLiteral("version: 1") << QStringLiteral("name: %1").arg(scalar(name()))
      << QStringLiteral("task: %1").arg(qs(data.task)) << QStringLiteral("seed: 0") << QStringLiteral("data:")
      << QStringLiteral("  dataset: %1").arg(qs(data.format))
      << QStringLiteral("  root: %1").arg(scalar(qs(data.root)));
    const DatasetFormat* format = findDatasetFormat(data.format);
    if (format && format->takes("data.train_split")) {
        y << QStringLiteral("  train_split: %1").arg(scalar(qs(data.trainSplit)));
        if (!data.valSplit.empty())
            y << QStringLiteral("  val_split: %1").arg(scalar(qs(data.valSplit)));
        else
            y << QStringLiteral("  val_fraction: 0.1  # no validation split: 10% of each class is held out");
    }
    y << QStringLiteral("  input_size: %1").arg(inputSize) << QStringLiteral("  workers: 2")
      << QStringLiteral("augment:") << QStringLiteral("  train:") << QStringLiteral("    hflip: 0.5")
      << QStringLiteral("model:") << QStringLiteral("  name: %1").arg(model);
    if (!weights.isEmpty())
        y << QStringLiteral("  weights: %1").arg(scalar(weights))
          << QStringLiteral(
                 "  weights_strict: false  # the class head is replaced when the class count differs");
    if (!backboneWeights.isEmpty())
        y << QStringLiteral("  backbone_weights: %1").arg(scalar(backboneWeights));
    y << QStringLiteral("optim:") << QStringLiteral("  name: adamw") << QStringLiteral("  lr: 0.001")
      << QStringLiteral("  weight_decay: 0.05");
    if (detection)
        y << QStringLiteral("  grad_clip: 10");
    y << QStringLiteral("schedule:") << QStringLiteral("  name: cosine")
      << QStringLiteral("  warmup_epochs: 0.5") << QStringLiteral("train:")
      << QStringLiteral("  epochs: %1").arg(epochs) << QStringLiteral("  batch_size: %1").arg(batchSize)
      << QStringLiteral("checkpoint:")
      << QStringLiteral("  metric: %1")
             .arg(detection ? QStringLiteral("val/mAP") : QStringLiteral("val/top1"))
      << QStringLiteral("  mode: max");
    return y.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace osprey::ui
