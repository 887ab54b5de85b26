//! Evaluation harnesses behind the benchmark binaries (the binaries only
//! parse arguments and print).

pub mod wice;

/// Area under the ROC curve of `scores` for binary `labels` (ties counted half).
pub fn auroc(scores: &[f32], labels: &[bool]) -> f64 {
    let mut idx: Vec<usize> = (0..scores.len()).collect();
    idx.sort_by(|&a, &b| scores[a].total_cmp(&scores[b]));
    let (mut rank_sum, mut i) = (0f64, 0usize);
    let n_pos = labels.iter().filter(|&&l| l).count() as f64;
    let n_neg = labels.len() as f64 - n_pos;
    if n_pos == 0.0 || n_neg == 0.0 {
        return f64::NAN;
    }
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && scores[idx[j + 1]] == scores[idx[i]] {
            j += 1;
        }
        let avg_rank = (i + j) as f64 / 2.0 + 1.0;
        for &k in &idx[i..=j] {
            if labels[k] {
                rank_sum += avg_rank;
            }
        }
        i = j + 1;
    }
    (rank_sum - n_pos * (n_pos + 1.0) / 2.0) / (n_pos * n_neg)
}

#[cfg(test)]
mod tests {
    #[test]
    fn auroc_basics() {
        assert_eq!(super::auroc(&[0.1, 0.2, 0.8, 0.9], &[false, false, true, true]), 1.0);
        assert_eq!(super::auroc(&[0.5, 0.5], &[false, true]), 0.5);
    }
}
pub mod throughput;
