#pragma once

namespace osprey {

// One labelled box in the image's own pixels.
struct BoxLabel {
    float x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    int classId = 0;     // 0 .. classes - 1
    bool crowd = false;  // a COCO crowd region: not an object to learn, ignored as COCO evaluation does
};

// The IoU of two boxes (0 when they do not overlap).
double boxOverlap(const BoxLabel& a, const BoxLabel& b);

}  // namespace osprey
