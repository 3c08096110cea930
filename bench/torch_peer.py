#!/usr/bin/python3
"""The PyTorch peer of `osprey-cli bench`: the same measurements with torchvision, for side-by-side ratios.

  torch_peer.py train --model resnet18 --batch-size 32 --image-size 64 --steps 20 --warmup 3
  torch_peer.py data --data DIR --batch-size 32 --image-size 224 --workers 2 --steps 30 --warmup 3
  torch_peer.py train --model retinanet_resnet50_fpn --batch-size 2 --image-size 512 --steps 5 --warmup 1
  torch_peer.py infer --model retinanet_resnet50_fpn --batch-sizes 1,4 --image-size 512 --steps 10 --warmup 2

Detectors are torchvision's with no weights and their transform pinned to the input size (min_size = max_size =
image size), so that they see the same image Osprey does; their training targets are the three fixed boxes
per image that `osprey-cli bench train` uses.

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


def make_model(args):
    if args.model.startswith("retinanet"):
        return torchvision.models.detection.retinanet_resnet50_fpn(
            weights=None, weights_backbone=None, num_classes=91, min_size=args.image_size,
            max_size=args.image_size)
    return getattr(torchvision.models, args.model)(num_classes=1000)


def detection_targets(args):
    s = args.image_size
    boxes = torch.tensor([[0.10, 0.10, 0.40, 0.50], [0.50, 0.20, 0.90, 0.60], [0.20, 0.55, 0.60, 0.95]]) * s
    return [{"boxes": boxes.clone(), "labels": torch.tensor([1, 2, 3])} for _ in range(args.batch_size)]


def bench_train(args):
    torch.manual_seed(0)
    model = make_model(args)
    detection = args.model.startswith("retinanet")
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
            if detection:
                losses = model(list(images), detection_targets(args))
            else:
                logits = model(images)
        loss = sum(losses.values()).float() if detection else loss_fn(logits.float(), labels)
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


def percentile(values, p):
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100.0
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def bench_infer(args):
    torch.manual_seed(0)
    model = make_model(args)
    model.eval()
    detection = args.model.startswith("retinanet")
    rows = []
    with torch.no_grad():
        for batch in [int(b) for b in args.batch_sizes.split(",")]:
            images = torch.randn(batch, 3, args.image_size, args.image_size)
            seconds = []
            for step in range(args.warmup + args.steps):
                start = time.perf_counter()
                out = model(list(images)) if detection else model(images)
                if not detection:
                    out.sum().item()
                if step >= args.warmup:
                    seconds.append(time.perf_counter() - start)
            ms = [1000 * x for x in seconds]
            mean = sum(ms) / len(ms)
            rows.append({"batch_size": batch, "mean_ms": mean, "p50_ms": percentile(ms, 50),
                         "p90_ms": percentile(ms, 90), "p95_ms": percentile(ms, 95), "p99_ms": percentile(ms, 99),
                         "img_per_s": 1000 * batch / mean})
    return {"mode": "infer", "model": args.model, "task": "detection" if detection else "classification",
            "device": "cpu", "precision": "fp32", "threads": torch.get_num_threads(), "image_size": args.image_size,
            "steps": args.steps, "batches": rows}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["train", "data", "infer"])
    parser.add_argument("--model", default="resnet18")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--image-size", type=int, default=224)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--data", default="")
    parser.add_argument("--precision", choices=["fp32", "bf16"], default="fp32")
    parser.add_argument("--batch-sizes", default="1,8")
    args = parser.parse_args()
    torch.set_num_threads(args.threads or os.cpu_count())
    result = {"train": bench_train, "data": bench_data, "infer": bench_infer}[args.mode](args)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
