//! Corpus-scale benchmark of the shortlist vector index.
//!
//! ```text
//! cargo run --release --bin index_bench -- --n 1000000 --dim 384 --queries 1000 \
//!     [--vectors FILE.f32] [--dump DIR] [--m 16] [--ef-construction 200] \
//!     [--ef-search 16,32,64,128,256] [--exact] [--seed 42] [--load DIR]
//! ```
//!
//! Builds a `VectorIndex` over N vectors (HNSW unless `--exact`) and prints one
//! JSON object: build time, peak RSS (VmHWM), index memory estimate, per-query
//! latency (mean, p50, p99, one thread) and recall@10 against exact search at
//! each ef_search, and, with `--dump`, dump time, dump size and reload time.
//! For HNSW each ef row is measured twice on the same graph: through the
//! index's own search (its flat layout of the graph, the engine's path) and
//! through hnsw_rs' search (`hnsw_rs_*` fields), the reference it replaced.
//! `--load DIR` reuses a dump written by an earlier `--dump DIR` run with the
//! same vectors (the file name holds N) instead of building.
//!
//! Vectors: by default `anchorage::shortlist::synthetic::clustered` (the JSON
//! field "vectors" states the recipe). With `--vectors FILE.f32` (raw
//! little-endian f32, row-major, `--dim` floats per row), the first N rows are
//! indexed (all but the last `--queries` rows when `--n` is not given) and
//! the `--queries` rows after them are the held-out queries.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

use anchorage::shortlist::synthetic::{clustered, describe, SyntheticSpec};
use anchorage::shortlist::{dot, IndexOptions, VectorIndex};
use clap::builder::TypedValueParser;
use clap::Parser;
use rayon::prelude::*;
use serde_json::json;

const K: usize = 10;

/// Index benchmark options (see the module doc).
#[derive(Parser)]
struct Args {
    /// Vectors to index (default: 100,000 synthetic; with --vectors, all rows but the queries).
    #[arg(long)]
    n: Option<usize>,
    #[arg(long, default_value_t = 384, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    dim: usize,
    /// Held-out queries (with --vectors: the rows after the corpus).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    queries: usize,
    /// Raw little-endian f32 vectors, row-major, --dim floats per row.
    #[arg(long)]
    vectors: Option<PathBuf>,
    /// Dump the built index here and time a reload.
    #[arg(long)]
    dump: Option<PathBuf>,
    /// Load a dump of an earlier --dump run instead of building.
    #[arg(long)]
    load: Option<PathBuf>,
    /// HNSW max connections per node.
    #[arg(long, default_value_t = IndexOptions::default().max_connections)]
    m: usize,
    #[arg(long, default_value_t = IndexOptions::default().ef_construction)]
    ef_construction: usize,
    /// Comma-separated ef_search values to measure.
    #[arg(long, value_delimiter = ',', default_values_t = [16, 32, 64, 128, 256])]
    ef_search: Vec<usize>,
    /// Exact scan instead of HNSW.
    #[arg(long)]
    exact: bool,
    /// Seed of the synthetic vectors.
    #[arg(long, default_value_t = 42)]
    seed: u64,
}

fn status_kb(field: &str) -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn mb(kb: Option<f64>) -> serde_json::Value {
    kb.map(|k| json!((k / 1024.0 * 10.0).round() / 10.0))
        .unwrap_or(serde_json::Value::Null)
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_default()
}

/// (corpus, queries)
type Split = (Vec<Vec<f32>>, Vec<Vec<f32>>);

fn load_vectors(path: &PathBuf, dim: usize, n: Option<usize>, q: usize) -> Result<Split, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.len() % (dim * 4) != 0 {
        return Err(format!(
            "{}: {} bytes is not a multiple of {dim} f32",
            path.display(),
            bytes.len()
        ));
    }
    let rows = bytes.len() / (dim * 4);
    let n = n.unwrap_or(rows.saturating_sub(q));
    if n + q > rows || n == 0 {
        return Err(format!(
            "{}: {rows} rows, need {n} + {q} queries",
            path.display()
        ));
    }
    let row = |i: usize| -> Vec<f32> {
        bytes[i * dim * 4..(i + 1) * dim * 4]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    Ok(((0..n).map(row).collect(), (n..n + q).map(row).collect()))
}

/// Exact top-K ids for every query: blocks of the corpus in parallel, all
/// queries per block (cache-friendly), merged.
fn ground_truth(corpus: &[Vec<f32>], queries: &[Vec<f32>]) -> Vec<Vec<usize>> {
    type Tops = Vec<Vec<(f32, usize)>>;
    let merge = |mut a: Tops, b: Tops| -> Tops {
        for (x, y) in a.iter_mut().zip(b) {
            x.extend(y);
            x.sort_unstable_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)));
            x.truncate(K);
        }
        a
    };
    let block = 1024;
    let tops: Tops = corpus
        .par_chunks(block)
        .enumerate()
        .map(|(bi, chunk)| {
            let mut tops: Tops = vec![Vec::with_capacity(K + 1); queries.len()];
            for (qi, q) in queries.iter().enumerate() {
                let t = &mut tops[qi];
                for (j, v) in chunk.iter().enumerate() {
                    let s = dot(q, v);
                    if t.len() < K || s > t[K - 1].0 {
                        let pos = t.partition_point(|e| e.0 >= s);
                        t.insert(pos, (s, bi * block + j));
                        t.truncate(K);
                    }
                }
            }
            tops
        })
        .reduce(|| vec![Vec::new(); queries.len()], merge);
    tops.into_iter()
        .map(|t| t.into_iter().map(|e| e.1).collect())
        .collect()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn r3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn dir_bytes(dir: &PathBuf, basename: &str) -> u64 {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter(|e| {
                    e.file_name()
                        .to_string_lossy()
                        .starts_with(&format!("{basename}."))
                })
                .filter_map(|e| e.metadata().ok())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

fn main() {
    let args = Args::parse();
    let t = Instant::now();
    let (corpus, queries, vectors_desc) = match &args.vectors {
        Some(path) => match load_vectors(path, args.dim, args.n, args.queries) {
            Ok((c, q)) => {
                let desc = format!(
                    "file {} (raw f32 LE, {}-d): first {} rows indexed, next {} rows are queries",
                    path.display(),
                    args.dim,
                    c.len(),
                    q.len()
                );
                (c, q, desc)
            }
            Err(e) => {
                eprintln!("index_bench: {e}");
                std::process::exit(2);
            }
        },
        None => {
            let spec =
                SyntheticSpec::new(args.n.unwrap_or(100_000), args.dim, args.queries, args.seed);
            let (c, q) = clustered(&spec);
            (c, q, describe(&spec))
        }
    };
    let n = corpus.len();
    let generate_s = t.elapsed().as_secs_f64();
    eprintln!("[index_bench] {n} vectors ready in {generate_s:.1}s");

    let t = Instant::now();
    let truth = ground_truth(&corpus, &queries);
    let ground_truth_s = t.elapsed().as_secs_f64();
    eprintln!("[index_bench] ground truth in {ground_truth_s:.1}s");

    // Single-thread exact scan latency on a few queries, for comparison.
    let exact_sample = queries.len().min(if n > 200_000 { 20 } else { 100 });
    let t = Instant::now();
    for q in &queries[..exact_sample] {
        std::hint::black_box(anchorage::shortlist::exact_top_k(&corpus, q, K));
    }
    let exact_query_ms = t.elapsed().as_secs_f64() * 1000.0 / exact_sample as f64;

    let opts = IndexOptions {
        hnsw_threshold: if args.exact { usize::MAX } else { 0 },
        max_connections: args.m,
        ef_construction: args.ef_construction,
        ef_search: IndexOptions::default().ef_search,
    };
    let rss_before_build_mb = mb(status_kb("VmRSS:"));
    let t = Instant::now();
    let index = match &args.load {
        Some(dir) => match VectorIndex::load(dir, &format!("bench{n}")) {
            Ok(index) => index,
            Err(e) => {
                eprintln!("index_bench: --load: {e}");
                std::process::exit(2);
            }
        },
        None => VectorIndex::build(corpus, &opts).expect("valid vectors"),
    };
    let build_s = t.elapsed().as_secs_f64();
    eprintln!("[index_bench] {} in {build_s:.1}s", if args.load.is_some() { "loaded" } else { "built" });
    let rss_after_build_mb = mb(status_kb("VmRSS:"));
    let index_memory_estimate_mb = r3(index.memory_bytes() as f64 / (1024.0 * 1024.0));

    let efs: Vec<usize> = if args.exact {
        vec![0]
    } else {
        args.ef_search.clone()
    };
    let measure = |search: &dyn Fn(&[f32]) -> Vec<anchorage::shortlist::Hit>| {
        let mut lat = Vec::with_capacity(queries.len());
        let mut found = 0usize;
        for (q, want) in queries.iter().zip(&truth) {
            let t = Instant::now();
            let hits = search(q);
            lat.push(t.elapsed().as_secs_f64() * 1000.0);
            let want: HashSet<usize> = want.iter().copied().collect();
            found += hits.iter().filter(|h| want.contains(&h.id)).count();
        }
        let mean = lat.iter().sum::<f64>() / lat.len() as f64;
        lat.sort_by(f64::total_cmp);
        let recall = (found as f64 / (K * queries.len()) as f64 * 10000.0).round() / 10000.0;
        (recall, r3(mean), r3(percentile(&lat, 0.5)), r3(percentile(&lat, 0.99)))
    };
    let mut sweep = Vec::new();
    for &ef in &efs {
        let (recall, mean, p50, p99) = measure(&|q| index.search_with_ef(q, K, ef));
        let mut row = json!({
            "ef_search": ef,
            "recall_at_10": recall,
            "mean_ms": mean,
            "p50_ms": p50,
            "p99_ms": p99,
        });
        if let VectorIndex::Hnsw(h) = &index {
            let (recall, mean, p50, p99) = measure(&|q| h.search_with_hnsw_rs(q, K, ef));
            row["hnsw_rs_recall_at_10"] = json!(recall);
            row["hnsw_rs_mean_ms"] = json!(mean);
            row["hnsw_rs_p50_ms"] = json!(p50);
            row["hnsw_rs_p99_ms"] = json!(p99);
        }
        eprintln!("[index_bench] {row}");
        sweep.push(row);
    }

    let mut dump = serde_json::Value::Null;
    if let Some(dir) = &args.dump {
        let basename = format!("bench{n}");
        let t = Instant::now();
        index.dump(dir, &basename).expect("dump");
        let dump_s = t.elapsed().as_secs_f64();
        let dump_bytes = dir_bytes(dir, &basename);
        let t = Instant::now();
        let loaded = VectorIndex::load(dir, &basename).expect("reload");
        let reload_s = t.elapsed().as_secs_f64();
        let check = queries.len().min(100);
        let identical = queries[..check]
            .iter()
            .all(|q| index.search(q, K) == loaded.search(q, K));
        dump = json!({
            "dir": dir.display().to_string(),
            "dump_s": r3(dump_s),
            "dump_mb": r3(dump_bytes as f64 / (1024.0 * 1024.0)),
            "reload_s": r3(reload_s),
            "reload_same_results_first_100_queries": identical,
        });
        eprintln!("[index_bench] dump {dump}");
    }

    let out = json!({
        "n": n,
        "dim": args.dim,
        "queries": queries.len(),
        "k": K,
        "vectors": vectors_desc,
        "index": if args.exact { "exact" } else { "hnsw" },
        "max_connections": args.m,
        "ef_construction": args.ef_construction,
        "threads": rayon::current_num_threads(),
        "cpu": cpu_model(),
        "generate_s": r3(generate_s),
        "ground_truth_s": r3(ground_truth_s),
        "exact_scan_query_ms": r3(exact_query_ms),
        "loaded_from_dump": args.load.as_ref().map(|d| d.display().to_string()),
        "build_s": r3(build_s),
        "build_ms_per_vector": r3(build_s * 1000.0 / n as f64),
        "rss_before_build_mb": rss_before_build_mb,
        "rss_after_build_mb": rss_after_build_mb,
        "peak_rss_mb": mb(status_kb("VmHWM:")),
        "index_memory_estimate_mb": index_memory_estimate_mb,
        "search": sweep,
        "dump": dump,
    });
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}
