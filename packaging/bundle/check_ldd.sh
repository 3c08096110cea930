#!/usr/bin/env bash
# check_ldd.sh BINARY TORCH_DIR: fails (exit 1) when BINARY, with TORCH_DIR/lib (and the CUDA runtime's folder of
# the nvidia-* wheels) on the library path as the bundle's launcher sets it, needs a library that is neither
# glibc's, libstdc++/libgcc_s, nor one inside the torch wheel (TORCH_DIR) or the nvidia-* wheels beside it, nor
# one the bundle carries itself in its lib/ (CARRIED below: libnvjpeg, for GPU decoding); or one that is not
# found. This is what makes the bundle portable: any such library would have to be installed on the GPU
# machine. Prints ldd's list either way.
set -euo pipefail
[ $# -eq 2 ] && [ -x "$1" ] && [ -d "$2/lib" ] || {
  echo "usage: $0 BINARY TORCH_DIR (the torch package folder, with lib/)" >&2
  exit 2
}
binary=$1
torch=$(cd "$2" && pwd)
site=$(dirname "$torch")
carried_dir=$(cd "$(dirname "$binary")/.." && pwd)/lib
CARRIED=(libnvjpeg.so.13 libnvjpeg.so.12)
# The library path the launcher (packaging/bundle/osprey-cli) sets: torch's lib/ and the CUDA runtime's folder.
library_path="$torch/lib"
for lib in "$site"/nvidia/*/lib; do
  if compgen -G "$lib/libcudart.so.*" >/dev/null; then
    library_path+=":$lib"
  fi
done
list=$(LD_LIBRARY_PATH="$library_path" ldd "$binary")
echo "$list"
bad=()
while read -r name _ path _; do
  case "$name" in
    linux-vdso.so.* | /lib64/ld-linux-x86-64.so.2 | ld-linux-x86-64.so.2) continue ;;
    libc.so.6 | libm.so.6 | libpthread.so.0 | libdl.so.2 | librt.so.1 | libutil.so.1) continue ;;  # glibc
    libstdc++.so.6 | libgcc_s.so.1) continue ;;
  esac
  # ldd names it through the program's RUNPATH ($ORIGIN/../lib): compared as a plain path.
  if [ "$(realpath -m "$path")" = "$carried_dir/$name" ] && [[ " ${CARRIED[*]} " == *" $name "* ]]; then
    continue
  fi
  case "$path" in
    "$torch"/* | "$site"/nvidia/*) ;;
    *) bad+=("$name => ${path/#not/not found}") ;;
  esac
done <<<"$list"
if [ ${#bad[@]} -gt 0 ]; then
  printf 'check_ldd.sh: %s needs a library from outside glibc, libstdc++ and the torch wheels:\n' "$binary" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "check_ldd.sh: $binary needs only glibc, libstdc++/libgcc_s and libraries of the torch wheels in $site"
