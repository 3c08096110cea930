#!/usr/bin/env bash
# Data-parallel scaling on this machine: the same experiment with the same global batch trained by one process
# (all cores) and by mpirun -np 2 (the cores shared out), alternating, REPEATS pairs. Per run: global images
# per second (median of the logged windows after the first), and for np=2 each rank's gradient all-reduce time
# per step and the share of it hidden behind backward. BACKENDS (default "mpi") lists the dist.backend values
# the np=2 runs use, each run in turn within every repeat: BACKENDS="mpi gloo" compares MPI with libtorch's
# Gloo side by side.
#   [BACKENDS="mpi gloo"] bench/distributed_scaling.sh digits|resnet50 [REPEATS] [key=value...]
set -euo pipefail
cd "$(dirname "$0")/.."
CASE=${1:-digits}
REPEATS=${2:-3}
EXTRA=("${@:3}")
BACKENDS=(${BACKENDS:-mpi})
CLI=$(realpath "${OSPREY_CLI:-build/app/osprey-cli}")
OUT=${OUT:-/tmp/osprey-dist-bench-$CASE-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"
case "$CASE" in
  digits)  # CIFAR ResNet-20 (0.27M parameters, 1.1 MB of gradients) on the handwritten digits, global batch 128
    CONFIG=resources/templates/digits.yaml
    COMMON=(train.epochs=1 train.max_steps_per_epoch=30 train.log_every=5 data.workers=1)
    B1=128; B2=64 ;;
  resnet50)  # ResNet-50 (25.6M parameters, 102 MB of gradients in 25 MB buckets) on synthetic 96 px images, global
    # batch 32 (16 per rank: Debian libtorch with one thread is 8x slower still on batches under 16)
    CONFIG=resources/templates/digits.yaml
    COMMON=(data.dataset=synthetic data.input_size=96 data.synthetic_size=512 model.name=resnet50
            data.num_classes=100 train.epochs=1 train.max_steps_per_epoch=12 train.log_every=3 data.workers=1
            eval.every=1000 train.label_smoothing=0)
    B1=32; B2=16 ;;
  *) echo "usage: $0 digits|resnet50 [REPEATS]" >&2; exit 2 ;;
esac
for i in $(seq 1 "$REPEATS"); do
  "$CLI" train -c "$CONFIG" --run-dir "$OUT/np1-$i" --db "$OUT/runs.db" --quiet "${COMMON[@]}" "${EXTRA[@]}" \
    train.batch_size=$B1 > /dev/null
  for backend in "${BACKENDS[@]}"; do
    "$CLI" launch -np 2 -- train -c "$CONFIG" --run-dir "$OUT/np2-$backend-$i" --db "$OUT/runs.db" --quiet \
      "${COMMON[@]}" "${EXTRA[@]}" train.batch_size=$B2 dist.backend=$backend > /dev/null
  done
done
/usr/bin/python3 - "$OUT/runs.db" <<'PY'
import sqlite3, statistics, sys
db = sqlite3.connect(sys.argv[1])
runs = db.execute("select id, run_dir, world_size from runs order by id").fetchall()
def series(run, name):
    return [v for (v,) in db.execute("select value from metrics where run_id=? and name=? order by step", (run, name))]
table = {}
for run, folder, world in runs:
    name = folder.split("/")[-1]
    group = "np=1" if world == 1 else "np=2 " + name.split("-")[1]
    ips = series(run, "train/img_per_s")[1:]  # the first window holds warm-up
    row = {"img/s": statistics.median(ips)}
    if world > 1:
        row["allreduce ms"] = statistics.median(series(run, "dist/rank0/allreduce_ms")[1:] + series(run, "dist/rank1/allreduce_ms")[1:])
        row["hidden %"] = statistics.median(series(run, "dist/allreduce_hidden_pct")[1:])
        row["step ms"] = statistics.median(series(run, "dist/rank0/step_ms")[1:] + series(run, "dist/rank1/step_ms")[1:])
    table.setdefault(group, []).append(row)
    print(name, " ".join("%s %.1f" % kv for kv in row.items()))
one = statistics.median(r["img/s"] for r in table["np=1"])
print("np=1: median %.1f img/s" % one)
for group, rows in table.items():
    if group == "np=1":
        continue
    two = statistics.median(r["img/s"] for r in rows)
    print("%s: median %.1f img/s, ratio to np=1 %.2f; all-reduce %.1f ms per step, %.0f%% hidden behind backward, "
          "step %.1f ms" % (group, two, two / one, statistics.median(r["allreduce ms"] for r in rows),
                            statistics.median(r["hidden %"] for r in rows),
                            statistics.median(r["step ms"] for r in rows)))
PY
