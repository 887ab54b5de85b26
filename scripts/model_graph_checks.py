#!/usr/bin/env python3
"""Checks on how ONNX Runtime runs the shipped int8 models (session 17).

Three modes, each printing the figures benches/README.md ("Session 17")
quotes. Needs `onnxruntime==1.31.1 onnx numpy tokenizers` (and `sympy
packaging` for `fusion`); data from ../shared/data/wice.

    python scripts/model_graph_checks.py int8 --out /tmp/q_native.npy
    qemu-x86_64 -cpu EPYC-Rome "$(command -v python3)" scripts/model_graph_checks.py int8 --out /tmp/q_avx2.npy
    qemu-x86_64 -cpu EPYC-Rome "$(command -v python3)" scripts/model_graph_checks.py int8 --exact --out /tmp/q_avx2_exact.npy
    python scripts/model_graph_checks.py compare /tmp/q_native.npy /tmp/q_avx2.npy /tmp/q_avx2_exact.npy
    python scripts/model_graph_checks.py speed --exact      # exact int8 mode vs default, this CPU
    python scripts/model_graph_checks.py fusion --work /tmp/fusion   # transformer fusions vs shipped graphs

- `int8`: NLI probabilities of 32 WiCE pairs (first 8 dev claims, first 4
  evidence lines each), one thread, saved as .npy; `--exact` sets
  `session.x64quantprecision` (what `runtime::int8_matmul_saturates` turns
  on). Run under `qemu-x86_64 -cpu EPYC-Rome` (Debian's `qemu-user`) it
  computes as an AVX2 CPU without VNNI does (about 2.3 minutes a run).
- `compare A B ...`: largest |difference| and argmax agreement of B... to A.
- `speed`: rows/s of the shipped bi-encoder (600 WiCE sentences, batch 1)
  and NLI model (640 pairs, batch 32), one thread, default against
  `--exact`, with the largest output difference.
- `fusion`: float copies (`scripts/float_onnx.py`), ONNX Runtime's BERT
  fusions (`onnxruntime.transformers.optimizer`, 12 heads, 384 hidden;
  with and without attention fusion), quantized as the shipped models
  (`quantize_dynamic`, QInt8, per channel), timed against them as `speed`.

Also `additions`: the word-level unsupported-addition detector measured and
not kept: for each case of benches/data/*.jsonl and each supported or
unsupported WiCE dev claim, the claim words absent from the source and the
best cosine of each (single-word bi-encoder vectors) to a source word; prints
how many true claims, unsupported additions and WiCE claims have one under
each cosine.
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

REPO = Path(__file__).resolve().parent.parent
WICE = REPO.parent / "shared" / "data" / "wice" / "claim_dev.jsonl"
EMBEDDER = REPO / "models" / "all-minilm-l6-v2"
NLI = REPO / "models" / "nli-minilm-l6"


def claims():
    return [json.loads(line) for line in open(WICE, encoding="utf-8")]


def session(path: Path, exact: bool = False):
    o = ort.SessionOptions()
    o.intra_op_num_threads = 1
    o.inter_op_num_threads = 1
    o.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    if exact:
        o.add_session_config_entry("session.x64quantprecision", "1")
    return ort.InferenceSession(str(path), o, providers=["CPUExecutionProvider"])


def tokenizer(model: Path):
    tok = Tokenizer.from_file(str(model / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(256)
    return tok


def encode(tok, batch):
    enc = tok.encode_batch(batch)
    n = max(len(e.ids) for e in enc)
    ids = np.zeros((len(enc), n), np.int64)
    mask, types = np.zeros_like(ids), np.zeros_like(ids)
    for i, e in enumerate(enc):
        k = len(e.ids)
        ids[i, :k], mask[i, :k], types[i, :k] = e.ids, 1, e.type_ids
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}


def softmax(x):
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def run_all(s, feeds):
    names = {i.name for i in s.get_inputs()}
    t = time.perf_counter()
    outs = [s.run(None, {k: v for k, v in f.items() if k in names})[0] for f in feeds]
    return time.perf_counter() - t, outs


def workloads():
    cs = claims()
    sentences = [s for c in cs[:40] for s in c["evidence"]][:600]
    pairs = sorted([(c["evidence"][i], c["claim"]) for c in cs[:60] for i in range(min(12, len(c["evidence"])))][:640],
                   key=lambda p: len(p[0]) + len(p[1]))
    emb = [encode(tokenizer(EMBEDDER), [s]) for s in sentences]
    nli_tok = tokenizer(NLI)
    nli = [encode(nli_tok, pairs[i:i + 32]) for i in range(0, len(pairs), 32)]
    return emb, nli


def timed(a, b, feeds, rounds=3):
    """Best-of-rounds rows/s of sessions a and b, interleaved, and their outputs."""
    run_all(a, feeds[:5])
    run_all(b, feeds[:5])
    ta, tb = [], []
    for _ in range(rounds):
        t, oa = run_all(a, feeds)
        ta.append(t)
        t, ob = run_all(b, feeds)
        tb.append(t)
    rows = sum(len(f["input_ids"]) for f in feeds)
    return rows / min(ta), rows / min(tb), oa, ob


def report(what, ra, rb, oa, ob, feeds, pooled):
    if pooled:
        def pool(o, f):
            m = f["attention_mask"][..., None]
            v = (o * m).sum(1) / m.sum(1)
            return v / np.linalg.norm(v, axis=1, keepdims=True)
        cos = min(float((pool(x, f) * pool(y, f)).sum()) for x, y, f in zip(oa, ob, feeds))
        diff = f"least cosine {cos:.4f}"
    else:
        pa, pb = np.concatenate([softmax(x) for x in oa]), np.concatenate([softmax(x) for x in ob])
        diff = f"largest |d prob| {np.abs(pa - pb).max():.4f}, argmax agreement {(pa.argmax(1) == pb.argmax(1)).mean():.3f}"
    print(f"{what}: {ra:.1f} -> {rb:.1f} rows/s ({rb / ra:.2f}x); {diff}")


def mode_int8(args):
    cs = claims()
    pairs = [(c["evidence"][i], c["claim"]) for c in cs[:8] for i in range(min(4, len(c["evidence"])))][:32]
    feed = encode(tokenizer(NLI), pairs)
    np.save(args.out, softmax(session(NLI / "model_int8.onnx", args.exact).run(None, feed)[0]))
    print(f"{args.out}: {len(pairs)} pairs, exact={args.exact}")


def mode_compare(args):
    ref = np.load(args.files[0])
    for f in args.files[1:]:
        p = np.load(f)
        print(f"{f} vs {args.files[0]}: largest |d prob| {np.abs(ref - p).max():.4f}, argmax agreement {(ref.argmax(1) == p.argmax(1)).mean():.3f}")


def mode_speed(args):
    emb, nli = workloads()
    for what, model, feeds, pooled in [("bi-encoder", EMBEDDER, emb, True), ("NLI", NLI, nli, False)]:
        path = model / "model_int8.onnx"
        ra, rb, oa, ob = timed(session(path), session(path, args.exact), feeds)
        report(f"{what}, exact={args.exact}", ra, rb, oa, ob, feeds, pooled)


def mode_fusion(args):
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers import optimizer
    from onnxruntime.transformers.fusion_options import FusionOptions
    work = Path(args.work)
    subprocess.run([sys.executable, str(REPO / "scripts" / "float_onnx.py"), "--models", str(REPO / "models"), "--out", str(work / "float")], check=True)
    emb, nli = workloads()
    for what, model, feeds, pooled in [("bi-encoder", EMBEDDER, emb, True), ("NLI", NLI, nli, False)]:
        for attention in (True, False):
            opts = FusionOptions("bert")
            opts.enable_attention = attention
            fused = optimizer.optimize_model(str(work / "float" / model.name / "model_float.onnx"), model_type="bert", num_heads=12,
                                             hidden_size=384, optimization_options=opts, opt_level=0)
            fp32, int8 = work / f"{model.name}_fused_{attention}.onnx", work / f"{model.name}_fused_{attention}_int8.onnx"
            fused.save_model_to_file(str(fp32))
            quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True)
            ra, rb, oa, ob = timed(session(model / "model_int8.onnx"), session(int8), feeds)
            report(f"{what}, fused (attention fusion {attention}) vs shipped", ra, rb, oa, ob, feeds, pooled)


STOP = set("""a an the of in on at to for from by with and or but as is are was were be been being has have had do does did not no it
its this that these those he she they his her their them we our you your i me my which who whom whose what when where why how than then
there here also into over under after before about between during while would will can could may might must shall should so such very
more most less least other some any each all both either neither one two three new first last up down out off again further once only own
same too s t just now said says""".split())


def mode_additions(_args):
    def words(t):
        return [w for w in re.findall(r"[a-z0-9]+(?:'[a-z]+)?", t.lower()) if w not in STOP and not w.isdigit()]

    def stem(w):
        for suf in ("'s", "ing", "ed", "es", "s", "ly"):
            if w.endswith(suf) and len(w) - len(suf) >= 3:
                return w[:-len(suf)]
        return w
    tok, s = tokenizer(EMBEDDER), session(EMBEDDER / "model_int8.onnx")
    cache = {}

    def vec(w):
        if w not in cache:
            h = s.run(None, encode(tok, [w]))[0][0].mean(0)
            cache[w] = h / np.linalg.norm(h)
        return cache[w]

    def absent(claim, source):
        src, srcw = {stem(w) for w in words(source)}, set(words(source))
        out = []
        for w in dict.fromkeys(words(claim)):
            if stem(w) in src or (len(stem(w)) >= 5 and any(x.startswith(stem(w)[:5]) for x in srcw)):
                continue
            out.append(max((float(vec(w) @ vec(x)) for x in srcw), default=0.0))
        return out
    cases = [json.loads(line) for f in sorted(glob.glob(str(REPO / "benches" / "data" / "*.jsonl"))) for line in open(f, encoding="utf-8")]
    rows = [(c["kind"], c["expected_verified"], absent(c["claim"], c["source"])) for c in cases]
    wice = [(c["label"], absent(c["claim"], " ".join(c["evidence"]))) for c in claims() if c["label"] != "partially_supported"]
    for th in (0.5, 0.6, 0.7, 0.8):
        low = lambda cos: any(x < th for x in cos)  # noqa: E731
        true, adds = [r for r in rows if r[1]], [r for r in rows if r[0] == "unsupported_addition"]
        sup, uns = [r for r in wice if r[0] == "supported"], [r for r in wice if r[0] == "not_supported"]
        print(f"cosine < {th}: true cases {sum(low(r[2]) for r in true)}/{len(true)}, unsupported additions "
              f"{sum(low(r[2]) for r in adds)}/{len(adds)}, WiCE supported {sum(low(r[1]) for r in sup)}/{len(sup)}, "
              f"not supported {sum(low(r[1]) for r in uns)}/{len(uns)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    p = sub.add_parser("int8")
    p.add_argument("--exact", action="store_true")
    p.add_argument("--out", required=True)
    p = sub.add_parser("compare")
    p.add_argument("files", nargs="+")
    p = sub.add_parser("speed")
    p.add_argument("--exact", action="store_true")
    p = sub.add_parser("fusion")
    p.add_argument("--work", required=True)
    sub.add_parser("additions")
    args = ap.parse_args()
    {"int8": mode_int8, "compare": mode_compare, "speed": mode_speed, "fusion": mode_fusion, "additions": mode_additions}[args.mode](args)


if __name__ == "__main__":
    main()
