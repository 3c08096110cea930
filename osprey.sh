#!/usr/bin/env bash
# Osprey developer entry point on Debian 12.
#   ./osprey.sh demo   install what is missing, build (Release), open the workbench on the digits demo (with no
#                      display: say so and train the demo headless with osprey-cli)
#   ./osprey.sh test   install what is missing, build (Release), run the test suite but the hostile and
#                      validate labels; then build osprey-cli and the tests against the CUDA libtorch of PyPI's
#                      torch==2.11.0 (in build-pip-2.11.0) and run its unit, interop, peer (cross-version) and
#                      validate tests on the CPU; then, under the sanitizers (build-sanitize), each fuzz harness
#                      for 30 s and the hostile-input test; every test runs at least once; prints each phase's time
#   ./osprey.sh test --torch debian|pip==VERSION
#                      the Debian tree's whole suite alone, or the pip tree alone (against another torch, too), with
#                      the cli tests
#   ./osprey.sh build [--torch debian|pip[==VERSION]]
#                      install what is missing and build: against Debian's libtorch 1.13 (the default), or against
#                      the libtorch inside PyPI's torch wheel (the newest, or VERSION), installed into a venv
#                      inside the build folder (build-pip unless OSPREY_BUILD_DIR says otherwise)
#   ./osprey.sh test --sanitize [ctest arguments]
#                      the unit and cli tests under AddressSanitizer + UndefinedBehaviorSanitizer: clang, Debian's
#                      libtorch, in build-sanitize (the same tree builds the fuzz harnesses)
#   ./osprey.sh fuzz [HARNESS] [--seconds N]
#                      build the libFuzzer harnesses (tests/fuzz/) in build-sanitize and run each, or HARNESS alone,
#                      for N seconds (30); seeds from tests/fuzz/corpus/, what they find in build-sanitize/fuzz/
#   ./osprey.sh bundle [--torch pip==VERSION]
#                      the portable GPU build: osprey-cli and every library it needs but libtorch, in one folder
#                      (build-bundle/osprey-bundle) that runs wherever the same pip torch is installed
#                      (packaging/bundle/; torch==2.11.0 unless --torch says otherwise)
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config
  libtorch-dev
  libopencv-core-dev libopencv-imgproc-dev libopencv-imgcodecs-dev libopencv-dnn-dev opencv-doc
  libonnx-dev
  libjpeg62-turbo-dev libsqlite3-dev libyaml-cpp-dev nlohmann-json3-dev libcli11-dev libsimdjson-dev libpugixml-dev
  qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libqcustomplot-dev fonts-wqy-microhei
  libopenmpi-dev openmpi-bin libgloo-dev
)
# fonts-wqy-microhei (with the Qt packages above): Chinese glyphs for the workbench's 简体中文 translation.
# qt6-translations-l10n: Qt's own dialogs (Save, Cancel, the file dialog) in the workbench's languages.
# libonnx-dev: ONNX export (its protobuf classes, checker, shape inference); libopencv-dnn-dev: running an
# exported model without libtorch (predict --onnx, osprey-infer).
# libgloo-dev: the headers of the Gloo library libtorch already links, for dist.backend=gloo.
# Only the tests need these: torchvision makes the weight-interop fixtures (tests/fixtures/); desktop-file-utils,
# appstream and groff-base check the desktop entry, metainfo and man pages; debootstrap makes the fresh Debian
# that the .deb is installed into (packaging/test/install_in_chroot.sh).
TEST_PACKAGES=(python3-torchvision desktop-file-utils appstream groff-base debootstrap)
# ./osprey.sh test --sanitize and fuzz: clang with its sanitizer and libFuzzer runtimes, llvm-symbolizer for
# readable reports.
SANITIZE_PACKAGES=(clang libclang-rt-14-dev llvm)
SANITIZE_DIR=${OSPREY_SANITIZE_DIR:-build-sanitize}
FUZZERS=(FuzzConfig FuzzCoco FuzzVoc FuzzYolo FuzzCifar FuzzImage FuzzPickle FuzzSafetensors FuzzCheckpointMeta FuzzOnnxHeader
  FuzzOnnxPredict FuzzTfRecord)
# Leaks are errors; libtorch's and OpenCV's own one-time allocations are not Osprey's (tests/fuzz/lsan.supp).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/fuzz/lsan.supp:print_suppressions=0}
BUILD_DIR=${OSPREY_BUILD_DIR:-build}
# The libtorch of the lent GPU machines: ./osprey.sh test builds against it too.
PIP_TEST_TORCH=pip==2.11.0
die() {
  echo "osprey.sh: $*" >&2
  exit 2
}

# timed NAME COMMAND...: runs COMMAND and says how long it took (and, at the end of `test`, every phase's time,
# so that a CI log shows where its minutes went); returns COMMAND's status. COMMAND runs as a plain statement,
# so that a function given keeps stopping at its first failure (set -e), and a failure stops the script, unless
# the caller tests timed's status (`timed ... || status=$?`, for the test runs).
PHASES=()
PHASE=
timed() {
  PHASE=$1 PHASE_START=$SECONDS
  shift
  "$@"
  local rc=$?
  PHASES+=("$(printf '%-26s %5d s%s' "$PHASE" $((SECONDS - PHASE_START)) "$([ $rc -eq 0 ] || echo "  (exit $rc)")")")
  echo "osprey.sh: $PHASE took $((SECONDS - PHASE_START)) s (exit $rc; $SECONDS s since the start)"
  PHASE=
  return $rc
}
print_phases() {
  [ -z "$PHASE" ] || PHASES+=("$(printf '%-26s %5d s  (failed)' "$PHASE" $((SECONDS - PHASE_START)))")
  [ ${#PHASES[@]} -gt 0 ] || return 0
  echo "osprey.sh: where the time went ($SECONDS s in all):"
  printf '  %s\n' "${PHASES[@]}"
}

# test_targets DIR LABELS: the build targets that the tests of DIR with a label matching LABELS (a ctest
# regular expression) run: each test's program (osprey_add_test names a test after its program), the programs
# of this tree its arguments name (osprey-infer for a script), and osprey-cli, which the tests start. A tree
# that runs only those labels builds only these. Works before anything is built (ctest then lists no command
# for a test whose program is missing).
test_targets() {
  local dir=$1 labels=$2
  ctest --test-dir "$dir" --show-only=json-v1 -L "$labels" | /usr/bin/python3 -c '
import json, os, subprocess, sys
tree = os.path.realpath(sys.argv[1])
phony = subprocess.run(["ninja", "-C", tree, "-t", "targets", "all"], capture_output=True, text=True, check=True)
targets = {line.split(":")[0] for line in phony.stdout.splitlines() if line.endswith(": phony")}
wanted = {"osprey-cli"}
for test in json.load(sys.stdin)["tests"]:
    command = test.get("command") or []
    if test["name"] in targets:
        wanted.add(test["name"])
    elif not command:
        sys.exit("osprey.sh: test " + test["name"] + " has no program yet and is named after no target")
    for word in command:
        name = os.path.basename(word)
        if os.path.realpath(word).startswith(tree + "/") and name in targets:
            wanted.add(name)
print(" ".join(sorted(wanted)))' "$dir"
}

# build_for_tests DIR LABELS [TARGETS...]: builds in DIR what the tests of LABELS run (test_targets), and
# TARGETS.
build_for_tests() {
  local dir=$1 labels=$2 targets
  shift 2
  targets=$(test_targets "$dir" "$labels")
  [ -n "$targets" ] || die "no build targets found for the tests labelled '$labels' in $dir"
  # shellcheck disable=SC2086  # target names are words
  cmake --build "$dir" --parallel "$(nproc)" --target $targets "$@"
}

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing Debian packages: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

# onnx_runtime_venv DIR: the tests' Python peers from PyPI in DIR/venv: ONNX Runtime, with which TestOnnxExport
# runs the exported full-profile detectors; tfrecord, which writes and reads TestRecords' TFRecord files and DALI
# indices; tensorboard, whose EventAccumulator reads the event files a run writes (pinned, so that the tests are
# reproducible; the venv is the build's own).
ONNX_RUNTIME=onnxruntime==1.32.0
TFRECORD=tfrecord==1.14.6
TENSORBOARD=tensorboard==2.21.0
onnx_runtime_venv() {
  install_missing python3-venv
  [ -x "$1/venv/bin/python" ] || /usr/bin/python3 -m venv "$1/venv"
  "$1/venv/bin/python" -c "import onnxruntime, tfrecord, tensorboard" 2>/dev/null ||
    "$1/venv/bin/pip" install -q --disable-pip-version-check "$ONNX_RUNTIME" "$TFRECORD" "$TENSORBOARD" numpy
}

# pip_requirement SPEC: the pip requirement of SPEC (pip: the newest torch; pip==VERSION: that one).
pip_requirement() {
  case "$1" in
    pip) echo torch ;;
    pip==?*) echo "torch==${1#pip==}" ;;
    *) die "--torch takes debian, pip or pip==VERSION (such as pip==2.11.0), not '$1'" ;;
  esac
}

# prefetch_pip_torch SPEC DIR LOG: in the background, the venv of DIR with SPEC's torch installed (what
# configure_pip installs), so that the download (gigabytes of CUDA wheels, bound by the network) overlaps the
# Debian build (bound by the cores). Its output goes to LOG; configure_pip waits for it (wait_pip_prefetch) and
# installs anew, loudly, whatever it did not finish.
PIP_PREFETCH_PID=
prefetch_pip_torch() {
  local requirement
  requirement=$(pip_requirement "$1")
  install_missing python3-venv
  mkdir -p "$2"
  {
    [ -x "$2/venv/bin/python" ] || /usr/bin/python3 -m venv "$2/venv"
    "$2/venv/bin/pip" install -q --disable-pip-version-check "$requirement"
  } >"$3" 2>&1 &
  PIP_PREFETCH_PID=$!
}
wait_pip_prefetch() {
  [ -n "$PIP_PREFETCH_PID" ] || return 0
  wait "$PIP_PREFETCH_PID" || echo "osprey.sh: the background install of PyPI's torch failed (installing it now):"     "$(tail -n 3 "$1" 2>/dev/null)"
  PIP_PREFETCH_PID=
}

# configure_pip SPEC DIR GUI [CMAKE ARGS...]: a venv in DIR/venv with PyPI's torch (SPEC: pip or pip==VERSION),
# and Osprey configured in DIR against the libtorch inside it. The wheel's libtorch finds the CUDA, cuDNN and
# NCCL libraries of the nvidia-* wheels pip installs with it (its own RPATH); CMake needs a CUDA toolkit's nvcc
# and headers to configure (/usr/local/cuda). GUI: ON or OFF (the workbench needs Qt).
configure_pip() {
  local spec=$1 dir=$2 gui=$3 requirement upgrade=()
  shift 3
  requirement=$(pip_requirement "$spec")
  [ "$spec" != pip ] || upgrade=(--upgrade)  # the newest; a pinned version installed once is kept
  install_missing python3-venv
  [ -x "$dir/venv/bin/python" ] || /usr/bin/python3 -m venv "$dir/venv"
  echo "Installing $requirement from PyPI into $dir/venv"
  "$dir/venv/bin/pip" install -q --disable-pip-version-check "${upgrade[@]}" "$requirement"
  local torch_dir
  torch_dir=$("$dir/venv/bin/python" -c \
    'import importlib.util, os; print(os.path.dirname(importlib.util.find_spec("torch").origin))')
  install_nvjpeg "$dir" "$torch_dir"
  export PATH="$PATH:/usr/local/cuda/bin"  # nvcc: the wheel's CMake files look for a CUDA toolkit
  command -v nvcc >/dev/null || die "a CUDA libtorch needs a CUDA toolkit (nvcc, headers) to build against; none" \
    "is on PATH or in /usr/local/cuda (NVIDIA's cuda-toolkit packages for Debian 12)"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DOSPREY_BUILD_GUI="$gui" \
    "-DCMAKE_PREFIX_PATH=$torch_dir;$torch_dir/share/cmake" "-DTorch_DIR=$torch_dir/share/cmake/Torch" "$@"
}

# install_nvjpeg DIR TORCH_DIR: GPU decoding (data.decode) needs nvJPEG, which no torch wheel brings: PyPI's
# nvidia-nvjpeg wheel of the version NVIDIA's cuda-toolkit metapackage pins for the torch's CUDA (13.0: 13.0.1.86,
# beside torch 2.11.0+cu130's other nvidia-* wheels), installed into the build's venv; CMake finds it there.
# For another CUDA, or when pip cannot get it, the build goes on with GPU decoding off (and says so).
install_nvjpeg() {
  local dir=$1 torch_dir=$2 cuda requirement
  cuda=$(sed -n "s/^cuda[^=]*= *['\"]\([^'\"]*\)['\"].*/\1/p" "$torch_dir/version.py")
  case "$cuda" in
    13.0) requirement=nvidia-nvjpeg==13.0.1.86 ;;
    *) echo "osprey.sh: no nvidia-nvjpeg pinned for this torch's CUDA '${cuda:-none}': GPU decoding off in $dir"
      return 0 ;;
  esac
  "$dir/venv/bin/pip" install -q --disable-pip-version-check "$requirement" ||
    echo "osprey.sh: could not install $requirement: GPU decoding off in $dir"
}

# build_pip SPEC DIR GUI [CMAKE ARGS...]: configure_pip, then build everything in DIR.
build_pip() {
  configure_pip "$@"
  cmake --build "$2" --parallel "$(nproc)"
}

# configure_sanitize: the clang tree with ASan + UBSan and the fuzz harnesses (no GUI, no MPI).
configure_sanitize() {
  install_missing "${SANITIZE_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
  CC=clang CXX=clang++ cmake -S . -B "$SANITIZE_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DOSPREY_FUZZ=ON \
    -DOSPREY_BUILD_GUI=OFF -DOSPREY_WITH_MPI=OFF
}

# build_sanitize [TARGETS...]: configure_sanitize, then build TARGETS (all when none are named).
build_sanitize() {
  configure_sanitize
  cmake --build "$SANITIZE_DIR" --parallel "$(nproc)" ${1:+--target "$@"}
}

# run_fuzzer SECONDS HARNESS: one harness for SECONDS on its seeds plus what earlier runs found (random seed
# OSPREY_FUZZ_SEED, 1 unless set: the same mutations in every CI run, so that a finding repeats); prints its
# executions and fails on the first crash, leak, sanitizer report or timeout (the input is kept in
# $SANITIZE_DIR/fuzz/<harness>-crash-*, to be added to tests/fuzz/corpus/ once fixed).
run_fuzzer() {
  local seconds=$1 name=$2 dict log rc=0
  case "$name" in
    FuzzConfig) dict=yaml ;;
    FuzzCoco | FuzzCheckpointMeta | FuzzSafetensors) dict=json ;;
    FuzzVoc) dict=xml ;;
    *) dict= ;;
  esac
  mkdir -p "$SANITIZE_DIR/fuzz/$name-found"
  log="$SANITIZE_DIR/fuzz/$name.log"
  OPENCV_LOG_LEVEL=SILENT "$SANITIZE_DIR/tests/fuzz/$name" "$SANITIZE_DIR/fuzz/$name-found" \
    "tests/fuzz/corpus/$name" ${dict:+"-dict=tests/fuzz/dict/$dict.dict"} -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 -seed="${OSPREY_FUZZ_SEED:-1}" \
    -artifact_prefix="$SANITIZE_DIR/fuzz/$name-" >"$log" 2>&1 || rc=$?
  printf '%-20s %s executions in %s s%s\n' "$name" \
    "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")" "$seconds" "$([ $rc -eq 0 ] || echo ": FAILED")"
  return $rc
}

# run_fuzzers SECONDS HARNESS...: every harness for SECONDS, as many at once as there are cores (each harness
# runs on one); then what a failing one reported.
run_fuzzers() {
  local seconds=$1 status=0 name
  shift
  mkdir -p "$SANITIZE_DIR/fuzz"
  for name in "$@"; do
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do
      wait -n || true
    done
    rm -f "$SANITIZE_DIR/fuzz/$name.status"
    {
      rc=0
      run_fuzzer "$seconds" "$name" || rc=$?
      echo $rc >"$SANITIZE_DIR/fuzz/$name.status"
    } &
  done
  wait
  for name in "$@"; do
    if [ "$(cat "$SANITIZE_DIR/fuzz/$name.status" 2>/dev/null)" != 0 ]; then
      echo "$name:" >&2
      grep -m 30 -E "ERROR|SUMMARY|deadly|uncaught|Test unit written|#0 |#1 |#2 |#3 " \
        "$SANITIZE_DIR/fuzz/$name.log" >&2 || true
      status=1
    fi
  done
  return $status
}

have_qt() {
  dpkg-query -W -f='${Status}' qt6-base-dev 2>/dev/null | grep -q "install ok installed"
}

case "${1:-}" in
  demo)
    install_missing
    build
    # The main job: the digits demo (a classifier on the 5,000 handwritten digits Debian ships) in the
    # workbench, where Launch trains it and the monitor draws its curves. Without a display, the same demo
    # trains headless and prints the validation accuracy and where the run is stored.
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
      exec "$BUILD_DIR/app/osprey" resources/templates/digits.yaml
    fi
    echo "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): training the digits demo headless with osprey-cli."
    "$BUILD_DIR/app/osprey-cli" train --config resources/templates/digits.yaml "${@:2}"
    ;;
  test)
    if [ "${2:-}" = --sanitize ]; then
      configure_sanitize
      build_for_tests "$SANITIZE_DIR" 'unit|cli'
      exec ctest --test-dir "$SANITIZE_DIR" --output-on-failure -L 'unit|cli' "${@:3}"
    fi
    # test [--torch debian|pip==VERSION] [ctest arguments]: the three trees below (PIP_TEST_TORCH), or with
    # --torch the Debian tree's whole suite alone, or the pip tree's unit, interop, peer, validate and cli tests.
    which=both pip_spec=$PIP_TEST_TORCH
    if [ "${2:-}" = --torch ]; then
      case "${3:-}" in
        debian) which=debian ;;
        pip | pip==?*) which=pip pip_spec=$3 ;;
        *) die "test --torch takes debian, pip or pip==VERSION (such as $PIP_TEST_TORCH), not '${3:-}'" ;;
      esac
      set -- "$1" "${@:4}"
    fi
    trap print_phases EXIT
    timed "packages" install_missing "${TEST_PACKAGES[@]}"
    pip_dir="${BUILD_DIR}-${pip_spec/==/-}"
    [ "$which" = debian ] || prefetch_pip_torch "$pip_spec" "$pip_dir" "$pip_dir/prefetch.log"
    timed "Debian build" build
    status=0
    if [ "$which" != pip ]; then
      timed "ONNX Runtime venv" onnx_runtime_venv "$BUILD_DIR"
      # Serially: every test trains on all cores, and parallel tests would only fight over them. With all three
      # trees, two labels run elsewhere: hostile input (TestCliBadInput) in the sanitizer tree below, the GPU
      # validation's rehearsal (validate) in the pip tree, whose libtorch the GPU machines use.
      elsewhere=()
      [ "$which" = debian ] || elsewhere=(-LE 'hostile|validate')
      timed "Debian tests" ctest --test-dir "$BUILD_DIR" --output-on-failure "${elsewhere[@]}" "${@:2}" ||
        status=$?
    fi
    if [ "$which" != debian ]; then
      # The same tree against a pip wheel's libtorch 2.x (CUDA, linked for real; run here on the CPU): its unit
      # and interop tests, the cross-version test (label peer: it resumes checkpoints of the Debian build above
      # and has that build resume its own) and the GPU validation's rehearsal on the CPU (label validate:
      # correctness against PyTorch, kill -9 and resume, speed); alone (--torch pip), the cli tests too. Only
      # what those tests run is built.
      pip_labels='unit|interop|peer|validate'
      [ "$which" = both ] || pip_labels+='|cli'
      timed "pip torch download" wait_pip_prefetch "$pip_dir/prefetch.log"
      timed "pip torch + configure" configure_pip "$pip_spec" "$pip_dir" OFF \
        "-DOSPREY_PEER_CLI=$(realpath "$BUILD_DIR")/app/osprey-cli"
      # TestRecords (unit) reads its Python peer's files here too: this tree's venv needs the peers as well.
      timed "pip test peers venv" onnx_runtime_venv "$pip_dir"
      timed "pip build" build_for_tests "$pip_dir" "$pip_labels"
      timed "pip tests" ctest --test-dir "$pip_dir" --output-on-failure -L "$pip_labels" "${@:2}" || status=$?
    fi
    if [ "$which" = both ]; then
      # The clang tree with AddressSanitizer + UndefinedBehaviorSanitizer (issue 18): every fuzz harness for
      # 30 s, and osprey-cli fed every kind of bad input (label hostile). The whole unit and cli labels under
      # the sanitizers (./osprey.sh test --sanitize: 25 minutes more here, most of it libtorch's allocations
      # through ASan's) do not fit in CI's time beside the three builds.
      timed "sanitizer configure" configure_sanitize
      timed "sanitizer build" build_for_tests "$SANITIZE_DIR" hostile "${FUZZERS[@]}"
      timed "sanitizer tests" ctest --test-dir "$SANITIZE_DIR" --output-on-failure -L hostile "${@:2}" ||
        status=$?
      timed "fuzzers" run_fuzzers 30 "${FUZZERS[@]}" || status=$?
    fi
    exit "$status"
    ;;
  build)
    case "${2:-}" in
      "" | --torch)
        if [ -z "${2:-}" ] || [ "${3:-}" = debian ]; then
          install_missing
          build
        else
          [ -n "${3:-}" ] || die "--torch needs debian, pip or pip==VERSION"
          install_missing
          gui=OFF
          have_qt && gui=ON
          BUILD_DIR=${OSPREY_BUILD_DIR:-build-pip}
          build_pip "$3" "$BUILD_DIR" "$gui"
          echo "Built against $("$BUILD_DIR/app/osprey-cli" --version) in $BUILD_DIR"
        fi
        ;;
      *) die "build takes --torch debian|pip|pip==VERSION, not '$2'" ;;
    esac
    ;;
  fuzz)
    harnesses=("${FUZZERS[@]}") seconds=30
    shift
    while [ $# -gt 0 ]; do
      case "$1" in
        --seconds) [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || die "--seconds needs a whole number of seconds, 1 or more"; seconds=$2; shift 2 ;;
        Fuzz*) [[ " ${FUZZERS[*]} " == *" $1 "* ]] || die "no harness '$1'; there are: ${FUZZERS[*]}"
          harnesses=("$1"); shift ;;
        *) die "fuzz takes [HARNESS] [--seconds N], not '$1' (harnesses: ${FUZZERS[*]})" ;;
      esac
    done
    build_sanitize "${harnesses[@]}"
    run_fuzzers "$seconds" "${harnesses[@]}"
    ;;
  bundle)
    # Static OpenCV (core, imgproc, imgcodecs) and simdjson from Debian's sources, cached in .cache/ (a cold
    # build takes the longest there); the other libraries from Debian's static archives; MPI off.
    spec=$PIP_TEST_TORCH
    if [ -n "${2:-}" ]; then
      [ "$2" = --torch ] && [[ "${3:-}" == pip==?* ]] || die "bundle takes --torch pip==VERSION, not '${*:2}'"
      spec=$3
    fi
    install_missing dpkg-dev
    packaging/bundle/build_deps.sh .cache/osprey-bundle
    prefix=$PWD/.cache/osprey-bundle/prefix
    BUILD_DIR=${OSPREY_BUILD_DIR:-build-bundle}
    build_pip "$spec" "$BUILD_DIR" OFF -DOSPREY_BUILD_TESTS=OFF -DOSPREY_WITH_MPI=OFF -DOSPREY_STATIC_DEPS=ON \
      "-DOpenCV_DIR=$prefix/lib/cmake/opencv4" "-Dsimdjson_DIR=$prefix/lib/cmake/simdjson"
    packaging/bundle/assemble.sh "$BUILD_DIR" "$BUILD_DIR/osprey-bundle"
    ;;
  *)
    echo "usage: $0 demo|test|build [--torch debian|pip[==VERSION]] | test --sanitize | fuzz [HARNESS] [--seconds N]" \
      "| bundle [--torch pip==VERSION]" >&2
    exit 2
    ;;
esac
