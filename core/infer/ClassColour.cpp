#include "infer/ClassColour.h"

#include <cmath>

namespace osprey {

Rgb classColour(int64_t classId) {
    // Hue steps of 94 degrees visit the circle without repeating a neighbour's hue for many classes.
    const double hue = static_cast<double>((classId < 0 ? -classId : classId) * 94 % 360);
    const double s = 220.0 / 255.0, v = 200.0 / 255.0;
    const double c = v * s;
    const double x = c * (1.0 - std::fabs(std::fmod(hue / 60.0, 2.0) - 1.0));
    const double m = v - c;
    double r = 0, g = 0, b = 0;
    switch (static_cast<int>(hue / 60.0)) {
        case 0:
            r = c, g = x;
            break;
        case 1:
            r = x, g = c;
            break;
        case 2:
            g = c, b = x;
            break;
        case 3:
            g = x, b = c;
            break;
        case 4:
            r = x, b = c;
            break;
        default:
            r = c, b = x;
            break;
    }
    auto byte = [m](double value) { return static_cast<uint8_t>(std::lround((value + m) * 255.0)); };
    return {byte(r), byte(g), byte(b)};
}

}  // namespace osprey
