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

# OpenCV's dnn module (libopencv-dnn-dev): runs exported ONNX models without libtorch (predict --onnx,
# osprey-infer). Optional, so that a build against a minimal OpenCV (the portable bundle's) still configures;
# defines osprey::opencv_dnn and OSPREY_HAVE_OPENCV_DNN when found.
add_library(osprey_opencv_dnn INTERFACE)
add_library(osprey::opencv_dnn ALIAS osprey_opencv_dnn)
if(OpenCV_FOUND)
  find_package(OpenCV QUIET COMPONENTS dnn)
  if(OpenCV_FOUND AND TARGET opencv_dnn)
    set(OSPREY_OPENCV_dnn opencv_dnn)
  endif()
  find_package(OpenCV QUIET COMPONENTS core imgproc imgcodecs)  # leave OpenCV_LIBS as it was
else()
  find_library(OSPREY_OPENCV_dnn opencv_dnn)
endif()
if(OSPREY_OPENCV_dnn)
  set(OSPREY_HAVE_OPENCV_DNN TRUE)
  target_link_libraries(osprey_opencv_dnn INTERFACE ${OSPREY_OPENCV_dnn} osprey::opencv)
  target_compile_definitions(osprey_opencv_dnn INTERFACE OSPREY_HAVE_OPENCV_DNN=1)
else()
  set(OSPREY_HAVE_OPENCV_DNN FALSE)
endif()
message(STATUS "OpenCV dnn (ONNX inference without libtorch): ${OSPREY_HAVE_OPENCV_DNN}")
