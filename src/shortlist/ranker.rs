//! The shortlist's first stage: which of a source's sentences are worth a
//! bi-encoder vector and an NLI pair.
//!
//! BM25 alone ranks a claim's supporting sentences poorly on real pages: a
//! sentence that only names the subject ("He was born in Leeds.") or that
//! carries the one clause the others lack shares few words with the whole
//! claim, and is often the neighbour of one that shares many. A logistic
//! model over cheap signals (BM25, coverage of the claim's words, names and
//! numbers, length, the neighbours' scores, position) ranks them better,
//! and needs no model run, so the vectors go to fewer sentences.
//!
//! Measured on WiCE claim dev (fitted on WiCE's train split only;
//! benches/README.md, session 18), gold sentences among the NLI candidates
//! at `top_k` / `dense_limit`: BM25 then dense fusion 0.799 at 12 / 16,
//! 0.908 at 24 / 32, 0.955 at 32 / 48; this ranker then dense fusion 0.851
//! at 12 / 16, 0.950 at 28 / 12, 0.961 at 32 / 12, with 12 sentences
//! embedded instead of 32-48.
//!
//! The weights live in `models/shortlist_ranker.toml`, fitted by
//! `cargo run --release --bin wice -- ../shared/data/wice/nst_train.jsonl
//! --fit-ranker models/shortlist_ranker.toml`.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::anchor::scoring::{check_weights, fit_named, named_probabilities};
use crate::error::{Error, Result};

/// What the ranker knows of one sentence: everything but the neighbours
/// and the position, which [`features`] adds.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SentenceEvidence {
    /// BM25 score of the sentence for the claim.
    pub bm25: f32,
    /// Share of the claim's content words in the sentence.
    pub coverage: f32,
    /// Share of the claim's names in the sentence.
    pub names: f32,
    /// Share of the claim's numbers in the sentence.
    pub numbers: f32,
    /// Whitespace-separated words in the sentence.
    pub words: usize,
}

/// Feature names, in the order of [`features`]' rows.
pub const FEATURES: [&str; 14] = [
    "bm25_of_best",
    "log_bm25_rank",
    "coverage",
    "names",
    "numbers",
    "log_words",
    "neighbour_bm25_of_best",
    "second_neighbour_bm25_of_best",
    "neighbour_coverage",
    "next_to_bm25_top3",
    "next_to_bm25_top1",
    "first_sentence",
    "position",
    "has_bm25",
];

/// One feature row per sentence, in source order.
pub fn features(sentences: &[SentenceEvidence]) -> Vec<[f32; FEATURES.len()]> {
    let n = sentences.len();
    let best = sentences.iter().map(|s| s.bm25).fold(0.0f32, f32::max).max(1e-6);
    let mut by_bm25: Vec<usize> = (0..n).collect();
    by_bm25.sort_by(|&a, &b| sentences[b].bm25.total_cmp(&sentences[a].bm25).then(a.cmp(&b)));
    // Competition ranking: tied sentences share the best rank of the tie,
    // so the many sentences BM25 scores 0 are not told apart by position
    // through their rank (the position has its own feature).
    let mut rank = vec![0usize; n];
    for (r, &i) in by_bm25.iter().enumerate() {
        rank[i] = if r > 0 && sentences[by_bm25[r - 1]].bm25 == sentences[i].bm25 { rank[by_bm25[r - 1]] } else { r };
    }
    let rel = |i: usize| sentences[i].bm25 / best;
    let around = |i: usize, d: usize| [i.checked_sub(d), Some(i + d).filter(|&j| j < n)].into_iter().flatten();
    let top1 = by_bm25.first().copied();
    (0..n)
        .map(|i| {
            let s = &sentences[i];
            let max_of = |d: usize, f: &dyn Fn(usize) -> f32| around(i, d).map(f).fold(0.0f32, f32::max);
            [
                rel(i),
                (rank[i] as f32).ln_1p(),
                s.coverage,
                s.names,
                s.numbers,
                (s.words as f32).ln_1p(),
                max_of(1, &rel),
                max_of(2, &rel),
                max_of(1, &|j| sentences[j].coverage),
                f32::from(u8::from(around(i, 1).any(|j| rank[j] < 3))),
                f32::from(u8::from(top1.is_some_and(|t| t.abs_diff(i) == 1))),
                f32::from(u8::from(i == 0)),
                i as f32 / n as f32,
                f32::from(u8::from(s.bm25 > 0.0)),
            ]
        })
        .collect()
}

/// A logistic model over [`FEATURES`]: the probability that a sentence
/// supports part of the claim, used only to order sentences.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentenceRanker {
    /// Bumped whenever the features or their meaning change.
    pub version: u32,
    /// What the weights were fitted on, and how.
    pub fitted_on: String,
    pub bias: f32,
    /// Feature name → weight; names must be in [`FEATURES`].
    pub weights: BTreeMap<String, f32>,
}

impl SentenceRanker {
    /// BM25 order (ties by position): the ranking for engines built from
    /// other models ([`crate::Engine::with_models`], tests).
    pub fn bm25_only() -> Self {
        // Every feature named, as a fitted file names them (see `check_weights`).
        let weights = FEATURES.iter().map(|f| (f.to_string(), if *f == "bm25_of_best" { 1.0 } else { 0.0 })).collect();
        SentenceRanker { version: 1, fitted_on: "hand-set: BM25 only".into(), bias: 0.0, weights }
    }

    /// Reads and checks a ranker TOML file.
    ///
    /// # Errors
    /// [`Error::Model`] when the file is unreadable, malformed or names an unknown feature.
    pub fn load(path: &Path) -> Result<Self> {
        let err = |reason: String| Error::Model { model: path.display().to_string(), reason };
        let text = std::fs::read_to_string(path).map_err(|e| err(format!("cannot read the shortlist ranker: {e}")))?;
        let r: SentenceRanker = toml::from_str(&text).map_err(|e| err(format!("malformed shortlist ranker: {}", crate::model::toml_reason(&text, &e))))?;
        check_weights(r.bias, &r.weights, &FEATURES).map_err(err)?;
        Ok(r)
    }

    /// The probability of each row.
    pub fn probabilities(&self, rows: &[[f32; FEATURES.len()]]) -> Vec<f32> {
        named_probabilities(self.bias, &self.weights, &FEATURES, rows)
    }

    /// Every sentence, best first (ties by position).
    pub fn order(&self, sentences: &[SentenceEvidence]) -> Vec<usize> {
        let p = self.probabilities(&features(sentences));
        let mut order: Vec<usize> = (0..sentences.len()).collect();
        order.sort_by(|&a, &b| p[b].total_cmp(&p[a]).then(a.cmp(&b)));
        order
    }

    /// Fits the weights on labelled rows (1.0 = the sentence supports part
    /// of its claim), unconstrained: a far BM25 rank must be free to lower
    /// the probability.
    pub fn fit(rows: &[[f32; FEATURES.len()]], labels: &[f32], l2: f32, fitted_on: &str) -> Self {
        let (weights, bias) = fit_named(rows, labels, l2, &FEATURES);
        SentenceRanker { version: 1, fitted_on: fitted_on.into(), bias, weights }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(bm25: f32, coverage: f32) -> SentenceEvidence {
        SentenceEvidence { bm25, coverage, words: 10, ..Default::default() }
    }

    #[test]
    fn features_see_neighbours_and_ranks() {
        let rows = features(&[ev(0.0, 0.0), ev(4.0, 0.5), ev(2.0, 0.2), ev(0.0, 0.0)]);
        assert_eq!(rows[1][0], 1.0, "the best BM25 sentence is 1.0 of the best");
        assert_eq!(rows[1][1], 0.0, "rank 0 is ln(1)");
        assert_eq!(rows[0][6], 1.0, "the first sentence neighbours the best");
        assert_eq!(rows[0][10], 1.0);
        assert_eq!(rows[3][10], 0.0, "two away is not next to the best");
        assert_eq!(rows[3][7], 1.0, "but its second neighbour is the best");
        assert_eq!(rows[0][7], 0.5);
        assert_eq!(rows[0][11], 1.0);
        assert_eq!(rows[3][13], 0.0);
        assert_eq!(features(&[]).len(), 0);
    }

    #[test]
    fn bm25_only_keeps_the_bm25_order() {
        let order = SentenceRanker::bm25_only().order(&[ev(1.0, 0.0), ev(3.0, 0.0), ev(0.0, 0.0), ev(3.0, 0.0)]);
        assert_eq!(order, vec![1, 3, 0, 2]);
    }

    #[test]
    fn a_fit_learns_that_neighbours_of_the_best_count() {
        // Gold: the best BM25 sentence and the one after it; the rest are noise.
        let (mut rows, mut labels) = (Vec::new(), Vec::new());
        for k in 0..40 {
            let mut doc: Vec<SentenceEvidence> = (0..8).map(|i| ev(((i * 7 + k) % 5) as f32 * 0.3, 0.1)).collect();
            let t = k % 7;
            doc[t].bm25 = 5.0;
            let r = features(&doc);
            for (i, row) in r.into_iter().enumerate() {
                rows.push(row);
                labels.push(f32::from(u8::from(i == t || i == t + 1)));
            }
        }
        let m = SentenceRanker::fit(&rows, &labels, 1e-4, "test");
        assert!(m.weights["next_to_bm25_top1"] > 0.0, "{:?}", m.weights);
        let mut doc: Vec<SentenceEvidence> = (0..8).map(|i| ev((i % 3) as f32, 0.1)).collect();
        doc[4].bm25 = 5.0;
        let order = m.order(&doc);
        assert_eq!(order[0], 4);
        assert!(order[..3].contains(&5) || order[..3].contains(&3), "{order:?}");
    }

    #[test]
    fn load_rejects_unknown_features() {
        let dir = std::env::temp_dir().join(format!("anchorage-ranker-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.toml");
        std::fs::write(&path, "version = 1\nfitted_on = \"x\"\nbias = 0.0\n[weights]\nbogus = 1.0\n").unwrap();
        let e = SentenceRanker::load(&path).unwrap_err().to_string();
        assert!(e.contains("unknown feature `bogus`"), "{e}");
        let r = SentenceRanker::bm25_only();
        std::fs::write(&path, toml::to_string(&r).unwrap()).unwrap();
        assert_eq!(SentenceRanker::load(&path).unwrap(), r);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
