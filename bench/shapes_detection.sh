#!/usr/bin/env bash
# The shapes detection benchmark: the built-in shapes demo (resources/templates/shapes.yaml: RetinaNet-ResNet18
# FPN from scratch) trained for EPOCHS epochs, then the final COCO evaluation of best.pt. Prints the wall time
# and, per epoch, validation AP50 and mAP with the time elapsed, so that the time to reach a level (mAP@0.5 >=
# 0.9) can be read off. Further KEY=VALUE arguments change the recipe, e.g. another detector:
#   bench/shapes_detection.sh [EPOCHS] [RUN_DIR] [KEY=VALUE...]
#   bench/shapes_detection.sh 20 /tmp/effdet model.name=efficientdet_d0 model.norm=group model.norm_groups=8
set -euo pipefail
cd "$(dirname "$0")/.."
EPOCHS=${1:-30}
RUN=${2:-/tmp/osprey-shapes-bench-$(date +%Y%m%d-%H%M%S)}
CLI=${OSPREY_CLI:-build/app/osprey-cli}
DB="$RUN.db"
start=$(date +%s)
$CLI train -c resources/templates/shapes.yaml train.epochs="$EPOCHS" "${@:3}" --run-dir "$RUN" --db "$DB" --quiet
end=$(date +%s)
echo "trained $EPOCHS epochs in $((end - start)) s (wall, including validation after every epoch)"
$CLI runs --db "$DB" export "$RUN" --csv | "${PYTHON:-python3}" -c '
import csv, sys
rows = {}
first = None
for r in csv.DictReader(sys.stdin):
    t = float(r["wall_time"])
    first = t if first is None else min(first, t)
    rows.setdefault(int(r["epoch"]), {})[r["name"]] = (float(r["value"]), t)
print("epoch  AP50   mAP    minutes since the first logged step")
for epoch in sorted(rows):
    r = rows[epoch]
    if "val/AP50" in r:
        print("%5d  %.3f  %.3f  %6.1f" % (epoch + 1, r["val/AP50"][0], r["val/mAP"][0], (r["val/AP50"][1] - first) / 60))
'
$CLI eval --run "$RUN" --threads 0
