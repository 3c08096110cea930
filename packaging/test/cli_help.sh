#!/usr/bin/env bash
# cli_help.sh OSPREY_CLI: every command path of osprey-cli as its --help shows it, one line each:
#   PATH|SUBCOMMANDS|OPTIONS
# PATH is "" for osprey-cli itself, then "train", "bench infer", ...; SUBCOMMANDS and OPTIONS are space-separated
# (options short and long, as the help spells them, without CLI11's "{false}" after a negating flag such as
# --no-fuse). The man page and completion tests compare against it.
set -euo pipefail
cli=$1
walk() {
  local path=$1 help subs options sub
  # shellcheck disable=SC2086  # the path is words
  help=$("$cli" $path --help)
  # "Subcommands:" lists "  name    description"; "Options:" lists "  -c,--config TEXT   description".
  subs=$(awk '/^[A-Za-z].*:$/ { section = $0; next } section == "Subcommands:" && /^  [a-z]/ { print $1 }' <<<"$help" |
    tr '\n' ' ')
  options=$(awk '/^[A-Za-z].*:$/ { section = $0; next }
    section == "Options:" && /^  -/ { gsub(/\{[^}]*\}/, "", $1); print $1 }' <<<"$help" |
    tr ',\n' '  ')
  printf '%s|%s|%s\n' "$path" "${subs% }" "${options% }"
  for sub in $subs; do
    walk "${path:+$path }$sub"
  done
}
walk ""
