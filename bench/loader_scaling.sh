#!/usr/bin/env bash
# The input pipeline's scaling and its peers (issue 38), side by side, alternating the order of the runs:
#   bench/loader_scaling.sh [REPEATS]
# (1) batch 256, 1,280-picture epochs (5 batches, as short epochs run in training): Osprey with 1 worker and
#     with 2; (2) batch 32, 2 workers: Osprey, NVIDIA DALI's CPU pipeline (bench/dali_peer.py) and torchvision +
#     PIL in PyTorch's DataLoader (bench/torch_peer.py data --uint8: the same work, uint8 batches).
# Environment: OSPREY_CLI (build/app/osprey-cli), OSPREY_BENCH_PHOTOS (a folder of 1,280 real photographs in
# 4 classes, made with bench/make_jpeg_folder.py --photos if missing), DALI_PYTHON (a Python with
# nvidia-dali-cuda130: build/bench-venv/bin/python, made if missing), PYTHON (Debian's, with torchvision).
# OSPREY_EPOCH_FLAG=0 leaves out --epoch-size (an osprey-cli from before it; the folder is one epoch then).
set -euo pipefail
cd "$(dirname "$0")/.."
REPEATS=${1:-3}
CLI=${OSPREY_CLI:-build/app/osprey-cli}
PY=${PYTHON:-/usr/bin/python3}
DATA=${OSPREY_BENCH_PHOTOS:-/tmp/osprey-bench-photos1280}
DALI_PY=${DALI_PYTHON:-build/bench-venv/bin/python}
[ -d "$DATA" ] || "$PY" bench/make_jpeg_folder.py "$DATA" --classes 4 --per-class 320 \
  --photos /usr/share/doc/opencv-doc/examples/data
if [ ! -x "$DALI_PY" ]; then
  /usr/bin/python3 -m venv "$(dirname "$(dirname "$DALI_PY")")"
  "$DALI_PY" -m pip install -q --disable-pip-version-check nvidia-dali-cuda130
fi
epoch=(--epoch-size 1280)
[ "${OSPREY_EPOCH_FLAG:-1}" = 0 ] && epoch=()

imgs() { "$PY" -c 'import sys,json; print(json.load(sys.stdin)["img_per_s"])'; }
median() { "$PY" -c 'import sys,statistics; print(round(statistics.median(float(x) for x in sys.argv[1:]), 1))' "$@"; }
osprey() { "$CLI" bench data --data "$DATA" --warmup 3 --json "$@" | imgs; }
declare -A runs
for i in $(seq "$REPEATS"); do
  order=(one two b32 dali torch)
  [ $((i % 2)) -eq 0 ] && order=(torch dali b32 two one)
  for what in "${order[@]}"; do
    case $what in
      one) v=$(osprey -b 256 --workers 1 --steps 15 "${epoch[@]}") ;;
      two) v=$(osprey -b 256 --workers 2 --steps 15 "${epoch[@]}") ;;
      b32) v=$(osprey -b 32 --workers 2 --steps 30) ;;
      dali) v=$("$DALI_PY" bench/dali_peer.py --data "$DATA" --batch-size 32 --workers 2 --steps 30 --warmup 3 | imgs) ;;
      torch) v=$("$PY" bench/torch_peer.py data --uint8 --data "$DATA" --batch-size 32 --workers 2 --steps 30 \
        --warmup 7 | imgs) ;;  # 3 + the 2 x 2 batches its workers make before the first is asked for
    esac
    runs[$what]+="$v "
  done
done
for what in one two b32 dali torch; do
  printf '%-6s %s  median %s img/s\n' "$what" "${runs[$what]}" "$(median ${runs[$what]})"
done
"$PY" - "${runs[one]}" "${runs[two]}" "${runs[b32]}" "${runs[dali]}" "${runs[torch]}" <<'PYEOF'
import statistics, sys
one, two, b32, dali, torch = ([float(x) for x in a.split()] for a in sys.argv[1:])
pairs = lambda a, b: statistics.median(x / y for x, y in zip(a, b))
print(f"batch 256, 1,280-picture epochs: 2 workers / 1 worker = {pairs(two, one):.2f} (median of pairs; goal >= 1.8)")
print(f"batch 32, 2 workers: Osprey / DALI CPU = {pairs(b32, dali):.2f} (goal >= 1.3), "
      f"Osprey / torchvision DataLoader = {pairs(b32, torch):.2f} (goal >= 6)")
PYEOF
