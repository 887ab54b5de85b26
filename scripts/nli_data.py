"""Data loading and synthetic pair construction for the anchorage NLI model.

Labels: 0 entailment, 1 neutral, 2 contradiction.

All loaders read from a data root (default ``../shared/data`` relative to the
repository root) and return lists of ``(premise, hypothesis, label)`` tuples.
Two-way sets are mapped onto the 3-way scheme (not-entailment -> neutral).

The ``wice_synthetic`` builder turns the evidence documents of WiCE
``nst_train`` (real encyclopedic / web text with names, dates and numbers)
into entailment / neutral / contradiction pairs by compressing, extending and
perturbing sentences, so the model sees text closer to claim verification
than SNLI captions.  It never touches ``claim_dev``; sentences that also occur
in ``claim_dev`` evidence are skipped so the evaluation stays clean.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
from pathlib import Path

LABELS = ["entailment", "neutral", "contradiction"]
E, N, C = 0, 1, 2

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO_ROOT.parent / "shared" / "data"


def data_root(override: str | None = None) -> Path:
    if override:
        return Path(override)
    env = os.environ.get("ANCHORAGE_DATA")
    return Path(env) if env else DEFAULT_DATA


# ---------------------------------------------------------------- normalising

_SNLI_FIXES = [
    (re.compile(r"\s+([.,!?;:%])"), r"\1"),
    (re.compile(r"\s+(n't|'s|'re|'ve|'ll|'d|'m)\b", re.I), r"\1"),
    (re.compile(r"\(\s+"), "("),
    (re.compile(r"\s+\)"), ")"),
    (re.compile(r"\[\s+"), "["),
    (re.compile(r"\s+\]"), "]"),
    (re.compile(r"``\s*|\s*''"), '"'),
    (re.compile(r"\s+"), " "),
]


def normalise(text: str) -> str:
    """Undo PTB-style tokenisation (SNLI, MNLI): ' .' -> '.', ' n't' -> "n't"."""
    t = text.strip()
    for pat, rep in _SNLI_FIXES:
        t = pat.sub(rep, t)
    return t.strip()


# ---------------------------------------------------------------- NLI sets

_TWO_WAY = {
    "entailment": E, "e": E, "entails": E,
    "neutral": N, "n": N, "not_entailment": N, "non-entailment": N,
    "contradiction": C, "c": C,
}


def _lab(s: str) -> int:
    return _TWO_WAY[s.strip().lower()]


def _jsonl(path: Path):
    """The records of a JSON-lines file, in order."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def load_snli(root: Path, split: str):
    d = root / "nli" / "snli"
    s1 = (d / f"s1.{split}").read_text(encoding="utf-8").splitlines()
    s2 = (d / f"s2.{split}").read_text(encoding="utf-8").splitlines()
    lab = (d / f"labels.{split}").read_text(encoding="utf-8").splitlines()
    out = []
    for p, h, l in zip(s1, s2, lab):
        l = l.strip()
        if l in _TWO_WAY:
            out.append((normalise(p), normalise(h), _lab(l)))
    return out


def load_med(root: Path):
    out = []
    with open(root / "nli" / "med" / "MED.tsv", encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        i1, i2, il = header.index("sentence1"), header.index("sentence2"), header.index("gold_label")
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) <= il or cols[il] not in _TWO_WAY:
                continue
            out.append((cols[i1].strip(), cols[i2].strip(), _lab(cols[il])))
    return out


def load_scitail(root: Path, split: str):
    return [(r["sentence1"].strip(), r["sentence2"].strip(), E if r["gold_label"] == "E" else N)
            for r in _jsonl(root / "nli" / "scitail" / f"{split}.jsonl")]


def load_mnli1k(root: Path):
    out = []
    with open(root / "nli" / "mnli" / "mnli_matched_1k.tsv", encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 3 or cols[0] not in _TWO_WAY:
                continue
            out.append((normalise(cols[1]), normalise(cols[2]), _lab(cols[0])))
    return out


def load_tracie(root: Path):
    out = []
    for r in _jsonl(root / "nli" / "tracie" / "train_uniform.jsonl"):
        q = re.sub(r"^event:\s*", "", r["query"]).strip()
        q = q[0].upper() + q[1:] if q else q
        if not q.endswith("."):
            q += "."
        out.append((r["story"].strip(), q, _lab(r["label"])))
    return out


def load_rte(root: Path, split: str):
    out = []
    with open(root / "nli" / "rte" / f"{split}.tsv", encoding="utf-8") as f:
        f.readline()
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 4:
                continue
            out.append((cols[1].strip(), cols[2].strip(), _lab(cols[3])))
    return out


def load_sick(root: Path, split: str = "test"):
    name = {"test": "SICK_test_annotated.txt", "train": "SICK_train.txt", "trial": "SICK_trial.txt"}[split]
    out = []
    with open(root / "nli" / "sick" / name, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        ia, ib, il = header.index("sentence_A"), header.index("sentence_B"), header.index("entailment_judgment")
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) <= il:
                continue
            out.append((cols[ia].strip(), cols[ib].strip(), _lab(cols[il])))
    return out


def load_breaking(root: Path):
    return [(r["sentence1"].strip(), r["sentence2"].strip(), _lab(r["gold_label"]))
            for r in _jsonl(root / "nli" / "breaking" / "dataset.jsonl") if r["gold_label"] in _TWO_WAY]


def load_anli(root: Path, rnd: str, split: str = "test"):
    m = {"e": E, "n": N, "c": C}
    return [(r["context"].strip(), r["hypothesis"].strip(), m[r["label"]])
            for r in _jsonl(root / "nli" / "anli" / f"{rnd}_{split}.jsonl")]


def load_wice_claims(root: Path, name: str = "claim_dev.jsonl"):
    return _jsonl(root / "wice" / name)


# ---------------------------------------------------------------- synthetic WiCE-style pairs

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
_MONTH_RE = re.compile(r"\b(" + "|".join(MONTHS) + r")\b")
_NUM_RE = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w])")
_AUX_RE = re.compile(r"\b(is|was|are|were|has|have|had|will|can|could|would|should|does|did)\b(?!\s+(not|n't|never)\b)")
_NEG_RE = re.compile(r"\b(is|was|are|were|has|have|had|will|can|could|would|should|does|did)\s+not\s+")
_ANTONYMS = [("before", "after"), ("first", "last"), ("largest", "smallest"), ("highest", "lowest"),
             ("increased", "decreased"), ("won", "lost"), ("rose", "fell"), ("older", "younger"),
             ("north", "south"), ("east", "west"), ("earlier", "later"), ("more", "fewer"),
             ("above", "below"), ("male", "female"), ("opened", "closed"), ("joined", "left"),
             ("beginning", "end"), ("longest", "shortest"), ("best", "worst"), ("early", "late"),
             ("victory", "defeat"), ("private", "public"), ("minority", "majority")]
_ANT = {}
for a, b in _ANTONYMS:
    _ANT[a], _ANT[b] = b, a
_ANT_RE = re.compile(r"\b(" + "|".join(sorted(_ANT, key=len, reverse=True)) + r")\b")
_CAP_RE = re.compile(r"\b[A-Z][a-zA-Z'\-]+(?:\s+(?:of\s+|de\s+|the\s+)?[A-Z][a-zA-Z'\-]+)*")
_CAP_STOP = {"The", "A", "An", "In", "On", "At", "He", "She", "It", "They", "We", "I", "This", "That",
             "His", "Her", "Its", "Their", "Our", "After", "Before", "During", "When", "While", "As",
             "But", "And", "Or", "If", "For", "From", "With", "By", "To", "Of", "Also", "However",
             "There", "These", "Those", "Some", "Many", "Most", "All", "One", "Two", "Mr", "Mrs", "Ms",
             "Dr"} | set(MONTHS)
_BAD_LY = {"only", "family", "july", "italy", "supply", "apply", "reply", "fly", "ally", "rally", "emily",
           "likely", "unlikely", "nearly", "roughly", "approximately", "partly", "partially", "allegedly",
           "reportedly", "supposedly", "possibly", "probably", "hardly", "barely", "rarely", "scarcely",
           "formerly", "previously", "early", "lily", "holy", "ugly", "belly", "jelly", "bully", "silly",
           "assembly", "anomaly", "monopoly", "poly", "daily", "weekly", "monthly", "yearly", "kelly",
           "sally", "molly", "billy", "hardly", "mostly", "largely", "mainly", "initially", "originally",
           "temporarily", "briefly", "almost", "seemingly", "apparently", "purportedly", "arguably",
           "occasionally", "sometimes", "rarely", "seldom", "potentially", "theoretically", "nominally"}
_SAFE_ADJ = {"famous", "popular", "prominent", "successful", "renowned", "notable", "leading",
             "important", "major", "beautiful", "well-known", "acclaimed", "influential", "award-winning",
             "large", "small", "big", "huge", "annual", "official", "local", "historic", "traditional",
             "modern", "classic", "international", "national", "professional", "critically"}
_LEAD_OK = re.compile(r"^(In|On|At|During|After|Before|Since|By|From|As of|Following|According to|Today|"
                      r"Currently|Later|Also|However|Additionally|Furthermore|Meanwhile|Subsequently|"
                      r"Nevertheless|Moreover|Eventually|Finally|Then|Now|Since then|In addition|"
                      r"Together with|Along with|Besides|Recently|Initially|Originally|\d)\b")
_MID_OK = re.compile(r"^(which|who|whose|where|now|formerly|also|then|known|born|located|based|founded|"
                     r"a|an|the|its|his|her|their|one|along|alongside|previously|originally|including|"
                     r"often|usually|mostly|in|at|on|from|after|before|during|since|according)\b")
_TRAIL_BAD = re.compile(r"^(if|unless|except|provided|only|as long as|so long as|assuming|but only)\b", re.I)
_DANGLING = re.compile(r"\s+(and|or|but|in|of|the|a|an|to|for|with|by|at|on|from|as|that|which|who|,)$", re.I)


def _words(s: str) -> int:
    return len(s.split())


def _finish(s: str) -> str:
    s = s.strip().rstrip(",;:- ")
    while True:
        t = _DANGLING.sub("", s)
        if t == s:
            break
        s = t.rstrip(",;:- ")
    if s and s[0].islower():
        s = s[0].upper() + s[1:]
    if s and s[-1] not in ".!?":
        s += "."
    return s


def good_sentence(s: str) -> bool:
    if not s or s.startswith("(meta data)") or s.startswith("#") or s.startswith("|") or s.startswith("*"):
        return False
    n = _words(s)
    if n < 7 or n > 60:
        return False
    if not s[0].isupper() and not s[0].isdigit() and s[0] != '"':
        return False
    if s.rstrip()[-1] not in ".!?\"'":
        return False
    if "http" in s or "@" in s or "©" in s:
        return False
    alpha = sum(ch.isalpha() for ch in s)
    return alpha / max(1, len(s)) > 0.6


def c_drop_paren(s, rng):
    t = re.sub(r"\s*\([^()]*\)", "", s)
    t = re.sub(r"\s*\[[^\[\]]*\]", "", t)
    return t if t != s else None


def c_drop_trailing(s, rng):
    body = s.rstrip(".!?")
    idx = body.rfind(", ")
    if idx < 0:
        return None
    head, tail = body[:idx], body[idx + 2:]
    if _words(head) < 5 or _TRAIL_BAD.match(tail) or head.count('"') % 2:
        return None
    return head + "."


def c_drop_leading(s, rng):
    idx = s.find(", ")
    if idx < 0 or idx > 60:
        return None
    lead, rest = s[:idx], s[idx + 2:]
    if not _LEAD_OK.match(lead) or _words(rest) < 5:
        return None
    return rest


def c_drop_middle(s, rng):
    parts = s.split(", ")
    if len(parts) < 3:
        return None
    cands = [i for i in range(1, len(parts) - 1) if _MID_OK.match(parts[i]) and _words(parts[i]) <= 14
             and " and " not in parts[i]]
    if not cands:
        return None
    i = rng.choice(cands)
    head = ", ".join(parts[:i])
    tail = ", ".join(parts[i + 1:])
    return head + " " + tail


def c_drop_modifiers(s, rng):
    toks = s.split(" ")
    keep = []
    dropped = 0
    for i, w in enumerate(toks):
        lw = w.lower().strip(",.")
        if i > 0 and w == w.lower() and w.isalpha() and ((lw.endswith("ly") and len(lw) > 4 and lw not in _BAD_LY)
                                                       or lw in _SAFE_ADJ) and rng.random() < 0.8:
            dropped += 1
            continue
        keep.append(w)
    return " ".join(keep) if dropped else None


def c_clause(s, rng):
    body = s.rstrip(".!?")
    for sep in ("; ", " but ", " and ", " while ", " whereas ", " although "):
        idx = body.find(sep)
        if idx > 0:
            left = body[:idx]
            right = body[idx + len(sep):]
            last = left.split()[-3:]
            if _words(left) >= 6 and "between" not in [x.lower() for x in last] and left.count("(") == left.count(")"):
                if sep == "; " and _words(right) >= 6 and rng.random() < 0.5:
                    return right
                return left + "."
    return None


COMPRESSORS = [c_drop_paren, c_drop_trailing, c_drop_leading, c_drop_middle, c_drop_modifiers, c_clause]


def compress(s: str, rng: random.Random, min_ops: int = 1, max_ops: int = 3):
    """Return a shorter sentence entailed by ``s`` or None."""
    ops = COMPRESSORS[:]
    rng.shuffle(ops)
    cur, applied = s, 0
    target = rng.randint(min_ops, max_ops)
    for op in ops:
        t = op(cur, rng)
        if t is not None:
            t = _finish(re.sub(r"\s+", " ", t))
            if _words(t) >= 4 and t != cur:
                cur, applied = t, applied + 1
                if applied >= target:
                    break
    return cur if applied else None


def _change_number(m, rng):
    raw = m.group(0)
    has_comma = "," in raw
    digits = raw.replace(",", "")
    if "." in digits:
        a, b = digits.split(".", 1)
        return a + "." + str((int(b) + rng.randint(1, 8)) % (10 ** len(b))).zfill(len(b))
    n = int(digits)
    if 1000 <= n <= 2100 and not has_comma:
        return str(n + rng.choice([-10, -5, -3, -2, -1, 1, 2, 3, 5, 10]))
    r = rng.random()
    rev = digits[::-1]
    if r < 0.4 and len(digits) >= 2 and rev != digits and not rev.startswith("0"):
        new = int(rev)
    elif r < 0.6 and n >= 10:
        new = n // 10
    elif r < 0.8:
        new = n * 10 if n > 0 else 7
    else:
        new = n + rng.randint(1, max(2, n // 2))
    if new == n:
        new = n + 1
    return f"{new:,}" if has_comma or new >= 10000 and has_comma else str(new)


def p_number(s, rng, doc_ents=None):
    ms = list(_NUM_RE.finditer(s))
    if not ms:
        return None
    m = rng.choice(ms)
    return s[:m.start()] + _change_number(m, rng) + s[m.end():]


def p_month(s, rng, doc_ents=None):
    ms = list(_MONTH_RE.finditer(s))
    if not ms:
        return None
    m = rng.choice(ms)
    new = rng.choice([x for x in MONTHS if x != m.group(0)])
    return s[:m.start()] + new + s[m.end():]


def p_negation(s, rng, doc_ents=None):
    m = _NEG_RE.search(s)
    if m and rng.random() < 0.5:
        return s[:m.start()] + m.group(1) + " " + s[m.end():]
    if " never " in s and rng.random() < 0.5:
        return s.replace(" never ", " ", 1)
    ms = list(_AUX_RE.finditer(s))
    if not ms:
        return None
    for m in ms:
        nxt = s[m.end():].split(" ", 2)
        nxt = nxt[1].lower().strip(",.") if len(nxt) > 1 else ""
        if nxt in {"not", "no", "nothing", "never", "to", "none", "nobody", "little", "few"}:
            continue
        return s[:m.end()] + " not" + s[m.end():]
    return None


def p_antonym(s, rng, doc_ents=None):
    ms = list(_ANT_RE.finditer(s))
    if not ms:
        return None
    m = rng.choice(ms)
    return s[:m.start()] + _ANT[m.group(0)] + s[m.end():]


def _entities(s: str):
    out = []
    for m in _CAP_RE.finditer(s):
        txt = m.group(0)
        first = txt.split()[0]
        if m.start() == 0 and _words(txt) == 1:
            continue
        if first in _CAP_STOP and _words(txt) == 1:
            continue
        out.append((m.start(), m.end(), txt))
    return out


def p_entity(s, rng, doc_ents=None):
    if not doc_ents:
        return None
    ents = _entities(s)
    if not ents:
        return None
    st, en, txt = rng.choice(ents)
    low = s.lower()
    pool = [e for e in doc_ents if e.lower() not in low and txt.lower() not in e.lower()]
    same = [e for e in pool if _words(e) == _words(txt)]
    pool = same or pool
    if not pool:
        return None
    return s[:st] + rng.choice(pool) + s[en:]


PERTURBERS = [(p_number, 3), (p_month, 1), (p_negation, 2), (p_entity, 3), (p_antonym, 1)]


def perturb(s: str, rng: random.Random, doc_ents):
    ops = [op for op, w in PERTURBERS for _ in range(w)]
    rng.shuffle(ops)
    seen = set()
    for op in ops:
        if op in seen:
            continue
        seen.add(op)
        t = op(s, rng, doc_ents)
        if t is not None and t != s:
            return t, op.__name__
    return None, None


def _jaccard(a: str, b: str) -> float:
    x = set(re.findall(r"\w+", a.lower()))
    y = set(re.findall(r"\w+", b.lower()))
    return len(x & y) / max(1, len(x | y))


def _lower_first(s: str) -> str:
    if len(s) > 1 and s[0].isupper() and not s[1].isupper() and s.split()[0] in _CAP_STOP:
        return s[0].lower() + s[1:]
    return s


def wice_documents(root: Path, exclude_sentences: set[str]):
    """Good sentences of each nst_train evidence document (in order, with index)."""
    rows = load_wice_claims(root, "nst_train.jsonl")
    docs, seen = [], set()
    for r in rows:
        key = r["evidence"][0] + str(len(r["evidence"]))
        if key in seen:  # several sub-claims share one evidence page
            continue
        seen.add(key)
        sents = [(i, s.strip()) for i, s in enumerate(r["evidence"])
                 if good_sentence(s.strip()) and s.strip() not in exclude_sentences]
        if len(sents) >= 3:
            docs.append(sents)
    return rows, docs


def split_documents(docs: list, rng: random.Random, heldout_frac: float):
    """(held-out, training) documents: `docs` shuffled by `rng`, the first
    `heldout_frac` held out. Every generator over the nst_train documents
    splits them this way with a fresh `random.Random(seed)`, so one seed holds
    the same documents out of all of them."""
    rng.shuffle(docs)
    n_hold = max(1, int(len(docs) * heldout_frac))
    return docs[:n_hold], docs[n_hold:]


def build_wice_synthetic(root: Path, n_target: int, seed: int, exclude_sentences: set[str], heldout_frac=0.05):
    """Build synthetic pairs; returns (train_pairs, heldout_pairs, stats)."""
    rng = random.Random(seed)
    rows, docs = wice_documents(root, exclude_sentences)
    held, kept = split_documents(docs, rng, heldout_frac)
    splits = {"heldout": held, "train": kept}
    out = {"heldout": [], "train": []}
    stats = {}
    total_sents = sum(len(d) for d in docs)
    per_sent = n_target / max(1, total_sents)
    for split, ds in splits.items():
        for doc in ds:
            ents = sorted({e for _, s in doc for _, _, e in _entities(s)})
            texts = [s for _, s in doc]
            for j, s in itertools.chain.from_iterable(
                    enumerate(texts) for _ in range(int(per_sent * 1.3) + 1)):
                if rng.random() > per_sent * 1.3 / (int(per_sent * 1.3) + 1):
                    continue
                # premise: the sentence, or it with an adjacent sentence
                r = rng.random()
                if r < 0.45:
                    prem = s
                elif r < 0.75 and j + 1 < len(texts):
                    prem = s + " " + texts[j + 1]
                elif j > 0:
                    prem = texts[j - 1] + " " + s
                else:
                    prem = s
                kind = rng.random()
                comp = compress(s, rng)
                if kind < 0.34:  # entailment
                    if comp is None:
                        if rng.random() < 0.3:
                            out[split].append((prem, s, E)); stats["E_copy"] = stats.get("E_copy", 0) + 1
                        continue
                    out[split].append((prem, comp, E)); stats["E_compress"] = stats.get("E_compress", 0) + 1
                elif kind < 0.66:  # contradiction
                    base = comp if (comp is not None and rng.random() < 0.6) else s
                    t, name = perturb(base, rng, ents)
                    if t is None:
                        continue
                    out[split].append((prem, _finish(t), C)); stats["C_" + name] = stats.get("C_" + name, 0) + 1
                else:  # neutral
                    r2 = rng.random()
                    if r2 < 0.3:  # other sentence of the same document
                        others = [x for k, x in enumerate(texts) if abs(k - j) > 1 and _jaccard(x, s) < 0.5]
                        if not others:
                            continue
                        o = rng.choice(others)
                        o = compress(o, rng) or o
                        out[split].append((prem, o, N)); stats["N_other"] = stats.get("N_other", 0) + 1
                    elif r2 < 0.55 and comp is not None:  # reverse: premise is the compressed copy
                        if _words(s) - _words(comp) < 2:
                            continue
                        out[split].append((comp, s, N)); stats["N_reverse"] = stats.get("N_reverse", 0) + 1
                    elif r2 < 0.85:  # sentence plus an extra fact from another sentence
                        others = [x for k, x in enumerate(texts) if k != j and _jaccard(x, s) < 0.5
                                  and x not in prem]
                        if not others:
                            continue
                        o = rng.choice(others)
                        oc = compress(o, rng) or o
                        h = (comp or s).rstrip(".!?") + rng.choice([" and ", ", and ", "; "]) + _lower_first(oc)
                        if _words(h) > 70:
                            continue
                        out[split].append((s, _finish(h), N)); stats["N_extra"] = stats.get("N_extra", 0) + 1
                    else:  # hypothesis from the neighbour, premise without it
                        if j + 1 >= len(texts):
                            continue
                        h = compress(texts[j + 1], rng) or texts[j + 1]
                        if _jaccard(h, s) > 0.5:
                            continue
                        out[split].append((s, h, N)); stats["N_neighbour"] = stats.get("N_neighbour", 0) + 1
    return out["train"], out["heldout"], stats


_FUNCTION = {"the", "a", "an", "in", "on", "at", "of", "for", "with", "by", "from", "to", "and", "or", "but",
             "who", "which", "that", "as", "its", "his", "her", "their", "was", "is", "were", "are", "be", "been",
             "over", "about", "than", "nearly", "approximately", "around", "some", "several", "exclusive"}
_PREPOSITIONS = {"on", "of", "to", "in", "at", "by", "with", "from", "for", "into", "about"}
_PUNCT = {",", ".", ";", ":", "-", "(", ")", "\"", "'", "!", "?", "--", "``", "''"}


def delete_unsupported(tokens: list[str], unsupported: list[bool]) -> str | None:
    """The claim with its unsupported tokens deleted, tidied; None when too little is left.

    WiCE marks which tokens of a partially supported claim the evidence does
    not support, so what remains is a real paraphrase of the evidence, in a
    Wikipedia editor's words: the entailment our compressed copies (which
    only ever drop words of the premise) never show the model.
    """
    # Deleting a verb or a noun with its complement left behind makes a
    # fragment, not a claim ("Gill [lived at] 71 High Street", "published
    # [four works] of nonfiction"): skip those claims.
    n = len(tokens)
    for i in range(n):
        if unsupported[i] and (i == 0 or not unsupported[i - 1]):
            j = i
            while j < n and unsupported[j]:
                j += 1
            first, before = tokens[i].lower(), tokens[i - 1] if i else ""
            if first in {"is", "was", "are", "were", "has", "have", "had", "be", "been", "being"}:
                return None
            if first.endswith("ed") and before[:1].isupper():
                return None
            after = tokens[j].lower() if j < n else "."
            if after == "of" or (i == 0 and after != ","):
                return None
            if before.lower() in _PREPOSITIONS | {"a", "an", "the"} and (after in _PREPOSITIONS or after in _PUNCT):
                return None
    kept = [t for t, bad in zip(tokens, unsupported) if not bad]
    removed = sum(unsupported)
    words = [t for t in kept if any(ch.isalnum() for ch in t)]
    if not removed or len(words) < 4 or removed > 0.6 * len(tokens):
        return None
    changed = True
    while changed:
        changed = False
        out = []
        for i, t in enumerate(kept):
            nxt = kept[i + 1] if i + 1 < len(kept) else None
            # a function word left before punctuation or the end (its object was deleted)
            if t.lower() in _FUNCTION and (nxt is None or nxt in {",", ".", ";", ":", ")"}):
                changed = True
                continue
            # empty brackets: drop both
            if t == ")" and out and out[-1] == "(":
                out.pop()
                changed = True
                continue
            # doubled punctuation, punctuation at the start
            if t in _PUNCT and t not in {"(", "\"", "``"} and (not out or out[-1] in {",", ";", ":", "("}):
                if t in {".", ")"} and out and out[-1] in {",", ";", ":"}:
                    out.pop()
                    if t == ".":
                        out.append(t)
                changed = True
                continue
            out.append(t)
        kept = out
    for i, t in enumerate(kept):
        # a unit whose number was deleted ("a rating of %")
        if t in {"%", "$", "percent"} and not any(
                j < len(kept) and any(ch.isdigit() for ch in kept[j]) for j in (i - 1, i + 1)):
            return None
    text = normalise(" ".join(kept).replace(" - ", "-").replace("( ", "(").replace(" )", ")"))
    text = re.sub(r'"\s*"', "", text)                     # a quotation emptied by the deletion
    text = re.sub(r'"\s+([^"]*?)\s+"', r'"\1"', text)     # tokenised quotes: " Starman " -> "Starman"
    text = re.sub(r"\s+(or|and)\s*(?=[.,;]|$)", "", text)     # "known as X or [Y]."
    text = re.sub(r"\s+", " ", text).strip()
    return _finish(text) if sum(any(ch.isalnum() for ch in t) for t in kept) >= 4 else None


def build_nst_claim_pairs(root: Path, seed: int, deletions: bool = False):
    """Pairs from nst_train claims: premise = supporting sentences.

    full claim (has unsupported tokens) -> neutral;
    claim with a removable unsupported span (trailing / parenthetical) -> entailment;
    with `deletions`, also the claim with every unsupported token deleted
    ([`delete_unsupported`]) -> entailment, against each of up to two of its
    supporting sets.
    """
    rng = random.Random(seed)
    rows = load_wice_claims(root, "nst_train.jsonl")
    pairs, stats = [], {"N_claim": 0, "E_claim_trim": 0, "E_claim_deleted": 0}
    for r in rows:
        if deletions and r["supporting_sentences"]:
            kept = delete_unsupported(r["claim_tokens"], r["non_supported_spans"])
            if kept:
                for sup in r["supporting_sentences"][:2]:
                    prem = " ".join(r["evidence"][i].strip() for i in sup if i < len(r["evidence"]))
                    if prem:
                        pairs.append((prem, kept, E))
                        stats["E_claim_deleted"] += 1
        if not r["supporting_sentences"]:
            continue
        sup = r["supporting_sentences"][rng.randrange(len(r["supporting_sentences"]))]
        prem = " ".join(r["evidence"][i].strip() for i in sup if i < len(r["evidence"]))
        if not prem:
            continue
        pairs.append((prem, r["claim"].strip(), N))
        stats["N_claim"] += 1
        toks, ns = r["claim_tokens"], r["non_supported_spans"]
        idx = [i for i, b in enumerate(ns) if b]
        if not idx:
            continue
        lo, hi = idx[0], idx[-1]
        contiguous = hi - lo + 1 == len(idx)
        n = len(toks)
        end = n - 1 if toks[-1] in {".", "!", "?"} else n
        trailing = contiguous and hi >= end - 1 and lo >= 4
        # a trailing phrase usually starts after a comma or with a preposition / conjunction
        if trailing and (toks[lo - 1] == "," or toks[lo].lower() in {"in", "on", "at", "and", "with", "for",
                                                                     "as", "from", "by", "during", "after",
                                                                     "including", "which", "who", "while"}):
            kept = toks[:lo]
            text = " ".join(kept)
            text = normalise(text.replace(" - ", "-"))
            pairs.append((prem, _finish(text), E))
            stats["E_claim_trim"] += 1
    return pairs, stats


def dev_evidence_sentences(root: Path) -> set[str]:
    try:
        return {s.strip() for r in load_wice_claims(root, "claim_dev.jsonl") for s in r["evidence"]}
    except FileNotFoundError:
        return set()


# ------------------------------------------------- negation and unrelated pairs

_PERSON = {"man", "woman", "boy", "girl", "person", "child", "kid", "guy", "lady", "men", "women", "boys",
           "girls", "people", "children", "kids", "player", "worker", "dancer", "biker", "rider", "skier"}
_SINGULAR_DET = {"a", "an", "the", "one"}
_PLURAL_DET = {"two", "three", "four", "five", "several", "some", "many", "the"}
_HAS_NEG = re.compile(r"\b(not|no|never|nobody|nothing|none|n't)\b", re.I)
_AUX_ING = re.compile(r"^(?P<subj>.+?) (?P<aux>is|are) (?P<rest>(?:\w+ly )?\w+ing\b.*)$")
_BARE_ING = re.compile(r"^(?P<subj>\S+(?: \S+){0,3}?) (?P<rest>(?:\w+ly )?\w+ing\b.*)$")


def negate_caption(s: str, rng: random.Random) -> str | None:
    """A plain-English negation of a short scene description, or None.

    SNLI-style captions ("A man is playing a guitar.", "Two dogs running in
    snow.") negated the ways people write it: "A man is not playing a
    guitar", "There is no man playing a guitar", "Nobody is playing a
    guitar". Our WiCE negations only insert "not" after an auxiliary, so the
    model never saw "There is no X" and called such pairs entailment.
    """
    t = s.strip().rstrip(".!")
    if not t or _HAS_NEG.search(t) or len(t.split()) > 20:
        return None
    m = _AUX_ING.match(t)
    if m:
        subj, aux, rest = m.group("subj"), m.group("aux"), m.group("rest")
        words = subj.split()
        det, head = words[0].lower(), words[-1].lower()
        forms = [f"{subj} {aux} not {rest}"]
        if len(words) <= 4 and (det in _SINGULAR_DET and aux == "is"):
            forms.append(f"There is no {' '.join(words[1:])} {rest}")
        if len(words) <= 4 and (det in _PLURAL_DET and aux == "are") and len(words) > 1:
            forms.append(f"There are no {' '.join(words[1:])} {rest}")
        if len(words) <= 3 and head in _PERSON:
            forms.append(f"Nobody is {rest}")
        out = rng.choice(forms)
    else:
        m = _BARE_ING.match(t)
        if not m:
            return None
        words = m.group("subj").split()
        # without an auxiliary, a longer caption often has its main verb later
        # ("A woman playing baseball walks back ..."): keep to short ones
        if len(t.split()) > 9 or len(words) < 2 or words[0].lower() not in _SINGULAR_DET | _PLURAL_DET:
            return None
        be = "is" if words[0].lower() in _SINGULAR_DET else "are"
        out = f"There {be} no {' '.join(words[1:])} {m.group('rest')}"
    return out[0].upper() + out[1:] + "."


_CAPTION_STOP = {"a", "an", "the", "is", "are", "of", "in", "on", "at", "with", "and", "to", "there", "no", "not",
                 "nobody", "some", "one", "two", "three", "four", "his", "her", "their", "its", "while", "for",
                 "by", "from", "into", "as", "being", "be", "has", "have", "other", "another"}


def _caption_words(s: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", s.lower()) if w not in _CAPTION_STOP}


def build_caption_contrasts(pairs, seed: int, n_each: int = 1500, n_unrelated: int | None = None):
    """Negation and unrelated-scene pairs built from SNLI-style captions.

    Two conventions the caption data leaves unlearned, both of which matter
    for checking claims against a source:

    - a sentence and its negation contradict, whichever side is negated
      (premise vs. its negation; an entailed hypothesis negated);
    - two sentences about unrelated things are neutral, not contradictory,
      even when one of them is negated (SNLI's hypotheses describe the
      premise's own photo, so an unrelated scene there reads as a
      contradiction; a claim beside an unrelated source sentence must not).

    `pairs` are `(premise, hypothesis, label)` of a training split only.
    An unrelated pair shares no content word: SNLI's own contradictions
    mostly share the subject ("A man ..." / "A man is sleeping"), and those
    stay contradictions.
    """
    n_unrelated = 2 * n_each if n_unrelated is None else n_unrelated
    rng = random.Random(seed)
    if not pairs:
        return [], {}
    premises = sorted({p for p, _, _ in pairs})
    entailed = [(p, h) for p, h, l in pairs if l == E]
    rng.shuffle(premises)
    rng.shuffle(entailed)
    out, stats = [], {"C_self_negation": 0, "C_entailed_negated": 0, "N_unrelated": 0, "N_unrelated_negated": 0}
    for p in premises:
        if stats["C_self_negation"] >= n_each:
            break
        neg = negate_caption(p, rng)
        if neg:
            out.append((neg, p, C) if rng.random() < 0.5 else (p, neg, C))
            stats["C_self_negation"] += 1
    for p, h in entailed:
        if stats["C_entailed_negated"] >= n_each:
            break
        neg = negate_caption(h, rng)
        if neg:
            out.append((p, neg, C))
            stats["C_entailed_negated"] += 1
    hyps = [h for _, h, _ in pairs]
    by_premise = {}
    for p, h, _ in pairs:
        by_premise.setdefault(p, set()).add(h)
    tries = 0
    while stats["N_unrelated"] + stats["N_unrelated_negated"] < n_unrelated and tries < 20 * max(1, n_unrelated):
        tries += 1
        p, h = rng.choice(premises), rng.choice(hyps)
        if h in by_premise.get(p, ()) or _caption_words(p) & _caption_words(h):
            continue
        r = rng.random()
        if r < 0.5:  # one side negated: 0.35 the hypothesis, 0.15 the premise
            neg = negate_caption(h if r < 0.35 else p, rng)
            if not neg:
                continue
            out.append((p, neg, N) if r < 0.35 else (neg, h, N))
            stats["N_unrelated_negated"] += 1
        else:
            out.append((p, h, N))
            stats["N_unrelated"] += 1
    return out, stats


def build_wice_fusions(root: Path, n_target: int, seed: int, exclude_sentences: set[str], heldout_frac=0.05):
    """Two-sentence claims: a hypothesis that joins facts of two sentences.

    Most supported WiCE claims need two evidence sentences together, and the
    engine scores two-sentence windows for them; the synthetic pairs above
    only ever entail from one sentence. From two sentences of a document
    (within three of each other): premise both, hypothesis their compressed
    copies joined → entailment; premise the first alone → neutral; premise
    both, the second half perturbed → contradiction. Uses the same document
    split as `build_wice_synthetic`, so its held-out documents stay out;
    returns (train_pairs, stats).
    """
    _, docs = split_documents(wice_documents(root, exclude_sentences)[1], random.Random(seed), heldout_frac)
    docs = [d for d in docs if len(d) >= 2]
    if not docs:
        return [], {"E_fusion": 0, "N_fusion_half": 0, "C_fusion": 0}
    rng = random.Random(seed + 7)
    out, stats = [], {"E_fusion": 0, "N_fusion_half": 0, "C_fusion": 0}
    tries = 0
    while stats["E_fusion"] < n_target and tries < 50 * max(1, n_target):
        tries += 1
        texts = [s for _, s in rng.choice(docs)]
        j = rng.randrange(len(texts) - 1)
        k = rng.randrange(j + 1, min(len(texts), j + 4))
        a, b = texts[j], texts[k]
        if _jaccard(a, b) > 0.5:
            continue
        ca, cb = compress(a, rng) or a, compress(b, rng) or b
        h = ca.rstrip(".!?") + rng.choice([" and ", ", and ", "; "]) + _lower_first(cb)
        if _words(h) > 60:
            continue
        prem = a + " " + b
        out.append((prem, _finish(h), E))
        stats["E_fusion"] += 1
        r = rng.random()
        if r < 0.5:
            out.append((a, _finish(h), N))
            stats["N_fusion_half"] += 1
        else:
            ents = sorted({e for s in (a, b) for _, _, e in _entities(s)})
            t, _ = perturb(cb, rng, ents)
            if t is not None:
                h2 = ca.rstrip(".!?") + rng.choice([" and ", ", and ", "; "]) + _lower_first(t)
                out.append((prem, _finish(h2), C))
                stats["C_fusion"] += 1
    return out, stats
