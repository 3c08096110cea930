#!/usr/bin/env bash
# check_isolated.sh [BUNDLE [VENV]]: proves that the portable bundle needs nothing of this machine but a pip
# torch. It runs the bundle inside a minimal Debian chroot (debootstrap --variant=minbase, plus python3 and
# python3-venv: no OpenCV, yaml-cpp, SQLite dev files, JPEG, PNG, MPI ...) that holds only a venv whose
# site-packages is VENV's (the torch wheel and its nvidia-* wheels, bind-mounted read-only), and:
#   1. finds torch through the venv's python3 and trains the digits demo for one epoch, recording with
#      LD_DEBUG=files every shared library the process loads: each must be glibc's, libstdc++/libgcc_s, from
#      the venv, or the libnvjpeg the bundle carries in its lib/; the validation accuracy is printed;
#   2. finds torch through OSPREY_TORCH (no Python asked) and prints the version;
#   3. refuses a torch of another version with exit 2 and a message naming both versions.
# Needs root (debootstrap, chroot, mounts) and Debian's archive the first time (the chroot is kept in
# .cache/osprey-bundle/chroot-<codename>). Defaults: build-bundle/osprey-bundle and build-bundle/venv.
# Exit 0 when every check passes, 1 when one fails, 2 on bad usage.
set -euo pipefail
cd "$(dirname "$0")/../.."
die() {
  echo "check_isolated.sh: $*" >&2
  exit 2
}
[ $# -le 2 ] || die "usage: $0 [BUNDLE [VENV]]"
bundle=$(realpath "${1:-build-bundle/osprey-bundle}")
venv=$(realpath "${2:-build-bundle/venv}")
[ -x "$bundle/osprey-cli" ] || die "no bundle in $bundle (./osprey.sh bundle makes one)"
site=$(echo "$venv"/lib/python3*/site-packages)
[ -d "$site/torch" ] || die "no torch in $venv"
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot and bind mounts)"
pyver=$(basename "$(dirname "$site")")

codename=$(. /etc/os-release && echo "${VERSION_CODENAME:?}")
root=$PWD/.cache/osprey-bundle/chroot-$codename
if [ ! -x "$root/opt/venv/bin/python3" ]; then
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null
  [ -x "$root/usr/bin/python3" ] || debootstrap --variant=minbase --include=python3,python3-venv "$codename" \
    "$root" http://deb.debian.org/debian >"$root.log" 2>&1 || { echo "debootstrap failed: see $root.log" >&2; exit 1; }
  chroot "$root" python3 -m venv --without-pip /opt/venv
fi
[ -d "$root/opt/venv/lib/$pyver" ] || die "the chroot's Python is not $pyver (the venv's); remove $root"

# A private mount namespace: every mount below disappears when the check ends, whatever way it ends.
exec unshare --mount --propagation private bash -s "$root" "$bundle" "$site" "$pyver" <<'INNER'
set -euo pipefail
root=$1 bundle=$2 site=$3 pyver=$4
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount -t tmpfs tmpfs "$root/tmp"
mkdir -p "$root/opt/osprey-bundle"
mount --bind -o ro "$bundle" "$root/opt/osprey-bundle"
mount --bind -o ro "$site" "$root/opt/venv/lib/$pyver/site-packages"
run() { chroot "$root" /usr/bin/env -i HOME=/tmp PATH="$1" bash -c "cd /tmp && $2"; }

echo "== the chroot has none of the libraries the bundle links statically:"
run /usr/bin:/bin 'ls /usr/lib/x86_64-linux-gnu | grep -E "opencv|yaml|jpeg|png|simdjson|pugixml|mpi|gdal|gdcm" || echo "  (none)"'

echo "== 1. torch from the venv's python3; one epoch of the digits demo (its picture: the bundle's own copy)"
run /opt/venv/bin:/usr/bin:/bin 'LD_DEBUG=files LD_DEBUG_OUTPUT=/tmp/ld /opt/osprey-bundle/osprey-cli train \
  --config /opt/osprey-bundle/share/osprey/templates/digits.yaml --run-dir /tmp/run --db /tmp/runs.db \
  train.epochs=1'
# ld.so says "calling init: PATH" for every object it loads, dlopen()ed ones included. The launcher (bash) execs
# the program in the same process, so its own libraries are in the same file: they come before the first line
# that names the program.
program=/opt/osprey-bundle/bin/osprey-cli
log=$(grep -l "needed by $program" "$root"/tmp/ld.*)
loaded=$(awk -v p="needed by $program" 'index($0, p) { on = 1 }
  on && sub(/.*calling init: /, "") { print }' $log | sort -u)
echo "Shared libraries the training process loaded:"
echo "$loaded" | sed 's/^/  /'
allowed='^(/usr)?/lib(64|/x86_64-linux-gnu)/(libc|libm|libpthread|libdl|librt|libutil|libstdc\+\+|libgcc_s|ld-linux-x86-64)\.so[.0-9]*$'
# The bundle carries libnvjpeg itself (GPU decoding), in its lib/.
outside=$(echo "$loaded" | grep -vE "$allowed" | grep -v "^/opt/venv/" |
  grep -vE '^/opt/osprey-bundle/(bin/\.\./)?lib/libnvjpeg\.so\.[0-9]+$' || true)
[ -z "$outside" ] || { echo "FAIL: loaded from outside glibc, libstdc++ and the venv: $outside" >&2; exit 1; }

echo "== 2. torch from OSPREY_TORCH (its lib/), no Python consulted"
run /usr/bin:/bin "OSPREY_TORCH=/opt/venv/lib/$pyver/site-packages/torch/lib OSPREY_PYTHON=/nonexistent \
  /opt/osprey-bundle/osprey-cli --version"

echo "== 3. a torch of another version is refused"
run /usr/bin:/bin 'mkdir -p /tmp/torch-other/lib && echo "__version__ = '"'"'2.0.0+cpu'"'"'" >/tmp/torch-other/version.py'
status=0
run /usr/bin:/bin 'OSPREY_TORCH=/tmp/torch-other /opt/osprey-bundle/osprey-cli --version' || status=$?
[ "$status" -eq 2 ] || { echo "FAIL: exit $status for a torch of another version, expected 2" >&2; exit 1; }
echo "== every isolation check passed"
INNER
