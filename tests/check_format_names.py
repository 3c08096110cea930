#!/usr/bin/env python3
"""A dataset format is one unit (core/data/formats/<folder>/): its name is spelled in its own folder and in the
registry file (core/data/formats/DatasetFormat.cpp) only. Everything else reads the registry, or includes the
unit's header for its name constant (kCocoFormat). Fails, naming file, line and format, on a format's name as
a whole C++ string literal ("coco", QStringLiteral("coco")) anywhere else in core/, app/ or ui/.

The names are read from the units' headers (`inline constexpr char kXxxFormat[] = "name";`), so a new format is
checked as soon as it exists. Not flagged: comments; a name used as a Reason sentence's slot key ({"folder", x}
where the file's sentence has {folder}); a line that says `// not a format name` and why.

usage: check_format_names.py SOURCE_DIR [--names-from DIR]
  --names-from: read the names from another tree (to run the check over code from before the units existed)
"""
import pathlib
import re
import sys

NAME = re.compile(r'inline\s+constexpr\s+char\s+k\w+Format\[\]\s*=\s*"([^"]+)"\s*;')
MARKER = "not a format name"


def format_names(root):
    """{name: its unit's folder} from core/data/formats/<folder>/*Format.h."""
    names = {}
    formats = root / "core" / "data" / "formats"
    for header in sorted(formats.glob("*/*Format.h")):
        for name in NAME.findall(header.read_text(encoding="utf-8")):
            if name in names:
                sys.exit(f"{header}: format name '{name}' is declared twice (also in {names[name]})")
            names[name] = header.parent.relative_to(root).as_posix()
    return names


def literals(text):
    """(offset, contents) of every string literal outside comments; raw strings and char literals respected."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = text[i + 2:open_paren]
            end = text.find(")" + delimiter + '"', open_paren)
            end = n if end < 0 else end
            yield i, text[open_paren + 1:end]
            i = end + len(delimiter) + 2
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if c == '"':
                yield i, text[i + 1:j]
            i = j + 1
        else:
            i += 1


def problems(root, names):
    own = {"core/data/formats/DatasetFormat.cpp", "core/data/formats/DatasetFormat.h"}
    found = []
    for tree in ("core", "app", "ui"):
        for path in sorted((root / tree).rglob("*")):
            if path.suffix not in (".cpp", ".h", ".cu") or not path.is_file():
                continue
            rel = path.relative_to(root).as_posix()
            if rel in own:
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            lines = text.split("\n")
            for offset, value in literals(text):
                unit = names.get(value)
                if unit is None or rel.startswith(unit + "/"):
                    continue
                line = text.count("\n", 0, offset) + 1
                if MARKER in lines[line - 1]:
                    continue
                after = text[offset + len(value) + 2:offset + len(value) + 12]
                before = text[max(0, offset - 3):offset]
                if before.rstrip().endswith("{") and after.lstrip().startswith(",") and "{" + value + "}" in text:
                    continue  # a sentence's slot key
                found.append(f"{rel}:{line}: dataset format name \"{value}\" outside its unit ({unit}/); "
                             "read it from the registry (data/formats/DatasetFormat.h) or the unit's header")
    return found


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    root = pathlib.Path(args[0])
    names_root = pathlib.Path(args[args.index("--names-from") + 1]) if "--names-from" in args else root
    names = format_names(names_root)
    if len(names) < 2:
        sys.exit(f"found {len(names)} dataset format names under {names_root}/core/data/formats/*/*Format.h; "
                 "the check reads them there")
    found = problems(root, names)
    for line in found:
        print(line)
    print(f"{len(found)} place(s) spell a dataset format's name outside its unit "
          f"({len(names)} formats: {', '.join(names)})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
