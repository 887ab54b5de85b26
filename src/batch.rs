//! Batch jobs: one JSON request a line in, exactly one result line out, in
//! input order: `{"line": n, "result": ...}` or `{"line": n, "error": "..."}`.
//!
//! A line holding an object with a `claim` key is an anchor request
//! (`anchorage anchor --input`); any other line is an answer in a format
//! `verify` reads. Lines are processed in chunks, in parallel within a chunk,
//! so memory stays bounded on inputs of millions of lines; the engine's
//! caches make sources repeated across lines cost one segmentation and one
//! embedding.

use crate::engine::AnchorRequest;
use crate::error::{Error, Result};
use crate::formats;
use crate::source::Source;
use crate::verify;
use crate::Engine;
use rayon::prelude::*;
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// Lines processed together; bounds memory and keeps output flowing.
const CHUNK_LINES: usize = 256;

/// Totals of a batch run.
#[derive(Debug, Clone, Copy, Default, serde::Serialize)]
pub struct BatchStats {
    pub lines: usize,
    pub errors: usize,
    pub claims: usize,
}

/// Processes one input line (1-based `line`) into its output object.
pub fn process_line(engine: &Engine, line: usize, text: &str, external: &[Source]) -> (Value, usize) {
    match process(engine, text, external) {
        Ok((result, claims)) => (json!({ "line": line, "result": result }), claims),
        Err(e) => (json!({ "line": line, "error": e.to_string() }), 0),
    }
}

fn process(engine: &Engine, text: &str, external: &[Source]) -> Result<(Value, usize)> {
    if text.trim().is_empty() {
        return Err(Error::invalid("empty line"));
    }
    let value = formats::parse_json_strict(text).map_err(|e| Error::Json { what: "line".into(), source: e })?;
    if value.get("claim").is_some() {
        let req = AnchorRequest::from_value(value, "anchor request")?;
        let citations = engine.anchor(&req.claim, &req.sources)?;
        Ok((to_json(&citations)?, 1))
    } else {
        let parsed = formats::parse_with_sources(text, None, external.to_vec())?;
        let report = verify::verify(engine, &parsed)?;
        Ok((to_json(&report)?, report.citations.len()))
    }
}

/// Runs a whole batch: reads `input` line by line and writes one line per
/// input line to `output`. `jobs` threads (0 = all cores); `progress` is
/// called after each chunk with the running totals. A line that is not
/// UTF-8 is an error line like any other bad line (one bad byte must not
/// cost a million-line job), and a byte-order mark before the first line
/// is skipped. Callers decide what error lines mean for the exit status
/// ([`BatchStats::errors`]).
///
/// # Errors
/// Only I/O failures on `input`/`output`; bad lines become error lines.
pub fn run(
    engine: &Engine,
    input: impl BufRead,
    mut output: impl Write,
    external: &[Source],
    jobs: usize,
    mut progress: impl FnMut(&BatchStats),
) -> Result<BatchStats> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| Error::invalid(format!("cannot start {jobs} worker threads: {e}")))?;
    let mut stats = BatchStats::default();
    let mut lines = input.split(b'\n');
    loop {
        let mut chunk: Vec<(usize, std::result::Result<String, String>)> = Vec::with_capacity(CHUNK_LINES);
        for line in lines.by_ref().take(CHUNK_LINES) {
            let mut bytes = line.map_err(|e| Error::io("<batch input>", e))?;
            if bytes.last() == Some(&b'\r') {
                bytes.pop();
            }
            let n = stats.lines + chunk.len() + 1;
            if n == 1 && bytes.starts_with(b"\xEF\xBB\xBF") {
                bytes.drain(..3);
            }
            let text = String::from_utf8(bytes).map_err(|e| format!("not UTF-8 text (byte {} of the line)", e.utf8_error().valid_up_to()));
            chunk.push((n, text));
        }
        if chunk.is_empty() {
            break;
        }
        let results: Vec<(Value, usize)> = pool.install(|| {
            chunk
                .par_iter()
                .map(|(n, text)| match text {
                    Ok(text) => process_line(engine, *n, text, external),
                    Err(e) => (json!({ "line": n, "error": e }), 0),
                })
                .collect()
        });
        for (value, claims) in results {
            stats.errors += usize::from(value.get("error").is_some());
            stats.claims += claims;
            let line = serde_json::to_string(&value).map_err(|e| Error::Json { what: "output".into(), source: e })?;
            writeln!(output, "{line}").map_err(|e| Error::io("<batch output>", e))?;
        }
        stats.lines += chunk.len();
        output.flush().map_err(|e| Error::io("<batch output>", e))?;
        progress(&stats);
    }
    Ok(stats)
}

/// Through text, not `serde_json::to_value`: that widens each f32 to f64,
/// so a score printed 0.9921089 by `anchor` came out 0.9921088814735413 here.
fn to_json<T: serde::Serialize>(v: &T) -> Result<Value> {
    let text = serde_json::to_string(v).map_err(|e| Error::Json { what: "result".into(), source: e })?;
    serde_json::from_str(&text).map_err(|e| Error::Json { what: "result".into(), source: e })
}
