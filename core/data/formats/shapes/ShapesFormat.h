#pragma once

namespace osprey {

struct DatasetFormat;

// The built-in shapes detection demo, drawn on the fly (data.shapes_train, data.shapes_val pictures).
inline constexpr char kShapesFormat[] = "shapes";
DatasetFormat shapesFormat();

}  // namespace osprey
