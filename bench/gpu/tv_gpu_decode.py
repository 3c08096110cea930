#!/usr/bin/env python3
"""torchvision's GPU JPEG decoding, the peer of Osprey's `bench data --decode gpu` (bench/gpu/validate.py, step
gpu_decode): per batch, the files of a class-per-folder set read as bytes, decoded together on the GPU with
`torchvision.io.decode_jpeg(list, device="cuda")` (nvJPEG's batched decoder), then per picture transforms v2
RandomResizedCrop (antialiased) and RandomHorizontalFlip on the GPU, stacked, converted to float and normalised
with ImageNet's mean and std; synchronised per batch, as Osprey's side is. Prints one JSON object (img/s).

usage: tv_gpu_decode.py --data DIR [--batch-size 256] [--image-size 224] [--steps 30] [--warmup 5]
"""
import argparse
import json
import os
import time

import torch
import torchvision
from torchvision.io import decode_jpeg, read_file
from torchvision.transforms import v2


def files_of(root):
    out = []
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if os.path.isdir(path):
            out += [os.path.join(path, f) for f in sorted(os.listdir(path)) if f.lower().endswith((".jpg", ".jpeg"))]
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--image-size", type=int, default=224)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=5)
    args = parser.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("tv_gpu_decode.py: torchvision decodes JPEGs on the GPU only with a CUDA device")
    device = torch.device("cuda")
    files = files_of(args.data)
    if len(files) < args.batch_size:
        raise SystemExit(f"tv_gpu_decode.py: {args.data} holds {len(files)} JPEGs, fewer than one batch")
    crop = v2.Compose([v2.RandomResizedCrop(args.image_size, antialias=True), v2.RandomHorizontalFlip()])
    mean = torch.tensor([0.485, 0.456, 0.406], device=device).view(1, 3, 1, 1) * 255
    std = torch.tensor([0.229, 0.224, 0.225], device=device).view(1, 3, 1, 1) * 255
    generator = torch.Generator().manual_seed(0)
    order = torch.randperm(len(files), generator=generator).tolist()
    batches_per_epoch = len(files) // args.batch_size

    def batch(k):
        start = (k % batches_per_epoch) * args.batch_size
        data = [read_file(files[i]) for i in order[start:start + args.batch_size]]
        pictures = decode_jpeg(data, device=device, mode=torchvision.io.ImageReadMode.RGB)
        images = torch.stack([crop(p) for p in pictures]).float()
        return (images - mean) / std

    seconds = []
    for step in range(args.warmup + args.steps):
        start = time.perf_counter()
        batch(step)
        torch.cuda.synchronize()
        if step >= args.warmup:
            seconds.append(time.perf_counter() - start)
    total = sum(seconds)
    print(json.dumps({"mode": "torchvision-gpu-decode", "device": torch.cuda.get_device_name(0),
                      "torch": torch.__version__, "torchvision": torchvision.__version__,
                      "batch_size": args.batch_size, "image_size": args.image_size, "steps": args.steps,
                      "img_per_s": args.batch_size * args.steps / total,
                      "ms_per_step_mean": 1000 * total / args.steps}, indent=2))


if __name__ == "__main__":
    main()
