#!/usr/bin/env bash
# Osprey against PyTorch/torchvision on this machine, side by side in one session, alternating runs so that
# both see the same machine state. Prints every run and the median img/s of each side and their ratio.
#   bench/run_side_by_side.sh [REPEATS] [SET...]    sets: engine (default), zoo, precision, detection,
#                                                    fuse (= fuse-resnet50 fuse-efficientnet fuse-retinanet)
# Needs a built osprey-cli (./osprey.sh build) and Debian's python3-torch python3-torchvision python3-pil.
set -euo pipefail
cd "$(dirname "$0")/.."
REPEATS=${1:-5}
SETS=("${@:2}")
[ ${#SETS[@]} -eq 0 ] && SETS=(engine)
wants() { [[ " ${SETS[*]} " == *" $1 "* ]]; }
# Debian's interpreter, where python3-torch lives (a pyenv python3 earlier on PATH would not see it).
PY=${PYTHON:-/usr/bin/python3}
CLI=${OSPREY_CLI:-build/app/osprey-cli}
DATA=${OSPREY_BENCH_DATA:-/tmp/osprey-bench-jpegs}
[ -d "$DATA" ] || "$PY" bench/make_jpeg_folder.py "$DATA" --classes 4 --per-class 100

median() { "$PY" -c 'import sys,statistics; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }
imgs() { "$PY" -c 'import sys,json; print(json.load(sys.stdin)["img_per_s"])'; }

compare() {  # compare NAME "osprey args" "peer args"
  local name=$1 ours=() theirs=() ratios=() o t
  for i in $(seq "$REPEATS"); do
    # Alternate who goes first, so that drift in the machine's speed favours neither side.
    if [ $((i % 2)) -eq 1 ]; then
      o=$($CLI bench $2 --json | imgs); t=$("$PY" bench/torch_peer.py $3 | imgs)
    else
      t=$("$PY" bench/torch_peer.py $3 | imgs); o=$($CLI bench $2 --json | imgs)
    fi
    ours+=("$o"); theirs+=("$t"); ratios+=("$("$PY" -c "print($o/$t)")")
  done
  printf '%-40s osprey %8.1f img/s  pytorch %8.1f img/s  median ratio of pairs %.2f\n' \
    "$name" "$(median "${ours[@]}")" "$(median "${theirs[@]}")" "$(median "${ratios[@]}")"
  printf '    osprey: %s\n    pytorch: %s\n' "${ours[*]}" "${theirs[*]}"
}

compare_infer() {  # compare_infer NAME "osprey bench infer args" "peer infer args": img/s per batch size
  local name=$1 rows=() o t
  declare -A ours theirs ratios
  for i in $(seq "$REPEATS"); do
    if [ $((i % 2)) -eq 1 ]; then
      o=$($CLI bench infer $2 --json); t=$("$PY" bench/torch_peer.py infer $3)
    else
      t=$("$PY" bench/torch_peer.py infer $3); o=$($CLI bench infer $2 --json)
    fi
    while read -r batch ov tv; do
      ours[$batch]+="$ov "; theirs[$batch]+="$tv "; ratios[$batch]+="$("$PY" -c "print($ov/$tv)") "
    done < <("$PY" -c 'import sys,json
a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2])
for x, y in zip(a["batches"], b["batches"]): print(x["batch_size"], x["img_per_s"], y["img_per_s"])' "$o" "$t")
  done
  for batch in $(printf '%s\n' "${!ours[@]}" | sort -n); do
    printf '%-40s osprey %8.2f img/s  pytorch %8.2f img/s  median ratio of pairs %.2f\n' \
      "$name, batch $batch" "$(median ${ours[$batch]})" "$(median ${theirs[$batch]})" "$(median ${ratios[$batch]})"
    printf '    osprey: %s\n    pytorch: %s\n' "${ours[$batch]}" "${theirs[$batch]}"
  done
}

compare_precision() {  # compare_precision NAME "osprey bench args": Osprey bf16 against Osprey fp32
  local name=$1 bf=() fp=() ratios=() b f
  for i in $(seq "$REPEATS"); do
    if [ $((i % 2)) -eq 1 ]; then
      b=$($CLI bench $2 --precision bf16 --json | imgs); f=$($CLI bench $2 --precision fp32 --json | imgs)
    else
      f=$($CLI bench $2 --precision fp32 --json | imgs); b=$($CLI bench $2 --precision bf16 --json | imgs)
    fi
    bf+=("$b"); fp+=("$f"); ratios+=("$("$PY" -c "print($b/$f)")")
  done
  printf '%-40s bf16 %8.1f img/s  fp32 %8.1f img/s  median ratio of pairs %.2f\n' \
    "$name" "$(median "${bf[@]}")" "$(median "${fp[@]}")" "$(median "${ratios[@]}")"
  printf '    bf16: %s\n    fp32: %s\n' "${bf[*]}" "${fp[*]}"
}

compare_fused() {  # compare_fused NAME "infer args": Osprey fused, Osprey unfused (--no-fuse), PyTorch eager
  local name=$1 f u t
  declare -A fused unfused theirs rf ru
  for i in $(seq "$REPEATS"); do
    # Rotate the order of the three, so that drift in the machine's speed favours none.
    case $((i % 3)) in
      1) f=$($CLI bench infer $2 --json); u=$($CLI bench infer $2 --no-fuse --json); t=$("$PY" bench/torch_peer.py infer $2) ;;
      2) u=$($CLI bench infer $2 --no-fuse --json); t=$("$PY" bench/torch_peer.py infer $2); f=$($CLI bench infer $2 --json) ;;
      0) t=$("$PY" bench/torch_peer.py infer $2); f=$($CLI bench infer $2 --json); u=$($CLI bench infer $2 --no-fuse --json) ;;
    esac
    while read -r batch fv uv tv; do
      fused[$batch]+="$fv "; unfused[$batch]+="$uv "; theirs[$batch]+="$tv "
      rf[$batch]+="$("$PY" -c "print($fv/$tv)") "; ru[$batch]+="$("$PY" -c "print($fv/$uv)") "
    done < <("$PY" -c 'import sys,json
a, b, c = (json.loads(x) for x in sys.argv[1:4])
for x, y, z in zip(a["batches"], b["batches"], c["batches"]):
    print(x["batch_size"], x["mean_ms"], y["mean_ms"], z["mean_ms"])' "$f" "$u" "$t")
  done
  # Latencies (ms per batch, the mean of a run's timed passes); ratios are PyTorch's (or unfused) time over fused.
  for batch in $(printf '%s\n' "${!fused[@]}" | sort -n); do
    printf '%-36s fused %8.1f ms  unfused %8.1f ms  pytorch %8.1f ms  pytorch/fused %.2f  unfused/fused %.2f\n' \
      "$name, batch $batch" "$(median ${fused[$batch]})" "$(median ${unfused[$batch]})" "$(median ${theirs[$batch]})" \
      "$("$PY" -c "import statistics,sys; print(1/statistics.median(float(x) for x in sys.argv[1:]))" ${rf[$batch]})" \
      "$("$PY" -c "import statistics,sys; print(1/statistics.median(float(x) for x in sys.argv[1:]))" ${ru[$batch]})"
    printf '    fused: %s\n    unfused: %s\n    pytorch: %s\n' "${fused[$batch]}" "${unfused[$batch]}" "${theirs[$batch]}"
  done
}

if wants engine; then
compare "train resnet18 64px batch 32" "train --model resnet18 --image-size 64 --batch-size 32 --steps 20 --warmup 3" \
        "train --model resnet18 --image-size 64 --batch-size 32 --steps 20 --warmup 3"
compare "train resnet50 224px batch 16" "train --model resnet50 --image-size 224 --batch-size 16 --steps 8 --warmup 2" \
        "train --model resnet50 --image-size 224 --batch-size 16 --steps 8 --warmup 2"
compare "data 500x375 JPEG -> 224 RRC, 2 workers" "data --data $DATA --image-size 224 --batch-size 32 --workers 2 --steps 30 --warmup 3" \
        "data --data $DATA --image-size 224 --batch-size 32 --workers 2 --steps 30 --warmup 3"
fi
if wants zoo; then
compare "train efficientnet_b0 224px batch 16" "train --model efficientnet_b0 --image-size 224 --batch-size 16 --steps 8 --warmup 2" \
        "train --model efficientnet_b0 --image-size 224 --batch-size 16 --steps 8 --warmup 2"
compare "train resnext50_32x4d 224px batch 16" "train --model resnext50_32x4d --image-size 224 --batch-size 16 --steps 6 --warmup 2" \
        "train --model resnext50_32x4d --image-size 224 --batch-size 16 --steps 6 --warmup 2"
fi
if wants precision; then
compare_precision "osprey resnet50 224px batch 16" "train --model resnet50 --image-size 224 --batch-size 16 --steps 8 --warmup 2"
compare_precision "osprey efficientnet_b0 224px batch 16" "train --model efficientnet_b0 --image-size 224 --batch-size 16 --steps 8 --warmup 2"
compare "train resnet50 224px batch 16, bf16" "train --model resnet50 --image-size 224 --batch-size 16 --steps 8 --warmup 2 --precision bf16" \
        "train --model resnet50 --image-size 224 --batch-size 16 --steps 8 --warmup 2 --precision bf16"
compare "train efficientnet_b0 224px batch 16, bf16" "train --model efficientnet_b0 --image-size 224 --batch-size 16 --steps 8 --warmup 2 --precision bf16" \
        "train --model efficientnet_b0 --image-size 224 --batch-size 16 --steps 8 --warmup 2 --precision bf16"
fi
if wants detection; then
compare "train retinanet_resnet50_fpn 512px batch 2" "train --model retinanet_resnet50_fpn --image-size 512 --batch-size 2 --steps 4 --warmup 1" \
        "train --model retinanet_resnet50_fpn --image-size 512 --batch-size 2 --steps 4 --warmup 1"
compare_infer "infer retinanet_resnet50_fpn 512px" "--model retinanet_resnet50_fpn --image-size 512 --batch-sizes 1,4 --steps 6 --warmup 1" \
        "--model retinanet_resnet50_fpn --image-size 512 --batch-sizes 1,4 --steps 6 --warmup 1"
fi
if wants fuse || wants fuse-resnet50; then
compare_fused "infer resnet50 224px" "--model resnet50 --image-size 224 --batch-sizes 1,8 --steps 8 --warmup 2"
fi
if wants fuse || wants fuse-efficientnet; then
compare_fused "infer efficientnet_b0 224px" "--model efficientnet_b0 --image-size 224 --batch-sizes 1,8 --steps 8 --warmup 2"
fi
if wants fuse || wants fuse-retinanet; then
compare_fused "infer retinanet_resnet50_fpn 512px" "--model retinanet_resnet50_fpn --image-size 512 --batch-sizes 1,8 --steps 3 --warmup 1"
fi
