#include "config/ConfigSchema.h"

#include "config/Config.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>

#include "util/Strings.h"

namespace osprey {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

std::string formatBound(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

// Compact builders, so that the schema below reads as a table.
ConfigKey key(const char* group, const char* name, ValueType type, ConfigValue value,
              const char* description) {
    ConfigKey k;
    k.group = group;
    k.name = name;
    k.type = type;
    k.defaultValue = std::move(value);
    k.description = description;
    return k;
}

ConfigKey ranged(ConfigKey k, double min, double max, bool minExclusive = false, bool maxExclusive = false) {
    k.min = min;
    k.max = max;
    k.minExclusive = minExclusive;
    k.maxExclusive = maxExclusive;
    return k;
}

ConfigKey choice(const char* group, const char* name, const char* value, std::vector<std::string> choices,
                 const char* description) {
    ConfigKey k = key(group, name, ValueType::Choice, std::string(value), description);
    k.choices = std::move(choices);
    return k;
}

ConfigKey registryChoice(const char* group, const char* name, const char* value, const char* description) {
    ConfigKey k = key(group, name, ValueType::Choice, std::string(value), description);
    k.choicesFromRegistry = true;
    return k;
}

std::map<std::string, ConfigSchema::ChoiceProvider>& choiceProviders() {
    static std::map<std::string, ConfigSchema::ChoiceProvider> providers;
    return providers;
}

std::vector<ConfigSchema::RuleProvider>& ruleProviders() {
    static std::vector<ConfigSchema::RuleProvider> providers;
    return providers;
}

// Fills in the keys whose values registries own; a key without its registry is a build mistake (the program
// does not link the layer that owns it), reported as such rather than as every value being wrong.
ConfigSchema withRegistryChoices(ConfigSchema schema) {
    for (const ConfigKey& k : schema.keys()) {
        if (!k.choicesFromRegistry)
            continue;
        const auto provider = choiceProviders().find(k.name);
        if (provider == choiceProviders().end())
            throw std::logic_error("no registry provides the values of config key " + k.name);
        std::vector<std::string> names = provider->second();
        if (names.empty())
            throw std::logic_error("the registry of config key " + k.name + " is empty");
        const std::string& fallback = std::get<std::string>(k.defaultValue);
        if (fallback.empty())  // the registry's first name
            schema.setDefault(k.name, names.front());
        else if (std::find(names.begin(), names.end(), fallback) == names.end())
            throw std::logic_error("the default '" + fallback + "' of " + k.name + " is not registered");
        schema.setChoices(k.name, std::move(names));
    }
    for (const ConfigSchema::RuleProvider& provide : ruleProviders())
        provide(schema);
    return schema;
}

}  // namespace

std::string ConfigKey::allowed() const {
    if (type == ValueType::Choice)
        return "one of " + join(choices, ", ");
    std::string text = describeType(type);
    const bool hasMin = std::isfinite(min), hasMax = std::isfinite(max);
    if (hasMin && hasMax) {
        text += std::string(" in ") + (minExclusive ? "(" : "[") + formatBound(min) + ", " +
                formatBound(max) + (maxExclusive ? ")" : "]");
    } else if (hasMin) {
        text += (minExclusive ? " > " : " >= ") + formatBound(min);
    } else if (hasMax) {
        text += (maxExclusive ? " < " : " <= ") + formatBound(max);
    }
    if (type == ValueType::IntList || type == ValueType::FloatList) {
        if (hasMin || hasMax)
            text += " (each element)";
    }
    return text;
}

bool ConfigKey::inRange(double value) const {
    if (std::isnan(value))
        return false;
    if (minExclusive ? value <= min : value < min)
        return false;
    if (maxExclusive ? value >= max : value > max)
        return false;
    return true;
}

const ConfigSchema& ConfigSchema::instance() {
    static const ConfigSchema schema = withRegistryChoices(build());
    return schema;
}

bool ConfigSchema::provideChoices(const std::string& key, ChoiceProvider provider) {
    if (!choiceProviders().emplace(key, std::move(provider)).second)
        throw std::logic_error("two registries provide the values of config key " + key);
    return true;
}

bool ConfigSchema::provideRules(RuleProvider provider) {
    ruleProviders().push_back(std::move(provider));
    return true;
}

const ConfigKey* ConfigSchema::find(const std::string& name) const {
    for (const auto& k : m_keys) {
        if (k.name == name)
            return &k;
    }
    return nullptr;
}

std::vector<std::string> ConfigSchema::names() const {
    std::vector<std::string> out;
    out.reserve(m_keys.size());
    for (const auto& k : m_keys)
        out.push_back(k.name);
    return out;
}

std::vector<std::string> ConfigSchema::namesAndSections() const {
    std::vector<std::string> out = names();
    for (const auto& k : m_keys) {
        for (size_t dot = k.name.find('.'); dot != std::string::npos; dot = k.name.find('.', dot + 1)) {
            const std::string section = k.name.substr(0, dot);
            if (std::find(out.begin(), out.end(), section) == out.end())
                out.push_back(section);
        }
    }
    return out;
}

bool ConfigSchema::isSection(const std::string& prefix) const {
    const std::string withDot = prefix + ".";
    for (const auto& k : m_keys) {
        if (k.name.compare(0, withDot.size(), withDot) == 0)
            return true;
    }
    return false;
}

void ConfigSchema::setDefault(const std::string& name, ConfigValue value) {
    for (auto& k : m_keys) {
        if (k.name == name) {
            k.defaultValue = std::move(value);
            return;
        }
    }
    throw std::logic_error("no config key " + name);
}

void ConfigSchema::setChoices(const std::string& name, std::vector<std::string> choices) {
    for (auto& k : m_keys) {
        if (k.name == name)
            k.choices = std::move(choices);
    }
}

void ConfigSchema::setAppliesWhen(const std::string& name, std::function<bool(const Config&)> rule) {
    for (auto& k : m_keys) {
        if (k.name == name) {
            k.appliesWhen = std::move(rule);
            return;
        }
    }
    throw std::logic_error("applicability of an unknown config key: " + name);
}

void ConfigSchema::add(ConfigKey k) {
    if (find(k.name))
        throw std::logic_error("config key registered twice: " + k.name);
    m_keys.push_back(std::move(k));
}

namespace {

// Which keys have an effect in which experiments. The names of optimizers and schedules are the registered
// ones; the data.* keys a dataset format reads apply by its registered descriptor
// (session/RegistryChoices.cpp); a key without a rule always applies.
void addApplicability(ConfigSchema& s) {
    auto is = [](const char* key, std::initializer_list<const char*> values) {
        return [key, values = std::vector<std::string>(values.begin(), values.end())](const Config& c) {
            return std::find(values.begin(), values.end(), c.getString(key)) != values.end();
        };
    };
    const auto detection = is("task", {"detection"});
    const auto classification = is("task", {"classification"});
    for (const char* key : {"model.backbone_weights", "model.anchor_sizes", "augment.detection.resize",
                            "augment.detection.ssd_crop", "augment.detection.photometric",
                            "eval.score_threshold", "eval.nms_threshold", "eval.max_detections"})
        s.setAppliesWhen(key, detection);
    for (const char* key :
         {"model.zero_init_residual", "augment.train.resize_mode", "augment.val.resize_mode",
          "augment.val.resize", "train.label_smoothing", "train.mixup_alpha", "inspect.train_margins"})
        s.setAppliesWhen(key, classification);
    for (const char* key : {"augment.train.scale", "augment.train.ratio"}) {
        s.setAppliesWhen(key, [classification](const Config& c) {
            return classification(c) && c.getString("augment.train.resize_mode") == "random_resized_crop";
        });
    }
    s.setAppliesWhen("model.norm_groups", is("model.norm", {"group"}));
    s.setAppliesWhen("optim.momentum", is("optim.name", {"sgd", "rmsprop"}));
    s.setAppliesWhen("optim.nesterov", is("optim.name", {"sgd"}));
    s.setAppliesWhen("optim.betas", is("optim.name", {"adamw"}));
    s.setAppliesWhen("optim.alpha", is("optim.name", {"rmsprop"}));
    s.setAppliesWhen("optim.eps", is("optim.name", {"adamw", "rmsprop"}));
    s.setAppliesWhen("optim.foreach", is("optim.name", {"sgd", "adamw"}));
    s.setAppliesWhen("schedule.milestones", is("schedule.name", {"step"}));
    s.setAppliesWhen("schedule.gamma", is("schedule.name", {"step"}));
    s.setAppliesWhen("schedule.min_lr", is("schedule.name", {"cosine"}));
    // CUDA only: not on a run told to use the CPU.
    for (const char* key : {"hardware.cudnn_benchmark", "hardware.tf32"}) {
        s.setAppliesWhen(key, [](const Config& c) { return c.getString("hardware.device") != "cpu"; });
    }
}

}  // namespace

ConfigSchema ConfigSchema::build() {
    using VT = ValueType;
    ConfigSchema s;

    s.add(ranged(key("General", "version", VT::Int, int64_t{ConfigSchema::kVersion},
                     OSPREY_TR_NOOP("Schema version of this experiment file")),
                 1, ConfigSchema::kVersion));
    s.add(key("General", "name", VT::String, std::string(),
              OSPREY_TR_NOOP("Run name shown in the run list; empty: the config file's name")));
    s.add(registryChoice("General", "task", "classification",
                         OSPREY_TR_NOOP("What the model learns: image classes, or boxes of objects")));
    s.add(ranged(key("General", "seed", VT::Int, int64_t{0},
                     OSPREY_TR_NOOP("Seed for initialisation, shuffling and augmentation")),
                 0, 2147483647));

    s.add(registryChoice("Data", "data.dataset", "",
                         OSPREY_TR_NOOP("Dataset format. Classification: the built-in digits demo, "
                                        "class-per-folder images, CIFAR binary, "
                                        "synthetic. Detection: the built-in shapes demo, COCO instances "
                                        "JSON, Pascal VOC XML, YOLO txt. Both: TFRecord shards")));
    s.add(
        key("Data", "data.root", VT::Path, std::string(),
            OSPREY_TR_NOOP(
                "Dataset location: a folder (folder, cifar, coco, voc), digits.png (digits; empty: Debian's "
                "opencv-doc copy), the data.yaml (yolo) or a folder or glob of shards (tfrecord)")));
    s.add(key(
        "Data", "data.train_split", VT::String, std::string("train"),
        OSPREY_TR_NOOP("Training split: sub-folder of data.root (folder, coco images) or image list (voc)")));
    s.add(key(
        "Data", "data.val_split", VT::String, std::string("val"),
        OSPREY_TR_NOOP("Validation split as data.train_split; a missing folder (folder format) splits off "
                       "data.val_fraction")));
    s.add(key("Data", "data.train_annotations", VT::Path, std::string(),
              OSPREY_TR_NOOP("COCO instances JSON of the training split; empty: "
                             "<data.root>/annotations/instances_<train_split>.json")));
    s.add(key("Data", "data.val_annotations", VT::Path, std::string(),
              OSPREY_TR_NOOP("COCO instances JSON of the validation split; empty: "
                             "<data.root>/annotations/instances_<val_split>.json")));
    s.add(ranged(key("Data", "data.shapes_train", VT::Int, int64_t{2000},
                     OSPREY_TR_NOOP("Training images of the shapes demo")),
                 1, 10000000));
    s.add(ranged(key("Data", "data.shapes_val", VT::Int, int64_t{200},
                     OSPREY_TR_NOOP("Validation images of the shapes demo")),
                 1, 10000000));
    s.add(ranged(
        key("Data", "data.shapes_image_size", VT::Int, int64_t{256},
            OSPREY_TR_NOOP("Side of the shapes demo's square pictures, pixels (objects scale with it)")),
        32, 4096));
    s.add(ranged(
        key("Data", "data.val_fraction", VT::Float, 0.1,
            OSPREY_TR_NOOP("Share of each class held out for validation when there is no validation split")),
        0, 0.9, true));
    s.add(ranged(key("Data", "data.input_size", VT::Int, int64_t{224},
                     OSPREY_TR_NOOP("Side of the square network input, pixels")),
                 8, 4096));
    s.add(ranged(key("Data", "data.num_classes", VT::Int, int64_t{10},
                     OSPREY_TR_NOOP("Number of classes (synthetic data only)")),
                 2, 100000));
    s.add(ranged(key("Data", "data.synthetic_size", VT::Int, int64_t{1024},
                     OSPREY_TR_NOOP("Images per epoch (synthetic data only)")),
                 1, 100000000));
    s.add(ranged(key("Data", "data.workers", VT::Int, int64_t{2},
                     OSPREY_TR_NOOP("Decoding and augmentation threads; 0 loads on the training thread")),
                 0, 256));
    s.add(ranged(key("Data", "data.prefetch", VT::Int, int64_t{4},
                     OSPREY_TR_NOOP("Batches prepared ahead of the training step")),
                 1, 1024));
    s.add(key("Data", "data.cache", VT::Bool, false,
              OSPREY_TR_NOOP("Keep decoded images in memory after the first epoch")));
    s.add(
        choice("Data", "data.decode", "auto", {"auto", "cpu", "gpu"},
               OSPREY_TR_NOOP(
                   "Where training pictures are decoded: gpu with nvJPEG (classification on CUDA, "
                   "JPEGs), cpu on the loader's workers, auto on the CPU until GPU decoding trains faster")));
    s.add(
        ranged(key("Data", "data.max_bad_fraction", VT::Float, 0.01,
                   OSPREY_TR_NOOP("Largest share of unreadable images that is skipped; more fails the run")),
               0, 1));
    s.add(
        key("Data", "data.exclude_list", VT::Path, std::string(),
            OSPREY_TR_NOOP("Text file of pictures to leave out, one name per line as data check and inspect "
                           "errors print them (relative: from data.root); empty: none")));
    // data.dataset: tfrecord (core/data/formats/tfrecord; the record key names' defaults are its
    // TfRecordLayout.h's).
    s.add(key("Data", "data.train_files", VT::String, std::string(),
              OSPREY_TR_NOOP("tfrecord: glob of the training shards, relative to data.root; empty: the files "
                             "named train*")));
    s.add(key("Data", "data.val_files", VT::String, std::string(),
              OSPREY_TR_NOOP("tfrecord: glob of the validation shards, relative to data.root; empty: the "
                             "files named val* or validation*")));
    s.add(key("Data", "data.skip_corrupt_records", VT::Bool, false,
              OSPREY_TR_NOOP("tfrecord: skip and count a corrupt record (CRC, length, not a tf.Example) "
                             "instead of refusing the dataset")));
    s.add(key("Data", "data.tfrecord.image_key", VT::String, std::string("image/encoded"),
              OSPREY_TR_NOOP("tfrecord: the feature holding the encoded picture")));
    s.add(key("Data", "data.tfrecord.label_key", VT::String, std::string("image/class/label"),
              OSPREY_TR_NOOP("tfrecord, classification: the int64 feature holding the class label")));
    s.add(choice("Data", "data.tfrecord.label_offset", "auto", {"auto", "0", "1"},
                 OSPREY_TR_NOOP("tfrecord, classification: the stored label of the first class; auto: 1 "
                                "(ImageNet's, 0 unused) unless a record holds label 0")));
    s.add(key("Data", "data.tfrecord.class_name_key", VT::String, std::string("image/class/synset"),
              OSPREY_TR_NOOP("tfrecord, classification: the feature naming the class (else image/class/text, "
                             "else the label)")));
    s.add(key("Data", "data.tfrecord.box_prefix", VT::String, std::string("image/object/bbox/"),
              OSPREY_TR_NOOP("tfrecord, detection: the prefix of the box features xmin, ymin, xmax, ymax "
                             "(normalised to [0, 1])")));
    s.add(key("Data", "data.tfrecord.box_label_key", VT::String, std::string("image/object/class/label"),
              OSPREY_TR_NOOP("tfrecord, detection: the int64 feature of each box's class id")));
    s.add(key("Data", "data.tfrecord.class_text_key", VT::String, std::string("image/object/class/text"),
              OSPREY_TR_NOOP("tfrecord, detection: the feature of each box's class name")));

    s.add(key("Model", "model.name", VT::String, std::string("resnet18"),
              OSPREY_TR_NOOP("Registered model name (osprey-cli models lists them)")));
    s.add(ranged(key("Model", "model.num_classes", VT::Int, int64_t{0},
                     OSPREY_TR_NOOP("Output classes; 0: the number of classes in the dataset")),
                 0, 100000));
    s.add(
        choice("Model", "model.norm", "batch", {"batch", "group"},
               OSPREY_TR_NOOP(
                   "Normalisation layers: batch norm, or group norm for small per-process batches (ResNets, "
                   "detectors: EfficientDet's BiFPN and heads)")));
    s.add(ranged(key("Model", "model.norm_groups", VT::Int, int64_t{32},
                     OSPREY_TR_NOOP("Groups of each group-norm layer")),
                 1, 1024));
    s.add(key(
        "Model", "model.weights", VT::Path, std::string(),
        OSPREY_TR_NOOP(
            "Start from these weights: an Osprey checkpoint, a PyTorch .pth/.pt with torchvision names, or "
            ".safetensors; empty: random initialisation")));
    s.add(key(
        "Model", "model.weights_strict", VT::Bool, true,
        OSPREY_TR_NOOP(
            "Fail when the weights lack a tensor, have extra ones or other shapes (a different class count "
            "only replaces the classifier head); off: load what fits and report the rest")));
    s.add(key(
        "Model", "model.backbone_weights", VT::Path, std::string(),
        OSPREY_TR_NOOP(
            "Detection: start the backbone from an ImageNet classifier's weights (torchvision names, e.g. "
            "resnet50.pth); the rest starts at random")));
    s.add(
        ranged(key("Model", "model.anchor_sizes", VT::FloatList, FloatList{},
                   OSPREY_TR_NOOP(
                       "Detection (RetinaNet, EfficientDet): base anchor size per pyramid level P3-P7, input "
                       "pixels; empty: "
                       "32, 64, 128, 256, 512")),
               0, kInf, true));
    s.add(key("Model", "model.zero_init_residual", VT::Bool, false,
              OSPREY_TR_NOOP("Start each residual block's last batch-norm scale at zero")));

    s.add(choice("Augmentation", "augment.train.resize_mode", "random_resized_crop",
                 {"random_resized_crop", "resize_center_crop", "resize"},
                 OSPREY_TR_NOOP("Training geometry: random-resized crop, or the evaluation resize and center "
                                "crop, or plain resize")));
    s.add(ranged(key("Augmentation", "augment.train.scale", VT::FloatList, FloatList{0.08, 1.0},
                     OSPREY_TR_NOOP("Random-resized-crop area range, as a share of the image")),
                 0, 1, true));
    s.add(ranged(key("Augmentation", "augment.train.ratio", VT::FloatList, FloatList{0.75, 4.0 / 3.0},
                     OSPREY_TR_NOOP("Random-resized-crop aspect-ratio range")),
                 0, kInf, true));
    s.add(ranged(key("Augmentation", "augment.train.hflip", VT::Float, 0.5,
                     OSPREY_TR_NOOP("Probability of a horizontal flip")),
                 0, 1));
    s.add(choice(
        "Augmentation", "augment.val.resize_mode", "resize_center_crop", {"resize_center_crop", "resize"},
        OSPREY_TR_NOOP("Evaluation geometry: resize the shorter side then center crop, or plain resize")));
    s.add(ranged(key("Augmentation", "augment.val.resize", VT::Int, int64_t{256},
                     OSPREY_TR_NOOP("Shorter side before the center crop; 0: data.input_size")),
                 0, 8192));
    s.add(choice(
        "Augmentation", "augment.detection.resize", "stretch", {"stretch", "letterbox"},
        OSPREY_TR_NOOP("Detection geometry: stretch to the square input, or keep the aspect ratio and pad")));
    s.add(key("Augmentation", "augment.detection.ssd_crop", VT::Bool, false,
              OSPREY_TR_NOOP("Detection training: SSD's random crop around a minimum IoU with some box")));
    s.add(key("Augmentation", "augment.detection.photometric", VT::Bool, false,
              OSPREY_TR_NOOP("Detection training: random brightness, contrast, saturation and hue")));
    s.add(key("Augmentation", "augment.mean", VT::FloatList, FloatList{0.485, 0.456, 0.406},
              OSPREY_TR_NOOP("Per-channel mean (RGB, 0..1) subtracted after scaling to 0..1")));
    s.add(ranged(key("Augmentation", "augment.std", VT::FloatList, FloatList{0.229, 0.224, 0.225},
                     OSPREY_TR_NOOP("Per-channel standard deviation (RGB) divided by")),
                 0, kInf, true));

    s.add(registryChoice("Optimisation", "optim.name", "sgd", OSPREY_TR_NOOP("Optimizer")));
    s.add(ranged(key("Optimisation", "optim.lr", VT::Float, 0.1,
                     OSPREY_TR_NOOP("Base learning rate (per 256 images if optim.scale_lr)")),
                 0, kInf, true));
    s.add(key("Optimisation", "optim.scale_lr", VT::Bool, false,
              OSPREY_TR_NOOP("Multiply the base LR by global batch / 256")));
    s.add(ranged(
        key("Optimisation", "optim.momentum", VT::Float, 0.9, OSPREY_TR_NOOP("Momentum (SGD, RMSprop)")), 0,
        1, false, true));
    s.add(key("Optimisation", "optim.nesterov", VT::Bool, false, OSPREY_TR_NOOP("Nesterov momentum (SGD)")));
    s.add(ranged(key("Optimisation", "optim.weight_decay", VT::Float, 1e-4,
                     OSPREY_TR_NOOP("L2 weight decay (decoupled for AdamW)")),
                 0, 1));
    s.add(key("Optimisation", "optim.no_decay_bn_bias", VT::Bool, true,
              OSPREY_TR_NOOP("Exclude batch-norm parameters and biases from weight decay")));
    s.add(ranged(key("Optimisation", "optim.betas", VT::FloatList, FloatList{0.9, 0.999},
                     OSPREY_TR_NOOP("AdamW betas")),
                 0, 1, false, true));
    s.add(ranged(
        key("Optimisation", "optim.alpha", VT::Float, 0.99, OSPREY_TR_NOOP("RMSprop smoothing constant")), 0,
        1, true, true));
    s.add(ranged(key("Optimisation", "optim.eps", VT::Float, 1e-8,
                     OSPREY_TR_NOOP("Denominator epsilon (RMSprop, AdamW)")),
                 0, 1, true));
    s.add(key(
        "Optimisation", "optim.foreach", VT::Bool, true,
        OSPREY_TR_NOOP("Update all parameters with a few multi-tensor kernels (SGD, AdamW); same results")));
    s.add(ranged(key("Optimisation", "optim.grad_clip", VT::Float, 0.0,
                     OSPREY_TR_NOOP("Clip the global gradient norm to this value; 0: no clipping")),
                 0, kInf));

    s.add(registryChoice("Schedule", "schedule.name", "cosine", OSPREY_TR_NOOP("Learning-rate schedule")));
    s.add(ranged(key("Schedule", "schedule.milestones", VT::IntList, IntList{30, 60, 80},
                     OSPREY_TR_NOOP("Epochs at which the step schedule multiplies the LR by schedule.gamma")),
                 0, kInf));
    s.add(ranged(key("Schedule", "schedule.gamma", VT::Float, 0.1, OSPREY_TR_NOOP("Step schedule factor")), 0,
                 1, true));
    s.add(ranged(key("Schedule", "schedule.warmup_epochs", VT::Float, 0.0,
                     OSPREY_TR_NOOP("Linear warm-up from near zero to the base LR over this many epochs")),
                 0, kInf));
    s.add(ranged(
        key("Schedule", "schedule.min_lr", VT::Float, 0.0, OSPREY_TR_NOOP("Final LR of the cosine schedule")),
        0, kInf));

    s.add(ranged(key("Training", "train.epochs", VT::Int, int64_t{90},
                     OSPREY_TR_NOOP("Number of passes over the training data")),
                 1, 100000));
    s.add(ranged(key("Training", "train.batch_size", VT::Int, int64_t{32},
                     OSPREY_TR_NOOP("Images per step on each process")),
                 1, 65536));
    s.add(ranged(key("Training", "train.accumulate", VT::Int, int64_t{1},
                     OSPREY_TR_NOOP("Steps whose gradients are summed before one optimizer update")),
                 1, 1024));
    s.add(ranged(key("Training", "train.label_smoothing", VT::Float, 0.0,
                     OSPREY_TR_NOOP("Label smoothing of the cross-entropy")),
                 0, 1, false, true));
    s.add(ranged(key("Training", "train.mixup_alpha", VT::Float, 0.0,
                     OSPREY_TR_NOOP("Mixup Beta(alpha, alpha); 0: off")),
                 0, kInf));
    s.add(ranged(
        key("Training", "train.ema_decay", VT::Float, 0.0,
            OSPREY_TR_NOOP("Keep an exponential moving average of the weights with this decay (e.g. 0.9998), "
                           "validated (val_ema/*) and checkpointed beside them; 0: off")),
        0, 1, false, true));
    s.add(ranged(key("Training", "train.log_every", VT::Int, int64_t{10},
                     OSPREY_TR_NOOP("Steps between training-loss rows in the run store")),
                 1, 1000000));
    s.add(ranged(key("Training", "train.max_steps_per_epoch", VT::Int, int64_t{0},
                     OSPREY_TR_NOOP("Stop each epoch after this many steps; 0: the whole dataset")),
                 0, 1000000000));

    s.add(ranged(key("Evaluation", "eval.every", VT::Int, int64_t{1},
                     OSPREY_TR_NOOP("Validate every N epochs (and after the last)")),
                 1, 100000));
    s.add(ranged(key("Evaluation", "eval.batch_size", VT::Int, int64_t{0},
                     OSPREY_TR_NOOP("Validation batch size; 0: train.batch_size")),
                 0, 65536));
    s.add(ranged(key("Evaluation", "eval.score_threshold", VT::Float, 0.05,
                     OSPREY_TR_NOOP("Detection: smallest score a detection keeps")),
                 0, 1));
    s.add(ranged(
        key("Evaluation", "eval.nms_threshold", VT::Float, 0.5,
            OSPREY_TR_NOOP(
                "Detection: IoU above which non-maximum suppression drops the weaker of two boxes of a "
                "class")),
        0, 1, true));
    s.add(ranged(
        key("Evaluation", "eval.max_detections", VT::Int, int64_t{100},
            OSPREY_TR_NOOP("Detection: detections kept per image (COCO evaluation counts at most 100)")),
        1, 100000));

    s.add(key(
        "Checkpoints", "checkpoint.metric", VT::String, std::string(),
        OSPREY_TR_NOOP("Metric that decides the best checkpoint; empty: val/top1 (classification) or val/mAP "
                       "(detection)")));
    s.add(choice("Checkpoints", "checkpoint.mode", "max", {"max", "min"},
                 OSPREY_TR_NOOP("Whether a larger or smaller metric is better")));
    s.add(ranged(key("Checkpoints", "checkpoint.every", VT::Int, int64_t{0},
                     OSPREY_TR_NOOP("Keep a periodic checkpoint every N epochs; 0: only last and best")),
                 0, 100000));
    s.add(ranged(key("Checkpoints", "checkpoint.keep", VT::Int, int64_t{3},
                     OSPREY_TR_NOOP("Periodic checkpoints kept at most")),
                 1, 100000));
    s.add(ranged(
        key("Checkpoints", "checkpoint.snapshot_every", VT::Int, int64_t{0},
            OSPREY_TR_NOOP("Keep the weights alone (no optimizer state) every N epochs in snapshots/, all "
                           "of them, for the Monitor's checkpoint scrubber; 0: off")),
        0, 100000));

    s.add(
        key("Inspection", "inspect.record", VT::Bool, true,
            OSPREY_TR_NOOP("At each validation keep every image's prediction, loss, margin and entropy (and "
                           "the confusion matrix) in the run's inspect.db, for finding wrong labels and "
                           "confusions")));
    s.add(key("Inspection", "log.tensorboard", VT::Bool, true,
              OSPREY_TR_NOOP("Also write the run's metrics, configuration and a few validation pictures as "
                             "TensorBoard event files in the run's tensorboard/ folder "
                             "(tensorboard --logdir shows them live)")));
    s.add(
        key("Inspection", "inspect.train_margins", VT::Bool, false,
            OSPREY_TR_NOOP("Classification: keep each training image's mean margin per epoch, from the "
                           "training pass, to rank suspected label errors (area under the margin); not with "
                           "mixup")));

    s.add(key("Precision & hardware", "hardware.device", VT::String, std::string("auto"),
              OSPREY_TR_NOOP("auto, cpu, cuda or cuda:N")));
    s.add(choice(
        "Precision & hardware", "hardware.precision", "fp32", {"fp32", "bf16", "fp16"},
        OSPREY_TR_NOOP(
            "Arithmetic of the forward pass: fp32; bf16 autocast (CPU or CUDA); fp16 autocast with dynamic "
            "loss scaling (CUDA only). Weights stay fp32")));
    s.add(ranged(
        key("Precision & hardware", "hardware.threads", VT::Int, int64_t{0},
            OSPREY_TR_NOOP(
                "CPU threads for tensor math; 0: all cores (shared out among the ranks on one machine)")),
        0, 4096));
    s.add(
        key("Precision & hardware", "hardware.cudnn_benchmark", VT::Bool, true,
            OSPREY_TR_NOOP(
                "CUDA: cuDNN times its convolution algorithms for each new input shape and keeps the fastest "
                "(off under hardware.deterministic)")));
    s.add(
        key("Precision & hardware", "hardware.tf32", VT::Bool, true,
            OSPREY_TR_NOOP(
                "CUDA: fp32 matrix products and convolutions on TF32 tensor cores (Ampere and later; 10-bit "
                "mantissa, several times faster)")));
    s.add(key(
        "Precision & hardware", "hardware.channels_last", VT::Bool, false,
        OSPREY_TR_NOOP(
            "Convolution weights and images in NHWC memory order: faster convolutions on tensor cores (CUDA "
            "with bf16/fp16) and often with oneDNN on the CPU; the same results")));
    s.add(key(
        "Precision & hardware", "hardware.deterministic", VT::Bool, false,
        OSPREY_TR_NOOP(
            "The same bits run after run on the same machine: deterministic algorithms only (an operation "
            "without one stops the run with its name), cuDNN benchmark mode off; slower")));

    s.add(key("Launch", "dist.sync_bn", VT::Bool, false,
              OSPREY_TR_NOOP(
                  "Under mpirun: batch-norm statistics over the global batch (synchronised across ranks) "
                  "instead of each rank's own")));
    s.add(
        ranged(key("Launch", "dist.bucket_mb", VT::Float, 25.0,
                   OSPREY_TR_NOOP(
                       "Under mpirun: size of the gradient buckets all-reduced while backward runs, in MB")),
               0.001, 4096));
    s.add(
        choice("Launch", "dist.backend", "auto", {"auto", "mpi", "nccl", "gloo"},
               OSPREY_TR_NOOP(
                   "Under mpirun: what gradients are summed through. auto: NCCL on the GPU for a CUDA model "
                   "when libtorch has it, else MPI; mpi: MPI through host memory; nccl: NCCL (CUDA only); "
                   "gloo: libtorch's Gloo over TCP")));
    addApplicability(s);
    return s;
}

}  // namespace osprey
