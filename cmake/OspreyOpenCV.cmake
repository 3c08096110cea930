# OpenCV: only core, imgproc and imgcodecs are needed. Debian's full libopencv-dev ships CMake files, but the
# three small -dev packages (and a private prefix on a GPU node) do not, so fall back to finding them by hand.
# Defines the target osprey::opencv.
find_package(OpenCV QUIET COMPONENTS core imgproc imgcodecs)
add_library(osprey_opencv INTERFACE)
add_library(osprey::opencv ALIAS osprey_opencv)
if(OpenCV_FOUND)
  target_include_directories(osprey_opencv SYSTEM INTERFACE ${OpenCV_INCLUDE_DIRS})
  target_link_libraries(osprey_opencv INTERFACE ${OpenCV_LIBS})
else()
  find_path(OSPREY_OPENCV_INCLUDE_DIR opencv2/core.hpp PATH_SUFFIXES opencv4 REQUIRED)
  foreach(module core imgproc imgcodecs)
    find_library(OSPREY_OPENCV_${module} opencv_${module} REQUIRED)
    target_link_libraries(osprey_opencv INTERFACE ${OSPREY_OPENCV_${module}})
  endforeach()
  target_include_directories(osprey_opencv SYSTEM INTERFACE ${OSPREY_OPENCV_INCLUDE_DIR})
endif()
