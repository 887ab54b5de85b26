#!/usr/bin/env python3
"""What limits span Jaccard and gold-sentence shortlist recall on WiCE.

Reads the per-claim dumps `wice --dump` writes (every sentence's signals)
and prints one JSON report: anchor precision/recall in characters, the
Jaccard ceilings, how well each per-sentence signal finds gold sentences,
how our sentences line up with WiCE's, whether any cue could recover the
boundaries the benchmark's space join lost, a learned sentence selector
(trained on WiCE's train split, cross-validated on dev), and the gold
recall a wider lexical pool would reach. The figures are in
benches/README.md (session 4). Needs Python >= 3.11 and numpy.

    cargo run --release --bin wice -- ../shared/data/wice/claim_dev.jsonl --no-quote-nearest --dump /tmp/dev.jsonl
    cargo run --release --bin wice -- ../shared/data/wice/nst_train.jsonl --no-quote-nearest --dump /tmp/nst.jsonl
    python scripts/wice_anchor_analysis.py --dev-dump /tmp/dev.jsonl --train-dump /tmp/nst.jsonl

Since session 24 a dump's `quoted` flags are the quote selector's picks
(src/anchor/quotes.rs), whatever `--no-quote-nearest` says; session 4's
anchor figures were read on the support set alone, before the selector
(commit 6bec2b4 or earlier gives those dumps).
"""

import argparse
import json
import math
import re
import statistics
import tomllib
from collections import Counter

import numpy as np

STOP = set(
    "a an the of in on at to for and or but is are was were be been by with as from that this it its "
    "his her their he she they which who also has have had not".split()
)


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load_dump(dump, claims):
    """A `wice --dump` file and the claim file it was made from, checked to line up."""
    rows, claim_rows = load(dump), load(claims)
    if len(rows) != len(claim_rows):
        raise SystemExit(f"{dump} has {len(rows)} rows, {claims} {len(claim_rows)} claims: dump the same file")
    return rows, claim_rows


def load_calibration(path):
    with open(path, "rb") as f:
        return tomllib.load(f)


def auroc(labels, scores):
    """Probability that a random positive outranks a random negative (ties count half)."""
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return float("nan")
    ranks = {}
    allv = sorted(pos + neg)
    i = 0
    while i < len(allv):
        j = i
        while j < len(allv) and allv[j] == allv[i]:
            j += 1
        ranks[allv[i]] = (i + j + 1) / 2
        i = j
    return (sum(ranks[s] for s in pos) - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def chars(spans):
    out = set()
    for s in spans:
        out.update(range(s[0], s[1]))
    return out


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def jaccard(row, spans):
    """(Jaccard against the gold union, whether any span touches gold)."""
    a, g = chars(spans), chars(row["gold"])
    return len(a & g) / len(a | g), bool(a & g)


def content(text):
    """Content-word stems (first six letters), a rough twin of the engine's."""
    return [w[:6] for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP]


def verified(row, cal):
    z = cal["bias"] + sum(w * row["signals"][k] for k, w in cal["weights"].items())
    return row["guard_passed"] and row.get("atoms_anchored", True) and bool(row["anchors"]) and 1 / (1 + math.exp(-z)) >= cal["threshold"]


def anchor_stats(tps):
    prec, rec, jac = [], [], []
    anchors = anchors_off = gold_n = gold_unquoted = 0
    for r in tps:
        a, g = chars(r["anchors"]), chars(r["gold"])
        prec.append(len(a & g) / len(a))
        rec.append(len(a & g) / len(g))
        jac.append(len(a & g) / len(a | g))
        for s in r["anchors"]:
            anchors += 1
            anchors_off += not any(overlaps(s, x) for x in r["gold"])
        for x in r["gold"]:
            gold_n += 1
            gold_unquoted += not any(overlaps(s, x) for s in r["anchors"])
    return {
        "true_positives": len(tps),
        "char_precision": statistics.mean(prec),
        "char_recall": statistics.mean(rec),
        "span_jaccard": statistics.mean(jac),
        "anchors": anchors,
        "anchors_touching_no_gold": anchors_off,
        "gold_sentences": gold_n,
        "gold_sentences_not_quoted": gold_unquoted,
        "gold_sets_per_claim": statistics.mean(len(r["gold_sets"]) for r in tps),
        "gold_sentences_per_claim": statistics.mean(len(r["gold"]) for r in tps),
    }


def ceilings(tps):
    ours, wice = [], []
    for r in tps:
        keep = [s["span"] for s in r["sentences"] if s["gold"]]
        ours.append(jaccard(r, keep)[0] if keep else 0.0)
        reached = [g for g in r["gold"] if any(overlaps(s["span"], g) for s in r["sentences"])]
        wice.append(len(chars(reached)) / len(chars(r["gold"])))
    return {"shortlisted_gold_sentences_our_segmentation": statistics.mean(ours), "shortlisted_gold_sentences_wice_segmentation": statistics.mean(wice)}


def signal_auroc(supported):
    sents = [s for r in supported for s in r["sentences"]]
    y = [s["gold"] for s in sents]
    return {k: auroc(y, [s[k] or 0.0 for s in sents]) for k in ("entailment", "dense", "lexical")}


def segmentation(rows, claims):
    """Our sentence starts vs WiCE's (evidence lines), once per distinct source."""
    seen = set()
    wice_n = ours_n = exact = inside = split = boundaries = missed = 0
    kinds = Counter()
    for r, c in zip(rows, claims):
        text = r["source_text"]
        if text in seen:
            continue
        seen.add(text)
        ours = [tuple(s["span"]) for s in r["sentences"] + r["others"]]
        ours_set, starts = set(ours), {s[0] for s in ours}
        pos, wice = 0, []
        for e in c["evidence"]:
            wice.append((pos, pos + len(e)))
            pos += len(e) + 1
        wice_n += len(wice)
        ours_n += len(ours)
        for g in wice:
            if g in ours_set:
                exact += 1
            elif any(o[0] <= g[0] and g[1] <= o[1] for o in ours):
                inside += 1
            elif sum(g[0] <= o[0] and o[1] <= g[1] for o in ours) >= 2:
                split += 1
            if g[0] > 0:
                boundaries += 1
                if g[0] not in starts:
                    missed += 1
                    before, after = text[g[0] - 2], text[g[0]]
                    kind = lambda ch: ("a" if ch.islower() else "A") if ch.isalpha() else ("9" if ch.isdigit() else ch)
                    kinds[kind(before) + "|" + kind(after)] += 1
    return {
        "wice_sentences": wice_n,
        "our_sentences": ours_n,
        "wice_equal_to_ours": exact,
        "wice_inside_one_of_ours": inside,
        "wice_split_by_ours": split,
        "wice_boundaries": boundaries,
        "wice_boundaries_we_miss": missed,
        "missed_by_kind": dict(kinds.most_common(8)),
    }


def boundary_positions(rows, claims):
    """Every space before a capital letter that our segmenter does not cut at,
    once per distinct source: (word before, word after, is a WiCE boundary)."""
    seen, out = set(), []
    for r, c in zip(rows, claims):
        text = r["source_text"]
        if text in seen:
            continue
        seen.add(text)
        ours = {s["span"][0] for s in r["sentences"] + r["others"]}
        wice, pos = set(), 0
        for e in c["evidence"]:
            wice.add(pos)
            pos += len(e) + 1
        for m in re.finditer(r"(\S+) (?=([A-Z]\S*))", text):
            start = m.end()
            if start not in ours:
                out.append((m.group(1), m.group(2), start in wice))
    return out


def boundary_cues(train, train_claims, dev, dev_claims, min_count=30, min_precision=0.8):
    """Could a rule recover the newlines the space join lost? A missed WiCE
    boundary almost always sits before a capital; measure how often each cue
    there is a real boundary. Next-word cues are chosen on WiCE's train split
    (seen >= min_count times, precision >= min_precision) and scored on dev."""
    shape = lambda w: ("a" if w[-1].islower() else "A") if w[-1].isalpha() else ("9" if w[-1].isdigit() else w[-1])
    tr, dv = boundary_positions(train, train_claims), boundary_positions(dev, dev_claims)
    missed = sum(b for _, _, b in dv)

    def rate(items):
        n = len(items)
        hits = sum(b for *_, b in items)
        return {"positions": n, "boundaries": hits, "precision": round(hits / n, 3) if n else None,
                "share_of_missed": round(hits / missed, 3) if missed else None}

    words = Counter()
    hits = Counter()
    for _, w, b in tr:
        words[w] += 1
        hits[w] += b
    chosen = sorted(w for w in words if words[w] >= min_count and hits[w] / words[w] >= min_precision)
    by_shape = Counter(shape(a) for a, _, _ in dv)
    return {
        "dev_capital_positions_not_cut": len(dv),
        "dev_missed_boundaries_before_a_capital": missed,
        "after_a_lowercase_word": rate([x for x in dv if shape(x[0]) == "a"]),
        "before_The": rate([x for x in dv if x[1] == "The"]),
        "after_a_closing_parenthesis": rate([x for x in dv if shape(x[0]) == ")"]),
        "positions_by_previous_char": dict(by_shape.most_common(6)),
        "next_words_chosen_on_train": chosen,
        "chosen_next_words_on_dev": rate([x for x in dv if x[1] in set(chosen)]),
    }


def selector_features(r, claim):
    """Per shortlisted sentence: the ten signals the README lists."""
    sents = r["sentences"]
    c = content(claim)
    cs, cb = set(c), set(zip(c, c[1:]))
    best_lex = max((s["lexical"] for s in sents), default=0) or 1
    best_dense = max((s["dense"] or 0 for s in sents), default=0) or 1
    x = []
    for s in sents:
        w = content(r["source_text"][s["span"][0] : s["span"][1]])
        ws, wb = set(w), set(zip(w, w[1:]))
        dense = s["dense"] or 0.0
        x.append([
            s["lexical"], s["lexical"] / best_lex, dense, dense / best_dense, s["entailment"] or 0.0,
            s["names"], s["numbers"], math.log1p(s["words"]), len(cs & ws) / max(1, len(ws)), len(cb & wb) / max(1, len(cb)),
        ])
    return np.array(x, dtype=float).reshape(-1, 10), np.array([s["gold"] for s in sents], dtype=float)


def fit(x, y, l2=0.01, steps=2000):
    mu, sd = x.mean(0), x.std(0) + 1e-6
    z = (x - mu) / sd
    w, b = np.zeros(z.shape[1]), 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(z @ w + b)))
        e = p - y
        w -= 0.5 * (z.T @ e / len(y) + l2 * w)
        b -= 0.5 * e.mean()
    return lambda q: 1 / (1 + np.exp(-(((q - mu) / sd) @ w + b)))


def selector(dev, dev_claims, train, train_claims, tp_ids, folds=5):
    feats = {id(r): selector_features(r, c["claim"]) for r, c in zip(dev + train, dev_claims + train_claims)}
    supported = [r for r in dev if r["label"] == "supported"]
    out = {}
    for mode in ("train_split", "train_split_plus_dev_folds"):
        probs = {}
        for f in range(folds):
            rows = list(train) + ([r for i, r in enumerate(supported) if i % folds != f] if mode != "train_split" else [])
            rows = [r for r in rows if r["sentences"]]
            model = fit(np.vstack([feats[id(r)][0] for r in rows]), np.concatenate([feats[id(r)][1] for r in rows]))
            for i, r in enumerate(supported):
                if i % folds == f and r["sentences"]:
                    probs[id(r)] = model(feats[id(r)][0])
        ys = np.concatenate([feats[id(r)][1] for r in supported if r["sentences"]])
        ps = np.concatenate([probs[id(r)] for r in supported if r["sentences"]])
        rows = {"sentence_auroc": auroc(list(ys), list(ps))}
        for t in (0.2, 0.3, 0.4, 0.5):
            jac, touch = [], []
            for r in supported:
                if id(r) not in tp_ids or id(r) not in probs:
                    continue
                p = probs[id(r)]
                keep = [i for i in range(len(p)) if p[i] >= t] or [int(np.argmax(p))]
                j, t_ = jaccard(r, [r["sentences"][i]["span"] for i in keep])
                jac.append(j)
                touch.append(t_)
            rows[f"p>={t}"] = {"span_jaccard": statistics.mean(jac), "touches_gold": statistics.mean(touch)}
        out[mode] = rows
    return out


def lexical_pool_recall(supported):
    """Gold sentences (ours) reached if every sentence sharing >= x of the claim's words joined the shortlist."""
    out = {}
    total = sum(s["gold"] for r in supported for s in r["sentences"] + r["others"])
    n = statistics.mean(len(r["sentences"]) + len(r["others"]) for r in supported)
    for x in (None, 0.2, 0.1, 1e-9):
        pool = [r["sentences"] + ([s for s in r["others"] if s["lexical"] >= x] if x else []) for r in supported]
        out["shortlist" if x is None else f"shortlist + lexical >= {x:g}"] = {
            "gold_recall": sum(s["gold"] for p in pool for s in p) / total,
            "sentences": statistics.mean(len(p) for p in pool),
            "of_sentences": n,
        }
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dev-dump", required=True)
    ap.add_argument("--dev", default="../shared/data/wice/claim_dev.jsonl")
    ap.add_argument("--train-dump", required=True)
    ap.add_argument("--train", default="../shared/data/wice/nst_train.jsonl")
    ap.add_argument("--calibration", default="models/calibration.toml", help="the calibration the dumps were made with")
    a = ap.parse_args()
    dev, dev_claims = load_dump(a.dev_dump, a.dev)
    train, train_claims = load_dump(a.train_dump, a.train)
    cal = load_calibration(a.calibration)
    supported = [r for r in dev if r["label"] == "supported"]
    tps = [r for r in supported if verified(r, cal)]
    report = {
        "anchors_over_true_positives": anchor_stats(tps),
        "jaccard_ceilings": ceilings(tps),
        "sentence_auroc_by_signal": signal_auroc(supported),
        "segmentation": segmentation(dev, dev_claims),
        "boundary_cues": boundary_cues(train, train_claims, dev, dev_claims),
        "sentence_selector": selector(dev, dev_claims, train, train_claims, {id(r) for r in tps}),
        "lexical_pool_recall": lexical_pool_recall(supported),
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
