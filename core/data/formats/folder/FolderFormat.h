#pragma once

namespace osprey {

struct DatasetFormat;

// Class-per-folder images (ImageFolder): <root>/<split>/<class>/ or <root>/<class>/ with data.val_fraction
// held out; `data convert` writes it.
inline constexpr char kFolderFormat[] = "folder";
DatasetFormat folderFormat();

}  // namespace osprey
