#!/usr/bin/env python3
"""Where the gold sentences a shortlist misses lie (session 18's analysis).

Replays the shortlist of the code before the learned ranker (BM25 order,
dense order of the first max(top_k, dense_limit), reciprocal rank fusion)
over a `wice` dump that holds every sentence's BM25 score and cosine, and
for each gold sentence of a supported claim that the first `--top-k` miss,
prints how far it lies from a shortlisted one, its BM25 rank and its share
of the claim's words. Needs only the standard library:

    cargo run --release --bin wice -- ../shared/data/wice/claim_dev.jsonl \
        --top-k 1000 --dense-limit 1000 --no-windows --dump /tmp/dev_all.jsonl
    python3 scripts/shortlist_misses.py /tmp/dev_all.jsonl --top-k 20 --dense-limit 20

With --top-k 20 --dense-limit 20 it prints the replayed recall (0.883) and,
of the 70 gold sentences missed, 52 next to a shortlisted sentence and 27
sharing no content word with the claim: what the ranker's neighbour
features are for (src/shortlist/ranker.rs).
"""

import argparse
import json
from collections import Counter


def rrf(rankings, k0=60.0, limit=10**9):
    acc = {}
    for r in rankings:
        for i, idx in enumerate(r):
            s, best = acc.get(idx, (0.0, 10**9))
            acc[idx] = (s + 1.0 / (k0 + i + 1), min(best, i + 1))
    return [k for k, _ in sorted(acc.items(), key=lambda kv: (-kv[1][0], kv[1][1], kv[0]))[:limit]]


def bm25_shortlist(sents, top_k, dense_limit):
    order = sorted(range(len(sents)), key=lambda i: (-sents[i]["bm25"], i))
    pool = order[: max(top_k, dense_limit)]
    dense = sorted(pool, key=lambda i: (-(sents[i]["dense"] or 0.0), i))
    return rrf([[i for i in order if sents[i]["bm25"] > 0], dense], limit=top_k), order


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dump")
    ap.add_argument("--top-k", type=int, default=20)
    ap.add_argument("--dense-limit", type=int, default=20)
    args = ap.parse_args()
    total = found = 0
    distance, zero_cover, ranks = Counter(), 0, []
    for line in open(args.dump):
        o = json.loads(line)
        if o["label"] != "supported":
            continue
        sents = sorted(o["sentences"] + o["others"], key=lambda s: s["span"][0])
        chosen, order = bm25_shortlist(sents, args.top_k, args.dense_limit)
        rank = {i: r for r, i in enumerate(order)}
        for g in o["gold"]:
            total += 1
            hit = [i for i in range(len(sents)) if overlaps(g, sents[i]["span"])]
            if any(i in chosen for i in hit):
                found += 1
                continue
            i = hit[0]
            distance[min(min(abs(i - j) for j in chosen), 6) if chosen else 6] += 1
            zero_cover += sents[i]["lexical"] == 0.0
            ranks.append(rank[i])
    missed = total - found
    print(json.dumps({
        "replayed_recall": round(found / max(total, 1), 3),
        "gold_sentences": total,
        "missed": missed,
        "missed_by_distance_to_a_shortlisted_sentence (6 = 6 or more)": dict(sorted(distance.items())),
        "missed_sharing_no_claim_word": zero_cover,
        "missed_bm25_rank_median": sorted(ranks)[len(ranks) // 2] if ranks else None,
    }, indent=1))


if __name__ == "__main__":
    main()
