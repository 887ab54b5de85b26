//! Gemini `generateContent` response with Grounding:
//! `candidates[0].content.parts[].text` and `candidates[0].groundingMetadata`
//! with `groundingSupports[] {segment {startIndex, endIndex, partIndex?, text},
//! groundingChunkIndices[], confidenceScores[]}` and `groundingChunks[]`
//! (`web {uri, title}` or `retrievedContext {uri, title, text}`). Field names
//! are read in REST camelCase and in the Python SDK's snake_case.
//!
//! Also accepted, the "annotation shape" (Interactions API):
//! `{"steps": [..., {"type": "model_output", "content": [{"type": "text", "text",
//! "annotations": [{"type": "url_citation", "url", "title", "start_index",
//! "end_index"}]}]}]}` (the current SDKs' shape: the text blocks of every
//! `model_output` step, in order), the older `{"outputs": [<text blocks>]}`,
//! or a bare array of such blocks; each annotation is one claim span citing its url (a
//! `file_citation` its `document_uri` or `file_name`, a `place_citation` its
//! `url` or `place_id`).
//!
//! `answer_clean` is the exact concatenation of the candidate's text parts
//! (parts marked `thought: true` are reasoning, not answer, and are skipped).
//!
//! ## Offsets: UTF-8 bytes
//!
//! Google documents `Segment.startIndex` / `endIndex` as "measured in
//! bytes", offsets from the start of the Part (`partIndex`, default 0), end
//! exclusive; proto3 omits zero values, so a missing `startIndex` is 0.
//! Firebase's SDKs convert these indices from UTF-8 bytes for the same
//! reason. The annotation shape's `start_index` / `end_index` are documented
//! the same way ("Index indicates the start of the segment, measured in
//! bytes"; end exclusive) and are read as bytes into the block's text. When
//! the segment carries `text`, it must equal the bytes selected (this is
//! what verifies the unit on real responses); a mismatch, an offset past the
//! part or inside a character is an error naming the support.
//!
//! ## Sources
//!
//! A `web` chunk is a source with id = its `uri` (Vertex returns redirect
//! URIs; they are kept as given), title = `title`. A `retrievedContext` chunk
//! is a source with id = its `uri` (or `title`, or `chunk{i}`) whose text is
//! the chunk's `text` (chunks of one document are joined by blank lines); the
//! chunk text is also the citation's excerpt. A `groundingChunkIndices` entry
//! past `groundingChunks` is a bad index (`groundingChunks[i]`).

use super::{at, parse_json, Anchor, Draft, InputFormat, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::{span_from, ByteSpan, OffsetUnit};
use serde_json::Value;

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "Gemini response")?;
    let root = J::root(&v, "Gemini response");
    if root.v.is_array() || root.get("outputs").is_some() || root.get("steps").is_some_and(|s| s.v.is_array()) {
        return annotation_shape(&root);
    }
    let cands = root.req("candidates")?.arr()?;
    let cand = cands.first().ok_or_else(|| Error::invalid("Gemini response.candidates: empty"))?;
    let parts = match cand.get("content") {
        Some(c) => c.opt_arr("parts")?,
        None => Vec::new(),
    };
    // part index → byte offset of the part in the answer (None: not answer text)
    let mut text = String::new();
    let mut offsets: Vec<Option<(usize, usize)>> = Vec::with_capacity(parts.len());
    for p in &parts {
        p.obj()?;
        let thought = p.get("thought").and_then(|t| t.v.as_bool()).unwrap_or(false);
        match p.opt_str("text")? {
            Some(t) if !thought => {
                offsets.push(Some((text.len(), t.len())));
                text.push_str(t);
            }
            _ => offsets.push(None),
        }
    }
    let mut d = Draft::new(InputFormat::Gemini, String::new());
    d.closed = true;
    if cands.len() > 1 {
        d.notes.push(format!("Gemini response has {} candidates; only candidates[0] is read", cands.len()));
    }
    let Some(meta) = cand.get_any(&["groundingMetadata", "grounding_metadata"]) else {
        d.text = text;
        return Ok(d);
    };

    // Chunks → source ids.
    let chunks = meta.opt_arr_any(&["groundingChunks", "grounding_chunks"])?;
    let mut chunk_ids: Vec<(String, Option<String>)> = Vec::with_capacity(chunks.len());
    for (i, c) in chunks.iter().enumerate() {
        c.obj()?;
        if let Some(w) = c.get("web") {
            let uri = w.req("uri")?.str()?;
            d.add_source(Source {
                id: uri.to_string(),
                url: Some(uri.to_string()),
                title: w.opt_str("title")?.map(str::to_string),
                ..Source::default()
            });
            chunk_ids.push((uri.to_string(), None));
        } else if let Some(r) = c.get_any(&["retrievedContext", "retrieved_context"]) {
            let uri = r.opt_str("uri")?;
            let title = r.opt_str("title")?;
            let id = uri.or(title).map_or_else(|| format!("chunk{i}"), str::to_string);
            let chunk_text = r.opt_str("text")?.map(str::to_string);
            match d.sources.iter_mut().find(|s| s.id == id) {
                Some(s) => {
                    if let Some(t) = &chunk_text {
                        match &mut s.text {
                            Some(old) if !old.contains(t.as_str()) => {
                                old.push_str("\n\n");
                                old.push_str(t);
                            }
                            Some(_) => {}
                            None => s.text = Some(t.clone()),
                        }
                    }
                }
                None => d.add_source(Source {
                    id: id.clone(),
                    url: uri.filter(|u| u.contains("://")).map(str::to_string),
                    title: title.map(str::to_string),
                    text: chunk_text.clone(),
                    ..Source::default()
                }),
            }
            chunk_ids.push((id, chunk_text));
        } else {
            return Err(Error::invalid(format!("{}: expected `web` or `retrievedContext`", c.path)));
        }
    }

    for s in meta.opt_arr_any(&["groundingSupports", "grounding_supports"])? {
        let seg = s.req("segment")?;
        let part = seg.get_any(&["partIndex", "part_index"]).map(|p| p.usize()).transpose()?.unwrap_or(0);
        let (base, len) = offsets
            .get(part)
            .copied()
            .flatten()
            .ok_or_else(|| Error::invalid(format!("{}: partIndex {part} is not a text part of the answer", seg.path)))?;
        let ptext = &text[base..base + len];
        let start = seg.get_any(&["startIndex", "start_index"]).map(|x| x.usize()).transpose()?.unwrap_or(0);
        let end = seg.req_any(&["endIndex", "end_index"])?.usize()?;
        let span = span_from(ptext, start, end, OffsetUnit::Byte).map_err(at(format!("{} (UTF-8 bytes into part {part})", seg.path)))?;
        super::check_echo(ptext, span, seg.opt_str("text")?, &seg.path, "UTF-8 bytes")?;
        let mut refs = Vec::new();
        for ix in s.opt_arr_any(&["groundingChunkIndices", "grounding_chunk_indices"])? {
            let i = ix.usize()?;
            refs.push(match chunk_ids.get(i) {
                Some((id, excerpt)) => RawRef::Id { id: id.clone(), excerpt: excerpt.clone(), locator: None },
                None => RawRef::Bad { raw: format!("groundingChunks[{i}]") },
            });
        }
        d.claim(Anchor::Span(ByteSpan::new(base + span.start, base + span.end)), refs);
    }
    d.text = text;
    Ok(d)
}

fn annotation_shape(root: &J) -> Result<Draft> {
    let blocks = match root.v {
        Value::Array(_) => root.arr()?,
        _ if root.get("outputs").is_none() && root.get("steps").is_some() => {
            // The Interactions API's current shape: typed steps, the answer in
            // the `model_output` ones' `content` (tool calls, search results
            // and thoughts are other step types, not answer text).
            let mut blocks = Vec::new();
            for step in root.req("steps")?.arr()? {
                step.obj()?;
                if step.type_str() == Some("model_output") {
                    blocks.extend(step.opt_arr("content")?);
                }
            }
            blocks
        }
        _ => root.req("outputs")?.arr()?,
    };
    let mut d = Draft::new(InputFormat::Gemini, String::new());
    d.closed = true;
    let mut text = String::new();
    for b in &blocks {
        b.obj()?;
        if b.type_str() != Some("text") {
            continue; // thoughts, tool calls, search suggestions
        }
        let t = b.req("text")?.str()?;
        let base = text.len();
        text.push_str(t);
        for a in b.opt_arr("annotations")? {
            // url_citation: url; file_citation: document_uri / file_name;
            // place_citation: url / place_id; the older shape: source.
            let id = a
                .opt_str_any(&["url", "document_uri", "source", "place_id", "file_name"])?
                .ok_or_else(|| Error::invalid(format!("{}: missing url (or document_uri, source)", a.path)))?;
            let s = a.get("start_index").map(|x| x.usize()).transpose()?.unwrap_or(0);
            let e = a.req("end_index")?.usize()?;
            let span = span_from(t, s, e, OffsetUnit::Byte).map_err(at(format!("{} (UTF-8 bytes into its text block)", a.path)))?;
            let url = a.opt_str("url")?.or(a.opt_str("document_uri")?).or(Some(id).filter(|x| x.contains("://")));
            d.add_source(Source {
                id: id.to_string(),
                url: url.map(str::to_string),
                title: a.opt_str_any(&["title", "file_name", "name"])?.map(str::to_string),
                ..Source::default()
            });
            d.claim(Anchor::Span(ByteSpan::new(base + span.start, base + span.end)), vec![RawRef::id(id)]);
        }
    }
    d.text = text;
    Ok(d)
}
