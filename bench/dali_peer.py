#!/usr/bin/env python3
"""NVIDIA DALI's CPU pipeline as the speed peer of `osprey-cli bench data` (same JSON keys):

  dali_peer.py --data DIR --batch-size 32 --image-size 224 --workers 2 --steps 30 --warmup 3

The same work as Osprey's loader: read the files of a class-per-folder set in a shuffled order, decode only the
random-resized crop's region (fn.decoders.image_random_crop, torchvision's scale 0.08-1 and ratio 3/4-4/3),
resize it to SIZE x SIZE, flip half of them, and hand out uint8 NHWC batches (both leave normalisation to the
training device). `device_id=None`: a CPU-only pipeline with WORKERS threads. DALI's reader runs on across an
epoch's end (no short-epoch option is needed: it has no pause there). Needs PyPI's nvidia-dali-cuda130
(in a venv; see docs/benchmarks.md); no GPU is used.
"""
import argparse
import json
import statistics
import time

from nvidia.dali import fn, pipeline_def, types


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--image-size", type=int, default=224)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()

    @pipeline_def(batch_size=args.batch_size, num_threads=args.workers, device_id=None, seed=1,
                  prefetch_queue_depth=2)
    def pipeline():
        jpegs, labels = fn.readers.file(file_root=args.data, random_shuffle=True, name="reader",
                                        pad_last_batch=False)
        images = fn.decoders.image_random_crop(jpegs, device="cpu", output_type=types.RGB,
                                               random_area=[0.08, 1.0], random_aspect_ratio=[0.75, 4.0 / 3.0])
        images = fn.resize(images, resize_x=args.image_size, resize_y=args.image_size)
        images = fn.crop_mirror_normalize(images, dtype=types.UINT8, output_layout="HWC",
                                          mirror=fn.random.coin_flip(probability=0.5))
        return images, labels

    pipe = pipeline()
    pipe.build()
    seconds = []
    last = time.perf_counter()
    for step in range(args.warmup + args.steps):
        images, _ = pipe.run()
        images.as_tensor()
        now = time.perf_counter()
        if step >= args.warmup:
            seconds.append(now - last)
        last = now
    total = sum(seconds)
    print(json.dumps({"mode": "data", "model": "dali-cpu", "device": "cpu", "workers": args.workers,
                      "batch_size": args.batch_size, "image_size": args.image_size, "steps": len(seconds),
                      "img_per_s": args.batch_size * len(seconds) / total,
                      "ms_per_step_mean": 1000 * total / len(seconds),
                      "ms_per_step_median": 1000 * statistics.median(seconds), "data_wait_pct": 100.0}))


if __name__ == "__main__":
    main()
