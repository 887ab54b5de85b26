//! Shortlist: top-k candidate sentences per claim. (stub: exact cosine only)

/// One shortlist hit: the vector's id and its cosine similarity to the query.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    pub id: usize,
    pub similarity: f32,
}

/// Exact top-k by dot product over L2-normalised vectors.
pub fn exact_top_k(vectors: &[Vec<f32>], query: &[f32], k: usize) -> Vec<Hit> {
    let mut hits: Vec<Hit> = vectors
        .iter()
        .enumerate()
        .map(|(id, v)| Hit { id, similarity: v.iter().zip(query).map(|(a, b)| a * b).sum() })
        .collect();
    hits.sort_by(|a, b| b.similarity.total_cmp(&a.similarity));
    hits.truncate(k);
    hits
}
