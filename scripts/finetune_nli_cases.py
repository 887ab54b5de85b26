#!/usr/bin/env python3
"""Fine-tune the shipped NLI model on the review case sets: a measurement, not a shipped step.

Asks whether more training of the shipped cross-encoder on claims like the
case sets' (short news sources, true claims in other words, false claims
with one wrong detail) makes its entailment probability worth something
to the calibrated score. Pairs: every case of benches/data/*.jsonl except
the held-out sets named by --hold; the premise is what the shipped engine
quotes (true claims: the joined `source_anchors`, label entailment), else
for a false claim its `source_anchor` or the source sentence sharing most
of the claim's words, labelled contradiction for a wrong detail (number,
date, name, place, negation, antonym, role) and neutral otherwise
(an addition, a part, a hedge). 3,000 pairs of the training pool's SNLI
dev, MED, SciTail dev and MNLI 1k are mixed in so it keeps what it knew.

    cargo build --release
    python scripts/float_onnx.py --models models --out /tmp/gpu-models
    python scripts/recover_nli_checkpoint.py --float-models /tmp/gpu-models --out /tmp/nli-shipped
    python scripts/finetune_nli_cases.py --start /tmp/nli-shipped --out /tmp/nli-cases
    cp -r models /tmp/models-cases
    python scripts/export_nli.py --ckpt /tmp/nli-cases --heldout /nonexistent --out /tmp/models-cases/nli-minilm-l6
    export ANCHORAGE_MODELS=/tmp/models-cases   # then refit what reads NLI, per preset:
    target/release/wice ../shared/data/wice/nst_train.jsonl [--preset P] --fit-quotes /tmp/models-cases/quote_selector[-P].toml
    target/release/wice ../shared/data/wice/claim_dev.jsonl [--preset P] --fit /tmp/models-cases/calibration[-P].toml
    target/release/wice ../shared/data/wice/claim_dev.jsonl [--preset fast]
    python scripts/guard_audit.py --cases benches/data/heldout32_review.jsonl   # "auroc" per set

Figures in benches/README.md (session 36). Training venv as in
models/nli-minilm-l6/README.md; about 4 minutes on 2 cores.
"""

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch
from transformers import AutoModelForSequenceClassification, AutoTokenizer

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import nli_data as D  # noqa: E402

# Kinds (or parts of kind names, across the sets' naming) whose false claim
# the source contradicts; every other false kind is neutral.
CONTRADICTED = ("neg", "swap", "role", "antonym", "opposite", "number", "date", "name", "place", "month", "weekday", "quantifier", "unit", "ordinal", "superlative")
STOP = set("the a an of in on at to for and or by with from is was were are be has had have that this it its as".split())


def words(text):
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in STOP}


def nearest_sentence(claim, source):
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'])", source)
    own = words(claim)
    return max(sentences, key=lambda s: len(own & words(s)))


def case_pairs(binary, hold):
    cases = []
    for path in sorted((REPO / "benches" / "data").glob("*.jsonl")):
        if path.stem in hold:
            continue
        cases += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        inp, out = Path(tmp) / "in.jsonl", Path(tmp) / "out.jsonl"
        inp.write_text("".join(json.dumps({"claim": c["claim"], "sources": [{"id": "s", "text": c["source"]}]}) + "\n" for c in cases))
        subprocess.run([binary, "batch", "--input", str(inp), "--output", str(out)], check=True, cwd=REPO)
        results = [json.loads(line) for line in out.read_text().splitlines()]
    pairs = []
    for c, r in zip(cases, results, strict=True):
        if "error" in r:
            continue
        cit = r["result"][0]
        if c["expected_verified"]:
            premise, label = " ".join(a["quote"] for a in cit.get("source_anchors") or []), 0
        else:
            premise = (cit.get("source_anchor") or {}).get("quote") or nearest_sentence(c["claim"], c["source"])
            label = 2 if any(k in (c.get("kind") or "").lower() for k in CONTRADICTED) else 1
        if premise:
            pairs.append((premise, c["claim"], label))
    return pairs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", default="/tmp/nli-shipped", help="checkpoint to start from (recover_nli_checkpoint.py)")
    ap.add_argument("--out", default="/tmp/nli-cases")
    ap.add_argument("--binary", default=str(REPO / "target" / "release" / "anchorage"))
    ap.add_argument("--hold", nargs="*", default=["heldout30_review", "heldout31_review", "heldout32_review"], help="case sets kept out of training")
    ap.add_argument("--replay", type=int, default=3000, help="pairs of the original training pool mixed in")
    ap.add_argument("--epochs", type=float, default=1.0)
    ap.add_argument("--lr", type=float, default=2e-5)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    torch.set_num_threads(2)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    cases = case_pairs(args.binary, set(args.hold))
    root = D.data_root()
    pool = D.load_snli(root, "dev") + D.load_med(root) + D.load_scitail(root, "dev") + D.load_mnli1k(root)
    data = cases + rng.sample(pool, args.replay)
    print(f"case pairs {len(cases)} (entailment/neutral/contradiction {[sum(p[2] == l for p in cases) for l in range(3)]}), replay {args.replay}", flush=True)
    tok = AutoTokenizer.from_pretrained(args.start)
    model = AutoModelForSequenceClassification.from_pretrained(args.start)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    batch = 16
    steps = int(len(data) / batch * args.epochs)
    warm = int(0.06 * steps)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: (s + 1) / max(1, warm) if s < warm else max(0.0, (steps - s) / max(1, steps - warm)))
    model.train()
    step, t0 = 0, time.time()
    while step < steps:
        rng.shuffle(data)
        for i in range(0, len(data) - batch + 1, batch):
            if step >= steps:
                break
            b = data[i : i + batch]
            enc = tok([p for p, _, _ in b], [h for _, h, _ in b], truncation=True, max_length=128, padding=True, return_tensors="pt")
            loss = torch.nn.functional.cross_entropy(model(**enc).logits, torch.tensor([l for _, _, l in b]))
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            if step % 50 == 0:
                print(f"step {step}/{steps} loss {loss.item():.3f} {time.time() - t0:.0f}s", flush=True)
    model.save_pretrained(args.out)
    tok.save_pretrained(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
