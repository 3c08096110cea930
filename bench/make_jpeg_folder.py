#!/usr/bin/python3
"""Writes a class-per-folder set of 500x375 JPEGs (photo-like: gradients, shapes and noise) for the
input-pipeline benchmark: make_jpeg_folder.py OUT [--classes 4] [--per-class 100]."""
import argparse
import os

import numpy as np
from PIL import Image, ImageDraw


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--classes", type=int, default=4)
    parser.add_argument("--per-class", type=int, default=100)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    for c in range(args.classes):
        folder = os.path.join(args.out, f"class{c}")
        os.makedirs(folder, exist_ok=True)
        for i in range(args.per_class):
            y, x = np.mgrid[0:375, 0:500]
            base = np.stack([(x * (c + 1)) % 256, (y * 2 + i) % 256, (x + y) % 256], axis=-1).astype(np.float32)
            base += rng.normal(0, 25, base.shape)
            image = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8))
            draw = ImageDraw.Draw(image)
            for _ in range(6):
                x0, y0 = rng.integers(0, 400), rng.integers(0, 300)
                draw.ellipse([x0, y0, x0 + rng.integers(20, 100), y0 + rng.integers(20, 80)],
                             fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
            image.save(os.path.join(folder, f"{i:04d}.jpg"), quality=90)


if __name__ == "__main__":
    main()
