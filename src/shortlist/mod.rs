//! Shortlist: the top-k candidate source sentences for each claim.
//!
//! Two retrieval signals, fused:
//! * dense: cosine similarity of bi-encoder vectors, answered by a
//!   [`VectorIndex`] that is an exact scan for small corpora and an HNSW
//!   graph (hnsw_rs) above [`IndexOptions::hnsw_threshold`];
//! * lexical: Okapi [`Bm25`] over the sentences, so exact names and numbers
//!   that embeddings blur still surface;
//!
//! merged with [`reciprocal_rank_fusion`].
//!
//! One index is shared by many claims and threads: [`VectorIndex`] is
//! `Send + Sync` and [`VectorIndex::search`] takes `&self`.

mod exact;
mod fusion;
mod graph;
mod hnsw;
mod lexical;
pub mod ranker;
pub mod synthetic;

use std::path::Path;

use serde::{Deserialize, Serialize};

pub use exact::{dot, exact_top_k, ExactIndex};
pub use fusion::{reciprocal_rank_fusion, RRF_K0};
pub use hnsw::{DistUnitCosine, HnswIndex};
pub use lexical::{tokenize, Bm25};

use crate::error::{Error, Result};

/// One shortlist hit: the vector's id (its position in the list the index was
/// built from) and its cosine similarity to the query (`1 - cosine distance`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Hit {
    pub id: usize,
    pub similarity: f32,
}

/// How a [`VectorIndex`] is built and searched.
///
/// The defaults are measured (`benches/shortlist.rs`, `src/bin/index_bench.rs`;
/// figures, commands and machine in `benches/results/shortlist.md`) on 384-d
/// clustered synthetic unit vectors, k = 10, on 2 heavily shared Xeon cores
/// (load average ≈ 6 from other jobs, so absolute times are inflated; compare
/// the ratios):
///
/// | N    | exact ms/query | HNSW ms/query | HNSW build s | HNSW repays its build after |
/// |------|----------------|---------------|--------------|-----------------------------|
/// | 1k   | 0.18           | 0.59          | 0.37         | never (exact is faster)     |
/// | 5k   | 1.29           | 0.91          | 6.0          | ~15 000 queries             |
/// | 20k  | 5.9            | 1.9           | 38.6         | ~9 700 queries              |
/// | 100k | 23.6           | 0.97          | 212          | ~9 400 queries              |
///
/// (HNSW ms/query above: hnsw_rs' own search on contended cores. Queries now
/// go through a flat layout of the graph, 3x faster on the same graph: 100k
/// at ef 128 in 0.46 ms vs 1.47 ms, idle cores. That moves the per-query
/// crossover lower, not the build-inclusive one, which the build dominates.)
///
/// * Per query, HNSW overtakes the exact scan at about **N ≈ 3 000**
///   (≈ 5 000 on idle cores with the flat searcher at ef 192: 5k exact
///   0.28 ms vs HNSW 0.27 ms; 100k 18.2 ms vs 1.29 ms).
/// * Including the build, HNSW needs roughly 10 000 queries per build to pay
///   off at every N measured: a one-shot batch of 10 or 1000 queries is
///   always faster with the exact scan (at 100k: 1000 exact queries 24 s vs
///   HNSW build 212 s + 1 s). Build and scan both grow linearly with N, so
///   the trade-off depends on queries per build, not on N.
/// * Hence `hnsw_threshold = 100_000`: below it the engine, which builds an
///   index per request and asks it a few hundred claims, scans exactly
///   (≤ ~25 ms per query here); at corpus scale the
///   index is meant to be built once, [`dump`](VectorIndex::dump)ed and
///   [`load`](VectorIndex::load)ed (100k: reload 4 s), where HNSW's per-query
///   speed is what counts.
/// * `max_connections = 16`, `ef_construction = 200`, `ef_search = 192`:
///   at 1M vectors (idle cores, queries through the flat layout of the graph,
///   see [`HnswIndex`]) recall@10 is 0.967 at ef 128 (0.93 ms), **0.983 at
///   ef 192 (1.31 ms mean, p99 2.1 ms)** and 0.987 at ef 256 (1.51 ms); the
///   1M build takes 34 min on 2 cores; the reloaded 1M index holds ~5.2 GB
///   (hnsw_rs' graph and vectors; the flat layout shares the vectors).
///   Recall at a fixed ef falls as N grows, so the default is set where the
///   largest measured corpus still reaches 0.98. Those 1M vectors are
///   synthetic; on 1M all-MiniLM vectors of real text (130k real sentences
///   and word windows of them, queries held-out whole sentences) the same
///   ef 192 gives 0.984 at 1.72 ms (p99 2.7 ms), 0.976 at ef 128 (0.91 ms),
///   0.989 at ef 256 (1.92 ms), so the default holds there too
///   (`benches/results/shortlist.md`). ef_construction 200 halves
///   the ef_search needed for a given recall against 100 (200k: 0.982 at
///   ef 32 vs 0.957), for ~2x the build CPU; above the threshold an index is
///   built once and reused, so the default takes the better graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexOptions {
    /// Below this many vectors [`VectorIndex::build`] makes an exact index.
    pub hnsw_threshold: usize,
    /// HNSW: max neighbours per node per layer (layer 0 keeps twice as many). 2..=255.
    pub max_connections: usize,
    /// HNSW: candidate-list width while inserting.
    pub ef_construction: usize,
    /// HNSW: candidate-list width while searching (raised to k when smaller).
    pub ef_search: usize,
}

impl Default for IndexOptions {
    fn default() -> Self {
        IndexOptions {
            hnsw_threshold: 100_000,
            max_connections: 16,
            ef_construction: 200,
            ef_search: 192,
        }
    }
}

/// A nearest-neighbour index over L2-normalised vectors. (One lives per
/// corpus, so the size gap between the variants costs nothing worth a box.)
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum VectorIndex {
    /// Brute-force scan; exact.
    Exact(ExactIndex),
    /// HNSW graph; approximate.
    Hnsw(HnswIndex),
}

/// Metadata written next to a dump, read first by [`VectorIndex::load`].
#[derive(Debug, Serialize, Deserialize)]
struct Meta {
    format: String,
    kind: String,
    len: usize,
    dim: usize,
    ef_search: usize,
}

const META_FORMAT: &str = "anchorage-shortlist-1";

/// Checks that `vectors` is a non-empty, rectangular, finite set of non-zero
/// vectors and returns their dimension.
fn validate(vectors: &[Vec<f32>]) -> Result<usize> {
    let first = vectors
        .first()
        .ok_or_else(|| Error::invalid("vector index: no vectors"))?;
    let dim = first.len();
    if dim == 0 {
        return Err(Error::invalid("vector index: vectors have dimension 0"));
    }
    for (i, v) in vectors.iter().enumerate() {
        if v.len() != dim {
            return Err(Error::invalid(format!(
                "vector index: vector {i} has dimension {}, vector 0 has {dim}",
                v.len()
            )));
        }
        if let Some(j) = v.iter().position(|x| !x.is_finite()) {
            return Err(Error::invalid(format!(
                "vector index: vector {i} has a non-finite value at {j}"
            )));
        }
        if v.iter().all(|&x| x == 0.0) {
            return Err(Error::invalid(format!(
                "vector index: vector {i} is all zeros"
            )));
        }
    }
    Ok(dim)
}

/// L2-normalises in place; returns false for a zero or non-finite vector.
fn normalise(v: &mut [f32]) -> bool {
    let n = dot(v, v).sqrt();
    if !(n.is_finite() && n > 0.0) {
        return false;
    }
    if (n - 1.0).abs() > 1e-6 {
        v.iter_mut().for_each(|x| *x /= n);
    }
    true
}

impl VectorIndex {
    /// Builds an exact index below `opts.hnsw_threshold` vectors, an HNSW
    /// graph from there on. Vectors are L2-normalised on the way in (they
    /// normally already are), so similarities are cosines.
    ///
    /// Errors with [`Error::InvalidInput`] on no vectors, vectors of differing
    /// or zero dimension, non-finite values, or all-zero vectors.
    pub fn build(mut vectors: Vec<Vec<f32>>, opts: &IndexOptions) -> Result<Self> {
        let dim = validate(&vectors)?;
        for v in vectors.iter_mut() {
            normalise(v);
        }
        if vectors.len() < opts.hnsw_threshold {
            let mut flat = Vec::with_capacity(vectors.len() * dim);
            for v in vectors {
                flat.extend_from_slice(&v);
            }
            Ok(VectorIndex::Exact(ExactIndex::from_flat(dim, flat)))
        } else {
            Ok(VectorIndex::Hnsw(HnswIndex::build(
                &vectors,
                dim,
                opts.max_connections,
                opts.ef_construction,
                opts.ef_search,
            )))
        }
    }

    /// Number of indexed vectors.
    pub fn len(&self) -> usize {
        match self {
            VectorIndex::Exact(e) => e.len(),
            VectorIndex::Hnsw(h) => h.len(),
        }
    }

    /// True when no vector is indexed (never, for an index from `build`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Vector dimension.
    pub fn dim(&self) -> usize {
        match self {
            VectorIndex::Exact(e) => e.dim,
            VectorIndex::Hnsw(h) => h.dim,
        }
    }

    /// True for an HNSW (approximate) index.
    pub fn is_approximate(&self) -> bool {
        matches!(self, VectorIndex::Hnsw(_))
    }

    /// The `k` most similar vectors, best first (ties: lower id first).
    /// `k > len` returns every vector (exact) or as many as the graph finds.
    /// A query of the wrong dimension, all zeros or with non-finite values
    /// returns no hits.
    pub fn search(&self, query: &[f32], k: usize) -> Vec<Hit> {
        let ef = match self {
            VectorIndex::Exact(_) => 0,
            VectorIndex::Hnsw(h) => h.ef_search,
        };
        self.search_with_ef(query, k, ef)
    }

    /// [`search`](Self::search) with an explicit HNSW candidate-list width
    /// (ignored by an exact index): the recall/latency knob.
    pub fn search_with_ef(&self, query: &[f32], k: usize, ef: usize) -> Vec<Hit> {
        if query.len() != self.dim() || k == 0 {
            return Vec::new();
        }
        let mut q = query.to_vec();
        if q.iter().any(|x| !x.is_finite()) || !normalise(&mut q) {
            return Vec::new();
        }
        match self {
            VectorIndex::Exact(e) => e.search_normalised(&q, k),
            VectorIndex::Hnsw(h) => h.search_normalised(&q, k, ef),
        }
    }

    /// Estimated heap bytes held by the index.
    pub fn memory_bytes(&self) -> usize {
        match self {
            VectorIndex::Exact(e) => e.memory_bytes(),
            VectorIndex::Hnsw(h) => h.memory_bytes(),
        }
    }

    /// Writes the index into `dir` (created if missing):
    /// `{basename}.shortlist.json` (kind, len, dim, ef_search) plus, for HNSW,
    /// hnsw_rs' `{basename}.hnsw.graph` and `{basename}.hnsw.data`, or, for an
    /// exact index, `{basename}.exact.f32` (raw little-endian f32, row-major).
    pub fn dump(&self, dir: &Path, basename: &str) -> Result<()> {
        check_basename(dir, basename)?;
        std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
        let (kind, ef_search) = match self {
            VectorIndex::Exact(e) => {
                let path = dir.join(format!("{basename}.exact.f32"));
                let mut bytes = Vec::with_capacity(e.data.len() * 4);
                for x in &e.data {
                    bytes.extend_from_slice(&x.to_le_bytes());
                }
                std::fs::write(&path, bytes).map_err(|err| Error::io(&path, err))?;
                ("exact", 0)
            }
            VectorIndex::Hnsw(h) => {
                h.dump(dir, basename)?;
                ("hnsw", h.ef_search)
            }
        };
        let meta = Meta {
            format: META_FORMAT.into(),
            kind: kind.into(),
            len: self.len(),
            dim: self.dim(),
            ef_search,
        };
        let path = dir.join(format!("{basename}.shortlist.json"));
        let text = serde_json::to_string_pretty(&meta).expect("metadata serialises");
        std::fs::write(&path, text).map_err(|e| Error::io(&path, e))
    }

    /// Reloads an index written by [`dump`](Self::dump). Missing, truncated
    /// or inconsistent files give [`Error::Index`] (or [`Error::Io`]), never
    /// a panic. See [`HnswIndex`] docs on `load` for the few bytes each HNSW
    /// reload leaks.
    pub fn load(dir: &Path, basename: &str) -> Result<Self> {
        check_basename(dir, basename)?;
        let meta_path = dir.join(format!("{basename}.shortlist.json"));
        let text = std::fs::read_to_string(&meta_path).map_err(|e| Error::io(&meta_path, e))?;
        let meta: Meta = serde_json::from_str(&text).map_err(|e| Error::Index {
            path: meta_path.clone(),
            reason: format!("bad metadata: {e}"),
        })?;
        if meta.format != META_FORMAT {
            return Err(Error::Index {
                path: meta_path,
                reason: format!("unknown format {:?}", meta.format),
            });
        }
        if meta.dim == 0 {
            return Err(Error::Index {
                path: meta_path,
                reason: "dimension 0".into(),
            });
        }
        match meta.kind.as_str() {
            "exact" => {
                let path = dir.join(format!("{basename}.exact.f32"));
                let bytes = std::fs::read(&path).map_err(|e| Error::io(&path, e))?;
                let expected = meta
                    .len
                    .checked_mul(meta.dim)
                    .and_then(|n| n.checked_mul(4));
                if expected != Some(bytes.len()) {
                    return Err(Error::Index {
                        path,
                        reason: format!(
                            "{} bytes, expected {} x {} f32",
                            bytes.len(),
                            meta.len,
                            meta.dim
                        ),
                    });
                }
                let data: Vec<f32> = bytes
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                if data.iter().any(|x| !x.is_finite()) {
                    return Err(Error::Index {
                        path,
                        reason: "non-finite value".into(),
                    });
                }
                Ok(VectorIndex::Exact(ExactIndex::from_flat(meta.dim, data)))
            }
            "hnsw" => Ok(VectorIndex::Hnsw(HnswIndex::load(
                dir,
                basename,
                meta.dim,
                meta.len,
                meta.ef_search,
            )?)),
            other => Err(Error::Index {
                path: meta_path,
                reason: format!("unknown index kind {other:?}"),
            }),
        }
    }
}

fn check_basename(dir: &Path, basename: &str) -> Result<()> {
    if basename.is_empty() || basename.contains(['/', '\\']) || basename == "." || basename == ".."
    {
        return Err(Error::Index {
            path: dir.join(basename),
            reason: "basename must be a plain file name".into(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn index_is_send_and_sync() {
        assert_send_sync::<VectorIndex>();
    }

    #[test]
    fn dot_kernels_agree() {
        for n in [0usize, 1, 7, 8, 31, 32, 33, 384, 385] {
            let a: Vec<f32> = (0..n).map(|i| (i as f32 * 0.37).sin()).collect();
            let b: Vec<f32> = (0..n).map(|i| (i as f32 * 0.11).cos()).collect();
            let naive: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
            assert!((dot(&a, &b) - naive).abs() < 1e-4, "n={n}");
        }
    }
}
