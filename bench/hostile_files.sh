#!/usr/bin/env bash
# Files that are not what they claim (issue 36): each case of TestHostileFiles run once by osprey-cli under
# /usr/bin/time -v (and `timeout LIMIT`, since some hung before the fix), printing a Markdown row per case: the
# command, its exit code (124: killed by the timeout), peak RSS, wall time and what it said. Run it as root to
# have the unreadable-folder case run as nobody (setpriv), as the test does.
#   bench/hostile_files.sh [LIMIT_SECONDS]        (OSPREY_CLI=path/to/osprey-cli to measure another build)
set -uo pipefail
cd "$(dirname "$0")/.."
LIMIT=${1:-120}
CLI=$(realpath "${OSPREY_CLI:-build/app/osprey-cli}")
TEMPLATES=$(realpath resources/templates)
DIR=$(mktemp -d /tmp/osprey-hostile-XXXXXX)
trap 'chmod -R u+rwx "$DIR"; rm -rf "$DIR"' EXIT
chmod 755 "$DIR"
cd "$DIR"
DB=$DIR/runs.db

# The pictures: the shapes demo's, 32 px, spread over two class folders; a COCO set of 64 px pictures.
"$CLI" shapes --out shapes --splits train --counts 40 --size 32 > /dev/null
mkdir -p folder/train/a folder/train/b
for i in $(seq 0 39); do cp "shapes/train/$(printf %06d "$i").png" "folder/train/$([ $((i % 2)) = 0 ] && echo a || echo b)/"; done
cat > folder.yaml <<'YAML'
name: small
data: {dataset: folder, input_size: 16, workers: 1, val_fraction: 0.1, max_bad_fraction: 0.1}
augment: {train: {resize_mode: resize, hflip: 0.0}, val: {resize_mode: resize}}
model: {name: cifar_resnet20}
train: {epochs: 1, batch_size: 16}
YAML
TRAIN=("$CLI" train --quiet --db "$DB" -c folder.yaml)
DETECTOR=("$CLI" train --quiet --db "$DB" -c "$TEMPLATES/shapes.yaml" data.input_size=64 train.batch_size=2
  train.epochs=1 data.workers=1)

# FIFO, /dev/zero, past the bound
mkfifo exclude.fifo
ln -s /dev/zero exclude-zero.txt
echo "folder/train/a/000000.png" > exclude-huge.txt && truncate -s 300M exclude-huge.txt
# a symlink loop among the pictures; a folder nobody may read
cp -r folder loop && ln -s loop.png loop/train/a/loop.png
cp -r folder locked && mkdir locked/train/a/private && cp folder/train/a/000000.png locked/train/a/private/ &&
  chmod 0 locked/train/a/private
# YOLO names: [], VOC without objects
mkdir -p yolo0/images/train && cp folder/train/a/00000[02].png yolo0/images/train/
printf 'train: images/train\nval: images/train\nnames: []\n' > yolo0/data.yaml
mkdir -p voc0/Annotations voc0/JPEGImages && cp folder/train/a/000000.png voc0/JPEGImages/a.png
echo '<annotation><filename>a.png</filename></annotation>' > voc0/Annotations/a.xml
# COCO: a file_name out of data.root
"$CLI" shapes --out coco --splits train val --counts 8 4 --size 64 > /dev/null
python3 - coco/annotations/instances_train.json <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
j["images"].append({"id": 90, "file_name": "../../../../../../../../etc/passwd"})
json.dump(j, open(sys.argv[1], "w"))
PY
# a run to export
"${TRAIN[@]}" data.root="$DIR/folder" --run-dir "$DIR/run" > /dev/null 2>&1
mkdir exported.onnx

# data check --json's unreadable entries: how many, and the first one.
unreadable() {
  python3 - 2> /dev/null <<'PY'
import json
u = json.load(open("out.txt"))["unreadable"]
print(f"{len(u)} unreadable" + (": " + u[0]["image"] + ": " + u[0]["reason"] if u else ""))
PY
}

measure() {
  local name=$1
  shift
  /usr/bin/time -v -o time.txt timeout "$LIMIT" "$@" > out.txt 2> err.txt
  local rc=$?
  local rss wall said
  rss=$(awk -F': ' '/Maximum resident/ {printf "%.0f", $2 / 1024}' time.txt)
  wall=$(awk -F': ' '/Elapsed \(wall/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.1f", s}' time.txt)
  said=$( (grep -h -m1 '^error:' err.txt || grep -h -m1 'skipped .* unreadable' out.txt || unreadable ||
    tail -n1 out.txt) | cut -c1-200)
  printf '| %s | %s | %s MB | %s s | %s |\n' "$name" "$rc" "$rss" "$wall" "$said"
}

echo "| case | exit | peak RSS | time | what it said |"
echo "| --- | --- | --- | --- | --- |"
measure "train, data.exclude_list a FIFO" "${TRAIN[@]}" data.root="$DIR/folder" data.exclude_list="$DIR/exclude.fifo"
measure "train, data.exclude_list a link to /dev/zero" "${TRAIN[@]}" data.root="$DIR/folder" data.exclude_list="$DIR/exclude-zero.txt"
measure "data check, data.exclude_list of 300 MiB" "$CLI" data check --data folder --root folder \
  data.exclude_list="$DIR/exclude-huge.txt"
measure "train, a symlink loop in a class folder" "${TRAIN[@]}" data.root="$DIR/loop"
measure "data check, the same" "$CLI" data check --data folder --root loop --json
if [ "$(id -u)" = 0 ]; then
  measure "data check as nobody, a folder it may not read" setpriv --reuid=65534 --regid=65534 --clear-groups \
    "$CLI" data check --data folder --root locked --json
fi
measure "export --out naming a folder" "$CLI" export --run "$DIR/run" --out "$DIR/exported.onnx"
measure "train, YOLO names: []" "${DETECTOR[@]}" data.dataset=yolo data.root="$DIR/yolo0/data.yaml"
measure "data check, VOC without objects" "$CLI" data check --data voc --root voc0 data.train_split=train \
  data.val_split=train
measure "data check, COCO file_name ../../etc/passwd" "$CLI" data check --data coco --root coco --json
measure "train, the same COCO set" "${DETECTOR[@]}" data.dataset=coco data.root="$DIR/coco" data.max_bad_fraction=0.2
echo
echo "/etc/passwd opened by data check (strace): $(strace -f -e trace=openat "$CLI" data check --data coco \
  --root coco 2>&1 | grep -c 'openat.*\.\./etc/passwd')"
