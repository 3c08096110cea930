#pragma once

namespace osprey {

struct DatasetFormat;

// Pascal VOC XML: Annotations/, JPEGImages/ and the image lists ImageSets/Main/<split>.txt.
inline constexpr char kVocFormat[] = "voc";
DatasetFormat vocFormat();

}  // namespace osprey
