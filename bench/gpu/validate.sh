#!/usr/bin/env bash
# One command that proves and measures Osprey on a GPU (bench/gpu/README.md):
#   bench/gpu/validate.sh [--cpu] [--cli PATH] [--out DIR] [--python PY] [--budget S] [--only a,b] [--skip a,b]
#                         [--cpu-reference run|recorded] [--pack-logs] [--strict] [--keep-work] [--work DIR]
# Writes DIR/results.json, DIR/results.md and DIR/logs/ (default validate-out/). Exit 1 when a correctness
# step failed. --cpu: every step on the CPU at a reduced size (what CTest's ValidateCpu runs).
# The osprey-cli: --cli, else $OSPREY_CLI, else the first of the portable bundle (bundle/osprey-cli,
# build-bundle/osprey-bundle/osprey-cli) and build/app/osprey-cli whose --version runs here.
# The Python (torch + torchvision, for the peer and the torchvision references): --python, else $PYTHON, else the
# first of python3 and /usr/bin/python3 that imports both.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)

args=("$@")
cli=${OSPREY_CLI:-}
python=${PYTHON:-}
for ((i = 0; i < ${#args[@]}; i++)); do
  case ${args[i]} in
    --cli) cli=${args[i + 1]:-} ;;
    --cli=*) cli=${args[i]#--cli=} ;;
    --python) python=${args[i + 1]:-} ;;
    --python=*) python=${args[i]#--python=} ;;
  esac
done
if [ -z "$cli" ]; then
  for c in "$repo/bundle/osprey-cli" "$repo/build-bundle/osprey-bundle/osprey-cli" "$repo/build/app/osprey-cli"; do
    # The first that runs here: a bundle needs the pip torch it was made for.
    if [ -x "$c" ] && "$c" --version >/dev/null 2>&1; then cli=$c; break; fi
  done
fi
[ -n "$cli" ] && [ -x "$cli" ] || { echo "validate.sh: no osprey-cli that runs here (give --cli PATH)" >&2; exit 2; }
if [ -z "$python" ]; then
  for p in python3 /usr/bin/python3; do
    if command -v "$p" >/dev/null && "$p" -c 'import torch, torchvision' 2>/dev/null; then python=$(command -v "$p"); break; fi
  done
fi
[ -n "$python" ] || { echo "validate.sh: no Python with torch and torchvision (Debian: apt install python3-torchvision python3-pil; or give --python)" >&2; exit 2; }
# validate.py itself needs only the standard library; later options override these first ones.
exec "$python" "$here/validate.py" --cli "$cli" --python "$python" "$@"
