//! Cohere Chat v2 response: `message.content[]` (`{"type": "text", "text"}`)
//! and `message.citations[] {start, end, text, sources[], type?, content_index?}`
//! with `sources[] {type: "document", id, document {id, text, title, url?, ...}}`
//! (or `type: "tool"` with `tool_output`). The v1 shape (`text`,
//! `citations[] {start, end, text, document_ids}`, `documents[]`) is accepted
//! too.
//!
//! `answer_clean` is the exact concatenation of the text content items.
//! Source id = the document id; source text = `document.text` (else
//! `snippet` / `content`); a tool source's text is its `tool_output` as JSON.
//!
//! ## Offsets: code points
//!
//! Cohere documents `start` / `end` as "the index of text that the citation
//! starts at, counting from zero" (e.g. `'world'` in `'Hello, world!'` starts
//! at 7 and ends after 11): character indices of a Python-served API, so
//! **code points**, end exclusive, into the text of content item
//! `content_index` (default 0). Each citation also carries `text`, which must
//! equal the span selected; a mismatch or an out-of-range offset is an error
//! naming the citation. Citations of `type` `THINKING_CONTENT` / `PLAN` point
//! into reasoning that is not answer text: they are listed in `notes`.

use super::{at, check_echo, parse_json, Offsets, Anchor, Draft, InputFormat, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::{ByteSpan, OffsetUnit};

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "Cohere response")?;
    let root = J::root(&v, "Cohere response");
    root.obj()?;
    if root.get("message").is_none() && root.get("text").is_some() {
        return v1(&root);
    }
    let msg = root.req("message")?;
    let mut text = String::new();
    let mut items: Vec<(usize, usize)> = Vec::new(); // content index → (base, len); non-text → (base, 0)
    match msg.get("content") {
        Some(c) if c.v.is_string() => {
            let t = c.str()?;
            items.push((0, t.len()));
            text.push_str(t);
        }
        Some(c) => {
            for item in c.arr()? {
                item.obj()?;
                if item.type_str().is_none_or(|t| t == "text") {
                    let t = item.req("text")?.str()?;
                    items.push((text.len(), t.len()));
                    text.push_str(t);
                } else {
                    items.push((text.len(), 0));
                }
            }
        }
        None => {}
    }
    let mut d = Draft::new(InputFormat::Cohere, String::new());
    d.closed = true;
    let mut per_item: std::collections::HashMap<usize, Offsets> = std::collections::HashMap::new();
    for c in msg.opt_arr("citations")? {
        if let Some(ty) = c.opt_str("type")? {
            if ty != "TEXT_CONTENT" {
                d.notes.push(format!("{}: a {ty} citation points into reasoning, not the answer", c.path));
                continue;
            }
        }
        let ci = c.get("content_index").map(|x| x.usize()).transpose()?.unwrap_or(0);
        let &(base, len) = items
            .get(ci)
            .ok_or_else(|| Error::invalid(format!("{}: content_index {ci} is past message.content ({} items)", c.path, items.len())))?;
        let part = &text[base..base + len];
        let offsets = per_item.entry(ci).or_insert_with(|| Offsets::new(&text[base..base + len], OffsetUnit::Char));
        let span = offsets
            .span(c.req("start")?.usize()?, c.req("end")?.usize()?)
            .map_err(at(format!("{} (code points into message.content[{ci}].text)", c.path)))?;
        check_echo(part, span, c.opt_str("text")?, &c.path, "code points")?;
        let mut refs = Vec::new();
        for s in c.opt_arr("sources")? {
            let id = source(&s, &mut d)?;
            refs.push(RawRef::id(id));
        }
        d.claim(Anchor::Span(ByteSpan::new(base + span.start, base + span.end)), refs);
    }
    d.text = text;
    Ok(d)
}

fn source(s: &J, d: &mut Draft) -> Result<String> {
    s.obj()?;
    let doc = s.get("document").or_else(|| s.get("tool_output"));
    let id = match (s.opt_str("id")?, doc.as_ref().map(|x| x.opt_str("id")).transpose()?.flatten()) {
        (Some(id), _) | (None, Some(id)) => id.to_string(),
        (None, None) => return Err(Error::invalid(format!("{}: missing id", s.path))),
    };
    let mut src = Source { id: id.clone(), ..Source::default() };
    match (s.type_str(), &doc) {
        (Some("tool"), Some(out)) => {
            src.text = Some(out.v.to_string());
            src.source_type = Some("tool".into());
        }
        (_, Some(doc)) => fill_from_document(&mut src, doc)?,
        (_, None) => {}
    }
    d.add_source(src);
    Ok(id)
}

fn fill_from_document(src: &mut Source, doc: &J) -> Result<()> {
    doc.obj()?;
    src.text = doc.opt_str_any(&["text", "snippet", "content"])?.map(str::to_string);
    src.title = doc.opt_str("title")?.map(str::to_string);
    src.url = doc.opt_str("url")?.map(str::to_string);
    Ok(())
}

fn v1(root: &J) -> Result<Draft> {
    let text = root.req("text")?.str()?;
    let mut d = Draft::new(InputFormat::Cohere, text.to_string());
    d.closed = true;
    for doc in root.opt_arr("documents")? {
        let id = doc.req("id")?.str()?;
        let mut src = Source { id: id.to_string(), ..Source::default() };
        fill_from_document(&mut src, &doc)?;
        d.add_source(src);
    }
    let mut offsets = Offsets::new(text, OffsetUnit::Char);
    for c in root.opt_arr("citations")? {
        let span = offsets
            .span(c.req("start")?.usize()?, c.req("end")?.usize()?)
            .map_err(at(format!("{} (code points into text)", c.path)))?;
        check_echo(text, span, c.opt_str("text")?, &c.path, "code points")?;
        let ids = c.opt_arr("document_ids")?.iter().map(|x| x.str().map(RawRef::id)).collect::<Result<Vec<_>>>()?;
        d.claim(Anchor::Span(span), ids);
    }
    Ok(d)
}
