#!/usr/bin/env python3
"""What the guards and the score do with claims that have one wrong detail.

Reads `wice --dump` files and prints one JSON report (figures in
benches/README.md, session 6):

- `kinds`: per kind of change (scripts/synthetic_claims.py), how many
  claims the calibration verifies;
- `rules`: vetoes on the shortlisted sentence nearest the claim in words
  (its content-word coverage of the claim and its NLI probabilities): how
  many verified WiCE supported claims each would lose, how many partially
  supported ones it would stop, and how many verified changed claims it
  would catch;
- `trimming`: span Jaccard on WiCE true positives if each quoted sentence
  were cut to the pieces (between likely sentence boundaries the segmenter
  kept) that carry claim words.

    python scripts/synthetic_claims.py --out /tmp/synthetic_claims.jsonl
    cargo run --release --bin wice -- ../shared/data/wice/claim_dev.jsonl --dump /tmp/dev.jsonl
    cargo run --release --bin wice -- /tmp/synthetic_claims.jsonl --dump /tmp/syn.jsonl
    python scripts/wrong_detail_analysis.py --dev-dump /tmp/dev.jsonl --syn-dump /tmp/syn.jsonl \\
        --syn-file /tmp/synthetic_claims.jsonl --calibration models/calibration.toml

(`--preset fast` on both runs and `--calibration models/calibration-fast.toml`
for the fast preset.) Needs Python >= 3.11 and numpy.
"""

import argparse
import json
import re
import statistics
from collections import Counter

from wice_anchor_analysis import chars, content, load_calibration, load_dump, verified

# Likely sentence boundaries inside one of our sentences: whitespace before
# a capital after a lowercase letter, a closing bracket, a colon or a digit
# (session 4: where WiCE's newlines were).
BOUNDARIES = {
    "capital_after_lowercase": re.compile(r"(?<=[a-z\)\]:;,0-9\"'\u201d])\s+(?=[A-Z#\"\u201c])"),
    "after_colon_or_bracket": re.compile(r"(?<=[:\)])\s+(?=[A-Z])"),
}


def closest(row):
    scored = [s for s in row["sentences"] if s["entailment"] is not None]
    return max(scored, key=lambda s: (s["lexical"], s["dense"] or 0.0)) if scored else None


def kinds(syn, syn_claims, cal):
    total, passed = Counter(), Counter()
    for r, c in zip(syn, syn_claims):
        total[c["kind"]] += 1
        passed[c["kind"]] += verified(r, cal)
    return {k: {"claims": total[k], "verified": passed[k]} for k in sorted(total)}


RULES = {
    "coverage>=0.8, entailment<0.1": lambda s: s["lexical"] >= 0.8 and s["entailment"] < 0.1,
    "coverage>=0.9, entailment<0.1": lambda s: s["lexical"] >= 0.9 and s["entailment"] < 0.1,
    "coverage>=0.8, contradiction>=0.7 and > entailment": lambda s: s["lexical"] >= 0.8
    and s["contradiction"] >= 0.7
    and s["contradiction"] > s["entailment"],
}


def rules(dev, syn, cal):
    out = {}
    for name, rule in RULES.items():
        hit = lambda r: verified(r, cal) and closest(r) is not None and rule(closest(r))  # noqa: E731
        out[name] = {
            "wice_supported_lost": sum(hit(r) for r in dev if r["label"] == "supported"),
            "wice_supported_verified": sum(verified(r, cal) for r in dev if r["label"] == "supported"),
            "wice_partially_supported_stopped": sum(hit(r) for r in dev if r["label"] == "partially_supported"),
            "changed_claims_caught": sum(hit(r) for r in syn if r["label"] == "not_supported"),
            "changed_claims_verified": sum(verified(r, cal) for r in syn if r["label"] == "not_supported"),
        }
    return out


def trim(text, span, words, rx):
    s, e = span
    seg = text[s:e]
    cuts = list(rx.finditer(seg))
    pieces = list(zip([0] + [m.end() for m in cuts], [m.start() for m in cuts] + [len(seg)]))
    keep = [i for i, (a, b) in enumerate(pieces) if set(content(seg[a:b])) & words]
    if not keep:
        return (s, e)
    return (s + pieces[keep[0]][0], s + pieces[keep[-1]][1])


def trimming(dev, dev_claims, cal):
    out = {}
    for name, rx in [("none", None), *BOUNDARIES.items()]:
        jac = []
        for r, c in zip(dev, dev_claims):
            if r["label"] != "supported" or not verified(r, cal):
                continue
            words = set(content(c["claim"]))
            spans = [(a[0], a[1]) for a in r["anchors"]]
            if rx is not None:
                spans = [trim(r["source_text"], sp, words, rx) for sp in spans]
            a, g = chars(spans), chars(r["gold"])
            jac.append(len(a & g) / len(a | g))
        out[name] = round(statistics.mean(jac), 4)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dev-dump", required=True)
    ap.add_argument("--dev-file", default="../shared/data/wice/claim_dev.jsonl")
    ap.add_argument("--syn-dump", required=True)
    ap.add_argument("--syn-file", required=True)
    ap.add_argument("--calibration", default="models/calibration.toml")
    args = ap.parse_args()
    cal = load_calibration(args.calibration)
    dev, dev_claims = load_dump(args.dev_dump, args.dev_file)
    syn, syn_claims = load_dump(args.syn_dump, args.syn_file)
    report = {"kinds": kinds(syn, syn_claims, cal), "rules": rules(dev, syn, cal), "trimming_span_jaccard": trimming(dev, dev_claims, cal)}
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
