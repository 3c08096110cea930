#include "data/formats/BoxLabel.h"

#include <algorithm>

namespace osprey {

double boxOverlap(const BoxLabel& a, const BoxLabel& b) {
    const double w = std::min(a.x2, b.x2) - std::max(a.x1, b.x1),
                 h = std::min(a.y2, b.y2) - std::max(a.y1, b.y1);
    if (w <= 0 || h <= 0)
        return 0;
    const double inter = w * h;
    return inter / (static_cast<double>(a.x2 - a.x1) * (a.y2 - a.y1) +
                    static_cast<double>(b.x2 - b.x1) * (b.y2 - b.y1) - inter);
}

}  // namespace osprey
