#!/usr/bin/env bash
# Osprey developer entry point on Debian 12.
#   ./osprey.sh demo   install what is missing, build (Release), open the workbench on the digits demo (with no
#                      display: say so and train the demo headless with osprey-cli)
#   ./osprey.sh test   install what is missing, build (Release), run the whole test suite
#   ./osprey.sh build  install what is missing and build
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config
  libtorch-dev
  libopencv-core-dev libopencv-imgproc-dev libopencv-imgcodecs-dev opencv-doc
  libjpeg62-turbo-dev libsqlite3-dev libyaml-cpp-dev nlohmann-json3-dev libcli11-dev libsimdjson-dev libpugixml-dev
  qt6-base-dev qt6-tools-dev qt6-l10n-tools libqcustomplot-dev fonts-wqy-microhei
  libopenmpi-dev openmpi-bin libgloo-dev
)
# fonts-wqy-microhei (with the Qt packages above): Chinese glyphs for the workbench's 简体中文 translation.
# libgloo-dev: the headers of the Gloo library libtorch already links, for dist.backend=gloo.
# Only the tests need these: torchvision makes the weight-interop fixtures (tests/fixtures/).
TEST_PACKAGES=(python3-torchvision)
BUILD_DIR=${OSPREY_BUILD_DIR:-build}

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
    install_missing "${TEST_PACKAGES[@]}"
    build
    # Serially: every test trains on all cores, and parallel tests would only fight over them.
    ctest --test-dir "$BUILD_DIR" --output-on-failure "${@:2}"
    ;;
  build)
    install_missing
    build
    ;;
  *)
    echo "usage: $0 demo|test|build" >&2
    exit 2
    ;;
esac
