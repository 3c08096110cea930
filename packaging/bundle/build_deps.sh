#!/usr/bin/env bash
# build_deps.sh CACHE_DIR: the libraries the portable bundle links statically that Debian ships only as shared
# libraries (or shared with heavy dependencies), built once from Debian's own source packages into
# CACHE_DIR/prefix and reused until this script changes:
#   - OpenCV 4.6 (core, imgproc, imgcodecs with JPEG and PNG only). Debian's libopencv-imgcodecs406 pulls GDAL,
#     GDCM, OpenEXR, TIFF, WebP ... (178 MB of libraries); the bundle needs none of them.
#   - simdjson 3.0.1: libsimdjson-dev has no static library.
# libjpeg-turbo, libpng and zlib come from Debian's own static libraries (libjpeg62-turbo-dev, libpng-dev,
# zlib1g-dev). The sources come through apt with a private deb-src list, so the system's apt configuration is
# left as it is. Exit 2 on bad usage, 1 when a download or a build fails.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 CACHE_DIR" >&2; exit 2; }
cache=$(mkdir -p "$1" && cd "$1" && pwd)
prefix=$cache/prefix
# The prefix is rebuilt whenever this script changes (its options are the cache key).
stamp=$prefix/.stamp-$(sha256sum "$0" | cut -c1-16)
if [ -e "$stamp" ]; then
  echo "Bundle dependencies: reusing $prefix"
  exit 0
fi

fetch_sources() {
  local apt=$cache/apt
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$cache/src"
  local codename
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:?}")
  printf 'deb-src http://deb.debian.org/debian %s main\ndeb-src http://deb.debian.org/debian-security %s-security main\n' \
    "$codename" "$codename" >"$apt/sources.list"
  local opts=(-q -o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o Debug::NoLocking=1)
  apt-get "${opts[@]}" update >/dev/null
  # --download-only, then dpkg-source: the Debian patches are applied, nothing is built by apt.
  (cd "$cache/src" && apt-get "${opts[@]}" source --download-only opencv simdjson >/dev/null)
}

unpack() {  # unpack NAME: the newest NAME_*.dsc in src/, unpacked to src/NAME with Debian's patches
  local dsc
  dsc=$(ls "$cache/src/$1"_*.dsc 2>/dev/null | sort -V | tail -1)
  [ -n "$dsc" ] || { echo "build_deps.sh: no $1 source package in $cache/src" >&2; exit 1; }
  [ -d "$cache/src/$1" ] || dpkg-source -q -x "$dsc" "$cache/src/$1" >/dev/null 2>&1
}

ls "$cache"/src/opencv_*.dsc "$cache"/src/simdjson_*.dsc >/dev/null 2>&1 || fetch_sources
unpack opencv
unpack simdjson
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
lib=/usr/lib/x86_64-linux-gnu
common=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF
  -DCMAKE_POSITION_INDEPENDENT_CODE=ON "${launcher[@]}")

echo "Building simdjson (static) from Debian's source into $prefix"
cmake -S "$cache/src/simdjson" -B "$cache/build/simdjson" "${common[@]}" -DSIMDJSON_DEVELOPER_MODE=OFF >/dev/null
cmake --build "$cache/build/simdjson" --target install --parallel "$(nproc)" >/dev/null

echo "Building OpenCV core, imgproc, imgcodecs (static, JPEG and PNG) from Debian's source into $prefix"
# Baseline SSE2 as Debian's amd64 build (any x86-64), with OpenCV's usual runtime dispatch up to AVX-512.
# Every optional backend off: what is left needs only glibc, libstdc++ and the three static codecs below.
off=()
for w in IPP ITT OPENCL OPENCL_SVM OPENCLAMDFFT OPENCLAMDBLAS VA VA_INTEL LAPACK EIGEN TIFF WEBP OPENJPEG JASPER \
  OPENEXR GDAL GDCM IMGCODEC_HDR IMGCODEC_SUNRASTER IMGCODEC_PXM IMGCODEC_PFM PROTOBUF QUIRC ADE GTK QT FFMPEG \
  GSTREAMER V4L 1394 GPHOTO2 CUDA TBB OPENMP VTK OPENGL CAROTENE AVIF; do
  off+=("-DWITH_$w=OFF")
done
cmake -S "$cache/src/opencv" -B "$cache/build/opencv" "${common[@]}" "${off[@]}" \
  -DBUILD_LIST=core,imgproc,imgcodecs -DBUILD_TESTS=OFF -DBUILD_PERF_TESTS=OFF -DBUILD_EXAMPLES=OFF \
  -DBUILD_DOCS=OFF -DBUILD_JAVA=OFF -DBUILD_opencv_apps=OFF -DBUILD_opencv_python3=OFF -DOPENCV_PYTHON_SKIP_DETECTION=ON \
  -DBUILD_ZLIB=OFF -DBUILD_PNG=OFF -DBUILD_JPEG=OFF -DOPENCV_DOWNLOAD_TRIES_LIST= -DBUILD_INFO_SKIP_TIMESTAMP=ON \
  -DCPU_BASELINE=SSE2 -DCPU_BASELINE_DISABLE=SSE3 -DOPENCV_GENERATE_PKGCONFIG=OFF \
  -DWITH_JPEG=ON -DWITH_PNG=ON \
  -DJPEG_LIBRARY="$lib/libjpeg.a" -DJPEG_LIBRARY_RELEASE="$lib/libjpeg.a" \
  -DPNG_LIBRARY="$lib/libpng16.a" -DPNG_LIBRARY_RELEASE="$lib/libpng16.a" \
  -DZLIB_LIBRARY="$lib/libz.a" -DZLIB_LIBRARY_RELEASE="$lib/libz.a" >"$cache/build/opencv-configure.log"
cmake --build "$cache/build/opencv" --target install --parallel "$(nproc)" >"$cache/build/opencv-build.log"
rm -f "$prefix"/.stamp-*
touch "$stamp"
echo "Bundle dependencies built in $prefix"
