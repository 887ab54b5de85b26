//! Embeds real text with the default bi-encoder into a raw f32 file, so
//! `index_bench --vectors FILE` can measure the vector index on real
//! all-MiniLM-L6-v2 vectors instead of synthetic ones.
//!
//! ```text
//! # the 41k real WiCE sentences (session 3)
//! cargo run --release --bin embed_corpus -- --out /tmp/wice.f32 \
//!     ../shared/data/wice/nst_train.jsonl ../shared/data/wice/claim_dev.jsonl
//! # one million rows of real text (session 5): every sentence of every file
//! # under ../shared/data, then word windows cut from them
//! cargo run --release --bin embed_corpus -- --out /tmp/real1m.f32 \
//!     --fragments 1000000 --holdout 1000 $(find ../shared/data -type f | LC_ALL=C sort)
//! ```
//!
//! Inputs, line by line: a WiCE line (JSON with `evidence`) gives its evidence
//! sentences as they are (WiCE already split them); any other JSON line gives
//! every string field, and a text line each tab-separated field, both cut
//! into sentences with the engine's own segmenter. Sentences under `--min-words` (default 5)
//! are skipped and duplicates kept once; the order is then shuffled with a
//! fixed seed so the last rows (`index_bench`'s queries) are a random sample.
//!
//! `--fragments N` is for corpus scale when the real sentences number far
//! fewer than N: the first `--holdout Q` shuffled sentences become the
//! queries (written last, so `index_bench --queries Q` takes exactly them),
//! and the corpus is every other sentence followed by distinct contiguous
//! word windows (`--min-words`..40 words) cut from them in seeded rounds
//! until N rows. No window of a query sentence is in the corpus, so a query's
//! neighbours are other sentences, not copies of itself.
//!
//! Output: little-endian f32, row-major, one L2-normalised 384-d row per
//! text, written block by block (progress on stderr). Prints a JSON line with
//! the counts and the embedding rate.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anchorage::embed::{Embedder, OnnxEmbedder};
use anchorage::segment;
use anchorage::shortlist::synthetic::Rng;
use anchorage::EngineConfig;
use clap::Parser;
use rayon::prelude::*;

/// Longest word window cut by `--fragments` (WiCE sentences have a median
/// near 20 words; 40 keeps windows sentence-sized).
const MAX_WINDOW_WORDS: usize = 40;
/// Texts embedded between two writes to the output file.
const BLOCK: usize = 16_384;

fn fail(msg: String) -> ! {
    eprintln!("embed_corpus: {msg}");
    std::process::exit(2);
}

#[derive(Parser)]
struct Args {
    /// Output file (raw little-endian f32 rows).
    #[arg(long)]
    out: PathBuf,
    /// Skip sentences with fewer words (also the shortest window).
    #[arg(long, default_value_t = 5)]
    min_words: usize,
    /// Keep at most this many sentences (after the shuffle).
    #[arg(long)]
    limit: Option<usize>,
    /// Grow the corpus to this many rows with word windows of its sentences.
    #[arg(long)]
    fragments: Option<usize>,
    /// With --fragments: sentences held out as queries, written last.
    #[arg(long, default_value_t = 1000)]
    holdout: usize,
    /// WiCE-format JSONL, other JSONL, TSV or plain-text files.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
}

/// The sentences of one input line (see the module doc).
fn line_sentences(path: &Path, number: usize, line: &str) -> Vec<String> {
    let segmented = |texts: Vec<String>| -> Vec<String> {
        texts.iter().flat_map(|t| segment::sentence_strs(t).into_iter().map(|s| s.trim().to_string())).collect()
    };
    if !line.trim_start().starts_with('{') {
        return segmented(line.split('\t').map(str::to_string).collect());
    }
    let v: serde_json::Value =
        serde_json::from_str(line).unwrap_or_else(|e| fail(format!("{} line {number}: {e}", path.display())));
    let strings = |v: Option<&serde_json::Value>| -> Vec<String> {
        match v {
            Some(serde_json::Value::String(s)) => vec![s.clone()],
            Some(serde_json::Value::Array(a)) => a.iter().filter_map(|s| s.as_str().map(str::to_string)).collect(),
            _ => Vec::new(),
        }
    };
    match v.get("evidence") {
        Some(evidence) => strings(Some(evidence)),
        None => segmented(v.as_object().map(|o| o.values().flat_map(|x| strings(Some(x))).collect()).unwrap_or_default()),
    }
}

/// Distinct word windows of `sentences` until `total` rows (sentences included).
fn grow_with_windows(sentences: Vec<String>, total: usize, min_words: usize, rng: &mut Rng) -> Vec<String> {
    let mut seen: HashSet<String> = sentences.iter().cloned().collect();
    let words: Vec<Vec<&str>> = sentences.iter().map(|s| s.split_whitespace().collect()).collect();
    let mut rows = sentences.clone();
    rows.truncate(total);
    // Rounds over every sentence; a round that adds nothing ends the growth.
    while rows.len() < total {
        let before = rows.len();
        for w in words.iter().filter(|w| w.len() > min_words) {
            if rows.len() >= total {
                break;
            }
            let longest = (w.len() - 1).min(MAX_WINDOW_WORDS);
            let len = min_words + rng.below(longest - min_words + 1);
            let start = rng.below(w.len() - len + 1);
            let window = w[start..start + len].join(" ");
            if seen.insert(window.clone()) {
                rows.push(window);
            }
        }
        if rows.len() == before {
            break;
        }
    }
    rows
}

fn main() {
    let Args { out, min_words, limit, fragments, holdout, inputs } = Args::parse();
    let mut seen = HashSet::new();
    let mut sentences: Vec<String> = Vec::new();
    for path in &inputs {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{}: {e}", path.display())));
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            for s in line_sentences(path, i + 1, line) {
                if s.split_whitespace().count() >= min_words && seen.insert(s.clone()) {
                    sentences.push(s);
                }
            }
        }
    }
    let real_sentences = sentences.len();
    // Fixed-seed shuffle, so queries are a random sample.
    let mut rng = Rng::from_state(0x9e37_79b9_7f4a_7c15);
    rng.shuffle(&mut sentences);
    sentences.truncate(limit.unwrap_or(usize::MAX));
    let rows = match fragments {
        None => sentences,
        Some(total) => {
            if holdout >= sentences.len() {
                fail(format!("--holdout {holdout} leaves no corpus sentence of {}", sentences.len()));
            }
            let queries = sentences.drain(..holdout).collect::<Vec<_>>();
            let mut rows = grow_with_windows(sentences, total, min_words, &mut rng);
            // Windows come round by round; shuffle so any prefix is a fair sample.
            rng.shuffle(&mut rows);
            rows.extend(queries);
            rows
        }
    };
    if rows.is_empty() {
        fail("no sentence long enough in the inputs".into());
    }

    // The bi-encoder alone: the NLI model and calibration are not needed here.
    let cfg = EngineConfig::default();
    let embedder = OnnxEmbedder::load(&cfg.models_dir.join(&cfg.embedder), &cfg.runtime).unwrap_or_else(|e| fail(e.to_string()));
    let file = std::fs::File::create(&out).unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
    let mut w = std::io::BufWriter::new(file);
    let t = Instant::now();
    let mut dim = 0;
    for (b, block) in rows.chunks(BLOCK).enumerate() {
        let chunks: Vec<&[String]> = block.chunks(256).collect();
        let vectors: Vec<Vec<Vec<f32>>> = chunks
            .par_iter()
            .map(|c| {
                let texts: Vec<&str> = c.iter().map(String::as_str).collect();
                embedder.embed(&texts).unwrap_or_else(|e| fail(e.to_string()))
            })
            .collect();
        for v in vectors.iter().flatten() {
            dim = v.len();
            for x in v {
                w.write_all(&x.to_le_bytes()).unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
            }
        }
        let done = (b * BLOCK + block.len()) as f64;
        eprintln!("embed_corpus: {done} / {} rows, {:.0} rows/s", rows.len(), done / t.elapsed().as_secs_f64());
    }
    let secs = t.elapsed().as_secs_f64();
    w.flush().unwrap_or_else(|e| fail(format!("{}: {e}", out.display())));
    let mean_words = rows.iter().map(|s| s.split_whitespace().count()).sum::<usize>() as f64 / rows.len() as f64;
    println!(
        "{}",
        serde_json::json!({
            "out": out.display().to_string(),
            "rows": rows.len(),
            "real_sentences": real_sentences,
            "fragments": fragments,
            "queries_held_out": fragments.map(|_| holdout),
            "mean_words": mean_words,
            "dim": dim,
            "min_words": min_words,
            "embed_s": secs,
            "rows_per_s": rows.len() as f64 / secs,
            "model": embedder.name(),
        })
    );
}
