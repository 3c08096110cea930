#!/bin/bash
# bench/feature_pass.sh [BUILD] [SET] [PICTURES] [REPEATS]: the cost of `osprey-cli data check --run` (the feature
# pass) per 1,000 pictures, beside what the same run's full inference costs (`osprey-cli eval`). SET is the
# 640x480 JPEG set bench/data_check.sh uses (bench/make_data_check_set.py); PICTURES of it (90% train, 10% val)
# are linked into a temporary folder. Two classifier runs: cifar_resnet20 at 32 px (the digits template, one
# epoch on the subset) and resnet50 at 224 px (one epoch on 200 of the pictures: the pass does not need a good
# model). Prints each run's times and the medians. Run it on a quiet machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
set_dir=${2:-/tmp/osprey-data-check-100k}
pictures=${3:-3000}
repeats=${4:-3}
cli="$build/app/osprey-cli"
[ -d "$set_dir/val" ] || /usr/bin/python3 "$here/make_data_check_set.py" "$set_dir" --images 100000
work=$(mktemp -d /tmp/osprey-feature-pass.XXXXXX)
trap 'rm -rf "$work"' EXIT

# PICTURES of the set, and 200 of them for the resnet50 run's training, as symbolic links.
link() {  # link SPLIT COUNT DEST: the first COUNT/10 pictures of each of the set's 10 classes
  for class in "$set_dir/$1"/*/; do
    mkdir -p "$3/$1/$(basename "$class")"
    find "$class" -name '*.jpg' | sort > "$work/list"
    sed -n "1,$(($2 / 10))p" "$work/list" | while read -r f; do
      ln -s "$f" "$3/$1/$(basename "$class")/$(basename "$f")"
    done
  done
}
link train $((pictures * 9 / 10)) "$work/data"
link val $((pictures / 10)) "$work/data"
link train 180 "$work/small"
link val 20 "$work/small"
echo "pictures: $(find -L "$work/data" -name '*.jpg' | wc -l); load before: $(cut -d' ' -f1-3 /proc/loadavg)"

common=(data.dataset=folder train.epochs=1 checkpoint.snapshot_every=0 "augment.mean=[0.485,0.456,0.406]"
  "augment.std=[0.229,0.224,0.225]")
"$cli" train --quiet --db "$work/runs.db" --run-dir "$work/cifar" -c "$here/../resources/templates/digits.yaml" \
  "${common[@]}" data.root="$work/data" data.input_size=32 > /dev/null
"$cli" train --quiet --db "$work/runs.db" --run-dir "$work/resnet50" -c "$here/../resources/templates/digits.yaml" \
  "${common[@]}" data.root="$work/small" data.input_size=224 model.name=resnet50 train.batch_size=20 > /dev/null

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() { local s e; s=$(date +%s.%N); "$@" > "$work/out" 2> "$work/err"; e=$(date +%s.%N); echo "$e - $s" | bc; }

hash_times=()
for i in $(seq "$repeats"); do
  hash_times+=("$(seconds "$cli" data check --data folder --root "$work/data" --json)")
done
echo "data check (hashes only): $(printf '%s\n' "${hash_times[@]}" | median) s (median of $repeats: ${hash_times[*]})"

for run in cifar resnet50; do
  whole=() pass=() infer=()
  for i in $(seq "$repeats"); do
    whole+=("$(seconds "$cli" data check --data folder --root "$work/data" --run "$work/$run" --json)")
    # "feature pass: N pictures embedded in X s (Y s per 1,000), searched in Z s; ..."
    line=$(grep 'embedded in' "$work/err")
    pass+=("$(echo "$line" | grep -o 'embedded in [0-9.]* s' | grep -o '[0-9.]*')")
    leaks=$(python3 -c "import json; j=json.load(open('$work/out')); print(sum(p['kind']=='feature' for p in j['leaks']+j['duplicates']))")
    t=$(seconds "$cli" eval --run "$work/$run" --no-fuse data.root="$work/data")
    infer+=("$t")
  done
  n=$(find -L "$work/data" -name '*.jpg' | wc -l)
  v=$(find -L "$work/data/val" -name '*.jpg' | wc -l)
  p=$(printf '%s\n' "${pass[@]}" | median)
  e=$(printf '%s\n' "${infer[@]}" | median)
  echo "$run: data check --run ${whole[*]} s; feature pass ${pass[*]} s for $n pictures: median $(echo "scale=2; 1000 * $p / $n" | bc) s per 1,000"
  echo "$run: eval (full inference, unfused, $v val pictures, process start included) ${infer[*]} s: median $(echo "scale=2; 1000 * $e / $v" | bc) s per 1,000; feature pairs $leaks"
  echo "$run: $line"
done
