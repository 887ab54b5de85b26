//! Bigdata Research Agent SSE stream: lines `data: {"message": {"type": ...}}`.
//!
//! Blank lines, `:` comments and other SSE fields (`event:`, `id:`,
//! `retry:`) are ignored. By `message.type`:
//!
//! * `ANSWER`: `content` is appended to the answer exactly as it arrives (no
//!   trimming: any edit would shift every offset); it must be a string: an
//!   ANSWER event without one (missing, null, a number) is an error naming
//!   the line, as a chunk read as empty would shift every later offset;
//! * `GROUNDING`: `references[] {start, end, tool_name, audit_id, source}`;
//!   the seed's GROUNDING message "carries a `references` array", so one
//!   without it, or with `null`, is an error naming the line (read as no
//!   references, its citations would be lost without a word); an empty
//!   array cites nothing and loses nothing, and is read as such;
//! * `AUDIT`: `audit_traces[] {tool_id, audit_type, query {text}}`;
//! * `ERROR`: the stream failed: an error naming the line and the message;
//! * anything else (progress, `TOOL_ERROR`, `LLM_RETRY`, ...) is skipped.
//!
//! One event's JSON is usually one `data:` line; a payload split over
//! several `data:` lines of one event is joined with `\n`, as SSE specifies.
//! A payload that is not JSON by the end of its event is an error naming
//! the lines (the seed's client skips it, but a lost GROUNDING line would
//! silently lose citations).
//!
//! ## Offsets: code points into the cumulative answer
//!
//! The docs define `start` / `end` as character offsets (end exclusive) into
//! the **cumulative** answer of all ANSWER chunks, and the reference client
//! slices a Python `str` with them (`answer[ref["start"]:ref["end"]]`): so
//! **code points**, applied after the whole stream is read. An offset past
//! the answer is an error naming the reference and its line. The span is
//! trimmed of surrounding whitespace (streams often end a reference after
//! the space that follows its sentence), so the claim's `cited_text` is its
//! words and `answer_clean[start:end] == cited_text` still holds.
//!
//! ## References
//!
//! References with the same span form one claim. `source: null` is a
//! tool-level reference: [`CitationRef::ToolLevel`] with the `tool_name`,
//! the `audit_id`, and as detail the linked AUDIT trace's (`tool_id ==
//! audit_id`) query text, else its `audit_type`. A `source` object is a
//! source with id = `source.id`, else `url`, else `hd` (the docs' dedup
//! order); `title` = `hd`, `url` = `url` (or `action.url`), `name` =
//! `src_name` (or `action.name`), `date` = `ts[..10]` (ISO date),
//! `source_type` = `type` (`BIGDATA` / `EXTERNAL`).
//!
//! A source cited by many references is one source, as the seed dedups
//! it; a field one reference gives and another leaves out is filled in.
//! Two references that give one key different metadata (`hd`, `url`,
//! `src_name`, the date of `ts`, `type`) are an error naming both: merged,
//! the second claim would be shown with the first document's url and
//! headline, and either document could be the one it cites.
//!
//! [`CitationRef::ToolLevel`]: super::CitationRef::ToolLevel

use super::{at, trim_span, Anchor, Offsets, Draft, InputFormat, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::OffsetUnit;
use serde_json::Value;
use std::collections::HashMap;

/// True when the text's first meaningful line is an SSE field and some line
/// carries `data:` (so prose starting with "id: ..." is not taken for SSE).
pub(crate) fn looks_like_sse(t: &str) -> bool {
    t.lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with(':'))
        .is_some_and(|l| ["data:", "event:", "id:", "retry:"].iter().any(|p| l.starts_with(p)))
        && t.lines().any(|l| l.starts_with("data:"))
}

struct Reference {
    line: usize,
    index: usize,
    value: Value,
}

#[derive(Default)]
struct Stream {
    answer: String,
    refs: Vec<Reference>,
    audits: HashMap<String, Value>,
}

impl Stream {
    /// Handles one event's JSON (`line` names where it started).
    fn event(&mut self, ev: &Value, line: usize) -> Result<()> {
        let ctx = format!("Bigdata stream line {line}");
        let root = J::root(ev, &ctx);
        let msg = match root.get("message") {
            Some(m) => m,
            None if root.get("type").is_some() => root.clone(),
            None => return Ok(()), // keep-alives and envelopes without a message
        };
        // Matched case-insensitively: an `answer` event skipped for its case
        // would silently drop text and every citation into it.
        let ty = msg.opt_str("type")?.map(str::to_ascii_uppercase);
        // Errors in an event's fields name the event: "line 4: GROUNDING event: references: missing".
        let fields = |ty: &str| J { v: msg.v, path: format!("{ctx}: {ty} event:") };
        match ty.as_deref() {
            Some("ANSWER") => {
                self.answer.push_str(fields("ANSWER").req_value("content")?.str()?);
            }
            Some("GROUNDING") => {
                for (i, r) in fields("GROUNDING").req_value("references")?.arr()?.into_iter().enumerate() {
                    r.obj()?;
                    self.refs.push(Reference { line, index: i, value: r.v.clone() });
                }
            }
            Some("AUDIT") => {
                for t in msg.opt_arr("audit_traces")? {
                    if let Some(id) = t.get("tool_id") {
                        let id = match id.v {
                            Value::String(s) => s.clone(),
                            other => other.to_string(),
                        };
                        self.audits.insert(id, t.v.clone());
                    }
                }
            }
            Some("ERROR") => {
                let e = msg.get("error").map_or_else(
                    || "(no error message)".to_string(),
                    |e| e.v.as_str().map_or_else(|| e.v.to_string(), str::to_string),
                );
                return Err(Error::invalid(format!("{ctx}: the stream reported an ERROR: {e}")));
            }
            _ => {}
        }
        Ok(())
    }
}

/// Parses a buffered multi-line `data:` payload (SSE joins data lines of
/// one event with `\n`).
fn flush(st: &mut Stream, buf: &mut Option<(usize, usize, String)>) -> Result<()> {
    if let Some((first, last, payload)) = buf.take() {
        let what = if first == last { format!("Bigdata stream line {first}") } else { format!("Bigdata stream lines {first}-{last}") };
        let ev: Value = super::parse_json_strict(&payload).map_err(|e| Error::Json { what, source: e })?;
        st.event(&ev, first)?;
    }
    Ok(())
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let mut st = Stream::default();
    let mut saw_data = false;
    // A payload that did not parse on its own line: (first line, last line, text).
    let mut buf: Option<(usize, usize, String)> = None;
    for (n, raw) in input.lines().enumerate() {
        let line_no = n + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        if line.trim().is_empty() {
            flush(&mut st, &mut buf)?; // a blank line ends the event
            continue;
        }
        if line.starts_with(':') {
            continue;
        }
        let Some(payload) = line.strip_prefix("data:") else {
            if ["event:", "id:", "retry:", "event", "id", "retry"].iter().any(|p| line.starts_with(p)) {
                continue;
            }
            let short: String = line.chars().take(40).collect();
            return Err(Error::invalid(format!("Bigdata stream line {line_no}: not an SSE line ({short:?})")));
        };
        saw_data = true;
        let payload = payload.strip_prefix(' ').unwrap_or(payload);
        match &mut buf {
            Some((_, last, text)) => {
                text.push('\n');
                text.push_str(payload);
                *last = line_no;
                if let Ok(ev) = super::parse_json_strict(text) {
                    let first = buf.take().map_or(line_no, |b| b.0);
                    st.event(&ev, first)?;
                }
            }
            None => {
                if payload.trim() == "[DONE]" {
                    continue;
                }
                match super::parse_json_strict(payload) {
                    Ok(ev) => st.event(&ev, line_no)?,
                    Err(_) => buf = Some((line_no, line_no, payload.to_string())),
                }
            }
        }
    }
    flush(&mut st, &mut buf)?;
    if !saw_data {
        return Err(Error::invalid("Bigdata stream: no `data:` lines"));
    }
    let Stream { answer, refs, audits } = st;

    let mut d = Draft::new(InputFormat::BigdataSse, String::new());
    d.closed = true;
    // Where each source key was first given, to name both sides of a conflict.
    let mut first_seen: HashMap<String, String> = HashMap::new();
    let mut offsets = Offsets::new(&answer, OffsetUnit::Char);
    for r in &refs {
        let j = J::root(&r.value, &format!("Bigdata stream line {} GROUNDING references[{}]", r.line, r.index));
        let start = j.req("start")?.usize()?;
        let end = j.req("end")?.usize()?;
        let span = offsets.span(start, end).map_err(at(format!("{} (code points into the cumulative answer)", j.path)))?;
        // A reference usually ends after the space that follows its
        // sentence (the next ANSWER chunk starts there); the claim is the
        // words, so its cited text and offsets leave that space out.
        let span = trim_span(&answer, span);
        let tool_name = j.opt_str("tool_name")?.unwrap_or("").to_string();
        let audit_id = j.get("audit_id").map(|a| match a.v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        });
        let rr = match j.get("source") {
            None => {
                let detail = audit_id.as_ref().and_then(|a| audits.get(a)).and_then(|t| {
                    t.get("query")
                        .and_then(|q| q.get("text").and_then(Value::as_str).or_else(|| q.as_str()))
                        .or_else(|| t.get("audit_type").and_then(Value::as_str))
                        .map(str::to_string)
                });
                RawRef::Tool { tool_name, audit_id, detail }
            }
            Some(src) => RawRef::id(source(&src, &mut d, &mut first_seen)?),
        };
        d.claim(Anchor::Span(span), vec![rr]);
    }
    d.text = answer;
    Ok(d)
}

/// The id of a reference's `source`, added to `d` (merged into the source
/// already there under that id, whose metadata it must not contradict).
fn source(s: &J, d: &mut Draft, first_seen: &mut HashMap<String, String>) -> Result<String> {
    s.obj()?;
    let action = s.get("action");
    let a_str = |k: &str| -> Result<Option<&str>> { action.as_ref().map(|a| a.opt_str(k)).transpose().map(Option::flatten) };
    let url = s.opt_str("url")?.or(a_str("url")?);
    let hd = s.opt_str("hd")?.or(s.opt_str("title")?);
    let given_id = match s.get("id") {
        Some(idj) => match idj.v {
            Value::String(x) if !x.is_empty() => Some(x.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::String(_) => None,
            _ => return Err(idj.err("a string id")),
        },
        None => None,
    };
    let key = if given_id.is_some() { "source.id" } else if url.is_some() { "url" } else { "hd" };
    let id = given_id
        .or(url.map(str::to_string))
        .or(hd.map(str::to_string))
        .ok_or_else(|| Error::invalid(format!("{}: a source with no id, url or hd cannot be identified", s.path)))?;
    let ts = s.opt_str("ts")?;
    let new = Source {
        id: id.clone(),
        title: hd.map(str::to_string),
        url: url.map(str::to_string),
        name: s.opt_str("src_name")?.or(a_str("name")?).map(str::to_string),
        date: ts.map(|t| t.chars().take(10).collect()),
        source_type: s.opt_str("type")?.map(str::to_string),
        ..Source::default()
    };
    if let Some(old) = d.sources.iter().find(|c| c.id == id) {
        let fields = [
            ("hd", &old.title, &new.title),
            ("url", &old.url, &new.url),
            ("src_name", &old.name, &new.name),
            ("ts date", &old.date, &new.date),
            ("type", &old.source_type, &new.source_type),
        ];
        if let Some((field, Some(was), Some(now))) = fields.into_iter().find(|(_, a, b)| a.is_some() && b.is_some() && a != b) {
            let first = first_seen.get(&id).map_or("an earlier reference", String::as_str);
            return Err(Error::invalid(format!(
                "{}: the source with {key} {id:?} has {field} {now:?} here but {was:?} at {first}; one {key} must name one document",
                s.path
            )));
        }
    } else {
        first_seen.insert(id.clone(), s.path.clone());
    }
    d.add_source(new);
    Ok(id)
}
