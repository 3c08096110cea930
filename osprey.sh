#!/usr/bin/env bash
# Osprey developer entry point on Debian 12.
#   ./osprey.sh demo   install what is missing, build (Release), open the workbench on the digits demo (with no
#                      display: say so and train the demo headless with osprey-cli)
#   ./osprey.sh test   install what is missing, build (Release), run the whole test suite; then build core,
#                      osprey-cli and the tests against the CUDA libtorch of PyPI's torch==2.11.0 (in
#                      build-pip-2.11.0) and run its unit, interop and cli tests on the CPU; then the unit and
#                      cli tests under the sanitizers and each fuzz harness for 30 s (build-sanitize)
#   ./osprey.sh test --torch debian|pip==VERSION
#                      only the first of the two, or only the second against another torch
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
FUZZERS=(FuzzConfig FuzzCoco FuzzVoc FuzzYolo FuzzCifar FuzzImage FuzzPickle FuzzSafetensors FuzzCheckpointMeta FuzzOnnxHeader)
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

# onnx_runtime_venv DIR: ONNX Runtime from PyPI in DIR/venv, with which TestOnnxExport runs the exported
# full-profile detectors (pinned, so that the tests are reproducible; the venv is the build's own).
ONNX_RUNTIME=onnxruntime==1.32.0
onnx_runtime_venv() {
  install_missing python3-venv
  [ -x "$1/venv/bin/python" ] || /usr/bin/python3 -m venv "$1/venv"
  "$1/venv/bin/python" -c "import onnxruntime" 2>/dev/null ||
    "$1/venv/bin/pip" install -q --disable-pip-version-check "$ONNX_RUNTIME" numpy
}

# build_pip SPEC DIR GUI [CMAKE ARGS...]: a venv in DIR/venv with PyPI's torch (SPEC: pip or pip==VERSION), and
# Osprey configured and built in DIR against the libtorch inside it. The wheel's libtorch finds the CUDA,
# cuDNN and NCCL libraries of the nvidia-* wheels pip installs with it (its own RPATH); CMake needs a CUDA
# toolkit's nvcc and headers to configure (/usr/local/cuda). GUI: ON or OFF (the workbench needs Qt).
build_pip() {
  local spec=$1 dir=$2 gui=$3 requirement upgrade=()
  shift 3
  case "$spec" in
    pip) requirement=torch upgrade=(--upgrade) ;;  # the newest; a pinned version installed once is kept
    pip==?*) requirement="torch==${spec#pip==}" ;;
    *) die "--torch takes debian, pip or pip==VERSION (such as pip==2.11.0), not '$spec'" ;;
  esac
  install_missing python3-venv
  [ -x "$dir/venv/bin/python" ] || /usr/bin/python3 -m venv "$dir/venv"
  echo "Installing $requirement from PyPI into $dir/venv"
  "$dir/venv/bin/pip" install -q --disable-pip-version-check "${upgrade[@]}" "$requirement"
  local torch_dir
  torch_dir=$("$dir/venv/bin/python" -c \
    'import importlib.util, os; print(os.path.dirname(importlib.util.find_spec("torch").origin))')
  export PATH="$PATH:/usr/local/cuda/bin"  # nvcc: the wheel's CMake files look for a CUDA toolkit
  command -v nvcc >/dev/null || die "a CUDA libtorch needs a CUDA toolkit (nvcc, headers) to build against; none" \
    "is on PATH or in /usr/local/cuda (NVIDIA's cuda-toolkit packages for Debian 12)"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DOSPREY_BUILD_GUI="$gui" \
    "-DCMAKE_PREFIX_PATH=$torch_dir;$torch_dir/share/cmake" "-DTorch_DIR=$torch_dir/share/cmake/Torch" "$@"
  cmake --build "$dir" --parallel "$(nproc)"
}

# build_sanitize [TARGETS...]: the clang tree with ASan + UBSan and the fuzz harnesses (no GUI, no MPI).
build_sanitize() {
  install_missing "${SANITIZE_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
  CC=clang CXX=clang++ cmake -S . -B "$SANITIZE_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DOSPREY_FUZZ=ON \
    -DOSPREY_BUILD_GUI=OFF -DOSPREY_WITH_MPI=OFF
  cmake --build "$SANITIZE_DIR" --parallel "$(nproc)" ${1:+--target "$@"}
}

# run_fuzzers SECONDS HARNESS...: each harness for SECONDS on its seeds plus what earlier runs found (random
# seed OSPREY_FUZZ_SEED, 1 unless set: the same mutations in every CI run, so that a finding repeats); prints
# the executions and fails on the first crash, leak, sanitizer report or timeout (the input is kept in
# $SANITIZE_DIR/fuzz/<harness>-crash-*, to be added to tests/fuzz/corpus/ once fixed).
run_fuzzers() {
  local seconds=$1 status=0 name dict log rc
  shift
  mkdir -p "$SANITIZE_DIR/fuzz"
  for name in "$@"; do
    case "$name" in
      FuzzConfig) dict=yaml ;;
      FuzzCoco | FuzzCheckpointMeta | FuzzSafetensors) dict=json ;;
      FuzzVoc) dict=xml ;;
      *) dict= ;;
    esac
    mkdir -p "$SANITIZE_DIR/fuzz/$name-found"
    log="$SANITIZE_DIR/fuzz/$name.log"
    rc=0
    OPENCV_LOG_LEVEL=SILENT "$SANITIZE_DIR/tests/fuzz/$name" "$SANITIZE_DIR/fuzz/$name-found" \
      "tests/fuzz/corpus/$name" ${dict:+"-dict=tests/fuzz/dict/$dict.dict"} -max_total_time="$seconds" \
      -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 -seed="${OSPREY_FUZZ_SEED:-1}" \
      -artifact_prefix="$SANITIZE_DIR/fuzz/$name-" >"$log" 2>&1 || rc=$?
    printf '%-20s %s executions in %s s%s\n' "$name" \
      "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")" "$seconds" "$([ $rc -eq 0 ] || echo ": FAILED")"
    if [ $rc -ne 0 ]; then
      grep -m 30 -E "ERROR|SUMMARY|deadly|uncaught|Test unit written|#0 |#1 |#2 |#3 " "$log" >&2 || true
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
      build_sanitize
      exec ctest --test-dir "$SANITIZE_DIR" --output-on-failure -L 'unit|cli' "${@:3}"
    fi
    # test [--torch debian|pip==VERSION] [ctest arguments]: the Debian build's whole suite, then the pip build's
    # unit, interop and cli labels (PIP_TEST_TORCH; --torch names one of the two alone).
    which=both pip_spec=$PIP_TEST_TORCH
    if [ "${2:-}" = --torch ]; then
      case "${3:-}" in
        debian) which=debian ;;
        pip | pip==?*) which=pip pip_spec=$3 ;;
        *) die "test --torch takes debian, pip or pip==VERSION (such as $PIP_TEST_TORCH), not '${3:-}'" ;;
      esac
      set -- "$1" "${@:4}"
    fi
    install_missing "${TEST_PACKAGES[@]}"
    build
    status=0
    if [ "$which" != pip ]; then
      onnx_runtime_venv "$BUILD_DIR"
      # Serially: every test trains on all cores, and parallel tests would only fight over them.
      ctest --test-dir "$BUILD_DIR" --output-on-failure "${@:2}" || status=$?
    fi
    if [ "$which" != debian ]; then
      # The same tree against a pip wheel's libtorch 2.x (CUDA, linked for real; run here on the CPU): its
      # unit, interop and cli tests, among them the cross-version test, which resumes checkpoints of the
      # Debian build above and has that build resume its own.
      pip_dir="${BUILD_DIR}-${pip_spec/==/-}"
      build_pip "$pip_spec" "$pip_dir" OFF "-DOSPREY_PEER_CLI=$(realpath "$BUILD_DIR")/app/osprey-cli"
      ctest --test-dir "$pip_dir" --output-on-failure -L 'unit|interop|cli' "${@:2}" || status=$?
    fi
    if [ "$which" = both ]; then
      # The clang tree with AddressSanitizer + UndefinedBehaviorSanitizer: the unit and cli tests, then every
      # fuzz harness for 30 s (issue 18).
      build_sanitize
      ctest --test-dir "$SANITIZE_DIR" --output-on-failure -L 'unit|cli' "${@:2}" || status=$?
      run_fuzzers 30 "${FUZZERS[@]}" || status=$?
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
