//! anchorage's own request JSON:
//!
//! ```json
//! {"answer": "...", "sources": [{"id": "s1", "text": "...", "title": "..."}],
//!  "citations": [{"start": 0, "end": 42, "source_ids": ["s1"]}]}
//! ```
//!
//! `start` / `end` count **code points** into `answer` (Python `str`
//! indices, as Bahith's `start_offset` / `end_offset`, which are accepted as
//! synonyms; `answer_clean` is accepted for `answer`, `source_id` for a
//! one-element `source_ids`). Without `citations`, the answer's own markup
//! is read: `<cite>` tags, else `[^n]` footnotes, else `[n]` markers (which
//! index `sources` by position, 1-based); an answer with none has no claims.
//! A source without `id` gets its 1-based position as id. When `sources` is
//! given it is the whole list: an id it lacks is a bad index.

use super::{at, footnote, Offsets, inline_cite, numbered, parse_json, source_from_json, text_markup, Anchor, Draft, InputFormat, Positions, RawRef, J};
use crate::error::{Error, Result};
use crate::text::OffsetUnit;

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "request JSON")?;
    let root = J::root(&v, "request");
    root.obj()?;
    let answer = root.req_any(&["answer", "answer_clean"])?.str()?;
    let mut sources = Vec::new();
    for (i, s) in root.opt_arr("sources")?.iter().enumerate() {
        let src = source_from_json(s, i)?;
        if sources.iter().any(|x: &crate::source::Source| x.id == src.id) {
            return Err(Error::invalid(format!("request.sources[{i}]: the id {:?} is used twice", src.id)));
        }
        sources.push(src);
    }
    let has_sources = !sources.is_empty();

    let mut d = match root.get("citations") {
        Some(cits) => {
            let mut d = Draft::new(InputFormat::Request, answer.to_string());
            let mut offsets = Offsets::new(answer, OffsetUnit::Char);
            for c in cits.arr()? {
                let start = c.req_any(&["start", "start_offset"])?.usize()?;
                let end = c.req_any(&["end", "end_offset"])?.usize()?;
                let span = offsets.span(start, end).map_err(at(format!("{} (code points into answer)", c.path)))?;
                let ids: Vec<String> = match (c.get("source_ids"), c.get("source_id")) {
                    (Some(a), _) => a
                        .arr()?
                        .iter()
                        .map(|x| match x.v {
                            serde_json::Value::String(s) => Ok(s.clone()),
                            serde_json::Value::Number(n) => Ok(n.to_string()),
                            _ => Err(x.err("a source id (string)")),
                        })
                        .collect::<Result<_>>()?,
                    (None, Some(one)) => vec![one.str()?.to_string()],
                    (None, None) => return Err(Error::invalid(format!("{}: missing source_ids", c.path))),
                };
                d.claim(Anchor::Span(span), ids.into_iter().map(RawRef::id).collect());
            }
            d
        }
        None => {
            match text_markup(answer, "request.answer")? {
                Some(InputFormat::InlineCite) => inline_cite::from_text(answer, InputFormat::Request).map_err(at("request.answer"))?,
                Some(InputFormat::Footnote) => footnote::from_text(answer, InputFormat::Request).map_err(at("request.answer"))?,
                _ => {
                    let mut d = numbered::from_text(answer, InputFormat::Request).map_err(at("request.answer"))?;
                    if has_sources {
                        d.positions = Positions::Carried;
                    }
                    d
                }
            }
        }
    };
    d.closed = d.closed || has_sources;
    for s in sources {
        d.add_source(s);
    }
    Ok(d)
}
