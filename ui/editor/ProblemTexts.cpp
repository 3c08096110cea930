#include "editor/ProblemTexts.h"

#include <QHash>
#include <QStringList>

#include <utility>

#include <yaml-cpp/exceptions.h>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "config/ConfigProblem.h"
#include "editor/FieldLabels.h"
#include "session/LaunchCheck.h"

namespace osprey::ui {

namespace {

// The YAML reader's own messages that typing produces, translated; the reader's constants are the keys, so a
// newer yaml-cpp that rewords one shows its English, never a wrong sentence.
QString readerText(const std::string& message) {
    static const QHash<QString, const char*> texts = {
        {QString::fromLatin1(YAML::ErrorMsg::END_OF_MAP),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "end of map not found")},
        {QString::fromLatin1(YAML::ErrorMsg::END_OF_MAP_FLOW),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "end of map flow not found")},
        {QString::fromLatin1(YAML::ErrorMsg::END_OF_SEQ),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "end of sequence not found")},
        {QString::fromLatin1(YAML::ErrorMsg::END_OF_SEQ_FLOW),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "end of sequence flow not found")},
        {QString::fromLatin1(YAML::ErrorMsg::UNKNOWN_TOKEN),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unknown token")},
        {QString::fromLatin1(YAML::ErrorMsg::DOC_IN_SCALAR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal document indicator in scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::EOF_IN_SCALAR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal EOF in scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::CHAR_IN_SCALAR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal character in scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::TAB_IN_INDENTATION),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal tab when looking for indentation")},
        {QString::fromLatin1(YAML::ErrorMsg::FLOW_END),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal flow end")},
        {QString::fromLatin1(YAML::ErrorMsg::BLOCK_ENTRY),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal block entry")},
        {QString::fromLatin1(YAML::ErrorMsg::MAP_KEY),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal map key")},
        {QString::fromLatin1(YAML::ErrorMsg::MAP_VALUE),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal map value")},
        {QString::fromLatin1(YAML::ErrorMsg::ALIAS_NOT_FOUND),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "alias not found after *")},
        {QString::fromLatin1(YAML::ErrorMsg::ANCHOR_NOT_FOUND),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "anchor not found after &")},
        {QString::fromLatin1(YAML::ErrorMsg::UNKNOWN_ANCHOR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "the referenced anchor is not defined")},
        {QString::fromLatin1(YAML::ErrorMsg::UNMATCHED_GROUP_TAG),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unmatched group tag")},
        {QString::fromLatin1(YAML::ErrorMsg::INVALID_SCALAR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::YAML_DIRECTIVE_ARGS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "YAML directives must have exactly one argument")},
        {QString::fromLatin1(YAML::ErrorMsg::YAML_MAJOR_VERSION),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "YAML major version too large")},
        {QString::fromLatin1(YAML::ErrorMsg::REPEATED_YAML_DIRECTIVE),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "repeated YAML directive")},
        {QString::fromLatin1(YAML::ErrorMsg::TAG_DIRECTIVE_ARGS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "TAG directives must have exactly two arguments")},
        {QString::fromLatin1(YAML::ErrorMsg::REPEATED_TAG_DIRECTIVE),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "repeated TAG directive")},
        {QString::fromLatin1(YAML::ErrorMsg::CHAR_IN_TAG_HANDLE),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal character found while scanning tag handle")},
        {QString::fromLatin1(YAML::ErrorMsg::TAG_WITH_NO_SUFFIX),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "tag handle with no suffix")},
        {QString::fromLatin1(YAML::ErrorMsg::END_OF_VERBATIM_TAG),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "end of verbatim tag not found")},
        {QString::fromLatin1(YAML::ErrorMsg::MULTIPLE_TAGS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "cannot assign multiple tags to the same node")},
        {QString::fromLatin1(YAML::ErrorMsg::MULTIPLE_ANCHORS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "cannot assign multiple anchors to the same node")},
        {QString::fromLatin1(YAML::ErrorMsg::MULTIPLE_ALIASES),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "cannot assign multiple aliases to the same node")},
        {QString::fromLatin1(YAML::ErrorMsg::ALIAS_CONTENT),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "aliases can't have any content, *including* tags")},
        {QString::fromLatin1(YAML::ErrorMsg::INVALID_HEX),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "bad character found while scanning hex number")},
        {QString::fromLatin1(YAML::ErrorMsg::CHAR_IN_ALIAS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal character found while scanning alias")},
        {QString::fromLatin1(YAML::ErrorMsg::CHAR_IN_ANCHOR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "illegal character found while scanning anchor")},
        {QString::fromLatin1(YAML::ErrorMsg::ZERO_INDENT_IN_BLOCK),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "cannot set zero indentation for a block scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::CHAR_IN_BLOCK),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unexpected character in block scalar")},
        {QString::fromLatin1(YAML::ErrorMsg::AMBIGUOUS_ANCHOR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "cannot assign the same alias to multiple nodes")},
        {QString::fromLatin1(YAML::ErrorMsg::UNEXPECTED_END_SEQ),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unexpected end sequence token")},
        {QString::fromLatin1(YAML::ErrorMsg::UNEXPECTED_END_MAP),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unexpected end map token")},
        {QString::fromLatin1(YAML::ErrorMsg::SINGLE_QUOTED_CHAR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid character in single-quoted string")},
        {QString::fromLatin1(YAML::ErrorMsg::INVALID_ANCHOR),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid anchor")},
        {QString::fromLatin1(YAML::ErrorMsg::INVALID_ALIAS),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid alias")},
        {QString::fromLatin1(YAML::ErrorMsg::INVALID_TAG),
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid tag")},
    };
    if (const char* text = texts.value(qs(message)))
        return QCoreApplication::translate("osprey::ui::ProblemTexts", text);
    // Messages that end in what the reader found ("unknown escape character: q").
    static const std::pair<const char*, const char*> prefixed[] = {
        {YAML::ErrorMsg::YAML_VERSION, QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "bad YAML version: %1")},
        {YAML::ErrorMsg::INVALID_UNICODE,
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "invalid unicode: %1")},
        {YAML::ErrorMsg::INVALID_ESCAPE,
         QT_TRANSLATE_NOOP("osprey::ui::ProblemTexts", "unknown escape character: %1")},
    };
    for (const auto& [prefix, text] : prefixed) {
        const std::string start(prefix);
        if (message.rfind(start, 0) == 0)
            return QCoreApplication::translate("osprey::ui::ProblemTexts", text)
                .arg(qs(message.substr(start.size())));
    }
    return qs(message);
}

QString given(const ConfigProblem& p) {
    const QString value = qs(p.value);
    switch (p.got) {
        case ConfigProblem::Got::Nothing:
            return ProblemTexts::tr("no value");
        case ConfigProblem::Got::Value:
            return QStringLiteral("'%1'").arg(value);
        case ConfigProblem::Got::OutOfRange:
            return value;
        case ConfigProblem::Got::NotAList:
            return ProblemTexts::tr("'%1' (write a list such as [1, 2])").arg(value);
        case ConfigProblem::Got::ListElement:
            return ProblemTexts::tr("'%1' in the list").arg(value);
    }
    return value;
}

QString body(const ConfigProblem& p) {
    using Kind = ConfigProblem::Kind;
    const QString key = qs(p.key), suggestion = qs(p.suggestion);
    switch (p.kind) {
        case Kind::UnreadableYaml:
            return ProblemTexts::tr("YAML syntax error: %1").arg(readerText(p.detail));
        case Kind::UnreadableValue:
            return ProblemTexts::tr("cannot read the value: %1").arg(readerText(p.detail));
        case Kind::NestedTooDeep:
            return ProblemTexts::tr(
                       "lists or mappings nested deeper than %1 levels, the most the YAML reader takes")
                .arg(qs(p.detail));
        case Kind::NotAMapping:
            return ProblemTexts::tr("an experiment file must be a mapping of keys to values");
        case Kind::SectionNotKey:
            return ProblemTexts::tr("'%1' is a section and must hold keys, such as '%2'")
                .arg(key, suggestion);
        case Kind::UnknownKey:
            return suggestion.isEmpty()
                       ? ProblemTexts::tr("unknown key '%1'").arg(key)
                       : ProblemTexts::tr("unknown key '%1'; did you mean '%2'?").arg(key, suggestion);
        case Kind::BadValue: {
            const QString allowed = FieldLabels::allowed(p.key);
            return suggestion.isEmpty()
                       ? ProblemTexts::tr("key '%1' must be %2, got %3").arg(key, allowed, given(p))
                       : ProblemTexts::tr("key '%1' must be %2, got %3; did you mean '%4'?")
                             .arg(key, allowed, given(p), suggestion);
        }
    }
    return qs(p.detail);
}

// What the key names, for the sentences of launch problems.
QString expectedThing(const LaunchProblem& p) {
    using Expected = LaunchProblem::Expected;
    switch (p.expected) {
        case Expected::DigitsPicture:
            return ProblemTexts::tr("the digits picture");
        case Expected::YoloDataFile:
            return ProblemTexts::tr("a YOLO data file");
        case Expected::DatasetFolder:
            return ProblemTexts::tr("the %1 dataset").arg(qs(p.format));
        case Expected::CocoAnnotations:
            return ProblemTexts::tr("a COCO annotation file");
        case Expected::WeightFile:
            return ProblemTexts::tr("a weight file");
        case Expected::Nothing:
            break;
    }
    return qs(p.key);
}

// ".json", ".yaml or .yml", ".a, .b or .c".
QString alternatives(const std::vector<std::string>& items) {
    QString list;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            list += i + 1 == items.size() ? ProblemTexts::tr(" or ") : QStringLiteral(", ");
        list += qs(items[i]);
    }
    return list;
}

}  // namespace

QString ProblemTexts::config(const ConfigProblem& problem) {
    const QString where = problem.line > 0 ? QStringLiteral("%1:%2").arg(qs(problem.source)).arg(problem.line)
                                           : qs(problem.source);
    return QStringLiteral("%1: %2").arg(where, body(problem));
}

QString ProblemTexts::launch(const LaunchProblem& p) {
    using Kind = LaunchProblem::Kind;
    const QString value = qs(p.value), thing = expectedThing(p);
    switch (p.kind) {
        case Kind::UnknownModel:
            return tr("'%1' is not a registered model (osprey-cli models)").arg(value);
        case Kind::ModelOfOtherTask:
            return tr("'%1' is a %2 model; this experiment's task is %3")
                .arg(value, taskWord(p.modelTask), taskWord(p.task));
        case Kind::NoPath:
            return p.expected == LaunchProblem::Expected::YoloDataFile
                       ? tr("the yolo dataset needs its data.yaml")
                       : tr("the %1 dataset needs its folder").arg(qs(p.format));
        case Kind::Missing:
            return tr("'%1' does not exist").arg(value);
        case Kind::FolderNotFile:
            return tr("'%1' is a folder; %2 is a file").arg(value, thing);
        case Kind::NotRegularFile:
            return tr("'%1' is not a regular file; %2 is a file").arg(value, thing);
        case Kind::FileNotFolder:
            return tr("'%1' is a file; %2 is a folder").arg(value, thing);
        case Kind::Unreadable:
            return tr("'%1' cannot be read (permissions)").arg(value);
        case Kind::WrongExtension:
            return tr("'%1' is not %2 (expected a %3 file)").arg(value, thing, alternatives(p.extensions));
        case Kind::Conflict:
            return tr("%1 needs %2 = 0: a mixed image carries two labels, so its margin is undefined")
                .arg(qs(p.key), value);
    }
    return value;
}

QString ProblemTexts::of(const std::exception& error) {
    if (const auto* problem = dynamic_cast<const ConfigError*>(&error))
        return config(problem->problem());
    return ErrorText::of(error);
}

}  // namespace osprey::ui
