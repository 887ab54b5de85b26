//! Approximate top-k with an HNSW graph (hnsw_rs), plus dump and reload.

use std::path::Path;

use anndists::dist::Distance;
use hnsw_rs::api::AnnT;
use hnsw_rs::hnsw::Hnsw;
use hnsw_rs::hnswio::HnswIo;

use super::exact::dot;
use super::graph::FlatGraph;
use super::Hit;
use crate::error::{Error, Result};

/// Cosine distance for vectors that are already L2-normalised:
/// `max(0, 1 - a·b)`, computed in f32 with the SIMD [`dot`] kernel.
///
/// Why not anndists' `DistCosine`: it recomputes both norms in f64 with a
/// sequential fold (about 3x the work and not vectorised; measured in
/// `benches/shortlist.rs`, see `benches/results/shortlist.md`). Why not
/// `DistDot`: it asserts the distance is non-negative and panics on
/// near-duplicate vectors, where rounding makes `1 - a·b` slightly negative.
/// This distance clamps instead, so it never panics; [`VectorIndex::build`]
/// normalises every vector, which keeps the clamp an exact cosine distance.
///
/// [`VectorIndex::build`]: super::VectorIndex::build
#[derive(Debug, Default, Clone, Copy)]
pub struct DistUnitCosine;

impl Distance<f32> for DistUnitCosine {
    #[inline]
    fn eval(&self, va: &[f32], vb: &[f32]) -> f32 {
        let d = 1.0 - dot(va, vb);
        if d > 0.0 {
            d
        } else {
            0.0 // also maps a (never expected) NaN to 0 instead of poisoning the heap
        }
    }
}

/// hnsw_rs' maximum number of layers (its `NB_LAYER_MAX`).
const MAX_LAYER: usize = 16;

/// An HNSW graph over L2-normalised vectors.
///
/// Ids are positions in the vector list given to
/// [`VectorIndex::build`](super::VectorIndex::build). hnsw_rs builds,
/// dumps and reloads the graph; queries run on a [`FlatGraph`] layout of it,
/// which answers the same search 3x faster (see
/// `benches/results/shortlist.md`) and shares hnsw_rs' vectors.
pub struct HnswIndex {
    graph: FlatGraph,
    pub(crate) dim: usize,
    pub(crate) len: usize,
    pub(crate) ef_search: usize,
}

impl std::fmt::Debug for HnswIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HnswIndex")
            .field("len", &self.len)
            .field("dim", &self.dim)
            .field("max_connections", &self.graph.hnsw().get_max_nb_connection())
            .field("ef_construction", &self.graph.hnsw().get_ef_construction())
            .field("ef_search", &self.ef_search)
            .field("graph", &self.graph)
            .finish()
    }
}

impl HnswIndex {
    /// Builds the graph with rayon's global pool (parallel insertion).
    pub(crate) fn build(
        vectors: &[Vec<f32>],
        dim: usize,
        max_connections: usize,
        ef_construction: usize,
        ef_search: usize,
    ) -> Self {
        let mut hnsw = Hnsw::<f32, DistUnitCosine>::new(
            max_connections.clamp(2, 255),
            vectors.len(),
            MAX_LAYER,
            ef_construction.max(1),
            DistUnitCosine,
        );
        let items: Vec<(&Vec<f32>, usize)> = vectors.iter().zip(0..).collect();
        hnsw.parallel_insert(&items);
        hnsw.set_searching_mode(true);
        let graph = FlatGraph::new(hnsw, dim, vectors.len()).expect("a graph just built from ids 0..len is consistent");
        HnswIndex {
            graph,
            dim,
            len: vectors.len(),
            ef_search: ef_search.max(1),
        }
    }

    /// Number of indexed vectors.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when no vector is indexed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Max connections per node per layer (layer 0 keeps twice as many).
    pub fn max_connections(&self) -> usize {
        self.graph.hnsw().get_max_nb_connection() as usize
    }

    /// Candidate-list width used while building.
    pub fn ef_construction(&self) -> usize {
        self.graph.hnsw().get_ef_construction()
    }

    /// Default candidate-list width used by `search`.
    pub fn ef_search(&self) -> usize {
        self.ef_search
    }

    /// Top-k with an explicit `ef`; `query` must already be normalised.
    pub(crate) fn search_normalised(&self, query: &[f32], k: usize, ef: usize) -> Vec<Hit> {
        self.graph.search(query, k, ef)
    }

    /// The same query through hnsw_rs' own search on the same graph: the
    /// reference [`FlatGraph`] is benchmarked against (`index_bench`).
    /// The query is normalised as [`VectorIndex::search_with_ef`] does, so
    /// both searchers see the same input (bad queries give no hits).
    ///
    /// [`VectorIndex::search_with_ef`]: super::VectorIndex::search_with_ef
    pub fn search_with_hnsw_rs(&self, query: &[f32], k: usize, ef: usize) -> Vec<Hit> {
        let k = k.min(self.len);
        let mut q = query.to_vec();
        if k == 0 || q.len() != self.dim || q.iter().any(|x| !x.is_finite()) || !super::normalise(&mut q) {
            return Vec::new();
        }
        let ef = ef.max(k);
        let mut hits: Vec<Hit> = self
            .graph
            .hnsw()
            .search(&q, k, ef)
            .into_iter()
            .map(|n| Hit {
                id: n.d_id,
                similarity: 1.0 - n.distance,
            })
            .collect();
        hits.sort_unstable_by(super::exact::rank_cmp);
        hits.truncate(k);
        hits
    }

    /// Estimated heap bytes: the [`FlatGraph`] layout plus, from hnsw_rs 0.3.5's layout: per node the
    /// vector, an `Arc<Point>`, an `Arc<RwLock<..>>` and 16 per-layer
    /// neighbour `Vec` headers (hnsw_rs allocates all 16 layers), about
    /// `4 * dim + 590` bytes; per non-empty neighbour list its capacity
    /// (rounded up to a power of two) times 8; per edge one 32-byte
    /// `PointWithOrder` allocation plus ~16 bytes of allocator overhead.
    /// Walks the graph once (O(edges)). Measured RSS runs ~10-25% higher
    /// (see `benches/results/shortlist.md`).
    pub fn memory_bytes(&self) -> usize {
        let pi = self.graph.hnsw().get_point_indexation();
        let mut bytes = self.graph.memory_bytes();
        for p in pi {
            bytes += self.dim * 4 + 590;
            for layer in p.get_neighborhood_id() {
                if !layer.is_empty() {
                    bytes += layer.len().next_power_of_two() * 8 + 16 + layer.len() * 48;
                }
            }
        }
        bytes
    }

    /// Writes `{basename}.hnsw.graph` and `{basename}.hnsw.data` into `dir`.
    pub(crate) fn dump(&self, dir: &Path, basename: &str) -> Result<()> {
        let err = |reason: String| Error::Index {
            path: dir.join(basename),
            reason,
        };
        // hnsw_rs panics (instead of returning an error) when it cannot create the files,
        // and picks a fresh random basename when the index was reloaded; handle both here.
        let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.graph.hnsw().file_dump(dir, basename)
        }));
        let written = match res {
            Ok(Ok(name)) => name,
            Ok(Err(e)) => return Err(err(format!("hnsw dump failed: {e}"))),
            Err(_) => return Err(err("hnsw dump failed (cannot create the dump files)".into())),
        };
        if written != basename {
            for ext in ["hnsw.graph", "hnsw.data"] {
                let from = dir.join(format!("{written}.{ext}"));
                let to = dir.join(format!("{basename}.{ext}"));
                std::fs::rename(&from, &to).map_err(|e| Error::io(&to, e))?;
            }
        }
        Ok(())
    }

    /// Reloads a graph written by [`dump`](Self::dump).
    ///
    /// hnsw_rs ties the reloaded graph's lifetime to its `HnswIo` reloader, so
    /// the reloader (a path, a basename and a few options: about 100 bytes, no
    /// vector data since mmap is not used) is leaked with `Box::leak` to give
    /// the graph a `'static` lifetime. Each `load` therefore leaks those few
    /// bytes once; the graph itself is freed normally when the index drops.
    pub(crate) fn load(
        dir: &Path,
        basename: &str,
        dim: usize,
        len: usize,
        ef_search: usize,
    ) -> Result<Self> {
        let err = |reason: String| Error::Index {
            path: dir.join(basename),
            reason,
        };
        for ext in ["hnsw.graph", "hnsw.data"] {
            let p = dir.join(format!("{basename}.{ext}"));
            if !p.is_file() {
                return Err(Error::Index {
                    path: p,
                    reason: "missing HNSW dump file".into(),
                });
            }
        }
        let io: &'static mut HnswIo = Box::leak(Box::new(HnswIo::new(dir, basename)));
        // hnsw_rs asserts (panics) on corrupt headers; turn that into an error.
        let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
            let io = io; // move the reference into the body (FnOnce), keeping its 'static borrow
            io.load_hnsw::<f32, DistUnitCosine>()
        }));
        let mut hnsw = match res {
            Ok(Ok(h)) => h,
            Ok(Err(e)) => return Err(err(format!("cannot reload HNSW dump: {e}"))),
            Err(_) => {
                return Err(err(
                    "cannot reload HNSW dump: corrupt or incompatible files".into(),
                ))
            }
        };
        if hnsw.get_nb_point() != len {
            return Err(err(format!(
                "dump holds {} points, metadata says {len}",
                hnsw.get_nb_point()
            )));
        }
        let got_dim = hnsw.get_point_indexation().get_data_dimension();
        if len > 0 && got_dim != dim {
            return Err(err(format!(
                "dump has dimension {got_dim}, metadata says {dim}"
            )));
        }
        hnsw.set_searching_mode(true);
        let graph = FlatGraph::new(hnsw, dim, len).map_err(|e| err(e.to_string()))?;
        Ok(HnswIndex {
            graph,
            dim,
            len,
            ef_search: ef_search.max(1),
        })
    }
}
