#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz harnesses (tests/fuzz/corpus/<harness>/) from the project's own
fixtures and small files made here, as the tests make theirs. Run once; the corpora are committed.
Needs Debian's python3-torch and python3-pil (the test packages)."""
import glob, io, json, os, pickle, shutil, struct, sys, zipfile
from collections import OrderedDict

import torch
from PIL import Image

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
corpus = os.path.join(here, "corpus")


def put(harness, name, data):
    os.makedirs(os.path.join(corpus, harness), exist_ok=True)
    with open(os.path.join(corpus, harness, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


for path in sorted(glob.glob(os.path.join(root, "resources", "templates", "*.yaml"))):
    put("FuzzConfig", os.path.basename(path), open(path, "rb").read())
put("FuzzConfig", "overrides.yaml", "model: {name: resnet18, anchor_sizes: [16, 32]}\noptim: &o {lr: 0.1}\n")

coco = {"images": [{"id": 1, "file_name": "000001.png", "width": 64, "height": 48}],
        "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "bbox": [4, 5, 20, 10], "area": 200,
                         "iscrowd": 0}],
        "categories": [{"id": 1, "name": "circle", "supercategory": "shape"}]}
put("FuzzCoco", "instances.json", json.dumps(coco))
put("FuzzCoco", "results.json", json.dumps([{"image_id": 1, "category_id": 1, "bbox": [4, 5, 20, 10],
                                             "score": 0.9}]))

put("FuzzVoc", "a.xml", "<annotation><filename>a.png</filename><size><width>16</width><height>12</height>"
    "<depth>3</depth></size><object><name>dog</name><difficult>0</difficult><bndbox><xmin>2</xmin>"
    "<ymin>3</ymin><xmax>10</xmax><ymax>9</ymax></bndbox></object></annotation>")
put("FuzzYolo", "a.txt", "0 0.5 0.5 0.25 0.5\n1 0.1 0.2 0.1 0.1\n")

record = bytes([3]) + bytes(range(256)) * 12
put("FuzzCifar", "two_records.bin", record + bytes([7]) + bytes(3072))

picture = Image.new("RGB", (5, 4), (200, 100, 10))
for fmt, ext in [("PNG", "png"), ("JPEG", "jpg"), ("BMP", "bmp"), ("PPM", "ppm"), ("TIFF", "tif"), ("WEBP", "webp")]:
    out = io.BytesIO()
    picture.save(out, fmt)
    put("FuzzImage", "tiny." + ext, out.getvalue())

state = OrderedDict([("conv.weight", torch.arange(6, dtype=torch.float32).reshape(2, 3)),
                     ("conv.bias", torch.zeros(2, dtype=torch.float16)),
                     ("bn.num_batches_tracked", torch.tensor(3))])
for name, obj in [("state_dict.pkl", state), ("checkpoint.pkl", {"model": state, "epoch": 4, "names": ["a", "b"]})]:
    out = io.BytesIO()
    torch.save(obj, out)
    with zipfile.ZipFile(io.BytesIO(out.getvalue())) as z:
        put("FuzzPickle", name, z.read([n for n in z.namelist() if n.endswith("data.pkl")][0]))

header = {"__metadata__": {"format": "pt"},
          "a": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]},
          "b": {"dtype": "I64", "shape": [1], "data_offsets": [16, 24]}}
text = json.dumps(header).encode()
put("FuzzSafetensors", "two.safetensors", struct.pack("<Q", len(text)) + text + bytes(24))

meta = {"format": "osprey-checkpoint", "format_version": 1, "model": "resnet18", "task": "classification",
        "num_classes": 2, "norm": {"kind": "batch", "groups": 32}, "class_names": ["caf\ufffd", "tea"],
        "class_names_bytes": ["636166e9", None],
        "preprocessing": {"geometry": "resize_center_crop", "input_size": 32, "resize": 36,
                          "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]},
        "epoch": 3, "step_in_epoch": 0, "global_step": 120, "best_metric": 91.5,
        "metrics": {"val/top1": 91.5}, "world_size": 1}
put("FuzzCheckpointMeta", "classifier.json", json.dumps(meta))
detector = dict(meta, task="detection", model="retinanet_resnet18_fpn",
                detection={"anchor_sizes": [16, 32, 64, 128, 256], "score_threshold": 0.05,
                           "nms_threshold": 0.5, "max_detections": 100})
put("FuzzCheckpointMeta", "detector.json", json.dumps(detector))


# ONNX models as Osprey's exporter writes them (protobuf wire format by hand: ModelProto's ir_version 1,
# producer_name 2, graph 7 with its "images" input 11 [1, 3, 32, 32] and an initializer 5, metadata_props 14).
def varint(n):
    out = b""
    while True:
        b, n = n & 0x7F, n >> 7
        out += bytes([b | (0x80 if n else 0)])
        if not n:
            return out


def field(number, payload):
    if isinstance(payload, int):
        return varint(number << 3) + varint(payload)
    payload = payload.encode() if isinstance(payload, str) else payload
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def onnx_model(metadata, producer="osprey", tensors=None, nodes=b""):
    dims = b"".join(field(1, field(1, d)) for d in (1, 3, 32, 32))
    images = field(1, "images") + field(2, field(1, field(1, 1) + field(2, dims)))
    if tensors is None:
        tensors = [field(1, 4) + field(2, 1) + field(8, "w") + field(9, struct.pack("<4f", 1, 2, 3, 4))]
    graph = field(1, field(1, "images") + field(2, "logits") + field(3, "identity") + field(4, "Identity")) + \
        nodes + field(2, "g") + \
        b"".join(field(5, t) for t in tensors) + field(11, images) + field(12, field(1, "logits"))
    props = b"".join(field(14, field(1, k) + field(2, v)) for k, v in metadata.items())
    opset = field(8, field(1, "") + field(2, 13))  # OperatorSetIdProto: ONNX's own, 13
    return field(1, 8) + field(2, producer) + field(3, "0.1.0") + field(7, graph) + opset + props


pre = json.dumps({"geometry": "letterbox", "input_size": 32, "resize": 32, "mean": [0.485, 0.456, 0.406],
                  "std": [0.229, 0.224, 0.225]})
common = {"osprey.format_version": "1", "osprey.model": "retinanet_resnet18_fpn", "osprey.classes": '["a", "b"]',
          "osprey.preprocessing": pre}
anchors = struct.pack("<8f", 0, 0, 8, 8, 4, 4, 20, 30)
decoder = {"scores": "sigmoid", "coder_weights": [1, 1, 1, 1], "clamp": 4.135166556742356, "level_sizes": [1, 1],
           "anchors": __import__("base64").b64encode(anchors).decode()}
put("FuzzOnnxHeader", "classifier.onnx", onnx_model(dict(common, **{"osprey.task": "classification",
                                                                    "osprey.profile": "opencv"})))
put("FuzzOnnxHeader", "detector.onnx", onnx_model(dict(common, **{
    "osprey.task": "detection", "osprey.profile": "opencv",
    "osprey.postprocess": json.dumps({"score_threshold": 0.05, "nms_threshold": 0.5, "candidates_per_level": 1000,
                                      "detections_per_image": 100}),
    "osprey.decoder": json.dumps(decoder)})))

# Tensors in every form checkOnnxModel reads (TensorProto: dims 1, data_type 2, float_data 4 packed, int64_data
# 7 packed, name 8, raw_data 9, external_data 13, data_location 14): typed floats, an int64 shape, a float16
# weight in raw bytes and a Constant node's value (NodeProto attribute 5, AttributeProto t 5); and a detector of
# the full profile whose weight lies in a file beside it (external data, which only that profile may have).
packed = lambda fmt, values: struct.pack("<%d%s" % (len(values), fmt), *values)
typed = [field(1, 2) + field(1, 2) + field(2, 1) + field(8, "w") + field(4, packed("f", [1, 2, 3, 4])),
         field(1, 3) + field(2, 7) + field(8, "shape") + field(7, b"".join(varint(v) for v in (1, 2, 2))),
         field(1, 2) + field(2, 10) + field(8, "half") + field(9, bytes(4))]
constant = field(1, field(2, "c") + field(3, "const") + field(4, "Constant") +
                 field(5, field(1, "value") + field(20, 4) + field(5, field(1, 2) + field(2, 1) + field(8, "c") +
                                                                  field(9, struct.pack("<2f", 5, 6)))))
put("FuzzOnnxHeader", "classifier-tensors.onnx", onnx_model(dict(common, **{
    "osprey.task": "classification", "osprey.profile": "opencv"}), tensors=typed, nodes=constant))
external = field(1, 4) + field(2, 1) + field(8, "w") + field(13, field(1, "location") + field(2, "fuzz.bin")) + \
    field(13, field(1, "offset") + field(2, "0")) + field(13, field(1, "length") + field(2, "16")) + field(14, 1)
put("FuzzOnnxHeader", "detector-full-external.onnx", onnx_model(dict(common, **{
    "osprey.task": "detection", "osprey.profile": "full",
    "osprey.postprocess": json.dumps({"score_threshold": 0.05, "nms_threshold": 0.5, "candidates_per_level": 1000,
                                      "detections_per_image": 100})}), tensors=[external]))

# FuzzOnnxPredict's inputs are edits (tests/fuzz/OnnxModelEdits.cpp), read by FuzzedDataProvider from the end:
# its last byte chooses the model (0: the real ResNet-20 export, 1: the tests' classifier, 2: their detector);
# alone, no edit.
put("FuzzOnnxPredict", "resnet20-export-unedited.bin", b"\x00")
put("FuzzOnnxPredict", "test-classifier-unedited.bin", b"\x01")
put("FuzzOnnxPredict", "test-detector-unedited.bin", b"\x02")

# FuzzTfRecord: small TFRecord files of tf.Examples written by the tests' Python peer (PyPI's tfrecord in the
# build's venv, OSPREY_PEER_PYTHON to use another): ImageNet and TF OD API layouts, plain, GZIP and ZLIB, and one
# tf.Example payload alone.
import subprocess
peer_python = os.environ.get("OSPREY_PEER_PYTHON", os.path.join(root, "build", "venv", "bin", "python"))
peer = os.path.join(root, "tests", "tfrecord_peer.py")
tf_corpus = os.path.join(corpus, "FuzzTfRecord")
os.makedirs(tf_corpus, exist_ok=True)
for layout, name, count, how in (("imagenet", "imagenet-2.tfrecord", 2, None), ("od", "od-4.tfrecord", 4, None),
                                 ("od", "od-3.tfrecord.gz", 3, "gzip"),
                                 ("imagenet", "imagenet-1.tfrecord.zlib", 1, "zlib")):
    subprocess.run([peer_python, peer, "write", layout, os.path.join(tf_corpus, name), str(count)] +
                   ([how] if how else []), check=True, stdout=subprocess.DEVNULL)
framed = open(os.path.join(tf_corpus, "od-4.tfrecord"), "rb").read()
(length,) = struct.unpack("<Q", framed[:8])
put("FuzzTfRecord", "od-example.pb", framed[12:12 + length])
