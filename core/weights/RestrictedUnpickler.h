#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>

#include "weights/PickleValue.h"

namespace osprey {

// Reads the pickle that torch.save writes for a state dict (protocols 2 to 5) without executing anything:
// only tensors, OrderedDict and plain values are rebuilt; any other global (os.system, a class of the
// training script, numpy) is refused with an InputError naming it. Tensor data comes from `loadStorage`,
// which gets the storage key, element type and element count of each persistent storage reference.
class RestrictedUnpickler {
public:
    using StorageLoader =
        std::function<torch::Tensor(const std::string& key, torch::ScalarType dtype, int64_t numel)>;

    // `source` names the file in messages.
    RestrictedUnpickler(std::string_view bytes, std::string source, StorageLoader loadStorage);

    PickleValue parse();

private:
    uint8_t byte();
    std::string_view take(size_t n);
    uint64_t little(size_t n);
    PickleValue pop();
    std::vector<PickleValue> popToMark();
    PickleValue& top();
    // Pushes `v` (counting its text against the bound on strings).
    void push(PickleValue v);
    void countText(const PickleValue& v);
    void memoize(uint64_t index);
    // Places `children` in `container`: each child container may not change any more, and the nesting may
    // not grow past its bound.
    void adopt(const PickleValue& container, const std::vector<PickleValue>& children);
    // A new tuple, list or dict (items: keys and values in turn) of `items`.
    PickleValue container(PickleValue::Kind kind, std::vector<PickleValue> items);
    PickleValue global(const std::string& module, const std::string& name);
    PickleValue call(const PickleValue& callable, const PickleValue& args);
    PickleValue persistentLoad(const PickleValue& pid);
    PickleValue rebuildTensor(const PickleValue::Items& args);
    // Refuses the file: `sentence` names it as {path} and the opcode's place as {offset}; `args` fill the
    // other slots.
    [[noreturn]] void fail(const char* sentence, std::map<std::string, std::string> args = {}) const;

    std::string_view m_bytes;
    size_t m_pos = 0;
    size_t m_opcodeAt = 0;
    std::string m_source;
    StorageLoader m_loadStorage;
    std::vector<PickleValue> m_stack;
    std::vector<size_t> m_marks;
    std::unordered_map<uint64_t, PickleValue> m_memo;
    std::map<std::string, torch::Tensor> m_storages;
    uint64_t m_textBytes = 0;
};

// torch.save names a storage's element type by a legacy class ("torch.FloatStorage"). Undefined / "" when
// there is none.
torch::ScalarType storageScalarType(const std::string& storageClass);
std::string storageClassName(torch::ScalarType type);

}  // namespace osprey
