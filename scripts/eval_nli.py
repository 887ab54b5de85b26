#!/usr/bin/env python
"""Recompute the held-out table of models/nli-minilm-l6/README.md from the shipped files.

Uses only onnxruntime + tokenizers (+ numpy, scikit-learn for AUROC):
  pip install onnxruntime tokenizers numpy scikit-learn
  python scripts/eval_nli.py                      # full table, WiCE AUROC, latency
  python scripts/eval_nli.py --limit 500          # subsample each NLI set (seeded) for speed

Data are read from ../shared/data relative to the repository root (override: --data).
Scoring: 3-way sets by argmax accuracy; 2-way sets (SciTail, RTE) as entailment vs
not-entailment (argmax == entailment). WiCE claim-dev: per claim, max over evidence
sentences of P(entailment | premise=sentence, hypothesis=claim); AUROC with positives =
supported, negatives = not_supported (partially_supported skipped), and a second AUROC
counting partially_supported as negative.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import tomllib
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent))
import nli_data as D  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
E = 0


class Scorer:
    def __init__(self, model_dir: Path, onnx_path: Path | None = None, threads: int = 0, max_length: int | None = None):
        man = tomllib.loads((model_dir / "manifest.toml").read_text()) if (model_dir / "manifest.toml").exists() else {}
        self.max_length = max_length or man.get("max_length", 256)
        onnx_path = onnx_path or model_dir / man.get("onnx", "model_int8.onnx")
        self.tok = Tokenizer.from_file(str(model_dir / man.get("tokenizer", "tokenizer.json")))
        self.tok.enable_truncation(self.max_length, strategy="longest_first")
        self.tok.enable_padding(pad_id=0, pad_token="[PAD]")
        so = ort.SessionOptions()
        if threads:
            so.intra_op_num_threads = threads
            so.inter_op_num_threads = 1
        self.sess = ort.InferenceSession(str(onnx_path), so, providers=["CPUExecutionProvider"])
        self.labels = man.get("labels", ["entailment", "neutral", "contradiction"])

    def _run(self, pairs):
        enc = self.tok.encode_batch([(p, h) for p, h in pairs])
        feed = {
            "input_ids": np.array([e.ids for e in enc], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in enc], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in enc], dtype=np.int64),
        }
        return self.sess.run(["logits"], feed)[0]

    def probs(self, pairs, batch: int = 32):
        """Softmax probabilities [n, 3]; batches are formed over length-sorted pairs."""
        if not pairs:
            return np.zeros((0, 3), dtype=np.float32)
        lens = [len(p) + len(h) for p, h in pairs]
        order = np.argsort(lens, kind="stable")
        out = np.zeros((len(pairs), 3), dtype=np.float32)
        for s in range(0, len(order), batch):
            ids = order[s:s + batch]
            lg = self._run([pairs[i] for i in ids])
            lg = lg - lg.max(-1, keepdims=True)
            p = np.exp(lg)
            out[ids] = p / p.sum(-1, keepdims=True)
        return out


def held_out_sets(root: Path, include_mnli: bool):
    sets = [
        ("SNLI test", "3-way", lambda: D.load_snli(root, "test")),
        ("SciTail test", "2-way", lambda: D.load_scitail(root, "test")),
        ("RTE dev", "2-way", lambda: D.load_rte(root, "dev")),
        ("SICK test", "3-way", lambda: D.load_sick(root, "test")),
    ]
    if include_mnli:
        sets.append(("MNLI matched 1k", "3-way", lambda: D.load_mnli1k(root)))
    sets += [
        ("Breaking NLI", "3-way", lambda: D.load_breaking(root)),
        ("ANLI R1 test", "3-way", lambda: D.load_anli(root, "R1", "test")),
        ("ANLI R2 test", "3-way", lambda: D.load_anli(root, "R2", "test")),
        ("ANLI R3 test", "3-way", lambda: D.load_anli(root, "R3", "test")),
    ]
    return sets


def eval_sets(scorer, root, limit, seed, include_mnli, batch):
    rows = []
    for name, kind, load in held_out_sets(root, include_mnli):
        pairs = load()
        n_full = len(pairs)
        if limit and len(pairs) > limit:
            pairs = random.Random(seed).sample(pairs, limit)
        t = time.time()
        pr = scorer.probs([(p, h) for p, h, _ in pairs], batch)
        y = np.array([l for _, _, l in pairs])
        pred = pr.argmax(-1)
        if kind == "2-way":
            acc = float(((pred == E) == (y == E)).mean())
        else:
            acc = float((pred == y).mean())
        # rows = gold E/N/C, columns = predicted: which way a set's errors go
        confusion = np.zeros((3, 3), dtype=int)
        np.add.at(confusion, (y, pred), 1)
        rows.append({"set": name, "scoring": kind, "n": len(pairs), "n_full": n_full, "accuracy": acc,
                     "confusion": confusion.tolist(), "seconds": time.time() - t})
        print(f"{name:18s} {kind}  n={len(pairs):5d}  acc={acc:.4f}  confusion={confusion.tolist()}  "
              f"({time.time()-t:.0f}s)", flush=True)
    return rows


def _tokset(s):
    import re
    return set(re.findall(r"\w+", s.lower()))


def wice_auroc(scorer, root, batch, limit_claims=0, seed=13, skip_partial=False, window=1):
    from sklearn.metrics import roc_auc_score, roc_curve

    claims = D.load_wice_claims(root, "claim_dev.jsonl")
    if skip_partial:
        claims = [c for c in claims if c["label"] != "partially_supported"]
    if limit_claims and len(claims) > limit_claims:
        claims = random.Random(seed).sample(claims, limit_claims)
    pairs, owner = [], []
    for ci, c in enumerate(claims):
        sents = [s.strip() for s in c["evidence"] if s.strip()]
        # window > 1: premise = `window` adjacent sentences (sliding), for claims needing several
        for k in range(max(1, len(sents) - window + 1)):
            pairs.append((" ".join(sents[k:k + window]), c["claim"].strip()))
            owner.append(ci)
    t = time.time()
    pe = scorer.probs(pairs, batch)[:, E]
    owner = np.array(owner)
    score = np.full(len(claims), 0.0)
    np.maximum.at(score, owner, pe)
    lex = np.zeros(len(claims))
    for (s, h), ci in zip(pairs, owner):
        ct = _tokset(h)
        lex[ci] = max(lex[ci], len(ct & _tokset(s)) / max(1, len(ct)))
    lab = np.array([c["label"] for c in claims])
    res = {"claims": len(claims), "pairs": len(pairs), "window": window, "seconds": time.time() - t}
    keys = [("supported_vs_not", {"not_supported"})]
    if not skip_partial:
        keys.append(("supported_vs_rest", {"not_supported", "partially_supported"}))
    for key, neg in keys:
        m = np.array([l == "supported" or l in neg for l in lab])
        yy = (lab[m] == "supported").astype(int)
        fpr, tpr, thr = roc_curve(yy, score[m])
        j = int(np.argmax(tpr - fpr))
        res[key] = {"n_pos": int(yy.sum()), "n_neg": int((1 - yy).sum()),
                    "auroc_nli": float(roc_auc_score(yy, score[m])),
                    "auroc_word_overlap": float(roc_auc_score(yy, lex[m])),
                    "youden_threshold": float(min(1.0, thr[j])), "tpr_at_it": float(tpr[j]), "fpr_at_it": float(fpr[j])}
    # threshold view: share of supported / not_supported claims whose max P(E) exceeds t
    # (only the labels scored: --wice-skip-partial leaves partially_supported out)
    scored = [l for l in ("supported", "partially_supported", "not_supported") if (lab == l).any()]
    res["rate_above_threshold"] = {
        str(t): {l: float((score[lab == l] > t).mean()) for l in scored} for t in (0.3, 0.5, 0.7, 0.9)}
    print(json.dumps(res, indent=1), flush=True)
    return res


def latency(model_dir, onnx_path, root, max_length):
    """ms/pair and pairs/s at batch 1 and 32 on 1 and 2 intra-op threads.
    Batch 32 is measured twice: random batches (padded to their longest
    pair) and length-sorted batches, which is how the engine batches."""
    claims = D.load_wice_claims(root, "claim_dev.jsonl")
    rng = random.Random(7)
    pool = [(s, c["claim"]) for c in claims for s in c["evidence"] if len(s.split()) >= 8]
    pairs = rng.sample(pool, 512)
    res = {}
    for threads in (1, 2):
        sc = Scorer(model_dir, onnx_path, threads=threads, max_length=max_length)
        lengths = [sum(e.attention_mask) for e in sc.tok.encode_batch(pairs)]
        by_length = [pairs[i] for i in sorted(range(len(pairs)), key=lambda i: lengths[i])]
        for name, bs, data in (("batch=1", 1, pairs), ("batch=32", 32, pairs), ("batch=32 length-sorted", 32, by_length)):
            n = 128 if bs == 1 else 512
            sc._run(data[:bs])  # warm-up
            t = time.time()
            for s in range(0, n, bs):
                sc._run(data[s:s + bs])
            dt = time.time() - t
            res[f"threads={threads} {name}"] = {"ms_per_pair": 1000 * dt / n, "pairs_per_s": n / dt}
            print(f"latency threads={threads} {name}: {1000*dt/n:.2f} ms/pair, {n/dt:.0f} pairs/s", flush=True)
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model-dir", default=str(REPO / "models" / "nli-minilm-l6"))
    ap.add_argument("--onnx", default=None, help="score this ONNX file instead of the manifest's")
    ap.add_argument("--data", default=None)
    ap.add_argument("--limit", type=int, default=0, help="subsample each NLI set to N pairs (0 = full)")
    ap.add_argument("--wice-limit", type=int, default=0, help="subsample WiCE claims (0 = all 349)")
    ap.add_argument("--wice-skip-partial", action="store_true",
                    help="score only supported / not_supported claims (faster; no partially-as-negative AUROC)")
    ap.add_argument("--wice-window", type=int, default=1,
                    help="premise = this many adjacent evidence sentences (1 = the card's max-sentence score)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--max-length", type=int, default=None)
    ap.add_argument("--include-mnli", action="store_true",
                    help="also score MNLI matched 1k (the default model trains on it, so it is not held out)")
    ap.add_argument("--skip", default="", help="comma list: nli,wice,latency")
    ap.add_argument("--json-out", default=None)
    args = ap.parse_args()

    root = D.data_root(args.data)
    model_dir = Path(args.model_dir)
    onnx_path = Path(args.onnx) if args.onnx else None
    skip = set(filter(None, args.skip.split(",")))
    scorer = Scorer(model_dir, onnx_path, threads=args.threads, max_length=args.max_length)
    result = {"model_dir": str(model_dir), "onnx": str(onnx_path or ""), "max_length": scorer.max_length,
              "limit": args.limit}
    if "wice" not in skip:
        result["wice"] = wice_auroc(scorer, root, args.batch, args.wice_limit, args.seed, args.wice_skip_partial, args.wice_window)
    if "nli" not in skip:
        result["nli"] = eval_sets(scorer, root, args.limit, args.seed, args.include_mnli, args.batch)
    if "latency" not in skip:
        result["latency"] = latency(model_dir, onnx_path, root, scorer.max_length)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
