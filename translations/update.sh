#!/bin/sh
# Rescans the workbench's sources for user-visible strings and updates the .ts files (new strings appear
# unfinished; strings that are gone are dropped). Translate them with Qt Linguist (`linguist FILE.ts`).
set -e
cd "$(dirname "$0")/.."
exec /usr/lib/qt6/bin/lupdate -locations none -no-obsolete ui app/gui \
  -ts translations/osprey_de.ts translations/osprey_zh_CN.ts
