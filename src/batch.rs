//! Batch jobs: one JSON request a line in, exactly one result line out per
//! non-blank line, in input order: `{"line": n, "result": ...}` or
//! `{"line": n, "error": "..."}`.
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
use serde_json::json;
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

/// One output line: the serialized result or error, whether it is an
/// error, and the claims it held.
pub struct LineOutcome {
    pub json: String,
    pub is_error: bool,
    pub claims: usize,
}

/// Processes one input line (1-based `line`) into its output line. The
/// result is serialized once, straight into the line: no `serde_json::Value`
/// in between (`to_value` widens each f32 to f64, so a score printed
/// 0.9921089 by `anchor` would come out 0.9921088814735413, and building the
/// tree then printing it cost a second pass over every result).
///
/// A panic while processing the line (a bug, never an input's fault)
/// becomes that line's error line, so one line cannot end a job of
/// millions: session 36 found a sentence cut off after "by a" that
/// panicked the text reader and stopped every line after it. The engine's
/// caches and session pool take their locks poison-tolerantly
/// (`runtime::lock`), so the lines after it run as before.
pub fn process_line(engine: &Engine, line: usize, text: &str, external: &[Source]) -> LineOutcome {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| process(engine, line, text, external)));
    match outcome {
        Ok(Ok((result, claims))) => LineOutcome { json: format!("{{\"line\":{line},\"result\":{result}}}"), is_error: false, claims },
        Ok(Err(e)) => error_line(line, &e.to_string()),
        Err(panic) => {
            let what = panic.downcast_ref::<&str>().map(|s| (*s).to_string()).or_else(|| panic.downcast_ref::<String>().cloned()).unwrap_or_else(|| "no message".into());
            error_line(line, &format!("line {line}: internal error ({what}); this is a bug in anchorage, not in the line: please report it with the line"))
        }
    }
}

fn error_line(line: usize, message: &str) -> LineOutcome {
    LineOutcome { json: json!({ "line": line, "error": message }).to_string(), is_error: true, claims: 0 }
}

fn process(engine: &Engine, line: usize, text: &str, external: &[Source]) -> Result<(String, usize)> {
    // A byte-order mark opens a line where files saved by some editors were
    // joined: it is no part of the JSON (a review's line 23 failed with
    // "expected value at line 1 column 1").
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(Error::invalid("empty line"));
    }
    let value = formats::parse_json_strict(text).map_err(|e| Error::Json { what: format!("line {line}"), source: e })?;
    // A line is a request object, or a provider's bare array of content
    // blocks / output items. Anything else (`[1,2,3]`, a string, a number)
    // would otherwise be read as answer text, and fail for a reason that
    // is not the line's.
    let objects = |a: &Vec<serde_json::Value>| !a.is_empty() && a.iter().all(serde_json::Value::is_object);
    if !value.is_object() && !value.as_array().is_some_and(objects) {
        let found = match &value {
            serde_json::Value::Array(a) if a.is_empty() => "an empty array",
            serde_json::Value::Array(_) => "an array of non-objects",
            serde_json::Value::String(_) => "a string",
            serde_json::Value::Number(_) => "a number",
            serde_json::Value::Bool(_) => "a boolean",
            _ => "null",
        };
        return Err(Error::invalid(format!(
            "line {line}: expected a JSON object (an anchor request, or an answer in a JSON format verify reads), found {found}"
        )));
    }
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
/// is skipped. So is a blank line, with no output line (JSONL writers
/// leave them, typically one at the end; they hold no request), while
/// `line` keeps counting the input's lines. A line longer than 16 ×
/// `max_text_bytes` is an error line too, read past without being held in
/// memory, so a runaway input cannot exhaust it. Callers decide what
/// error lines mean for the exit status ([`BatchStats::errors`]).
///
/// # Errors
/// Only I/O failures on `input`/`output`; bad lines become error lines.
pub fn run(
    engine: &Engine,
    mut input: impl BufRead,
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
    let cap = engine.config().max_text_bytes.saturating_mul(16);
    let mut n = 0;
    let mut bytes = Vec::new();
    loop {
        let mut chunk: Vec<(usize, std::result::Result<String, String>)> = Vec::with_capacity(CHUNK_LINES);
        while chunk.len() < CHUNK_LINES {
            let Some(fits) = read_line_capped(&mut input, &mut bytes, cap).map_err(|e| Error::io("<batch input>", e))? else { break };
            n += 1;
            if !fits {
                chunk.push((n, Err(format!("line {n} is longer than {cap} bytes (16 × --max-text-bytes); raise --max-text-bytes to read it"))));
                continue;
            }
            if bytes.last() == Some(&b'\r') {
                bytes.pop();
            }
            if n == 1 && bytes.starts_with(b"\xEF\xBB\xBF") {
                bytes.drain(..3);
            }
            if bytes.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let text = String::from_utf8(std::mem::take(&mut bytes)).map_err(|e| format!("not UTF-8 text (byte {} of the line)", e.utf8_error().valid_up_to()));
            chunk.push((n, text));
        }
        if chunk.is_empty() {
            break;
        }
        let results: Vec<LineOutcome> = pool.install(|| {
            chunk
                .par_iter()
                .map(|(n, text)| match text {
                    Ok(text) => process_line(engine, *n, text, external),
                    Err(e) => error_line(*n, e),
                })
                .collect()
        });
        for outcome in results {
            stats.errors += usize::from(outcome.is_error);
            stats.claims += outcome.claims;
            writeln!(output, "{}", outcome.json).map_err(|e| Error::io("<batch output>", e))?;
        }
        stats.lines += chunk.len();
        output.flush().map_err(|e| Error::io("<batch output>", e))?;
        progress(&stats);
    }
    Ok(stats)
}

/// Reads the next line (without its `\n`) into `buf`: `None` at the end of
/// the input, `Some(false)` when the line was longer than `cap` bytes (then
/// `buf` is empty and the rest of the line has been skipped, never held).
fn read_line_capped(input: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> std::io::Result<Option<bool>> {
    buf.clear();
    let (mut fits, mut any) = (true, false);
    loop {
        let avail = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(any.then_some(fits));
        }
        any = true;
        let newline = avail.iter().position(|&b| b == b'\n');
        let piece = &avail[..newline.unwrap_or(avail.len())];
        if fits && buf.len() + piece.len() <= cap {
            buf.extend_from_slice(piece);
        } else if fits {
            fits = false;
            *buf = Vec::new();
        }
        let used = newline.map_or(avail.len(), |i| i + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(Some(fits));
        }
    }
}

fn to_json<T: serde::Serialize>(v: &T) -> Result<String> {
    serde_json::to_string(v).map_err(|e| Error::Json { what: "result".into(), source: e })
}
