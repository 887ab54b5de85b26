//! NLI cross-encoder: P(entailment), P(neutral), P(contradiction) for
//! (premise = source sentence, hypothesis = claim) pairs.
//!
//! The label order of the logits comes from the model's manifest (taken from
//! its `config.json` `id2label`), never assumed, because exported NLI models
//! disagree on it.

use crate::error::Result;
use crate::model::{Manifest, ModelKind};
use crate::runtime::{OnnxModel, RuntimeConfig};
use ndarray::Ix2;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The three NLI probabilities of one pair; they sum to 1.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct NliProbs {
    pub entailment: f32,
    pub neutral: f32,
    pub contradiction: f32,
}

impl NliProbs {
    /// The most probable label.
    pub fn label(&self) -> NliLabel {
        if self.entailment >= self.neutral && self.entailment >= self.contradiction {
            NliLabel::Entailed
        } else if self.contradiction > self.neutral {
            NliLabel::Contradicted
        } else {
            NliLabel::Neutral
        }
    }
}

/// The verdict of one pair, named for what it says about the claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NliLabel {
    Entailed,
    Neutral,
    Contradicted,
}

/// Anything that scores (premise, hypothesis) pairs. A seam for tests.
pub trait Entailer: Send + Sync {
    fn score(&self, pairs: &[(&str, &str)]) -> Result<Vec<NliProbs>>;
    fn name(&self) -> &str;
    /// The model's default verification threshold on entailment probability.
    fn default_threshold(&self) -> f32;
}

/// An NLI cross-encoder run by ONNX Runtime.
pub struct OnnxEntailer {
    model: OnnxModel,
    /// Logit index of entailment, neutral, contradiction.
    idx: [usize; 3],
    /// Pairs per ONNX run; see benches/README.md for the measurement.
    pub batch_size: usize,
}

impl OnnxEntailer {
    /// Loads the model described by `dir/manifest.toml`.
    ///
    /// # Errors
    /// When the manifest is not an NLI model, lacks a label, its files are
    /// missing or wrong, or ONNX Runtime fails.
    pub fn load(dir: &Path, cfg: &RuntimeConfig) -> Result<Self> {
        let manifest = Manifest::load_as(dir, ModelKind::Nli)?;
        let find = |l: &str| manifest.label_index(l).ok_or_else(|| manifest.err(format!("no `{l}` label")));
        let idx = [find("entailment")?, find("neutral")?, find("contradiction")?];
        Ok(OnnxEntailer { model: OnnxModel::load(manifest, cfg)?, idx, batch_size: 32 })
    }

    pub fn device(&self) -> &'static str {
        self.model.device()
    }

    pub fn manifest(&self) -> &crate::model::Manifest {
        &self.model.manifest
    }
}

impl Entailer for OnnxEntailer {
    fn score(&self, pairs: &[(&str, &str)]) -> Result<Vec<NliProbs>> {
        let manifest = &self.model.manifest;
        let n_labels = manifest.labels.as_ref().map_or(3, Vec::len);
        let idx = self.idx;
        let encodings = self.model.encode_pairs(pairs)?;
        self.model.run_sorted(encodings, self.batch_size, |_, out| {
            let logits = out.into_dimensionality::<Ix2>().map_err(|e| manifest.err(format!("output is not [batch, labels]: {e}")))?;
            if logits.shape()[1] != n_labels {
                return Err(manifest.err(format!("model gives {} logits, manifest names {n_labels} labels", logits.shape()[1])));
            }
            Ok(logits
                .outer_iter()
                .map(|row| {
                    let p = softmax(row.to_vec());
                    NliProbs { entailment: p[idx[0]], neutral: p[idx[1]], contradiction: p[idx[2]] }
                })
                .collect())
        })
    }

    fn name(&self) -> &str {
        &self.model.manifest.name
    }

    fn default_threshold(&self) -> f32 {
        self.model.manifest.default_threshold.unwrap_or(0.5)
    }
}

/// Numerically stable softmax.
pub fn softmax(mut v: Vec<f32>) -> Vec<f32> {
    let max = v.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for x in &mut v {
        *x = (*x - max).exp();
        sum += *x;
    }
    v.iter_mut().for_each(|x| *x /= sum);
    v
}
