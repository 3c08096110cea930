#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "records/TfFeature.h"

namespace osprey {

class ProtoSchema;

// Bounds on what one tf.Example may hold, far above real ones (ImageNet's has 10 features, a COCO image's
// a few hundred boxes), so that a hostile record cannot make the reader allocate without end.
struct TfExampleLimits {
    uint64_t maxPayloadBytes = 256ull << 20;
    size_t maxFeatures = 10000;
    uint64_t maxValues = 16ull << 20;  // all features' values together
};

// A tf.Example (TensorFlow's example.proto: feature name -> a list of bytes, floats or int64s) as plain C++,
// parsed and serialized by libprotobuf through the schema of TensorFlow's example.proto and feature.proto
// (package tensorflow), built at run time (ProtoSchema). What TFRecord datasets hold per record, in the
// layouts of ImageNet's and the TF Object Detection API's tools.
class TfExample {
public:
    using Features = std::map<std::string, TfFeature>;

    TfExample() = default;
    explicit TfExample(Features features) : m_features(std::move(features)) {}

    // The record at `offset` of `file` as a tf.Example; InputError naming both when it is not one (or goes
    // over `limits`).
    static TfExample parse(std::string_view payload, const std::string& file, uint64_t offset,
                           const TfExampleLimits& limits = {});
    // The wire bytes, features in name order (the same bytes for the same example).
    std::string serialize() const;

    const Features& features() const { return m_features; }
    // The feature `name`, or nullptr.
    const TfFeature* find(const std::string& name) const;
    void set(const std::string& name, TfFeature feature) { m_features[name] = std::move(feature); }

    // tensorflow.Example, tensorflow.Features, tensorflow.Feature, tensorflow.{Bytes,Float,Int64}List.
    static const ProtoSchema& schema();

private:
    Features m_features;
};

}  // namespace osprey
