#include "tensorboard/EventFileWriter.h"

#include <cstdio>
#include <stdexcept>

#include "records/TfRecordWriter.h"
#include "tensorboard/EventProtos.h"
#include "util/AtomicFile.h"

namespace osprey {

namespace pb = google::protobuf;

namespace {

constexpr int kSessionLogStart = 1;                       // SessionLog.START
constexpr int kSessionSucceeded = 1, kSessionFailed = 2;  // hparams' Status
constexpr int kFloat = 1;                                 // DataType.DT_FLOAT

// Reflection by field name, over the schema's types (a name it lacks is a programming error).
const pb::FieldDescriptor& field(const pb::Message& message, const char* name) {
    const pb::FieldDescriptor* f = message.GetDescriptor()->FindFieldByName(name);
    if (!f)
        throw std::logic_error(message.GetDescriptor()->full_name() + " has no field " + name);
    return *f;
}

void setString(pb::Message& m, const char* name, const std::string& value) {
    m.GetReflection()->SetString(&m, &field(m, name), value);
}
void setDouble(pb::Message& m, const char* name, double value) {
    m.GetReflection()->SetDouble(&m, &field(m, name), value);
}
void setInt32(pb::Message& m, const char* name, int32_t value) {
    m.GetReflection()->SetInt32(&m, &field(m, name), value);
}
pb::Message& child(pb::Message& m, const char* name) {
    return *m.GetReflection()->MutableMessage(&m, &field(m, name));
}
pb::Message& added(pb::Message& m, const char* name) {
    return *m.GetReflection()->AddMessage(&m, &field(m, name));
}

// The file name TensorFlow's writers use, one not taken yet: a resume within the same second gets ".01", ...
// after it, which sorts after the first (readers take a folder's files in name order).
std::filesystem::path freshName(const std::filesystem::path& dir, const std::string& host, double wallTime) {
    char stem[64];
    std::snprintf(stem, sizeof stem, "events.out.tfevents.%010lld.", static_cast<long long>(wallTime));
    const std::string base = stem + (host.empty() ? std::string("localhost") : host);
    std::filesystem::path path = dir / base;
    for (int n = 1; std::filesystem::exists(path) || std::filesystem::is_symlink(path); ++n) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, ".%02d", n);
        path = dir / (base + suffix);
    }
    return path;
}

}  // namespace

struct EventFileWriter::Impl {
    std::filesystem::path path;
    std::unique_ptr<TfRecordWriter> records;

    std::unique_ptr<pb::Message> event(int64_t step, double wallTime) const {
        auto e = eventProtos().newMessage("tensorflow.Event");
        setDouble(*e, "wall_time", wallTime);
        e->GetReflection()->SetInt64(e.get(), &field(*e, "step"), step);
        return e;
    }
    void write(const pb::Message& e) { records->write(e.SerializeAsString()); }

    // A summary value of the hparams plugin holding `data` (an HParamsPluginData).
    void writePluginData(const std::string& tag, const pb::Message& data, double wallTime) {
        auto e = event(0, wallTime);
        pb::Message& value = added(child(*e, "summary"), "value");
        setString(value, "tag", tag);
        pb::Message& plugin = child(child(value, "metadata"), "plugin_data");
        setString(plugin, "plugin_name", "hparams");
        setString(plugin, "content", data.SerializeAsString());
        // The empty float vector TensorBoard's own hparams summaries carry.
        pb::Message& tensor = child(value, "tensor");
        setInt32(tensor, "dtype", kFloat);
        added(child(tensor, "tensor_shape"), "dim");
        write(*e);
    }
};

EventFileWriter::EventFileWriter(const std::filesystem::path& dir, const std::string& host, double wallTime)
    : m(std::make_unique<Impl>()) {
    createFolders(dir.string(), "");
    m->path = freshName(dir, host, wallTime);
    m->records = std::make_unique<TfRecordWriter>(m->path.string());
    auto e = m->event(0, wallTime);
    setString(*e, "file_version", "brain.Event:2");
    m->write(*e);
}

EventFileWriter::~EventFileWriter() {
    try {
        if (m->records)
            m->records->close();
    } catch (...) {
        // a destructor must not throw; flush() reported what it could
    }
}

const std::filesystem::path& EventFileWriter::path() const {
    return m->path;
}

void EventFileWriter::addScalar(const std::string& tag, int64_t step, double value, double wallTime) {
    auto e = m->event(step, wallTime);
    pb::Message& v = added(child(*e, "summary"), "value");
    setString(v, "tag", tag);
    v.GetReflection()->SetFloat(&v, &field(v, "simple_value"), static_cast<float>(value));
    m->write(*e);
}

void EventFileWriter::addImage(const std::string& tag, int64_t step, const std::string& encoded, int width,
                               int height, int channels, double wallTime) {
    auto e = m->event(step, wallTime);
    pb::Message& v = added(child(*e, "summary"), "value");
    setString(v, "tag", tag);
    pb::Message& image = child(v, "image");
    setInt32(image, "height", height);
    setInt32(image, "width", width);
    setInt32(image, "colorspace", channels);
    setString(image, "encoded_image_string", encoded);
    m->write(*e);
}

void EventFileWriter::addSessionStart(int64_t step, double wallTime) {
    auto e = m->event(step, wallTime);
    setInt32(child(*e, "session_log"), "status", kSessionLogStart);
    m->write(*e);
}

void EventFileWriter::addHParams(const std::vector<HParam>& hparams, double wallTime) {
    auto data = eventProtos().newMessage("tensorboard.hparams.HParamsPluginData");
    pb::Message& start = child(*data, "session_start_info");
    setDouble(start, "start_time_secs", wallTime);
    for (const HParam& h : hparams) {
        pb::Message& entry = added(start, "hparams");
        setString(entry, "key", h.name);
        pb::Message& value = child(entry, "value");
        if (const bool* flag = std::get_if<bool>(&h.value))
            value.GetReflection()->SetBool(&value, &field(value, "bool_value"), *flag);
        else if (const double* number = std::get_if<double>(&h.value))
            setDouble(value, "number_value", *number);
        else
            setString(value, "string_value", std::get<std::string>(h.value));
    }
    m->writePluginData("_hparams_/session_start_info", *data, wallTime);
}

void EventFileWriter::addSessionEnd(bool success, double wallTime) {
    auto data = eventProtos().newMessage("tensorboard.hparams.HParamsPluginData");
    pb::Message& end = child(*data, "session_end_info");
    setInt32(end, "status", success ? kSessionSucceeded : kSessionFailed);
    setDouble(end, "end_time_secs", wallTime);
    m->writePluginData("_hparams_/session_end_info", *data, wallTime);
}

void EventFileWriter::flush() {
    m->records->flush();
}

}  // namespace osprey
