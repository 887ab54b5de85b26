//! Which shortlisted sentences a verified citation quotes.
//!
//! The support set (`support.rs`) is what the verdict rests on: the chosen
//! candidate grown by sentences that carry the claim's missing words. As a
//! quote it is loose: a sentence that adds a few missing claim words
//! joins it, and on WiCE claim dev only 71 % of the sentences quoted that
//! way (the set plus the sentences nearest the claim in words and in
//! meaning) overlap a sentence the annotators marked as support; the
//! selector's quotes, 79 % (span Jaccard 0.395 -> 0.439). A reader
//! checking the citation wants the sentences that support the claim, and
//! no others.
//!
//! So a small logistic model reads every shortlisted sentence (its own
//! signals, where it stands against the support set and the two nearest
//! sentences, its neighbours) and quotes those it finds likely enough to
//! be support, after the sentence `source_anchor` quotes. The weights and
//! the threshold live in `models/quote_selector.toml` (and `-fast`,
//! `-wide`: [`crate::engine::Preset::quote_selector_file`]), fitted on WiCE's
//! train split (`wice nst_train.jsonl --fit-quotes PATH`), never on the dev
//! split the figures are read on. Quotes only: no verdict or score depends
//! on it. Measured figures are in benches/README.md (session 24).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::scoring::{check_weights, fit_named, named_probabilities};
use crate::error::{Error, Result};
use crate::shortlist::ranker::SentenceEvidence;

/// Feature names, in the order of [`features`]' rows.
pub const FEATURES: [&str; 19] = [
    "coverage",
    "coverage_of_best",
    "bm25_of_best",
    "names",
    "numbers",
    "log_words",
    "log_entailment_rank",
    "entailment",
    "contradiction",
    "dense",
    "has_dense",
    "in_support",
    "next_to_support",
    "two_from_support",
    "near_support",
    "neighbour_coverage",
    "position",
    "nearest_in_words",
    "nearest_in_meaning",
];

/// One feature row.
pub type QuoteRow = [f32; FEATURES.len()];

/// A shortlisted sentence as NLI and the bi-encoder scored it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QuoteCandidate {
    pub sentence: usize,
    pub entailment: f32,
    pub contradiction: f32,
    /// Cosine to the claim; `None` for a sentence past the shortlist's `dense_limit`.
    pub dense: Option<f32>,
}

/// What the decision around the candidates says.
#[derive(Debug, Clone, Copy)]
pub struct QuoteContext<'a> {
    /// The shortlist ranker's reading of every sentence of the source.
    pub evidence: &'a [SentenceEvidence],
    /// The support set's sentences.
    pub support: &'a [usize],
    pub nearest_in_words: Option<usize>,
    pub nearest_in_meaning: Option<usize>,
}

/// One row per candidate; `candidates` best entailed first (the rank is a feature).
pub fn features(candidates: &[QuoteCandidate], ctx: &QuoteContext) -> Vec<QuoteRow> {
    let ev = ctx.evidence;
    let n = ev.len().max(1) as f32;
    let best_cover = candidates.iter().map(|c| ev[c.sentence].coverage).fold(0.0f32, f32::max).max(1e-6);
    let best_bm25 = ev.iter().map(|e| e.bm25).fold(0.0f32, f32::max).max(1e-6);
    let flag = |b: bool| f32::from(u8::from(b));
    candidates
        .iter()
        .enumerate()
        .map(|(rank, c)| {
            let i = c.sentence;
            let e = &ev[i];
            // Distance to the nearest other sentence of the support set.
            let from_support = ctx.support.iter().filter(|&&j| j != i).map(|&j| j.abs_diff(i)).min().unwrap_or(usize::MAX);
            let neighbour_coverage = [i.checked_sub(1), Some(i + 1).filter(|&j| j < ev.len())].into_iter().flatten().map(|j| ev[j].coverage).fold(0.0f32, f32::max);
            [
                e.coverage,
                e.coverage / best_cover,
                e.bm25 / best_bm25,
                e.names,
                e.numbers,
                (e.words as f32).ln_1p(),
                (rank as f32).ln_1p(),
                c.entailment,
                c.contradiction,
                c.dense.unwrap_or(0.0),
                flag(c.dense.is_some()),
                flag(ctx.support.contains(&i)),
                flag(from_support == 1),
                flag(from_support == 2),
                flag(from_support <= 4),
                neighbour_coverage,
                i as f32 / n,
                flag(ctx.nearest_in_words == Some(i)),
                flag(ctx.nearest_in_meaning == Some(i)),
            ]
        })
        .collect()
}

/// A logistic model over [`FEATURES`]: the probability that a shortlisted
/// sentence is support for the claim, and the least one that is quoted.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuoteSelector {
    /// Bumped whenever the features or their meaning change.
    pub version: u32,
    /// What the weights and the threshold were fitted on, and how.
    pub fitted_on: String,
    pub bias: f32,
    /// Probability at or above which a sentence is quoted.
    pub threshold: f32,
    /// Feature name → weight; names must be in [`FEATURES`].
    pub weights: BTreeMap<String, f32>,
}

impl QuoteSelector {
    /// Reads and checks a quote selector TOML file.
    ///
    /// # Errors
    /// [`Error::Model`] when the file is unreadable, malformed, names an
    /// unknown feature or has a threshold outside [0, 1].
    pub fn load(path: &Path) -> Result<Self> {
        let err = |reason: String| Error::Model { model: path.display().to_string(), reason };
        let text = std::fs::read_to_string(path).map_err(|e| err(format!("cannot read the quote selector: {e}")))?;
        let q: QuoteSelector = toml::from_str(&text).map_err(|e| err(format!("malformed quote selector: {}", crate::model::toml_reason(&text, &e))))?;
        check_weights(q.bias, &q.weights, &FEATURES).map_err(err)?;
        if !(0.0..=1.0).contains(&q.threshold) {
            return Err(err(format!("threshold {} is outside [0, 1]", q.threshold)));
        }
        Ok(q)
    }

    /// The probability of each row.
    pub fn probabilities(&self, rows: &[QuoteRow]) -> Vec<f32> {
        named_probabilities(self.bias, &self.weights, &FEATURES, rows)
    }

    /// The sentences to quote: the candidates at or above the threshold,
    /// most likely first.
    pub fn select(&self, candidates: &[QuoteCandidate], rows: &[QuoteRow]) -> Vec<usize> {
        let p = self.probabilities(rows);
        let mut picked: Vec<(usize, f32)> = candidates.iter().zip(p).filter(|(_, p)| *p >= self.threshold).map(|(c, p)| (c.sentence, p)).collect();
        picked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        picked.into_iter().map(|(i, _)| i).collect()
    }

    /// Fits the weights on labelled rows (1.0 = the sentence is support),
    /// unconstrained; the threshold is the caller's to choose.
    pub fn fit(rows: &[QuoteRow], labels: &[f32], l2: f32, threshold: f32, fitted_on: &str) -> Self {
        let (weights, bias) = fit_named(rows, labels, l2, &FEATURES);
        QuoteSelector { version: 1, fitted_on: fitted_on.into(), bias, threshold, weights }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(coverage: f32, bm25: f32) -> SentenceEvidence {
        SentenceEvidence { bm25, coverage, words: 12, ..Default::default() }
    }

    fn cand(sentence: usize, entailment: f32, dense: Option<f32>) -> QuoteCandidate {
        QuoteCandidate { sentence, entailment, contradiction: 0.0, dense }
    }

    fn col(name: &str) -> usize {
        FEATURES.iter().position(|f| *f == name).unwrap()
    }

    #[test]
    fn features_read_the_support_set_and_the_neighbours() {
        let evidence = [ev(0.0, 0.0), ev(0.5, 4.0), ev(0.25, 2.0), ev(0.0, 0.0), ev(0.0, 0.0), ev(0.1, 1.0)];
        let ctx = QuoteContext { evidence: &evidence, support: &[1], nearest_in_words: Some(1), nearest_in_meaning: Some(5) };
        let rows = features(&[cand(1, 0.9, Some(0.7)), cand(2, 0.2, None), cand(5, 0.1, Some(0.8))], &ctx);
        assert_eq!(rows[0][col("in_support")], 1.0);
        assert_eq!(rows[0][col("next_to_support")], 0.0, "the support sentence itself is at no distance from the rest of the set");
        assert_eq!(rows[0][col("coverage_of_best")], 1.0);
        assert_eq!(rows[0][col("nearest_in_words")], 1.0);
        assert_eq!(rows[1][col("next_to_support")], 1.0);
        assert_eq!(rows[1][col("has_dense")], 0.0);
        assert_eq!(rows[1][col("neighbour_coverage")], 0.5);
        assert_eq!(rows[1][col("bm25_of_best")], 0.5);
        assert_eq!(rows[2][col("near_support")], 1.0);
        assert_eq!(rows[2][col("two_from_support")], 0.0);
        assert_eq!(rows[2][col("nearest_in_meaning")], 1.0);
        assert!((rows[2][col("log_entailment_rank")] - 3f32.ln()).abs() < 1e-6);
    }

    #[test]
    fn a_fit_quotes_what_looks_like_support_and_nothing_below_the_threshold() {
        // Support: sentences that cover the claim and sit next to the support set.
        let (mut rows, mut labels) = (Vec::new(), Vec::new());
        for k in 0..60 {
            let evidence: Vec<SentenceEvidence> = (0..8).map(|i| ev(((i * 5 + k) % 7) as f32 / 10.0, 1.0)).collect();
            let ctx = QuoteContext { evidence: &evidence, support: &[3], nearest_in_words: None, nearest_in_meaning: None };
            let cands: Vec<QuoteCandidate> = (0..8).map(|i| cand(i, 0.5, Some(0.5))).collect();
            for (c, r) in cands.iter().zip(features(&cands, &ctx)) {
                labels.push(f32::from(u8::from(evidence[c.sentence].coverage >= 0.3 && c.sentence.abs_diff(3) <= 1)));
                rows.push(r);
            }
        }
        let q = QuoteSelector::fit(&rows, &labels, 1e-4, 0.5, "test");
        assert!(q.weights["coverage"] > 0.0 && q.weights["in_support"] + q.weights["next_to_support"] > 0.0, "{:?}", q.weights);
        let evidence: Vec<SentenceEvidence> = [0.0, 0.0, 0.6, 0.5, 0.0, 0.6, 0.0, 0.0].iter().map(|&c| ev(c, 1.0)).collect();
        let ctx = QuoteContext { evidence: &evidence, support: &[3], nearest_in_words: None, nearest_in_meaning: None };
        let cands: Vec<QuoteCandidate> = [5, 3, 2, 0].iter().map(|&i| cand(i, 0.5, Some(0.5))).collect();
        let picked = q.select(&cands, &features(&cands, &ctx));
        assert!(picked.contains(&2) && picked.contains(&3), "{picked:?}");
        assert!(!picked.contains(&0), "{picked:?}");
    }

    #[test]
    fn load_rejects_unknown_features_and_bad_thresholds() {
        let dir = std::env::temp_dir().join(format!("anchorage-quotes-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("q.toml");
        std::fs::write(&path, "version = 1\nfitted_on = \"x\"\nbias = 0.0\nthreshold = 0.4\n[weights]\nbogus = 1.0\n").unwrap();
        let e = QuoteSelector::load(&path).unwrap_err().to_string();
        assert!(e.contains("unknown feature `bogus`"), "{e}");
        // A feature left out would read as weight 0 without a word.
        std::fs::write(&path, "version = 1\nfitted_on = \"x\"\nbias = 0.0\nthreshold = 0.4\n[weights]\ncoverage = 1.0\n").unwrap();
        let e = QuoteSelector::load(&path).unwrap_err().to_string();
        assert!(e.contains("no weight for feature `coverage_of_best`"), "{e}");
        let every = |w: f32| FEATURES.iter().map(|f| (f.to_string(), if *f == "coverage" { w } else { 0.0 })).collect();
        let q = QuoteSelector { version: 1, fitted_on: "x".into(), bias: -1.0, threshold: 1.5, weights: every(2.0) };
        std::fs::write(&path, toml::to_string(&q).unwrap()).unwrap();
        let e = QuoteSelector::load(&path).unwrap_err().to_string();
        assert!(e.contains("outside [0, 1]"), "{e}");
        let q = QuoteSelector { threshold: 0.4, ..q };
        std::fs::write(&path, toml::to_string(&q).unwrap()).unwrap();
        assert_eq!(QuoteSelector::load(&path).unwrap(), q);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
