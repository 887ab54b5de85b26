//! The calibrated support score: a small logistic model over named signals.
//!
//! Raw NLI entailment alone is a weak, badly calibrated signal on real claims
//! (see features.rs), so the reported `score` is
//! `sigmoid(bias + Σ weight_i · feature_i)` over entailment, contradiction,
//! lexical coverage, dense similarity and guard outcomes. The weights live in
//! a versioned TOML file (`models/calibration.toml`) fitted by
//! `cargo run --release --bin wice -- --fit` on WiCE claim dev; anyone can read
//! which signal pushes a score up or down.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Every signal the score may use, by name.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Signals {
    /// Highest entailment probability over candidate spans (sentences and windows).
    pub entail_max: f32,
    /// Contradiction probability of that best span.
    pub contra_of_best: f32,
    /// Highest contradiction probability over candidate spans.
    pub contra_max: f32,
    /// Share of the claim's content words inside the chosen anchor spans.
    pub lex_anchor: f32,
    /// Best share of the claim's content words inside a single sentence.
    pub lex_sentence_max: f32,
    /// Share of the claim's content words anywhere in the source.
    pub lex_source: f32,
    /// Highest bi-encoder cosine similarity between claim and a candidate sentence.
    pub dense_max: f32,
    /// Share of the claim's numbers present in the source.
    pub numbers_source: f32,
    /// Share of the claim's names present in the source.
    pub names_source: f32,
    /// 1 when any guard objected.
    pub guard_objection: f32,
    /// 1 when a guard found a contradiction.
    pub guard_contradiction: f32,
    /// Lowest entailment over the claim's atoms (equals entail_max for a single atom).
    pub atom_entail_min: f32,
    /// Lowest anchor coverage over the claim's atoms.
    pub atom_lex_min: f32,
}

impl Signals {
    pub const NAMES: [&'static str; 13] = [
        "entail_max", "contra_of_best", "contra_max", "lex_anchor", "lex_sentence_max", "lex_source", "dense_max",
        "numbers_source", "names_source", "guard_objection", "guard_contradiction", "atom_entail_min", "atom_lex_min",
    ];

    pub fn values(&self) -> [f32; 13] {
        [
            self.entail_max, self.contra_of_best, self.contra_max, self.lex_anchor, self.lex_sentence_max, self.lex_source,
            self.dense_max, self.numbers_source, self.names_source, self.guard_objection, self.guard_contradiction,
            self.atom_entail_min, self.atom_lex_min,
        ]
    }

    pub fn get(&self, name: &str) -> Option<f32> {
        Self::NAMES.iter().position(|n| *n == name).map(|i| self.values()[i])
    }
}

/// A fitted (or hand-set) logistic model over [`Signals`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    /// Bumped whenever the features or their meaning change.
    pub version: u32,
    /// What the weights were fitted on, and how.
    pub fitted_on: String,
    pub bias: f32,
    /// Feature name → weight; names must be in [`Signals::NAMES`].
    pub weights: std::collections::BTreeMap<String, f32>,
    /// Score at or above which a claim is verified.
    pub threshold: f32,
}

impl Calibration {
    /// A hand-set blend of entailment and lexical coverage, threshold 0.5,
    /// for engines built from other models ([`crate::Engine::with_models`],
    /// tests). The engine never falls back to it when a file is missing.
    pub fn fallback() -> Self {
        let weights = [("entail_max", 4.0), ("lex_anchor", 4.0), ("guard_objection", -3.0), ("contra_of_best", -2.0)]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        Calibration { version: 1, fitted_on: "hand-set fallback".into(), bias: -4.0, weights, threshold: 0.5 }
    }

    /// Reads and checks a calibration TOML file.
    ///
    /// # Errors
    /// [`Error::Model`] when the file is unreadable, malformed or names an unknown feature.
    pub fn load(path: &Path) -> Result<Self> {
        let err = |reason: String| Error::Model { model: path.display().to_string(), reason };
        let text = std::fs::read_to_string(path).map_err(|e| err(format!("cannot read calibration: {e}")))?;
        let c: Calibration = toml::from_str(&text).map_err(|e| err(format!("malformed calibration: {}", crate::model::toml_reason(&text, &e))))?;
        check_weights(c.bias, &c.weights, &Signals::NAMES).map_err(err)?;
        if !(0.0..=1.0).contains(&c.threshold) {
            return Err(err(format!("threshold {} is outside [0, 1]", c.threshold)));
        }
        Ok(c)
    }

    /// The calibrated probability of support.
    pub fn score(&self, s: &Signals) -> f32 {
        let z = self.bias + self.weights.iter().map(|(k, w)| w * s.get(k).unwrap_or(0.0)).sum::<f32>();
        sigmoid(z)
    }

    /// The score a citation reports: the calibrated probability, except
    /// that a claim a guard or an unanchored atom refused is scaled under
    /// the threshold (by `threshold` × 0.99), so that (for any threshold
    /// above 0) `score >= threshold` means verified and ranking by score never puts a refused claim above
    /// a verified one, while refused claims keep their order. A user review
    /// found contradicted claims reported at 0.96 ("the score is a
    /// probability of support"); the calibrated value stays in the audit
    /// record (`calibrated_score`).
    pub fn reported(calibrated: f32, refused: bool, threshold: f32) -> f32 {
        if refused {
            calibrated * threshold * 0.99
        } else {
            calibrated
        }
    }

    /// Signals whose weight may only lower the score (contradiction, guard
    /// objections); every other signal may only raise it.
    pub fn lowers_support(name: &str) -> bool {
        matches!(name, "contra_of_best" | "contra_max" | "guard_objection" | "guard_contradiction")
    }

    /// Fits weights by L2-regularised logistic regression (full-batch gradient
    /// descent on standardised features; small data, so this is exact enough
    /// and needs no extra crate). `labels[i]` is 1.0 for supported.
    ///
    /// Each weight is held to its signal's sign ([`Calibration::lowers_support`]):
    /// with ~160 labelled claims and correlated signals, the unconstrained fit
    /// gave the contradiction guard +0.87 beside −0.69 for any objection, so a
    /// detected contradiction raised the score (an audit found a contradicted
    /// claim scored 0.967). A monotone score is also one a reader can reason
    /// about: more support never lowers it, a contradiction never raises it.
    pub fn fit(features: &[Signals], labels: &[f32], names: &[&str], l2: f32, fitted_on: &str) -> Calibration {
        let x: Vec<Vec<f32>> = features.iter().map(|s| names.iter().map(|k| s.get(k).unwrap_or(0.0)).collect()).collect();
        // Projected step: each weight keeps the sign its signal must have.
        let (w, bias) = fit_logistic(&x, labels, l2, |j, w| if Self::lowers_support(names[j]) { w.min(0.0) } else { w.max(0.0) });
        let weights = names.iter().zip(w).map(|(k, w)| (k.to_string(), w)).collect();
        Calibration { version: 1, fitted_on: fitted_on.into(), bias, weights, threshold: 0.5 }
    }
}

/// L2-regularised logistic regression by full-batch gradient descent on
/// standardised features (small data, so this is exact enough and needs no
/// extra crate); `project(j, w)` is applied to weight j after every step
/// (identity for an unconstrained fit). Returns the weights and bias on the
/// raw features. `labels[i]` is 1.0 or 0.0.
pub fn fit_logistic(x: &[Vec<f32>], labels: &[f32], l2: f32, project: impl Fn(usize, f32) -> f32) -> (Vec<f32>, f32) {
    let n = x.len().max(1) as f32;
    let d = x.first().map_or(0, Vec::len);
    let mean: Vec<f32> = (0..d).map(|j| x.iter().map(|r| r[j]).sum::<f32>() / n).collect();
    let std: Vec<f32> = (0..d).map(|j| ((x.iter().map(|r| (r[j] - mean[j]).powi(2)).sum::<f32>() / n).sqrt()).max(1e-6)).collect();
    let z: Vec<Vec<f32>> = x.iter().map(|r| (0..d).map(|j| (r[j] - mean[j]) / std[j]).collect()).collect();
    let (mut w, mut b) = (vec![0f32; d], 0f32);
    let lr = 0.5;
    for _ in 0..3000 {
        let mut gw = vec![0f32; d];
        let mut gb = 0f32;
        for (r, y) in z.iter().zip(labels) {
            let p = sigmoid(b + r.iter().zip(&w).map(|(a, c)| a * c).sum::<f32>());
            let e = p - y;
            gb += e;
            for j in 0..d {
                gw[j] += e * r[j];
            }
        }
        for j in 0..d {
            w[j] = project(j, w[j] - lr * (gw[j] / n + l2 * w[j]));
        }
        b -= lr * gb / n;
    }
    // Undo the standardisation so the caller gets weights on raw features.
    let bias = b - (0..d).map(|j| w[j] * mean[j] / std[j]).sum::<f32>();
    ((0..d).map(|j| w[j] / std[j]).collect(), bias)
}

/// Checks the weights of a fitted logistic model read from a file (the
/// calibration, the shortlist ranker, the quote selector): every weight
/// names one of `known`, each of `known` has one, and every number is
/// finite. The error is the reason, for the caller to name its file.
///
/// A weight left out would silently read as 0: a file missing `dense_max`
/// moved a score from 0.983 to 0.863 and loaded without a word (a
/// review). The fits write every feature, a zero weight included.
///
/// # Errors
/// The first unknown or missing feature, or non-finite number.
pub fn check_weights(bias: f32, weights: &std::collections::BTreeMap<String, f32>, known: &[&str]) -> std::result::Result<(), String> {
    if let Some(k) = weights.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(format!("unknown feature `{k}` (known: {known:?})"));
    }
    if let Some(k) = known.iter().find(|k| !weights.contains_key(**k)) {
        return Err(format!("no weight for feature `{k}` (a fitted file names every feature, a zero weight included)"));
    }
    match std::iter::once(("bias", &bias)).chain(weights.iter().map(|(k, w)| (k.as_str(), w))).find(|(_, w)| !w.is_finite()) {
        Some((k, w)) => Err(format!("{k} is {w}, not a finite number")),
        None => Ok(()),
    }
}

/// Each row's probability under a logistic model whose weights are keyed
/// by feature name (`names`, the rows' column order; an absent name weighs
/// 0): the shortlist ranker and the quote selector.
pub fn named_probabilities<const N: usize>(bias: f32, weights: &std::collections::BTreeMap<String, f32>, names: &[&str; N], rows: &[[f32; N]]) -> Vec<f32> {
    let w = names.map(|k| weights.get(k).copied().unwrap_or(0.0));
    rows.iter().map(|r| sigmoid(bias + r.iter().zip(&w).map(|(x, w)| x * w).sum::<f32>())).collect()
}

/// [`fit_logistic`], unconstrained, on fixed-width rows whose columns are
/// `names`: the weights keyed by name, and the bias.
pub fn fit_named<const N: usize>(rows: &[[f32; N]], labels: &[f32], l2: f32, names: &[&str; N]) -> (std::collections::BTreeMap<String, f32>, f32) {
    let x: Vec<Vec<f32>> = rows.iter().map(|r| r.to_vec()).collect();
    let (w, bias) = fit_logistic(&x, labels, l2, |_, w| w);
    (names.iter().zip(w).map(|(k, w)| (k.to_string(), w)).collect(), bias)
}

pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 200 examples, labels alternating 0 and 1; `signals(i, y)` makes example i.
    fn alternating(signals: impl Fn(usize, f32) -> Signals) -> (Vec<Signals>, Vec<f32>) {
        (0..200).map(|i| (i % 2) as f32).enumerate().map(|(i, y)| (signals(i, y), y)).unzip()
    }

    #[test]
    fn fitted_weights_keep_their_signal_sign() {
        // Labels that reward a contradiction and punish coverage: the
        // unconstrained fit would follow them, the projected one stops at 0.
        let (feats, labels) = alternating(|_, y| Signals { guard_contradiction: y, lex_anchor: 1.0 - y, dense_max: 0.3 + 0.4 * y, ..Default::default() });
        let c = Calibration::fit(&feats, &labels, &["guard_contradiction", "lex_anchor", "dense_max"], 1e-3, "test");
        assert!(c.weights["guard_contradiction"] <= 0.0, "{c:?}");
        assert!(c.weights["lex_anchor"] >= 0.0, "{c:?}");
        assert!(c.weights["dense_max"] > 0.0, "{c:?}");
    }

    #[test]
    fn fit_separates_a_simple_signal() {
        let (feats, labels) = alternating(|i, y| Signals { lex_anchor: 0.3 + 0.4 * y + 0.001 * i as f32, ..Default::default() });
        let c = Calibration::fit(&feats, &labels, &["lex_anchor"], 1e-3, "test");
        assert!(c.score(&Signals { lex_anchor: 0.9, ..Default::default() }) > 0.9);
        assert!(c.score(&Signals { lex_anchor: 0.2, ..Default::default() }) < 0.1);
        let text = toml::to_string(&c).unwrap();
        assert_eq!(toml::from_str::<Calibration>(&text).unwrap().weights.len(), 1);
    }
}
