#include "weights/PickleValue.h"

namespace osprey {

std::string PickleValue::describe() const {
    switch (kind) {
        case Kind::None:
            return "None";
        case Kind::Bool:
            return "bool";
        case Kind::Int:
            return "int";
        case Kind::Float:
            return "float";
        case Kind::String:
            return "str";
        case Kind::Bytes:
            return "bytes";
        case Kind::Tuple:
            return "tuple";
        case Kind::List:
            return "list";
        case Kind::Dict:
            return "dict";
        case Kind::Tensor:
            return "tensor";
        case Kind::Storage:
            return "storage";
        case Kind::Global:
            return "global " + text;
    }
    return "value";
}

}  // namespace osprey
