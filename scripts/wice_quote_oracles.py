#!/usr/bin/env python3
"""What would raise span Jaccard on WiCE: oracle quotes over `wice --dump` files.

For each claim with gold sentences, the span Jaccard of the quotes `wice`
returned, then of three oracles over the same shortlist:
- "trim": every quoted span that touches gold cut down to its gold
  characters (what a perfect sentence-boundary or trimming rule could give);
- "add": every shortlisted gold sentence quoted too (a perfect selector);
- "both".
Dev figures are over true positives (label supported, cross-validated
score at or above the threshold, guards and atoms passed), as `wice`
reports them; train figures over every claim with gold.

    cargo run --release --bin wice -- ../shared/data/wice/claim_dev.jsonl --dump /tmp/dev.jsonl
    cargo run --release --bin wice -- ../shared/data/wice/nst_train.jsonl --dump /tmp/train.jsonl
    python scripts/wice_quote_oracles.py --dev-dump /tmp/dev.jsonl --train-dump /tmp/train.jsonl [--threshold 0.71]

Standard library only. Figures in benches/README.md (session 25).
"""

import argparse
import json


def chars(spans):
    out = set()
    for s, e in spans:
        out.update(range(s, e))
    return out


def report(name, rows, keep):
    sums = {"quoted": 0.0, "trim": 0.0, "add": 0.0, "both": 0.0}
    n = 0
    for d in rows:
        if not d["gold"] or not d["anchors"] or not keep(d):
            continue
        g = chars(d["gold"])
        spans = [(s, e) for s, e, _ in d["anchors"]]
        a = chars(spans)
        trimmed = set()
        for s, e in spans:
            c = set(range(s, e))
            trimmed |= (c & g) if c & g else c
        shortlisted_gold = chars([tuple(r["span"]) for r in d["quote_rows"] if r["gold"]])
        added = a | shortlisted_gold
        both = trimmed | (shortlisted_gold & g)
        for k, q in (("quoted", a), ("trim", trimmed), ("add", added), ("both", both)):
            sums[k] += len(q & g) / len(q | g)
        n += 1
    print(json.dumps({"set": name, "claims": n, **{k: round(v / max(n, 1), 3) for k, v in sums.items()}}))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dev-dump", required=True)
    ap.add_argument("--train-dump", required=True)
    ap.add_argument("--threshold", type=float, default=0.71)
    args = ap.parse_args()
    load = lambda p: [json.loads(line) for line in open(p, encoding="utf-8")]
    tp = lambda d: d["label"] == "supported" and d["cv_score"] >= args.threshold and d["guard_passed"] and d["atoms_anchored"]
    report("dev true positives", load(args.dev_dump), tp)
    report("train, every claim with gold", load(args.train_dump), lambda d: True)


if __name__ == "__main__":
    main()
