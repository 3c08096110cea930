#pragma once

#include <QMap>
#include <QString>

class QWidget;

namespace osprey::test {

// Every string a user can see in a widget tree, by where it is: "MainWindow/QTabWidget#0/…/QLabel#2 text",
// "…/QTableView[runsTable]#0 item 1,3 toolTip", "…/QMenu#0 action 2 text". A path is the chain of
// ClassName[objectName]#n from the root (n counts the siblings of that class and name), so that the same
// widget in the same state has the same path whatever language the window speaks: two walks, in English and
// in German, pair up string by string.
//
// What is collected: window titles, tooltips, status tips and What's This texts of every widget; texts of
// labels, buttons, group boxes, tab bars, progress bars; placeholders and the text of line and text edits;
// spin box prefixes, suffixes and special values; combo box items; the actions of widgets and menus; the
// headers and items (display text and tooltip) of item views; the titles, axis labels, legend entries and
// text items of QCustomPlot charts. Hidden widgets count too (another page of a form, a row shown for other
// settings): their strings are the same strings once shown.
using VisibleStrings = QMap<QString, QString>;

VisibleStrings visibleStrings(const QWidget* root, const QString& rootName);

}  // namespace osprey::test
