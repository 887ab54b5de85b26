//! Markdown footnotes: `[^1]` references with `[^1]: ...` definitions.
//!
//! Each definition becomes a source whose id is the label (`"1"`, `"note"`),
//! and is removed from `answer_clean` (with continuation lines indented by
//! four spaces or a tab). Definition bodies understood:
//!
//! * `[Title](https://...)` → title, url;
//! * `[Source name - 2024-01-02](https://...)` and
//!   `Source name - 2024-01-02 https://...` (Bigdata's brand format, also
//!   with `Jan 02, 2024`) → name, date (ISO), url;
//! * `Anything https://...` → title, url; anything else → title.
//!
//! A reference marks the sentence it closes, as numbered markers do. When
//! the answer has definitions, a reference to a label without one is a bad
//! index; with none at all, references bind to placeholders or `--sources`.
//!
//! A label defined twice is an error naming the label and both lines when
//! the two definitions differ (a title, url, name or date of their own):
//! keeping either would bind every `[^label]` to a source the other
//! definition says it is not. Two definitions that read as the same source
//! are one source, with a note.

use super::{numbered::code_ranges, marker_removal, Anchor, Draft, Edited, InputFormat, RawRef};
use crate::error::{Error, Result};
use crate::source::Source;
use std::collections::HashMap;

/// Whether the text has a `[^n]` reference outside its definitions.
pub(crate) fn has_refs(text: &str) -> bool {
    !find_refs(&split_definitions(text, true).0).is_empty()
}

pub(crate) fn has_footnotes(text: &str) -> bool {
    !find_refs(text).is_empty() || !split_definitions(text, true).1.is_empty()
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    from_text(input, InputFormat::Footnote)
}

pub(crate) fn from_text(input: &str, format: InputFormat) -> Result<Draft> {
    let (body, defs) = split_definitions(input, true);
    let refs = find_refs(&body);
    let mut removals = Vec::with_capacity(refs.len());
    let mut floor = 0;
    for &(s, e, _) in &refs {
        let r = marker_removal(&body, s, e, floor);
        removals.push(r);
        floor = r.1;
    }
    let ed = Edited::new(&body, &removals);
    let mut d = Draft::new(format, ed.text.clone());
    d.closed = !defs.is_empty();
    let mut first: HashMap<&str, &Definition> = HashMap::new();
    for def in &defs {
        if let Some(prev) = first.get(def.label.as_str()) {
            if !prev.same_source(def) {
                return Err(Error::invalid(format!(
                    "footnote [^{}] is defined twice, differently ({}; {}); one label must name one source",
                    def.label,
                    prev.shown(),
                    def.shown()
                )));
            }
            d.notes.push(format!("footnote [^{}] is defined twice (lines {} and {}) as the same source; read once", def.label, prev.line, def.line));
            continue;
        }
        first.insert(&def.label, def);
        d.add_source(def.source.clone());
    }
    for ((_, _, label), &(s, _)) in refs.into_iter().zip(&removals) {
        d.claim(Anchor::Marker(ed.map(s)), vec![RawRef::id(label)]);
    }
    Ok(d)
}


/// `[^label]` references outside code: `(start, end, label)`.
fn find_refs(text: &str) -> Vec<(usize, usize, String)> {
    let code = code_ranges(text);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(k) = text[from..].find("[^") {
        let s = from + k;
        from = s + 2;
        if code.iter().any(|&(a, b)| a <= s && s < b) {
            continue;
        }
        let rest = &text[s + 2..];
        let Some(close) = rest.find(']') else { break };
        let label = &rest[..close];
        if label.is_empty() || label.chars().any(|c| c.is_whitespace() || c == '[' || c == '^') {
            continue;
        }
        let e = s + 2 + close + 1;
        out.push((s, e, label.to_string()));
        from = e;
    }
    out
}

/// One definition line (`[^label]: body`, with its continuation lines).
pub(crate) struct Definition {
    pub label: String,
    /// The 1-based input line it starts on.
    pub line: usize,
    /// The body as written (continuation lines joined by spaces).
    pub body: String,
    /// The body read as a source with id `label`.
    pub source: Source,
}

impl Definition {
    /// Whether two definitions describe one source, whatever the label
    /// each gives it ("[1]:" and "[01]:" name source 1 alike).
    pub(crate) fn same_source(&self, other: &Definition) -> bool {
        Source { id: other.source.id.clone(), ..self.source.clone() } == other.source
    }

    /// `line 3: "body"` (the body's first 60 characters), for an error that
    /// names both of two definitions.
    pub(crate) fn shown(&self) -> String {
        let short: String = self.body.chars().take(60).collect();
        format!("line {}: {short:?}", self.line)
    }
}

/// Splits definition lines (`[^label]: ...` when `caret`, else `[label]: ...`)
/// off the text: returns the remaining text (trailing whitespace trimmed when
/// any definition was removed) and the definitions in order.
pub(crate) fn split_definitions(text: &str, caret: bool) -> (String, Vec<Definition>) {
    let open = if caret { "[^" } else { "[" };
    let mut body = String::with_capacity(text.len());
    // (label, line, body)
    let mut defs: Vec<(String, usize, String)> = Vec::new();
    let mut in_def = false;
    let mut in_fence = false;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            in_fence = !in_fence;
        }
        if !in_fence {
            if let Some(rest) = line.strip_prefix(open) {
                if let Some(close) = rest.find("]:") {
                    let label = &rest[..close];
                    let ok = !label.is_empty()
                        && !label.chars().any(|c| c.is_whitespace() || c == '[' || c == ']')
                        && (caret || label.bytes().all(|b| b.is_ascii_digit()));
                    if ok {
                        defs.push((label.to_string(), n + 1, rest[close + 2..].trim().to_string()));
                        in_def = true;
                        continue;
                    }
                }
            }
            if in_def && (line.starts_with("    ") || line.starts_with('\t')) && !line.trim().is_empty() {
                let last = defs.last_mut().expect("in_def implies a definition");
                last.2.push(' ');
                last.2.push_str(line.trim());
                continue;
            }
        }
        in_def = false;
        body.push_str(line);
    }
    if !defs.is_empty() {
        body.truncate(body.trim_end().len());
    }
    let defs = defs.into_iter().map(|(label, line, written)| {
        let source = parse_definition(&label, &written);
        Definition { label, line, body: written, source }
    });
    (body, defs.collect())
}

/// Reads one definition body into a source with id `label`.
pub(crate) fn parse_definition(label: &str, body: &str) -> Source {
    let mut s = Source { id: label.to_string(), ..Source::default() };
    let body = body.trim();
    let (label_text, url) = if let Some((t, u, rest)) = md_link(body) {
        // `[t](u) rest`: rest is usually empty
        let t = if rest.trim().is_empty() { t.to_string() } else { format!("{t} {}", rest.trim()) };
        (t, Some(u.to_string()))
    } else {
        // a bare URL token, possibly in <...>
        let mut url = None;
        let mut words = Vec::new();
        for w in body.split_whitespace() {
            let u = w.trim_start_matches('<').trim_end_matches('>');
            if url.is_none() && (u.starts_with("http://") || u.starts_with("https://")) {
                url = Some(u.to_string());
            } else {
                words.push(w);
            }
        }
        (words.join(" "), url)
    };
    s.url = url;
    let label_text = label_text.trim().trim_end_matches(['-', '–', '—', ':', ',']).trim();
    if let Some((name, date)) = split_name_date(label_text) {
        s.name = Some(name);
        s.date = Some(date);
    } else if !label_text.is_empty() {
        s.title = Some(label_text.to_string());
    }
    s
}

/// `[text](url)` at the start of `body`: `(text, url, rest)`.
fn md_link(body: &str) -> Option<(&str, &str, &str)> {
    let rest = body.strip_prefix('[')?;
    let close = rest.find("](")?;
    let after = &rest[close + 2..];
    let end = after.find(')')?;
    Some((&rest[..close], after[..end].trim(), &after[end + 1..]))
}

/// `Name - 2024-01-02` or `Name - Jan 02, 2024` → (name, ISO date).
fn split_name_date(t: &str) -> Option<(String, String)> {
    for sep in [" - ", " – ", " — "] {
        if let Some(k) = t.rfind(sep) {
            let (name, date) = (t[..k].trim(), t[k + sep.len()..].trim());
            if name.is_empty() {
                continue;
            }
            if let Some(d) = iso_date(date) {
                return Some((name.to_string(), d));
            }
        }
    }
    None
}

fn iso_date(d: &str) -> Option<String> {
    let b = d.as_bytes();
    if b.len() >= 10 && b[4] == b'-' && b[7] == b'-' && d[..4].bytes().chain(d[5..7].bytes()).chain(d[8..10].bytes()).all(|c| c.is_ascii_digit()) {
        return Some(d.to_string());
    }
    // "Jan 02, 2024" / "January 2, 2024"
    let mut it = d.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty());
    let (m, day, year) = (it.next()?, it.next()?, it.next()?);
    if it.next().is_some() {
        return None;
    }
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let ml = m.to_ascii_lowercase();
    let month = MONTHS.iter().position(|p| ml.starts_with(p))? + 1;
    let day: u32 = day.parse().ok().filter(|d| (1..=31).contains(d))?;
    let year: u32 = year.parse().ok().filter(|y| (1000..=9999).contains(y))?;
    Some(format!("{year:04}-{month:02}-{day:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn definition_bodies() {
        let s = parse_definition("1", "Reuters - 2024-01-02 https://r.example/a");
        assert_eq!((s.name.as_deref(), s.date.as_deref(), s.url.as_deref()), (Some("Reuters"), Some("2024-01-02"), Some("https://r.example/a")));
        let s = parse_definition("2", "[Le Monde - Jan 5, 2024](https://lm.example/b)");
        assert_eq!((s.name.as_deref(), s.date.as_deref()), (Some("Le Monde"), Some("2024-01-05")));
        let s = parse_definition("3", "[Attention Is All You Need](https://arxiv.org/abs/1706.03762)");
        assert_eq!(s.title.as_deref(), Some("Attention Is All You Need"));
        let s = parse_definition("4", "Smith et al., Nature 2020");
        assert_eq!((s.title.as_deref(), s.url), (Some("Smith et al., Nature 2020"), None));
    }
}
