//! Model benchmarks: bi-encoder sentences/s and NLI pairs/s at batch 1 and
//! 32, ONNX Runtime on CPU with one session of `default_threads()` intra-op
//! threads (set `MODELS_BENCH_THREADS` to change it).
//!
//! `cargo bench --bench models` (models from `$ANCHORAGE_MODELS` or
//! `models/`). Without ONNX Runtime or the model files it prints why and
//! exits 0, so `cargo bench` still runs the other benches. Each figure counts
//! tokenization, padding and pooling/softmax too (the model wrappers' whole
//! call), on realistic 15–35-word WiCE-like sentences. Figures:
//! benches/README.md.

use std::time::Duration;

use anchorage::embed::{Embedder, OnnxEmbedder};
use anchorage::engine::default_models_dir;
use anchorage::entail::{Entailer, OnnxEntailer};
use anchorage::runtime::{default_threads, RuntimeConfig};
use criterion::{black_box, BenchmarkId, Criterion, Throughput};

const SENTENCES: &[&str] = &[
    "The museum's library holds over 260,000 volumes, including the first book acquired by the Peabody Museum in 1866.",
    "Media Play News is the voice of the home entertainment industry and covers every aspect of personal entertainment.",
    "He appeared in the 2016 documentary about the American DJ and producer Steve Aoki, which was later nominated for a Grammy.",
    "The bridge opened to traffic in 1932 after six years of construction and carries eight lanes across the harbour.",
    "According to the census, the town had a population of 4,512 people living in 1,730 households.",
    "She was appointed chief executive in March 2019, replacing the founder who had led the company for two decades.",
    "The album debuted at number three on the Billboard 200, selling 86,000 copies in its first week of release.",
    "Researchers found that the treatment reduced symptoms in 62 percent of patients after twelve weeks.",
];

const CLAIMS: &[&str] = &[
    "The library holds more than 260,000 books.",
    "The documentary about Steve Aoki was nominated for a Grammy.",
    "The bridge took six years to build.",
    "The album sold 86,000 copies in its first week.",
];

fn texts(n: usize) -> Vec<&'static str> {
    (0..n).map(|i| SENTENCES[i % SENTENCES.len()]).collect()
}

fn pairs(n: usize) -> Vec<(&'static str, &'static str)> {
    (0..n).map(|i| (SENTENCES[i % SENTENCES.len()], CLAIMS[i % CLAIMS.len()])).collect()
}

fn main() {
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sample_size(10)
        .configure_from_args();
    let threads = std::env::var("MODELS_BENCH_THREADS").ok().and_then(|s| s.parse().ok()).unwrap_or_else(default_threads);
    let cfg = RuntimeConfig { intra_threads: threads, pool_size: 1, ..RuntimeConfig::default() };
    let dir = default_models_dir();
    eprintln!("models bench: models from {}, {threads} intra-op thread(s)", dir.display());

    match OnnxEmbedder::load(&dir.join("all-minilm-l6-v2"), &cfg) {
        Ok(mut emb) => {
            let mut g = c.benchmark_group("embed");
            for batch in [1usize, 32] {
                emb.batch_size = batch;
                let input = texts(batch);
                g.throughput(Throughput::Elements(batch as u64));
                g.bench_with_input(BenchmarkId::new("sentences", batch), &input, |b, input| {
                    b.iter(|| black_box(emb.embed(black_box(input)).expect("embedding runs")))
                });
            }
            g.finish();
        }
        Err(e) => eprintln!("models bench: skipping the bi-encoder: {e}"),
    }

    match OnnxEntailer::load(&dir.join("nli-minilm-l6"), &cfg) {
        Ok(mut nli) => {
            let mut g = c.benchmark_group("nli");
            for batch in [1usize, 32] {
                nli.batch_size = batch;
                let input = pairs(batch);
                g.throughput(Throughput::Elements(batch as u64));
                g.bench_with_input(BenchmarkId::new("pairs", batch), &input, |b, input| {
                    b.iter(|| black_box(nli.score(black_box(input)).expect("NLI runs")))
                });
            }
            g.finish();
        }
        Err(e) => eprintln!("models bench: skipping NLI: {e}"),
    }

    c.final_summary();
}
