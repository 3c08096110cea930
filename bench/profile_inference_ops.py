#!/usr/bin/env python3
"""Where a batch-1 CPU inference pass spends its time, operator by operator (issue 20's "what stands in the way").

    /usr/bin/python3 bench/profile_inference_ops.py [--model resnet50] [--size 224] [--batch 1] [--threads 2]

Profiles torchvision's model with Debian's PyTorch (the peer of bench/run_side_by_side.sh) twice: eager, and
after torch.jit.optimize_for_inference (batch norm folded, oneDNN layouts: what Osprey's fused network does).
Prints each form's median pass and the share of its operator time in convolutions, the part that fusing cannot
make faster, so that the most any fusing can gain over eager is bounded by measurement.
"""
import argparse
import statistics
import time

import torch
import torchvision


def median_ms(fn, x, passes):
    times = []
    for _ in range(passes):
        start = time.perf_counter()
        fn(x)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def op_shares(fn, x, passes):
    with torch.autograd.profiler.profile() as prof:
        for _ in range(passes):
            fn(x)
    totals = {}
    for event in prof.key_averages():
        totals[event.key] = event.self_cpu_time_total
    whole = sum(totals.values())
    return {k: v / whole for k, v in totals.items()}, whole / passes / 1000


def is_convolution(name):
    return any(word in name for word in ("conv", "mkldnn_convolution", "prepacked::conv"))


def report(label, fn, x, passes):
    for _ in range(3):
        fn(x)  # warm-up: oneDNN primitives and reorders are made on the first passes
    ms = median_ms(fn, x, passes)
    shares, profiled_ms = op_shares(fn, x, passes)
    conv = sum(s for k, s in shares.items() if is_convolution(k))
    print(f"{label}: median {ms:.1f} ms per pass ({passes} passes); profiled operator time {profiled_ms:.1f} ms")
    print(f"  convolutions {100 * conv:.1f}% of operator time ({conv * ms:.1f} ms of the median pass)")
    for name, share in sorted(shares.items(), key=lambda kv: -kv[1])[:8]:
        print(f"    {100 * share:5.1f}%  {name}")
    return ms, conv


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="resnet50")
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--passes", type=int, default=20)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    model = getattr(torchvision.models, args.model)().eval()
    x = torch.randn(args.batch, 3, args.size, args.size)
    print(f"torch {torch.__version__}, {args.model} batch {args.batch} at {args.size} px, {args.threads} threads")
    with torch.no_grad():
        eager_ms, eager_conv = report("eager", model, x, args.passes)
        frozen = torch.jit.optimize_for_inference(torch.jit.trace(model, x))
        fused_ms, _ = report("optimize_for_inference", frozen, x, args.passes)
    print(f"optimize_for_inference / eager speed-up: {eager_ms / fused_ms:.2f}x")
    print(f"eager with every non-convolution operator free: {eager_ms * eager_conv:.1f} ms, "
          f"{1 / eager_conv:.2f}x eager at most, unless the convolutions themselves get faster")


if __name__ == "__main__":
    main()
