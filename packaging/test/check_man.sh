#!/usr/bin/env bash
# check_man.sh OSPREY_CLI OSPREY_GUI MANPAGE_CLI MANPAGE_GUI: the man pages render without a groff warning, and
# they document what the programs' --help lists: osprey-cli.1 has a section for every command of
# `osprey-cli --help`, an entry for every subcommand (bench train, runs list, ...) and names every option of
# each; osprey.1 names every option of `osprey --help`. OSPREY_GUI may be "" when the workbench is not built.
# Exit 0 when all holds, 1 with what is missing.
set -euo pipefail
cli=$1 gui=$2 page_cli=$3 page_gui=$4
here=$(dirname "$0")
status=0
fail() {
  echo "FAIL: $*" >&2
  status=1
}

# Plain text, one paragraph a line as far as possible.
render() { groff -man -Tascii -rLL=1000n -P-cbou "$1"; }
for page in "$page_cli" "$page_gui"; do
  warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1) || fail "groff failed on $page"
  [ -z "$warnings" ] || fail "groff warns about $page: $warnings"
done

# has_option TEXT OPTION: OPTION appears as a word of its own ("-c," "--out FILE" "-o|--out" "[--json]").
has_option() {
  grep -qE -- "(^|[][ ,|(])$2([][ ,|)=.;:]|$)" <<<"$1"
}

text=$(render "$page_cli")
# block HEAD TEXT END: the lines of TEXT from the one that starts with HEAD (as a whole word) up to the next
# that matches the awk pattern END.
block() {
  awk -v head="$1" -v end="$3" 'on && $0 ~ end { exit }
    index($0, head) == 1 && (length($0) == length(head) || substr($0, length(head) + 1, 1) == " ") { on = 1 }
    on' <<<"$2"
}
# A command's section runs from its heading ("   osprey-cli train ...") to the next heading of either level; a
# subcommand's entry in it from "       bench train" to the next entry.
section() { block "   osprey-cli $1" "$text" '^([A-Z]|   [^ ])'; }
entry() { block "       $1" "$2" '^       [^ ]'; }
checked=0
while IFS='|' read -r path _ options; do
  [ -n "$path" ] || continue
  command=${path%% *}
  block=$(section "$command")
  if [ -z "$block" ]; then
    fail "osprey-cli.1 has no section 'osprey-cli $command' (osprey-cli --help lists it)"
    continue
  fi
  if [ "$path" != "$command" ]; then
    block=$(entry "$path" "$block")
    [ -n "$block" ] || { fail "osprey-cli.1 has no entry '$path' in the section of $command"; continue; }
  fi
  for option in $options; do
    case "$option" in -h | --help) continue ;; esac  # GLOBAL OPTIONS: after a command, its options
    has_option "$block" "$option" || fail "osprey-cli.1 does not name $option of 'osprey-cli $path'"
  done
  checked=$((checked + 1))
done < <("$here/cli_help.sh" "$cli")
[ "$checked" -ge 10 ] || fail "only $checked commands of osprey-cli were found in its --help"
echo "osprey-cli.1: $checked commands and subcommands checked"

if [ -n "$gui" ]; then
  text=$(render "$page_gui")
  # "  -h, --help   Displays ..." and "  --screenshots <folder>   Train ...": the options before the description.
  gui_options=$(QT_QPA_PLATFORM=offscreen "$gui" --help 2>/dev/null | grep -E '^  -' |
    sed -E 's/^  //; s/  .*//; s/ <[^>]*>//g; s/,//g')
  [ -n "$gui_options" ] || fail "osprey --help listed no options"
  for option in $gui_options; do
    has_option "$text" "$option" || fail "osprey.1 does not name $option of 'osprey --help'"
  done
  echo "osprey.1: checked the options of osprey --help: $(tr '\n' ' ' <<<"$gui_options")"
fi
exit $status
