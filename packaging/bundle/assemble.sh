#!/usr/bin/env bash
# assemble.sh BUILD_DIR OUT: the portable bundle in OUT from a build configured with OSPREY_STATIC_DEPS=ON
# against a pip wheel's libtorch (./osprey.sh bundle does both):
#   OUT/osprey-cli                  the launcher (finds torch, checks its version, runs bin/osprey-cli)
#   OUT/bin/osprey-cli              the program, stripped, without the build tree's RPATH (with $ORIGIN/../lib
#                                   where it decodes JPEGs on the GPU)
#   OUT/lib/libnvjpeg.so.13         nvJPEG from the nvidia-nvjpeg wheel, where the build has GPU decoding
#   OUT/TORCH_VERSION               the torch it was built against (such as 2.11.0+cu130)
#   OUT/share/osprey/templates/     the experiment templates
#   OUT/share/osprey/digits.png     the digits demo's images (Debian's opencv-doc), when installed here
# Fails when the program needs a library from outside glibc, libstdc++, the torch wheels and its own lib/, or when
# the bundle is larger than 40 MB: it has to travel to GPU machines beside a git tree (libnvjpeg is 6 MB of it).
set -euo pipefail
[ $# -eq 2 ] && [ -f "$1/CMakeCache.txt" ] || {
  echo "usage: $0 BUILD_DIR OUT (BUILD_DIR: a configured and built bundle build)" >&2
  exit 2
}
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
limit_bytes=40000000
torch_cmake=$(sed -n 's/^Torch_DIR:[A-Z]*=//p' "$build/CMakeCache.txt")
torch=$(cd "$torch_cmake/../../.." && pwd)  # site-packages/torch/share/cmake/Torch
[ -f "$torch/version.py" ] || { echo "assemble.sh: $build was not configured against a pip torch" >&2; exit 2; }

rm -rf "$out"
# install drops the build tree's RPATH (torch's lib/ in the build venv): the launcher supplies torch's instead.
cmake --install "$build" --prefix "$out" --strip >/dev/null
install -m 755 "$here/osprey-cli" "$out/osprey-cli"
sed -n "s/^__version__[^=]*= *['\"]\([^'\"]*\)['\"].*/\1/p" "$torch/version.py" >"$out/TORCH_VERSION"
digits=/usr/share/doc/opencv-doc/examples/data/digits.png
[ -f "$digits" ] && install -m 644 "$digits" "$out/share/osprey/digits.png"

"$here/check_ldd.sh" "$out/bin/osprey-cli" "$torch"
size=$(du -sb "$out" | cut -f1)
if [ "$size" -gt "$limit_bytes" ]; then
  echo "assemble.sh: the bundle is $size bytes, more than the $limit_bytes it may have" >&2
  exit 1
fi
OSPREY_TORCH=$torch "$out/osprey-cli" --version
echo "Bundle: $out ($(du -sh "$out" | cut -f1), torch $(cat "$out/TORCH_VERSION"))"
