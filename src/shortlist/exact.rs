//! Exact (brute-force) cosine top-k: the reference every approximate index is
//! measured against, and the faster choice for small corpora (see
//! [`IndexOptions::hnsw_threshold`](super::IndexOptions)).

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use super::Hit;

/// Dot product of two equal-length slices.
///
/// Uses AVX2+FMA when the CPU has them (checked at run time, so the crate
/// needs no `target-cpu` flag), otherwise a portable 8-accumulator loop the
/// compiler vectorises with SSE2. Slices of different length are truncated to
/// the shorter one.
#[inline]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
        {
            // SAFETY: the CPU supports AVX2 and FMA (checked just above).
            return unsafe { dot_avx2(a, b) };
        }
    }
    dot_portable(a, b)
}

#[inline]
fn dot_portable(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let ca = a.chunks_exact(8);
    let cb = b.chunks_exact(8);
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for i in 0..8 {
            acc[i] += x[i] * y[i];
        }
    }
    let mut s: f32 = acc.iter().sum();
    for (x, y) in ra.iter().zip(rb) {
        s += x * y;
    }
    s
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn dot_avx2(a: &[f32], b: &[f32]) -> f32 {
    use std::arch::x86_64::*;
    let n = a.len();
    let (pa, pb) = (a.as_ptr(), b.as_ptr());
    let mut acc0 = _mm256_setzero_ps();
    let mut acc1 = _mm256_setzero_ps();
    let mut acc2 = _mm256_setzero_ps();
    let mut acc3 = _mm256_setzero_ps();
    let mut i = 0;
    while i + 32 <= n {
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(pa.add(i)), _mm256_loadu_ps(pb.add(i)), acc0);
        acc1 = _mm256_fmadd_ps(
            _mm256_loadu_ps(pa.add(i + 8)),
            _mm256_loadu_ps(pb.add(i + 8)),
            acc1,
        );
        acc2 = _mm256_fmadd_ps(
            _mm256_loadu_ps(pa.add(i + 16)),
            _mm256_loadu_ps(pb.add(i + 16)),
            acc2,
        );
        acc3 = _mm256_fmadd_ps(
            _mm256_loadu_ps(pa.add(i + 24)),
            _mm256_loadu_ps(pb.add(i + 24)),
            acc3,
        );
        i += 32;
    }
    while i + 8 <= n {
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(pa.add(i)), _mm256_loadu_ps(pb.add(i)), acc0);
        i += 8;
    }
    let acc = _mm256_add_ps(_mm256_add_ps(acc0, acc1), _mm256_add_ps(acc2, acc3));
    let hi = _mm256_extractf128_ps(acc, 1);
    let lo = _mm256_castps256_ps128(acc);
    let s4 = _mm_add_ps(hi, lo);
    let s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    let s1 = _mm_add_ss(s2, _mm_shuffle_ps(s2, s2, 1));
    let mut s = _mm_cvtss_f32(s1);
    while i < n {
        s += *pa.add(i) * *pb.add(i);
        i += 1;
    }
    s
}

/// Ranking order for hits: higher similarity first, then lower id (so ties
/// are broken deterministically).
#[inline]
pub(crate) fn rank_cmp(a: &Hit, b: &Hit) -> Ordering {
    b.similarity.total_cmp(&a.similarity).then(a.id.cmp(&b.id))
}

/// Heap entry ordered so that the *worst* kept hit is at the top of a max-heap.
#[derive(Clone, Copy)]
struct Worst(Hit);

impl PartialEq for Worst {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Worst {}
impl PartialOrd for Worst {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Worst {
    fn cmp(&self, other: &Self) -> Ordering {
        // "greater" = ranks later = worse.
        rank_cmp(&self.0, &other.0)
    }
}

/// Bounded top-k collector: O(n log k) with no allocation proportional to n.
pub(crate) struct TopK {
    k: usize,
    heap: BinaryHeap<Worst>,
}

impl TopK {
    pub(crate) fn new(k: usize) -> Self {
        TopK {
            k,
            heap: BinaryHeap::with_capacity(k.min(1 << 16) + 1),
        }
    }

    /// Offers one candidate; NaN similarities are ignored.
    #[inline]
    pub(crate) fn push(&mut self, hit: Hit) {
        if self.k == 0 || hit.similarity.is_nan() {
            return;
        }
        if self.heap.len() < self.k {
            self.heap.push(Worst(hit));
        } else if let Some(mut top) = self.heap.peek_mut() {
            if rank_cmp(&hit, &top.0) == Ordering::Less {
                *top = Worst(hit);
            }
        }
    }

    /// The kept hits, best first.
    pub(crate) fn into_sorted(self) -> Vec<Hit> {
        let mut v: Vec<Hit> = self.heap.into_iter().map(|w| w.0).collect();
        v.sort_unstable_by(rank_cmp);
        v
    }
}

/// Exact top-k by dot product, best first.
///
/// `vectors` and `query` are expected to be L2-normalised, so the dot product
/// is the cosine similarity. Uses a bounded heap (O(n log k)), not a full
/// sort. Ties are broken by lower id; vectors whose similarity is NaN are
/// skipped; `k > vectors.len()` returns every vector.
pub fn exact_top_k(vectors: &[Vec<f32>], query: &[f32], k: usize) -> Vec<Hit> {
    let mut top = TopK::new(k.min(vectors.len()));
    for (id, v) in vectors.iter().enumerate() {
        top.push(Hit {
            id,
            similarity: dot(v, query),
        });
    }
    top.into_sorted()
}

/// Brute-force index over a flat, row-major copy of L2-normalised vectors.
#[derive(Debug, Clone)]
pub struct ExactIndex {
    pub(crate) dim: usize,
    /// `len * dim` floats, row-major, each row L2-normalised.
    pub(crate) data: Vec<f32>,
}

impl ExactIndex {
    pub(crate) fn from_flat(dim: usize, data: Vec<f32>) -> Self {
        ExactIndex { dim, data }
    }

    /// Number of indexed vectors.
    pub fn len(&self) -> usize {
        self.data.len().checked_div(self.dim).unwrap_or(0)
    }

    /// True when no vector is indexed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Top-k by cosine similarity; `query` must already be normalised.
    pub(crate) fn search_normalised(&self, query: &[f32], k: usize) -> Vec<Hit> {
        let mut top = TopK::new(k.min(self.len()));
        for (id, row) in self.data.chunks_exact(self.dim).enumerate() {
            top.push(Hit {
                id,
                similarity: dot(row, query),
            });
        }
        top.into_sorted()
    }

    /// Bytes held by the index (the vectors).
    pub fn memory_bytes(&self) -> usize {
        self.data.len() * std::mem::size_of::<f32>()
    }
}
