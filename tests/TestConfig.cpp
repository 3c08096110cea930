#include <QtTest>

#include "config/Config.h"
#include "config/ConfigSchema.h"
#include "config/YamlTextEdit.h"
#include "util/Errors.h"

using namespace osprey;

class TestConfig : public QObject {
    Q_OBJECT

private:
    // The message of the InputError that `f` throws, or "" when it throws none.
    template <typename F>
    static QString errorOf(F f) {
        try {
            f();
        } catch (const InputError& e) {
            return QString::fromStdString(e.what());
        }
        return {};
    }

private Q_SLOTS:
    void testEveryKeyHasDescriptionAndValidDefault() {
        for (const auto& k : ConfigSchema::instance().keys()) {
            QVERIFY2(!k.description.empty(), k.name.c_str());
            QVERIFY2(!k.group.empty(), k.name.c_str());
            if (std::holds_alternative<double>(k.defaultValue))
                QVERIFY2(k.inRange(std::get<double>(k.defaultValue)), k.name.c_str());
            if (std::holds_alternative<int64_t>(k.defaultValue)) {
                QVERIFY2(k.inRange(static_cast<double>(std::get<int64_t>(k.defaultValue))), k.name.c_str());
            }
        }
    }

    void testFileValuesOverrideDefaults() {
        const Config c =
            Config::fromYaml("optim:\n  lr: 0.25\ntrain:\n  epochs: 7\nschedule.milestones: [3, 5]\n");
        QCOMPARE(c.getFloat("optim.lr"), 0.25);
        QCOMPARE(c.getInt("train.epochs"), int64_t{7});
        QCOMPARE(c.getIntList("schedule.milestones"), (IntList{3, 5}));
        QCOMPARE(c.getString("optim.name"), std::string("sgd"));  // default
        QCOMPARE(c.changedKeys().size(), size_t{3});
    }

    void testUnknownKeySuggestsNearest() {
        const QString message = errorOf([] { Config::fromYaml("optim:\n  lrr: 0.1\n", "exp.yaml"); });
        QVERIFY2(message.contains("exp.yaml:2"), qPrintable(message));
        QVERIFY2(message.contains("unknown key 'optim.lrr'"), qPrintable(message));
        QVERIFY2(message.contains("did you mean 'optim.lr'"), qPrintable(message));
    }

    void testWrongTypeNamesKeyValueAndType() {
        const QString message = errorOf([] { Config::fromYaml("train:\n  epochs: ten\n", "exp.yaml"); });
        QVERIFY2(message.contains("train.epochs"), qPrintable(message));
        QVERIFY2(message.contains("ten"), qPrintable(message));
        QVERIFY2(message.contains("integer"), qPrintable(message));
    }

    void testOutOfRangeNamesAllowedRange() {
        const QString message = errorOf([] { Config().applyOverride("optim.lr=-0.1"); });
        QVERIFY2(message.contains("optim.lr"), qPrintable(message));
        QVERIFY2(message.contains("-0.1"), qPrintable(message));
        QVERIFY2(message.contains("> 0"), qPrintable(message));
    }

    void testChoiceSuggestsNearest() {
        const QString message = errorOf([] { Config().applyOverride("optim.name=adamm"); });
        QVERIFY2(message.contains("one of sgd, rmsprop, adamw"), qPrintable(message));
        QVERIFY2(message.contains("did you mean 'adamw'"), qPrintable(message));
    }

    void testOverridesAreTyped() {
        Config c;
        c.applyOverrides(
            {"train.epochs=30", "schedule.milestones=[10, 20]", "optim.nesterov=true", "name=abc"});
        QCOMPARE(c.getInt("train.epochs"), int64_t{30});
        QCOMPARE(c.getIntList("schedule.milestones"), (IntList{10, 20}));
        QVERIFY(c.getBool("optim.nesterov"));
        QCOMPARE(c.getString("name"), std::string("abc"));
        QVERIFY(!errorOf([&] { c.applyOverride("train.epochs"); }).isEmpty());
        QVERIFY(errorOf([&] { c.applyOverride("train.epoch=3"); }).contains("did you mean 'train.epochs'"));
    }

    void testSyntaxErrorNamesLine() {
        const QString message = errorOf([] { Config::fromYaml("optim:\n  lr: [0.1\n", "bad.yaml"); });
        QVERIFY2(message.startsWith("bad.yaml:"), qPrintable(message));
    }

    // Issue 18: yaml-cpp stops deep nesting with the bare words "bad file"; an alias bomb's value was quoted
    // in full. Both now read as what they are, in a line or two.
    void testDeepNestingAndAliasBombsReadAsWhatTheyAre() {
        const std::string brackets = std::string(5000, '[') + std::string(5000, ']');
        const QString nested =
            errorOf([&] { Config::fromYaml("model:\n  anchor_sizes: " + brackets, "deep.yaml"); });
        QVERIFY2(nested.startsWith("deep.yaml:2: lists or mappings nested deeper than"), qPrintable(nested));
        QVERIFY2(!nested.contains("bad file"), qPrintable(nested));
        const QString override = errorOf([&] { Config().applyOverride("model.anchor_sizes=" + brackets); });
        QVERIFY2(override.startsWith("override 'model.anchor_sizes="), qPrintable(override.left(200)));
        QVERIFY2(override.contains("nested deeper than"), qPrintable(override.left(400)));

        std::string bomb = "model:\n  anchor_sizes:\n    - &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]\n";
        for (int level = 1; level < 10; ++level) {
            std::string row = "    - &a" + std::to_string(level) + " [";
            for (int i = 0; i < 9; ++i)
                row += (i ? ", *a" : "*a") + std::to_string(level - 1);
            bomb += row + "]\n";
        }
        const QString expanded = errorOf([&] { Config::fromYaml(bomb, "bomb.yaml"); });
        QVERIFY2(expanded.startsWith("bomb.yaml:2: key 'model.anchor_sizes' must be"), qPrintable(expanded));
        QVERIFY2(expanded.size() < 400, qPrintable(expanded));
    }

    void testMissingFileIsInputError() {
        QVERIFY(errorOf([] { Config::fromFile("/nonexistent/exp.yaml"); }).contains("/nonexistent/exp.yaml"));
    }

    void testYamlRoundTripIsLossless() {
        Config c;
        c.applyOverrides({"optim.lr=0.0123", "augment.mean=[0.1, 0.2, 0.3]", "name=round trip",
                          "train.mixup_alpha=0.2", "schedule.warmup_epochs=1"});
        for (bool comments : {false, true}) {
            const Config back = Config::fromYaml(c.toYaml(comments));
            for (const auto& k : ConfigSchema::instance().keys()) {
                QVERIFY2(back.value(k.name) == c.value(k.name), k.name.c_str());
            }
        }
    }

    void testEveryTemplateLoads() {
        const QDir templates(QStringLiteral(OSPREY_SOURCE_DIR "/resources/templates"));
        const QStringList files = templates.entryList({"*.yaml"});
        QVERIFY(files.size() >= 3);
        for (const QString& file : files) {
            try {
                Config::fromFile(templates.filePath(file).toStdString());
            } catch (const InputError& e) {
                QFAIL(e.what());
            }
        }
    }

    void testSectionGivenAsScalarIsError() {
        QVERIFY(errorOf([] { Config::fromYaml("optim: 3\n"); }).contains("section"));
    }

    // The editor's in-place edit of one value (issue 19): the rest of the text stays as written.
    void testYamlValueIsEditedInPlace() {
        using osprey::setYamlValueInText;
        // An inline value, its comment kept at the same distance.
        QCOMPARE(QString::fromStdString(
                     *setYamlValueInText("a: 1\ntrain:\n  epochs: 3   # few\n", "train.epochs", "12")),
                 QStringLiteral("a: 1\ntrain:\n  epochs: 12   # few\n"));
        // A block list becomes the flow value; the lines after it stay.
        QCOMPARE(
            QString::fromStdString(*setYamlValueInText(
                "model:\n  anchor_sizes:\n    - 16\n    - 32\n  name: x\n", "model.anchor_sizes", "[8, 16]")),
            QStringLiteral("model:\n  anchor_sizes: [8, 16]\n  name: x\n"));
        // A missing key goes under its section, indented as that section's keys (four spaces here), before
        // the comment lines that follow the section.
        QCOMPARE(QString::fromStdString(
                     *setYamlValueInText("optim:\n    lr: 0.1\n# end\n", "optim.momentum", "0.9")),
                 QStringLiteral("optim:\n    lr: 0.1\n    momentum: 0.9\n# end\n"));
        // Missing sections are made; an empty text gets its first key; no newline at the end stays so.
        QCOMPARE(QString::fromStdString(*setYamlValueInText("", "augment.train.hflip", "0.5")),
                 QStringLiteral("augment:\n  train:\n    hflip: 0.5\n"));
        QCOMPARE(QString::fromStdString(*setYamlValueInText("seed: 1", "seed", "2")),
                 QStringLiteral("seed: 2"));
        // A '#' inside quotes is not a comment.
        QCOMPARE(QString::fromStdString(*setYamlValueInText("name: \"a # b\"  # c\n", "name", "d")),
                 QStringLiteral("name: d  # c\n"));
        // A list written at its key's own indent (as PyYAML and yaml-cpp write them) is that key's block.
        QCOMPARE(QString::fromStdString(
                     *setYamlValueInText("schedule:\n  milestones:\n  - 30\n  - 60\n  gamma: 0.1\n",
                                         "schedule.milestones", "[10, 20]")),
                 QStringLiteral("schedule:\n  milestones: [10, 20]\n  gamma: 0.1\n"));
        // An apostrophe inside a plain value opens no quote: the comment after it stays.
        QCOMPARE(QString::fromStdString(*setYamlValueInText("name: bob's run  # note\n", "name", "x")),
                 QStringLiteral("name: x  # note\n"));
        // A file with CRLF line ends keeps them.
        QCOMPARE(QString::fromStdString(*setYamlValueInText("a: 1\r\nseed: 1\r\n", "seed", "2")),
                 QStringLiteral("a: 1\r\nseed: 2\r\n"));
        // A key line it does not read ("lr : 0.1") could end up twice: not edited here.
        QVERIFY(!setYamlValueInText("optim:\n  lr : 0.1\n", "optim.momentum", "0.9"));
        // Shapes it does not edit: a flow mapping on the path, a flow document, a block scalar.
        QVERIFY(!setYamlValueInText("augment: {}\n", "augment.train.hflip", "0.5"));
        QVERIFY(!setYamlValueInText("{seed: 1}\n", "train.epochs", "3"));
        QVERIFY(!setYamlValueInText("name: |\n  text\n", "seed", "3"));
        // Strings are quoted only where YAML would read them as something else.
        QCOMPARE(QString::fromStdString(osprey::yamlFlowValue(std::string("resnet50"))),
                 QStringLiteral("resnet50"));
        QCOMPARE(QString::fromStdString(osprey::yamlFlowValue(std::string("true"))),
                 QStringLiteral("\"true\""));
        QCOMPARE(QString::fromStdString(osprey::yamlFlowValue(std::string("a: b"))),
                 QStringLiteral("\"a: b\""));
        QCOMPARE(QString::fromStdString(osprey::yamlFlowValue(std::string())), QStringLiteral("\"\""));
        QCOMPARE(QString::fromStdString(osprey::yamlFlowValue(osprey::IntList{16, 32})),
                 QStringLiteral("[16, 32]"));
        for (const std::string text : {"true", "a: b", "", "#x", "[1]", "x\ny", "it's", "say \"hi\"", "12"}) {
            const auto edited = setYamlValueInText("name: old\n", "name", osprey::yamlFlowValue(text));
            QCOMPARE(osprey::Config::fromYaml(*edited).getString("name"), text);
        }
    }
};

QTEST_GUILESS_MAIN(TestConfig)
#include "TestConfig.moc"
