#!/bin/bash
# bench/onnx_side_by_side.sh BUILD_DIR WORK_DIR [REPEATS]: an exported model in OpenCV's dnn module against
# PyTorch eager (Debian's python3-torch, bench/torch_peer.py), side by side in one session, alternating who goes
# first: ResNet-50 and EfficientNet-B0 at 224 px, RetinaNet-ResNet50-FPN at 512 px, batch 1 and 8. The weights
# are torchvision's architectures at their random initialisation (saved by PyTorch, exported by osprey-cli).
# OpenCV's figure is the network alone (a detector's decoding and NMS run after it, in osprey-infer); PyTorch's
# RetinaNet includes its transform and post-processing, as torchvision runs it. Prints medians and the median
# ratio of pairs (PyTorch ms / OpenCV ms: above 1, OpenCV is faster).
set -euo pipefail
build=$1 work=$2 repeats=${3:-3}
PY=/usr/bin/python3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"
median() { "$PY" -c 'import sys,statistics; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }
"$PY" - "$work" <<'PYEOF'
import os, sys, torch, torchvision
work = sys.argv[1]
torch.manual_seed(0)
for name in ["resnet50", "efficientnet_b0", "retinanet_resnet50_fpn"]:
    path = os.path.join(work, name + ".pth")
    if not os.path.exists(path):
        model = (torchvision.models.detection.retinanet_resnet50_fpn(weights=None, weights_backbone=None)
                 if name.startswith("retinanet") else getattr(torchvision.models, name)())
        torch.save(model.state_dict(), path)
PYEOF
for spec in resnet50:224 efficientnet_b0:224 retinanet_resnet50_fpn:512; do
  model=${spec%%:*} size=${spec##*:}
  for batch in 1 8; do
    onnx="$work/$model-b$batch.onnx"
    [ -f "$onnx" ] || "$build/app/osprey-cli" export --model "$model" --weights "$work/$model.pth" \
      --input-size "$size" --batch "$batch" --out "$onnx" >/dev/null
    steps=10; [ "$model" = retinanet_resnet50_fpn ] && steps=4
    cv=() pt=() ratios=()
    for i in $(seq "$repeats"); do
      run_cv() { "$build/bench/osprey-onnx-bench" "$onnx" --size "$size" --batch "$batch" --iterations "$steps" \
                   --warmup 2 | "$PY" -c 'import sys,json; print(json.load(sys.stdin)["median_ms"])'; }
      run_pt() { "$PY" "$here/torch_peer.py" infer --model "$model" --image-size "$size" --batch-sizes "$batch" \
                   --steps "$steps" --warmup 2 | "$PY" -c 'import sys,json; print(json.load(sys.stdin)["batches"][0]["p50_ms"])'; }
      if [ $((i % 2)) -eq 1 ]; then c=$(run_cv); p=$(run_pt); else p=$(run_pt); c=$(run_cv); fi
      cv+=("$c") pt+=("$p") ratios+=("$("$PY" -c "print($p/$c)")")
    done
    printf '%-34s OpenCV dnn %8.1f ms  PyTorch eager %8.1f ms  median ratio of pairs %.2f\n' \
      "$model ${size}px batch $batch" "$(median "${cv[@]}")" "$(median "${pt[@]}")" "$(median "${ratios[@]}")"
    printf '    opencv: %s\n    pytorch: %s\n' "${cv[*]}" "${pt[*]}"
  done
done
