//! Reciprocal rank fusion (Cormack, Clarke & Büttcher, 2009).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The usual RRF smoothing constant.
pub const RRF_K0: f32 = 60.0;

/// Fuses ranked id lists (best first): each id scores
/// `Σ 1 / (k0 + rank)` over the lists it appears in, rank counted from 1.
/// Returns the best `limit` ids with their fused score, best first; ties go to
/// the id with the better best rank, then the lower id. An id repeated within
/// one list counts at its first position only. A negative or non-finite `k0`
/// falls back to [`RRF_K0`].
pub fn reciprocal_rank_fusion(rankings: &[Vec<usize>], k0: f32, limit: usize) -> Vec<(usize, f32)> {
    let k0 = if k0.is_finite() && k0 >= 0.0 {
        k0
    } else {
        RRF_K0
    };
    // id -> (score, best rank)
    let mut acc: HashMap<usize, (f64, usize)> = HashMap::default();
    for ranking in rankings {
        let mut seen = HashSet::with_capacity_and_hasher(ranking.len(), Default::default());
        for (i, &id) in ranking.iter().enumerate() {
            if !seen.insert(id) {
                continue;
            }
            let rank = i + 1;
            let e = acc.entry(id).or_insert((0.0, usize::MAX));
            e.0 += 1.0 / (k0 as f64 + rank as f64);
            e.1 = e.1.min(rank);
        }
    }
    let mut fused: Vec<(usize, f64, usize)> =
        acc.into_iter().map(|(id, (s, r))| (id, s, r)).collect();
    fused.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)).then(a.0.cmp(&b.0)));
    fused.truncate(limit);
    fused.into_iter().map(|(id, s, _)| (id, s as f32)).collect()
}
