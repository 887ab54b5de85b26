//! Throughput of `segment::sentences` (bytes/s) on realistic multi-paragraph text.
//!
//! The corpus is rebuilt from the WiCE evidence sentences
//! (`shared/data/wice/claim_dev.jsonl`, next to or inside the checkout) when
//! present, and falls back to an embedded paragraph otherwise, so the bench
//! never fails on a machine without the data.
//!
//! A second group times what preparing a source costs besides
//! segmentation: every sentence's [`TextSignals`] (the guards' and the
//! shortlist ranker's reading of it), their union and the BM25 index, per
//! sentence, on the first 1 MiB of the same corpus.
//!
//! A third group times shapes that would be quadratic with unbounded
//! look-back (`-- pathological`).
//!
//! `cargo bench --bench segment -- --quick`

use anchorage::anchor::features::TextSignals;
use anchorage::segment::sentences;
use anchorage::shortlist::Bm25;
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use std::path::PathBuf;

const TARGET_BYTES: usize = 4 << 20;

const FALLBACK: &str = "# About Us\n\
Media Play News is the voice of the home entertainment industry. We cover all aspects of personal \
entertainment from the moment it leaves the movie or TV screen, e.g. in the car, on a tablet or on a \
smartphone. Thomas K. Arnold, the publisher, joined in Jan. 2019 after 20 years at Home Media Magazine \
(see the U.S. Copyright Office, Vol. 3, pp. 12-14). Revenue rose 3.5% to $1.5 billion... Then it fell!\n\
- Daily e-newsletter at https://www.mediaplaynews.com/newsletter?id=1.\n\
- Contact: editor@mediaplaynews.com\n\n\
He said \"Stop.\" Then the Dr. left. Was it real?! Nobody knows [1]. 東京は大きい。本当？ Fin.\n\n";

fn data_path() -> Option<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [
        "shared/data/wice/claim_dev.jsonl",
        "../shared/data/wice/claim_dev.jsonl",
    ]
    .iter()
    .map(|p| root.join(p))
    .find(|p| p.is_file())
}

/// Rebuilds documents from WiCE evidence: prose sentences joined by spaces,
/// Markdown-looking lines on their own lines, documents separated by blank lines.
fn wice_corpus() -> Option<String> {
    let raw = std::fs::read_to_string(data_path()?).ok()?;
    let mut out = String::new();
    for line in raw.lines() {
        let Ok(v) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let Some(ev) = v.get("evidence").and_then(|e| e.as_array()) else {
            continue;
        };
        for s in ev.iter().filter_map(|s| s.as_str()) {
            let block = s.starts_with('#')
                || s.starts_with("- ")
                || s.starts_with("* ")
                || s.starts_with('|');
            if block && !out.ends_with('\n') {
                out.push('\n');
            } else if !out.is_empty() && !out.ends_with('\n') {
                out.push(' ');
            }
            out.push_str(s);
            if block {
                out.push('\n');
            }
        }
        out.push_str("\n\n");
    }
    (!out.is_empty()).then_some(out)
}

fn corpus() -> (String, &'static str) {
    let (base, name) = match wice_corpus() {
        Some(c) => (c, "wice_evidence"),
        None => (FALLBACK.to_string(), "embedded_paragraph"),
    };
    let mut text = String::with_capacity(TARGET_BYTES + base.len());
    while text.len() < TARGET_BYTES {
        text.push_str(&base);
    }
    (text, name)
}

fn bench(c: &mut Criterion) {
    let (text, name) = corpus();
    let n = sentences(&text).len();
    eprintln!(
        "segment bench corpus: {name}, {} bytes, {n} sentences",
        text.len()
    );
    let mut g = c.benchmark_group("segment");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.sample_size(10);
    g.bench_function(name, |b| b.iter(|| sentences(black_box(&text))));
    let fallback = FALLBACK.repeat(TARGET_BYTES / FALLBACK.len() + 1);
    g.throughput(Throughput::Bytes(fallback.len() as u64));
    g.bench_function("embedded_paragraph_mixed", |b| {
        b.iter(|| sentences(black_box(&fallback)))
    });
    g.finish();

    let mut end = (1 << 20).min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let part = &text[..end];
    let docs: Vec<&str> = sentences(part).iter().map(|s| &part[s.range()]).collect();
    let mut g = c.benchmark_group("prepare");
    g.throughput(Throughput::Elements(docs.len() as u64));
    g.sample_size(10);
    g.bench_function("text_signals", |b| b.iter(|| docs.iter().map(|d| TextSignals::of(black_box(d))).collect::<Vec<_>>()));
    let signals: Vec<TextSignals> = docs.iter().map(|d| TextSignals::of(d)).collect();
    g.bench_function("union", |b| b.iter(|| TextSignals::union(black_box(&signals).iter())));
    g.bench_function("bm25_index", |b| b.iter(|| Bm25::new(black_box(&docs))));
    g.finish();

    // Shapes that would be quadratic with unbounded look-back (the
    // segment test checks their spans; their time is read here).
    let mut g = c.benchmark_group("pathological");
    g.sample_size(10);
    for (name, t) in [
        ("eg_200k", "e.g. x ".repeat(200_000)),
        ("one_1mb_word", "a".repeat(1_000_000) + ". The end."),
        ("dots_1m", ".".repeat(1_000_000)),
        ("dr_200k", "Dr. ".repeat(200_000)),
        ("lines_300k", "x\n".repeat(300_000)),
    ] {
        g.throughput(Throughput::Bytes(t.len() as u64));
        g.bench_function(name, |b| b.iter(|| sentences(black_box(&t))));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
