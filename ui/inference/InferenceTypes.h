#pragma once

#include <QImage>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>

#include "common/LabelledBox.h"
#include "util/TaskKind.h"

namespace osprey::ui {

// What to run: a run's checkpoint (its folder), or a weight file (an Osprey checkpoint, or a torchvision
// .pth/.safetensors file of `modelName`).
struct ModelSource {
    QString runDir;
    QString weightsPath;
    QString modelName;
    bool ema = false;

    QString describe() const { return runDir.isEmpty() ? weightsPath : runDir; }
};

// The model the worker holds now.
struct LoadedModel {
    TaskKind task = TaskKind::Classification;
    QString modelName;
    QStringList classNames;
    QString checkpoint;  // the file read
    QString device;
    double storedScoreThreshold = 0;  // a detector's own post-processing threshold
};

struct ClassScore {
    int classId = 0;
    QString label;
    double score = 0;
};

// One image's result. `boxes` holds every detection the model returned down to the worker's floor threshold,
// so the view can refilter without running the model again.
struct InferenceResult {
    QString path;
    QImage image;
    QVector<LabelledBox> boxes;
    QVector<ClassScore> top;
    double milliseconds = 0;  // preprocessing + model + post-processing
    QString error;            // the image could not be read or run
    quint64 generation = 0;
};

}  // namespace osprey::ui

Q_DECLARE_METATYPE(osprey::ui::ModelSource)
Q_DECLARE_METATYPE(osprey::ui::LoadedModel)
Q_DECLARE_METATYPE(osprey::ui::InferenceResult)
