//! Embeds real sentences with the default bi-encoder into a raw f32 file, so
//! `index_bench --vectors FILE` can measure the vector index on real
//! all-MiniLM-L6-v2 vectors instead of synthetic ones.
//!
//! ```text
//! cargo run --release --bin embed_corpus -- --out /tmp/wice.f32 \
//!     ../shared/data/wice/nst_train.jsonl ../shared/data/wice/claim_dev.jsonl
//! ```
//!
//! Inputs: WiCE-format JSONL (each line's `evidence` sentences) or plain text
//! (one sentence per line). Sentences under `--min-words` (default 5) are
//! skipped and duplicates kept once, in first-seen order; the order is then
//! shuffled with a fixed seed so the last rows (`index_bench`'s queries) are a
//! random held-out sample. Output: little-endian f32, row-major, one
//! L2-normalised 384-d row per sentence. Prints a JSON line with the counts
//! and the embedding rate.

use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anchorage::embed::{Embedder, OnnxEmbedder};
use anchorage::shortlist::synthetic::Rng;
use anchorage::EngineConfig;
use clap::Parser;
use rayon::prelude::*;

fn fail(msg: String) -> ! {
    eprintln!("embed_corpus: {msg}");
    std::process::exit(2);
}

#[derive(Parser)]
struct Args {
    /// Output file (raw little-endian f32 rows).
    #[arg(long)]
    out: PathBuf,
    /// Skip sentences with fewer words.
    #[arg(long, default_value_t = 5)]
    min_words: usize,
    /// Keep at most this many sentences (after the shuffle).
    #[arg(long)]
    limit: Option<usize>,
    /// WiCE-format JSONL or plain-text files.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
}

fn main() {
    let Args { out, min_words, limit, inputs } = Args::parse();
    let mut seen = HashSet::new();
    let mut sentences: Vec<String> = Vec::new();
    for path in &inputs {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let found: Vec<String> = if line.trim_start().starts_with('{') {
                let v: serde_json::Value =
                    serde_json::from_str(line).unwrap_or_else(|e| fail(format!("{} line {}: {e}", path.display(), i + 1)));
                v.get("evidence")
                    .and_then(|e| e.as_array())
                    .map(|a| a.iter().filter_map(|s| s.as_str().map(str::to_string)).collect())
                    .unwrap_or_default()
            } else {
                vec![line.to_string()]
            };
            for s in found {
                if s.split_whitespace().count() >= min_words && seen.insert(s.clone()) {
                    sentences.push(s);
                }
            }
        }
    }
    // Fixed-seed shuffle, so queries are a random sample.
    Rng::from_state(0x9e37_79b9_7f4a_7c15).shuffle(&mut sentences);
    sentences.truncate(limit.unwrap_or(usize::MAX));
    if sentences.is_empty() {
        fail("no sentence long enough in the inputs".into());
    }

    // The bi-encoder alone: the NLI model and calibration are not needed here.
    let cfg = EngineConfig::default();
    let embedder = OnnxEmbedder::load(&cfg.models_dir.join(&cfg.embedder), &cfg.runtime).unwrap_or_else(|e| fail(e.to_string()));
    let t = Instant::now();
    let chunks: Vec<&[String]> = sentences.chunks(256).collect();
    let vectors: Vec<Vec<Vec<f32>>> = chunks
        .par_iter()
        .map(|c| {
            let texts: Vec<&str> = c.iter().map(String::as_str).collect();
            embedder.embed(&texts).unwrap_or_else(|e| fail(e.to_string()))
        })
        .collect();
    let secs = t.elapsed().as_secs_f64();
    let file = std::fs::File::create(&out).unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
    let mut w = std::io::BufWriter::new(file);
    let mut dim = 0;
    for v in vectors.iter().flatten() {
        dim = v.len();
        for x in v {
            w.write_all(&x.to_le_bytes()).unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
        }
    }
    w.flush().unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
    println!(
        "{}",
        serde_json::json!({
            "out": out.display().to_string(),
            "sentences": sentences.len(),
            "dim": dim,
            "min_words": min_words,
            "embed_s": secs,
            "sentences_per_s": sentences.len() as f64 / secs,
            "model": embedder.name(),
        })
    );
}
