#include "data/formats/tfrecord/TfRecordExport.h"

#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>

#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/formats/tfrecord/TfRecordLayout.h"
#include "records/RecordIndex.h"
#include "records/TfExample.h"
#include "records/TfRecordWriter.h"

namespace osprey {

namespace fs = std::filesystem;
namespace L = tfrecord_layout;

namespace {

// TFRecord shards of one split: `<split>-NNNNN-of-MMMMM`, written to a temporary name and renamed when whole,
// with their index.
class ShardWriter {
public:
    ShardWriter(const ExportFolder& out, std::string split, size_t pictures,
                const TfRecordExportOptions& options)
        : m_out(out),
          m_split(std::move(split)),
          m_perShard(static_cast<size_t>(std::max<int64_t>(1, options.picturesPerShard))),
          m_shards(std::max<size_t>(1, (pictures + m_perShard - 1) / m_perShard)),
          m_compression(options.compression) {}
    ~ShardWriter() {
        if (m_writer)  // an error left it unfinished: no half shard under a final name
            fs::remove(m_temporary);
    }

    void add(const TfExample& example) {
        if (!m_writer || m_inShard == m_perShard)
            next();
        const std::string payload = example.serialize();
        const uint64_t offset = m_writer->write(payload);
        m_index.push_back({offset, payload.size() + 16});
        ++m_inShard;
    }

    void finish() {
        if (!m_writer)
            next();  // an empty split still has its one (empty) shard
        close();
    }

private:
    void next() {
        close();
        char name[96];
        std::snprintf(name, sizeof name, "%s-%05zu-of-%05zu", m_split.c_str(), m_shard++, m_shards);
        m_name = name;
        m_final = m_out.prepare(m_name);
        m_temporary = m_final + ".tmp." + std::to_string(::getpid());
        m_writer = std::make_unique<TfRecordWriter>(m_temporary, m_compression);
        m_index.clear();
        m_inShard = 0;
    }
    void close() {
        if (!m_writer)
            return;
        m_writer->close();
        m_writer.reset();
        fs::rename(m_temporary, m_final);
        if (m_compression == RecordCompression::None)
            RecordIndex(m_index).write(m_out.prepare("idx/" + m_name + ".idx"));
    }

    const ExportFolder& m_out;
    std::string m_split;
    size_t m_perShard, m_shards, m_shard = 0, m_inShard = 0;
    RecordCompression m_compression;
    std::unique_ptr<TfRecordWriter> m_writer;
    std::string m_name, m_final, m_temporary;
    std::vector<RecordIndex::Entry> m_index;
};

TfFeature text(const std::string& value) {
    return TfFeature::ofBytes({value});
}

// The features every layout has: the picture, its format, size and file name.
TfExample pictureExample(const EncodedPicture& picture, const std::string& fileName) {
    TfExample e;
    e.set(L::kEncoded, text(picture.bytes));
    e.set(L::kFormat, text(picture.format));
    e.set(L::kHeight, TfFeature::ofInts({picture.height}));
    e.set(L::kWidth, TfFeature::ofInts({picture.width}));
    e.set(L::kFilename, text(fileName));
    return e;
}

std::string fileNameOf(const std::string& filePath, const std::string& itemName) {
    return fs::path(filePath.empty() ? itemName : filePath).filename().string();
}

template <typename Splits, typename Write>
void exportSplits(const Splits& splits, const ExportFolder& out, const TfRecordExportOptions& options,
                  const ExportProgress& progress, Write&& example) {
    const size_t total = splits.train->size() + splits.val->size();
    size_t done = 0;
    for (const auto& [split, dataset] :
         {std::pair{"train", splits.train}, std::pair{"validation", splits.val}}) {
        ShardWriter shards(out, split, dataset->size(), options);
        for (size_t i = 0; i < dataset->size(); ++i) {
            shards.add(example(*dataset, i));
            if (progress)
                progress(++done, total);
        }
        shards.finish();
    }
}

}  // namespace

void exportTfRecords(const DatasetSplits& splits, const ExportFolder& out,
                     const TfRecordExportOptions& options, const ExportProgress& progress) {
    const std::vector<std::string>& classes = splits.train->classNames();
    exportSplits(splits, out, options, progress, [&classes](const Dataset& dataset, size_t i) {
        TfExample e =
            pictureExample(encodedPicture(dataset, i), fileNameOf(dataset.filePath(i), dataset.itemName(i)));
        const int label = dataset.label(i);
        const std::string name = label >= 0 && static_cast<size_t>(label) < classes.size()
                                     ? classes[static_cast<size_t>(label)]
                                     : std::to_string(label);
        e.set(L::kClassLabel, TfFeature::ofInts({label + 1}));  // ImageNet's: 1-based, 0 unused
        e.set(L::kClassSynset, text(name));
        e.set(L::kClassText, text(name));
        return e;
    });
}

void exportTfRecords(const DetectionSplits& splits, const ExportFolder& out,
                     const TfRecordExportOptions& options, const ExportProgress& progress) {
    const std::vector<std::string>& classes = splits.train->classNames();
    exportSplits(splits, out, options, progress, [&classes](const DetectionDataset& dataset, size_t i) {
        const EncodedPicture picture = encodedPicture(dataset, i);
        TfExample e = pictureExample(picture, fileNameOf(dataset.filePath(i), dataset.itemName(i)));
        e.set(L::kSourceId, text(std::to_string(dataset.imageId(i))));
        std::vector<float> xmin, ymin, xmax, ymax, area;
        std::vector<int64_t> label, crowd;
        std::vector<std::string> names;
        const auto w = static_cast<float>(std::max(1, picture.width));
        const auto h = static_cast<float>(std::max(1, picture.height));
        for (const BoxLabel& box : dataset.boxes(i)) {
            xmin.push_back(box.x1 / w);
            ymin.push_back(box.y1 / h);
            xmax.push_back(box.x2 / w);
            ymax.push_back(box.y2 / h);
            area.push_back((box.x2 - box.x1) * (box.y2 - box.y1));
            label.push_back(box.classId + 1);  // the OD API's ids start at 1 (0 is the background)
            crowd.push_back(box.crowd ? 1 : 0);
            names.push_back(box.classId >= 0 && static_cast<size_t>(box.classId) < classes.size()
                                ? classes[static_cast<size_t>(box.classId)]
                                : std::to_string(box.classId));
        }
        e.set(std::string(L::kBoxPrefix) + L::kXmin, TfFeature::ofFloats(xmin));
        e.set(std::string(L::kBoxPrefix) + L::kYmin, TfFeature::ofFloats(ymin));
        e.set(std::string(L::kBoxPrefix) + L::kXmax, TfFeature::ofFloats(xmax));
        e.set(std::string(L::kBoxPrefix) + L::kYmax, TfFeature::ofFloats(ymax));
        e.set(L::kObjectArea, TfFeature::ofFloats(area));
        e.set(L::kObjectLabel, TfFeature::ofInts(label));
        e.set(L::kObjectText, TfFeature::ofBytes(names));
        e.set(L::kObjectCrowd, TfFeature::ofInts(crowd));
        return e;
    });
}

}  // namespace osprey
