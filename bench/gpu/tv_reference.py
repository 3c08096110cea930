#!/usr/bin/python3
"""torchvision's side of validate.sh's output checks: writes a weight file with a fixed random initialisation, an
input picture that Osprey's evaluation preprocessing turns into exactly the tensor given to torchvision here
(no resampling: 256x256 for a classifier, whose centre 224x224 is kept; the model's own side for a detector,
which is letterboxed at scale 1), and torchvision's outputs for it as JSON.

  tv_reference.py classifier --model resnet50 --device cuda --out DIR
      DIR/model.pth, DIR/image.png, DIR/reference.json {logits, logits_strict_fp32, tf32_spread}
  tv_reference.py retinanet --device cuda --size 512 --out DIR
      DIR/model.pth (retinanet_resnet50_fpn, 91 classes), DIR/image.png, DIR/reference.json {detections: [...]}

On CUDA the reference is computed at PyTorch's defaults (TF32 convolutions on, as libtorch's defaults are
for `osprey-cli predict`); `logits_strict_fp32` is the same with TF32 off, so that the spread TF32 causes in
torchvision itself is known. No file is downloaded.
"""
import argparse
import json
import os
import sys

import numpy as np
import torch
import torchvision
from PIL import Image

# The batch-norm randomisation of TestTorchvisionInterop's fixtures, so that running statistics matter.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "fixtures"))
from torchvision_logits import randomise_batch_norm  # noqa: E402

MEAN = torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1)
STD = torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1)


def picture(path, side, seed):
    """A smooth random picture (so that nothing depends on a single pixel); returns it as uint8 HWC RGB."""
    rng = np.random.default_rng(seed)
    coarse = rng.integers(0, 256, (side // 16 + 1, side // 16 + 1, 3)).astype(np.uint8)
    image = Image.fromarray(coarse).resize((side, side), getattr(Image, "Resampling", Image).BILINEAR)
    noise = rng.integers(-20, 21, (side, side, 3))
    pixels = np.clip(np.asarray(image).astype(np.int64) + noise, 0, 255).astype(np.uint8)
    Image.fromarray(pixels).save(path)
    return pixels


def normalised(pixels):
    x = torch.from_numpy(pixels.copy()).permute(2, 0, 1).unsqueeze(0).float() / 255.0
    return (x - MEAN) / STD


def set_tf32(enabled):
    torch.backends.cudnn.allow_tf32 = enabled
    torch.backends.cuda.matmul.allow_tf32 = enabled


def classifier(args):
    torch.manual_seed(1234)
    model = getattr(torchvision.models, args.model)(num_classes=1000)
    randomise_batch_norm(model)
    model.eval()
    torch.save(model.state_dict(), os.path.join(args.out, "model.pth"))
    pixels = picture(os.path.join(args.out, "image.png"), 256, 7)
    x = normalised(pixels[16:240, 16:240]).to(args.device)  # Osprey: shorter side 256, centre 224
    model.to(args.device)
    out = {"model": args.model, "device": args.device, "torch": torch.__version__,
           "torchvision": torchvision.__version__}
    with torch.no_grad():
        out["logits"] = model(x)[0].float().cpu().tolist()
        if args.device.startswith("cuda"):
            defaults = (torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32)
            set_tf32(False)
            strict = model(x)[0].float().cpu()
            torch.backends.cudnn.allow_tf32, torch.backends.cuda.matmul.allow_tf32 = defaults
            out["logits_strict_fp32"] = strict.tolist()
            out["tf32_spread"] = float((strict - torch.tensor(out["logits"])).abs().max())
            out["tf32_defaults"] = {"cudnn": defaults[0], "matmul": defaults[1]}
    with open(os.path.join(args.out, "reference.json"), "w") as f:
        json.dump(out, f)


def retinanet(args):
    from torchvision.models.detection import retinanet_resnet50_fpn
    from torchvision.models.detection.image_list import ImageList
    torch.manual_seed(4321)
    model = retinanet_resnet50_fpn(weights=None, weights_backbone=None, num_classes=91)
    randomise_batch_norm(model)
    model.eval()
    side = args.size
    pixels = picture(os.path.join(args.out, "image.png"), side, 11)
    x = normalised(pixels)
    head = model.head
    # Calibrate the two output convolutions so that the class logits spread as N(-2, 1) and the box deltas as
    # N(0, 0.3): scores well apart at the top (no near-ties for the ranking and NMS to break differently) and
    # boxes of generic shapes.
    captured = []
    hook = head.classification_head.cls_logits.register_forward_hook(lambda m, i, o: captured.append(i[0]))
    with torch.no_grad():
        model.head(list(model.backbone(x).values()))
    hook.remove()
    rms = float(torch.cat([c.flatten() for c in captured]).pow(2).mean().sqrt())
    with torch.no_grad():
        for conv, spread, bias in ((head.classification_head.cls_logits, 1.0, -2.0),
                                   (head.regression_head.bbox_reg, 0.3, 0.0)):
            fan_in = conv.weight[0].numel()
            conv.weight.normal_(0, spread / (rms * fan_in ** 0.5))
            conv.bias.fill_(bias)
    torch.save(model.state_dict(), os.path.join(args.out, "model.pth"))
    model.to(args.device)
    with torch.no_grad():
        xd = x.to(args.device)
        features = list(model.backbone(xd).values())
        outputs = model.head(features)
        images = ImageList(xd, [(side, side)])
        anchors = model.anchor_generator(images, features)
        per_level = [f.size(2) * f.size(3) * model.anchor_generator.num_anchors_per_location()[0]
                     for f in features]
        split = {k: list(v.split(per_level, dim=1)) for k, v in outputs.items()}
        split_anchors = [list(a.split(per_level)) for a in anchors]
        found = model.postprocess_detections(split, split_anchors, images.image_sizes)[0]
    detections = [{"x1": b[0], "y1": b[1], "x2": b[2], "y2": b[3], "class_id": int(l), "score": s}
                  for b, l, s in zip(found["boxes"].float().cpu().tolist(), found["labels"].cpu().tolist(),
                                     found["scores"].float().cpu().tolist())]
    with open(os.path.join(args.out, "reference.json"), "w") as f:
        json.dump({"model": "retinanet_resnet50_fpn", "device": args.device, "size": side,
                   "torch": torch.__version__, "torchvision": torchvision.__version__,
                   "score_thresh": model.score_thresh, "nms_thresh": model.nms_thresh,
                   "detections_per_img": model.detections_per_img, "detections": detections}, f)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["classifier", "retinanet"])
    parser.add_argument("--model", default="resnet50")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--size", type=int, default=512)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    if args.device.startswith("cuda") and not torch.cuda.is_available():
        raise SystemExit(f"tv_reference.py: --device {args.device}, but this PyTorch sees no CUDA device")
    os.makedirs(args.out, exist_ok=True)
    if args.threads:
        torch.set_num_threads(args.threads)
    {"classifier": classifier, "retinanet": retinanet}[args.kind](args)


if __name__ == "__main__":
    main()
