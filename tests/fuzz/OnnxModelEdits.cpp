#include "OnnxModelEdits.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "OnnxTestModels.h"

namespace osprey::fuzz {

namespace {

// Raw data grows by at most this much: a file of megabytes is not the point, its sizes are.
constexpr size_t kMostRawBytes = size_t{4} << 20;

template <typename T, size_t N>
const T& pick(FuzzedDataProvider& in, const T (&values)[N]) {
    return values[in.ConsumeIntegralInRange<size_t>(0, N - 1)];
}

// Sizes at the edges: zero, small, the 32-bit limits and beyond, negative; or any.
int64_t interestingInteger(FuzzedDataProvider& in) {
    static const int64_t kValues[] = {0,
                                      1,
                                      2,
                                      3,
                                      16,
                                      4096,
                                      4097,
                                      16384,
                                      (int64_t{1} << 31) - 1,
                                      int64_t{1} << 31,
                                      int64_t{1} << 32,
                                      (int64_t{1} << 32) + 1,
                                      int64_t{1} << 40,
                                      std::numeric_limits<int64_t>::max(),
                                      -1,
                                      -2,
                                      std::numeric_limits<int64_t>::min()};
    return in.ConsumeBool() ? pick(in, kValues) : in.ConsumeIntegral<int64_t>();
}

nlohmann::json interestingJson(FuzzedDataProvider& in) {
    static const double kNumbers[] = {0.0, -0.0, 1e-45, 0.5, 16.7, 20.7, -1.0, 1e30, 1e308, -1e308, 4096.5};
    static const char* kTexts[] = {"banana", "sigmoid", "softmax_background_first", "letterbox", "", "AAAA"};
    switch (in.ConsumeIntegralInRange(0, 5)) {
        case 0:
            return interestingInteger(in);
        case 1:
            return pick(in, kNumbers);
        case 2:
            return pick(in, kTexts);
        case 3:
            return nullptr;
        case 4:
            return nlohmann::json::array({interestingInteger(in), pick(in, kNumbers)});
        default:
            return in.ConsumeFloatingPoint<double>();
    }
}

onnx::TensorProto* pickInitializer(FuzzedDataProvider& in, onnx::GraphProto& graph) {
    if (graph.initializer_size() == 0)
        return nullptr;
    return graph.mutable_initializer(in.ConsumeIntegralInRange(0, graph.initializer_size() - 1));
}

void editDims(FuzzedDataProvider& in, onnx::TensorProto& t) {
    switch (in.ConsumeIntegralInRange(0, 3)) {
        case 0:
            if (t.dims_size() > 0)
                t.set_dims(in.ConsumeIntegralInRange(0, t.dims_size() - 1), interestingInteger(in));
            return;
        case 1:
            t.add_dims(interestingInteger(in));
            return;
        case 2:
            if (t.dims_size() > 0)
                t.mutable_dims()->RemoveLast();
            return;
        default:
            t.clear_dims();
    }
}

void editData(FuzzedDataProvider& in, onnx::TensorProto& t) {
    std::string raw = t.raw_data();
    switch (in.ConsumeIntegralInRange(0, 4)) {
        case 0:  // shorter or longer by a little, or by a lot
            raw.resize(std::min(kMostRawBytes, static_cast<size_t>(pick(
                                                   in, {size_t{0}, raw.size() / 2, raw.size() + 1,
                                                        raw.empty() ? 0 : raw.size() - 1, raw.size() * 2}))));
            break;
        case 1:  // values overwritten (NaN and infinite weights among them)
            if (!raw.empty()) {
                const size_t at = in.ConsumeIntegralInRange<size_t>(0, raw.size() - 1);
                const std::string bytes = in.ConsumeBytesAsString(in.ConsumeIntegralInRange<size_t>(1, 16));
                raw.replace(at, std::min(bytes.size(), raw.size() - at), bytes.substr(0, raw.size() - at));
            }
            break;
        case 2:  // typed values instead of raw bytes, a few too many or too few
            for (int i = 0, n = static_cast<int>(raw.size() / 4) + in.ConsumeIntegralInRange(-2, 2); i < n;
                 ++i)
                t.add_float_data(1.0f);
            raw.clear();
            t.clear_raw_data();
            return;
        case 3:  // both forms at once
            t.add_int64_data(interestingInteger(in));
            return;
        default:
            t.clear_raw_data();
            return;
    }
    t.set_raw_data(raw);
}

void editExternal(FuzzedDataProvider& in, onnx::TensorProto& t) {
    static const char* kKeys[] = {"location", "offset", "length", "checksum", "banana"};
    static const char* kValues[] = {
        "/etc/passwd", "../model.onnx",       "model.onnx", "weights.bin", "sub/w.bin", ".", "", "0", "36",
        "-1",          "99999999999999999999"};
    t.set_data_location(in.ConsumeBool() ? onnx::TensorProto::EXTERNAL : onnx::TensorProto::DEFAULT);
    if (in.ConsumeBool())
        t.clear_raw_data();
    for (int i = in.ConsumeIntegralInRange(0, 3); i > 0; --i) {
        auto* entry = t.add_external_data();
        entry->set_key(pick(in, kKeys));
        entry->set_value(in.ConsumeBool() ? std::string(pick(in, kValues))
                                          : std::to_string(interestingInteger(in)));
    }
}

void editTensor(FuzzedDataProvider& in, onnx::TensorProto& t) {
    switch (in.ConsumeIntegralInRange(0, 4)) {
        case 0:
            return editDims(in, t);
        case 1:
            return editData(in, t);
        case 2:
            return t.set_data_type(in.ConsumeIntegralInRange(0, 17));
        case 3:
            return editExternal(in, t);
        default:
            t.mutable_segment()->set_begin(0);
    }
}

// A Constant node whose value is a copy of an initializer, edited.
void addConstant(FuzzedDataProvider& in, onnx::GraphProto& graph) {
    const onnx::TensorProto* source = pickInitializer(in, graph);
    if (!source)
        return;
    onnx::NodeProto* node = graph.add_node();
    node->set_op_type("Constant");
    node->set_name("fuzz_constant");
    node->add_output("fuzz_constant_out");
    onnx::AttributeProto* value = node->add_attribute();
    value->set_name("value");
    value->set_type(onnx::AttributeProto::TENSOR);
    *value->mutable_t() = *source;
    editTensor(in, *value->mutable_t());
}

void editValue(FuzzedDataProvider& in, onnx::ValueInfoProto& value) {
    auto* tensor = value.mutable_type()->mutable_tensor_type();
    auto* shape = tensor->mutable_shape();
    switch (in.ConsumeIntegralInRange(0, 4)) {
        case 0:
            if (shape->dim_size() > 0)
                shape->mutable_dim(in.ConsumeIntegralInRange(0, shape->dim_size() - 1))
                    ->set_dim_value(interestingInteger(in));
            return;
        case 1:
            if (shape->dim_size() > 0)
                shape->mutable_dim(in.ConsumeIntegralInRange(0, shape->dim_size() - 1))->set_dim_param("n");
            return;
        case 2:
            shape->add_dim()->set_dim_value(interestingInteger(in));
            return;
        case 3:
            if (shape->dim_size() > 0)
                shape->mutable_dim()->RemoveLast();
            return;
        default:
            tensor->set_elem_type(in.ConsumeIntegralInRange(0, 17));
    }
}

// One value inside a metadata entry's JSON (a field, or an element of a list) replaced, or removed.
void editJson(FuzzedDataProvider& in, nlohmann::json& json) {
    nlohmann::json* at = &json;
    for (int depth = 0; depth < 2 && (at->is_object() || at->is_array()) && !at->empty(); ++depth) {
        auto it = at->begin();
        std::advance(it, in.ConsumeIntegralInRange<size_t>(0, at->size() - 1));
        if (in.ConsumeBool() && at->is_object() && depth == 0 && in.ConsumeBool()) {
            at->erase(it);
            return;
        }
        at = &*it;
    }
    *at = interestingJson(in);
}

void editMetadata(FuzzedDataProvider& in, onnx::ModelProto& model) {
    if (model.metadata_props_size() == 0)
        return;
    const int index = in.ConsumeIntegralInRange(0, model.metadata_props_size() - 1);
    onnx::StringStringEntryProto* entry = model.mutable_metadata_props(index);
    switch (in.ConsumeIntegralInRange(0, 3)) {
        case 0: {
            nlohmann::json json = nlohmann::json::parse(entry->value(), nullptr, false);
            if (json.is_discarded())
                return;
            editJson(in, json);
            entry->set_value(json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
            return;
        }
        case 1:
            entry->set_value(in.ConsumeRandomLengthString(64));
            return;
        case 2:
            model.mutable_metadata_props()->DeleteSubrange(index, 1);
            return;
        default:  // anchors: any bytes, NaN and infinity among them
            if (entry->key() == "osprey.decoder") {
                nlohmann::json json = nlohmann::json::parse(entry->value(), nullptr, false);
                const std::string bytes =
                    in.ConsumeBytesAsString(16 * in.ConsumeIntegralInRange<size_t>(0, 4));
                if (json.is_object())
                    json["anchors"] = osprey::test::base64(bytes.data(), bytes.size());
                entry->set_value(json.dump());
            }
    }
}

void editModel(FuzzedDataProvider& in, onnx::ModelProto& model) {
    switch (in.ConsumeIntegralInRange(0, 4)) {
        case 0:
            if (model.opset_import_size() > 0)
                model.mutable_opset_import(0)->set_version(interestingInteger(in));
            return;
        case 1: {
            auto* opset = model.add_opset_import();
            opset->set_domain(in.ConsumeBool() ? "com.microsoft" : "ai.onnx");
            opset->set_version(interestingInteger(in));
            return;
        }
        case 2:
            model.set_ir_version(interestingInteger(in));
            return;
        case 3: {
            onnx::GraphProto& graph = *model.mutable_graph();
            if (graph.node_size() > 0)
                graph.mutable_node()->DeleteSubrange(in.ConsumeIntegralInRange(0, graph.node_size() - 1), 1);
            return;
        }
        default: {
            onnx::GraphProto& graph = *model.mutable_graph();
            if (graph.initializer_size() > 0)
                graph.mutable_initializer()->DeleteSubrange(
                    in.ConsumeIntegralInRange(0, graph.initializer_size() - 1), 1);
        }
    }
}

}  // namespace

void applyOnnxEdits(FuzzedDataProvider& in, onnx::ModelProto& model) {
    onnx::GraphProto& graph = *model.mutable_graph();
    for (int edits = 0; edits < 8 && in.remaining_bytes() > 0; ++edits) {
        switch (in.ConsumeIntegralInRange(0, 6)) {
            case 0:
                if (onnx::TensorProto* t = pickInitializer(in, graph))
                    editTensor(in, *t);
                break;
            case 1:
                addConstant(in, graph);
                break;
            case 2:
                if (graph.input_size() > 0)
                    editValue(in, *graph.mutable_input(0));
                break;
            case 3:
                if (graph.output_size() > 0)
                    editValue(in,
                              *graph.mutable_output(in.ConsumeIntegralInRange(0, graph.output_size() - 1)));
                break;
            case 4:
            case 5:
                editMetadata(in, model);
                break;
            default:
                editModel(in, model);
        }
    }
}

}  // namespace osprey::fuzz
