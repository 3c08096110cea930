#include "VisibleStrings.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTextEdit>
#include <QToolButton>

#include "common/QCustomPlotInclude.h"

namespace osprey::test {

namespace {

// An item view shows this many rows at most in a test's fixtures; a list of thousands of thumbnails is the
// same strings again.
constexpr int kRowsPerView = 50;

class Collector {
public:
    explicit Collector(VisibleStrings& out) : m_out(out) {}

    void walk(const QWidget* widget, const QString& path) {
        widgetStrings(widget, path);
        QHash<QString, int> seen;
        for (const QObject* child : widget->children()) {
            const auto* w = qobject_cast<const QWidget*>(child);
            if (!w || isOverflowMenu(w))
                continue;
            QString segment = QString::fromLatin1(w->metaObject()->className());
            if (!w->objectName().isEmpty())
                segment += QLatin1Char('[') + w->objectName() + QLatin1Char(']');
            segment += QLatin1Char('#') + QString::number(seen[segment]++);
            walk(w, path + QLatin1Char('/') + segment);
        }
    }

private:
    // The menu of a menu bar's or tool bar's "»" button repeats what does not fit, and how much fits
    // depends on the language's widths.
    static bool isOverflowMenu(const QWidget* w) {
        const auto* menu = qobject_cast<const QMenu*>(w);
        if (!menu || !menu->parentWidget())
            return false;
        for (const auto* button :
             menu->parentWidget()->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly)) {
            if (button->objectName().endsWith(QStringLiteral("_ext_button")) && button->menu() == menu)
                return true;
        }
        return false;
    }

    void add(const QString& where, const QString& text) {
        if (!text.trimmed().isEmpty())
            m_out.insert(where, text);
    }

    void actionStrings(const QAction* action, const QString& where) {
        if (action->isSeparator())
            return;
        add(where + QStringLiteral(" text"), action->text());
        // Qt makes a tooltip from the text when none was set: only one set apart from it counts.
        if (action->toolTip() != QString(action->text()).remove(QLatin1Char('&')))
            add(where + QStringLiteral(" toolTip"), action->toolTip());
        add(where + QStringLiteral(" statusTip"), action->statusTip());
        if (const QMenu* menu = action->menu())
            add(where + QStringLiteral(" menu title"), menu->title());
    }

    // An edit's text (what the user typed, or the data it shows) and its placeholder.
    template <typename Edit, typename Text>
    void editStrings(const QWidget* w, const QString& path, Text text) {
        if (const auto* edit = qobject_cast<const Edit*>(w)) {
            add(path + QStringLiteral(" text"), text(edit));
            add(path + QStringLiteral(" placeholder"), edit->placeholderText());
        }
    }

    template <typename SpinBox>
    void affixes(const QWidget* w, const QString& path) {
        if (const auto* spin = qobject_cast<const SpinBox*>(w)) {
            add(path + QStringLiteral(" prefix"), spin->prefix());
            add(path + QStringLiteral(" suffix"), spin->suffix());
        }
    }

    void widgetStrings(const QWidget* w, const QString& path) {
        if (w->isWindow())
            add(path + QStringLiteral(" windowTitle"), w->windowTitle());
        add(path + QStringLiteral(" toolTip"), w->toolTip());
        add(path + QStringLiteral(" statusTip"), w->statusTip());
        add(path + QStringLiteral(" whatsThis"), w->whatsThis());
        const QList<QAction*> actions = w->actions();
        for (int i = 0; i < actions.size(); ++i)
            actionStrings(actions[i], path + QStringLiteral(" action %1").arg(i));

        if (const auto* label = qobject_cast<const QLabel*>(w))
            add(path + QStringLiteral(" text"), label->text());
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            add(path + QStringLiteral(" text"), button->text());
        if (const auto* box = qobject_cast<const QGroupBox*>(w))
            add(path + QStringLiteral(" title"), box->title());
        if (const auto* menu = qobject_cast<const QMenu*>(w))
            add(path + QStringLiteral(" title"), menu->title());
        if (const auto* bar = qobject_cast<const QProgressBar*>(w); bar && bar->isTextVisible())
            add(path + QStringLiteral(" text"), bar->text());
        editStrings<QLineEdit>(w, path, [](const QLineEdit* e) { return e->text(); });
        editStrings<QPlainTextEdit>(w, path, [](const QPlainTextEdit* e) { return e->toPlainText(); });
        editStrings<QTextEdit>(w, path, [](const QTextEdit* e) { return e->toPlainText(); });
        if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w))
            add(path + QStringLiteral(" specialValue"), spin->specialValueText());
        affixes<QSpinBox>(w, path);
        affixes<QDoubleSpinBox>(w, path);
        if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                add(path + QStringLiteral(" item %1").arg(i), combo->itemText(i));
                add(path + QStringLiteral(" item %1 toolTip").arg(i),
                    combo->itemData(i, Qt::ToolTipRole).toString());
            }
        }
        if (const auto* tabs = qobject_cast<const QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(path + QStringLiteral(" tab %1").arg(i), tabs->tabText(i));
                add(path + QStringLiteral(" tab %1 toolTip").arg(i), tabs->tabToolTip(i));
            }
        }
        // A combo box's popup list shows the combo's own items (above), a header view its table's headers
        // (below, with the table): each model is walked once.
        if (const auto* view = qobject_cast<const QAbstractItemView*>(w);
            view && view->model() && !w->inherits("QComboBoxListView") &&
            !qobject_cast<const QHeaderView*>(w))
            modelStrings(view->model(), QModelIndex(), path, 0);
        if (const auto* plot = qobject_cast<const QCustomPlot*>(w))
            plotStrings(plot, path);
    }

    void modelStrings(const QAbstractItemModel* model, const QModelIndex& parent, const QString& path,
                      int depth) {
        if (!parent.isValid()) {
            for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
                const int sections = o == Qt::Horizontal ? model->columnCount() : model->rowCount();
                const QString side = o == Qt::Horizontal ? QStringLiteral("column") : QStringLiteral("row");
                for (int s = 0; s < std::min(sections, kRowsPerView); ++s) {
                    const QString where = path + QStringLiteral(" header %1 %2").arg(side).arg(s);
                    const QVariant text = model->headerData(s, o, Qt::DisplayRole);
                    // Row numbers Qt makes up are no one's strings.
                    if (text.typeId() == QMetaType::QString)
                        add(where, text.toString());
                    add(where + QStringLiteral(" toolTip"),
                        model->headerData(s, o, Qt::ToolTipRole).toString());
                }
            }
        }
        const int rows = std::min(model->rowCount(parent), kRowsPerView);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex index = model->index(r, c, parent);
                const QString where =
                    path + QStringLiteral(" item %1:%2,%3")
                               .arg(QString::number(depth), QString::number(r), QString::number(c));
                add(where, model->data(index, Qt::DisplayRole).toString());
                add(where + QStringLiteral(" toolTip"), model->data(index, Qt::ToolTipRole).toString());
                if (depth < 3 && model->hasChildren(index))
                    modelStrings(model, index, where, depth + 1);
            }
        }
    }

    void plotStrings(const QCustomPlot* constPlot, const QString& path) {
        // QCustomPlot's getters are not const.
        auto* plot = const_cast<QCustomPlot*>(constPlot);
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
            if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
                add(path + QStringLiteral(" plot title %1").arg(i), title->text());
        }
        for (QCPAxisRect* rect : plot->axisRects()) {
            for (QCPAxis* axis : rect->axes())
                add(path + QStringLiteral(" axis %1").arg(static_cast<int>(axis->axisType())), axis->label());
        }
        for (int i = 0; i < plot->plottableCount(); ++i) {
            QCPAbstractPlottable* plottable = plot->plottable(i);
            if (plot->legend && plot->legend->hasItemWithPlottable(plottable))
                add(path + QStringLiteral(" legend %1").arg(i), plottable->name());
        }
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                add(path + QStringLiteral(" text item %1").arg(i), text->text());
        }
    }

    VisibleStrings& m_out;
};

}  // namespace

VisibleStrings visibleStrings(const QWidget* root, const QString& rootName) {
    VisibleStrings out;
    Collector(out).walk(root, rootName);
    return out;
}

}  // namespace osprey::test
