#pragma once

#include <functional>
#include <memory>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"
#include "eval/TaskDescriptor.h"
#include "store/RecordStore.h"
#include "train/TrainingTask.h"
#include "weights/Checkpoint.h"

namespace osprey {

class BadImageTracker;
class BatchSource;
class Config;
class DetectionTransform;
class MarginRecorder;

// Everything about a training run that depends on its task (classification or detection): the data, how
// batches are made, the model, the loss and metrics, and what a checkpoint must carry to rebuild the model.
struct TaskSetup {
    std::string description;  // the data, for the log
    size_t imageCount = 0;    // training + validation images, and the files the readers skipped
    // What the readers skipped (symlink loops, unreadable folders, paths out of the dataset): counted with
    // the unreadable images from the start.
    SkippedFiles skipped;
    std::shared_ptr<TrainingTask> task;
    // modelName, task, numClasses, norm, classNames, preprocessing and detection settings filled in.
    CheckpointMeta meta;
    std::string backbonePrefix;         // detectors: where model.backbone_weights go
    std::vector<std::string> warnings;  // annotation problems found while reading the data

    // A fresh model (the run's, and a second one for weight averaging).
    std::function<std::shared_ptr<torch::nn::Module>()> createModel;
    // The batch source for the training or the validation loader.
    std::function<std::shared_ptr<BatchSource>(bool training, std::shared_ptr<BadImageTracker>)> source;
    // The items of the training or the validation split as per-sample records name them (null: the task
    // keeps no records).
    std::function<std::vector<RecordedSample>(bool training)> samples;
    // The validation split's item as a picture (BGR; empty when it cannot be read), for TensorBoard.
    std::function<cv::Mat(size_t item)> validationPicture;
    // inspect.train_margins: where the training steps leave each item's margin (null: not recorded).
    std::shared_ptr<MarginRecorder> margins;

    // The task's metrics (the first decides the best checkpoint unless checkpoint.metric says otherwise), how
    // they print and plot.
    const TaskDescriptor& descriptor() const { return taskDescriptor(meta.task); }
};

// Reads the data the experiment names and checks that model and task fit together; throws InputError naming
// the key or file at fault.
TaskSetup setupTask(const Config& config);

// The task-specific part of setupTask (each task's entry in taskRegistry(), session/TaskRegistry.h).
void setupClassification(const Config& config, TaskSetup& setup);
void setupDetection(const Config& config, TaskSetup& setup);

// Starts `model` from model.weights and model.backbone_weights (not both); returns the log lines of what was
// loaded, empty when neither is set.
std::vector<std::string> initializeWeights(torch::nn::Module& model, const Config& config,
                                           const TaskSetup& setup);

// The detection preprocessing and augmentation the experiment asks for.
DetectionTransform detectionTransformFromConfig(const Config& config, bool train);

}  // namespace osprey
