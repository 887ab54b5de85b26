//! Input formats: every provider's native citation format, read into one model.
//!
//! Each format lives in its own file and turns its input into a crate-private
//! draft (`Draft`): the tag-free answer text, claims anchored either on an
//! exact span or on a marker position, and raw citation references. One
//! shared step ([`parse`] / [`parse_with_sources`]) then binds references to
//! sources, maps markers to the sentence they close and builds the public
//! [`ParsedAnswer`]. So every format gets the same guarantees:
//!
//! * every span is a [`ByteSpan`] into [`ParsedAnswer::answer_clean`], on
//!   character boundaries;
//! * no silent drops: every citation the input carries ends up in exactly one
//!   claim, as [`CitationRef::Source`], [`CitationRef::BadIndex`] or
//!   [`CitationRef::ToolLevel`]; what is deliberately not a claim (a refusal,
//!   a citation into hidden reasoning) is listed in [`ParsedAnswer::notes`];
//! * bad input is an [`Error`], never a panic, and the message names the
//!   field, index or line at fault.
//!
//! ```
//! use anchorage::formats::{self, CitationRef};
//!
//! let p = formats::parse("Emperor penguins are the tallest [1]. They swim. [2]", None)?;
//! assert_eq!(p.answer_clean, "Emperor penguins are the tallest. They swim.");
//! assert_eq!(p.claim_text(&p.claims[1]), "They swim.");
//! assert_eq!(p.claims[1].citations, [CitationRef::Source { source_id: "2".into(), excerpt: None, locator: None }]);
//! # Ok::<(), anchorage::Error>(())
//! ```
//!
//! ## Offset units
//!
//! Each provider counts offsets in its own unit; each module documents the
//! unit it reads and why. Summary:
//!
//! | format | offsets | unit |
//! | --- | --- | --- |
//! | request JSON `citations` | into `answer` | code points (Python `str`, as Bahith) |
//! | Anthropic | no answer offsets (one claim per cited text block); `start_char_index` into the *document*, kept raw, checked against its text when known | code points |
//! | OpenAI `url_citation` | into the `output_text` part | code points |
//! | Gemini `groundingSupports` | into `parts[partIndex]` | UTF-8 bytes (documented "measured in bytes") |
//! | Gemini annotation shape `start_index` | into the text block | UTF-8 bytes (documented the same way) |
//! | Cohere `start`/`end` | into the text content | code points |
//! | Bigdata `GROUNDING` | into the cumulative answer | code points (the seed slices a Python `str`) |
//! | You.com Answer / Research | none: `[[1, 2]]` markers number the response's own `citations` / `output.sources` | — |
//!
//! ## Source ids
//!
//! Sources are matched by id. Ids come from the input: the request's `id`,
//! a footnote label, a URL (OpenAI, Gemini web chunks, Anthropic web
//! results), a Cohere document id, a Bigdata `source.id` (or url, or `hd`).
//! Formats that cite *by position* (numbered markers `[n]`, Anthropic
//! `document_index`) are bound to a source list by position: the input's own
//! list when it carries one (request JSON), else the list given to
//! [`parse_with_sources`], else placeholder ids (`"n"` for markers,
//! `"doc{i}"` for Anthropic documents) whose sources have no text.

mod anthropic;
mod bigdata;
mod cohere;
mod footnote;
mod gemini;
mod inline_cite;
mod numbered;
mod openai;
mod request;
mod youcom;

use crate::error::{Error, Result};
use crate::source::Source;
use crate::text::{ByteSpan, OffsetUnit};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::path::Path;
use std::str::FromStr;

// ---------------------------------------------------------------------------
// Public model
// ---------------------------------------------------------------------------

/// The input formats anchorage reads (`--input-format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InputFormat {
    /// anchorage's request JSON: `{"answer", "sources", "citations"?}`.
    Request,
    /// `<cite id="s1">claim</cite>` tags in plain text.
    InlineCite,
    /// Numbered markers `[1]`, `[1, 2]`, `[1][2]`, `[[1, 2]]` in plain text.
    Numbered,
    /// Markdown footnotes `[^1]` with `[^1]: ...` definitions.
    Footnote,
    /// Anthropic Messages response (text blocks with `citations`).
    Anthropic,
    /// OpenAI Responses output (`output_text` with `url_citation` annotations).
    #[serde(rename = "openai")]
    OpenAi,
    /// Gemini `generateContent` response with `groundingMetadata`.
    Gemini,
    /// Cohere Chat v2 response (`message.citations`).
    Cohere,
    /// Bigdata Research Agent SSE stream (`data: {...}` lines).
    BigdataSse,
    /// You.com Answer API (`answer` + `citations`) or Research API
    /// (`output.content` + `output.sources`) response.
    YouCom,
}

impl InputFormat {
    /// Every format, in the order of the docs.
    pub const ALL: [InputFormat; 10] = [
        InputFormat::Request,
        InputFormat::InlineCite,
        InputFormat::Numbered,
        InputFormat::Footnote,
        InputFormat::Anthropic,
        InputFormat::OpenAi,
        InputFormat::Gemini,
        InputFormat::Cohere,
        InputFormat::BigdataSse,
        InputFormat::YouCom,
    ];

    /// The name used by `--input-format` and in JSON.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            InputFormat::Request => "request",
            InputFormat::InlineCite => "inline_cite",
            InputFormat::Numbered => "numbered",
            InputFormat::Footnote => "footnote",
            InputFormat::Anthropic => "anthropic",
            InputFormat::OpenAi => "openai",
            InputFormat::Gemini => "gemini",
            InputFormat::Cohere => "cohere",
            InputFormat::BigdataSse => "bigdata_sse",
            InputFormat::YouCom => "you_com",
        }
    }
}

impl fmt::Display for InputFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for InputFormat {
    type Err = Error;
    /// Accepts the [`InputFormat::name`]s, case-insensitive, `-` for `_`, and
    /// the aliases `json`, `cite`, `inline`, `markers`, `footnotes`,
    /// `claude`, `open_ai`, `bigdata`, `sse`, `you`, `youcom`, `you.com`.
    fn from_str(s: &str) -> Result<Self> {
        let k = s.trim().to_ascii_lowercase().replace('-', "_");
        Ok(match k.as_str() {
            "request" | "json" => InputFormat::Request,
            "inline_cite" | "cite" | "inline" => InputFormat::InlineCite,
            "numbered" | "markers" => InputFormat::Numbered,
            "footnote" | "footnotes" => InputFormat::Footnote,
            "anthropic" | "claude" => InputFormat::Anthropic,
            "openai" | "open_ai" => InputFormat::OpenAi,
            "gemini" => InputFormat::Gemini,
            "cohere" => InputFormat::Cohere,
            "bigdata_sse" | "bigdata" | "sse" => InputFormat::BigdataSse,
            "you_com" | "youcom" | "you" | "you.com" => InputFormat::YouCom,
            _ => {
                let names: Vec<&str> = InputFormat::ALL.iter().map(|f| f.name()).collect();
                return Err(Error::invalid(format!("unknown input format {s:?}; expected one of: {}", names.join(", "))));
            }
        })
    }
}

/// An answer read from any input format.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ParsedAnswer {
    /// The format the input was read as.
    pub format: InputFormat,
    /// The answer with all citation markup (tags, markers, footnote
    /// definitions, marker links) removed. Every span points into it.
    pub answer_clean: String,
    /// Cited claims, ordered by span start (then end). Claims with the same
    /// span are merged.
    pub claims: Vec<ParsedClaim>,
    /// The sources: those the input carries, merged with the external ones,
    /// plus placeholders for cited ids no list names. Ids are unique.
    pub sources: Vec<Source>,
    /// Sentences of `answer_clean` (via [`crate::segment::sentences`]), to
    /// report uncited ones.
    pub sentences: Vec<ByteSpan>,
    /// Things in the input that are deliberately not claims (a refusal, a
    /// citation into hidden reasoning, a generated-file link), so nothing is
    /// dropped without a word.
    pub notes: Vec<String>,
}

impl ParsedAnswer {
    /// The text of a claim's span.
    #[must_use]
    pub fn claim_text(&self, claim: &ParsedClaim) -> &str {
        &self.answer_clean[claim.span.range()]
    }

    /// The source with this id.
    #[must_use]
    pub fn source(&self, id: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.id == id)
    }

    /// Sentences of `answer_clean` that no claim span intersects.
    #[must_use]
    pub fn uncited_sentences(&self) -> Vec<ByteSpan> {
        self.sentences
            .iter()
            .copied()
            .filter(|s| !self.claims.iter().any(|c| c.span.intersects(*s) || (c.span.is_empty() && c.span.start == s.end)))
            .collect()
    }
}

/// One cited claim.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ParsedClaim {
    /// Byte span of the claim in `answer_clean`.
    pub span: ByteSpan,
    /// What the claim cites, in input order, without duplicates.
    pub citations: Vec<CitationRef>,
}

/// One citation of a claim.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CitationRef {
    /// A source in [`ParsedAnswer::sources`].
    Source {
        source_id: String,
        /// The provider's verbatim cited text (Anthropic `cited_text`,
        /// Gemini `retrievedContext.text`), if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        excerpt: Option<String>,
        /// Where in the source the provider says the support is, if it says.
        #[serde(skip_serializing_if = "Option::is_none")]
        locator: Option<Locator>,
    },
    /// A pointer past the source list, to position 0, or to an id that the
    /// known source list does not have. `raw` is the pointer as written.
    BadIndex { raw: String },
    /// A Bigdata reference with `source: null`: grounded in a whole tool
    /// result, linked to the AUDIT trace whose `tool_id` equals `audit_id`.
    ToolLevel {
        tool_name: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        audit_id: Option<String>,
        /// From the linked AUDIT trace: the search query text, else its
        /// `audit_type`. `None` when no trace has this id.
        #[serde(skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
}

/// A provider's pointer into the cited source, kept as given (the source
/// text may be unknown at parse time, so nothing is converted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "unit", rename_all = "snake_case")]
pub enum Locator {
    /// Anthropic `char_location`: `[start, end)` in code points into the
    /// document text (0-based, end exclusive).
    Chars { start: usize, end: usize },
    /// Anthropic `page_location`: `[start, end)` page numbers (1-based, end
    /// exclusive).
    Pages { start: usize, end: usize },
    /// Anthropic `content_block_location` / `search_result_location`:
    /// `[start, end)` content-block indices (0-based, end exclusive).
    Blocks { start: usize, end: usize },
}

// ---------------------------------------------------------------------------
// Public functions
// ---------------------------------------------------------------------------

/// Detects the format of `input`: `data:` lines → Bigdata SSE; JSON →
/// by its keys; plain text → `<cite` tags, then `[^n]` footnotes, then
/// numbered markers.
///
/// # Errors
/// When the input is empty, is malformed JSON (starting with `{`), has a JSON
/// shape no format uses, or is plain text with no citation markup.
pub fn detect(input: &str) -> Result<InputFormat> {
    let t = input.trim_start_matches('\u{feff}').trim_start();
    if t.is_empty() {
        return Err(Error::invalid("cannot detect the input format: the input is empty"));
    }
    if bigdata::looks_like_sse(t) {
        return Ok(InputFormat::BigdataSse);
    }
    if t.starts_with('{') || t.starts_with('[') {
        // `[{`, `["`, `[[` or `[]` can only open a JSON array; `[1] Foo.` is text.
        let json_only = t.starts_with('{') || t[1..].trim_start().starts_with(['{', '"', '[', ']']);
        match parse_json_strict(t) {
            Ok(v) => {
                if let Some(f) = detect_json(&v)? {
                    return Ok(f);
                }
            }
            Err(e) if json_only => return Err(Error::Json { what: "input (detecting the format)".into(), source: e }),
            Err(_) => {}
        }
    }
    text_markup(t, "cannot detect the input format")?.ok_or_else(|| {
        Error::invalid(
            "cannot detect the input format: not JSON, no `data:` lines, and no <cite> tags, [^n] footnotes or [n] markers; \
             pass --input-format",
        )
    })
}

/// The one citation markup a plain-text answer uses, if any.
///
/// # Errors
/// When it mixes kinds (say `<cite>` tags and `[n]` markers): reading one
/// would leave the other's citations as plain text, silently uncited.
pub(crate) fn text_markup(t: &str, what: &str) -> Result<Option<InputFormat>> {
    let found: Vec<(InputFormat, &str)> = [
        (inline_cite::has_tags(t), InputFormat::InlineCite, "<cite> tags"),
        (footnote::has_footnotes(t), InputFormat::Footnote, "[^n] footnotes"),
        (numbered::has_markers(t), InputFormat::Numbered, "[n] markers"),
    ]
    .into_iter()
    .filter(|(has, ..)| *has)
    .map(|(_, f, name)| (f, name))
    .collect();
    match found.as_slice() {
        [] => Ok(None),
        [(f, _)] => Ok(Some(*f)),
        many => Err(Error::invalid(format!(
            "{what}: the text mixes {}; one answer must use one citation markup (or pass --input-format to read only one)",
            many.iter().map(|(_, n)| *n).collect::<Vec<_>>().join(" and ")
        ))),
    }
}

/// The format a JSON document's shape says; `None` for an array that is
/// more likely text (`[1] ...`).
fn detect_json(v: &Value) -> Result<Option<InputFormat>> {
    let keys = |o: &serde_json::Map<String, Value>| o.keys().cloned().collect::<Vec<_>>().join(", ");
    match v {
        Value::Object(o) => {
            if youcom::looks_like(o) {
                Ok(Some(InputFormat::YouCom))
            } else if o.contains_key("answer") || o.contains_key("answer_clean") {
                Ok(Some(InputFormat::Request))
            } else if o.contains_key("candidates") || o.contains_key("outputs") || o.get("steps").is_some_and(Value::is_array) {
                Ok(Some(InputFormat::Gemini))
            } else if o.contains_key("output") || o.contains_key("choices") || o.get("type").and_then(Value::as_str) == Some("output_text") {
                Ok(Some(InputFormat::OpenAi))
            } else if o.get("message").is_some_and(|m| m.get("content").is_some() || m.get("citations").is_some())
                || (o.contains_key("text") && o.contains_key("citations"))
            {
                Ok(Some(InputFormat::Cohere))
            } else if o.get("content").is_some_and(Value::is_array) {
                Ok(Some(InputFormat::Anthropic))
            } else {
                Err(Error::invalid(format!(
                    "cannot detect the input format from a JSON object with keys [{}]; expected `answer` (request, or You.com with `citations`), \
                     `content` (Anthropic), `output` (OpenAI, or You.com Research), `candidates`, `outputs` or `steps` (Gemini), `message` (Cohere); \
                     or pass --input-format",
                    keys(o)
                )))
            }
        }
        Value::Array(items) => {
            let ty = items.iter().find_map(|i| i.get("type").and_then(Value::as_str));
            match ty {
                Some("output_text" | "message" | "reasoning" | "web_search_call") => Ok(Some(InputFormat::OpenAi)),
                Some(_) => Ok(Some(InputFormat::Anthropic)),
                // `[1]` or `[[1, 2]]` alone is valid JSON but reads as text.
                None => Ok(None),
            }
        }
        _ => Err(Error::invalid("cannot detect the input format: the JSON is neither an object nor an array")),
    }
}

/// Parses `input` in `format` (detected when `None`), with no external
/// sources: references bind to the sources the input carries, else to
/// placeholders (see the module docs).
///
/// # Errors
/// See [`detect`]; and any malformed input, with a message naming the field,
/// index or line.
pub fn parse(input: &str, format: Option<InputFormat>) -> Result<ParsedAnswer> {
    finish(draft(input, format)?, None)
}

/// Parses `input` and binds its references to `external` sources (from
/// [`load_sources`]; an empty list is the same as [`parse`]): the input's sources are merged with them
/// ([`merge_sources`]), positional references index `external` (unless the
/// input carries its own list), and an id or position that no source has
/// becomes [`CitationRef::BadIndex`].
///
/// # Errors
/// As [`parse`], plus those of [`merge_sources`].
pub fn parse_with_sources(input: &str, format: Option<InputFormat>, external: Vec<Source>) -> Result<ParsedAnswer> {
    // `load_sources` never returns an empty list, so empty means "none given":
    // positional references then get placeholders, not bad indices.
    let external = if external.is_empty() { None } else { Some(external) };
    finish(draft(input, format)?, external)
}

fn draft(input: &str, format: Option<InputFormat>) -> Result<Draft> {
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let format = match format {
        Some(f) => f,
        None => detect(input)?,
    };
    let d = match format {
        InputFormat::Request => request::parse(input),
        InputFormat::InlineCite => inline_cite::parse(input),
        InputFormat::Numbered => numbered::parse(input),
        InputFormat::Footnote => footnote::parse(input),
        InputFormat::Anthropic => anthropic::parse(input),
        InputFormat::OpenAi => openai::parse(input),
        InputFormat::Gemini => gemini::parse(input),
        InputFormat::Cohere => cohere::parse(input),
        InputFormat::BigdataSse => bigdata::parse(input),
        InputFormat::YouCom => youcom::parse(input),
    }?;
    if d.claims.is_empty() {
        markup_found(format, input)?;
    }
    Ok(d)
}

/// A plain-text format that finds none of its own markup is an error, as
/// detection is when it finds none: read as that format, the answer would
/// come back with no claims and a verified fraction of 0 for a reason no
/// output names (`--input-format footnote` on `[n]` markers). The message
/// names the markup the text does have. A JSON format's answer may cite
/// nothing (the provider's response shape says it is that format), and so
/// may a request JSON answer (documented in `request`).
fn markup_found(format: InputFormat, input: &str) -> Result<()> {
    let kinds = [
        (InputFormat::InlineCite, "<cite> tags", inline_cite::has_tags(input)),
        (InputFormat::Footnote, "[^n] footnote markers", footnote::has_refs(input)),
        (InputFormat::Numbered, "[n] markers", numbered::has_markers(input)),
    ];
    let Some((_, own, _)) = kinds.iter().find(|(f, ..)| *f == format) else { return Ok(()) };
    let others: Vec<_> = kinds.iter().filter(|(f, _, has)| *f != format && *has).collect();
    let hint = match others.as_slice() {
        [] => "the text has no citation markup".to_string(),
        [(f, name, _)] => format!("the text has {name}: try --input-format {f}"),
        many => format!(
            "the text has {}: pass the --input-format of the markup to read",
            many.iter().map(|(_, name, _)| *name).collect::<Vec<_>>().join(" and ")
        ),
    };
    Err(Error::invalid(format!("{format}: no {own} found; {hint}")))
}

/// Loads external sources from `path`: a JSON array of source objects
/// (`[{id, text, title, url, ...}]`), an object `{"sources": [...]}`, JSONL
/// (one source object a line), or a folder of UTF-8 text files, each a
/// source whose id is the file stem (hidden files and sub-folders skipped).
///
/// A source object without `id` gets its 1-based position (`"1"`, `"2"` ...);
/// a numeric id is turned into a string.
///
/// # Errors
/// When the path cannot be read, a file is not UTF-8, the JSON is malformed
/// (naming the line for JSONL), two sources share an id (two files with the
/// same stem), or there are no sources.
pub fn load_sources(path: &Path) -> Result<Vec<Source>> {
    let meta = std::fs::metadata(path).map_err(|e| Error::io(path, e))?;
    let sources = if meta.is_dir() { load_folder(path)? } else { load_file(path)? };
    if sources.is_empty() {
        return Err(Error::invalid(format!("{}: contains no sources", path.display())));
    }
    let mut seen = HashSet::new();
    for s in &sources {
        if !seen.insert(s.id.as_str()) {
            return Err(Error::invalid(format!("{}: two sources have the id {:?}", path.display(), s.id)));
        }
        // A source without `text` may carry metadata only (it fills in the
        // input's source of that id or url); an empty one gives a text that
        // says nothing, and every claim citing it would read as having no
        // source text (a review; `anchor` already refuses it).
        if s.text.as_deref().is_some_and(crate::segment::is_blank_text) {
            return Err(Error::invalid(format!("{}: the text of source {:?} is empty", path.display(), s.id)));
        }
    }
    Ok(sources)
}

fn load_folder(dir: &Path) -> Result<Vec<Source>> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| Error::io(dir, e))?
        .collect::<std::io::Result<Vec<_>>>()
        .map_err(|e| Error::io(dir, e))?;
    entries.sort_by_key(|e| e.file_name());
    let mut by_key: BTreeMap<String, std::path::PathBuf> = BTreeMap::new();
    let mut out = Vec::new();
    for e in entries {
        let p = e.path();
        let name = e.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || !p.is_file() {
            continue;
        }
        let key = p
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| Error::invalid(format!("{}: file name is not valid UTF-8", p.display())))?
            .to_string();
        if let Some(prev) = by_key.get(&key) {
            return Err(Error::invalid(format!(
                "{} and {} both give the source key {key:?} (file stem); rename one",
                prev.display(),
                p.display()
            )));
        }
        let bytes = std::fs::read(&p).map_err(|e| Error::io(&p, e))?;
        let text = String::from_utf8(bytes).map_err(|e| Error::invalid(format!("{}: not UTF-8 text (byte {})", p.display(), e.utf8_error().valid_up_to())))?;
        if text.trim_start_matches('\u{feff}').trim().is_empty() {
            return Err(Error::invalid(format!("{}: the source file is empty", p.display())));
        }
        by_key.insert(key.clone(), p.clone());
        out.push(Source { id: key, text: Some(text), ..Source::default() });
    }
    Ok(out)
}

fn load_file(path: &Path) -> Result<Vec<Source>> {
    let raw = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    let raw = raw.trim_start_matches('\u{feff}');
    let t = raw.trim();
    let what = |extra: &str| format!("{}{extra}", path.display());
    if t.starts_with('[') {
        let v = parse_json_strict(t).map_err(|e| Error::Json { what: what(""), source: e })?;
        return sources_from_array(&J::root(&v, &what("")));
    }
    if t.starts_with('{') {
        if let Ok(v) = parse_json_strict(t) {
            if v.get("sources").is_some() {
                return sources_from_array(&J::root(&v, &what("")).req("sources")?);
            }
            if v.get("id").is_some() || v.get("text").is_some() {
                return Ok(vec![source_from_json(&J::root(&v, &what("")), 0)?]);
            }
        }
        // JSONL
        let mut out = Vec::new();
        for (i, line) in raw.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let ctx = what(&format!(" line {}", i + 1));
            let v = parse_json_strict(line).map_err(|e| Error::Json { what: ctx.clone(), source: e })?;
            out.push(source_from_json(&J::root(&v, &ctx), out.len())?);
        }
        return Ok(out);
    }
    Err(Error::invalid(format!(
        "{}: expected a JSON array of sources, {{\"sources\": [...]}}, JSONL, or a folder of text files",
        path.display()
    )))
}

pub(crate) fn sources_from_array(j: &J) -> Result<Vec<Source>> {
    j.arr()?.iter().enumerate().map(|(i, s)| source_from_json(s, i)).collect()
}

/// One source object, leniently: `id` may be missing (→ 1-based position) or
/// a number; other known fields are read when their type fits and must be
/// of the right type when present.
pub(crate) fn source_from_json(j: &J, position: usize) -> Result<Source> {
    j.obj()?;
    let id = match j.get("id") {
        None => (position + 1).to_string(),
        Some(idj) => match idj.v {
            Value::String(s) if !s.is_empty() => s.clone(),
            Value::Number(n) => n.to_string(),
            Value::Null => (position + 1).to_string(),
            _ => return Err(idj.err("a non-empty string or a number")),
        },
    };
    let year = match j.get("year") {
        None => None,
        Some(y) => match y.v {
            Value::Null => None,
            Value::Number(n) => Some(n.as_i64().ok_or_else(|| y.err("an integer"))?),
            Value::String(s) => Some(s.trim().parse::<i64>().map_err(|_| y.err("an integer"))?),
            _ => return Err(y.err("an integer")),
        },
    };
    let authors = match j.get("authors") {
        None => None,
        Some(a) => match a.v {
            Value::Null => None,
            Value::String(s) => Some(vec![s.clone()]),
            Value::Array(_) => Some(a.arr()?.iter().map(|x| x.str().map(str::to_string)).collect::<Result<Vec<_>>>()?),
            _ => return Err(a.err("a list of strings")),
        },
    };
    Ok(Source {
        id,
        text: j.opt_str("text")?.map(str::to_string),
        title: j.opt_str("title")?.map(str::to_string),
        url: j.opt_str("url")?.map(str::to_string),
        snippet: j.opt_str("snippet")?.map(str::to_string),
        authors,
        venue: j.opt_str("venue")?.map(str::to_string),
        year,
        source_type: j.opt_str("source_type")?.map(str::to_string),
        name: j.opt_str("name")?.map(str::to_string),
        date: j.opt_str("date")?.map(str::to_string),
    })
}

/// Merges external sources into the ones the input carries: an external
/// source with the same id as a carried one, or else the same url (its
/// `url`, or its id when that is a url, compared without tracking
/// parameters, fragment, trailing `/` or scheme/host case; every carried
/// source with that url), fills it in (external text replaces carried text, which is kept as `snippet` when
/// that is empty; other fields fill only where missing); the others are
/// appended in order. Carried ids win, so the input's references still bind.
///
/// # Errors
/// When two external sources share an id, or two match the same carried one.
pub fn merge_sources(carried: Vec<Source>, external: Vec<Source>) -> Result<Vec<Source>> {
    merge_with_ids(carried, external).map(|(s, _)| s)
}

/// As [`merge_sources`], also returning the final id of each external source.
fn merge_with_ids(carried: Vec<Source>, external: Vec<Source>) -> Result<(Vec<Source>, Vec<String>)> {
    let mut out = carried;
    let n_carried = out.len();
    let mut ext_ids = Vec::with_capacity(external.len());
    let mut ext_seen = HashSet::new();
    let mut filled_by: HashMap<usize, String> = HashMap::new();
    for e in external {
        if !ext_seen.insert(e.id.clone()) {
            return Err(Error::invalid(format!("two external sources have the id {:?}", e.id)));
        }
        // By id, else by url: the external source's url (or its id, when
        // that is a url) against each carried url, both as `url_key`s, so
        // that a cited `...?utm_source=openai` finds its page. One page may
        // be cited under several spellings: every carried source it matches
        // is filled (each keeps its own url).
        let hits: Vec<usize> = match out[..n_carried].iter().position(|c| c.id == e.id) {
            Some(i) => vec![i],
            None => match e.url.as_deref().or_else(|| is_url(&e.id).then_some(e.id.as_str())).map(url_key) {
                Some(key) => (0..n_carried).filter(|&i| out[i].url.as_deref().is_some_and(|u| url_key(u) == key)).collect(),
                None => Vec::new(),
            },
        };
        match hits.first() {
            Some(&first) => {
                for &i in &hits {
                    if let Some(prev) = filled_by.insert(i, e.id.clone()) {
                        return Err(Error::invalid(format!(
                            "external sources {prev:?} and {:?} both match the input's source {:?} (by id or url)",
                            e.id, out[i].id
                        )));
                    }
                }
                ext_ids.push(out[first].id.clone());
                for &i in &hits[1..] {
                    fill(&mut out[i], e.clone());
                }
                fill(&mut out[first], e);
            }
            None => {
                if out.iter().any(|c| c.id == e.id) {
                    return Err(Error::invalid(format!("two external sources have the id {:?}", e.id)));
                }
                ext_ids.push(e.id.clone());
                out.push(e);
            }
        }
    }
    Ok((out, ext_ids))
}

fn is_url(s: &str) -> bool {
    let l = s.get(..8).unwrap_or(s).to_ascii_lowercase();
    l.starts_with("http://") || l.starts_with("https://")
}

/// A URL as a key for matching two spellings of one page: scheme and host
/// lower-cased, the fragment, `utm_*` tracking parameters (OpenAI appends
/// `utm_source=openai` to every cited url) and trailing `/`s dropped; the
/// rest (path case, other parameters and their order) kept. Only for
/// comparing: sources keep the url as given. Text that is not an
/// `scheme://` URL is its own key.
pub(crate) fn url_key(url: &str) -> String {
    let url = url.trim();
    let url = url.split_once('#').map_or(url, |(u, _)| u);
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_string() };
    let host_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (host, rest) = rest.split_at(host_end);
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let query: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.get(..4).is_some_and(|k| k.eq_ignore_ascii_case("utm_")))
        .collect();
    let mut key = format!("{}://{}{}", scheme.to_ascii_lowercase(), host.to_ascii_lowercase(), path.trim_end_matches('/'));
    if !query.is_empty() {
        key.push('?');
        key.push_str(&query.join("&"));
    }
    key
}

fn fill(c: &mut Source, e: Source) {
    if let Some(t) = e.text {
        if let Some(old) = c.text.replace(t) {
            if c.snippet.is_none() && c.text.as_deref() != Some(old.as_str()) {
                c.snippet = Some(old);
            }
        }
    }
    fill_missing(c, Source { text: None, ..e });
}

/// Fills `c`'s missing fields from `e` (text included).
fn fill_missing(c: &mut Source, e: Source) {
    macro_rules! f {
        ($($k:ident),*) => { $( if c.$k.is_none() { c.$k = e.$k; } )* };
    }
    f!(text, title, url, snippet, authors, venue, year, source_type, name, date);
}

// ---------------------------------------------------------------------------
// The draft every format produces, and the shared finishing step
// ---------------------------------------------------------------------------

/// Where a claim is in the clean text.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Anchor {
    /// An exact span.
    Span(ByteSpan),
    /// A marker at this byte position: the claim is the sentence it closes.
    Marker(usize),
}

/// A reference as the input gives it, before binding.
#[derive(Debug, Clone)]
pub(crate) enum RawRef {
    /// A source id.
    Id { id: String, excerpt: Option<String>, locator: Option<Located> },
    /// A 0-based position in a source list (`None`: position 0 of a 1-based
    /// list, a negative number or one past `usize`, always bad). `raw` is the
    /// pointer as written.
    Pos { index: Option<usize>, raw: String, excerpt: Option<String>, locator: Option<Located> },
    /// Already known to be bad (a provider's index past its own list).
    Bad { raw: String },
    Tool { tool_name: String, audit_id: Option<String>, detail: Option<String> },
}

/// A provider's [`Locator`] with the JSON path of its citation, so that a
/// locator found wrong against the source text (at [`finish`], once the
/// text is bound) names the citation at fault.
#[derive(Debug, Clone)]
pub(crate) struct Located {
    pub locator: Locator,
    pub path: String,
}

impl RawRef {
    pub(crate) fn id(id: impl Into<String>) -> Self {
        RawRef::Id { id: id.into(), excerpt: None, locator: None }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct DraftClaim {
    pub anchor: Anchor,
    pub refs: Vec<RawRef>,
}

/// How positional references bind when no external list is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Positions {
    /// Positions index the carried source list (request JSON with sources).
    Carried,
    /// 1-based markers: placeholder id is the number.
    Numbered,
    /// Anthropic documents: placeholder id is `doc{index}`.
    Documents,
}

#[derive(Debug)]
pub(crate) struct Draft {
    pub format: InputFormat,
    pub text: String,
    pub claims: Vec<DraftClaim>,
    /// Sources the input carries (ids unique; use [`Draft::add_source`]).
    pub sources: Vec<Source>,
    /// The carried list is the whole list: an id it lacks is a bad index.
    pub closed: bool,
    pub positions: Positions,
    /// What the input says about sources cited by position (Anthropic's
    /// `document_title`), keyed by 0-based position.
    pub hints: BTreeMap<usize, Source>,
    pub notes: Vec<String>,
    /// Ids the input gave two different texts (an error at [`finish`]).
    /// With the two texts' openings, for the error to show how they differ.
    pub conflicts: Vec<(String, String, String)>,
}

impl Draft {
    pub(crate) fn new(format: InputFormat, text: String) -> Self {
        Draft {
            format,
            text,
            claims: Vec::new(),
            sources: Vec::new(),
            closed: false,
            positions: Positions::Numbered,
            hints: BTreeMap::new(),
            notes: Vec::new(),
            conflicts: Vec::new(),
        }
    }

    /// Adds a carried source, or fills in the missing fields of the one with
    /// the same id. Two different texts under one id are a conflict: keeping
    /// either would check some claims against a text their citation did not
    /// mean.
    pub(crate) fn add_source(&mut self, s: Source) {
        match self.sources.iter_mut().find(|c| c.id == s.id) {
            Some(c) => {
                if let (Some(a), Some(b)) = (&c.text, &s.text) {
                    if a != b && !self.conflicts.iter().any(|(id, _, _)| *id == s.id) {
                        // A tool output is read as its JSON: "{\"text\": …}"
                        // beside the document's text says why they differ.
                        let opening = |t: &str| {
                            let cut: String = t.chars().take(60).collect();
                            if cut.len() < t.len() { format!("{cut}…") } else { cut }
                        };
                        self.conflicts.push((s.id.clone(), opening(a), opening(b)));
                    }
                }
                fill_missing(c, s);
            }
            None => self.sources.push(s),
        }
    }

    pub(crate) fn claim(&mut self, anchor: Anchor, refs: Vec<RawRef>) {
        self.claims.push(DraftClaim { anchor, refs });
    }
}

fn placeholder_id(p: Positions, index: usize) -> String {
    match p {
        Positions::Documents => format!("doc{index}"),
        _ => (index + 1).to_string(),
    }
}

fn finish(d: Draft, external: Option<Vec<Source>>) -> Result<ParsedAnswer> {
    let Draft { format, text, claims, sources: carried, closed, positions, hints, notes, conflicts } = d;
    if let Some((id, a, b)) = conflicts.first() {
        return Err(Error::invalid(format!("{format}: two sources share the id {id:?} with different texts ({a:?} and {b:?})")));
    }
    if text.trim().is_empty() {
        return Err(Error::invalid(format!("{format}: the answer text is empty")));
    }
    let carried_ids: Vec<String> = carried.iter().map(|s| s.id.clone()).collect();
    let has_external = external.is_some();
    let (mut sources, ext_ids) = match external {
        Some(ext) => merge_with_ids(carried, ext)?,
        None => (carried, Vec::new()),
    };
    // The list positional references index, if one is known.
    let positional: Option<&[String]> = if positions == Positions::Carried {
        Some(&carried_ids)
    } else if has_external {
        Some(&ext_ids)
    } else {
        None
    };
    let known_closed = closed || has_external;

    let sentences = crate::segment::sentences(&text);
    let mut out: Vec<ParsedClaim> = Vec::new();
    let mut index_of: HashMap<ByteSpan, usize> = HashMap::new();
    let mut placeholders: Vec<Source> = Vec::new();
    // Locators bound to a known source, checked against its text below.
    let mut located: Vec<(Located, Option<String>, String)> = Vec::new();
    let mut bound = |source_id: String, excerpt: Option<String>, locator: Option<Located>| {
        if let Some(l) = &locator {
            located.push((l.clone(), excerpt.clone(), source_id.clone()));
        }
        CitationRef::Source { source_id, excerpt, locator: locator.map(|l| l.locator) }
    };

    for c in claims {
        let span = match c.anchor {
            Anchor::Span(s) => s,
            Anchor::Marker(p) => sentence_for_marker(&sentences, p),
        };
        debug_assert!(text.get(span.range()).is_some(), "claim span {span:?} not on char boundaries");
        if let Some(blank) = text.get(span.range()).filter(|t| t.trim().is_empty()) {
            return Err(Error::invalid(format!(
                "{format}: a citation covers no words (bytes {}..{} of the answer: {blank:?}); cite a span with text",
                span.start, span.end
            )));
        }
        if c.refs.is_empty() {
            // Kept, it would be a claim nothing can check, reported as
            // `no_source_text` and left out of `--fail-under`'s count: a
            // citation to nothing would pass every gate.
            let claim: String = text.get(span.range()).unwrap_or_default().chars().take(60).collect();
            return Err(Error::invalid(format!("{format}: a citation names no source (claim {claim:?}); give it a source id, or drop the citation")));
        }
        let mut cites = Vec::with_capacity(c.refs.len());
        for r in c.refs {
            let cite = match r {
                RawRef::Id { id, excerpt, locator } => {
                    if sources.iter().any(|s| s.id == id) {
                        bound(id, excerpt, locator)
                    } else if known_closed {
                        CitationRef::BadIndex { raw: id }
                    } else {
                        if !placeholders.iter().any(|s| s.id == id) {
                            placeholders.push(Source { id: id.clone(), ..Source::default() });
                        }
                        CitationRef::Source { source_id: id, excerpt, locator: locator.map(|l| l.locator) }
                    }
                }
                RawRef::Pos { index, raw, excerpt, locator } => match (index, positional) {
                    (None, _) => CitationRef::BadIndex { raw },
                    (Some(i), Some(list)) => match list.get(i) {
                        Some(id) => {
                            if let (Some(h), Some(s)) = (hints.get(&i), sources.iter_mut().find(|s| &s.id == id)) {
                                fill_missing(s, Source { id: s.id.clone(), ..h.clone() });
                            }
                            bound(id.clone(), excerpt, locator)
                        }
                        None => CitationRef::BadIndex { raw },
                    },
                    (Some(i), None) => {
                        let id = placeholder_id(positions, i);
                        if !sources.iter().any(|s| s.id == id) && !placeholders.iter().any(|s| s.id == id) {
                            let mut s = hints.get(&i).cloned().unwrap_or_default();
                            s.id = id.clone();
                            placeholders.push(s);
                        }
                        CitationRef::Source { source_id: id, excerpt, locator: locator.map(|l| l.locator) }
                    }
                },
                RawRef::Bad { raw } => CitationRef::BadIndex { raw },
                RawRef::Tool { tool_name, audit_id, detail } => CitationRef::ToolLevel { tool_name, audit_id, detail },
            };
            cites.push(cite);
        }
        let k = *index_of.entry(span).or_insert_with(|| {
            out.push(ParsedClaim { span, citations: Vec::new() });
            out.len() - 1
        });
        for cite in cites {
            if !out[k].citations.contains(&cite) {
                out[k].citations.push(cite);
            }
        }
    }
    check_locators(format, &sources, &located)?;
    // Placeholders after the known sources: numbers in numeric order, then
    // the others in order of first citation (the sort is stable).
    placeholders.sort_by_key(|s| s.id.parse::<usize>().map_or((1, 0), |n| (0, n)));
    sources.extend(placeholders);
    out.sort_by_key(|c| (c.span.start, c.span.end));
    Ok(ParsedAnswer { format, answer_clean: text, claims: out, sources, sentences, notes })
}

/// Checks each provider locator against the text of the source it is bound
/// to, when that text is known (`--sources`, or a text the input carries),
/// as every provider's answer offsets are checked against the answer: a
/// character range past the document's end is an error naming the field,
/// and so is one that does not select the citation's `cited_text` (the best
/// guard that the citation and the text are the same document, and the
/// unit was read right). Page and content-block ranges have no counterpart
/// in a plain text, so they are kept unchecked.
fn check_locators(format: InputFormat, sources: &[Source], located: &[(Located, Option<String>, String)]) -> Result<()> {
    let mut offsets: HashMap<&str, Offsets> = HashMap::new();
    for (l, excerpt, id) in located {
        let Locator::Chars { start, end } = l.locator else { continue };
        let Some(text) = sources.iter().find(|s| &s.id == id).and_then(|s| s.text.as_deref()).filter(|t| !t.trim().is_empty()) else {
            continue;
        };
        let o = offsets.entry(id.as_str()).or_insert_with(|| Offsets::new(text, OffsetUnit::Char));
        let byte = |o: &mut Offsets, field: &str, at: usize| {
            o.byte_of(at).map_err(|_| {
                Error::invalid(format!(
                    "{format}: {}: {field} {at} is past the end of the cited document {id:?} ({} code points)",
                    l.path,
                    text.chars().count()
                ))
            })
        };
        let span = ByteSpan::new(byte(o, "start_char_index", start)?, byte(o, "end_char_index", end)?);
        check_echo(text, span, excerpt.as_deref(), &format!("{format}: {} (start_char_index..end_char_index into document {id:?})", l.path), "code points")?;
    }
    Ok(())
}

/// The sentence a marker at byte `p` closes: the sentence containing `p`
/// (`start < p <= end`); else the last sentence ending before `p` (a marker
/// after the period); else the first sentence after `p` (a marker opening the
/// answer); else an empty span at `p`.
fn sentence_for_marker(sentences: &[ByteSpan], p: usize) -> ByteSpan {
    if let Some(s) = sentences.iter().find(|s| s.start < p && p <= s.end) {
        return *s;
    }
    if let Some(s) = sentences.iter().rev().find(|s| s.end <= p) {
        return *s;
    }
    if let Some(s) = sentences.iter().find(|s| s.start >= p) {
        return *s;
    }
    ByteSpan::new(p, p)
}

// ---------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------

/// Removes byte ranges from a text and maps old byte offsets to new ones.
pub(crate) struct Edited {
    pub text: String,
    /// `(old_start, old_end, new_start)` of each removal, sorted.
    cuts: Vec<(usize, usize, usize)>,
}

// `map` is a binary search, so mapping every marker of a long answer stays
// O(m log m), not O(m²).

impl Edited {
    /// `removals` must be sorted, non-overlapping, on char boundaries.
    pub(crate) fn new(src: &str, removals: &[(usize, usize)]) -> Self {
        let mut text = String::with_capacity(src.len());
        let mut cuts = Vec::with_capacity(removals.len());
        let mut last = 0;
        for &(s, e) in removals {
            debug_assert!(s >= last && s <= e, "removals must be sorted and disjoint");
            text.push_str(&src[last..s]);
            cuts.push((s, e, text.len()));
            last = e;
        }
        text.push_str(&src[last..]);
        Edited { text, cuts }
    }

    /// The new offset of old byte `b` (a position inside a removed range maps
    /// to where the range was).
    pub(crate) fn map(&self, b: usize) -> usize {
        // The last removal starting at or before `b`.
        let k = self.cuts.partition_point(|&(s, _, _)| s <= b);
        match k.checked_sub(1).map(|i| self.cuts[i]) {
            None => b,
            Some((_, e, ns)) if b < e => ns,
            // After removal (s, e): new = its new start + what followed it.
            Some((_, e, ns)) => ns + (b - e),
        }
    }

    pub(crate) fn map_span(&self, s: ByteSpan) -> ByteSpan {
        ByteSpan::new(self.map(s.start), self.map(s.end))
    }
}

/// The byte range to remove for a marker at `start..end`: the marker plus
/// the spaces before it on its line (so `"tallest [1]."` becomes
/// `"tallest."`), not past `floor` (the end of the previous removal); a
/// marker that starts its line takes the spaces after it instead (so
/// `"[1] Foo."` becomes `"Foo."`). Line breaks are never removed.
pub(crate) fn marker_removal(text: &str, start: usize, end: usize, floor: usize) -> (usize, usize) {
    let inline_space = |c: char| c.is_whitespace() && c != '\n' && c != '\r';
    let s = floor + text[floor..start].trim_end_matches(inline_space).len();
    if s == 0 || text[..s].ends_with(['\n', '\r']) {
        let after = &text[end..];
        let e = end + (after.len() - after.trim_start_matches(inline_space).len());
        return (s, e);
    }
    (s, end)
}

/// Converts many provider offsets into one text with [`crate::text`], in
/// about one pass: each conversion starts from the nearest offset already
/// converted below it (`text::to_byte` on the suffix), so a stream of a
/// thousand references into a long answer is not quadratic. Errors are
/// re-derived on the whole text, so their message names the real offset.
pub(crate) struct Offsets<'a> {
    text: &'a str,
    unit: OffsetUnit,
    /// Sorted `(offset in unit, byte offset)` pairs known so far.
    known: Vec<(usize, usize)>,
}

impl<'a> Offsets<'a> {
    pub(crate) fn new(text: &'a str, unit: OffsetUnit) -> Self {
        Offsets { text, unit, known: vec![(0, 0)] }
    }

    pub(crate) fn byte_of(&mut self, offset: usize) -> Result<usize> {
        let k = self.known.partition_point(|&(o, _)| o <= offset) - 1;
        let (o0, b0) = self.known[k];
        match crate::text::to_byte(&self.text[b0..], offset - o0, self.unit) {
            Ok(rel) => {
                if o0 != offset {
                    self.known.insert(k + 1, (offset, b0 + rel));
                }
                Ok(b0 + rel)
            }
            Err(_) => crate::text::to_byte(self.text, offset, self.unit),
        }
    }

    /// `[start, end)` in the unit, as a byte span (see [`crate::text::span_from`]).
    pub(crate) fn span(&mut self, start: usize, end: usize) -> Result<ByteSpan> {
        if start > end {
            return crate::text::span_from(self.text, start, end, self.unit);
        }
        Ok(ByteSpan::new(self.byte_of(start)?, self.byte_of(end)?))
    }
}

/// Prefixes an [`Error::InvalidInput`] message with where it happened.
pub(crate) fn at(ctx: impl fmt::Display) -> impl FnOnce(Error) -> Error {
    move |e| match e {
        Error::InvalidInput(m) => Error::InvalidInput(format!("{ctx}: {m}")),
        other => other,
    }
}

/// Parses JSON, naming the input on failure.
pub(crate) fn parse_json(input: &str, what: &str) -> Result<Value> {
    parse_json_strict(input.trim()).map_err(|e| Error::Json { what: what.to_string(), source: e })
}

/// Parses JSON into a [`Value`], rejecting an object that repeats a key:
/// `serde_json::Value` keeps the last one silently, so `{"answer": "a",
/// "answer": "b"}` would be checked as "b" with no word about "a".
pub fn parse_json_strict(input: &str) -> std::result::Result<Value, serde_json::Error> {
    use serde::de::{DeserializeSeed, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
    struct Strict;
    impl<'de> DeserializeSeed<'de> for Strict {
        type Value = Value;
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Value, D::Error> {
            d.deserialize_any(self)
        }
    }
    impl<'de> Visitor<'de> for Strict {
        type Value = Value;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("any JSON value")
        }
        fn visit_bool<E>(self, v: bool) -> std::result::Result<Value, E> {
            Ok(Value::Bool(v))
        }
        fn visit_i64<E>(self, v: i64) -> std::result::Result<Value, E> {
            Ok(Value::from(v))
        }
        fn visit_u64<E>(self, v: u64) -> std::result::Result<Value, E> {
            Ok(Value::from(v))
        }
        fn visit_f64<E>(self, v: f64) -> std::result::Result<Value, E> {
            Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
        }
        fn visit_str<E>(self, v: &str) -> std::result::Result<Value, E> {
            Ok(Value::String(v.to_string()))
        }
        fn visit_string<E>(self, v: String) -> std::result::Result<Value, E> {
            Ok(Value::String(v))
        }
        fn visit_unit<E>(self) -> std::result::Result<Value, E> {
            Ok(Value::Null)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Value, A::Error> {
            let mut out = Vec::new();
            while let Some(v) = seq.next_element_seed(Strict)? {
                out.push(v);
            }
            Ok(Value::Array(out))
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Value, A::Error> {
            let mut out = serde_json::Map::new();
            while let Some(k) = map.next_key::<String>()? {
                if out.contains_key(&k) {
                    return Err(A::Error::custom(format!("duplicate key `{k}`")));
                }
                let v = map.next_value_seed(Strict)?;
                out.insert(k, v);
            }
            Ok(Value::Object(out))
        }
    }
    let mut de = serde_json::Deserializer::from_str(input);
    let v = Strict.deserialize(&mut de)?;
    de.end()?;
    Ok(v)
}

/// A JSON value with its path, for error messages that name the field.
#[derive(Clone)]
pub(crate) struct J<'a> {
    pub v: &'a Value,
    pub path: String,
}

impl<'a> J<'a> {
    pub(crate) fn root(v: &'a Value, what: &str) -> Self {
        J { v, path: what.to_string() }
    }

    fn child(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else if self.path.ends_with(':') {
            format!("{} {key}", self.path)
        } else {
            format!("{}.{key}", self.path)
        }
    }

    pub(crate) fn err(&self, expected: &str) -> Error {
        let found = match self.v {
            Value::Null => "null".to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => {
                let short: String = s.chars().take(40).collect();
                format!("the string {short:?}")
            }
            Value::Array(_) => "an array".to_string(),
            Value::Object(_) => "an object".to_string(),
        };
        Error::invalid(format!("{}: expected {expected}, found {found}", self.path))
    }

    pub(crate) fn obj(&self) -> Result<&'a serde_json::Map<String, Value>> {
        self.v.as_object().ok_or_else(|| self.err("an object"))
    }

    /// The member `key` (absent or null → `None`).
    pub(crate) fn get(&self, key: &str) -> Option<J<'a>> {
        match self.v.get(key) {
            None | Some(Value::Null) => None,
            Some(v) => Some(J { v, path: self.child(key) }),
        }
    }

    /// The first present member among `keys` (camelCase / snake_case twins).
    pub(crate) fn get_any(&self, keys: &[&str]) -> Option<J<'a>> {
        keys.iter().find_map(|k| self.get(k))
    }

    pub(crate) fn req(&self, key: &str) -> Result<J<'a>> {
        self.obj()?;
        self.get(key).ok_or_else(|| Error::invalid(format!("{}: missing", self.child(key))))
    }

    /// The member `key`, null kept (absent → error): for a field the format
    /// requires, where null is as wrong as a number and must say so.
    pub(crate) fn req_value(&self, key: &str) -> Result<J<'a>> {
        let o = self.obj()?;
        let v = o.get(key).ok_or_else(|| Error::invalid(format!("{}: missing", self.child(key))))?;
        Ok(J { v, path: self.child(key) })
    }

    pub(crate) fn req_any(&self, keys: &[&str]) -> Result<J<'a>> {
        self.obj()?;
        self.get_any(keys).ok_or_else(|| Error::invalid(format!("{}: missing", self.child(keys[0]))))
    }

    pub(crate) fn str(&self) -> Result<&'a str> {
        self.v.as_str().ok_or_else(|| self.err("a string"))
    }

    pub(crate) fn usize(&self) -> Result<usize> {
        self.v
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| self.err("a non-negative integer"))
    }

    pub(crate) fn arr(&self) -> Result<Vec<J<'a>>> {
        let a = self.v.as_array().ok_or_else(|| self.err("an array"))?;
        Ok(a.iter().enumerate().map(|(i, v)| J { v, path: format!("{}[{i}]", self.path) }).collect())
    }

    /// `key` as an optional string (present but not a string → error).
    pub(crate) fn opt_str(&self, key: &str) -> Result<Option<&'a str>> {
        self.get(key).map(|j| j.str()).transpose()
    }

    pub(crate) fn opt_str_any(&self, keys: &[&str]) -> Result<Option<&'a str>> {
        self.get_any(keys).map(|j| j.str()).transpose()
    }

    /// `key` as an optional array (absent → empty).
    pub(crate) fn opt_arr(&self, key: &str) -> Result<Vec<J<'a>>> {
        self.get(key).map(|j| j.arr()).transpose().map(Option::unwrap_or_default)
    }

    pub(crate) fn opt_arr_any(&self, keys: &[&str]) -> Result<Vec<J<'a>>> {
        self.get_any(keys).map(|j| j.arr()).transpose().map(Option::unwrap_or_default)
    }

    pub(crate) fn type_str(&self) -> Option<&'a str> {
        self.v.get("type").and_then(Value::as_str)
    }
}

/// Trims whitespace off a span of `text`.
pub(crate) fn trim_span(text: &str, s: ByteSpan) -> ByteSpan {
    let piece = &text[s.range()];
    let lead = piece.len() - piece.trim_start().len();
    let trimmed = piece.trim();
    if trimmed.is_empty() {
        return s;
    }
    ByteSpan::new(s.start + lead, s.start + lead + trimmed.len())
}

/// Checks that a provider's echo of the cited text matches the span read
/// from its offsets (the best guard that the unit was read right).
pub(crate) fn check_echo(text: &str, span: ByteSpan, echo: Option<&str>, ctx: &str, unit: &str) -> Result<()> {
    if let Some(echo) = echo {
        let got = &text[span.range()];
        if got != echo && got.trim() != echo.trim() {
            return Err(Error::invalid(format!(
                "{ctx}: the offsets select {got:?} but the citation's text is {echo:?} (offsets are read as {unit})"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edited_maps_offsets() {
        let e = Edited::new("ab[1]cd[2]", &[(2, 5), (7, 10)]);
        assert_eq!(e.text, "abcd");
        assert_eq!(e.map(0), 0);
        assert_eq!(e.map(3), 2);
        assert_eq!(e.map(5), 2);
        assert_eq!(e.map(6), 3);
        assert_eq!(e.map(10), 4);
    }

    #[test]
    fn offsets_match_crate_text() {
        let t = "Zoë 東京 😀 ok 🧑\u{200d}💻!";
        for unit in [OffsetUnit::Char, OffsetUnit::Utf16, OffsetUnit::Byte] {
            let mut o = Offsets::new(t, unit);
            // descending, ascending and repeated orders
            for off in (0..40).rev().chain(0..40).chain([7, 3, 7]) {
                let want = crate::text::to_byte(t, off, unit);
                let got = o.byte_of(off);
                match (want, got) {
                    (Ok(a), Ok(b)) => assert_eq!(a, b, "{unit:?} {off}"),
                    (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
                    (a, b) => panic!("{unit:?} {off}: {a:?} vs {b:?}"),
                }
            }
            assert!(o.span(3, 2).is_err());
        }
    }

    #[test]
    fn marker_removal_spaces() {
        let t = "a [1]. [2] b\n[3] c [4]";
        assert_eq!(marker_removal(t, 2, 5, 0), (1, 5));
        assert_eq!(marker_removal(t, 7, 10, 6), (6, 10));
        assert_eq!(marker_removal(t, 13, 16, 12), (13, 17)); // line start: trailing space goes
        assert_eq!(marker_removal("[1] x", 0, 3, 0), (0, 4));
    }

    #[test]
    fn marker_sentence_rules() {
        let s = [ByteSpan::new(0, 4), ByteSpan::new(5, 9)];
        assert_eq!(sentence_for_marker(&s, 4), s[0]);
        assert_eq!(sentence_for_marker(&s, 5), s[0]);
        assert_eq!(sentence_for_marker(&s, 7), s[1]);
        assert_eq!(sentence_for_marker(&s, 9), s[1]);
        assert_eq!(sentence_for_marker(&[], 0), ByteSpan::new(0, 0));
        assert_eq!(sentence_for_marker(&[ByteSpan::new(2, 4)], 0), ByteSpan::new(2, 4));
    }

    #[test]
    fn url_keys_ignore_tracking_fragment_slash_and_host_case() {
        let k = url_key("https://nvidianews.nvidia.com/bios/jensen-huang?utm_source=openai");
        assert_eq!(k, "https://nvidianews.nvidia.com/bios/jensen-huang");
        for same in ["HTTPS://NvidiaNews.NVIDIA.com/bios/jensen-huang/", "https://nvidianews.nvidia.com/bios/jensen-huang#x", " https://nvidianews.nvidia.com/bios/jensen-huang/?UTM_medium=a&utm_campaign=b "] {
            assert_eq!(url_key(same), k, "{same}");
        }
        assert_eq!(url_key("https://x.example/a?id=3&utm_source=openai&b=1"), "https://x.example/a?id=3&b=1");
        assert_ne!(url_key("https://x.example/A"), url_key("https://x.example/a"));
        assert_ne!(url_key("https://x.example/a?id=3"), url_key("https://x.example/a?id=4"));
        assert_eq!(url_key("not a url/"), "not a url/");
    }

    #[test]
    fn format_names_round_trip() {
        for f in InputFormat::ALL {
            assert_eq!(f.name().parse::<InputFormat>().unwrap(), f);
            assert_eq!(serde_json::to_value(f).unwrap(), Value::String(f.name().into()));
        }
        assert_eq!("Bigdata-SSE".parse::<InputFormat>().unwrap(), InputFormat::BigdataSse);
        assert!("xml".parse::<InputFormat>().unwrap_err().to_string().contains("inline_cite"));
    }
}
