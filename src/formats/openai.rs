//! OpenAI Responses output:
//! `{"output": [{"type": "message", "content": [{"type": "output_text", "text", "annotations"}]}]}`.
//!
//! Also accepted: a bare `output_text` object, an array of output items or
//! of `output_text` parts, and a Chat Completions response
//! (`choices[0].message.content` + `message.annotations[]` with the fields
//! under `url_citation`).
//!
//! `answer_clean` is the exact concatenation of the `output_text` parts (of
//! every `message` item, in order); `refusal` parts are noted, not claims.
//!
//! ## Offsets: code points
//!
//! `url_citation.start_index` / `end_index` index the part's `text`.
//! OpenAI's reference calls them "the index of the first character" / "of
//! the last character" of the citation, with the end exclusive in practice
//! (`text[start_index:end_index]`), and its SDK examples slice Python
//! strings with them; so they are read as **code points** (Python `str`
//! indices), relative to their own `output_text` part. An index past the
//! part or an inverted range is an error naming the annotation.
//!
//! ## Marker links vs. claim spans
//!
//! With the web search tool the annotated span is usually the inline
//! citation link the model wrote, e.g. `([example.com](https://...))`, not
//! the claim. Such a span (a Markdown link, optionally in parentheses) is
//! removed from `answer_clean` with the whitespace before it (and with the
//! parentheses around it when the span stops inside them), and the claim
//! is the sentence it closes, as with numbered markers. Any other span is
//! the claim itself.
//!
//! Source id = the url (title from the annotation). `file_citation`
//! (`file_id`, `filename`, `index`: a point) cites the sentence at `index`;
//! `container_file_citation` spans `start_index..end_index`; both use the
//! file id as source id. `file_path` annotations (links to generated files)
//! are not citations and are noted.

use super::{at, parse_json, Offsets, marker_removal, Anchor, Draft, Edited, InputFormat, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::{ByteSpan, OffsetUnit};
use serde_json::Value;

struct Part<'a> {
    text: &'a str,
    annotations: Vec<J<'a>>,
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "OpenAI response")?;
    let root = J::root(&v, "OpenAI response");
    let mut notes = Vec::new();
    let parts = collect_parts(&root, &mut notes)?;

    // Pass 1: the concatenated text, claims in concatenated byte offsets.
    let mut full = String::new();
    let mut removals: Vec<(usize, usize)> = Vec::new();
    let mut claims: Vec<(Anchor, RawRef)> = Vec::new();
    let mut sources: Vec<Source> = Vec::new();
    for p in &parts {
        let base = full.len();
        full.push_str(p.text);
        // (span in part, ref, is marker)
        let mut items: Vec<(ByteSpan, RawRef, bool)> = Vec::new();
        let mut offsets = Offsets::new(p.text, OffsetUnit::Char);
        for a in &p.annotations {
            let ty = a.req("type")?.str()?;
            match ty {
                "url_citation" => {
                    // Chat Completions nests the fields under `url_citation`.
                    let f = a.get("url_citation").unwrap_or_else(|| a.clone());
                    let s = f.req("start_index")?.usize()?;
                    let e = f.req("end_index")?.usize()?;
                    let span = offsets.span(s, e).map_err(at(format!("{} (code points into its output_text)", a.path)))?;
                    let url = f.req("url")?.str()?;
                    sources.push(Source {
                        id: url.to_string(),
                        url: Some(url.to_string()),
                        title: f.opt_str("title")?.map(str::to_string),
                        ..Source::default()
                    });
                    let marker = is_link_marker(&p.text[span.range()]);
                    items.push((span, RawRef::id(url), marker));
                }
                "file_citation" => {
                    let fid = a.req("file_id")?.str()?;
                    let idx = a.req("index")?.usize()?;
                    let b = offsets.byte_of(idx).map_err(at(format!("{}.index (code points)", a.path)))?;
                    sources.push(Source { id: fid.to_string(), title: a.opt_str("filename")?.map(str::to_string), ..Source::default() });
                    items.push((ByteSpan::new(b, b), RawRef::id(fid), true));
                }
                "container_file_citation" => {
                    let fid = a.req("file_id")?.str()?;
                    let s = a.req("start_index")?.usize()?;
                    let e = a.req("end_index")?.usize()?;
                    let span = offsets.span(s, e).map_err(at(format!("{} (code points into its output_text)", a.path)))?;
                    sources.push(Source { id: fid.to_string(), title: a.opt_str("filename")?.map(str::to_string), ..Source::default() });
                    items.push((span, RawRef::id(fid), false));
                }
                "file_path" => notes.push(format!("{}: file_path annotation (a generated file link) is not a citation", a.path)),
                other => return Err(Error::invalid(format!("{}.type: unknown annotation type {other:?}", a.path))),
            }
        }
        // Marker removals must be disjoint: merge overlapping/equal marker spans.
        let mut marker_spans: Vec<(usize, usize)> = items.iter().filter(|i| i.2 && !i.0.is_empty()).map(|i| (i.0.start, i.0.end)).collect();
        marker_spans.sort_unstable();
        marker_spans.dedup();
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for (s, e) in marker_spans {
            match merged.last_mut() {
                Some(last) if s < last.1 => last.1 = last.1.max(e),
                _ => merged.push((s, e)),
            }
        }
        let mut floor = 0;
        for (mut s, mut e) in merged {
            // A bare `[site](url)` span inside the model's `( ... )`: take the
            // parentheses too, so no empty `()` is left behind.
            if s > floor && p.text[..s].ends_with('(') && p.text[e..].starts_with(')') {
                s -= 1;
                e += 1;
            }
            let (s2, e2) = marker_removal(p.text, s, e, floor);
            removals.push((base + s2, base + e2));
            floor = e2;
        }
        for (span, r, marker) in items {
            let anchor = if marker { Anchor::Marker(base + span.start) } else { Anchor::Span(ByteSpan::new(base + span.start, base + span.end)) };
            claims.push((anchor, r));
        }
    }

    // Pass 2: remove marker links, map everything.
    let ed = Edited::new(&full, &removals);
    let mut d = Draft::new(InputFormat::OpenAi, ed.text.clone());
    d.closed = true;
    d.notes = notes;
    for s in sources {
        d.add_source(s);
    }
    for (anchor, r) in claims {
        let anchor = match anchor {
            Anchor::Marker(p) => Anchor::Marker(ed.map(p)),
            Anchor::Span(s) => Anchor::Span(ed.map_span(s)),
        };
        d.claim(anchor, vec![r]);
    }
    Ok(d)
}

/// `[label](url)` or `([label](url))`, whole (after trimming).
fn is_link_marker(s: &str) -> bool {
    let t = s.trim();
    let t = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')).filter(|x| x.starts_with('[')).unwrap_or(t);
    let Some(rest) = t.strip_prefix('[') else { return false };
    let Some(k) = rest.find("](") else { return false };
    let url = &rest[k + 2..];
    url.ends_with(')') && !url[..url.len() - 1].contains(')') && !rest[..k].contains('[')
}

fn collect_parts<'a>(root: &J<'a>, notes: &mut Vec<String>) -> Result<Vec<Part<'a>>> {
    let mut parts = Vec::new();
    match root.v {
        Value::Array(_) => {
            for item in root.arr()? {
                item_parts(&item, &mut parts, notes)?;
            }
        }
        Value::Object(o) => {
            if o.contains_key("choices") {
                let choices = root.req("choices")?.arr()?;
                let first = choices.first().ok_or_else(|| Error::invalid(format!("{}.choices: empty", root.path)))?;
                let msg = first.req("message")?;
                let text = match msg.get("content") {
                    Some(c) => c.str()?,
                    None => {
                        if let Some(r) = msg.opt_str("refusal")? {
                            notes.push(format!("{}: refusal: {r}", msg.path));
                        }
                        ""
                    }
                };
                parts.push(Part { text, annotations: msg.opt_arr("annotations")? });
            } else if o.contains_key("output") {
                for item in root.req("output")?.arr()? {
                    item_parts(&item, &mut parts, notes)?;
                }
            } else {
                item_parts(root, &mut parts, notes)?;
            }
        }
        _ => return Err(root.err("an object or an array")),
    }
    if parts.is_empty() {
        return Err(Error::invalid(format!("{}: no output_text found (expected output[].content[] with type output_text)", root.path)));
    }
    Ok(parts)
}

fn item_parts<'a>(item: &J<'a>, parts: &mut Vec<Part<'a>>, notes: &mut Vec<String>) -> Result<()> {
    item.obj()?;
    match item.type_str() {
        Some("message") => {
            for c in item.opt_arr("content")? {
                item_parts(&c, parts, notes)?;
            }
        }
        Some("output_text") => parts.push(Part { text: item.req("text")?.str()?, annotations: item.opt_arr("annotations")? }),
        Some("refusal") => notes.push(format!("{}: refusal: {}", item.path, item.opt_str("refusal")?.unwrap_or(""))),
        Some(_) => {} // reasoning, web_search_call, tool calls: not answer text
        None => return Err(Error::invalid(format!("{}: missing type", item.path))),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::is_link_marker;

    #[test]
    fn link_markers() {
        assert!(is_link_marker("([example.com](https://example.com/a?utm_source=openai))"));
        assert!(is_link_marker(" [site](https://x.y) "));
        assert!(!is_link_marker("Jensen Huang has been the CEO of Nvidia since April 1993"));
        assert!(!is_link_marker("[a](b) and [c](d)"));
    }
}
