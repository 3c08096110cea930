#include "weights/TorchWeightFile.h"

#include <caffe2/serialize/inline_container.h>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/RestrictedUnpickler.h"

namespace osprey {

namespace {

// "FloatStorage" for torch.float32: the class name torch.save writes after "torch".
std::string storageGlobal(torch::ScalarType type) {
    const std::string name = storageClassName(type);
    if (name.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write tensors of type {type} to a .pth file"),
            {{"type", c10::toString(type)}}));
    return name.substr(6);
}

// Writes the pickle opcodes torch.save uses for an OrderedDict of tensors (protocol 2, no memo).
class StateDictPickler {
public:
    void proto() { raw("\x80\x02", 2); }
    void global(const std::string& module, const std::string& name) {
        m_out += "c" + module + "\n" + name + "\n";
    }
    void mark() { m_out += '('; }
    void op(char c) { m_out += c; }
    void string(const std::string& s) {
        m_out += 'X';
        uint32le(static_cast<uint32_t>(s.size()));
        m_out += s;
    }
    void integer(int64_t v) {
        if (v >= INT32_MIN && v <= INT32_MAX) {
            m_out += 'J';
            uint32le(static_cast<uint32_t>(static_cast<int32_t>(v)));
        } else {
            m_out += '\x8a';
            m_out += '\x08';
            for (int i = 0; i < 8; ++i)
                m_out += static_cast<char>((static_cast<uint64_t>(v) >> (8 * i)) & 0xff);
        }
    }
    void intTuple(c10::IntArrayRef values) {
        mark();
        for (int64_t v : values)
            integer(v);
        op('t');
    }
    void emptyOrderedDict() {
        global("collections", "OrderedDict");
        op(')');
        op('R');
    }
    std::string& bytes() { return m_out; }

private:
    void raw(const char* p, size_t n) { m_out.append(p, n); }
    void uint32le(uint32_t v) {
        for (int i = 0; i < 4; ++i)
            m_out += static_cast<char>((v >> (8 * i)) & 0xff);
    }
    std::string m_out;
};

torch::Tensor readStorage(caffe2::serialize::PyTorchStreamReader& reader, const std::string& path,
                          const std::string& key, torch::ScalarType dtype, int64_t numel) {
    const std::string record = "data/" + key;
    if (!reader.hasRecord(record))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' refers to tensor data '{record}', which the archive lacks"),
            {{"path", path}, {"record", record}}));
    at::DataPtr data;
    size_t size = 0;
    std::tie(data, size) = reader.getRecord(record);
    const size_t expected = static_cast<size_t>(numel) * c10::elementSize(dtype);
    if (size != expected) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}': tensor data '{record}' holds {size} bytes, but its header says {count} "
                "elements ({expected} bytes)"),
            {{"path", path},
             {"record", record},
             {"size", std::to_string(size)},
             {"count", std::to_string(numel)},
             {"expected", std::to_string(expected)}}));
    }
    torch::Tensor out = torch::empty({numel}, torch::TensorOptions().dtype(dtype));
    if (size > 0)
        std::memcpy(out.data_ptr(), data.get(), size);
    return out;
}

}  // namespace

PickleValue TorchWeightFile::read(const std::string& path) {
    std::error_code ec;  // a symlink loop is "not a file", not the file system's exception
    if (!std::filesystem::is_regular_file(path, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "weight file '{path}' does not exist or is not a file"),
            {{"path", path}}));
    {
        std::ifstream in(path, std::ios::binary);
        char magic[2] = {0, 0};
        in.read(magic, 2);
        if (static_cast<uint8_t>(magic[0]) == 0x80) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' uses the legacy torch.save format of PyTorch before 1.6; re-save it "
                    "with a current PyTorch (torch.save(torch.load(f), f2)) and try again"),
                {{"path", path}}));
        }
        if (magic[0] != 'P' || magic[1] != 'K')
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not a PyTorch weight file (not a zip archive)"),
                {{"path", path}}));
    }
    try {
        caffe2::serialize::PyTorchStreamReader reader(path);
        if (reader.hasRecord("byteorder")) {
            at::DataPtr order;
            size_t size = 0;
            std::tie(order, size) = reader.getRecord("byteorder");
            if (std::string(static_cast<const char*>(order.get()), size) != "little")
                throw InputError(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "'{path}' holds big-endian tensors, which Osprey cannot read"),
                    {{"path", path}}));
        }
        if (!reader.hasRecord("data.pkl"))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is a zip archive without data.pkl, so not a torch.save file"),
                {{"path", path}}));
        at::DataPtr pickle;
        size_t size = 0;
        std::tie(pickle, size) = reader.getRecord("data.pkl");
        RestrictedUnpickler unpickler(std::string_view(static_cast<const char*>(pickle.get()), size), path,
                                      [&](const std::string& key, torch::ScalarType dtype, int64_t numel) {
                                          return readStorage(reader, path, key, dtype, numel);
                                      });
        return unpickler.parse();
    } catch (const c10::Error& e) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' is not a readable PyTorch archive (truncated or damaged?): {cause}"),
            {{"path", path}, {"cause", std::string(e.what_without_backtrace()).substr(0, 200)}}));
    }
}

std::string TorchWeightFile::serialize(const StateDict& stateDict) {
    StateDictPickler p;
    std::vector<torch::Tensor> storages;
    p.proto();
    p.emptyOrderedDict();
    p.mark();
    for (const auto& [name, tensor] : stateDict) {
        const torch::Tensor data = tensor.detach().to(torch::kCPU).contiguous();
        const std::string key = std::to_string(storages.size());
        storages.push_back(data);
        p.string(name);
        p.global("torch._utils", "_rebuild_tensor_v2");
        p.mark();
        p.mark();  // persistent id ('storage', type, key, location, numel)
        p.string("storage");
        p.global("torch", storageGlobal(data.scalar_type()));
        p.string(key);
        p.string("cpu");
        p.integer(data.numel());
        p.op('t');
        p.op('Q');
        p.integer(0);
        p.intTuple(data.sizes());
        p.intTuple(data.strides());
        p.op('\x89');          // requires_grad = False
        p.emptyOrderedDict();  // backward hooks
        p.op('t');
        p.op('R');
    }
    p.op('u');
    p.op('.');

    std::string out;
    caffe2::serialize::PyTorchStreamWriter writer([&out](const void* data, size_t size) {
        out.append(static_cast<const char*>(data), size);
        return size;
    });
    writer.writeRecord("data.pkl", p.bytes().data(), p.bytes().size());
    writer.writeRecord("byteorder", "little", 6);
    for (size_t i = 0; i < storages.size(); ++i) {
        writer.writeRecord("data/" + std::to_string(i), storages[i].data_ptr(),
                           static_cast<size_t>(storages[i].numel()) * storages[i].element_size());
    }
    writer.writeEndOfFile();
    return out;
}

void TorchWeightFile::write(const std::string& path, const StateDict& stateDict) {
    writeFileAtomically(path, serialize(stateDict));
}

}  // namespace osprey
