#!/usr/bin/env bash
# shellcheck disable=SC2016,SC2317  # commands for the chroot stay in single quotes; reap runs from a trap
# install_in_chroot.sh BUILD_DIR: the .deb of BUILD_DIR, installed into a fresh Debian 12 and run there.
#   1. cpack makes the .deb from BUILD_DIR (into a temporary folder);
#   2. debootstrap --variant=minbase makes a bare bookworm from the mirror this machine's apt uses;
#   3. inside it, `apt-get install ./osprey_*.deb` resolves every dependency from Debian's archive (nothing is
#      copied from this machine), without recommends;
#   4. inside it: osprey-cli --version; the installed files are where the desktop, man and completion look;
#      the completion completes; the digits demo trains 30 steps from the installed template and reports its
#      accuracy; the workbench starts offscreen, then on an X server (Xvfb, installed after the package so that
#      it cannot supply a missing dependency), where its window must appear with its title and icon; a
#      screenshot of it is kept in BUILD_DIR/packaging/install-test/.
# Downloads are kept in BUILD_DIR/packaging/install-cache (debootstrap's and apt's packages), so a second run
# fetches only the package lists; the chroot itself is made new every time (in memory when there is 8 GiB to spare) and
# removed at the end, whatever the end.
# Exit 0 when every step passes, 1 when one fails, 77 (CTest: skipped) without root or debootstrap.
# OSPREY_DEBIAN_MIRROR overrides the mirror; OSPREY_CHROOT_IN_MEMORY (yes, no) where the chroot lives.
set -euo pipefail
die() {
  echo "FAIL: $*" >&2
  exit 1
}
install_t0=${install_t0:-$(date +%s)}
step() { printf '== [%3d s] %s\n' $(($(date +%s) - install_t0)) "$*"; }

# inside: what runs in a private mount namespace (the script calls itself through unshare, with the variables
# of the outer part in its environment), so that every mount, the chroot's tmpfs included, is gone when it ends,
# however it ends.
inside() {
  if [ "$in_memory" = yes ]; then
    mount -t tmpfs -o size=6g,mode=0755 osprey-install "$root"
  fi
  step "debootstrap --variant=minbase $suite from $mirror (in memory: $in_memory)"
  # --cache-dir keeps the base packages; the base system is made anew from them every time.
  debootstrap --variant=minbase --cache-dir="$cache/debootstrap" "$suite" "$root" "$mirror" \
    >"$results/debootstrap.log" 2>&1 || {
    tail -n 30 "$results/debootstrap.log" >&2
    die "debootstrap failed (log: $results/debootstrap.log; mirror $mirror)"
  }
  # What the chroot's apt and dpkg do: the same suites as this machine; no recommends; no documentation, man
  # pages or message catalogues unpacked (but opencv-doc's digits.png, the demo's data, and Osprey's man pages);
  # no fsync per file.
  cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security $suite-security main
EOF
  cat >"$root/etc/apt/apt.conf.d/90osprey-test" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Retries "3";
Dpkg::Options { "--force-unsafe-io"; };
EOF
  cat >"$root/etc/dpkg/dpkg.cfg.d/90osprey-test" <<'EOF'
path-exclude=/usr/share/doc/*
path-include=/usr/share/doc/opencv-doc
path-include=/usr/share/doc/opencv-doc/examples
path-include=/usr/share/doc/opencv-doc/examples/data
path-include=/usr/share/doc/opencv-doc/examples/data/digits.png
path-exclude=/usr/share/man/*
path-include=/usr/share/man/man1
path-include=/usr/share/man/man1/osprey*
path-exclude=/usr/share/locale/*
path-exclude=/usr/share/info/*
EOF
  mkdir -p "$root/opt/osprey-test"
  cp "$deb" "$root/opt/osprey-test/"
  chmod -R a+rX "$root/opt/osprey-test"

  mount -t proc proc "$root/proc"
  mount --rbind /sys "$root/sys"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs tmpfs "$root/tmp"
  mount --bind "$cache/apt" "$root/var/cache/apt/archives"
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
  trap reap EXIT
  trap 'exit 1' INT TERM HUP

  step "apt-get update; apt-get install ./$(basename "$root"/opt/osprey-test/osprey_*.deb)"
  run 'apt-get update -q' >"$results/apt-update.log" 2>&1 || {
    tail -n 20 "$results/apt-update.log" >&2
    die "apt-get update failed"
  }
  run 'cd /opt/osprey-test && apt-get install -y -q ./osprey_*.deb' >"$results/apt-install.log" 2>&1 || {
    tail -n 40 "$results/apt-install.log" >&2
    die "apt-get install of the .deb failed (log: $results/apt-install.log)"
  }
  grep -E '^([0-9]+ upgraded, [0-9]+ newly installed|Need to get|After this operation)' "$results/apt-install.log" || true
  run 'dpkg -s osprey | grep -E "^(Status|Version):"'

  step "osprey-cli --version"
  version=$(run 'osprey-cli --version') || die "osprey-cli --version failed"
  echo "$version"
  [[ $version == "osprey-cli "* ]] || die "osprey-cli --version printed '$version'"

  step "installed files"
  for file in /usr/bin/osprey /usr/bin/osprey-cli /usr/share/osprey/templates/digits.yaml \
    /usr/share/applications/io.github.osprey.Osprey.desktop /usr/share/metainfo/io.github.osprey.Osprey.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.osprey.Osprey.svg \
    /usr/share/icons/hicolor/48x48/apps/io.github.osprey.Osprey.png \
    /usr/share/icons/hicolor/256x256/apps/io.github.osprey.Osprey.png \
    /usr/share/man/man1/osprey.1.gz /usr/share/man/man1/osprey-cli.1.gz \
    /usr/share/bash-completion/completions/osprey-cli /usr/share/doc/opencv-doc/examples/data/digits.png; do
    [ -s "$root$file" ] || die "$file is not installed"
  done
  echo "programs, templates, desktop entry, metainfo, icons, man pages, completion and the digits picture: present"
  completion=$(run 'source /usr/share/bash-completion/completions/osprey-cli
    COMP_WORDS=(osprey-cli tr); COMP_CWORD=1; _osprey_cli; echo "${COMPREPLY[*]}"')
  [ "$completion" = train ] || die "the installed completion completes 'osprey-cli tr' to '$completion', not 'train'"
  echo "the installed completion completes 'osprey-cli tr' to 'train'"

  # 30 steps of 64 digits: about 25 s of CPU, and 74% top-1 (chance: 10%) on Debian's libtorch 1.13.
  step "the digits demo, 30 steps, from the installed template"
  run 'cd /tmp && osprey-cli train --config /usr/share/osprey/templates/digits.yaml --run-dir /tmp/digits-run \
    --db /tmp/runs.db train.epochs=1 train.max_steps_per_epoch=30 schedule.warmup_epochs=0' \
    >"$results/digits.log" 2>&1 || {
    tail -n 30 "$results/digits.log" >&2
    die "the digits demo failed (log: $results/digits.log)"
  }
  summary=$(grep -E 'validation top-1' "$results/digits.log" | tail -n 1)
  [ -n "$summary" ] || { tail -n 20 "$results/digits.log" >&2; die "the digits demo reported no validation accuracy"; }
  echo "$summary"
  top1=$(sed -nE 's/.*validation top-1 ([0-9.]+)%.*/\1/p' <<<"$summary")
  awk -v a="$top1" 'BEGIN { exit !(a >= 50) }' ||
    die "30 steps of the digits demo reached only $top1% (expected >= 50%)"
  [ -s "$root/tmp/digits-run/last.pt" ] || die "the digits run wrote no last.pt"

  step "the workbench, offscreen (before anything X is installed)"
  run 'cd /tmp && QT_QPA_PLATFORM=offscreen timeout 15 osprey; test $? -eq 124' \
    >"$results/osprey-offscreen.log" 2>&1 || {
    cat "$results/osprey-offscreen.log" >&2
    die "the workbench did not stay up for 15 s offscreen"
  }
  echo "osprey ran offscreen for 15 s until stopped"

  step "apt-get install xvfb xauth x11-utils x11-apps (for the test only)"
  run 'apt-get install -y -q xvfb xauth x11-utils x11-apps' >"$results/apt-install-x.log" 2>&1 || {
    tail -n 20 "$results/apt-install-x.log" >&2
    die "installing Xvfb failed"
  }

  step "the workbench on Xvfb"
  run 'Xvfb :7 -screen 0 1280x800x24 -nolisten tcp >/tmp/xvfb.log 2>&1 &
    for i in $(seq 50); do [ -e /tmp/.X11-unix/X7 ] && break; sleep 0.2; done
    cd /tmp && DISPLAY=:7 osprey >/tmp/osprey.log 2>&1 &
    echo $! >/tmp/osprey.pid'
  window=
  for _ in $(seq 60); do
    sleep 0.5
    window=$(run 'DISPLAY=:7 xwininfo -root -tree' 2>/dev/null | grep -E '"[^"]*Osprey[^"]*"' | head -n 1 || true)
    [ -n "$window" ] && break
  done
  cp "$root/tmp/osprey.log" "$results/osprey-x11.log" 2>/dev/null || true
  [ -n "$window" ] || {
    cat "$results/osprey-x11.log" >&2
    die "no Osprey window appeared on the X server within 30 s"
  }
  echo "window: $(sed -E 's/^ +//' <<<"$window")"
  id=$(awk '{print $1}' <<<"$window")
  info=$(run "DISPLAY=:7 xwininfo -id $id")  # captured: grep -q would leave the writer to SIGPIPE (pipefail)
  grep -q 'Map State: IsViewable' <<<"$info" || die "the Osprey window is not shown"
  sleep 3  # let it paint
  run "kill -0 \$(cat /tmp/osprey.pid)" || { cat "$results/osprey-x11.log" >&2; die "the workbench ended"; }
  properties=$(run "DISPLAY=:7 xprop -id $id WM_CLASS _NET_WM_ICON | cut -c1-120")
  head -n 2 <<<"$properties"  # not echo | head: echo would die of SIGPIPE under pipefail
  grep -q 'WM_CLASS.*"osprey"' <<<"$properties" ||
    die "the window's WM_CLASS is not osprey (the desktop entry's StartupWMClass)"
  grep -q '_NET_WM_ICON(CARDINAL) = ' <<<"$properties" || die "the window has no icon"
  run "DISPLAY=:7 xwd -root -silent >/tmp/workbench.xwd" && cp "$root/tmp/workbench.xwd" "$results/workbench.xwd"
  run "kill \$(cat /tmp/osprey.pid)"
  step "every step passed"
}

# Processes left in the chroot (an X server, a workbench) end with it.
reap() {
  local proc
  for proc in /proc/[0-9]*; do
    [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ] && kill -9 "${proc#/proc/}" 2>/dev/null
  done
  return 0
}

# run COMMAND: a bash command line inside the chroot, with a clean environment and no standard input.
run() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive bash -c "$1" </dev/null
}

if [ "${1:-}" = --inside ]; then
  inside
  exit 0
fi
[ $# -eq 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
build=$(realpath "$1")
[ -f "$build/CPackConfig.cmake" ] || die "$build is not a configured build folder (no CPackConfig.cmake)"
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: the install test needs root (debootstrap, chroot, mounts)"
  exit 77
fi
if ! command -v debootstrap >/dev/null; then
  echo "SKIP: the install test needs debootstrap (apt-get install debootstrap; ./osprey.sh test installs it)"
  exit 77
fi

# The mirrors this machine's apt uses for bookworm and its security updates, else deb.debian.org's.
suite=bookworm
repository() {
  apt-get indextargets --format '$(RELEASE) $(REPO_URI)' 2>/dev/null | awk -v r="$1" '$1 == r { print $2; exit }'
}
mirror=${OSPREY_DEBIAN_MIRROR:-$(repository $suite)}
mirror=${mirror:-http://deb.debian.org/debian}
mirror=${mirror%/}
security=$(repository $suite-security)
security=${security:-${mirror%/debian}/debian-security}
security=${security%/}

cache=$build/packaging/install-cache
results=$build/packaging/install-test
mkdir -p "$cache/debootstrap" "$cache/apt" "$results"
rm -f "$results"/*
work=$(mktemp -d "${TMPDIR:-/var/tmp}/osprey-install.XXXXXX")
root=$work/root
# The mounts live in a mount namespace of their own (below), so they are gone when it ends; the files go here.
cleanup() {
  local status=$?
  if [ -d "$work" ]; then
    # Never delete through a mount that is still there (a bind of /dev would take the host's devices along).
    if grep -qF " $root" /proc/self/mountinfo; then
      echo "install_in_chroot.sh: mounts left under $root; not removing $work" >&2
    else
      rm -rf --one-file-system "$work"
    fi
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

step "cpack: the .deb of $build"
cpack --config "$build/CPackConfig.cmake" -B "$work/deb" >"$results/cpack.log" 2>&1 || {
  tail -n 30 "$results/cpack.log" >&2
  die "cpack failed (log: $results/cpack.log)"
}
deb=$(find "$work/deb" -maxdepth 1 -name 'osprey_*.deb' | head -n 1)
[ -n "$deb" ] || die "cpack made no osprey_*.deb (log: $results/cpack.log)"
dpkg-deb --info "$deb" | tee "$results/control.txt" | grep -E '^ (Package|Version|Depends|Recommends):'

# The chroot (about 1.5 GB) lives in memory when 8 GiB are free (unpacking is faster, removing it instant), else
# on disk; OSPREY_CHROOT_IN_MEMORY=yes or no decides instead.
in_memory=${OSPREY_CHROOT_IN_MEMORY:-}
if [ -z "$in_memory" ]; then
  available_kb=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
  in_memory=no
  [ "${available_kb:-0}" -ge $((8 * 1024 * 1024)) ] && in_memory=yes
fi
mkdir -p "$root"
export install_t0 root deb cache results mirror security suite in_memory
status=0
unshare --mount --propagation private "$0" --inside || status=$?
[ $status -eq 0 ] || die "the install test failed (logs: $results)"
step "PASS: the .deb installs into a fresh $suite and its programs run there"
