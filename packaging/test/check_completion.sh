#!/usr/bin/env bash
# check_completion.sh OSPREY_CLI COMPLETION_FILE: drives the bash completion of osprey-cli as bash would (sources
# it, sets COMP_WORDS and COMP_CWORD, calls the function, reads COMPREPLY) and checks that it offers
#   - exactly the subcommands `--help` lists, at every level (osprey-cli, bench, runs, weights);
#   - exactly the options each command's `--help` lists (and -np for launch);
#   - the registered models for --model and model.name=, experiment keys as key= for train, the choices of
#     --precision, experiment files for --config, and the command after launch's "--".
# Exit 0 when all holds, 1 with what differs.
set -euo pipefail
cli=$(realpath "$1")
here=$(dirname "$0")
# A cache of its own: the model names and keys are asked from this osprey-cli.
XDG_CACHE_HOME=$(mktemp -d)
export XDG_CACHE_HOME
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
# shellcheck source=../completion/osprey-cli.bash
source "$2"
status=0
fail() {
  echo "FAIL: $*" >&2
  status=1
}
# complete WORD...: what completing the last WORD of "osprey-cli WORD..." offers, sorted, one line.
complete_line() {
  COMP_WORDS=("$cli" "$@")
  COMP_CWORD=$#
  COMPREPLY=()
  _osprey_cli
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}
sorted() { tr ' ' '\n' <<<"$1" | sed '/^$/d' | sort | tr '\n' ' ' | sed 's/ $//'; }
expect() {  # expect DESCRIPTION EXPECTED ACTUAL
  [ "$2" = "$3" ] || fail "$1: expected [$2], offered [$3]"
}

checked=0
while IFS='|' read -r path subs options; do
  # shellcheck disable=SC2086  # the path is words
  set -- $path
  [ "$path" = launch ] && options="$options -np"  # mpirun's spelling, which osprey-cli accepts too
  expect "options of 'osprey-cli $path'" "$(sorted "$options")" "$(complete_line "$@" -)"
  [ -z "$subs" ] || expect "subcommands of 'osprey-cli $path'" "$(sorted "$subs")" "$(complete_line "$@" "")"
  checked=$((checked + 1))
done < <("$here/cli_help.sh" "$cli")
[ "$checked" -ge 10 ] || fail "only $checked commands of osprey-cli were found in its --help"

models=$("$cli" models | awk 'NR > 1 && NF { print $1 }' | sort | tr '\n' ' ' | sed 's/ $//')
case " $models " in *" resnet50 "*) ;; *) fail "osprey-cli models does not list resnet50: $models" ;; esac
expect "--model of predict" "$models" "$(complete_line predict --model "")"
expect "-m of bench infer" "$(sorted "$(tr ' ' '\n' <<<"$models" | grep '^resnet' | tr '\n' ' ')")" \
  "$(complete_line bench infer -m resnet)"
expect "model.name= of train" "$(sorted "$(tr ' ' '\n' <<<"$models" | grep '^cifar_' | tr '\n' ' ')")" \
  "$(complete_line train -c x.yaml model.name = cifar_)"
expect "key of train" "train.epochs=" "$(complete_line train -c x.yaml train.epo)"
hardware="hardware.channels_last= hardware.cudnn_benchmark= hardware.deterministic= hardware.device="
hardware+=" hardware.precision= hardware.tf32= hardware.threads="
expect "keys under hardware." "$hardware" "$(complete_line train hardware.)"
expect "a boolean key's values" "false true" "$(complete_line eval --run r data.cache = "")"
expect "--precision" "bf16 fp16 fp32" "$(complete_line bench train --precision "")"
expect "an option after --db's value" "export list show" "$(complete_line runs --db my.db "")"
expect "launch's command after --" "train" "$(complete_line launch -np 2 -- tr)"
expect "an option of launch's command" "--config" "$(complete_line launch -np 2 -- train --con)"

files=$(mktemp -d)
mkdir "$files/sub"
touch "$files/exp.yaml" "$files/other.yml" "$files/notes.txt" "$files/w.pth"
expect "--config" "$files/exp.yaml $files/other.yml $files/sub" "$(complete_line train --config "$files/")"
expect "--weights" "$files/sub $files/w.pth" "$(complete_line eval --weights "$files/")"
expect "--run" "$files/sub" "$(complete_line eval --run "$files/")"
rm -rf "$files"
[ $status -ne 0 ] ||
  echo "osprey-cli completion: $checked commands and their options, models, keys and files as expected"
exit $status
