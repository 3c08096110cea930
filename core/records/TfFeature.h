#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// One feature of a tf.Example: a list of byte strings, floats or 64-bit integers (TensorFlow's
// feature.proto), or no list at all (a Feature whose kind is unset, which TensorFlow reads as empty). Only
// the vector of its kind is used.
struct TfFeature {
    enum class Kind { None, Bytes, Float, Int64 };
    Kind kind = Kind::None;
    std::vector<std::string> bytes;
    std::vector<float> floats;
    std::vector<int64_t> ints;

    size_t size() const {
        return kind == Kind::Bytes ? bytes.size() : kind == Kind::Float ? floats.size() : ints.size();
    }
    static TfFeature ofBytes(std::vector<std::string> values) {
        TfFeature f;
        f.kind = Kind::Bytes;
        f.bytes = std::move(values);
        return f;
    }
    static TfFeature ofFloats(std::vector<float> values) {
        TfFeature f;
        f.kind = Kind::Float;
        f.floats = std::move(values);
        return f;
    }
    static TfFeature ofInts(std::vector<int64_t> values) {
        TfFeature f;
        f.kind = Kind::Int64;
        f.ints = std::move(values);
        return f;
    }
};

}  // namespace osprey
