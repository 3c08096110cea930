#!/usr/bin/python3
"""Synthetic COCO files for the evaluation and annotation-loading benchmarks (deterministic).

  make_coco_eval_set.py OUT_DIR [--images 5000] [--boxes-per-image 7.3] [--detections-per-image 100]
      OUT_DIR/gt.json          COCO instances: 80 categories, boxes of all sizes, 1% crowd
      OUT_DIR/detections.json  COCO results: per image, jittered copies of its boxes plus random boxes
  make_coco_eval_set.py OUT_DIR --images 118287 --boxes-per-image 7.3 --detections-per-image 0
      a COCO-train-sized annotation file (about 860k boxes) for the loading benchmark
"""
import argparse
import json
import os
import random


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--images", type=int, default=5000)
    p.add_argument("--boxes-per-image", type=float, default=7.3)
    p.add_argument("--detections-per-image", type=int, default=100)
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(0)
    images, annotations, detections = [], [], []
    categories = [{"id": c, "name": f"class{c}", "supercategory": "thing"} for c in range(1, 81)]
    ann_id = 1
    for image_id in range(1, a.images + 1):
        w, h = rng.choice([(640, 480), (480, 640), (640, 427), (500, 375)])
        images.append({"id": image_id, "file_name": f"{image_id:012d}.jpg", "width": w, "height": h})
        n = max(0, int(rng.expovariate(1 / a.boxes_per_image)))
        boxes = []
        for _ in range(n):
            bw = min(w - 1, max(2.0, rng.lognormvariate(3.8, 1.0)))
            bh = min(h - 1, max(2.0, bw * rng.uniform(0.5, 2.0)))
            x, y = rng.uniform(0, w - bw), rng.uniform(0, min(h - bh, h - 1))
            c = rng.randint(1, 80)
            box = [round(x, 2), round(y, 2), round(bw, 2), round(min(bh, h - y), 2)]
            annotations.append({"id": ann_id, "image_id": image_id, "category_id": c, "bbox": box,
                                "area": round(box[2] * box[3] * 0.7, 2), "iscrowd": int(rng.random() < 0.01)})
            ann_id += 1
            boxes.append((box, c))
        for k in range(a.detections_per_image):
            if boxes and k < 3 * len(boxes):
                (x, y, bw, bh), c = boxes[k % len(boxes)]
                j = 0.15 * (k // len(boxes) + 1)
                det = [x + rng.uniform(-j, j) * bw, y + rng.uniform(-j, j) * bh,
                       bw * rng.uniform(1 - j, 1 + j), bh * rng.uniform(1 - j, 1 + j)]
                c = c if rng.random() < 0.8 else rng.randint(1, 80)
            else:
                bw, bh = rng.uniform(4, w / 2), rng.uniform(4, h / 2)
                det = [rng.uniform(0, w - bw), rng.uniform(0, h - bh), bw, bh]
                c = rng.randint(1, 80)
            detections.append({"image_id": image_id, "category_id": c, "bbox": [round(v, 2) for v in det],
                               "score": round(rng.random(), 4)})
    with open(os.path.join(a.out, "gt.json"), "w") as f:
        json.dump({"images": images, "annotations": annotations, "categories": categories}, f)
    if a.detections_per_image:
        with open(os.path.join(a.out, "detections.json"), "w") as f:
            json.dump(detections, f)
    print(f"{len(images)} images, {len(annotations)} boxes, {len(detections)} detections in {a.out}")


if __name__ == "__main__":
    main()
