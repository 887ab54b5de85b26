//! Numbered markers: `[1]`, `[1, 2]`, `[1][2]`, You.com's `[[1, 2]]`, and
//! small ranges `[1-3]` / `[1–3]` (ascending, at most 20 apart, below 1000,
//! so that `[2019-2024]` is not read as a citation).
//!
//! A marker indexes a source list, 1-based: the request's `sources`, the
//! list given to `parse_with_sources`, or (with neither) placeholder sources
//! with ids `"1"`, `"2"` .... The claim is the sentence the marker closes:
//! `"Foo bar [1]."` and the level-one checker's `"Foo bar. [1]"` both cite
//! the sentence `"Foo bar."`; markers mid-sentence cite their sentence too.
//! Markers and the whitespace before them are removed from `answer_clean`.
//!
//! A number of any length is a marker, as it is for the provider-formats
//! survey's level-one checker (`\d+`, read as a Python `int`):
//! `[99999999999999999999999]` is a bad index, as `[99999]` is past a
//! two-source list, not prose that leaves its sentence uncited. A number
//! past `usize` is a bad index even with no list (as `[0]` is): no list can
//! hold it, so a placeholder source would only hide it. Inside You.com's
//! double brackets a negative number is a marker and a bad index too:
//! `[[-1]]` is no prose shape, so it can only be a citation gone wrong.
//!
//! Not markers: `[1](url)` (a Markdown link), anything inside `code`, and a
//! single bracket around a signed or decimal number, `[-2]` or `[2.0]`: the
//! checker reads markers as `\[(\d+(?:\s*,\s*\d+)*)\]`, digits only, and
//! prose uses those shapes for intervals (`[-2, 2]`) and versions (a
//! changelog's `## [2.0]`). Such a sentence stays uncited, as the checker
//! has it, and `answer_clean` keeps the bracket, so the report shows it.
//!
//! Reference-style definition lines at line start, `[1]: Title https://...`,
//! are removed and describe source 1 (title / url / name / date, as
//! footnote definitions), filling in the bound source's missing fields. Two
//! definitions of one number that describe different sources are an error
//! naming both lines (the later one used to replace the earlier without a
//! word); the same source twice is read once, with a note.

use super::{footnote, marker_removal, Anchor, Draft, Edited, InputFormat, RawRef};
use crate::error::{Error, Result};
use std::collections::HashMap;

/// One marker: its byte range and the numbers it lists (as written).
pub(crate) struct Marker {
    pub start: usize,
    pub end: usize,
    pub numbers: Vec<String>,
}

pub(crate) fn has_markers(text: &str) -> bool {
    !find_markers(text).is_empty()
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    from_text(input, InputFormat::Numbered)
}

/// Builds the draft for text with numbered markers (used by the request
/// format too, which then sets how positions bind).
pub(crate) fn from_text(input: &str, format: InputFormat) -> Result<Draft> {
    // Reference-style definitions `[n]: ...` at line start.
    let (body, defs) = footnote::split_definitions(input, false);
    let markers = find_markers(&body);
    let mut removals = Vec::with_capacity(markers.len());
    let mut floor = 0;
    for m in &markers {
        let r = marker_removal(&body, m.start, m.end, floor);
        removals.push(r);
        floor = r.1;
    }
    let ed = Edited::new(&body, &removals);
    let mut d = Draft::new(format, ed.text.clone());
    for (m, &(s, _)) in markers.iter().zip(&removals) {
        let refs = m
            .numbers
            .iter()
            .map(|raw| {
                // `[0]`, `[[-1]]` and a number past `usize` index nothing.
                let index = raw.parse::<usize>().ok().and_then(|n| n.checked_sub(1));
                RawRef::Pos { index, raw: raw.clone(), excerpt: None, locator: None }
            })
            .collect();
        d.claim(Anchor::Marker(ed.map(s)), refs);
    }
    let mut first: HashMap<usize, &footnote::Definition> = HashMap::new();
    for def in &defs {
        let Some(i) = def.label.parse::<usize>().ok().and_then(|n| n.checked_sub(1)) else {
            d.notes.push(format!("reference definition [{}] is not numbered; ignored", def.label));
            continue;
        };
        if let Some(prev) = first.get(&i) {
            // `[1]:` and `[01]:` describe the same position: compare all but the label.
            if !prev.same_source(def) {
                return Err(Error::invalid(format!(
                    "reference definitions [{}] ({}) and [{}] ({}) describe source {} differently; one number must name one source",
                    prev.label,
                    prev.shown(),
                    def.label,
                    def.shown(),
                    i + 1
                )));
            }
            d.notes.push(format!("reference definition [{}] is given twice (lines {} and {}) as the same source; read once", def.label, prev.line, def.line));
            continue;
        }
        first.insert(i, def);
        d.hints.insert(i, def.source.clone());
    }
    Ok(d)
}

/// Byte ranges of inline code and fenced code blocks, where nothing is a marker.
pub(crate) fn code_ranges(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut pos = 0;
    let mut fence_start: Option<usize> = None;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            match fence_start.take() {
                Some(s) => out.push((s, pos + line.len())),
                None => fence_start = Some(pos),
            }
        } else if fence_start.is_none() {
            // inline `code` on this line
            let b = line.as_bytes();
            let mut i = 0;
            while i < b.len() {
                if b[i] == b'`' {
                    if let Some(j) = line[i + 1..].find('`') {
                        out.push((pos + i, pos + i + 1 + j + 1));
                        i += j + 2;
                        continue;
                    }
                    break;
                }
                i += 1;
            }
        }
        pos += line.len();
    }
    if let Some(s) = fence_start {
        out.push((s, text.len()));
    }
    out
}

pub(crate) fn find_markers(text: &str) -> Vec<Marker> {
    let code = code_ranges(text);
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'[' || code.iter().any(|&(s, e)| s <= i && i < e) {
            i += 1;
            continue;
        }
        let double = b.get(i + 1) == Some(&b'[');
        let inner_start = if double { i + 2 } else { i + 1 };
        if let Some((numbers, close)) = number_list(b, inner_start, double) {
            let end = if double {
                if b.get(close) == Some(&b']') && b.get(close + 1) == Some(&b']') {
                    Some(close + 2)
                } else {
                    None
                }
            } else if b.get(close) == Some(&b']') {
                Some(close + 1)
            } else {
                None
            };
            if let Some(end) = end {
                // `[1](url)` is a link; `[1]:` at line start is a definition.
                if b.get(end) != Some(&b'(') {
                    out.push(Marker { start: i, end, numbers });
                    i = end;
                    continue;
                }
            }
        }
        i += 1;
    }
    out
}

/// `1, 2 ,3` (and ranges `1-3`, `1–3`) starting at `i`: the numbers as
/// written and the index after the list. `signed`: a number may be negative
/// (inside `[[...]]`).
fn number_list(b: &[u8], mut i: usize, signed: bool) -> Option<(Vec<String>, usize)> {
    let mut nums = Vec::new();
    loop {
        skip_spaces(b, &mut i);
        let (first, raw) = number(b, &mut i, signed)?;
        skip_spaces(b, &mut i);
        // A range: `-` or an en dash (U+2013, bytes E2 80 93).
        let dash = if b.get(i) == Some(&b'-') {
            1
        } else if b[i.min(b.len())..].starts_with("\u{2013}".as_bytes()) {
            3
        } else {
            0
        };
        if dash > 0 {
            let mut j = i + dash;
            skip_spaces(b, &mut j);
            let (last, last_raw) = number(b, &mut j, false)?;
            // Only short ascending ranges of small numbers are citations;
            // `[2019-2024]` is a span of years.
            let (Some(first), Some(last)) = (first, last) else { return None };
            if last <= first || last - first > 20 || last > 999 {
                return None;
            }
            nums.push(raw);
            nums.extend((first + 1..last).map(|n| n.to_string()));
            nums.push(last_raw);
            i = j;
            skip_spaces(b, &mut i);
        } else {
            nums.push(raw);
        }
        if b.get(i) == Some(&b',') {
            i += 1;
        } else {
            return Some((nums, i));
        }
    }
}

fn skip_spaces(b: &[u8], i: &mut usize) {
    while b.get(*i) == Some(&b' ') {
        *i += 1;
    }
}

/// ASCII digits at `i`, after a `-` when `signed`: the value (`None` when
/// negative or past `u64`: it indexes nothing) and the number as written.
fn number(b: &[u8], i: &mut usize, signed: bool) -> Option<(Option<u64>, String)> {
    let s = *i;
    if signed && b.get(*i) == Some(&b'-') {
        *i += 1;
    }
    let digits = *i;
    while b.get(*i).is_some_and(u8::is_ascii_digit) {
        *i += 1;
    }
    if *i == digits {
        *i = s;
        return None;
    }
    let raw = String::from_utf8_lossy(&b[s..*i]).into_owned();
    Some((raw.parse().ok(), raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_marker_shapes() {
        let t = "a [1] b [1, 2] c [1][2] d [[3, 4]] e [x] f [1](http://x) `[9]` g [2-4] h [5 – 6, 8] i [2019-2024] j [4-2]";
        let m = find_markers(t);
        let nums: Vec<Vec<String>> = m.iter().map(|m| m.numbers.clone()).collect();
        let want: Vec<Vec<&str>> =
            vec![vec!["1"], vec!["1", "2"], vec!["1"], vec!["2"], vec!["3", "4"], vec!["2", "3", "4"], vec!["5", "6", "8"]];
        assert_eq!(nums, want);
    }

    #[test]
    fn long_and_negative_numbers() {
        // Any number of digits is a marker; a sign only inside `[[...]]`;
        // decimals and single-bracket signs are prose; a range needs two
        // small numbers.
        let t = "a [99999999999999999999999] b [1, 18446744073709551616] c [[-1]] d [[2, -3]] e [-2] f [2.0] g [-2, 2] \
                 h [[1.5]] i [[-]] j [1-99999999999999999999] k [[-1-3]]";
        let nums: Vec<Vec<String>> = find_markers(t).iter().map(|m| m.numbers.clone()).collect();
        let want: Vec<Vec<&str>> = vec![vec!["99999999999999999999999"], vec!["1", "18446744073709551616"], vec!["-1"], vec!["2", "-3"]];
        assert_eq!(nums, want);
    }
}
