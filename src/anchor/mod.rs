//! Anchor selection: from NLI-scored candidate spans to the citation a user reads.
//!
//! The output types follow Bahith's sentence-level citation schema
//! (../shared/seeds/bahith-sentence-level-citations.md) field for field:
//! `id, cited_text, start_offset, end_offset, verified, supporting_quote,
//! source_anchor{quote, source_start_offset, source_end_offset, score},
//! source{title, url, snippet, authors, venue, year, source_type}`. Offsets in
//! the JSON are Unicode code points (Python `str` indices); the library keeps
//! byte spans internally and converts only here.

pub mod antonyms;
pub mod attribution;
pub mod atoms;
pub mod comparison;
pub mod features;
pub mod guards;
pub mod quotes;
pub mod scoring;
pub mod support;

use crate::entail::{NliLabel, NliProbs};
use crate::source::Source;
use crate::text::{ByteSpan, CharIndex};
use serde::{Deserialize, Serialize};

/// The exact supporting text located inside a source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SourceAnchor {
    /// `source_text[source_start_offset..source_end_offset]`, verbatim.
    pub quote: String,
    /// Code-point offsets into the source text.
    pub source_start_offset: usize,
    pub source_end_offset: usize,
    /// Calibrated probability that the claim is supported, in [0, 1].
    pub score: f32,
    /// The source these offsets index, on every anchor of a claim whose
    /// support is split across the sources it cites
    /// ([`crate::Engine::anchor_pooled`] quotes sentences of several, its
    /// atoms' anchors included); absent otherwise, where it is the
    /// citation's own `source_id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_id: Option<String>,
}

/// Source metadata, as Bahith's `SourceInfo`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SourceInfo {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub snippet: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authors: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub venue: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub year: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_type: Option<String>,
}

impl From<&Source> for SourceInfo {
    fn from(s: &Source) -> Self {
        SourceInfo {
            title: s.title.clone(),
            url: s.url.clone(),
            snippet: s.snippet.clone(),
            authors: s.authors.clone(),
            venue: s.venue.clone(),
            year: s.year,
            source_type: s.source_type.clone(),
        }
    }
}

/// One claim anchored against one source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Citation {
    /// Stable id: `S_` + 8 hex digits of a hash of the claim span and source id.
    pub id: String,
    /// The claim, verbatim from the answer.
    pub cited_text: String,
    /// Code-point offsets of `cited_text` in the answer (`answer_clean`).
    pub start_offset: usize,
    pub end_offset: usize,
    /// True when the support score clears the threshold and no guard objects.
    pub verified: bool,
    /// Mirror of `source_anchor.quote`.
    pub supporting_quote: Option<String>,
    /// The single best supporting span; `null` when nothing clears the threshold.
    pub source_anchor: Option<SourceAnchor>,
    /// Every span that together supports the claim (one or more sentences,
    /// adjacent or not), best first; empty when unverified.
    pub source_anchors: Vec<SourceAnchor>,
    /// Where the source says the opposite, when `label` is `contradicted`:
    /// the sentence a guard found stating another number, polarity or name,
    /// or the one NLI judged contradictory. Its `score` is the claim's
    /// calibrated support score, as in every anchor (NLI's contradiction
    /// probability is `contradiction` above). Absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contradicting_anchor: Option<SourceAnchor>,
    pub source: SourceInfo,
    /// Id of the source this citation was anchored against.
    pub source_id: String,
    /// The verdict, in NLI's words: `entailed` exactly when `verified`
    /// (the calibrated score, the guards and the atoms all agree; the NLI
    /// model alone may well say `neutral`, see `entailment` below);
    /// `contradicted` when a guard found the source stating the opposite, or
    /// the best candidate's contradiction probability is over 0.5 and over
    /// its entailment; otherwise `neutral`.
    pub label: NliLabel,
    /// Raw NLI probabilities of the best candidate span (one signal of the
    /// score, not the verdict).
    pub entailment: f32,
    pub neutral: f32,
    pub contradiction: f32,
    /// Calibrated support score of the claim against this source (also inside `source_anchor`).
    pub score: f32,
    /// Guards that objected (e.g. `number_mismatch`, `negation_mismatch`), empty when none did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guards: Vec<String>,
    /// Per-atom results when the claim was split into atoms.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub atoms: Vec<AtomResult>,
}

impl Citation {
    /// The sources the supporting quotes lie in, distinct, best first: the
    /// citation's own `source_id`, unless its support was found across
    /// several cited sources read together (each anchor then names its own).
    pub fn quoted_source_ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        for a in self.source_anchor.iter().chain(&self.source_anchors) {
            let id = a.source_id.as_deref().unwrap_or(&self.source_id);
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        if ids.is_empty() {
            ids.push(&self.source_id);
        }
        ids
    }
}

/// The outcome for one atom of a compound claim.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AtomResult {
    pub text: String,
    pub verified: bool,
    pub score: f32,
    pub source_anchor: Option<SourceAnchor>,
}

/// A scored candidate span of a source (one sentence or a window of several).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// Byte span into the source text.
    pub span: ByteSpan,
    /// Indices of the sentences it covers.
    pub sentences: Vec<usize>,
    pub nli: NliProbs,
    /// Bi-encoder cosine similarity to the claim (max over its sentences), when computed.
    pub dense: Option<f32>,
    /// Share of the claim's content words present in the span.
    pub lexical: f32,
}

/// Makes a [`SourceAnchor`] for a byte span of `text`.
pub fn make_anchor(text: &str, index: &CharIndex, span: ByteSpan, score: f32) -> SourceAnchor {
    SourceAnchor {
        quote: text[span.range()].to_string(),
        source_start_offset: index.char_of(span.start).unwrap_or(0),
        source_end_offset: index.char_of(span.end).unwrap_or(0),
        score,
        source_id: None,
    }
}

/// `S_` + 8 hex digits of FNV-1a over the parts: stable across runs and platforms.
pub fn citation_id(parts: &[&str]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0xff)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("S_{:08x}", h as u32 ^ (h >> 32) as u32)
}
