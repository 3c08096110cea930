#!/usr/bin/python3
"""Writes the `data check` benchmark's dataset: a class-per-folder set of distinct photo-like JPEGs
(gradients, noise, ellipses; 640x480, quality 90) split into OUT/train/classN and OUT/val/classN.

    make_data_check_set.py OUT [--images 100000] [--classes 10] [--val-share 0.1] [--jobs 2]

Every picture differs (its own gradient, noise offset and shapes), so the duplicate search compares
100,000 distinct hashes, as on a real dataset without copies. Needs Debian's python3-numpy and python3-pil."""
import argparse
import os
from multiprocessing import Pool

import numpy as np
from PIL import Image, ImageDraw

WIDTH, HEIGHT = 640, 480


def write_range(job):
    out, first, count, classes, val_every = job
    rng = np.random.default_rng(first)
    y, x = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.float32)
    noise = rng.normal(0, 20, (HEIGHT * 2, WIDTH * 2, 3)).astype(np.float32)
    for index in range(first, first + count):
        split = "val" if index % val_every == 0 else "train"
        folder = os.path.join(out, split, f"class{(index // val_every) % classes}")
        os.makedirs(folder, exist_ok=True)
        a, b, c = rng.uniform(0.05, 0.6, 3)
        base = np.stack([(x * a + index) % 256, (y * b + 3 * index) % 256, (x + y) * c % 256], axis=-1)
        oy, ox = rng.integers(0, HEIGHT), rng.integers(0, WIDTH)
        base += noise[oy:oy + HEIGHT, ox:ox + WIDTH]
        image = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8))
        draw = ImageDraw.Draw(image)
        for _ in range(6):
            x0, y0 = rng.integers(0, WIDTH - 100), rng.integers(0, HEIGHT - 80)
            draw.ellipse([x0, y0, x0 + rng.integers(20, 160), y0 + rng.integers(20, 120)],
                         fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
        image.save(os.path.join(folder, f"{index:06d}.jpg"), quality=90)
    return count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--images", type=int, default=100000)
    parser.add_argument("--classes", type=int, default=10)
    parser.add_argument("--val-share", type=float, default=0.1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    chunk = 1000
    jobs = [(args.out, first, min(chunk, args.images - first), args.classes, round(1 / args.val_share))
            for first in range(0, args.images, chunk)]
    done = 0
    with Pool(args.jobs) as pool:
        for count in pool.imap_unordered(write_range, jobs):
            done += count
            print(f"{done} of {args.images}", flush=True)


if __name__ == "__main__":
    main()
