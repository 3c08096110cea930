#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QStringList>
#include <QVector>

#include <memory>

#include "common/LabelledBox.h"
#include "data/checks/DataCheck.h"

namespace osprey {
class Config;
}

namespace osprey::ui {

struct SplitSummary {
    QString name;  // "train", "val"
    int images = 0;
    qint64 boxes = 0;          // detection only
    QVector<qint64> perClass;  // images per class (classification) or boxes per class (detection)
};

struct DatasetSummary {
    QString description;  // core's: "digits demo (4500 train / 500 val, 10 classes)"
    bool detection = false;
    QStringList classNames;
    QVector<SplitSummary> splits;
    QStringList warnings;  // annotation problems found while reading, each naming file and record
};

// The training and validation splits of the dataset an experiment names (data.* keys), read through core's
// dataset factories, for browsing: counts, class histogram, images with their ground truth. Safe to read
// from several threads at once.
class BrowsedDataset {
    Q_DECLARE_TR_FUNCTIONS(BrowsedDataset)

public:
    // Reads the annotations (not the images). Throws InputError naming the key or file at fault.
    static std::shared_ptr<const BrowsedDataset> open(const Config& config);
    ~BrowsedDataset();

    const DatasetSummary& summary() const { return m_summary; }
    int splitCount() const { return static_cast<int>(m_summary.splits.size()); }
    int size(int split) const { return m_summary.splits.at(split).images; }

    QString itemName(int split, int index) const;
    // The class name of a classification item; empty for detection.
    QString label(int split, int index) const;
    // Ground-truth boxes (detection); a classification item has none.
    QVector<LabelledBox> boxes(int split, int index) const;
    // The decoded image, or a null image with `why` set when the file cannot be read.
    QImage image(int split, int index, QString* why = nullptr) const;
    // The image fitted into side x side with its ground truth drawn (boxes and labels, or the class name),
    // and `extra` boxes (in the image's pixels) over it.
    QImage thumbnail(int split, int index, int side, const QVector<LabelledBox>& extra = {}) const;
    // The experiment's network input side (data.input_size), what `check` calls too small against.
    int inputSize() const { return m_inputSize; }
    // Core's data check of both splits (leaks, duplicates, unreadable and too-small pictures, statistics),
    // on the calling thread. Its split "train" is split 0 here, "val" split 1.
    DataCheckReport check(const DataCheckOptions& options) const;

private:
    struct Splits;
    BrowsedDataset();

    std::unique_ptr<Splits> m_splits;
    DatasetSummary m_summary;
    int m_inputSize = 0;
};

}  // namespace osprey::ui
