#!/usr/bin/env python3
"""Claims with one wrong detail, for calibrating the support score.

WiCE claim dev, the file the calibration is fitted on, has almost no claim
that restates its source with one detail flipped (a negation, a number, a
name, a word), which is how a generated answer usually goes wrong. Fitted on
WiCE alone, the score learned to trust word overlap and gave NLI's
contradiction no weight, so "Zantrex was not approved by the FDA." was
verified at 0.95 against "It was approved by the FDA in March 2019."

This script writes a WiCE-format JSONL file of such claims, built from the
evidence pages of WiCE claim dev (text the NLI model never trained on: its
generator skips every sentence of these pages). Per page, from two different
sentences:

- supported: a shortened copy of one sentence (clauses, parentheticals or
  modifiers dropped, `nli_data.compress`), or the sentence itself;
- not_supported: a shortened copy of another sentence with one detail
  changed: a number, a month, a negation added or removed, a name swapped for
  another name of the same page, an antonym, or a content word swapped for
  another word of the page (`nli_data.perturb` and `swap_word` here).

`wice claim_dev.jsonl --augment FILE` adds these claims to every
calibration fit (cross-validated: each fold trains on the other folds of
both files) and reports them apart; the WiCE metrics stay WiCE's.

    python scripts/synthetic_claims.py --out /tmp/synthetic_claims.jsonl

Deterministic for a given --seed; needs only the standard library.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections import Counter

import nli_data as D

# Words never swapped: they carry structure, not the detail a claim states.
_FUNCTION = set(
    "about above after again against also although among another because been before being below between both "
    "could would should their there these those though through under until where which while within without "
    "other others every first later often since still their them they this that what when whom whose".split()
)


def swap_word(s: str, rng: random.Random, doc_words: list[str]) -> str | None:
    """Replace one lowercase content word with another word of the same page."""
    words = list(re.finditer(r"\b[a-z]{5,}\b", s))
    words = [m for m in words if m.group(0) not in _FUNCTION]
    if not words:
        return None
    m = rng.choice(words)
    have = set(re.findall(r"[a-z]+", s.lower()))
    # Same ending, so the swap keeps the word's part of speech ("approved" -> "reported").
    pool = [w for w in doc_words if w not in have and w not in _FUNCTION and w[-2:] == m.group(0)[-2:]]
    if not pool:
        return None
    return s[: m.start()] + rng.choice(pool) + s[m.end() :]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=None, help="data root (default ../shared/data from the repo root)")
    ap.add_argument("--source", default="claim_dev.jsonl", help="WiCE file whose evidence pages are used")
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--pages", type=int, default=80,
                    help="evidence pages used (one supported and one not_supported claim each), so the synthetic "
                         "claims weigh about as much in the fit as WiCE's 158 labelled ones")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    rows = D.load_wice_claims(D.data_root(args.data), args.source)
    seen, out, kinds = set(), [], Counter()
    rng.shuffle(rows)
    for r in rows:
        if len(seen) >= args.pages:
            break
        ev = [e.strip() for e in r["evidence"]]
        key = (ev[0] if ev else "") + str(len(ev))
        if key in seen:  # several claims share one evidence page
            continue
        seen.add(key)
        good = [i for i, s in enumerate(ev) if D.good_sentence(s) and D._words(s) <= 40]
        if len(good) < 2:
            continue
        ents = sorted({e for i in good for _, _, e in D._entities(ev[i])})
        doc_words = sorted({w for i in good for w in re.findall(r"\b[a-z]{5,}\b", ev[i])})
        i, j = rng.sample(good, 2)
        pos = D.compress(ev[i], rng) or ev[i]
        out.append({"claim": pos, "evidence": r["evidence"], "supporting_sentences": [[i]], "label": "supported", "kind": "shortened copy"})
        kinds["supported: shortened copy"] += 1
        base = D.compress(ev[j], rng) or ev[j]
        if rng.random() < 0.2:
            neg, kind = swap_word(base, rng, doc_words), "p_word"
        else:
            neg, kind = D.perturb(base, rng, ents)
        if neg is None:
            neg, kind = swap_word(base, rng, doc_words), "p_word"
        if neg is None or neg == base:
            continue
        out.append({"claim": D._finish(neg), "evidence": r["evidence"], "supporting_sentences": [], "label": "not_supported", "kind": kind})
        kinds[f"not_supported: {kind}"] += 1
    with open(args.out, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(json.dumps({"claims": len(out), "kinds": dict(sorted(kinds.items()))}, indent=1))


if __name__ == "__main__":
    main()
