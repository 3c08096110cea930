#pragma once

#include <optional>
#include <string>

#include "config/ConfigValue.h"

namespace osprey {

// Edits one value of a block-style YAML text in place, the way a person would: the rest of the text —
// comments, blank lines, key order, keys set to their default value — stays as it was.
//
// `dottedKey` ("optim.lr") is looked up through the nesting of block mappings. Where it exists, its value is
// replaced on its line (a comment after it stays, at the same distance; a block list under it becomes the
// flow value). Where it does not, it is added at the end of the deepest section of its path that exists,
// indented as that section's keys are, with any missing sections before it; a missing top-level section goes
// after the last line of the document. `valueYaml` is written as given (see yamlFlowValue()).
//
// Returns nullopt where the text is not of that shape (a flow mapping on the path, a block scalar, a quoted
// key): the caller then has to write the text another way. The result is not validated here.
std::optional<std::string> setYamlValueInText(const std::string& text, const std::string& dottedKey,
                                              const std::string& valueYaml);

// A value as YAML reads it back on one line: a string quoted only where it must be ("true", "a: b", ""), a
// list in flow style ([16, 32]).
std::string yamlFlowValue(const ConfigValue& value);

}  // namespace osprey
