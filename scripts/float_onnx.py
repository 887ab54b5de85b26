#!/usr/bin/env python3
"""A models folder whose ONNX files compute in float, for GPUs.

The shipped models are dynamically quantized (DynamicQuantizeLinear ->
MatMulInteger -> Cast -> Mul): fast on a CPU, but ONNX Runtime's CUDA
execution provider runs those operators on the host and copies every
activation across (microsoft/onnxruntime#7745), so on a GPU they would be
slower than float. This rewrites each such chain as one float MatMul
whose weights are the int8 weights dequantized ((W - zero_point) x scale,
per output channel): the same weights to within their int8 rounding,
float activations. No torch, no original checkpoint: `onnx` and `numpy`.

    python scripts/float_onnx.py --models models --out target/gpu-models
    anchorage --models target/gpu-models --device cuda ...

Copies every file of each model folder and of the folder itself
(tokenizers, calibrations), writes `model_float.onnx` beside them and
points each manifest's `onnx` and `onnx_sha256` at it; compares, per
model, its outputs with the int8 model's on a small batch (CPU) and fails
when a row's cosine is under MIN_COSINE, so a broken rewrite cannot pass.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper


def die(message: str):
    """Bad input or a failed check: one line on stderr, exit 2 (as the engine does)."""
    print(f"float_onnx: {message}", file=sys.stderr)
    sys.exit(2)


def dequantize_graph(model: onnx.ModelProto) -> int:
    """Rewrites every quantized MatMul chain in place; returns how many."""
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    producer = {o: n for n in g.node for o in n.output}
    consumers: dict[str, list] = {}
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)

    drop, added, rewritten = set(), [], 0
    for mm in [n for n in g.node if n.op_type == "MatMulInteger"]:
        if len(mm.input) != 4:
            die(f"{mm.name}: MatMulInteger without both zero points; refusing to guess")
        xq, wq, _xzp, wzp = mm.input
        dql = producer.get(xq)
        cast = consumers.get(mm.output[0], [None])[0]
        mul = consumers.get(cast.output[0], [None])[0] if cast is not None else None
        if dql is None or dql.op_type != "DynamicQuantizeLinear" or wq not in inits or wzp not in inits \
                or cast is None or cast.op_type != "Cast" or mul is None or mul.op_type != "Mul":
            die(f"{mm.name}: not the DynamicQuantizeLinear -> MatMulInteger -> Cast -> Mul "
                "chain quantize_dynamic writes; refusing to guess")
        scales = producer[next(i for i in mul.input if i != cast.output[0])]  # Mul(x_scale, w_scale)
        w_scale = next(numpy_helper.to_array(inits[i]) for i in scales.input if i in inits)
        w = (numpy_helper.to_array(inits[wq]).astype(np.float32)
             - numpy_helper.to_array(inits[wzp]).astype(np.float32)) * w_scale.astype(np.float32)
        name = wq.removesuffix("_quantized") + "_dequantized"
        g.initializer.append(numpy_helper.from_array(w.astype(np.float32), name))
        added.append((mm, onnx.helper.make_node("MatMul", [dql.input[0], name], [mul.output[0]],
                                                 name=mm.name.replace("MatMulInteger", "") + "_float")))
        drop.update(id(n) for n in (mm, cast, mul))
        if all(id(c) in drop or c is mul for c in consumers[scales.output[0]]):
            drop.add(id(scales))
        rewritten += 1

    # Put each float MatMul where its MatMulInteger was (keeps the graph topologically sorted).
    replacement = {id(mm): new for mm, new in added}
    nodes = [replacement.get(id(n), n) for n in g.node if id(n) not in drop or id(n) in replacement]
    used = {i for n in nodes for i in n.input} | {o.name for o in g.output}
    nodes = [n for n in nodes if n.op_type != "DynamicQuantizeLinear" or any(o in used for o in n.output)]
    used = {i for n in nodes for i in n.input} | {o.name for o in g.output}
    del g.node[:]
    g.node.extend(nodes)
    keep = [t for t in g.initializer if t.name in used]
    del g.initializer[:]
    g.initializer.extend(keep)
    return rewritten


def agreement(int8: Path, flt: Path) -> tuple[float, float]:
    """Largest |difference| and least per-row cosine between the two models'
    outputs on a small padded batch (unpadded positions only)."""
    import onnxruntime as ort
    a = ort.InferenceSession(str(int8), providers=["CPUExecutionProvider"])
    b = ort.InferenceSession(str(flt), providers=["CPUExecutionProvider"])
    names = {i.name for i in a.get_inputs()}
    ids = np.random.default_rng(0).integers(1000, 20000, (3, 24)).astype(np.int64)
    mask = np.ones_like(ids)
    mask[2, 10:] = 0
    feed = {k: v for k, v in {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}.items()
            if k in names}

    def rows_of(out):  # one flat row per input, padding positions of hidden states left out
        return [(out[r, :mask[r].sum()] if out.ndim == 3 else out[r]).ravel() for r in range(len(out))]

    rows, rows_f = rows_of(a.run(None, feed)[0]), rows_of(b.run(None, feed)[0])
    cos = min(float(u @ v / (np.linalg.norm(u) * np.linalg.norm(v) + 1e-12)) for u, v in zip(rows, rows_f))
    return float(max(np.abs(u - v).max() for u, v in zip(rows, rows_f))), cos


# The float copy differs from the int8 model by the int8 model's activation
# rounding only: least row cosine 0.986 (bi-encoder hidden states) and
# 0.981 (NLI logits) on the test batch, 2026-11-30. A scale on the wrong
# axis gives a relative error of ~0.6.
MIN_COSINE = 0.95


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", default=str(Path(__file__).resolve().parent.parent / "models"))
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    src, out = Path(args.models), Path(args.out)
    if out.resolve() == src.resolve():
        die("--out must not be the models folder itself")
    if not sorted(src.glob("*/manifest.toml")):
        die(f"{src}: no model folders (*/manifest.toml) to convert")
    out.mkdir(parents=True, exist_ok=True)
    for f in src.iterdir():
        if f.is_file():
            shutil.copy2(f, out / f.name)
    for manifest in sorted(src.glob("*/manifest.toml")):
        text = manifest.read_text(encoding="utf-8")
        found = re.search(r'(?m)^onnx = "([^"]+)"', text)
        if found is None:
            die(f"{manifest}: no onnx = \"...\" line naming the model file")
        onnx_name = found.group(1)
        if not (manifest.parent / onnx_name).is_file():
            die(f"{manifest}: its model file {manifest.parent / onnx_name} is missing")
        dst = out / manifest.parent.name
        dst.mkdir(exist_ok=True)
        for f in manifest.parent.iterdir():
            if f.is_file() and f.name != onnx_name:
                shutil.copy2(f, dst / f.name)
        try:
            model = onnx.load(str(manifest.parent / onnx_name))
        except Exception as e:  # a truncated or foreign file: protobuf's DecodeError and kin
            die(f"{manifest.parent / onnx_name}: not a readable ONNX model ({type(e).__name__}: {e})")
        n = dequantize_graph(model)
        onnx.checker.check_model(model)
        flt = dst / "model_float.onnx"
        onnx.save(model, str(flt))
        sha = hashlib.sha256(flt.read_bytes()).hexdigest()
        text = re.sub(r'(?m)^onnx = "[^"]+"', 'onnx = "model_float.onnx"', text)
        text = re.sub(r'(?m)^onnx_sha256 = "[0-9a-f]*"', f'onnx_sha256 = "{sha}"', text)
        (dst / "manifest.toml").write_text(text, encoding="utf-8")
        diff, cos = agreement(manifest.parent / onnx_name, flt)
        print(f"{manifest.parent.name}: {n} quantized matmuls -> float; {flt.stat().st_size / 1e6:.0f} MB; "
              f"against the int8 model on a test batch: largest |difference| {diff:.3g}, least row cosine {cos:.4f}")
        if cos < MIN_COSINE:
            die(f"{flt}: row cosine {cos:.4f} to the int8 model is under {MIN_COSINE}; the rewrite is wrong")


if __name__ == "__main__":
    main()
