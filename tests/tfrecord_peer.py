#!/usr/bin/env python3
"""The Python peer of TestRecords: TFRecord files of tf.Examples written and read by PyPI's `tfrecord` package
(its TFRecordWriter, its tf.Example protobuf class example_pb2, crc32c for the framing's checksums) and DALI's
index format by its tfrecord2idx; GZIP and ZLIB files are Python's gzip/zlib over the framed bytes, which is
TensorFlow's TFRecordOptions layout. Records are printed as JSON: one object per record, feature name ->
[kind, values], bytes in hex.

usage: tfrecord_peer.py write imagenet|od OUT COUNT [gzip|zlib]
       tfrecord_peer.py read IN [gzip|zlib]
       tfrecord_peer.py index IN OUT
       tfrecord_peer.py shards imagenet|od SPEC.json OUTDIR [gzip|zlib]

`shards` writes the datasets of TestTfRecordData: SPEC.json maps each shard's name to its records, each naming
a picture file whose bytes become image/encoded as they are. ImageNet: {"jpeg", "label" (1-based), "synset",
"text"}; OD: {"jpeg", "source_id", "height", "width", "boxes": [[xmin, ymin, xmax, ymax] in [0, 1]], "labels",
"texts", "crowd"}.
"""
import gzip
import json
import random
import struct
import sys
import zlib

from tfrecord import example_pb2
from tfrecord.tools import tfrecord2idx
from tfrecord.writer import TFRecordWriter


def imagenet(i, rng):
    """An example in the layout of TensorFlow's imagenet_to_gcs.py (labels 1-based)."""
    synset = "n%08d" % (1440764 + i)
    return {
        "image/encoded": (bytes(rng.getrandbits(8) for _ in range(200 + 37 * i)), "byte"),
        "image/format": (b"JPEG", "byte"),
        "image/filename": (("%s_%d.JPEG" % (synset, i)).encode(), "byte"),
        "image/class/label": (1 + i % 1000, "int"),
        "image/class/synset": (synset.encode(), "byte"),
        "image/class/text": ("tench, Tinca tinca %d" % i).encode(),
        "image/height": (100 + i, "int"),
        "image/width": (80 + 2 * i, "int"),
    }


def od(i, rng):
    """An example in the layout of the TF Object Detection API's create_coco_tf_record.py."""
    boxes = [sorted(rng.random() for _ in range(2)) + sorted(rng.random() for _ in range(2)) for _ in range(i % 4)]
    return {
        "image/encoded": (bytes(rng.getrandbits(8) for _ in range(300 + 11 * i)), "byte"),
        "image/source_id": (str(1000 + i).encode(), "byte"),
        "image/height": (480, "int"),
        "image/width": (640, "int"),
        "image/object/bbox/xmin": ([b[0] for b in boxes], "float"),
        "image/object/bbox/xmax": ([b[1] for b in boxes], "float"),
        "image/object/bbox/ymin": ([b[2] for b in boxes], "float"),
        "image/object/bbox/ymax": ([b[3] for b in boxes], "float"),
        "image/object/class/label": ([1 + k for k in range(len(boxes))], "int"),
        "image/object/class/text": ([b"cat", b"dog", b"bird"][: len(boxes)], "byte"),
        "image/object/is_crowd": ([0] * len(boxes), "int"),
        "image/object/area": ([rng.random() * 1000 for _ in boxes], "float"),
    }


def as_json(payload):
    example = example_pb2.Example()
    example.ParseFromString(bytes(payload))
    out = {}
    for name, feature in example.features.feature.items():
        kind = feature.WhichOneof("kind")
        if kind == "bytes_list":
            out[name] = ["bytes", [v.hex() for v in feature.bytes_list.value]]
        elif kind == "float_list":
            out[name] = ["float", list(feature.float_list.value)]
        elif kind == "int64_list":
            out[name] = ["int64", list(feature.int64_list.value)]
        else:
            out[name] = ["none", []]
    return out


def compress(data, how):
    return gzip.compress(data) if how == "gzip" else zlib.compress(data) if how == "zlib" else data


def write(layout, path, count, how=None):
    rng = random.Random(7)
    make = imagenet if layout == "imagenet" else od
    writer = TFRecordWriter(path)
    for i in range(count):
        datum = make(i, rng)
        # The package takes a bare value for bytes only in a tuple; normalise.
        writer.write({k: v if isinstance(v, tuple) else (v, "byte") for k, v in datum.items()})
    writer.close()
    framed = open(path, "rb").read()
    with open(path, "wb") as f:
        f.write(compress(framed, how))
    print(json.dumps([as_json(p) for p in frames(framed)]))


def frames(framed):
    """The payloads of framed bytes, every CRC checked with the package's own masked CRC-32C."""
    at, payloads = 0, []
    while at < len(framed):
        length_bytes = framed[at:at + 8]
        (length,) = struct.unpack("<Q", length_bytes)
        if TFRecordWriter.masked_crc(length_bytes) != framed[at + 8:at + 12]:
            sys.exit("length CRC mismatch at byte %d" % at)
        payload = framed[at + 12:at + 12 + length]
        if len(payload) != length or TFRecordWriter.masked_crc(payload) != framed[at + 12 + length:at + 16 + length]:
            sys.exit("payload CRC mismatch or cut-off record at byte %d" % at)
        payloads.append(payload)
        at += 16 + length
    return payloads


def read(path, how=None):
    data = open(path, "rb").read()
    framed = gzip.decompress(data) if how == "gzip" else zlib.decompress(data) if how == "zlib" else data
    print(json.dumps([as_json(p) for p in frames(framed)]))


def spec_record(layout, r):
    """One record of a `shards` spec in the package's writer form (its own key names, as TensorFlow's tools)."""
    encoded = open(r["jpeg"], "rb").read()
    if layout == "imagenet":
        return {
            "image/encoded": (encoded, "byte"),
            "image/format": (b"JPEG", "byte"),
            "image/filename": (r["jpeg"].rsplit("/", 1)[-1].encode(), "byte"),
            "image/class/label": (r["label"], "int"),
            "image/class/synset": (r["synset"].encode(), "byte"),
            "image/class/text": (r["text"].encode(), "byte"),
            "image/height": (r["height"], "int"),
            "image/width": (r["width"], "int"),
        }
    boxes = r["boxes"]
    return {
        "image/encoded": (encoded, "byte"),
        "image/format": (b"jpeg", "byte"),
        "image/source_id": (r["source_id"].encode(), "byte"),
        "image/height": (r["height"], "int"),
        "image/width": (r["width"], "int"),
        "image/object/bbox/xmin": ([b[0] for b in boxes], "float"),
        "image/object/bbox/ymin": ([b[1] for b in boxes], "float"),
        "image/object/bbox/xmax": ([b[2] for b in boxes], "float"),
        "image/object/bbox/ymax": ([b[3] for b in boxes], "float"),
        "image/object/class/label": (r["labels"], "int"),
        "image/object/class/text": ([t.encode() for t in r["texts"]], "byte"),
        "image/object/is_crowd": (r["crowd"], "int"),
    }


def shards(layout, spec_path, out_dir, how=None):
    spec = json.load(open(spec_path))
    for name, records in spec.items():
        path = out_dir + "/" + name
        writer = TFRecordWriter(path)
        for r in records:
            writer.write(spec_record(layout, r))
        writer.close()
        framed = open(path, "rb").read()
        frames(framed)  # every CRC as the package wrote it
        with open(path, "wb") as f:
            f.write(compress(framed, how))


def main():
    command = sys.argv[1]
    if command == "write":
        write(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] if len(sys.argv) > 5 else None)
    elif command == "read":
        read(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    elif command == "shards":
        shards(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else None)
    elif command == "index":
        tfrecord2idx.create_index(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
