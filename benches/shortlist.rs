//! Shortlist benchmarks: exact scan vs HNSW per-query time at N = 1k, 5k,
//! 20k, 100k (384-d clustered synthetic unit vectors), plus one-shot build
//! times, to find where HNSW starts to pay, per query and for a batch of 10
//! or 1000 queries including the build. Also the per-evaluation cost of the
//! HNSW distance vs anndists' `DistCosine`.
//!
//! `cargo bench --bench shortlist` (set `SHORTLIST_BENCH_NS=1000,5000` to
//! pick sizes). Criterion reports the per-query times; a summary table with
//! build times and batch totals is printed at the end. Figures are in
//! `benches/results/shortlist.md`.

use std::time::{Duration, Instant};

use anchorage::shortlist::synthetic::{clustered, SyntheticSpec};
use anchorage::shortlist::{exact_top_k, DistUnitCosine, IndexOptions, VectorIndex};
use anndists::dist::{DistCosine, Distance};
use criterion::{black_box, Criterion};

const DIM: usize = 384;
const K: usize = 10;

struct Row {
    n: usize,
    build_exact_s: f64,
    build_hnsw_s: f64,
    query_exact_ms: f64,
    query_hnsw_ms: f64,
    recall: f64,
}

fn mean_query_ms(index: &VectorIndex, queries: &[Vec<f32>]) -> f64 {
    let t = Instant::now();
    for q in queries {
        black_box(index.search(q, K));
    }
    t.elapsed().as_secs_f64() * 1000.0 / queries.len() as f64
}

fn main() {
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
        .configure_from_args();

    // Distance kernels.
    {
        let (v, _) = clustered(&SyntheticSpec::new(2, DIM, 0, 1));
        let mut g = c.benchmark_group("distance_384d");
        g.bench_function("DistUnitCosine", |b| {
            b.iter(|| DistUnitCosine.eval(black_box(&v[0]), black_box(&v[1])))
        });
        g.bench_function("anndists_DistCosine", |b| {
            b.iter(|| DistCosine.eval(black_box(&v[0]), black_box(&v[1])))
        });
        g.finish();
    }

    let ns: Vec<usize> = std::env::var("SHORTLIST_BENCH_NS")
        .ok()
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![1_000, 5_000, 20_000, 100_000]);
    let mut rows = Vec::new();
    for &n in &ns {
        let (corpus, queries) = clustered(&SyntheticSpec::new(n, DIM, 200, 42));
        let exact_opts = IndexOptions {
            hnsw_threshold: usize::MAX,
            ..IndexOptions::default()
        };
        let hnsw_opts = IndexOptions {
            hnsw_threshold: 0,
            ..IndexOptions::default()
        };
        let t = Instant::now();
        let exact = VectorIndex::build(corpus.clone(), &exact_opts).unwrap();
        let build_exact_s = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let hnsw = VectorIndex::build(corpus.clone(), &hnsw_opts).unwrap();
        let build_hnsw_s = t.elapsed().as_secs_f64();
        eprintln!("[shortlist bench] N={n}: exact build {build_exact_s:.3}s, hnsw build {build_hnsw_s:.2}s");

        let mut found = 0;
        for q in &queries {
            let truth: Vec<usize> = exact_top_k(&corpus, q, K).iter().map(|h| h.id).collect();
            found += hnsw
                .search(q, K)
                .iter()
                .filter(|h| truth.contains(&h.id))
                .count();
        }
        let recall = found as f64 / (K * queries.len()) as f64;

        let mut g = c.benchmark_group(format!("query_k10_n{n}"));
        let mut i = 0;
        g.bench_function("exact", |b| {
            b.iter(|| {
                i = (i + 1) % queries.len();
                exact.search(black_box(&queries[i]), K)
            })
        });
        g.bench_function("hnsw", |b| {
            b.iter(|| {
                i = (i + 1) % queries.len();
                hnsw.search(black_box(&queries[i]), K)
            })
        });
        g.finish();

        rows.push(Row {
            n,
            build_exact_s,
            build_hnsw_s,
            query_exact_ms: mean_query_ms(&exact, &queries),
            query_hnsw_ms: mean_query_ms(&hnsw, &queries),
            recall,
        });
    }
    c.final_summary();

    println!("\nshortlist summary (k = {K}, dim = {DIM}, default IndexOptions for HNSW, one thread per query)");
    println!("| N | exact build s | HNSW build s | exact ms/query | HNSW ms/query | HNSW recall@10 | 10 queries: exact / HNSW s | 1000 queries: exact / HNSW s |");
    println!("|---|---|---|---|---|---|---|---|");
    for r in &rows {
        let total = |q: f64, b: f64, ms: f64| b + q * ms / 1000.0;
        println!(
            "| {} | {:.4} | {:.2} | {:.3} | {:.3} | {:.3} | {:.3} / {:.2} | {:.2} / {:.2} |",
            r.n,
            r.build_exact_s,
            r.build_hnsw_s,
            r.query_exact_ms,
            r.query_hnsw_ms,
            r.recall,
            total(10.0, r.build_exact_s, r.query_exact_ms),
            total(10.0, r.build_hnsw_s, r.query_hnsw_ms),
            total(1000.0, r.build_exact_s, r.query_exact_ms),
            total(1000.0, r.build_hnsw_s, r.query_hnsw_ms),
        );
    }
    // Batch size from which HNSW (build + queries) beats the exact scan.
    for r in &rows {
        let saved_ms = r.query_exact_ms - r.query_hnsw_ms;
        if saved_ms > 0.0 {
            let q = ((r.build_hnsw_s - r.build_exact_s) * 1000.0 / saved_ms).ceil();
            println!(
                "N = {}: HNSW is faster per query; it repays its build after {} queries",
                r.n, q
            );
        } else {
            println!("N = {}: exact scan is faster per query", r.n);
        }
    }
}
