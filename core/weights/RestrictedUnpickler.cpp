#include "weights/RestrictedUnpickler.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using Kind = PickleValue::Kind;

// Bounds on what a pickle may make the reader build, far above any weight file's (a checkpoint's optimizer
// state nests 5 deep; SETITEMS batches hold 1,000 items; a state dict's strings are its names): a hostile
// file is refused with its reason before it costs a deep recursion, or memory out of proportion to its size.
constexpr int kMaxNesting = 64;                // tuples, lists and dicts inside each other
constexpr size_t kMaxStack = size_t{1} << 20;  // values on the stack at once
constexpr size_t kMaxMemo = size_t{1} << 21;   // memo entries
constexpr uint64_t kMaxTextBytes = 256u
                                   << 20;  // strings and bytes, counting every copy DUP and the memo make

// The only globals a weight file may name. Nothing is ever called: each is recognised by name and rebuilt
// here.
const std::set<std::string> kAllowedGlobals = {
    "collections.OrderedDict",
    "torch._utils._rebuild_tensor_v2",
    "torch._utils._rebuild_tensor",
    "torch._utils._rebuild_parameter",
    "torch.FloatStorage",
    "torch.DoubleStorage",
    "torch.HalfStorage",
    "torch.BFloat16Storage",
    "torch.LongStorage",
    "torch.IntStorage",
    "torch.ShortStorage",
    "torch.CharStorage",
    "torch.ByteStorage",
    "torch.BoolStorage",
};

const std::vector<std::pair<std::string, torch::ScalarType>>& storageClasses() {
    static const std::vector<std::pair<std::string, torch::ScalarType>> classes = {
        {"torch.FloatStorage", torch::kFloat32}, {"torch.DoubleStorage", torch::kFloat64},
        {"torch.HalfStorage", torch::kFloat16},  {"torch.BFloat16Storage", torch::kBFloat16},
        {"torch.LongStorage", torch::kInt64},    {"torch.IntStorage", torch::kInt32},
        {"torch.ShortStorage", torch::kInt16},   {"torch.CharStorage", torch::kInt8},
        {"torch.ByteStorage", torch::kUInt8},    {"torch.BoolStorage", torch::kBool},
    };
    return classes;
}

// `what` ("size", "stride") fills the {part} slot of the sentences `fail` gets.
std::vector<int64_t> intTuple(
    const PickleValue& v, const char* what,
    const std::function<void(const char*, std::map<std::string, std::string>)>& fail) {
    if (v.kind != Kind::Tuple && v.kind != Kind::List)
        fail(OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': tensor {part} is a {type}, not a tuple (pickle offset {offset})"),
             {{"part", what}, {"type", v.describe()}});
    std::vector<int64_t> out;
    for (const auto& item : *v.items) {
        if (item.kind != Kind::Int || item.integer < 0)
            fail(OSPREY_TRANSLATE_NOOP(
                     "osprey::Errors",
                     "'{path}': tensor {part} holds {type}, not a non-negative int (pickle offset {offset})"),
                 {{"part", what}, {"type", item.describe()}});
        out.push_back(item.integer);
    }
    return out;
}

std::string shapeOf(const std::vector<int64_t>& size) {
    std::string out = "[";
    for (size_t d = 0; d < size.size(); ++d)
        out += (d ? ", " : "") + std::to_string(size[d]);
    return out + "]";
}

}  // namespace

torch::ScalarType storageScalarType(const std::string& storageClass) {
    for (const auto& [name, type] : storageClasses()) {
        if (name == storageClass)
            return type;
    }
    return torch::ScalarType::Undefined;
}

std::string storageClassName(torch::ScalarType type) {
    for (const auto& [name, t] : storageClasses()) {
        if (t == type)
            return name;
    }
    return {};
}

RestrictedUnpickler::RestrictedUnpickler(std::string_view bytes, std::string source,
                                         StorageLoader loadStorage)
    : m_bytes(bytes), m_source(std::move(source)), m_loadStorage(std::move(loadStorage)) {}

void RestrictedUnpickler::fail(const char* sentence, std::map<std::string, std::string> args) const {
    args["path"] = m_source;
    args["offset"] = std::to_string(m_opcodeAt);
    throw InputError(Reason::sentence(sentence, std::move(args)));
}

uint8_t RestrictedUnpickler::byte() {
    if (m_pos >= m_bytes.size())
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': the pickle ends early; the file is truncated or not a weight "
                                   "file (pickle offset {offset})"));
    return static_cast<uint8_t>(m_bytes[m_pos++]);
}

std::string_view RestrictedUnpickler::take(size_t n) {
    if (n > m_bytes.size() - m_pos)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': the pickle ends early; the file is truncated or not a weight "
                                   "file (pickle offset {offset})"));
    const std::string_view out = m_bytes.substr(m_pos, n);
    m_pos += n;
    return out;
}

uint64_t RestrictedUnpickler::little(size_t n) {
    const std::string_view b = take(n);
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i)
        v |= static_cast<uint64_t>(static_cast<uint8_t>(b[i])) << (8 * i);
    return v;
}

PickleValue RestrictedUnpickler::pop() {
    if (m_stack.empty() || (!m_marks.empty() && m_stack.size() <= m_marks.back()))
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': malformed pickle (stack underflow) (pickle offset {offset})"));
    PickleValue v = std::move(m_stack.back());
    m_stack.pop_back();
    return v;
}

PickleValue& RestrictedUnpickler::top() {
    if (m_stack.empty())
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': malformed pickle (empty stack) (pickle offset {offset})"));
    return m_stack.back();
}

std::vector<PickleValue> RestrictedUnpickler::popToMark() {
    if (m_marks.empty())
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': malformed pickle (no mark) (pickle offset {offset})"));
    const size_t mark = m_marks.back();
    m_marks.pop_back();
    std::vector<PickleValue> items(
        std::make_move_iterator(m_stack.begin() + static_cast<std::ptrdiff_t>(mark)),
        std::make_move_iterator(m_stack.end()));
    m_stack.resize(mark);
    return items;
}

void RestrictedUnpickler::push(PickleValue v) {
    if (m_stack.size() >= kMaxStack)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': holds more than {count} values at once; not a weight file "
                                   "(pickle offset {offset})"),
             {{"count", std::to_string(kMaxStack)}});
    countText(v);
    m_stack.push_back(std::move(v));
}

void RestrictedUnpickler::countText(const PickleValue& v) {
    m_textBytes += v.text.size();
    if (m_textBytes > kMaxTextBytes)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': makes more than {size} MiB of strings; not a weight file "
                                   "(pickle offset {offset})"),
             {{"size", std::to_string(kMaxTextBytes >> 20)}});
}

void RestrictedUnpickler::adopt(const PickleValue& container, const std::vector<PickleValue>& children) {
    PickleValue::Nesting& outer = *container.nesting;
    for (const PickleValue& child : children) {
        if (!child.nesting)
            continue;
        child.nesting->placed = true;
        outer.depth = std::max(outer.depth, child.nesting->depth + 1);
    }
    if (outer.placed)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': changes a container after placing it inside another (or inside "
                                   "itself); weight files never do (pickle offset {offset})"));
    if (outer.depth > kMaxNesting)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': nests containers more than {depth} deep; not a weight file "
                                   "(pickle offset {offset})"),
             {{"depth", std::to_string(kMaxNesting)}});
}

void RestrictedUnpickler::memoize(uint64_t index) {
    if (m_memo.size() >= kMaxMemo && !m_memo.count(index))
        fail(OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': memoizes more than {count} values; not a weight file (pickle offset {offset})"),
             {{"count", std::to_string(kMaxMemo)}});
    countText(top());
    m_memo[index] = top();
}

PickleValue RestrictedUnpickler::container(Kind kind, std::vector<PickleValue> items) {
    PickleValue v = PickleValue::of(kind);
    adopt(v, items);
    if (kind == Kind::Dict) {
        if (items.size() % 2 != 0)
            fail(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}': sets dict items from an odd number of values (pickle offset {offset})"));
        for (size_t i = 0; i < items.size(); i += 2)
            v.pairs->emplace_back(std::move(items[i]), std::move(items[i + 1]));
    } else {
        *v.items = std::move(items);
    }
    return v;
}

PickleValue RestrictedUnpickler::global(const std::string& module, const std::string& name) {
    const std::string full = module + "." + name;
    if (!kAllowedGlobals.count(full) && storageScalarType(full) == torch::ScalarType::Undefined) {
        fail(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': refers to '{name}', which is not a tensor or a plain container; "
                                  "weight files may hold only tensors, dicts, lists and numbers, so the file "
                                  "was refused without running anything (pickle offset {offset})"),
            {{"name", full}});
    }
    PickleValue v = PickleValue::of(Kind::Global);
    v.text = full;
    return v;
}

PickleValue RestrictedUnpickler::persistentLoad(const PickleValue& pid) {
    if (pid.kind != Kind::Tuple || pid.items->size() < 5 || (*pid.items)[0].text != "storage")
        fail(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "'{path}': has a persistent reference that is not a tensor storage (pickle offset {offset})"));
    const auto& items = *pid.items;
    const torch::ScalarType dtype =
        items[1].kind == Kind::Global ? storageScalarType(items[1].text) : torch::ScalarType::Undefined;
    if (dtype == torch::ScalarType::Undefined)
        fail(OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': has a storage of unsupported type {type} (pickle offset {offset})"),
             {{"type", items[1].describe()}});
    if (!items[2].isString() || items[4].kind != Kind::Int || items[4].integer < 0)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': has a malformed storage reference (pickle offset {offset})"));
    const std::string& key = items[2].text;
    auto it = m_storages.find(key);
    if (it == m_storages.end()) {
        torch::Tensor data = m_loadStorage(key, dtype, items[4].integer);
        it = m_storages.emplace(key, data).first;
    } else if (it->second.scalar_type() != dtype || it->second.numel() != items[4].integer) {
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': refers to storage '{key}' with two different types or sizes "
                                   "(pickle offset {offset})"),
             {{"key", key}});
    }
    PickleValue v = PickleValue::of(Kind::Storage);
    v.tensor = it->second;
    return v;
}

PickleValue RestrictedUnpickler::rebuildTensor(const PickleValue::Items& args) {
    auto failWith = [this](const char* sentence, std::map<std::string, std::string> args) {
        fail(sentence, std::move(args));
    };
    if (args.size() < 4 || args[0].kind != Kind::Storage || args[1].kind != Kind::Int)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': has a tensor that is not (storage, offset, size, stride, ...) "
                                   "(pickle offset {offset})"));
    const torch::Tensor& storage = args[0].tensor;
    const int64_t offset = args[1].integer;
    const std::vector<int64_t> size = intTuple(args[2], "size", failWith);
    const std::vector<int64_t> stride = intTuple(args[3], "stride", failWith);
    if (size.size() != stride.size())
        fail(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "'{path}': has a tensor whose size and stride differ in length (pickle offset {offset})"));
    bool empty = false;
    for (int64_t n : size)
        empty = empty || n == 0;
    // A view may not hold more elements than its storage: strides of 0 (or overlapping ones) would otherwise
    // let a few bytes stand for gigabytes once the tensor is copied.
    int64_t elements = 1;
    for (size_t d = 0; d < size.size() && !empty; ++d) {
        if (size[d] > storage.numel() / elements)
            fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                       "'{path}': has a tensor of shape {shape}, more elements than its "
                                       "storage's {count} (pickle offset {offset})"),
                 {{"shape", shapeOf(size)}, {"count", std::to_string(storage.numel())}});
        elements *= size[d];
    }
    int64_t last = offset;  // the largest element index the view touches
    for (size_t d = 0; d < size.size() && !empty; ++d) {
        if (stride[d] > 0 && size[d] - 1 > (storage.numel() + 1) / stride[d])
            fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                       "'{path}': has a tensor of size {size} that reaches past its storage "
                                       "(pickle offset {offset})"),
                 {{"size", std::to_string(size[d])}});
        last += (size[d] - 1) * stride[d];
    }
    if (offset < 0 || (!empty && last >= storage.numel())) {
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': has a tensor that reaches past the end of its storage ({count} "
                                   "elements) (pickle offset {offset})"),
             {{"count", std::to_string(storage.numel())}});
    }
    PickleValue v = PickleValue::of(Kind::Tensor);
    v.tensor = storage.as_strided(size, stride, offset);
    return v;
}

PickleValue RestrictedUnpickler::call(const PickleValue& callable, const PickleValue& args) {
    if (callable.kind != Kind::Global)
        fail(OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': calls a {type}, which only a global may be (pickle offset {offset})"),
             {{"type", callable.describe()}});
    if (args.kind != Kind::Tuple)
        fail(OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': calls {name} with {type} instead of a tuple (pickle offset {offset})"),
             {{"name", callable.text}, {"type", args.describe()}});
    const auto& a = *args.items;
    if (callable.text == "collections.OrderedDict") {
        std::vector<PickleValue> keysAndValues;
        if (!a.empty()) {
            if (a[0].kind != Kind::List && a[0].kind != Kind::Tuple)
                fail(OSPREY_TRANSLATE_NOOP(
                         "osprey::Errors",
                         "'{path}': builds an OrderedDict from a {type} (pickle offset {offset})"),
                     {{"type", a[0].describe()}});
            for (const auto& pair : *a[0].items) {
                if ((pair.kind != Kind::Tuple && pair.kind != Kind::List) || pair.items->size() != 2)
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': builds an OrderedDict from something other than "
                                               "pairs (pickle offset {offset})"));
                keysAndValues.push_back((*pair.items)[0]);
                keysAndValues.push_back((*pair.items)[1]);
            }
        }
        return container(Kind::Dict, std::move(keysAndValues));
    }
    if (callable.text == "torch._utils._rebuild_tensor_v2" || callable.text == "torch._utils._rebuild_tensor")
        return rebuildTensor(a);
    if (callable.text == "torch._utils._rebuild_parameter") {
        if (a.empty() || a[0].kind != Kind::Tensor)
            fail(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}': builds a parameter from something other than a tensor (pickle offset {offset})"));
        return a[0];
    }
    fail(OSPREY_TRANSLATE_NOOP(
             "osprey::Errors",
             "'{path}': calls {name}, which is not callable in a weight file (pickle offset {offset})"),
         {{"name", callable.text}});
}

PickleValue RestrictedUnpickler::parse() {
    m_pos = 0;
    while (true) {
        m_opcodeAt = m_pos;
        const uint8_t op = byte();
        switch (op) {
            case 0x80:  // PROTO
                if (byte() > 5)
                    fail(OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}': uses a pickle protocol newer than 5 (pickle offset {offset})"));
                break;
            case 0x95:  // FRAME
                take(8);
                break;
            case '.':  // STOP
            {
                PickleValue result = pop();
                return result;
            }
            case '(':  // MARK
                if (m_marks.size() >= kMaxStack)
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': sets more than {count} marks at once; not a weight "
                                               "file (pickle offset {offset})"),
                         {{"count", std::to_string(kMaxStack)}});
                m_marks.push_back(m_stack.size());
                break;
            case '0':  // POP
                pop();
                break;
            case '1':  // POP_MARK
                popToMark();
                break;
            case '2':  // DUP
                push(top());
                break;
            case 'N':
                push(PickleValue::of(Kind::None));
                break;
            case 0x88:
            case 0x89: {
                PickleValue v = PickleValue::of(Kind::Bool);
                v.boolean = op == 0x88;
                push(v);
                break;
            }
            case 'J':
            case 'K':
            case 'M': {
                PickleValue v = PickleValue::of(Kind::Int);
                if (op == 'J')
                    v.integer = static_cast<int32_t>(little(4));
                else
                    v.integer = static_cast<int64_t>(little(op == 'K' ? 1 : 2));
                push(v);
                break;
            }
            case 0x8a:  // LONG1
            case 0x8b:  // LONG4
            {
                const uint64_t n = op == 0x8a ? byte() : little(4);
                if (n > 8)
                    fail(OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}': holds an integer wider than 64 bits (pickle offset {offset})"));
                uint64_t raw = little(n);
                if (n > 0 && n < 8 && (raw >> (8 * n - 1)) & 1)
                    raw |= ~uint64_t{0} << (8 * n);  // sign-extend
                PickleValue v = PickleValue::of(Kind::Int);
                v.integer = static_cast<int64_t>(raw);
                push(v);
                break;
            }
            case 'G': {  // BINFLOAT, big-endian
                const std::string_view b = take(8);
                uint64_t bits = 0;
                for (int i = 0; i < 8; ++i)
                    bits = (bits << 8) | static_cast<uint8_t>(b[i]);
                PickleValue v = PickleValue::of(Kind::Float);
                std::memcpy(&v.real, &bits, sizeof bits);
                push(v);
                break;
            }
            case 0x8c:  // SHORT_BINUNICODE
            case 'X':   // BINUNICODE
            case 0x8d:  // BINUNICODE8
            case 'U':   // SHORT_BINSTRING
            case 'T':   // BINSTRING
            case 'C':   // SHORT_BINBYTES
            case 'B':   // BINBYTES
            case 0x8e:  // BINBYTES8
            {
                const size_t width = (op == 0x8c || op == 'U' || op == 'C') ? 1
                                     : (op == 0x8d || op == 0x8e)           ? 8
                                                                            : 4;
                const uint64_t n = little(width);
                PickleValue v =
                    PickleValue::of(op == 'C' || op == 'B' || op == 0x8e ? Kind::Bytes : Kind::String);
                v.text = std::string(take(n));
                push(v);
                break;
            }
            case ')':
                push(PickleValue::of(Kind::Tuple));
                break;
            case 't':
            case 0x85:
            case 0x86:
            case 0x87: {
                std::vector<PickleValue> items;
                if (op == 't') {
                    items = popToMark();
                } else {
                    items.resize(static_cast<size_t>(op - 0x84));
                    for (auto it = items.rbegin(); it != items.rend(); ++it)
                        *it = pop();
                }
                push(container(Kind::Tuple, std::move(items)));
                break;
            }
            case ']':
                push(PickleValue::of(Kind::List));
                break;
            case 'l':
                push(container(Kind::List, popToMark()));
                break;
            case 'a':
            case 'e': {
                std::vector<PickleValue> items;
                if (op == 'a')
                    items.push_back(pop());
                else
                    items = popToMark();
                PickleValue& list = top();
                if (list.kind != Kind::List)
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': appends to a {type} (pickle offset {offset})"),
                         {{"type", list.describe()}});
                adopt(list, items);
                for (auto& item : items)
                    list.items->push_back(std::move(item));
                break;
            }
            case '}':
                push(PickleValue::of(Kind::Dict));
                break;
            case 'd':
            case 's':
            case 'u': {
                std::vector<PickleValue> items;
                if (op == 's') {
                    PickleValue value = pop();
                    PickleValue key = pop();
                    items = {std::move(key), std::move(value)};
                } else {
                    items = popToMark();
                }
                if (op == 'd') {
                    push(container(Kind::Dict, std::move(items)));
                    break;
                }
                if (items.size() % 2 != 0)
                    fail(OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}': sets dict items from an odd number of values (pickle offset {offset})"));
                PickleValue& dict = top();
                if (dict.kind != Kind::Dict)
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': sets items of a {type} (pickle offset {offset})"),
                         {{"type", dict.describe()}});
                adopt(dict, items);
                for (size_t i = 0; i < items.size(); i += 2)
                    dict.pairs->emplace_back(std::move(items[i]), std::move(items[i + 1]));
                break;
            }
            case 'c': {  // GLOBAL "module\nname\n"
                auto line = [this]() {
                    std::string s;
                    for (char c = static_cast<char>(byte()); c != '\n'; c = static_cast<char>(byte()))
                        s += c;
                    return s;
                };
                const std::string module = line();
                const std::string name = line();
                push(global(module, name));
                break;
            }
            case 0x93: {  // STACK_GLOBAL
                const PickleValue name = pop();
                const PickleValue module = pop();
                if (!name.isString() || !module.isString())
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': names a global with something other than strings "
                                               "(pickle offset {offset})"));
                push(global(module.text, name.text));
                break;
            }
            case 'R':     // REDUCE
            case 0x81: {  // NEWOBJ
                PickleValue args = pop();
                PickleValue callable = pop();
                push(call(callable, args));
                break;
            }
            case 'b': {  // BUILD: OrderedDict's _metadata and a parameter's state carry nothing we need
                const PickleValue state = pop();
                const PickleValue& target = top();
                if (target.kind != Kind::Dict && target.kind != Kind::Tensor)
                    fail(OSPREY_TRANSLATE_NOOP(
                             "osprey::Errors",
                             "'{path}': sets the state of a {type} (pickle offset {offset})"),
                         {{"type", target.describe()}});
                break;
            }
            case 'Q':  // BINPERSID
                push(persistentLoad(pop()));
                break;
            case 'q':
            case 'r':
                memoize(little(op == 'q' ? 1 : 4));
                break;
            case 0x94:  // MEMOIZE
                memoize(m_memo.size());
                break;
            case 'h':
            case 'j': {
                const uint64_t index = little(op == 'h' ? 1 : 4);
                const auto it = m_memo.find(index);
                if (it == m_memo.end())
                    fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                               "'{path}': refers to memo entry {index}, which was never "
                                               "stored (pickle offset {offset})"),
                         {{"index", std::to_string(index)}});
                push(it->second);
                break;
            }
            default: {
                char hex[8];
                std::snprintf(hex, sizeof hex, "0x%02x", op);
                fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                           "'{path}': uses pickle opcode {opcode}, which weight files do not "
                                           "need; refused without running anything (pickle offset {offset})"),
                     {{"opcode", hex}});
            }
        }
    }
}

}  // namespace osprey
