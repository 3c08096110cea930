#!/bin/sh
# Rescans the workbench's sources for user-visible strings and updates the .ts files (new strings appear
# unfinished; strings that are gone are dropped). Translate them with Qt Linguist (`linguist FILE.ts`).
# Core has no Qt: the English texts of its that the workbench shows translated (the schema's descriptions) are
# marked with OSPREY_TR_NOOP in a class that names its context with OSPREY_TR_CONTEXT (core/util/Translatable.h),
# which lupdate reads as QT_TR_NOOP and Q_DECLARE_TR_FUNCTIONS.
set -e
cd "$(dirname "$0")/.."
exec /usr/lib/qt6/bin/lupdate -locations none -no-obsolete \
  -tr-function-alias QT_TR_NOOP+=OSPREY_TR_NOOP,QT_TRANSLATE_NOOP+=OSPREY_TRANSLATE_NOOP,Q_DECLARE_TR_FUNCTIONS+=OSPREY_TR_CONTEXT \
  ui app/gui core \
  -ts translations/osprey_de.ts translations/osprey_zh_CN.ts
