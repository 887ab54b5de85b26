//! The WiCE claim-level benchmark, with the metric definitions of issue 5:
//!
//! - source text = the evidence sentences joined with a single space; gold
//!   sentence i = its character span in that text; gold = the union of every
//!   `supporting_sentences` set;
//! - `partially_supported` claims are left out of precision/recall (their
//!   anchored rate is reported separately); predicted supported = `verified`;
//! - `unsupported_rejected` = true negatives / not_supported claims;
//! - `offsets_valid` = returned anchors whose `text[s:e] == quote` / all returned;
//! - over true positives: `touches_gold` (an anchor intersects a gold
//!   sentence) and `span_jaccard` (characters of the anchor spans vs. the
//!   union of gold sentences);
//! - `auroc` of the score (supported vs. not_supported);
//! - `shortlist_recall`: gold sentences touched by a candidate NLI scored /
//!   all gold sentences of supported claims (WiCE lists alternative
//!   supporting sets, so this counts redundant evidence too);
//!   `shortlist_claim_recall`: supported claims with at least one gold
//!   sentence among the candidates / supported claims;
//!   `shortlist_set_recall`: supported claims for which every sentence of at
//!   least one supporting set is among the candidates / supported claims
//!   (the recall that decides whether the evidence reached NLI at all).
//! - `span_jaccard_best_set` (beside the issue's `span_jaccard`, not instead
//!   of it): over true positives, the best Jaccard of the anchors against any
//!   single supporting set. A WiCE claim lists 4.1 alternative sets on average
//!   (5.2 distinct gold sentences), and one correct quote cannot cover them all.
//! - `quoted_sentences`, `quoted_gold_share`, `gold_quoted_share` (extra):
//!   over true positives, in our sentences, how many the anchors quote, the
//!   share of those overlapping a gold sentence, and the share of each
//!   claim's gold sentences quoted: Jaccard's precision and recall.
//! - `source_anchor_touches_gold` (also extra): over true positives, whether
//!   the one sentence `source_anchor` quotes intersects a gold sentence: what
//!   a reader who looks at the single best anchor sees.
//!   `source_anchor_gold_rate`: the same over every claim that lists gold
//!   sentences, partially supported ones included, verified or not, so it
//!   can be read on WiCE's `nst_train.jsonl` (only partially supported claims).
//!
//! The calibration is fitted on these signals by [`fit`]; [`cross_validate`]
//! gives the held-out figures (each claim scored by weights fitted without it).

use crate::anchor::quotes::{QuoteRow, QuoteSelector};
use crate::anchor::scoring::{Calibration, Signals};
use crate::anchor::features::TextSignals;
use crate::anchor::Candidate;
use crate::engine::Assessment;
use crate::error::{Error, Result};
use crate::shortlist::ranker;
use crate::source::Source;
use crate::text::{ByteSpan, CharIndex};
use crate::Engine;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One line of a WiCE claim-level file.
#[derive(Debug, Clone, Deserialize)]
pub struct WiceClaim {
    pub claim: String,
    pub evidence: Vec<String>,
    #[serde(default)]
    pub supporting_sentences: Vec<Vec<usize>>,
    pub label: String,
    /// Join the evidence sentences with a newline instead of the metric's
    /// single space (`wice --keep-lines`): the same character offsets, but
    /// the segmenter sees the page's own line breaks, so a run measures
    /// what WiCE's sentence boundaries would give the engine.
    #[serde(skip)]
    pub keep_lines: bool,
}

/// Reads a WiCE-format JSONL file.
///
/// # Errors
/// I/O errors, malformed lines (naming the line), and a file with no claim
/// (every figure of it would be empty or NaN).
pub fn load(path: &Path) -> Result<Vec<WiceClaim>> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    let claims: Vec<WiceClaim> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let c: WiceClaim =
                serde_json::from_str(l).map_err(|e| Error::Json { what: format!("{} line {}", path.display(), i + 1), source: e })?;
            if !matches!(c.label.as_str(), "supported" | "partially_supported" | "not_supported") {
                return Err(Error::invalid(format!("{} line {}: unknown label `{}`", path.display(), i + 1, c.label)));
            }
            Ok(c)
        })
        .collect::<Result<_>>()?;
    if claims.is_empty() {
        return Err(Error::invalid(format!("{}: no claims (a WiCE-format file has one JSON object a line)", path.display())));
    }
    Ok(claims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_without_claims_is_an_error() {
        let path = std::env::temp_dir().join(format!("anchorage-wice-empty-{}.jsonl", std::process::id()));
        std::fs::write(&path, "\n  \n").unwrap();
        let err = load(&path).unwrap_err().to_string();
        let _ = std::fs::remove_file(&path);
        assert!(err.contains("no claims"), "{err}");
    }

    #[test]
    fn keeping_lines_changes_the_separator_not_the_offsets() {
        let mut c = WiceClaim {
            claim: "x".into(),
            evidence: vec!["Skip to content".into(), "Café opened in 1990.".into()],
            supporting_sentences: vec![vec![1]],
            label: "supported".into(),
            keep_lines: false,
        };
        let (spaced, gold, _) = source_of(&c);
        c.keep_lines = true;
        let (lined, gold_lined, _) = source_of(&c);
        assert_eq!(spaced, "Skip to content Café opened in 1990.");
        assert_eq!(lined, "Skip to content\nCafé opened in 1990.");
        assert_eq!(gold, vec![(16, 36)]);
        assert_eq!(gold_lined, gold);
    }
}

/// What the engine decided for one claim, kept threshold-free so the
/// calibration can be refitted without rerunning the models.
#[derive(Debug, Clone, Serialize)]
pub struct Outcome {
    pub label: String,
    pub signals: Signals,
    pub guard_passed: bool,
    /// Every atom of a compound claim anchored (the engine's other veto).
    pub atoms_anchored: bool,
    /// Names of the guards that objected.
    pub guards: Vec<String>,
    /// Char spans of the anchors the engine would return if verified, with their quotes.
    pub anchors: Vec<(usize, usize, String)>,
    /// Char span of the sentence `source_anchor` would quote if verified.
    pub source_anchor: Option<(usize, usize)>,
    /// Char spans of gold sentences (the union of every supporting set).
    pub gold: Vec<(usize, usize)>,
    /// Char spans of each supporting set.
    pub gold_sets: Vec<Vec<(usize, usize)>>,
    /// Char spans of every candidate NLI scored.
    pub candidates: Vec<(usize, usize)>,
    /// Each shortlisted sentence's signals, in shortlist order.
    pub sentences: Vec<SentenceOutcome>,
    /// The source's other sentences (no NLI or dense score).
    pub others: Vec<SentenceOutcome>,
    /// Each shortlisted sentence's quote selector features (`--fit-quotes`).
    pub quote_rows: Vec<QuoteSentence>,
    pub source_text: String,
}

/// One sentence's signals and whether it is gold: what a sentence selector
/// could learn from (`--dump`; the analysis is in benches/README.md).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SentenceOutcome {
    /// Char span in the source text.
    pub span: (usize, usize),
    /// Overlaps a gold sentence.
    pub gold: bool,
    /// Inside one of the anchors the engine quotes.
    pub quoted: bool,
    /// NLI and dense scores: present only for shortlisted sentences.
    pub entailment: Option<f32>,
    pub contradiction: Option<f32>,
    pub dense: Option<f32>,
    /// Share of the claim's content words, names and numbers in the sentence.
    pub lexical: f32,
    /// The sentence's BM25 score for the claim (the shortlist's lexical ranking).
    #[serde(default)]
    pub bm25: f32,
    pub names: f32,
    pub numbers: f32,
    /// Whitespace-separated words in the sentence.
    pub words: usize,
}

/// A shortlisted sentence as the quote selector reads it, and whether it is gold.
#[derive(Debug, Clone, Serialize)]
pub struct QuoteSentence {
    /// Char span in the source text.
    pub span: (usize, usize),
    pub gold: bool,
    pub features: QuoteRow,
}

/// The shortlist ranker's training rows: every sentence of every claim
/// that lists gold sentences, labelled 1.0 when it overlaps one. No model
/// runs: the features are lexical.
pub fn ranker_rows(engine: &Engine, claims: &[WiceClaim]) -> (Vec<[f32; RANKER_FEATURES]>, Vec<f32>) {
    let per_claim: Vec<(Vec<[f32; RANKER_FEATURES]>, Vec<f32>)> = claims
        .par_iter()
        .filter(|c| c.supporting_sentences.iter().any(|s| !s.is_empty()))
        .map(|c| {
            let (text, gold, _) = source_of(c);
            let p = engine.prepare(&text);
            let rows = ranker::features(&engine.ranking_evidence(&c.claim, &TextSignals::of(&c.claim), &p));
            let labels = p.sentences.iter().map(|&s| f32::from(u8::from(gold.iter().any(|g| overlaps(*g, char_span(&p.chars, s)))))).collect();
            (rows, labels)
        })
        .collect();
    per_claim.into_iter().fold((Vec::new(), Vec::new()), |(mut r, mut l), (rows, labels)| {
        r.extend(rows);
        l.extend(labels);
        (r, l)
    })
}

const RANKER_FEATURES: usize = ranker::FEATURES.len();

/// A byte span of a claim's source text as a character span.
fn char_span(chars: &CharIndex, s: ByteSpan) -> (usize, usize) {
    (chars.char_of(s.start).unwrap_or(0), chars.char_of(s.end).unwrap_or(0))
}

/// Character spans `(start, end)` into a claim's source text.
pub type CharSpans = Vec<(usize, usize)>;

/// Source text, gold char spans (the union) and each supporting set's char
/// spans of a WiCE claim.
pub fn source_of(c: &WiceClaim) -> (String, CharSpans, Vec<CharSpans>) {
    let mut text = String::new();
    let mut spans = Vec::with_capacity(c.evidence.len());
    let mut chars = 0usize;
    for (i, e) in c.evidence.iter().enumerate() {
        if i > 0 {
            text.push(if c.keep_lines { '\n' } else { ' ' });
            chars += 1;
        }
        let n = e.chars().count();
        spans.push((chars, chars + n));
        text.push_str(e);
        chars += n;
    }
    let mut gold_idx: Vec<usize> = c.supporting_sentences.iter().flatten().copied().filter(|&i| i < spans.len()).collect();
    gold_idx.sort_unstable();
    gold_idx.dedup();
    let sets = c
        .supporting_sentences
        .iter()
        .map(|set| set.iter().filter(|&&i| i < spans.len()).map(|&i| spans[i]).collect::<Vec<_>>())
        .filter(|set| !set.is_empty())
        .collect();
    (text, gold_idx.into_iter().map(|i| spans[i]).collect(), sets)
}

/// Runs the engine over every claim (claims in parallel).
///
/// # Errors
/// The first engine error.
pub fn run(engine: &Engine, claims: &[WiceClaim]) -> Result<Vec<Outcome>> {
    claims
        .par_iter()
        .map(|c| {
            let (text, gold, gold_sets) = source_of(c);
            let source = Source { id: "evidence".into(), text: Some(text.clone()), ..Default::default() };
            let a: Assessment = engine.assess(&c.claim, &source)?;
            // Every sentence's signals: the shortlisted ones in shortlist
            // order (with their NLI and dense scores), then the rest.
            let prepared = engine.prepare(&text);
            let to_chars = |s: ByteSpan| char_span(&prepared.chars, s);
            let evidence = engine.ranking_evidence(&c.claim, &TextSignals::of(&c.claim), &prepared);
            let sentence = |i: usize, cand: Option<&Candidate>| {
                let bytes = prepared.sentences[i];
                let span = to_chars(bytes);
                let e = &evidence[i];
                SentenceOutcome {
                    span,
                    gold: gold.iter().any(|g| overlaps(*g, span)),
                    quoted: a.chosen_spans.iter().any(|s| s.contains(bytes)),
                    entailment: cand.map(|x| x.nli.entailment),
                    contradiction: cand.map(|x| x.nli.contradiction),
                    dense: cand.and_then(|x| x.dense),
                    lexical: e.coverage,
                    bm25: e.bm25,
                    names: e.names,
                    numbers: e.numbers,
                    words: e.words,
                }
            };
            let quote_rows = a
                .quote_rows
                .iter()
                .map(|&(i, features)| {
                    let span = to_chars(prepared.sentences[i]);
                    QuoteSentence { span, gold: gold.iter().any(|g| overlaps(*g, span)), features }
                })
                .collect();
            let singles: Vec<&Candidate> = a.candidates.iter().filter(|x| x.sentences.len() == 1).collect();
            let sentences: Vec<SentenceOutcome> = singles.iter().map(|x| sentence(x.sentences[0], Some(x))).collect();
            let others: Vec<SentenceOutcome> =
                (0..prepared.sentences.len()).filter(|i| !singles.iter().any(|x| x.sentences[0] == *i)).map(|i| sentence(i, None)).collect();
            Ok(Outcome {
                label: c.label.clone(),
                signals: a.signals,
                guard_passed: a.guard_passed,
                atoms_anchored: a.atoms_anchored,
                guards: a.citation.guards.clone(),
                anchors: a
                    .chosen_spans
                    .iter()
                    .map(|&s| {
                        let (cs, ce) = to_chars(s);
                        (cs, ce, text[s.range()].to_string())
                    })
                    .collect(),
                source_anchor: a.best_span.map(to_chars),
                gold,
                gold_sets,
                // The sentences NLI saw, not a window's covering span (which
                // would also cover the sentences between its two halves).
                candidates: a.candidates.iter().flat_map(|c| c.sentences.iter().map(|&i| to_chars(prepared.sentences[i]))).collect(),
                sentences,
                others,
                quote_rows,
                source_text: text,
            })
        })
        .collect()
}

/// The benchmark's JSON summary.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub claims: usize,
    pub supported: usize,
    pub not_supported: usize,
    pub partially_supported: usize,
    pub threshold: f32,
    pub precision: f64,
    pub recall: f64,
    pub f1: f64,
    pub unsupported_rejected: f64,
    pub partially_supported_anchored: f64,
    pub offsets_valid: f64,
    pub touches_gold: f64,
    pub span_jaccard: f64,
    pub span_jaccard_best_set: f64,
    pub source_anchor_touches_gold: f64,
    pub source_anchor_gold_rate: f64,
    /// Over true positives, in our sentences: how many the anchors quote,
    /// the share of those that overlap a gold sentence (pooled), and the
    /// share of each claim's gold sentences they quote (mean).
    pub quoted_sentences: f64,
    pub quoted_gold_share: f64,
    pub gold_quoted_share: f64,
    pub auroc: f64,
    pub shortlist_recall: f64,
    pub shortlist_claim_recall: f64,
    pub shortlist_set_recall: f64,
}

/// Whether a guard, an unanchored atom or the lack of any anchor refused
/// the claim whatever its score (as the engine decides).
fn refused(o: &Outcome) -> bool {
    !(o.guard_passed && o.atoms_anchored && !o.anchors.is_empty())
}

/// Whether the calibration verifies an outcome.
pub fn verified(cal: &Calibration, threshold: f32, o: &Outcome) -> bool {
    !refused(o) && cal.score(&o.signals) >= threshold
}

/// Computes every metric from outcomes and per-outcome scores.
pub fn summarize(outcomes: &[Outcome], scores: &[f32], threshold: f32) -> Summary {
    let (mut tp, mut fp, mut fn_, mut tn) = (0f64, 0f64, 0f64, 0f64);
    let (mut partial, mut partial_anchored) = (0usize, 0usize);
    let (mut returned, mut valid) = (0usize, 0usize);
    let (mut touches, mut jaccard, mut jaccard_set, mut best_touches) = (0f64, 0f64, 0f64, 0f64);
    let (mut with_gold, mut best_on_gold) = (0usize, 0usize);
    let (mut quoted, mut quoted_gold, mut gold_quoted_share) = (0usize, 0usize, 0f64);
    let (mut gold_total, mut gold_found, mut claims_found, mut sets_found) = (0usize, 0usize, 0usize, 0usize);
    let mut auc_scores = Vec::new();
    let mut auc_labels = Vec::new();
    for (o, &score) in outcomes.iter().zip(scores) {
        let anchor_on_gold = o.source_anchor.is_some_and(|b| o.gold.iter().any(|g| overlaps(*g, b)));
        if !o.gold.is_empty() {
            with_gold += 1;
            best_on_gold += usize::from(anchor_on_gold);
        }
        let pred = !refused(o) && score >= threshold;
        if pred {
            let chars: Vec<char> = o.source_text.chars().collect();
            for (s, e, q) in &o.anchors {
                returned += 1;
                if *e <= chars.len() && s <= e && chars[*s..*e].iter().collect::<String>() == *q {
                    valid += 1;
                }
            }
        }
        match o.label.as_str() {
            "partially_supported" => {
                partial += 1;
                partial_anchored += usize::from(pred);
                continue;
            }
            "supported" => {
                gold_total += o.gold.len();
                let in_shortlist = |g: &(usize, usize)| o.candidates.iter().any(|c| overlaps(*g, *c));
                let found = o.gold.iter().filter(|g| in_shortlist(g)).count();
                gold_found += found;
                claims_found += usize::from(found > 0);
                sets_found += usize::from(o.gold_sets.iter().any(|set| set.iter().all(in_shortlist)));
                if pred {
                    tp += 1.0;
                    touches += f64::from(u8::from(o.anchors.iter().any(|a| o.gold.iter().any(|g| overlaps(*g, (a.0, a.1))))));
                    best_touches += f64::from(u8::from(anchor_on_gold));
                    let spans: Vec<(usize, usize)> = o.anchors.iter().map(|a| (a.0, a.1)).collect();
                    jaccard += span_jaccard(&spans, &o.gold);
                    jaccard_set += o.gold_sets.iter().map(|set| span_jaccard(&spans, set)).fold(0.0, f64::max);
                    let ours = || o.sentences.iter().chain(&o.others);
                    let on_gold = ours().filter(|s| s.quoted && s.gold).count();
                    quoted += ours().filter(|s| s.quoted).count();
                    quoted_gold += on_gold;
                    gold_quoted_share += on_gold as f64 / ours().filter(|s| s.gold).count().max(1) as f64;
                } else {
                    fn_ += 1.0;
                }
            }
            _ => {
                if pred {
                    fp += 1.0;
                } else {
                    tn += 1.0;
                }
            }
        }
        // AUROC of the score a citation reports (refused claims scaled under the threshold).
        auc_scores.push(Calibration::reported(score, refused(o), threshold));
        auc_labels.push(o.label == "supported");
    }
    let div = |a: f64, b: f64| if b > 0.0 { a / b } else { 0.0 };
    let precision = div(tp, tp + fp);
    let recall = div(tp, tp + fn_);
    Summary {
        claims: outcomes.len(),
        supported: (tp + fn_) as usize,
        not_supported: (tn + fp) as usize,
        partially_supported: partial,
        threshold,
        precision,
        recall,
        f1: div(2.0 * precision * recall, precision + recall),
        unsupported_rejected: div(tn, tn + fp),
        partially_supported_anchored: div(partial_anchored as f64, partial as f64),
        offsets_valid: if returned == 0 { 1.0 } else { valid as f64 / returned as f64 },
        touches_gold: div(touches, tp),
        span_jaccard: div(jaccard, tp),
        span_jaccard_best_set: div(jaccard_set, tp),
        source_anchor_touches_gold: div(best_touches, tp),
        source_anchor_gold_rate: div(best_on_gold as f64, with_gold as f64),
        quoted_sentences: div(quoted as f64, tp),
        quoted_gold_share: div(quoted_gold as f64, quoted as f64),
        gold_quoted_share: div(gold_quoted_share, tp),
        auroc: super::auroc(&auc_scores, &auc_labels),
        shortlist_recall: div(gold_found as f64, gold_total as f64),
        shortlist_claim_recall: div(claims_found as f64, tp + fn_),
        shortlist_set_recall: div(sets_found as f64, tp + fn_),
    }
}

fn overlaps(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 < b.1 && b.0 < a.1
}

/// Character Jaccard of the union of `a` spans and the union of `b` spans.
pub fn span_jaccard(a: &[(usize, usize)], b: &[(usize, usize)]) -> f64 {
    let union_len = |spans: &[(usize, usize)]| -> Vec<(usize, usize)> {
        let mut v = spans.to_vec();
        v.sort_unstable();
        let mut out: Vec<(usize, usize)> = Vec::new();
        for (s, e) in v {
            match out.last_mut() {
                Some(last) if s <= last.1 => last.1 = last.1.max(e),
                _ => out.push((s, e)),
            }
        }
        out
    };
    let (ua, ub) = (union_len(a), union_len(b));
    let len = |u: &[(usize, usize)]| u.iter().map(|(s, e)| e - s).sum::<usize>();
    let mut inter = 0;
    for &(s1, e1) in &ua {
        for &(s2, e2) in &ub {
            inter += e1.min(e2).saturating_sub(s1.max(s2));
        }
    }
    let uni = len(&ua) + len(&ub) - inter;
    if uni == 0 {
        0.0
    } else {
        inter as f64 / uni as f64
    }
}

/// Quote selector thresholds tried by [`fit_quotes`]: 0.20, 0.25, ..., 0.70.
const QUOTE_THRESHOLDS: std::ops::RangeInclusive<u32> = 4..=14;

/// How far under the best mean Jaccard a quote threshold may be and still
/// count as the flat top of the curve.
const QUOTE_JACCARD_SLACK: f64 = 0.01;

/// Fits the quote selector on the shortlisted sentences of every claim
/// that lists gold sentences, then picks its threshold from the mean span
/// Jaccard of its quotes (`source_anchor`'s sentence, then the picks)
/// against the gold union over those claims: the lowest threshold within
/// [`QUOTE_JACCARD_SLACK`] of the best, a flat region as for the
/// calibration's threshold, taken at the end that quotes more, so that a
/// reader sees a gold sentence more often. (On WiCE's train split the
/// curve is flat from 0.30 to 0.60 within 0.01; taking its best point, 0.35
/// for the wide preset, quoted a gold sentence for 96.1 % of WiCE dev's
/// true positives, 0.30 for 97.1 %.) Fit it on WiCE's train split, never on
/// the dev split it is judged on. Returns the selector and the (threshold,
/// Jaccard) curve, or `None` when the file has no gold and no other
/// shortlisted sentences to learn from.
pub fn fit_quotes(outcomes: &[Outcome], l2: f32, fitted_on: &str) -> Option<(QuoteSelector, Vec<(f32, f64)>)> {
    let with_gold: Vec<&Outcome> = outcomes.iter().filter(|o| !o.gold.is_empty()).collect();
    let (rows, labels): (Vec<QuoteRow>, Vec<f32>) = with_gold.iter().flat_map(|o| o.quote_rows.iter().map(|q| (q.features, f32::from(u8::from(q.gold))))).unzip();
    let positives = labels.iter().filter(|&&y| y > 0.5).count();
    if positives == 0 || positives == labels.len() {
        return None;
    }
    let mut selector = QuoteSelector::fit(&rows, &labels, l2, 0.5, fitted_on);
    // Each claim with a `source_anchor`, its sentences' probabilities once.
    let claims: Vec<(&Outcome, (usize, usize), Vec<f32>)> = with_gold
        .iter()
        .filter_map(|o| {
            let rows: Vec<QuoteRow> = o.quote_rows.iter().map(|q| q.features).collect();
            Some((*o, o.source_anchor?, selector.probabilities(&rows)))
        })
        .collect();
    let mean_jaccard = |threshold: f32| {
        let sum: f64 = claims
            .iter()
            .map(|(o, anchor, p)| {
                let mut spans: Vec<(usize, usize)> = o.quote_rows.iter().zip(p).filter(|(_, &p)| p >= threshold).map(|(q, _)| q.span).collect();
                spans.push(*anchor);
                span_jaccard(&spans, &o.gold)
            })
            .sum();
        sum / claims.len().max(1) as f64
    };
    let curve: Vec<(f32, f64)> = QUOTE_THRESHOLDS.map(|k| k as f32 * 0.05).map(|t| (t, mean_jaccard(t))).collect();
    let best = curve.iter().map(|x| x.1).fold(f64::MIN, f64::max);
    selector.threshold = curve.iter().find(|x| x.1 >= best - QUOTE_JACCARD_SLACK).map_or(0.5, |x| x.0);
    Some((selector, curve))
}

/// The features the fitted calibration uses.
pub const FEATURES: &[&str] = &[
    "entail_max", "contra_of_best", "contra_max", "lex_anchor", "lex_sentence_max", "lex_source", "dense_max",
    "numbers_source", "names_source", "guard_objection", "guard_contradiction", "atom_entail_min", "atom_lex_min",
];

/// Training pairs from outcomes: supported = 1, not_supported = 0 (partial claims are left out).
fn training_set(outcomes: &[&Outcome]) -> (Vec<Signals>, Vec<f32>) {
    outcomes
        .iter()
        .filter(|o| o.label != "partially_supported")
        .map(|o| (o.signals, if o.label == "supported" { 1.0 } else { 0.0 }))
        .unzip()
}

/// Precision that a chosen threshold must reach on held-out scores, when it can.
pub const TARGET_PRECISION: f64 = 0.95;

/// Fits the calibration on all outcomes and picks its threshold from the
/// cross-validated scores: among thresholds where precision reaches
/// [`TARGET_PRECISION`] at the threshold and at both grid neighbours (a
/// point where it is reached alone sits on a cliff: one claim more or less
/// and it is not), the middle of the widest run whose F1 is within 0.01 of
/// the best F1 (upper middle on an even run: a flat region, preferring
/// precision).
///
/// Why the neighbour condition: on WiCE claim dev (43 unsupported claims,
/// so one false positive moves precision by ~0.008) the refit after the
/// number-range fix reached 0.950 at 0.80 alone (0.941 at 0.79, 0.949 at
/// 0.81), and the plain rule picked that cliff edge; the neighbour rule picks
/// 0.88 (cross-validated P 0.967, R 0.774) from the run 0.88-0.95. (That was
/// with L2 1e-3; the shipped fit, L2 0.1, gets 0.68 from the flat run
/// 0.65-0.68 in session 5: P 0.952, R 0.861.)
pub fn fit(outcomes: &[Outcome], extra: &[Outcome], cv_scores: &[f32], l2: f32, fitted_on: &str) -> Calibration {
    let all: Vec<&Outcome> = outcomes.iter().chain(extra).collect();
    let (x, y) = training_set(&all);
    let mut cal = Calibration::fit(&x, &y, FEATURES, l2, fitted_on);
    cal.threshold = choose_threshold(outcomes, cv_scores);
    cal
}

/// Threshold choice on a score curve (see [`fit`]).
pub fn choose_threshold(outcomes: &[Outcome], scores: &[f32]) -> f32 {
    let grid: Vec<f32> = (10..=95).map(|i| i as f32 / 100.0).collect();
    let sums: Vec<Summary> = grid.iter().map(|&t| summarize(outcomes, scores, t)).collect();
    let reaches = |i: usize| sums[i].precision >= TARGET_PRECISION;
    let eligible: Vec<usize> = (0..grid.len())
        .filter(|&i| reaches(i) && (i == 0 || reaches(i - 1)) && (i + 1 == grid.len() || reaches(i + 1)))
        .collect();
    let pool: Vec<usize> = if eligible.is_empty() { (0..grid.len()).collect() } else { eligible };
    let best = pool.iter().map(|&i| sums[i].f1).fold(0.0, f64::max);
    let good: Vec<usize> = pool.into_iter().filter(|&i| sums[i].f1 >= best - 0.01).collect();
    // Widest contiguous run of good thresholds; its middle.
    let (mut best_run, mut run) = ((0usize, 0usize), (good[0], good[0]));
    for w in good.windows(2) {
        if w[1] == w[0] + 1 {
            run.1 = w[1];
        } else {
            run = (w[1], w[1]);
        }
        if run.1 - run.0 >= best_run.1 - best_run.0 {
            best_run = run;
        }
    }
    if best_run == (0, 0) && good[0] != 0 {
        best_run = (good[0], good[0]);
    }
    grid[(best_run.0 + best_run.1).div_ceil(2)]
}

/// K-fold cross-validated scores: each claim scored by weights fitted on the
/// other folds. `extra` claims (the synthetic ones of `wice --augment`) are
/// split into folds the same way and train every fold but their own; their
/// held-out scores come back second, so neither file's figures are in-sample.
pub fn cross_validate(outcomes: &[Outcome], extra: &[Outcome], folds: usize, l2: f32) -> (Vec<f32>, Vec<f32>) {
    let mut scores = vec![0f32; outcomes.len()];
    let mut extra_scores = vec![0f32; extra.len()];
    for f in 0..folds {
        let train: Vec<&Outcome> =
            [outcomes, extra].into_iter().flat_map(|v| v.iter().enumerate().filter(|(i, _)| i % folds != f).map(|x| x.1)).collect();
        let (x, y) = training_set(&train);
        let cal = Calibration::fit(&x, &y, FEATURES, l2, "cv");
        for (i, o) in outcomes.iter().enumerate().filter(|(i, _)| i % folds == f) {
            scores[i] = cal.score(&o.signals);
        }
        for (i, o) in extra.iter().enumerate().filter(|(i, _)| i % folds == f) {
            extra_scores[i] = cal.score(&o.signals);
        }
    }
    (scores, extra_scores)
}
