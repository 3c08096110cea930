#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <memory>

namespace osprey::ui {

class BrowsedDataset;

// The pictures of one split of a run's dataset as it reads now (through the run's config.yaml), found by the
// item names its records give: the inspect views' galleries. A picture gone since is not found, never another
// shown in its place.
class RunPictures {
    Q_DECLARE_TR_FUNCTIONS(RunPictures)

public:
    // Reads the annotations (not the images); on failure `dataset()` is null and `problem()` says why.
    static RunPictures open(const QString& runDir, int split);

    const std::shared_ptr<const BrowsedDataset>& dataset() const { return m_dataset; }
    const QString& problem() const { return m_problem; }
    // The split's index of the picture named `name`, or -1.
    int find(const QString& name) const { return m_indexOf.value(name, -1); }

private:
    std::shared_ptr<const BrowsedDataset> m_dataset;
    QHash<QString, int> m_indexOf;
    QString m_problem;
};

}  // namespace osprey::ui
