#include "infer/OnnxModelCheck.h"

#include <set>

#include "infer/OnnxExternalData.h"
#include "infer/OnnxLimits.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

std::string shapeText(const std::vector<int64_t>& dims) {
    std::string text = "[";
    for (size_t i = 0; i < dims.size(); ++i)
        text += (i ? ", " : "") + (dims[i] == -1 ? std::string("?") : std::to_string(dims[i]));
    return text + "]";
}

// The number of elements of `dims` (a symbolic dimension, -1, counts as 1 where `symbolic` allows it); false
// when a dimension is negative or the count, at any step, is beyond what OpenCV counts.
bool elementCount(const std::vector<int64_t>& dims, bool symbolic, int64_t& elements) {
    elements = 1;
    for (const int64_t d : dims) {
        if (d < 0 && !(symbolic && d == -1))
            return false;
        if (d > kMaxOnnxTensorElements || __builtin_mul_overflow(elements, d < 0 ? 1 : d, &elements))
            return false;
    }
    return elements <= kMaxOnnxTensorElements;
}

void checkVersions(const OnnxModelHeader& header, const std::string& path) {
    if (header.irVersion < kOldestOnnxIrVersion || header.irVersion > kNewestOnnxIrVersion) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' has ONNX IR version {version}; Osprey exports and reads IR "
                                  "versions {oldest} to {newest}"),
            {{"path", path},
             {"version", std::to_string(header.irVersion)},
             {"oldest", std::to_string(kOldestOnnxIrVersion)},
             {"newest", std::to_string(kNewestOnnxIrVersion)}}));
    }
    for (const auto& [domain, version] : header.opsets) {
        if (!domain.empty()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' imports operators of the domain '{domain}', which Osprey's "
                                      "exports never use"),
                {{"path", path}, {"domain", domain}}));
        }
        if (version < kOldestOnnxOpset || version > kNewestOnnxOpset) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' needs ONNX opset {version}; Osprey exports and reads opsets "
                                      "{oldest} to {newest}"),
                {{"path", path},
                 {"version", std::to_string(version)},
                 {"oldest", std::to_string(kOldestOnnxOpset)},
                 {"newest", std::to_string(kNewestOnnxOpset)}}));
        }
    }
    if (!header.opsets.count("")) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' names no ONNX opset to read its operators by"),
            {{"path", path}}));
    }
}

void checkStructure(const OnnxModelHeader& header, const std::string& path) {
    for (const OnnxModelHeader::Node& node : header.nodes) {
        if (node.subgraph) {
            throw InputError(
                Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                     "osprey::Errors",
                                     "'{path}' has a subgraph or a sparse tensor in its node '{node}', which "
                                     "Osprey's exports never have"),
                                 {{"path", path}, {"node", node.name}}));
        }
    }
    if (header.sparseInitializers > 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' has {count} sparse initializers, which Osprey's exports never have"),
            {{"path", path}, {"count", std::to_string(header.sparseInitializers)}}));
    }
}

// Every value a node reads, and every output of the graph, is given by the graph's inputs, an initializer or
// an earlier node (ONNX's order, which Osprey's exporter keeps): OpenCV's importer dereferences what a name
// names without looking.
void checkReferences(const OnnxModelHeader& header, const std::string& path) {
    std::set<std::string> given;
    for (const auto& input : header.inputs)
        given.insert(input.name);
    for (const OnnxTensorHeader& t : header.tensors) {
        if (t.where == "initializer")
            given.insert(t.name);
    }
    for (const OnnxModelHeader::Node& node : header.nodes) {
        for (const std::string& input : node.inputs) {
            if (!input.empty() && !given.count(input)) {
                throw InputError(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}': the node '{node}' reads '{value}', which neither the graph's "
                        "inputs, an initializer nor an earlier node gives"),
                    {{"path", path}, {"node", node.name}, {"value", input}}));
            }
        }
        given.insert(node.outputs.begin(), node.outputs.end());
    }
    for (const auto& output : header.outputs) {
        if (!given.count(output.name)) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}': the graph's output '{value}' is given by no node, initializer "
                    "or input"),
                {{"path", path}, {"value", output.name}}));
        }
    }
}

// The input's batch, against the bound the metadata's input size sets (before the general shape bound, so
// that a batch of 2^40 is refused as a batch).
void checkBatch(const ExportedModelInfo& info, const std::string& path) {
    const int64_t size = info.preprocessing.inputSize;
    const int64_t most = largestOnnxBatch(size);
    const int64_t batch = info.input.dims.at(0);
    if (batch == 0 || batch > most) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' declares a batch of {batch} images in its input 'images'; of "
                                  "{size}x{size} pixels Osprey runs 1 to {most} at once"),
            {{"path", path},
             {"batch", std::to_string(batch)},
             {"size", std::to_string(size)},
             {"most", std::to_string(most)}}));
    }
    if (info.input.elemType != 1) {  // TensorProto.FLOAT
        const OnnxElementType* type = onnxElementType(info.input.elemType);
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' declares its input 'images' as {type}, not float"),
            {{"path", path}, {"type", type ? type->name : std::to_string(info.input.elemType)}}));
    }
}

// The declared shapes of the graph's inputs and outputs.
void checkValues(const OnnxModelHeader& header, const std::string& path) {
    std::vector<const OnnxModelHeader::Value*> values;
    for (const auto& v : header.inputs)
        values.push_back(&v);
    for (const auto& v : header.outputs)
        values.push_back(&v);
    for (const OnnxModelHeader::Value* v : values) {
        int64_t elements = 0;
        if (!elementCount(v->dims, true, elements)) {
            throw InputError(
                Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                     "osprey::Errors",
                                     "'{path}' declares '{name}' with the shape {shape}, which does not fit: "
                                     "each dimension and their product must be from 0 to {most}"),
                                 {{"path", path},
                                  {"name", v->name},
                                  {"shape", shapeText(v->dims)},
                                  {"most", std::to_string(kMaxOnnxTensorElements)}}));
        }
    }
}

[[noreturn]] void refuseTensor(const char* sentence, const OnnxTensorHeader& t, const std::string& path,
                               std::map<std::string, std::string> args) {
    args["path"] = path;
    args["name"] = t.name;
    args["where"] = t.where;
    throw InputError(Reason::sentence(sentence, std::move(args)));
}

// The bytes of data the tensor holds in the file, in the one form it uses.
uint64_t bytesHeld(const OnnxTensorHeader& t, const OnnxElementType& type, const std::string& path) {
    uint64_t foreignValues = 0;
    for (const auto& [number, count] : t.typedValues)
        foreignValues += number == type.field ? 0 : count;
    const auto typed = t.typedValues.find(type.field);
    const uint64_t values = typed == t.typedValues.end() ? 0 : typed->second;
    if (t.segmented || foreignValues > 0 || (t.hasRawData && values > 0) ||
        (t.external && (t.hasRawData || values > 0))) {
        refuseTensor(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': the tensor '{name}' ({where}) holds its data in more than "
                                  "one form, or in segments or fields of another type than its own"),
            t, path, {});
    }
    return t.hasRawData ? t.rawBytes : values * static_cast<uint64_t>(type.bytes / type.valuesPerElement);
}

void checkTensor(const OnnxTensorHeader& t, const ExportedModelInfo& info, const std::string& path) {
    const OnnxElementType* type = onnxElementType(t.dataType);
    if (!type) {
        refuseTensor(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': the tensor '{name}' ({where}) has the data type {type}, "
                                  "which Osprey's exports never use"),
            t, path, {{"type", std::to_string(t.dataType)}});
    }
    int64_t elements = 0;
    if (!elementCount(t.dims, false, elements)) {
        refuseTensor(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': the tensor '{name}' ({where}) has the shape {shape}, which "
                                  "does not fit: each dimension and their product must be from 0 to "
                                  "{most}"),
            t, path, {{"shape", shapeText(t.dims)}, {"most", std::to_string(kMaxOnnxTensorElements)}});
    }
    const uint64_t expected = static_cast<uint64_t>(elements) * static_cast<uint64_t>(type->bytes);
    const uint64_t held = bytesHeld(t, *type, path);
    // Only a model for ONNX Runtime (a detector of the full profile, which OpenCV never reads) may have it.
    if (t.external && !(info.profile == "full" && info.task == TaskKind::Detection)) {
        refuseTensor(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                           "'{path}': the tensor '{name}' ({where}) keeps its data in an "
                                           "external file ('{location}'), which a model of the '{profile}' "
                                           "profile may not"),
                     t, path,
                     {{"location", t.externalData.count("location") ? t.externalData.at("location") : ""},
                      {"profile", info.profile}});
    }
    const uint64_t actual = t.external ? externalDataBytes(t, path) : held;
    if (actual != expected) {
        refuseTensor(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': the tensor '{name}' ({where}) of shape {shape} and type "
                                  "{type} needs {expected} bytes of data, but the file gives {actual}"),
            t, path,
            {{"shape", shapeText(t.dims)},
             {"type", type->name},
             {"expected", std::to_string(expected)},
             {"actual", std::to_string(actual)}});
    }
}

}  // namespace

void checkOnnxModel(const OnnxModelHeader& header, const ExportedModelInfo& info, const std::string& path) {
    checkVersions(header, path);
    checkStructure(header, path);
    checkReferences(header, path);
    checkBatch(info, path);
    checkValues(header, path);
    for (const OnnxTensorHeader& tensor : header.tensors)
        checkTensor(tensor, info, path);
}

}  // namespace osprey
