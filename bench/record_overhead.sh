#!/bin/sh
# Issue 21: what per-sample records cost a validation pass. Trains a digits classifier and a shapes detector
# once (into $WORK), then times `osprey-cli eval --run RUN` without and with --record, alternated, $RUNS times
# each, and prints the median seconds of each and the overhead. The time is the whole command (start, model
# and data loading, the validation pass, and with --record the per-sample values, the matches and the write
# of inspect.db), as wall-clock seconds and as the child's CPU seconds (user + system), which a busy machine
# disturbs less.
#   bench/record_overhead.sh [CLI]        (CLI: build/app/osprey-cli)
set -e
CLI=${1:-build/app/osprey-cli}
WORK=${WORK:-/tmp/osprey-record-overhead}
RUNS=${RUNS:-5}
THREADS=${THREADS:-1}
mkdir -p "$WORK"
[ -f "$WORK/digits/last.pt" ] || "$CLI" train --quiet --db "$WORK/runs.db" --run-dir "$WORK/digits" \
    -c resources/templates/digits.yaml train.epochs=2 --threads "$THREADS"
[ -f "$WORK/shapes/last.pt" ] || "$CLI" train --quiet --db "$WORK/runs.db" --run-dir "$WORK/shapes" \
    -c resources/templates/shapes.yaml train.epochs=1 data.shapes_train=400 --threads "$THREADS"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$CLI" "$WORK" "$RUNS" "$THREADS" <<'PY'
import resource, statistics, subprocess, sys, time
cli, work, runs, threads = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

for run in ("digits", "shapes"):
    wall = {"plain": [], "record": []}
    cpu = {"plain": [], "record": []}
    for _ in range(runs):
        for mode in ("plain", "record"):
            command = [cli, "eval", "--run", f"{work}/{run}", "--threads", threads]
            if mode == "record":
                command.append("--record")
            start, start_cpu = time.perf_counter(), children_cpu()
            out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
            wall[mode].append(time.perf_counter() - start)
            cpu[mode].append(children_cpu() - start_cpu)
    for name, times in (("wall", wall), ("cpu", cpu)):
        plain, record = statistics.median(times["plain"]), statistics.median(times["record"])
        print(f"{run} {name}: eval {plain:.3f} s, eval --record {record:.3f} s, "
              f"overhead {100 * (record / plain - 1):+.1f}% ({1000 * (record - plain):+.0f} ms)")
        print(f"  plain  {' '.join('%.3f' % t for t in times['plain'])}")
        print(f"  record {' '.join('%.3f' % t for t in times['record'])}")
    print("  " + next((l for l in out.splitlines() if l.startswith(("images", "records"))), ""))
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
