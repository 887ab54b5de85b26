//! Shortlist stage: exact top-k, HNSW recall and reload, BM25, RRF, bad input.

use anchorage::shortlist::synthetic::{clustered, SyntheticSpec};
use anchorage::shortlist::{
    exact_top_k, reciprocal_rank_fusion, Bm25, Hit, IndexOptions, VectorIndex, RRF_K0,
};
use anchorage::Error;
use proptest::prelude::*;

fn full_sort(vectors: &[Vec<f32>], query: &[f32], k: usize) -> Vec<Hit> {
    let mut all: Vec<Hit> = vectors
        .iter()
        .enumerate()
        .map(|(id, v)| Hit {
            id,
            similarity: v.iter().zip(query).map(|(a, b)| a * b).sum(),
        })
        .collect();
    all.sort_by(|a, b| b.similarity.partial_cmp(&a.similarity).unwrap());
    all.truncate(k);
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn exact_top_k_matches_full_sort(
        (dim, vectors, query) in (1usize..40).prop_flat_map(|dim| (
            Just(dim),
            prop::collection::vec(prop::collection::vec(-1.0f32..1.0, dim), 0..200),
            prop::collection::vec(-1.0f32..1.0, dim),
        )),
        k in 0usize..250,
    ) {
        let _ = dim;
        let got = exact_top_k(&vectors, &query, k);
        let want = full_sort(&vectors, &query, k);
        prop_assert_eq!(got.len(), want.len());
        // Same similarity sequence (ids may differ only among ties; SIMD and
        // scalar sums differ in the last bits).
        for (g, w) in got.iter().zip(&want) {
            prop_assert!((g.similarity - w.similarity).abs() <= 1e-4, "{:?} vs {:?}", g, w);
            let exact: f32 = vectors[g.id].iter().zip(&query).map(|(a, b)| a * b).sum();
            prop_assert!((g.similarity - exact).abs() <= 1e-4);
        }
        // Best first.
        prop_assert!(got.windows(2).all(|w| w[0].similarity >= w[1].similarity));
    }
}

fn recall_at(k: usize, index: &VectorIndex, corpus: &[Vec<f32>], queries: &[Vec<f32>]) -> f64 {
    let mut found = 0usize;
    for q in queries {
        let truth: std::collections::HashSet<usize> =
            exact_top_k(corpus, q, k).iter().map(|h| h.id).collect();
        found += index
            .search(q, k)
            .iter()
            .filter(|h| truth.contains(&h.id))
            .count();
    }
    found as f64 / (k * queries.len()) as f64
}

/// Builds HNSW over `n` clustered 384-d vectors (default options, except
/// the threshold and, when given, ef_construction), checks recall@10 >= 0.95
/// against exact search, cosine similarities, and that dump -> load gives the
/// same results.
fn check_recall_and_reload(n: usize, queries: usize, ef_construction: Option<usize>) {
    let (corpus, queries) = clustered(&SyntheticSpec::new(n, 384, queries, 7));
    let defaults = IndexOptions::default();
    let opts = IndexOptions {
        hnsw_threshold: 1000,
        ef_construction: ef_construction.unwrap_or(defaults.ef_construction),
        ..defaults
    };
    let index = VectorIndex::build(corpus.clone(), &opts).unwrap();
    assert!(index.is_approximate());
    assert_eq!(index.len(), n);
    assert_eq!(index.dim(), 384);
    let recall = recall_at(10, &index, &corpus, &queries);
    assert!(recall >= 0.95, "recall@10 = {recall}");
    // The flat searcher walks the graph hnsw_rs built; it must find at least
    // what hnsw_rs' own search finds on it.
    if let VectorIndex::Hnsw(h) = &index {
        let mut found = 0usize;
        for q in &queries {
            let truth: std::collections::HashSet<usize> = exact_top_k(&corpus, q, 10).iter().map(|h| h.id).collect();
            found += h.search_with_hnsw_rs(q, 10, h.ef_search()).iter().filter(|x| truth.contains(&x.id)).count();
        }
        let reference = found as f64 / (10 * queries.len()) as f64;
        assert!(recall >= reference - 0.005, "flat search recall {recall} < hnsw_rs search recall {reference}");
    }

    // Similarities are cosines and come best first.
    let hits = index.search(&queries[0], 10);
    for w in hits.windows(2) {
        assert!(w[0].similarity >= w[1].similarity);
    }
    for h in &hits {
        let c: f32 = corpus[h.id]
            .iter()
            .zip(&queries[0])
            .map(|(a, b)| a * b)
            .sum();
        assert!((c - h.similarity).abs() < 1e-4);
    }

    let dir = std::env::temp_dir().join(format!("anchorage-shortlist-{}-{n}", std::process::id()));
    index.dump(&dir, "idx").unwrap();
    let loaded = VectorIndex::load(&dir, "idx").unwrap();
    assert!(loaded.is_approximate());
    assert_eq!((loaded.len(), loaded.dim()), (n, 384));
    for q in queries.iter().take(50) {
        assert_eq!(index.search(q, 10), loaded.search(q, 10));
    }
    // A reloaded index dumps again under the same name.
    loaded.dump(&dir, "idx").unwrap();
    assert!(VectorIndex::load(&dir, "idx").is_ok());
    std::fs::remove_dir_all(&dir).ok();
}

/// Debug builds compile this crate without optimisation, which makes HNSW
/// construction ~20x slower; 3k vectors and ef_construction 100 keep
/// `cargo test` quick.
#[test]
fn hnsw_recall_and_reload() {
    check_recall_and_reload(3_000, 100, Some(100));
}

#[test]
#[ignore = "20k x 384-d takes minutes in a debug build; run: cargo test --release --test shortlist -- --include-ignored"]
fn hnsw_recall_and_reload_20k() {
    check_recall_and_reload(20_000, 200, None);
}

#[test]
fn hnsw_is_shared_across_threads() {
    let (corpus, queries) = clustered(&SyntheticSpec::new(3000, 32, 8, 3));
    let opts = IndexOptions {
        hnsw_threshold: 0,
        ..IndexOptions::default()
    };
    let index = VectorIndex::build(corpus, &opts).unwrap();
    std::thread::scope(|s| {
        for q in &queries {
            let index = &index;
            s.spawn(move || assert_eq!(index.search(q, 5).len(), 5));
        }
    });
}

#[test]
fn exact_index_search_and_reload() {
    let (corpus, queries) = clustered(&SyntheticSpec::new(500, 16, 20, 1));
    let index = VectorIndex::build(corpus.clone(), &IndexOptions::default()).unwrap();
    assert!(!index.is_approximate());
    for q in &queries {
        let want: Vec<usize> = exact_top_k(&corpus, q, 7).iter().map(|h| h.id).collect();
        let got: Vec<usize> = index.search(q, 7).iter().map(|h| h.id).collect();
        assert_eq!(got, want);
    }
    // k larger than the index returns everything.
    assert_eq!(index.search(&queries[0], 10_000).len(), 500);
    assert!(index.search(&queries[0], 0).is_empty());
    // Wrong dimension / NaN query: no hits, no panic.
    assert!(index.search(&[1.0; 3], 5).is_empty());
    assert!(index.search(&[f32::NAN; 16], 5).is_empty());

    let dir =
        std::env::temp_dir().join(format!("anchorage-shortlist-exact-{}", std::process::id()));
    index.dump(&dir, "ex").unwrap();
    let loaded = VectorIndex::load(&dir, "ex").unwrap();
    assert_eq!(index.search(&queries[1], 7), loaded.search(&queries[1], 7));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn unnormalised_vectors_are_normalised() {
    let v = vec![vec![3.0, 0.0], vec![0.0, 0.5], vec![1.0, 1.0]];
    let index = VectorIndex::build(v, &IndexOptions::default()).unwrap();
    let hits = index.search(&[2.0, 0.0], 3);
    assert_eq!(hits[0].id, 0);
    assert!((hits[0].similarity - 1.0).abs() < 1e-6);
    assert!((hits[1].similarity - std::f32::consts::FRAC_1_SQRT_2).abs() < 1e-6);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let opts = IndexOptions::default();
    let hnsw = IndexOptions {
        hnsw_threshold: 0,
        ..opts
    };
    for o in [&opts, &hnsw] {
        assert!(matches!(
            VectorIndex::build(vec![], o),
            Err(Error::InvalidInput(_))
        ));
        assert!(matches!(
            VectorIndex::build(vec![vec![]], o),
            Err(Error::InvalidInput(_))
        ));
        assert!(matches!(
            VectorIndex::build(vec![vec![1.0, 0.0], vec![1.0]], o),
            Err(Error::InvalidInput(_))
        ));
        assert!(matches!(
            VectorIndex::build(vec![vec![1.0, f32::NAN]], o),
            Err(Error::InvalidInput(_))
        ));
        assert!(matches!(
            VectorIndex::build(vec![vec![f32::INFINITY, 0.0]], o),
            Err(Error::InvalidInput(_))
        ));
        assert!(matches!(
            VectorIndex::build(vec![vec![0.0, 0.0]], o),
            Err(Error::InvalidInput(_))
        ));
    }
    // Near-duplicate vectors (the case that panics anndists' DistDot) are fine.
    let mut dup = vec![vec![0.6f32, 0.8]; 200];
    dup.push(vec![0.6000001, 0.7999999]);
    let index = VectorIndex::build(dup, &hnsw).unwrap();
    assert_eq!(index.search(&[0.6, 0.8], 3).len(), 3);

    // A single vector in an HNSW index.
    let one = VectorIndex::build(vec![vec![0.0, 1.0, 0.0]], &hnsw).unwrap();
    assert!(one.is_approximate());
    assert_eq!(
        one.search(&[0.0, 1.0, 0.0], 5),
        vec![Hit {
            id: 0,
            similarity: 1.0
        }]
    );

    // Missing or corrupt dumps.
    let dir = std::env::temp_dir().join(format!("anchorage-shortlist-bad-{}", std::process::id()));
    assert!(VectorIndex::load(&dir, "nothing").is_err());
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("x.shortlist.json"), "{not json").unwrap();
    assert!(matches!(
        VectorIndex::load(&dir, "x"),
        Err(Error::Index { .. })
    ));
    let (corpus, _) = clustered(&SyntheticSpec::new(300, 8, 0, 2));
    VectorIndex::build(corpus, &hnsw)
        .unwrap()
        .dump(&dir, "h")
        .unwrap();
    std::fs::write(dir.join("h.hnsw.graph"), b"garbage").unwrap();
    assert!(matches!(
        VectorIndex::load(&dir, "h"),
        Err(Error::Index { .. })
    ));
    std::fs::remove_file(dir.join("h.hnsw.data")).unwrap();
    assert!(matches!(
        VectorIndex::load(&dir, "h"),
        Err(Error::Index { .. })
    ));
    assert!(VectorIndex::load(&dir, "../h").is_err());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bm25_exact_names_and_numbers_rank_first() {
    let docs = [
        "The company reported revenue growth in the third quarter.",
        "Revenue grew 12% to $4.2 billion in Q3 2023, the company said.",
        "Marie Curie won the Nobel Prize in Physics in 1903.",
        "Pierre Curie shared the 1903 prize; Marie won again in 1911.",
        "The Nobel Prize in Chemistry went to Marie Curie in 1911.",
        "Revenue grew 21% to $2.4 billion in Q3 2022.",
    ];
    let bm = Bm25::new(&docs);
    assert_eq!(bm.len(), 6);
    assert_eq!(bm.top_k("revenue grew 12% to $4.2 billion", 3)[0].0, 1);
    assert_eq!(bm.top_k("revenue 2.4 billion 2022", 3)[0].0, 5);
    assert_eq!(bm.top_k("Marie Curie Chemistry 1911", 3)[0].0, 4);
    assert_eq!(bm.top_k("Curie Physics 1903", 3)[0].0, 2);
    // Scores: one per doc, zero where nothing matches; top_k keeps positives only.
    let s = bm.scores("zebra");
    assert_eq!(s.len(), 6);
    assert!(s.iter().all(|&x| x == 0.0));
    assert!(bm.top_k("zebra", 5).is_empty());
    assert!(bm.top_k("the of and", 5).is_empty());
    assert!(bm.top_k("Curie", 0).is_empty());
    let top = bm.top_k("Curie", 10);
    assert_eq!(top.len(), 3);
    assert!(top.windows(2).all(|w| w[0].1 >= w[1].1));
    assert!(Bm25::new(&[]).top_k("x", 3).is_empty());
}

#[test]
fn rrf_hand_example() {
    // dense: 3, 1, 2   lexical: 1, 4, 3
    let fused = reciprocal_rank_fusion(&[vec![3, 1, 2], vec![1, 4, 3]], RRF_K0, 10);
    let ids: Vec<usize> = fused.iter().map(|f| f.0).collect();
    // 1: 1/62 + 1/61 = 0.032518 ; 3: 1/61 + 1/63 = 0.032266 ; 4: 1/62 ; 2: 1/63
    assert_eq!(ids, [1, 3, 4, 2]);
    assert!((fused[0].1 - (1.0 / 62.0 + 1.0 / 61.0)).abs() < 1e-6);
    assert!((fused[1].1 - (1.0 / 61.0 + 1.0 / 63.0)).abs() < 1e-6);
    assert!((fused[3].1 - 1.0 / 63.0).abs() < 1e-6);
    // limit, duplicates within a list, empty input, k0 = 0.
    assert_eq!(
        reciprocal_rank_fusion(&[vec![3, 1, 2], vec![1, 4, 3]], 60.0, 2).len(),
        2
    );
    let dup = reciprocal_rank_fusion(&[vec![5, 5, 6]], 60.0, 10);
    assert_eq!(dup, vec![(5, 1.0 / 61.0), (6, 1.0 / 63.0)]);
    assert!(reciprocal_rank_fusion(&[], 60.0, 10).is_empty());
    let k0 = reciprocal_rank_fusion(&[vec![7], vec![8]], 0.0, 10);
    assert_eq!(k0, vec![(7, 1.0), (8, 1.0)]); // tie: same best rank, lower id first
}

/// The shipped shortlist ranker puts the neighbours of the sentence that
/// best matches the claim ahead of other sentences that share no word with
/// it either: on real pages such a neighbour often names the subject or
/// carries the clause the best sentence lacks (benches/README.md, session 18).
#[test]
fn shipped_ranker_prefers_neighbours_of_the_best_match() {
    use anchorage::shortlist::ranker::{SentenceEvidence, SentenceRanker};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("models/shortlist_ranker.toml");
    let ranker = SentenceRanker::load(&path).unwrap();
    let mut page = vec![SentenceEvidence { words: 18, ..Default::default() }; 40];
    page[20] = SentenceEvidence { bm25: 9.0, coverage: 0.6, names: 1.0, words: 25, ..Default::default() };
    page[30] = SentenceEvidence { bm25: 2.0, coverage: 0.2, words: 25, ..Default::default() };
    let order = ranker.order(&page);
    assert_eq!(order[0], 20);
    let at = |i: usize| order.iter().position(|&x| x == i).unwrap();
    assert!(at(19) < at(5) && at(21) < at(35), "{order:?}");
    assert!(at(30) < at(35), "some shared words still beat none: {order:?}");
}
