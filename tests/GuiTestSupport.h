#pragma once

#include <QString>
#include <QTemporaryDir>

namespace osprey::test {

// Settings of a workbench under test: QSettings in Qt's test location, cleared; the run store, runs folder
// and data folder inside `dir`; osprey-cli from the build.
void isolateWorkbench(const QTemporaryDir& dir);

QString storePathIn(const QTemporaryDir& dir);

}  // namespace osprey::test
