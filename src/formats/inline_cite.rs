//! Inline tags: `<cite id="s1">claim</cite>`, `<cite ids="a,b">claim</cite>`.
//!
//! The claim is the tag's content; `answer_clean` is the text with the tags
//! removed (content kept). Attribute values may be double-, single- or
//! un-quoted; `ids` lists ids separated by commas and/or spaces (`source` /
//! `sources` are accepted as synonyms). Tags may nest. A self-closing
//! `<cite id="a"/>` is a marker: it cites the sentence it closes, as `[n]`
//! does. Ids bind to the request's sources or `--sources`; with neither, to
//! placeholder sources.

use super::{marker_removal, Anchor, Draft, Edited, InputFormat, RawRef};
use crate::error::{Error, Result};
use crate::text::ByteSpan;

pub(crate) fn has_tags(text: &str) -> bool {
    find_open(text, 0).is_some()
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    from_text(input, InputFormat::InlineCite)
}

/// Where `<cite` followed by whitespace, `>` or `/` starts, from `from`.
fn find_open(text: &str, from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(k) = text[i..].find("<cite") {
        let s = i + k;
        match text.as_bytes().get(s + 5) {
            Some(b) if b.is_ascii_whitespace() || *b == b'>' || *b == b'/' => return Some(s),
            _ => i = s + 5,
        }
    }
    None
}

fn line_col(text: &str, b: usize) -> String {
    let before = &text[..b];
    let line = before.matches('\n').count() + 1;
    let col = before.rfind('\n').map_or(before.chars().count(), |n| before[n + 1..].chars().count()) + 1;
    format!("line {line}, column {col}")
}

pub(crate) fn from_text(input: &str, format: InputFormat) -> Result<Draft> {
    // (open_start, open_end, ids) stack; removals; claims as (content span in input, ids)
    let mut stack: Vec<(usize, usize, Vec<String>)> = Vec::new();
    let mut removals: Vec<(usize, usize)> = Vec::new();
    let mut claims: Vec<(ByteSpan, Vec<String>)> = Vec::new();
    let mut markers: Vec<(usize, Vec<String>)> = Vec::new();
    let mut i = 0;
    loop {
        let next_open = find_open(input, i);
        let next_close = input[i..].find("</cite>").map(|k| i + k);
        match (next_open, next_close) {
            (Some(o), c) if c.is_none_or(|c| o < c) => {
                let (end, ids, self_closing) = open_tag(input, o)?;
                if self_closing {
                    let floor = removals.last().map_or(0, |r| r.1);
                    removals.push(marker_removal(input, o, end, floor));
                    markers.push((o, ids));
                } else {
                    stack.push((o, end, ids));
                    removals.push((o, end));
                }
                i = end;
            }
            (_, Some(c)) => {
                let (_, oe, ids) = stack
                    .pop()
                    .ok_or_else(|| Error::invalid(format!("</cite> at {} closes no <cite> tag", line_col(input, c))))?;
                claims.push((ByteSpan::new(oe, c), ids));
                removals.push((c, c + "</cite>".len()));
                i = c + "</cite>".len();
            }
            _ => break,
        }
    }
    if let Some((o, _, _)) = stack.last() {
        return Err(Error::invalid(format!("<cite> tag at {} is never closed with </cite>", line_col(input, *o))));
    }
    removals.sort_unstable();
    let ed = Edited::new(input, &removals);
    let mut d = Draft::new(format, ed.text.clone());
    claims.sort_by_key(|(s, _)| (s.start, s.end));
    for (span, ids) in claims {
        let span = super::trim_span(&ed.text, ed.map_span(span));
        d.claim(Anchor::Span(span), ids.into_iter().map(RawRef::id).collect());
    }
    for (pos, ids) in markers {
        d.claim(Anchor::Marker(ed.map(pos)), ids.into_iter().map(RawRef::id).collect());
    }
    Ok(d)
}

/// Parses the open tag at `s`: returns the index after `>`, its ids, and
/// whether it is self-closing (`<cite id="a"/>`).
fn open_tag(text: &str, s: usize) -> Result<(usize, Vec<String>, bool)> {
    let b = text.as_bytes();
    let where_ = || line_col(text, s);
    let mut i = s + 5;
    let mut ids: Option<Vec<String>> = None;
    let mut self_closing = false;
    loop {
        while b.get(i).is_some_and(u8::is_ascii_whitespace) {
            i += 1;
        }
        match b.get(i) {
            None => return Err(Error::invalid(format!("<cite> tag at {} has no closing `>`", where_()))),
            Some(b'>') => {
                i += 1;
                break;
            }
            Some(b'/') if b.get(i + 1) == Some(&b'>') => {
                i += 2;
                self_closing = true;
                break;
            }
            _ => {}
        }
        let ns = i;
        while b.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'-') {
            i += 1;
        }
        let name = text[ns..i].to_ascii_lowercase();
        if name.is_empty() {
            return Err(Error::invalid(format!("<cite> tag at {}: unexpected character in the tag", where_())));
        }
        while b.get(i).is_some_and(u8::is_ascii_whitespace) {
            i += 1;
        }
        let value = if b.get(i) == Some(&b'=') {
            i += 1;
            while b.get(i).is_some_and(u8::is_ascii_whitespace) {
                i += 1;
            }
            match b.get(i) {
                Some(&q @ (b'"' | b'\'')) => {
                    let close = text[i + 1..]
                        .find(q as char)
                        .ok_or_else(|| Error::invalid(format!("<cite> tag at {}: attribute {name} has an unterminated quote", where_())))?;
                    let v = &text[i + 1..i + 1 + close];
                    i = i + 1 + close + 1;
                    v
                }
                _ => {
                    let vs = i;
                    while b.get(i).is_some_and(|c| !c.is_ascii_whitespace() && *c != b'>') {
                        i += 1;
                    }
                    &text[vs..i]
                }
            }
        } else {
            ""
        };
        if matches!(name.as_str(), "id" | "ids" | "source" | "sources") {
            let list: Vec<String> = value
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect();
            if list.is_empty() {
                return Err(Error::invalid(format!("<cite> tag at {}: attribute {name} is empty", where_())));
            }
            ids.get_or_insert_with(Vec::new).extend(list);
        }
    }
    let ids = ids.ok_or_else(|| Error::invalid(format!("<cite> tag at {} has no id or ids attribute", where_())))?;
    Ok((i, ids, self_closing))
}
