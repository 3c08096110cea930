"""Runs an ONNX model in ONNX Runtime for TestOnnxExport: python onnx_runtime_run.py MODEL INPUT OUT_PREFIX.

INPUT holds the float32 input tensor as raw little-endian bytes; its shape is the model input's. Writes each
output to OUT_PREFIX.NAME.bin (raw float32) and OUT_PREFIX.json ({name: shape}), and prints the model's
metadata as JSON on stdout.
"""
import json
import sys

import numpy as np
import onnxruntime as ort


def main():
    model, inputs, prefix = sys.argv[1:4]
    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    first = session.get_inputs()[0]
    shape = [d if isinstance(d, int) else 1 for d in first.shape]
    x = np.fromfile(inputs, dtype=np.float32).reshape(shape)
    names = [o.name for o in session.get_outputs()]
    results = session.run(names, {first.name: x})
    shapes = {}
    for name, value in zip(names, results):
        np.asarray(value, dtype=np.float32).tofile(f"{prefix}.{name}.bin")
        shapes[name] = list(value.shape)
    with open(f"{prefix}.json", "w") as f:
        json.dump(shapes, f)
    print(json.dumps(session.get_modelmeta().custom_metadata_map))


if __name__ == "__main__":
    main()
