//! Anthropic Messages response: `{"content": [{"type": "text", "text", "citations"}, ...]}`
//! (a bare content array is accepted too).
//!
//! `answer_clean` is the exact concatenation of the `text` blocks (other
//! blocks, such as `server_tool_use` or `thinking`, are not answer text).
//! Anthropic attaches citations to the text block they support, so each text
//! block with citations is one claim, spanning the block's text with the
//! surrounding whitespace trimmed. There are no offsets into the answer, so
//! no unit to convert there.
//!
//! Citation types:
//!
//! * `char_location` (`document_index`, `start_char_index`, `end_char_index`,
//!   `cited_text`, `document_title`): cites document `document_index` of the
//!   request, by position. It binds to the `document_index`-th source of
//!   `--sources` (0-based), else to a placeholder source with id
//!   `doc{document_index}` titled `document_title`. The char indices point
//!   into the **document**, not the answer; Anthropic's docs call them
//!   0-indexed character indices with an exclusive end, and its API is
//!   Python-served, so they are kept, unconverted, as code points in
//!   [`Locator::Chars`] (the document text may be unknown here). When the
//!   document's text is known (`--sources`), the range is checked against
//!   it: past the end, or selecting other text than `cited_text`, is an
//!   error naming the field, as other providers' offsets are.
//! * `page_location` (`start_page_number`, `end_page_number`, 1-based, end
//!   exclusive; page 0 is an error) → [`Locator::Pages`]; `content_block_location`
//!   (`start_block_index`, `end_block_index`) → [`Locator::Blocks`]; same
//!   document binding.
//! * `web_search_result_location` (`url`, `title`, `cited_text`,
//!   `encrypted_index`): source id = the url.
//! * `search_result_location` (`source`, `title`, `search_result_index`,
//!   block indices): source id = `source`.
//!
//! `cited_text` is kept as the citation's excerpt. Results listed in
//! `web_search_tool_result` blocks become sources (url, title) even when
//! uncited. An unknown citation type is an error, not a silent drop.

use super::{parse_json, trim_span, Anchor, Draft, InputFormat, Located, Locator, Positions, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::ByteSpan;

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "Anthropic response")?;
    let root = J::root(&v, "Anthropic response");
    let blocks = match root.v {
        serde_json::Value::Array(_) => root.arr()?,
        _ => root.req("content")?.arr()?,
    };
    let mut d = Draft::new(InputFormat::Anthropic, String::new());
    d.positions = Positions::Documents;
    let mut text = String::new();
    let mut pending: Vec<(ByteSpan, Vec<RawRef>)> = Vec::new();
    for b in &blocks {
        b.obj()?;
        match b.type_str() {
            Some("text") => {
                let t = b.req("text")?.str()?;
                let start = text.len();
                text.push_str(t);
                let cits = b.opt_arr("citations")?;
                if cits.is_empty() {
                    continue;
                }
                let mut refs = Vec::with_capacity(cits.len());
                for c in &cits {
                    refs.push(citation(c, &mut d)?);
                }
                pending.push((ByteSpan::new(start, text.len()), refs));
            }
            Some("web_search_tool_result") => {
                if let Some(content) = b.get("content") {
                    if let serde_json::Value::Array(_) = content.v {
                        for r in content.arr()? {
                            if r.type_str() == Some("web_search_result") {
                                let url = r.req("url")?.str()?;
                                d.add_source(Source {
                                    id: url.to_string(),
                                    url: Some(url.to_string()),
                                    title: r.opt_str("title")?.map(str::to_string),
                                    ..Source::default()
                                });
                            }
                        }
                    } else {
                        let code = content.opt_str("error_code")?.unwrap_or("unknown");
                        d.notes.push(format!("{}: web search failed ({code})", b.path));
                    }
                }
            }
            Some(_) => {}
            None => return Err(Error::invalid(format!("{}: missing type", b.path))),
        }
    }
    for (span, refs) in pending {
        let span = trim_span(&text, span);
        d.claim(Anchor::Span(span), refs);
    }
    d.text = text;
    Ok(d)
}

/// A `[start, end)` pair; an end before its start is an error, since no
/// part of the document could be meant.
fn range(c: &J, a: &str, b: &str) -> Result<(usize, usize)> {
    let (start, end) = (c.req(a)?.usize()?, c.req(b)?.usize()?);
    if end < start {
        return Err(Error::invalid(format!("{}: {b} {end} is before {a} {start}", c.path)));
    }
    Ok((start, end))
}

fn citation(c: &J, d: &mut Draft) -> Result<RawRef> {
    let excerpt = c.opt_str("cited_text")?.map(str::to_string);
    let ty = c.req("type")?.str()?;
    let doc = |d: &mut Draft, locator: Locator| -> Result<RawRef> {
        let index = c.req("document_index")?.usize()?;
        if let Some(title) = c.opt_str("document_title")? {
            d.hints.entry(index).or_insert_with(|| Source { title: Some(title.to_string()), ..Source::default() });
        }
        let locator = Some(Located { locator, path: c.path.clone() });
        Ok(RawRef::Pos { index: Some(index), raw: format!("document_index {index}"), excerpt: excerpt.clone(), locator })
    };
    match ty {
        "char_location" => {
            let (s, e) = range(c, "start_char_index", "end_char_index")?;
            doc(d, Locator::Chars { start: s, end: e })
        }
        "page_location" => {
            let (s, e) = range(c, "start_page_number", "end_page_number")?;
            if s == 0 {
                return Err(Error::invalid(format!("{}: start_page_number 0: page numbers start at 1", c.path)));
            }
            doc(d, Locator::Pages { start: s, end: e })
        }
        "content_block_location" => {
            let (s, e) = range(c, "start_block_index", "end_block_index")?;
            doc(d, Locator::Blocks { start: s, end: e })
        }
        "web_search_result_location" => {
            let url = c.req("url")?.str()?;
            d.add_source(Source { id: url.to_string(), url: Some(url.to_string()), title: c.opt_str("title")?.map(str::to_string), ..Source::default() });
            Ok(RawRef::Id { id: url.to_string(), excerpt, locator: None })
        }
        "search_result_location" => {
            let src = c.req("source")?.str()?;
            let locator = match (c.get("start_block_index"), c.get("end_block_index")) {
                (Some(_), Some(_)) => {
                    let (start, end) = range(c, "start_block_index", "end_block_index")?;
                    Some(Located { locator: Locator::Blocks { start, end }, path: c.path.clone() })
                }
                _ => None,
            };
            let url = (src.starts_with("http://") || src.starts_with("https://")).then(|| src.to_string());
            d.add_source(Source { id: src.to_string(), url, title: c.opt_str("title")?.map(str::to_string), ..Source::default() });
            Ok(RawRef::Id { id: src.to_string(), excerpt, locator })
        }
        other => Err(Error::invalid(format!(
            "{}.type: unknown citation type {other:?} (expected char_location, page_location, content_block_location, \
             web_search_result_location or search_result_location)",
            c.path
        ))),
    }
}
