//! Verifying a whole answer: every cited claim anchored, every sentence
//! accounted for, and the figures a CI gate reads.
//!
//! Statuses extend the level-one checker of the provider-formats survey:
//! per answer sentence `uncited`; per claim `bad_index`, `supported`,
//! `unsupported`, `contradicted`, `tool_level`, `no_source_text`.
//! `verified_fraction` = supported / counted claims: the checkable ones
//! (supported, unsupported, contradicted) plus the `bad_index` ones, whose
//! citation points to no source: a broken citation is not a verified one,
//! so it cannot lift a `--fail-under` gate by dropping out of the count.
//! `no_source_text` and `tool_level` claims are not counted (the input gave
//! nothing to check them against; they are reported as unchecked). An
//! answer with nothing counted scores 0, never 1.

use crate::anchor::{citation_id, Citation, SourceAnchor, SourceInfo};
use crate::engine::Assessment;
use crate::entail::NliLabel;
use crate::error::{Error, Result};
use crate::formats::{url_key, CitationRef, ParsedAnswer};
use crate::segment::is_blank_text;
use crate::source::Source;
use crate::text::{ByteSpan, CharIndex};
use crate::Engine;
use rayon::prelude::*;
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;

/// What became of one cited claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimStatus {
    Supported,
    Unsupported,
    Contradicted,
    /// Points past the source list or to an unknown id.
    BadIndex,
    /// Grounded in a whole tool result (Bigdata `source: null`): reported, not anchored.
    ToolLevel,
    /// The cited sources carry neither text nor a verbatim excerpt.
    NoSourceText,
}

impl ClaimStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ClaimStatus::Supported => "supported",
            ClaimStatus::Unsupported => "unsupported",
            ClaimStatus::Contradicted => "contradicted",
            ClaimStatus::BadIndex => "bad_index",
            ClaimStatus::ToolLevel => "tool_level",
            ClaimStatus::NoSourceText => "no_source_text",
        }
    }

    /// Whether the claim could be checked against source text.
    pub fn is_checkable(self) -> bool {
        matches!(self, ClaimStatus::Supported | ClaimStatus::Unsupported | ClaimStatus::Contradicted)
    }

    /// Whether the claim counts in `verified_fraction`: checkable, or
    /// citing no known source (`bad_index`, which counts as not verified).
    pub fn is_counted(self) -> bool {
        self.is_checkable() || self == ClaimStatus::BadIndex
    }
}

/// One claim of the answer with its verdict: the engine's citation for the
/// best cited source plus the status, and where the claim points.
///
/// Its JSON is one flat Bahith citation object per claim (see the
/// `Serialize` impl), so a reader of `research.completed` finds
/// `c["source"]["title"]`, `c["start_offset"]`, `c["verified"]` on every
/// entry; the Rust fields stay split because the renderers need to tell an
/// anchored claim from one that never reached the engine.
#[derive(Debug, Clone)]
pub struct ClaimReport {
    pub status: ClaimStatus,
    /// The claim text and its code-point offsets in `answer_clean`.
    pub cited_text: String,
    pub start_offset: usize,
    pub end_offset: usize,
    /// Every source id the claim cites (valid ones).
    pub source_ids: Vec<String>,
    /// The engine's citation against the best cited source (for a
    /// `contradicted` claim, against the source that contradicts it); absent
    /// when nothing could be anchored.
    pub citation: Option<Citation>,
    /// The first cited source the answer holds: the entry's `source` when
    /// no citation was anchored (`no_source_text`, a `bad_index` beside a
    /// known source), so a reader can still name what the claim points to.
    /// `None` only when the claim cites no known source.
    pub source: Option<SourceInfo>,
    /// "source_text" or "excerpt" (the provider's verbatim cited text, when no full text was given).
    pub anchored_against: Option<&'static str>,
    /// Raw pointers that matched no source.
    pub bad_refs: Vec<String>,
    /// Tool-level references (tool name, audit id, detail).
    pub tool_refs: Vec<ToolRef>,
    /// Every source the claim was checked against, with all scored candidates (for audits).
    pub assessments: Vec<Assessment>,
}

impl ClaimReport {
    /// The citation id: the engine's when a citation was anchored, else the
    /// same hash over the claim span, its text and what it cites, so the id
    /// of a claim is stable across runs and, for a claim citing one known
    /// source, is the id the engine would give it once that source has text.
    pub fn id(&self) -> String {
        if let Some(c) = &self.citation {
            return c.id.clone();
        }
        let (start, end) = (self.start_offset.to_string(), self.end_offset.to_string());
        let mut parts: Vec<&str> = vec![&start, &end, &self.cited_text];
        parts.extend(self.source_ids.iter().map(String::as_str));
        parts.extend(self.bad_refs.iter().filter(|r| !self.source_ids.contains(r)).map(String::as_str));
        parts.extend(self.tool_refs.iter().map(|t| t.audit_id.as_deref().unwrap_or(&t.tool_name)));
        citation_id(&parts)
    }
}

/// The Bahith fields of a claim no citation was anchored for: unverified,
/// with no anchor, rather than missing the keys a Bahith reader indexes.
#[derive(Serialize)]
struct Unanchored<'a> {
    id: String,
    cited_text: &'a str,
    start_offset: usize,
    end_offset: usize,
    verified: bool,
    supporting_quote: Option<&'a str>,
    source_anchor: Option<&'a SourceAnchor>,
    source_anchors: &'a [SourceAnchor],
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<&'a SourceInfo>,
}

/// A claim's JSON: `status`, the Bahith citation's own fields, then
/// anchorage's extras. `flatten` streams the citation's fields into the
/// entry instead of going through a `serde_json::Value`, which would widen
/// every f32 score to f64 (0.9939166 printed as 0.9939166307449341).
#[derive(Serialize)]
struct ClaimJson<'a, C: Serialize> {
    status: ClaimStatus,
    #[serde(flatten)]
    citation: C,
    source_ids: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    anchored_against: Option<&'static str>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    bad_refs: &'a [String],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    tool_refs: &'a [ToolRef],
}

impl Serialize for ClaimReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let (status, source_ids, anchored_against, bad_refs, tool_refs) =
            (self.status, self.source_ids.as_slice(), self.anchored_against, self.bad_refs.as_slice(), self.tool_refs.as_slice());
        match &self.citation {
            Some(citation) => ClaimJson { status, citation, source_ids, anchored_against, bad_refs, tool_refs }.serialize(serializer),
            None => {
                let citation = Unanchored {
                    id: self.id(),
                    cited_text: &self.cited_text,
                    start_offset: self.start_offset,
                    end_offset: self.end_offset,
                    verified: false,
                    supporting_quote: None,
                    source_anchor: None,
                    source_anchors: &[],
                    source: self.source.as_ref(),
                };
                ClaimJson { status, citation, source_ids, anchored_against, bad_refs, tool_refs }.serialize(serializer)
            }
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct ToolRef {
    pub tool_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audit_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// A sentence of the answer that carries no citation.
#[derive(Debug, Clone, Serialize)]
pub struct UncitedSentence {
    pub text: String,
    pub start_offset: usize,
    pub end_offset: usize,
}

/// One entry of the deduplicated bibliography, in first-cited order.
#[derive(Debug, Clone, Serialize)]
pub struct SourceSummary {
    /// Footnote number, from 1.
    pub number: usize,
    pub id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Claims citing this source, and how many of them it supports.
    pub claims: usize,
    pub supported: usize,
    /// Other source ids merged into this entry (url variants of one page).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub merged_ids: Vec<String>,
}

/// The figures a gate reads.
#[derive(Debug, Clone, Serialize)]
pub struct Figures {
    /// The whole answer holds, as the provider-formats survey's level-one
    /// checker has it: there is a claim, every answer sentence cites
    /// something, and every claim is supported (one that could not be
    /// checked, `tool_level` or `no_source_text`, is not) with no marker
    /// past the source list: the checker calls a sentence citing `[1, 3]`
    /// of two sources `bad_index`, though verify still checks its `[1]`.
    pub ok: bool,
    /// Share of answer sentences carrying a citation.
    pub coverage: f64,
    /// Supported claims / counted claims (0 when none is counted).
    pub verified_fraction: f64,
    pub sentences: usize,
    pub claims: usize,
    /// Claims checked against source text or an excerpt.
    pub checkable_claims: usize,
    /// The denominator of `verified_fraction`: checkable claims plus the
    /// `bad_index` ones (citing no known source: not verified).
    pub counted_claims: usize,
    /// Claims that could not be checked: `bad_index`, `no_source_text`, `tool_level`.
    pub unchecked_claims: usize,
    /// Count per status, `uncited` (sentences) included.
    pub counts: BTreeMap<String, usize>,
    pub sources_cited: usize,
    pub sources_considered: usize,
}

/// The whole report: Bahith's `research.completed` shape plus figures.
#[derive(Debug, Clone, Serialize)]
pub struct VerifyReport {
    pub format: String,
    pub answer_clean: String,
    pub citations: Vec<ClaimReport>,
    pub sources_summary: Vec<SourceSummary>,
    pub uncited: Vec<UncitedSentence>,
    pub figures: Figures,
    /// Things in the input deliberately not treated as claims.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// Verifies every claim of a parsed answer (claims in parallel).
///
/// # Errors
/// An answer over `max_text_bytes`; engine failures (a claim's own bad input is
/// a status, not an error).
pub fn verify(engine: &Engine, parsed: &ParsedAnswer) -> Result<VerifyReport> {
    // Every claim is checked, so an answer is held to the limit of any text.
    engine.check_text("the answer", &parsed.answer_clean)?;
    let chars = CharIndex::new(&parsed.answer_clean);
    let co = |b: usize| chars.char_of(b).unwrap_or(0);
    let claims: Vec<ClaimReport> = parsed
        .claims
        .par_iter()
        .map(|claim| verify_claim(engine, parsed, claim.span, &claim.citations, &co))
        .collect::<Result<_>>()?;
    let uncited: Vec<UncitedSentence> = parsed
        .uncited_sentences()
        .into_iter()
        .map(|s| UncitedSentence { text: s.get(&parsed.answer_clean).unwrap_or_default().to_string(), start_offset: co(s.start), end_offset: co(s.end) })
        .collect();
    let sentences = parsed.sentences.len();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for c in &claims {
        *counts.entry(c.status.as_str().to_string()).or_default() += 1;
    }
    counts.insert("uncited".into(), uncited.len());
    let checkable = claims.iter().filter(|c| c.status.is_checkable()).count();
    let counted = claims.iter().filter(|c| c.status.is_counted()).count();
    let supported = claims.iter().filter(|c| c.status == ClaimStatus::Supported).count();
    let sources_summary = summarize_sources(parsed, &claims);
    let figures = Figures {
        ok: !claims.is_empty() && uncited.is_empty() && supported == claims.len() && claims.iter().all(|c| c.bad_refs.is_empty()),
        coverage: if sentences == 0 { 0.0 } else { (sentences - uncited.len().min(sentences)) as f64 / sentences as f64 },
        verified_fraction: if counted == 0 { 0.0 } else { supported as f64 / counted as f64 },
        sentences,
        claims: claims.len(),
        checkable_claims: checkable,
        counted_claims: counted,
        unchecked_claims: claims.len() - checkable,
        counts,
        sources_cited: sources_summary.iter().map(|s| 1 + s.merged_ids.len()).sum(),
        sources_considered: parsed.sources.len(),
    };
    Ok(VerifyReport {
        format: parsed.format.name().to_string(),
        answer_clean: parsed.answer_clean.clone(),
        citations: claims,
        sources_summary,
        uncited,
        figures,
        notes: parsed.notes.clone(),
    })
}

fn verify_claim(engine: &Engine, parsed: &ParsedAnswer, span: ByteSpan, refs: &[CitationRef], co: &dyn Fn(usize) -> usize) -> Result<ClaimReport> {
    let cited_text = span
        .get(&parsed.answer_clean)
        .ok_or_else(|| Error::invalid(format!("claim span {}..{} is outside the answer", span.start, span.end)))?;
    let mut report = ClaimReport {
        status: ClaimStatus::NoSourceText,
        cited_text: cited_text.to_string(),
        start_offset: co(span.start),
        end_offset: co(span.end),
        source_ids: Vec::new(),
        citation: None,
        source: None,
        anchored_against: None,
        bad_refs: Vec::new(),
        tool_refs: Vec::new(),
        assessments: Vec::new(),
    };
    let mut with_text: Vec<Source> = Vec::new();
    let mut excerpt_only: Vec<Source> = Vec::new();
    for r in refs {
        match r {
            CitationRef::Source { source_id, excerpt, .. } => {
                if report.source_ids.contains(source_id) {
                    continue;
                }
                report.source_ids.push(source_id.clone());
                let Some(src) = parsed.source(source_id) else {
                    report.bad_refs.push(source_id.clone());
                    continue;
                };
                if report.source.is_none() {
                    report.source = Some(SourceInfo::from(src));
                }
                if src.text.as_deref().is_some_and(|t| !is_blank_text(t)) {
                    with_text.push(src.clone());
                } else if let Some(ex) = excerpt.as_deref().filter(|e| !is_blank_text(e)) {
                    excerpt_only.push(Source { text: Some(ex.to_string()), ..src.clone() });
                }
            }
            CitationRef::BadIndex { raw } => report.bad_refs.push(raw.clone()),
            CitationRef::ToolLevel { tool_name, audit_id, detail } => {
                report.tool_refs.push(ToolRef { tool_name: tool_name.clone(), audit_id: audit_id.clone(), detail: detail.clone() })
            }
        }
    }
    // A bad reference beside good ones is reported (`bad_refs`) without
    // hiding the good ones: they are still checked, and the claim is
    // `bad_index` only when nothing it cites can be.
    if !report.bad_refs.is_empty() && with_text.is_empty() && excerpt_only.is_empty() {
        report.status = ClaimStatus::BadIndex;
        return Ok(report);
    }
    let (sources, against) = if !with_text.is_empty() {
        (with_text, "source_text")
    } else if !excerpt_only.is_empty() {
        (excerpt_only, "excerpt")
    } else {
        report.status = if report.source_ids.is_empty() && !report.tool_refs.is_empty() { ClaimStatus::ToolLevel } else { ClaimStatus::NoSourceText };
        return Ok(report);
    };
    if report.cited_text.trim().is_empty() {
        report.status = ClaimStatus::Unsupported;
        return Ok(report);
    }
    let refs: Vec<&Source> = sources.iter().collect();
    let assessments = engine.anchor_in_answer(&parsed.answer_clean, span, &refs)?;
    let best = assessments[0].citation.clone();
    let contradicting = assessments.iter().find(|a| a.citation.label == NliLabel::Contradicted);
    // A contradicted claim reports the citation of the source that
    // contradicts it (with its `contradicting_anchor`), not the best-scored one.
    let (status, citation) = match contradicting {
        _ if best.verified => (ClaimStatus::Supported, best),
        Some(a) => (ClaimStatus::Contradicted, a.citation.clone()),
        None => (ClaimStatus::Unsupported, best),
    };
    report.status = status;
    report.citation = Some(citation);
    report.anchored_against = Some(against);
    report.assessments = assessments;
    // A claim citing several sources may be supported by them together
    // though by none alone (each says one half); its quotes then name the
    // source each lies in. A contradiction by any one source stands.
    if report.status == ClaimStatus::Unsupported {
        if let Some(pooled) = engine.anchor_pooled(&parsed.answer_clean, span, &refs)? {
            report.status = ClaimStatus::Supported;
            report.citation = Some(pooled.citation.clone());
            report.assessments.push(pooled);
        }
    }
    Ok(report)
}

/// Cited sources, deduplicated, in first-cited order. The key is the source
/// id, as Bigdata's grounding docs have it (`source.id`, else `url`, else
/// `hd`: a source whose id is its headline already merges by id). Headlines
/// alone never merge: unrelated documents share titles. Urls (as
/// [`url_key`]: tracking parameters, fragment and trailing `/` aside) merge
/// only where one of the two ids is that url, i.e. the parser derived it
/// from the url, so an OpenAI `?utm_source=openai` variant joins its page,
/// while two documents with their own ids that link the same page stay two,
/// in either citing order (a url id joins the first entry of its page; an
/// own id joins an entry only while that holds url ids alone).
/// A claim counts once per entry, however many of its ids the entry merged.
fn summarize_sources(parsed: &ParsedAnswer, claims: &[ClaimReport]) -> Vec<SourceSummary> {
    let mut out: Vec<SourceSummary> = Vec::new();
    for c in claims {
        // Entries this claim already counted in `claims` / `supported`.
        let (mut counted, mut supported_in): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
        for id in &c.source_ids {
            let Some(src) = parsed.source(id) else { continue };
            let supported = c.status == ClaimStatus::Supported && c.citation.as_ref().is_some_and(|x| x.quoted_source_ids().contains(&id.as_str()));
            // An entry of url ids alone takes a document with an id of its
            // own; one that holds such a document takes only url ids, so
            // two own ids never meet in one entry, whichever is cited first.
            let same_url = |s: &SourceSummary| {
                src.url.as_deref().zip(s.url.as_deref()).is_some_and(|(a, b)| {
                    let key = url_key(a);
                    key == url_key(b) && (url_key(id) == key || std::iter::once(&s.id).chain(&s.merged_ids).all(|x| url_key(x) == key))
                })
            };
            let i = match out.iter().position(|s| s.id == *id || s.merged_ids.contains(id) || same_url(s)) {
                Some(i) => {
                    let s = &mut out[i];
                    if s.id != *id && !s.merged_ids.contains(id) {
                        s.merged_ids.push(id.clone());
                    }
                    i
                }
                None => {
                    out.push(SourceSummary {
                        number: out.len() + 1,
                        id: id.clone(),
                        title: src.title.clone(),
                        url: src.url.clone(),
                        name: src.name.clone(),
                        date: src.date.clone(),
                        claims: 0,
                        supported: 0,
                        merged_ids: Vec::new(),
                    });
                    out.len() - 1
                }
            };
            if !counted.contains(&i) {
                counted.push(i);
                out[i].claims += 1;
            }
            if supported && !supported_in.contains(&i) {
                supported_in.push(i);
                out[i].supported += 1;
            }
        }
    }
    out
}
