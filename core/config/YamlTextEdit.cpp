#include "config/YamlTextEdit.h"

#include <yaml-cpp/yaml.h>

#include <cstring>
#include <vector>

namespace osprey {

namespace {

struct Line {
    std::string text;
    int indent = 0;
    bool content = false;  // neither blank nor a comment
};

// A "key: value" line of a block mapping: the key, where the value starts and where it ends (before the
// spaces and comment that follow it).
struct KeyLine {
    std::string key;
    size_t valueBegin = 0;
    size_t valueEnd = 0;
};

std::vector<Line> splitLines(const std::string& text) {
    std::vector<Line> lines;
    if (text.empty())
        return lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        Line line;
        line.text = text.substr(start, end - start);
        if (!line.text.empty() && line.text.back() == '\r')
            line.text.pop_back();
        const size_t first = line.text.find_first_not_of(' ');
        line.indent = first == std::string::npos ? 0 : static_cast<int>(first);
        line.content = first != std::string::npos && line.text[first] != '#';
        lines.push_back(std::move(line));
        if (end == text.size())
            break;
        start = end + 1;
    }
    if (!lines.empty() && lines.back().text.empty() && !text.empty() && text.back() == '\n')
        lines.pop_back();  // the newline at the end is not a line of its own
    return lines;
}

bool isKeyChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
}

// Where a comment starts in `s` from `from` on ('#' after a space, outside quotes), or s.size().
size_t commentStart(const std::string& s, size_t from) {
    char quote = 0;
    for (size_t i = from; i < s.size(); ++i) {
        const char c = s[i];
        if (quote) {
            if (c == quote)
                quote = 0;
            else if (c == '\\' && quote == '"')
                ++i;
        } else if ((c == '"' || c == '\'') && (i == from || std::strchr(" [{,", s[i - 1]))) {
            quote = c;  // a quoted scalar starts here (an apostrophe inside a plain word does not)
        } else if (c == '#' && (i == from || s[i - 1] == ' ' || s[i - 1] == '\t')) {
            return i;
        }
    }
    return s.size();
}

std::optional<KeyLine> parseKeyLine(const Line& line) {
    if (!line.content)
        return std::nullopt;
    const std::string& s = line.text;
    size_t i = static_cast<size_t>(line.indent);
    const size_t keyBegin = i;
    while (i < s.size() && isKeyChar(s[i]))
        ++i;
    if (i == keyBegin || i >= s.size() || s[i] != ':' ||
        (i + 1 < s.size() && s[i + 1] != ' ' && s[i + 1] != '\t'))
        return std::nullopt;
    KeyLine k;
    k.key = s.substr(keyBegin, i - keyBegin);
    size_t v = i + 1;
    while (v < s.size() && (s[v] == ' ' || s[v] == '\t'))
        ++v;
    size_t end = commentStart(s, v);
    const size_t valueStart = v;
    while (end > valueStart && (s[end - 1] == ' ' || s[end - 1] == '\t'))
        --end;
    k.valueBegin = valueStart;
    k.valueEnd = end;
    return k;
}

// One mapping key of the text, with the dotted path through its parents.
struct Entry {
    std::string path;
    size_t line = 0;
    int indent = 0;
    bool inlineValue = false;
    size_t blockEnd = 0;  // the last content line of its block (its own line when it has none)
};

std::optional<std::vector<Entry>> indexKeys(const std::vector<Line>& lines) {
    std::vector<Entry> entries;
    std::vector<size_t> open;  // indices into entries: the sections enclosing the current line
    for (size_t i = 0; i < lines.size(); ++i) {
        const Line& line = lines[i];
        if (!line.content)
            continue;
        const std::string trimmedLine = line.text.substr(static_cast<size_t>(line.indent));
        // A list may be written at its key's own indent ("key:" then "- item"): it is that key's block.
        const bool listItem = trimmedLine == "-" || trimmedLine.rfind("- ", 0) == 0;
        while (!open.empty() && (entries[open.back()].indent > line.indent ||
                                 (entries[open.back()].indent == line.indent && !listItem)))
            open.pop_back();
        for (size_t o : open)
            entries[o].blockEnd = i;
        if (trimmedLine == "---" || trimmedLine == "...")
            continue;
        const auto key = parseKeyLine(line);
        if (!key) {
            // A key this does not read ("lr : 0.1", a quoted key): editing around it could add the key twice.
            if (!listItem && trimmedLine.find(':') != std::string::npos)
                return std::nullopt;
            continue;  // a list item or a continuation: part of the enclosing block
        }
        Entry e;
        e.path = open.empty() ? key->key : entries[open.back()].path + "." + key->key;
        e.line = i;
        e.indent = line.indent;
        const std::string value = line.text.substr(key->valueBegin, key->valueEnd - key->valueBegin);
        if (value == "|" || value == ">" || value.rfind("|", 0) == 0 || value.rfind(">", 0) == 0)
            return std::nullopt;  // a block scalar: its lines are not keys
        e.inlineValue = !value.empty();
        e.blockEnd = i;
        entries.push_back(e);
        if (!e.inlineValue)
            open.push_back(entries.size() - 1);
    }
    return entries;
}

std::string join(const std::vector<Line>& lines, bool newlineAtEnd, const std::string& eol) {
    std::string out;
    for (size_t i = 0; i < lines.size(); ++i) {
        out += lines[i].text;
        if (i + 1 < lines.size() || newlineAtEnd)
            out += eol;
    }
    return out;
}

std::vector<std::string> splitKey(const std::string& dotted) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (size_t dot; (dot = dotted.find('.', start)) != std::string::npos; start = dot + 1)
        parts.push_back(dotted.substr(start, dot - start));
    parts.push_back(dotted.substr(start));
    return parts;
}

}  // namespace

std::optional<std::string> setYamlValueInText(const std::string& text, const std::string& dottedKey,
                                              const std::string& valueYaml) {
    std::vector<Line> lines = splitLines(text);
    const bool newlineAtEnd = text.empty() || text.back() == '\n';
    const std::string eol = text.find("\r\n") != std::string::npos ? "\r\n" : "\n";  // as the file has it
    const auto entries = indexKeys(lines);
    if (!entries)
        return std::nullopt;

    for (const Entry& e : *entries) {
        if (e.path != dottedKey)
            continue;
        Line& line = lines[e.line];
        const KeyLine key = *parseKeyLine(line);
        if (e.inlineValue) {
            line.text = line.text.substr(0, key.valueBegin) + valueYaml + line.text.substr(key.valueEnd);
        } else {
            // A value written as a block under the key (a list of "- " items): it becomes the flow value.
            line.text = line.text.substr(0, key.valueEnd) + " " + valueYaml + line.text.substr(key.valueEnd);
            lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(e.line) + 1,
                        lines.begin() + static_cast<std::ptrdiff_t>(e.blockEnd) + 1);
        }
        return join(lines, newlineAtEnd, eol);
    }

    // Not there: under the deepest section of its path that is.
    const std::vector<std::string> parts = splitKey(dottedKey);
    size_t have = 0;
    const Entry* parent = nullptr;
    for (size_t n = parts.size() - 1; n > 0 && !parent; --n) {
        std::string prefix = parts[0];
        for (size_t j = 1; j < n; ++j)
            prefix += "." + parts[j];
        for (const Entry& e : *entries) {
            if (e.path == prefix) {
                parent = &e;
                have = n;
                break;
            }
        }
    }
    size_t insertAfter = 0;  // the line after which the new lines go
    int indent = 0;
    int step = 2;
    if (parent) {
        if (parent->inlineValue)
            return std::nullopt;  // e.g. "augment: {}": a flow mapping
        insertAfter = parent->blockEnd;
        int childIndent = -1;
        for (const Entry& e : *entries) {
            if (e.line > parent->line && e.line <= parent->blockEnd && e.indent > parent->indent) {
                childIndent = e.indent;
                break;
            }
        }
        step = childIndent > parent->indent ? childIndent - parent->indent : 2;
        indent = parent->indent + step;
    } else {
        // A new top-level section, after the document's last line of content.
        bool anyContent = false;
        for (size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].content) {
                anyContent = true;
                insertAfter = i;
            }
        }
        if (anyContent && (entries->empty() || entries->front().indent != 0))
            return std::nullopt;  // a flow document, or one indented as a whole
    }
    std::vector<Line> added;
    for (size_t j = have; j < parts.size(); ++j) {
        Line line;
        line.text = std::string(static_cast<size_t>(indent), ' ') + parts[j] + ":";
        if (j + 1 == parts.size())
            line.text += " " + valueYaml;
        added.push_back(line);
        indent += step;
    }
    const bool empty = !parent && entries->empty();
    const auto where = empty ? lines.end() : lines.begin() + static_cast<std::ptrdiff_t>(insertAfter) + 1;
    lines.insert(where, added.begin(), added.end());
    return join(lines, newlineAtEnd, eol);
}

std::string yamlFlowValue(const ConfigValue& value) {
    if (const auto* text = std::get_if<std::string>(&value)) {
        YAML::Emitter out;
        out << YAML::DoubleQuoted;
        // Plain where YAML reads the plain text back as this string, quoted otherwise.
        try {
            const YAML::Node read = YAML::Load(*text);
            if (!text->empty() && read.IsScalar() && read.Tag() == "?" && read.Scalar() == *text &&
                text->find_first_of("#:{}[],&*!|>'\"%@`\n") == std::string::npos) {
                bool plainString = true;
                for (const char* word : {"true", "false", "null", "yes", "no", "on", "off", "~"}) {
                    std::string lower = *text;
                    for (char& c : lower)
                        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                    if (lower == word)
                        plainString = false;
                }
                if (plainString)
                    return *text;
            }
        } catch (const YAML::Exception&) {
        }
        out << *text;
        return out.c_str();
    }
    return formatValue(value);
}

}  // namespace osprey
