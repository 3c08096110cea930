#!/usr/bin/python3
"""The PyTorch peer of `osprey-cli bench`: the same measurements with torchvision, for side-by-side ratios.

  torch_peer.py train --model resnet18 --batch-size 32 --image-size 64 --steps 20 --warmup 3
  torch_peer.py data --data DIR --batch-size 32 --image-size 224 --workers 2 --steps 30 --warmup 3

Prints one JSON object with the same keys as `osprey-cli bench ... --json`.
"""
import argparse
import json
import os
import statistics
import time

import torch
import torchvision
from torchvision import datasets, transforms


def bench_train(args):
    torch.manual_seed(0)
    model = getattr(torchvision.models, args.model)(num_classes=1000)
    model.train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    images = torch.randn(args.batch_size, 3, args.image_size, args.image_size)
    labels = torch.randint(0, 1000, (args.batch_size,))
    loss_fn = torch.nn.CrossEntropyLoss()
    seconds = []
    for step in range(args.warmup + args.steps):
        start = time.perf_counter()
        optimizer.zero_grad()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=args.precision == "bf16"):
            logits = model(images)
        loss = loss_fn(logits.float(), labels)
        loss.backward()
        optimizer.step()
        loss.item()
        if step >= args.warmup:
            seconds.append(time.perf_counter() - start)
    total = sum(seconds)
    return {"mode": "train", "model": args.model, "precision": args.precision, "device": "cpu", "threads": torch.get_num_threads(),
            "workers": 0, "batch_size": args.batch_size, "image_size": args.image_size, "steps": len(seconds),
            "img_per_s": args.batch_size * len(seconds) / total, "ms_per_step_mean": 1000 * total / len(seconds),
            "ms_per_step_median": 1000 * statistics.median(seconds), "data_wait_pct": 0.0}


def bench_data(args):
    transform = transforms.Compose([
        transforms.RandomResizedCrop(args.image_size),
        transforms.RandomHorizontalFlip(),
        transforms.ToTensor(),
        transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
    ])
    dataset = datasets.ImageFolder(args.data, transform)
    loader = torch.utils.data.DataLoader(dataset, batch_size=args.batch_size, shuffle=True,
                                         num_workers=args.workers, drop_last=True,
                                         persistent_workers=args.workers > 0)
    seconds, images = [], 0
    step = 0
    last = time.perf_counter()
    while step < args.warmup + args.steps:
        for batch, _ in loader:
            now = time.perf_counter()
            if step >= args.warmup:
                seconds.append(now - last)
                images += batch.shape[0]
            last = now
            step += 1
            if step >= args.warmup + args.steps:
                break
    total = sum(seconds)
    return {"mode": "data", "model": "", "device": "cpu", "threads": torch.get_num_threads(),
            "workers": args.workers, "batch_size": args.batch_size, "image_size": args.image_size,
            "steps": len(seconds), "img_per_s": images / total, "ms_per_step_mean": 1000 * total / len(seconds),
            "ms_per_step_median": 1000 * statistics.median(seconds), "data_wait_pct": 100.0}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["train", "data"])
    parser.add_argument("--model", default="resnet18")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--image-size", type=int, default=224)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--data", default="")
    parser.add_argument("--precision", choices=["fp32", "bf16"], default="fp32")
    args = parser.parse_args()
    torch.set_num_threads(args.threads or os.cpu_count())
    result = bench_train(args) if args.mode == "train" else bench_data(args)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
