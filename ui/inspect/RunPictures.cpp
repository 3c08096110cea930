#include "inspect/RunPictures.h"

#include <QDir>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "datasets/BrowsedDataset.h"

namespace osprey::ui {

RunPictures RunPictures::open(const QString& runDir, int split) {
    RunPictures p;
    try {
        p.m_dataset =
            BrowsedDataset::open(Config::fromFile(ss(QDir(runDir).filePath(QStringLiteral("config.yaml")))));
        for (int i = 0; i < p.m_dataset->size(split); ++i)
            p.m_indexOf.insert(p.m_dataset->itemName(split, i), i);
    } catch (const std::exception& e) {
        p.m_dataset.reset();
        p.m_indexOf.clear();
        p.m_problem = tr("The pictures cannot be shown: %1").arg(ErrorText::of(e));
    }
    return p;
}

}  // namespace osprey::ui
