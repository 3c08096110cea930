#pragma once

#include <torch/types.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace osprey {

// A value of the small pickle subset that PyTorch weight files use: plain scalars, strings, tuples, lists,
// dicts and tensors. Lists and dicts are shared (pickle's memo may refer to them before they are filled).
struct PickleValue {
    enum class Kind { None, Bool, Int, Float, String, Bytes, Tuple, List, Dict, Tensor, Storage, Global };
    using Items = std::vector<PickleValue>;
    using Pairs = std::vector<std::pair<PickleValue, PickleValue>>;
    // What the reader knows of a container, shared by every copy of it (the memo and the stack hold copies):
    // how deep containers nest inside it, and whether it already sits inside another one (and may no longer
    // change, which rules out cycles and keeps the depths true).
    struct Nesting {
        int depth = 1;
        bool placed = false;
    };

    Kind kind = Kind::None;
    bool boolean = false;
    int64_t integer = 0;
    double real = 0;
    std::string text;                  // String, Bytes, or the "module.name" of a Global
    std::shared_ptr<Items> items;      // Tuple, List
    std::shared_ptr<Pairs> pairs;      // Dict
    std::shared_ptr<Nesting> nesting;  // Tuple, List, Dict
    torch::Tensor tensor;              // Tensor, or a Storage's flat data

    static PickleValue of(Kind kind) {
        PickleValue v;
        v.kind = kind;
        if (kind == Kind::Tuple || kind == Kind::List)
            v.items = std::make_shared<Items>();
        if (kind == Kind::Dict)
            v.pairs = std::make_shared<Pairs>();
        if (v.items || v.pairs)
            v.nesting = std::make_shared<Nesting>();
        return v;
    }
    bool isTensor() const { return kind == Kind::Tensor; }
    bool isDict() const { return kind == Kind::Dict; }
    bool isString() const { return kind == Kind::String; }
    // "dict", "tensor", "global os.system", ... for messages.
    std::string describe() const;
};

}  // namespace osprey
