#!/usr/bin/env bash
# Issue 37: the input pipeline on the same pictures as TFRecord shards and as class folders, side by side,
# alternating the order of the runs:
#   bench/records_vs_folder.sh [REPEATS]
# The class folder: 1,280 real photographs in 4 classes (bench/make_jpeg_folder.py --photos, as
# loader_scaling.sh); the shards: the same JPEG bytes written by `osprey-cli data convert --format tfrecord`
# (ImageNet's layout, DALI index files beside them). Each run: bench data, batch 32, 2 workers, 30 steps.
# Environment: OSPREY_CLI (build/app/osprey-cli), OSPREY_BENCH_PHOTOS (the class folder; made if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
REPEATS=${1:-3}
CLI=${OSPREY_CLI:-build/app/osprey-cli}
PY=${PYTHON:-/usr/bin/python3}
DATA=${OSPREY_BENCH_PHOTOS:-/tmp/osprey-bench-photos1280}
SHARDS=${DATA}-tfrecord
[ -d "$DATA" ] || "$PY" bench/make_jpeg_folder.py "$DATA" --classes 4 --per-class 320 \
  --photos /usr/share/doc/opencv-doc/examples/data
[ -d "$SHARDS" ] || "$CLI" data convert --from "$DATA" --to "$SHARDS" --format tfrecord --shard-size 256 \
  data.val_fraction=0.01 >/dev/null
imgs() { "$PY" -c 'import sys,json; print(json.load(sys.stdin)["img_per_s"])'; }
median() { "$PY" -c 'import sys,statistics; print(round(statistics.median(float(x) for x in sys.argv[1:]), 1))' "$@"; }
run() { "$CLI" bench data --data "$1" -b 32 --workers 2 --steps 30 --warmup 3 --json | imgs; }
folder=() records=()
for i in $(seq "$REPEATS"); do
  if [ $((i % 2)) -eq 1 ]; then
    folder+=("$(run "$DATA")"); records+=("$(run "$SHARDS")")
  else
    records+=("$(run "$SHARDS")"); folder+=("$(run "$DATA")")
  fi
done
echo "class folder: ${folder[*]}  median $(median "${folder[@]}") img/s"
echo "tfrecord:     ${records[*]}  median $(median "${records[@]}") img/s"
"$PY" - "${records[*]}" "${folder[*]}" <<'PYEOF'
import statistics, sys
r, f = ([float(x) for x in a.split()] for a in sys.argv[1:])
print(f"tfrecord / class folder = {statistics.median(x / y for x, y in zip(r, f)):.2f} (median of pairs; goal >= 1)")
PYEOF
