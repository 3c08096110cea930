#!/usr/bin/env bash
# render.sh: makes the PNGs of Osprey's icon from its SVG, one per hicolor size, into hicolor/<N>x<N>/apps/
# (the SVG itself is installed as the scalable one).
# The PNGs are committed, so that a build needs no rasterizer; run this after changing the SVG.
# Needs rsvg-convert: apt-get install librsvg2-bin
set -euo pipefail
cd "$(dirname "$0")"
id=io.github.osprey.Osprey
command -v rsvg-convert >/dev/null || { echo "render.sh: needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 2; }
for size in 16 22 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" --output "hicolor/${size}x${size}/apps/$id.png" "$id.svg"
done
