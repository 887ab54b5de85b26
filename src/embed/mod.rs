//! Bi-encoder: sentence vectors for the shortlist.
//!
//! Attention-masked mean pooling of the last hidden state, then L2
//! normalisation, as sentence-transformers does for all-MiniLM-L6-v2; with
//! normalised vectors cosine similarity is a dot product.

use crate::error::Result;
use crate::model::{Manifest, ModelKind, Pooling};
use crate::runtime::{OnnxModel, RuntimeConfig};
use ndarray::Ix3;
use std::path::Path;

/// Anything that turns texts into fixed-size vectors. A seam for tests and
/// for alternative back-ends.
pub trait Embedder: Send + Sync {
    /// One vector per text, in order.
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>>;
    /// Vector dimension.
    fn dim(&self) -> usize;
    /// Model name, for audit records.
    fn name(&self) -> &str;
}

/// Texts per bi-encoder run on the CPU: one. The shipped int8 model
/// quantizes its activations per run (`DynamicQuantizeLinear`: one scale
/// over the whole batch tensor, padding included), so in a batch a
/// sentence's vector depends on the sentences beside it, by up to 0.02 in
/// a component (tests/embed.rs caught it). One text a run makes each
/// vector a function of its text alone, so a cached vector is the vector
/// whichever claim computed it first. Cost on 2 cores, fast preset, WiCE
/// claim dev: bi-encoder time 17.4 s at 32 -> 18.0 s at 1 (length-sorted
/// batches pad little on CPU). On a GPU see [`GPU_BATCH_SIZE`].
pub const CPU_BATCH_SIZE: usize = 1;

/// Texts per bi-encoder run on a GPU, where one text a run would leave the
/// device idle. GPUs run the float copies of `scripts/float_onnx.py` (the
/// CUDA provider runs the int8 operators on the host), whose vectors do
/// not depend on their batch.
pub const GPU_BATCH_SIZE: usize = 32;

/// The batch size for a bi-encoder on `device` ("cpu" or "cuda") when
/// `requested` was configured: the CPU default becomes [`GPU_BATCH_SIZE`]
/// on a GPU; any other request is kept.
pub fn batch_size_for(device: &str, requested: usize) -> usize {
    if device == "cuda" && requested == CPU_BATCH_SIZE {
        GPU_BATCH_SIZE
    } else {
        requested.max(1)
    }
}

/// A bi-encoder run by ONNX Runtime.
pub struct OnnxEmbedder {
    model: OnnxModel,
    dim: usize,
    /// Texts per ONNX run ([`CPU_BATCH_SIZE`] unless set).
    pub batch_size: usize,
}

impl OnnxEmbedder {
    /// Loads the model described by `dir/manifest.toml`.
    ///
    /// # Errors
    /// When the manifest is not a bi-encoder, its files are missing or wrong, or ONNX Runtime fails.
    pub fn load(dir: &Path, cfg: &RuntimeConfig) -> Result<Self> {
        let manifest = Manifest::load_as(dir, ModelKind::BiEncoder)?;
        let dim = manifest.dim.unwrap_or(384);
        Ok(OnnxEmbedder { model: OnnxModel::load(manifest, cfg)?, dim, batch_size: CPU_BATCH_SIZE })
    }

    pub fn device(&self) -> &'static str {
        self.model.device()
    }

    pub fn manifest(&self) -> &crate::model::Manifest {
        &self.model.manifest
    }
}

impl Embedder for OnnxEmbedder {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>> {
        let manifest = &self.model.manifest;
        let (pooling, normalize, dim) = (manifest.pooling, manifest.normalize, self.dim);
        let encodings = self.model.encode_texts(texts)?;
        self.model.run_sorted(encodings, self.batch_size, |batch, out| {
            let hidden = out.into_dimensionality::<Ix3>().map_err(|e| manifest.err(format!("output is not [batch, seq, dim]: {e}")))?;
            if hidden.shape()[2] != dim {
                return Err(manifest.err(format!("output dim {} != manifest dim {dim}", hidden.shape()[2])));
            }
            let mut rows = Vec::with_capacity(hidden.shape()[0]);
            for (r, states) in hidden.outer_iter().enumerate() {
                let mut v = vec![0f32; dim];
                match pooling {
                    Pooling::Cls => v.iter_mut().zip(states.row(0)).for_each(|(acc, x)| *acc = *x),
                    Pooling::Mean => {
                        let mut n = 0f32;
                        for (t, state) in states.outer_iter().enumerate() {
                            if batch.attention_mask[[r, t]] != 0 {
                                n += 1.0;
                                for (acc, x) in v.iter_mut().zip(state.iter()) {
                                    *acc += *x;
                                }
                            }
                        }
                        let n = n.max(1.0);
                        v.iter_mut().for_each(|x| *x /= n);
                    }
                }
                if normalize {
                    l2_normalize(&mut v);
                }
                rows.push(v);
            }
            Ok(rows)
        })
    }

    fn dim(&self) -> usize {
        self.dim
    }

    fn name(&self) -> &str {
        &self.model.manifest.name
    }
}

/// Scales `v` to unit length (a zero vector stays zero).
pub fn l2_normalize(v: &mut [f32]) {
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm > 0.0 {
        v.iter_mut().for_each(|x| *x /= norm);
    }
}

#[allow(dead_code)]
fn _assert_send_sync() {
    fn is<T: Send + Sync>() {}
    is::<OnnxEmbedder>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_default_batches_on_a_gpu_and_requests_are_kept() {
        assert_eq!(batch_size_for("cpu", CPU_BATCH_SIZE), 1);
        assert_eq!(batch_size_for("cuda", CPU_BATCH_SIZE), GPU_BATCH_SIZE);
        assert_eq!(batch_size_for("cuda", 8), 8);
        assert_eq!(batch_size_for("cpu", 32), 32);
        assert_eq!(batch_size_for("cpu", 0), 1);
    }
}
