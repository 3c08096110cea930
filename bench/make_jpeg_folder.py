#!/usr/bin/python3
"""Writes a class-per-folder set of 500x375 JPEGs for the input-pipeline benchmark:
make_jpeg_folder.py OUT [--classes 4] [--per-class 100] [--photos DIR].
Photo-like pictures (gradients, shapes and noise) by default; with --photos, real photographs: random crops
(a quarter to all of each side), scaled to 500x375, of the JPEGs in DIR (Debian's opencv-doc ships 59 in
/usr/share/doc/opencv-doc/examples/data), saved at quality 90."""
import argparse
import glob
import os

import numpy as np
from PIL import Image, ImageDraw


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--classes", type=int, default=4)
    parser.add_argument("--per-class", type=int, default=100)
    parser.add_argument("--photos", default="", help="a folder of photographs (JPEG) to cut the pictures from")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    if args.photos:
        write_photo_crops(args, rng)
        return
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


def write_photo_crops(args, rng):
    photos = [Image.open(p).convert("RGB") for p in sorted(glob.glob(os.path.join(args.photos, "*.jpg")))]
    photos = [p for p in photos if min(p.size) >= 200]
    if not photos:
        raise SystemExit(f"make_jpeg_folder.py: no JPEG of at least 200x200 in '{args.photos}'")
    for c in range(args.classes):
        folder = os.path.join(args.out, f"class{c}")
        os.makedirs(folder, exist_ok=True)
        for i in range(args.per_class):
            photo = photos[int(rng.integers(0, len(photos)))]
            w, h = photo.size
            cw, ch = int(w * rng.uniform(0.25, 1.0)), int(h * rng.uniform(0.25, 1.0))
            x0, y0 = int(rng.integers(0, w - cw + 1)), int(rng.integers(0, h - ch + 1))
            picture = photo.crop((x0, y0, x0 + cw, y0 + ch)).resize((500, 375), Image.BICUBIC)
            if rng.random() < 0.5:
                picture = picture.transpose(Image.FLIP_LEFT_RIGHT)
            picture.save(os.path.join(folder, f"{i:04d}.jpg"), quality=90)


if __name__ == "__main__":
    main()
