#pragma once

#include <string>
#include <vector>

namespace osprey {

// The 1,000 ImageNet-1k class names in the index order torchvision's weights use.
const std::vector<std::string>& imageNetClassNames();

}  // namespace osprey
