#pragma once

#include <QString>

#include "data/formats/DatasetDetection.h"

namespace osprey::ui {

// What New Experiment has gathered: the dataset as recognised, the chosen model and the few numbers the
// wizard asks for. It becomes an experiment's YAML with sensible defaults for that task and data: AdamW with
// a cosine schedule (the recipe that learns from scratch on small data in every task), horizontal flips,
// the checkpoint kept by the task's main metric.
struct ExperimentDraft {
    DatasetGuess data;
    QString datasetSummary;  // one line for the file's header comment: "COCO, 24 train / 24 val images, 5
                             // classes"
    QString model;
    int inputSize = 224;
    int epochs = 30;
    int batchSize = 8;
    QString weights;          // model.weights: the whole model's pretrained weights, or empty
    QString backboneWeights;  // model.backbone_weights (detectors), or empty

    QString name() const;  // the run name: the dataset folder's name and the model
    QString yaml() const;
};

}  // namespace osprey::ui
