#!/bin/sh
# docs/screenshots/make.sh [BUILD]: the README's screenshots, from real runs, in a real X server (Xvfb), with a
# fresh home folder: the Start page, each step of New Experiment on a generated COCO folder, the editor, the
# digits demo training for six epochs in the Monitor, a failed launch in the Runs list, the Datasets view (and
# its Health page on a COCO export whose splits share 12 pictures), the Evaluation and Suspected errors views
# of the digits run and the Evaluation view of the shapes detector, and
# the Inference view with a shapes detector (trained first here, a few minutes). Then the same in German
# (editor and Start page), in a 1024x700 window, and on a 3840x2160 screen at 200% scale.
# Needs: xvfb (apt install xvfb xauth). BUILD: the build folder (default build).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../../build}" && pwd)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home"
cli="$build/app/osprey-cli"
osprey="$build/app/osprey"
# A shapes detector in the store, for the Inference view.
"$cli" train --config "$here/../../resources/templates/shapes.yaml" train.epochs=6 schedule.name=constant \
  data.shapes_train=600 >/dev/null
shoot() {  # shoot FOLDER SCREEN [osprey arguments...]
  folder=$1 screen=$2
  shift 2
  mkdir -p "$folder"
  xvfb-run -a -s "-screen 0 ${screen}x24" "$osprey" --screenshots "$folder" "$@"
}
shoot "$here" 1600x1000 --screenshot-size 1440x900
shoot "$here/de" 1600x1000 --screenshot-size 1440x900 --language de --screenshot-epochs 1
shoot "$here/1024x700" 1280x800 --screenshot-size 1024x700 --screenshot-epochs 1
QT_SCALE_FACTOR=2 shoot "$here/4k-200" 3840x2160 --screenshot-size 1920x1080 --screenshot-epochs 1
