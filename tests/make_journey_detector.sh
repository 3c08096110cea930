#!/bin/sh
# make_journey_detector.sh OSPREY_CLI SHAPES_TEMPLATE OUT
# The detector the new user's journey test (TestJourney) opens in the Inference view: SSD300-ResNet-34 (group
# norm) that has learnt eight 256x256 pictures of the shapes demo, written as a COCO folder, by heart (they are
# its validation pictures too), to AP50 >= 0.5 — a fixture, so that the journey finds boxes at the workbench's
# default threshold. The recipe is TestDetectionTraining's SSD test (AP50 0.59-0.78 after 15-24 epochs when
# measured); the best epoch's checkpoint is evaluated. Made once per build tree: OUT/ready marks a finished
# fixture; anything else is remade.
set -eu
cli=$1
template=$2
out=$3
if [ -f "$out/ready" ] && [ "$out/ready" -nt "$cli" ]; then
  echo "journey detector: $(cat "$out/ready") (made before; delete $out to remake it)"
  exit 0
fi
rm -rf "$out"
mkdir -p "$out"
"$cli" shapes --out "$out/data" --splits train --counts 8 --size 256 --seed 5
# Sixteen epochs usually suffice (AP50 0.36 after 11 when measured); where they do not, the run goes on, eight
# epochs at a time, twice at most: a fixture that costs only what it needs, never a lowered bar.
"$cli" train --config "$template" --run-dir "$out/run" --db "$out/store.db" \
  name=journey-detector data.dataset=coco "data.root=$out/data" data.train_split=train data.val_split=train \
  model.name=ssd300_resnet34 model.anchor_sizes=[] model.norm=group data.input_size=257 data.workers=1 \
  augment.train.hflip=0 train.batch_size=2 train.epochs=16 schedule.name=constant eval.batch_size=8 \
  checkpoint.snapshot_every=0
ap50_of_best() {  # the first "AP50" of eval's JSON is the whole set's (keys sorted: per category ones follow)
  "$cli" eval --run "$out/run" --json | grep -o '"AP50":[0-9.eE+-]*' | head -n 1 | cut -d: -f2
}
reached() {
  awk -v a="$1" 'BEGIN { exit !(a != "" && a + 0 >= 0.5) }'
}
ap50=$(ap50_of_best)
for epochs in 24 32; do
  reached "$ap50" && break
  echo "journey detector: AP50 $ap50 after $((epochs - 8)) epochs; going on to $epochs"
  "$cli" train --resume "$out/run" --db "$out/store.db" train.epochs=$epochs
  ap50=$(ap50_of_best)
done
echo "journey detector: AP50 $ap50 on its eight pictures"
if ! reached "$ap50"; then
  echo "make_journey_detector.sh: the fixture detector reached AP50 '$ap50', below 0.5" >&2
  exit 1
fi
echo "AP50 $ap50" > "$out/ready"
