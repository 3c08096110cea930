# OSPREY_STATIC_DEPS (the portable bundle, packaging/bundle/): osprey-cli needs no shared library but libtorch's,
# glibc's and libstdc++'s, so that it runs on any x86-64 Linux that has the same pip torch. Each imported
# library named here is linked from the static archive that its Debian -dev package installs beside the shared
# one (libyaml-cpp.a beside libyaml-cpp.so.0.7.0). OpenCV and simdjson, which Debian ships shared only, come
# static from packaging/bundle/build_deps.sh through OpenCV_DIR and simdjson_DIR.
function(osprey_link_statically)
  foreach(target IN LISTS ARGN)
    set(swapped FALSE)
    foreach(suffix "" _NONE _NOCONFIG _RELEASE)
      get_target_property(location ${target} IMPORTED_LOCATION${suffix})
      if(NOT location)
        continue()
      endif()
      string(REGEX REPLACE "\\.so(\\.[0-9]+)*$" ".a" archive "${location}")
      if(NOT EXISTS "${archive}")
        message(FATAL_ERROR "OSPREY_STATIC_DEPS: ${target} has no static library beside ${location} "
                            "(expected ${archive})")
      endif()
      set_target_properties(${target} PROPERTIES IMPORTED_LOCATION${suffix} "${archive}")
      set(swapped TRUE)
    endforeach()
    if(NOT swapped)
      message(FATAL_ERROR "OSPREY_STATIC_DEPS: ${target} names no library file to link statically")
    endif()
  endforeach()
endfunction()

osprey_link_statically(yaml-cpp SQLite::SQLite3 JPEG::JPEG pugixml::shared)
# Debian's shared OpenCV would bring GDAL, GDCM and 178 MB of other libraries with it.
if(NOT OpenCV_FOUND OR OpenCV_SHARED)
  message(FATAL_ERROR "OSPREY_STATIC_DEPS needs a static OpenCV through OpenCV_DIR "
                      "(packaging/bundle/build_deps.sh builds one); found: ${OpenCV_DIR}")
endif()
get_target_property(OSPREY_SIMDJSON_TYPE simdjson::simdjson TYPE)
if(NOT OSPREY_SIMDJSON_TYPE STREQUAL STATIC_LIBRARY)
  message(FATAL_ERROR "OSPREY_STATIC_DEPS needs a static simdjson through simdjson_DIR "
                      "(packaging/bundle/build_deps.sh builds one); found: ${simdjson_DIR}")
endif()
# Libraries that libtorch's CMake files name but osprey-cli does not call (the CUDA toolkit's, found in
# /usr/local/cuda at build time) are dropped, so that nothing outside the torch wheel is needed at run time.
add_link_options(LINKER:--as-needed)
