#!/usr/bin/env python3
"""Every error core throws for a user (InputError, RuntimeFailure) carries its message in parts the workbench
can word in the user's language: a marked sentence (Reason::sentence with OSPREY_TRANSLATE_NOOP in the
"osprey::Errors" context) or a short-id Reason the workbench knows. Fails, naming the file and line, on a
throw built from English alone (it would read in English in a German or Chinese workbench), and on a sentence
marked in another context (the workbench looks core's sentences up in "osprey::Errors" only). Core's other
marked texts are the dataset formats' labels (data/formats/DatasetFormat.h), which the workbench looks up in
"osprey::DatasetFormat"; no sentence may use that context.

usage: check_error_sentences.py SOURCE_DIR
"""
import pathlib
import re
import sys

THROW = re.compile(r"\bthrow\s+(InputError|RuntimeFailure)\s*\(")
MARK = re.compile(r'OSPREY_TRANSLATE_NOOP\(\s*"([^"]*)"')
LABELS = "osprey::DatasetFormat"  # the formats' labels, marked in the formats' descriptors only


def statement_at(text, start):
    """The throw statement from `start` to its closing parenthesis (string literals and nesting respected)."""
    depth, i, quote = 0, start, None
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
        i += 1
    return text[start:]


def holds_reason(text, start, statement):
    """A throw of a variable ("throw InputError(*tooMany)") that was assigned a Reason before it."""
    arg = re.fullmatch(r"throw\s+\w+\s*\(\s*\*?(\w+)\s*\)", statement)
    if not arg:
        return False
    name = re.escape(arg.group(1))
    before = text[max(0, start - 3000):start]
    return re.search(rf"\b{name}\s*=\s*Reason::|Reason>?\s+{name}\b", before) is not None


def main():
    root = pathlib.Path(sys.argv[1])
    problems, count = [], 0
    for path in sorted(list(root.glob("core/**/*.cpp")) + list(root.glob("core/**/*.h"))):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(root)
        for match in THROW.finditer(text):
            count += 1
            statement = statement_at(text, match.start())
            if "Reason" not in statement and not holds_reason(text, match.start(), statement):
                line = text.count("\n", 0, match.start()) + 1
                shown = " ".join(statement.split())[:140]
                problems.append(f"{rel}:{line}: an error in English only (use Reason::sentence): {shown}")
        if rel.name != "Translatable.h":
            for match in MARK.finditer(text):
                if match.group(1) == LABELS and re.match(r"core/data/formats/\w+/\w+Format\.cpp$", rel.as_posix()):
                    continue
                if match.group(1) != "osprey::Errors":
                    line = text.count("\n", 0, match.start()) + 1
                    problems.append(f'{rel}:{line}: a sentence marked in context "{match.group(1)}", not "osprey::Errors"')
    if count < 50:
        problems.append(f"found only {count} throws of InputError or RuntimeFailure under {root}/core: is the pattern right?")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problems")
        return 1
    print(f"{count} throws of InputError and RuntimeFailure carry their message in parts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
