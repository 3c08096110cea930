#pragma once

// qcustomplot.h spells Qt's keywords (signals, foreach), which ui/ turns off (QT_NO_KEYWORDS) because
// libtorch headers use those names. Lend them for this one header only.
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach
