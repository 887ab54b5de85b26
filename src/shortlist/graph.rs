//! A compact, read-only search layout of an hnsw_rs graph, searched without hnsw_rs.
//!
//! Why a second searcher: hnsw_rs 0.3.5 builds and persists the graph well,
//! but its query path is heavy for what it does. Per visited neighbour it
//! clones an `Arc` into a SipHash `HashMap` (the visited set), allocates two
//! `Arc<PointWithOrder>` when the neighbour improves the beam, takes a
//! `RwLock` per expanded node and reaches each vector through two pointers.
//! At 1M vectors that search is bound by allocation and pointer chasing, not
//! by the distance arithmetic (measured: `benches/results/shortlist.md`).
//!
//! [`FlatGraph`] owns the hnsw_rs graph (for dumps and for hnsw_rs' own
//! search) and keeps the same graph (the same nodes, layers and neighbour
//! lists, read through hnsw_rs' public accessors after a build or a reload)
//! laid out for searching: a table of pointers to the vectors hnsw_rs
//! already holds (no second copy: 1.5 GB saved at 1M x 384-d), layer 0 as a
//! CSR adjacency of `u32` ids, the sparse upper layers in a map, a visited
//! set that is a per-thread epoch-stamped array (no clearing, no hashing),
//! and software prefetch of the next neighbour's vector. The search is the
//! HNSW paper's: greedy descent through the upper layers, then a beam of
//! width `ef` on layer 0.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap};

use hnsw_rs::hnsw::Hnsw;

use super::exact::dot;
use super::hnsw::DistUnitCosine;
use super::Hit;
use crate::error::{Error, Result};

/// Where each vector's `dim` floats start, inside the hnsw_rs graph that
/// owns them; entry i is the vector with id i.
struct Rows(Vec<*const f32>);

// SAFETY: every pointer addresses a vector buffer owned by the `Hnsw` in
// the same `FlatGraph` (`FlatGraph::hnsw`). hnsw_rs allocates each point's
// `Vec<f32>` once, holds the point in an `Arc` and never moves or
// reallocates the buffer; `FlatGraph` never inserts into the graph after
// construction and hands out only `&Hnsw`, so the buffers are immutable and
// live exactly as long as `Rows`. Reading immutable f32s from any thread is
// sound, and dropping `Rows` does not dereference the pointers.
unsafe impl Send for Rows {}
unsafe impl Sync for Rows {}

/// The searchable form of one HNSW graph (see the module docs).
pub(crate) struct FlatGraph {
    hnsw: Hnsw<'static, f32, DistUnitCosine>,
    dim: usize,
    rows: Rows,
    /// Layer 0 neighbours of node i: `base_links[base_offsets[i]..base_offsets[i + 1]]`.
    base_offsets: Vec<usize>,
    base_links: Vec<u32>,
    /// Nodes above layer 0: their neighbour lists on layers 1..=level.
    upper: HashMap<u32, Vec<Vec<u32>>>,
    entry: u32,
    top_level: usize,
}

/// A node with its distance to the query, ordered by (distance, id).
#[derive(Clone, Copy, PartialEq)]
struct Near {
    dist: f32,
    id: u32,
}

impl Eq for Near {}
impl PartialOrd for Near {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Near {
    fn cmp(&self, other: &Self) -> Ordering {
        self.dist.total_cmp(&other.dist).then(self.id.cmp(&other.id))
    }
}

/// Visited marks: `marks[i] == epoch` means node i was seen by this search.
/// One per thread, reused by every search on that thread (whatever the
/// index), so a query neither allocates nor clears an `n`-sized set.
struct Visited {
    marks: Vec<u32>,
    epoch: u32,
}

impl Visited {
    fn begin(&mut self, n: usize) {
        if self.marks.len() < n {
            self.marks.resize(n, 0);
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.marks.fill(0);
            self.epoch = 1;
        }
    }

    /// Marks `i`; true when it was not marked yet.
    #[inline]
    fn insert(&mut self, i: u32) -> bool {
        let m = &mut self.marks[i as usize];
        if *m == self.epoch {
            false
        } else {
            *m = self.epoch;
            true
        }
    }
}

thread_local! {
    static VISITED: RefCell<Visited> = const { RefCell::new(Visited { marks: Vec::new(), epoch: 0 }) };
}

impl FlatGraph {
    /// Takes `hnsw` (whose data ids must be `0..len`) and lays its graph out
    /// for searching.
    ///
    /// # Errors
    /// Inconsistencies (an id out of range, missing or seen twice, a vector
    /// of the wrong dimension) as [`Error::InvalidInput`].
    pub(crate) fn new(hnsw: Hnsw<'static, f32, DistUnitCosine>, dim: usize, len: usize) -> Result<Self> {
        let bad = |why: String| Error::invalid(format!("HNSW graph: {why}"));
        if len > u32::MAX as usize {
            return Err(bad(format!("{len} points is more than u32 ids hold")));
        }
        let pi = hnsw.get_point_indexation();
        let mut rows: Vec<*const f32> = vec![std::ptr::null(); len];
        let mut base: Vec<Option<Vec<u32>>> = vec![None; len];
        let mut upper: HashMap<u32, Vec<Vec<u32>>> = HashMap::new();
        for p in pi {
            let id = p.get_origin_id();
            if id >= len {
                return Err(bad(format!("point id {id} out of range (len {len})")));
            }
            if base[id].is_some() {
                return Err(bad(format!("point id {id} appears twice")));
            }
            let v = p.get_v();
            if v.len() != dim {
                return Err(bad(format!("point {id} has dimension {}, expected {dim}", v.len())));
            }
            rows[id] = v.as_ptr();
            let level = p.get_point_id().0 as usize;
            let links = p.get_neighborhood_id();
            let ids = |layer: usize| -> Vec<u32> {
                links.get(layer).map(|l| l.iter().map(|n| n.d_id as u32).filter(|&j| (j as usize) < len).collect()).unwrap_or_default()
            };
            base[id] = Some(ids(0));
            if level > 0 {
                upper.insert(id as u32, (1..=level).map(ids).collect());
            }
        }
        let mut base_offsets = Vec::with_capacity(len + 1);
        let mut base_links = Vec::new();
        base_offsets.push(0);
        for (id, links) in base.into_iter().enumerate() {
            let links = links.ok_or_else(|| bad(format!("point id {id} is missing")))?;
            base_links.extend_from_slice(&links);
            base_offsets.push(base_links.len());
        }
        base_links.shrink_to_fit();
        let top_level = pi.get_max_level_observed() as usize;
        let entry = if len == 0 {
            0
        } else {
            pi.get_layer_iterator(top_level)
                .next()
                .map(|p| p.get_origin_id() as u32)
                .ok_or_else(|| bad(format!("no point on the top layer {top_level}")))?
        };
        Ok(FlatGraph { hnsw, dim, rows: Rows(rows), base_offsets, base_links, upper, entry, top_level })
    }

    /// The hnsw_rs graph (dumps, parameters, hnsw_rs' own search).
    pub(crate) fn hnsw(&self) -> &Hnsw<'static, f32, DistUnitCosine> {
        &self.hnsw
    }

    fn len(&self) -> usize {
        self.base_offsets.len() - 1
    }

    #[inline]
    fn row(&self, i: u32) -> &[f32] {
        // SAFETY: `new` set every entry (it errors on a missing id) to a live
        // buffer of `dim` floats owned by `self.hnsw` (see `Rows`).
        unsafe { std::slice::from_raw_parts(self.rows.0[i as usize], self.dim) }
    }

    #[inline]
    fn dist(&self, q: &[f32], i: u32) -> f32 {
        1.0 - dot(q, self.row(i))
    }

    /// Asks the CPU to start loading row `i` (its first 256 bytes; the
    /// hardware prefetcher streams the rest once the dot product reads it).
    #[inline]
    fn prefetch(&self, i: u32) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let p = self.row(i).as_ptr() as *const i8;
            let lines = (self.dim * 4).div_ceil(64).min(4);
            for l in 0..lines {
                // SAFETY: prefetch is a hint (it never faults) and every
                // address is inside row i; SSE is part of x86-64.
                unsafe { _mm_prefetch(p.add(l * 64), _MM_HINT_T0) };
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = i;
    }

    /// Top-k by cosine similarity with a layer-0 beam of width `ef` (raised
    /// to k); `query` must be L2-normalised. Best first, ties by lower id.
    pub(crate) fn search(&self, query: &[f32], k: usize, ef: usize) -> Vec<Hit> {
        let n = self.len();
        let k = k.min(n);
        if k == 0 || query.len() != self.dim {
            return Vec::new();
        }
        let ef = ef.max(k);
        let mut ep = Near { dist: self.dist(query, self.entry), id: self.entry };
        for layer in (1..=self.top_level).rev() {
            loop {
                let mut moved = false;
                if let Some(links) = self.upper.get(&ep.id).and_then(|l| l.get(layer - 1)) {
                    for &j in links {
                        let d = Near { dist: self.dist(query, j), id: j };
                        if d < ep {
                            ep = d;
                            moved = true;
                        }
                    }
                }
                if !moved {
                    break;
                }
            }
        }
        let found = VISITED.with(|v| {
            let mut visited = v.borrow_mut();
            visited.begin(n);
            self.beam(query, ep, ef, &mut visited)
        });
        let mut hits: Vec<Hit> = found.into_iter().map(|x| Hit { id: x.id as usize, similarity: 1.0 - x.dist }).collect();
        hits.sort_unstable_by(super::exact::rank_cmp);
        hits.truncate(k);
        hits
    }

    /// Layer-0 beam search from `ep`: the `ef` nearest nodes found.
    fn beam(&self, query: &[f32], ep: Near, ef: usize, visited: &mut Visited) -> Vec<Near> {
        // `frontier` pops the nearest unexpanded node; `best` pops the farthest kept one.
        let mut frontier: BinaryHeap<std::cmp::Reverse<Near>> = BinaryHeap::with_capacity(ef * 2);
        let mut best: BinaryHeap<Near> = BinaryHeap::with_capacity(ef + 1);
        visited.insert(ep.id);
        frontier.push(std::cmp::Reverse(ep));
        best.push(ep);
        while let Some(std::cmp::Reverse(c)) = frontier.pop() {
            let worst = best.peek().map_or(f32::INFINITY, |w| w.dist);
            if c.dist > worst && best.len() >= ef {
                break;
            }
            let i = c.id as usize;
            let links = &self.base_links[self.base_offsets[i]..self.base_offsets[i + 1]];
            if let Some(&first) = links.first() {
                self.prefetch(first);
            }
            for (t, &j) in links.iter().enumerate() {
                if let Some(&next) = links.get(t + 1) {
                    self.prefetch(next);
                }
                if !visited.insert(j) {
                    continue;
                }
                let d = Near { dist: self.dist(query, j), id: j };
                if best.len() < ef || d < *best.peek().expect("best is non-empty") {
                    frontier.push(std::cmp::Reverse(d));
                    best.push(d);
                    if best.len() > ef {
                        best.pop();
                    }
                }
            }
        }
        best.into_vec()
    }

    /// Heap bytes of the search layout (row table, layer-0 adjacency, upper
    /// layers), not of the hnsw_rs graph it owns.
    pub(crate) fn memory_bytes(&self) -> usize {
        let upper: usize = self.upper.values().map(|l| 48 + l.iter().map(|x| 24 + x.len() * 4).sum::<usize>()).sum();
        self.rows.0.len() * 8 + self.base_offsets.len() * 8 + self.base_links.len() * 4 + upper
    }
}

impl std::fmt::Debug for FlatGraph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FlatGraph")
            .field("len", &self.len())
            .field("dim", &self.dim)
            .field("layer0_links", &self.base_links.len())
            .field("upper_nodes", &self.upper.len())
            .field("top_level", &self.top_level)
            .finish()
    }
}
