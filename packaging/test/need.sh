#!/usr/bin/env bash
# need.sh PACKAGE:PROGRAM COMMAND [ARGS...]: runs COMMAND when PROGRAM is installed, else fails naming the Debian
# package that has it (./osprey.sh test installs the test packages).
set -euo pipefail
package=${1%%:*} program=${1#*:}
shift
command -v "$program" >/dev/null || {
  echo "FAIL: this test needs $program: apt-get install $package (./osprey.sh test installs it)" >&2
  exit 1
}
exec "$@"
