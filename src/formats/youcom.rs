//! You.com responses, both shapes the provider-formats survey lists:
//!
//! * Answer API (`POST /v1/answer`): `{"answer", "citations": [{"source",
//!   "excerpts": [...]}], "results": {"web": [{"url", "title", "description",
//!   "snippets", ...}]}}`. `answer` is Markdown with markers such as
//!   `[[1, 2]]` that number the `citations` array from 1; `source` is the
//!   cited page's URL and `excerpts` are verbatim passages You.com says
//!   support the answer. `results.web` is everything the search considered,
//!   cited or not.
//! * Research API (`POST /v1/research`): `{"output": {"content",
//!   "content_type": "text", "sources": [{"url", "title", "snippets"}]},
//!   "warnings"?}`. `content` is Markdown whose markers number
//!   `output.sources` from 1.
//!
//! Markers are read as the `numbered` format reads them (the claim is the
//! sentence a marker closes; markers are removed from `answer_clean`), but
//! they index the response's own list, never an external one: a marker
//! past that list, `[[0]]`, `[[-1]]` or a number too long for any list is a
//! bad index even when `--sources` is given.
//! Source id = the cited URL, so `--sources` entries with that `url` (or that
//! id) bind to it and give it its full text. Without full text a claim is
//! checked against the citation's excerpts (Answer API) or snippets
//! (Research API), joined by newlines, as the provider's verbatim cited text
//! (`anchored_against: "excerpt"`); You.com says it verifies its citations
//! itself, which is exactly the claim this check does not take on trust.
//! Every `results.web` entry is kept as a source (so `sources_considered`
//! counts it), its title filling in the cited entry with the same URL.
//!
//! There are no offsets to convert: markers are found in the text itself.
//! A Research response with `content_type: "object"` (structured output) has
//! no citation markers, and is an error rather than an answer with nothing
//! checked.

use super::{numbered, parse_json, Draft, InputFormat, RawRef, J};
use crate::error::{Error, Result};
use crate::source::Source;
use serde_json::Value;

/// Whether a JSON object is a You.com response: a Research `output` object
/// holding `content` (OpenAI's `output` is an array), or an Answer `answer`
/// beside `results.web` or citations whose `source` is a string (anchorage
/// request citations carry `source_ids`).
pub(crate) fn looks_like(o: &serde_json::Map<String, Value>) -> bool {
    if o.get("output").is_some_and(|x| x.is_object() && x.get("content").is_some()) {
        return true;
    }
    o.contains_key("answer")
        && (o.get("results").is_some_and(|r| r.get("web").is_some())
            || o.get("citations").and_then(Value::as_array).is_some_and(|a| {
                a.iter().any(|c| c.get("source").is_some_and(Value::is_string) || c.get("excerpts").is_some())
            }))
}

/// One numbered entry: the source it names and the text it quotes.
struct Cited {
    id: String,
    excerpt: Option<String>,
}

pub(crate) fn parse(input: &str) -> Result<Draft> {
    let v = parse_json(input, "You.com response")?;
    let root = J::root(&v, "You.com response");
    root.obj()?;
    let mut considered: Vec<Source> = Vec::new();
    let (text, mut cited) = match root.get("output") {
        Some(out) => research(&out)?,
        None => answer(&root, &mut considered)?,
    };
    pool_excerpts(&mut cited);
    let mut d = numbered::from_text(text, InputFormat::YouCom)?;
    d.closed = true;
    // `warnings` (a research run cut short, say) are the provider's word on
    // this answer: kept, not dropped.
    for w in strings(&root, "warnings")? {
        d.notes.push(format!("You.com warning: {w}"));
    }
    for c in &mut d.claims {
        for r in &mut c.refs {
            if let RawRef::Pos { index, raw, .. } = r {
                *r = match index.and_then(|i| cited.get(i)) {
                    Some((_, c)) => RawRef::Id { id: c.id.clone(), excerpt: c.excerpt.clone(), locator: None },
                    None => RawRef::Bad { raw: raw.clone() },
                };
            }
        }
    }
    // A `[n]: Title https://...` definition line describes entry n.
    for (i, hint) in std::mem::take(&mut d.hints) {
        if let Some((src, _)) = cited.get(i) {
            let mut s = hint;
            s.id = src.id.clone();
            d.add_source(s);
        }
    }
    for (src, _) in cited {
        d.add_source(src);
    }
    for s in considered {
        d.add_source(s);
    }
    Ok(d)
}

/// The Answer API: `answer` + `citations[]` (+ `results.web[]`).
fn answer<'a>(root: &J<'a>, considered: &mut Vec<Source>) -> Result<(&'a str, Vec<(Source, Cited)>)> {
    let text = root.req("answer")?.str()?;
    let mut cited = Vec::new();
    for c in root.opt_arr("citations")? {
        c.obj()?;
        let url = c.req_any(&["source", "url"])?.str()?;
        let excerpts = strings(&c, "excerpts")?;
        cited.push(entry(url, c.opt_str("title")?, excerpts));
    }
    if let Some(results) = root.get("results") {
        for w in results.opt_arr("web")? {
            w.obj()?;
            let url = w.req("url")?.str()?;
            let snippet = strings(&w, "snippets")?.into_iter().next().or(w.opt_str("description")?.map(str::to_string));
            considered.push(Source {
                id: url.to_string(),
                url: Some(url.to_string()),
                title: w.opt_str("title")?.map(str::to_string),
                snippet,
                date: w.opt_str("page_age")?.map(str::to_string),
                ..Source::default()
            });
        }
    }
    Ok((text, cited))
}

/// The Research API: `output.content` + `output.sources[]`.
fn research<'a>(out: &J<'a>) -> Result<(&'a str, Vec<(Source, Cited)>)> {
    out.obj()?;
    let content = out.req("content")?;
    if out.opt_str("content_type")? == Some("object") || content.v.is_object() {
        return Err(Error::invalid(format!(
            "{}: structured output (content_type \"object\") has no citation markers to check; request content_type \"text\"",
            content.path
        )));
    }
    let text = content.str()?;
    let mut cited = Vec::new();
    for s in out.opt_arr("sources")? {
        s.obj()?;
        let url = s.req("url")?.str()?;
        let title = s.opt_str("title")?;
        let snippets = strings(&s, "snippets")?;
        cited.push(entry(url, title, snippets));
    }
    Ok((text, cited))
}

fn entry(url: &str, title: Option<&str>, passages: Vec<String>) -> (Source, Cited) {
    let excerpt = Some(passages.join("\n")).filter(|t| !t.trim().is_empty());
    let src = Source {
        id: url.to_string(),
        url: Some(url.to_string()),
        title: title.map(str::to_string),
        snippet: passages.first().cloned(),
        ..Source::default()
    };
    (src, Cited { id: url.to_string(), excerpt })
}

/// Gives every entry of one URL the passages of all its entries: a claim
/// citing `[1, 2]` where both name the same page is checked once per source
/// id, so it must see every passage the page was cited with.
fn pool_excerpts(cited: &mut [(Source, Cited)]) {
    for i in 0..cited.len() {
        let same: Vec<&str> = cited.iter().filter(|(_, c)| c.id == cited[i].1.id).filter_map(|(_, c)| c.excerpt.as_deref()).collect();
        if same.len() > 1 {
            let mut seen: Vec<&str> = Vec::new();
            for t in same {
                if !seen.contains(&t) {
                    seen.push(t);
                }
            }
            let pooled = seen.join("\n");
            cited[i].1.excerpt = Some(pooled);
        }
    }
}

/// An optional array of strings.
fn strings(j: &J, key: &str) -> Result<Vec<String>> {
    j.opt_arr(key)?.iter().map(|x| x.str().map(str::to_string)).collect()
}
