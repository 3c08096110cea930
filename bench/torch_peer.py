#!/usr/bin/python3
"""The PyTorch peer of `osprey-cli bench`: the same measurements with torchvision, for side-by-side ratios.

  torch_peer.py train --model resnet18 --batch-size 32 --image-size 64 --steps 20 --warmup 3
  torch_peer.py train --model resnet50 --device cuda --amp --channels-last --compile --batch-size 256
  torch_peer.py train --model resnet50 --data DIR --workers 8 --device cuda --amp   # from JPEGs, data wait %
  torch_peer.py data --data DIR --batch-size 32 --image-size 224 --workers 2 --steps 30 --warmup 3
  torch_peer.py train --model retinanet_resnet50_fpn --batch-size 2 --image-size 512 --steps 5 --warmup 1
  torch_peer.py infer --model retinanet_resnet50_fpn --batch-sizes 1,4 --image-size 512 --steps 10 --warmup 2

Detectors are torchvision's with no weights and their transform pinned to the input size (min_size = max_size =
image size), so that they see the same image Osprey does; their training targets are the three fixed boxes
per image that `osprey-cli bench train` uses.

--device cuda runs on the GPU; --precision bf16|fp16 (or --amp, which means bf16) wraps the forward pass in
torch.autocast as Osprey's bench does (no loss scaling in either); --channels-last puts the model and its input
in NHWC; --compile wraps the model in torch.compile (PyTorch 2, classifiers; compilation happens in the warm-up
steps, which are not timed, so give it at least 2). cuDNN's benchmark mode stays at PyTorch's default (off) unless
--cudnn-benchmark is given; `osprey-cli bench` runs with Osprey's training defaults (hardware.cudnn_benchmark and
hardware.tf32 on), so give --cudnn-benchmark for a like-for-like comparison on a GPU.
With --data, `train` reads a class-per-folder image set through torchvision's ImageFolder and DataLoader
(worker processes, pinned memory on CUDA) and reports the share of each step spent waiting for the batch.

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

DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16}


def make_model(args, num_classes=1000):
    if args.model.startswith("retinanet"):
        return torchvision.models.detection.retinanet_resnet50_fpn(
            weights=None, weights_backbone=None, num_classes=91, min_size=args.image_size,
            max_size=args.image_size)
    return getattr(torchvision.models, args.model)(num_classes=num_classes)


def detection_targets(args, device):
    s = args.image_size
    boxes = torch.tensor([[0.10, 0.10, 0.40, 0.50], [0.50, 0.20, 0.90, 0.60], [0.20, 0.55, 0.60, 0.95]]) * s
    labels = torch.tensor([1, 2, 3])
    return [{"boxes": boxes.to(device), "labels": labels.to(device)} for _ in range(args.batch_size)]


def setup(args):
    """The device, and the model's memory format; configures the backends as asked."""
    device = torch.device(args.device)
    if device.type == "cuda":
        if not torch.cuda.is_available():
            raise SystemExit("torch_peer.py: --device cuda, but this PyTorch sees no CUDA device")
        if device.index is not None:
            torch.cuda.set_device(device)
        if args.cudnn_benchmark:
            torch.backends.cudnn.benchmark = True
    elif args.precision == "fp16":
        raise SystemExit("torch_peer.py: fp16 autocast needs --device cuda")
    if args.compile and not hasattr(torch, "compile"):
        raise SystemExit(f"torch_peer.py: --compile needs PyTorch 2 (this is {torch.__version__})")
    return device, torch.channels_last if args.channels_last else torch.contiguous_format


def autocast(args, device):
    return torch.autocast(device.type, dtype=DTYPES.get(args.precision, torch.bfloat16),
                          enabled=args.precision in DTYPES)


def synchronize(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def folder_loader(args, device, train):
    # --uint8: batches of uint8 pixels, normalisation left to the training device, as Osprey's loader hands
    # them out (the same work); else torchvision's usual float pipeline.
    to_tensor = [transforms.PILToTensor()] if getattr(args, "uint8", False) else [
        transforms.ToTensor(), transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])]
    transform = transforms.Compose([
        transforms.RandomResizedCrop(args.image_size),
        transforms.RandomHorizontalFlip(),
        *to_tensor,
    ])
    dataset = datasets.ImageFolder(args.data, transform)
    loader = torch.utils.data.DataLoader(dataset, batch_size=args.batch_size, shuffle=True,
                                         num_workers=args.workers, drop_last=True,
                                         pin_memory=train and device.type == "cuda",
                                         persistent_workers=args.workers > 0)
    if len(loader) == 0:
        raise SystemExit(f"torch_peer.py: '{args.data}' holds fewer images than one batch")
    return dataset, loader


def endless(loader):
    while True:
        for batch in loader:
            yield batch


def bench_train(args):
    device, memory_format = setup(args)
    torch.manual_seed(0)
    detection = args.model.startswith("retinanet")
    batches = None
    num_classes = 1000
    if args.data:
        if detection:
            raise SystemExit("torch_peer.py: train --data takes classifiers; detectors use synthetic images")
        dataset, loader = folder_loader(args, device, train=True)
        num_classes = len(dataset.classes)
        batches = endless(loader)
    model = make_model(args, num_classes).to(device=device, memory_format=memory_format)
    model.train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    step_fn = model
    if args.compile:
        if detection:
            raise SystemExit("torch_peer.py: --compile is for classifiers (torchvision's detectors break the "
                             "graph in their Python pre- and post-processing)")
        step_fn = torch.compile(model)
    images = torch.randn(args.batch_size, 3, args.image_size, args.image_size, device=device)
    images = images.contiguous(memory_format=memory_format)
    labels = torch.randint(0, num_classes, (args.batch_size,), device=device)
    targets = detection_targets(args, device) if detection else None
    loss_fn = torch.nn.CrossEntropyLoss()
    seconds, waits, count = [], 0.0, 0
    for step in range(args.warmup + args.steps):
        start = time.perf_counter()
        x, y = images, labels
        if batches is not None:
            x, y = next(batches)
            x = x.to(device, non_blocking=True).contiguous(memory_format=memory_format)
            y = y.to(device, non_blocking=True)
        waited = time.perf_counter() - start
        optimizer.zero_grad(set_to_none=True)
        with autocast(args, device):
            if detection:
                losses = step_fn(list(x), targets)
            else:
                logits = step_fn(x)
        loss = sum(losses.values()).float() if detection else loss_fn(logits.float(), y)
        loss.backward()
        optimizer.step()
        loss.item()  # waits for the device, as Osprey's bench does
        if step >= args.warmup:
            seconds.append(time.perf_counter() - start)
            waits += waited
            count += x.shape[0]
    total = sum(seconds)
    return {"mode": "train", "model": args.model, "precision": args.precision, "device": str(device),
            "threads": torch.get_num_threads(), "workers": args.workers if args.data else 0,
            "batch_size": args.batch_size, "image_size": args.image_size, "steps": len(seconds),
            "img_per_s": count / total, "ms_per_step_mean": 1000 * total / len(seconds),
            "ms_per_step_median": 1000 * statistics.median(seconds), "data_wait_pct": 100.0 * waits / total,
            "channels_last": args.channels_last, "compile": args.compile,
            "cudnn_benchmark": torch.backends.cudnn.benchmark, "torch": torch.__version__}


def bench_data(args):
    _, loader = folder_loader(args, torch.device("cpu"), train=False)
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
    device, memory_format = setup(args)
    torch.manual_seed(0)
    model = make_model(args).to(device=device, memory_format=memory_format)
    model.eval()
    detection = args.model.startswith("retinanet")
    run = model
    if args.compile:
        if detection:
            raise SystemExit("torch_peer.py: --compile is for classifiers")
        run = torch.compile(model)
    rows = []
    with torch.no_grad():
        for batch in [int(b) for b in args.batch_sizes.split(",")]:
            images = torch.randn(batch, 3, args.image_size, args.image_size, device=device)
            images = images.contiguous(memory_format=memory_format)
            seconds = []
            for step in range(args.warmup + args.steps):
                start = time.perf_counter()
                with autocast(args, device):
                    out = run(list(images)) if detection else run(images)
                if detection:
                    if out:
                        out[-1]["scores"].sum().item()  # waits for the device, as Osprey's bench does
                else:
                    out.sum().item()
                if step >= args.warmup:
                    seconds.append(time.perf_counter() - start)
            ms = [1000 * x for x in seconds]
            mean = sum(ms) / len(ms)
            rows.append({"batch_size": batch, "mean_ms": mean, "p50_ms": percentile(ms, 50),
                         "p90_ms": percentile(ms, 90), "p95_ms": percentile(ms, 95), "p99_ms": percentile(ms, 99),
                         "img_per_s": 1000 * batch / mean})
    return {"mode": "infer", "model": args.model, "task": "detection" if detection else "classification",
            "device": str(device), "precision": args.precision, "threads": torch.get_num_threads(),
            "image_size": args.image_size, "steps": args.steps, "batches": rows,
            "channels_last": args.channels_last, "compile": args.compile,
            "cudnn_benchmark": torch.backends.cudnn.benchmark, "torch": torch.__version__}


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
    parser.add_argument("--uint8", action="store_true",
                        help="data: uint8 batches without normalisation (the work of Osprey's loader)")
    parser.add_argument("--precision", choices=["fp32", "bf16", "fp16"], default="fp32")
    parser.add_argument("--amp", action="store_true", help="autocast to bf16 (same as --precision bf16)")
    parser.add_argument("--device", default="cpu", help="cpu, cuda or cuda:N")
    parser.add_argument("--channels-last", action="store_true", help="model and input in NHWC")
    parser.add_argument("--compile", action="store_true", help="torch.compile the model (PyTorch 2)")
    parser.add_argument("--cudnn-benchmark", action="store_true", help="torch.backends.cudnn.benchmark = True")
    parser.add_argument("--batch-sizes", default="1,8")
    args = parser.parse_args()
    if args.amp and args.precision == "fp32":
        args.precision = "bf16"
    torch.set_num_threads(args.threads or os.cpu_count())
    result = {"train": bench_train, "data": bench_data, "infer": bench_infer}[args.mode](args)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
