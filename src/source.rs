//! A source document as the user or the provider gives it.

use serde::{Deserialize, Serialize};

/// One source a claim may cite. Field names follow Bahith's `SourceInfo`.
///
/// `text` is `None` when an input format names a source (a URL, a title)
/// without giving its text; such a source cannot be anchored against and the
/// claim is reported as `no_source_text` rather than silently skipped.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Source {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub snippet: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authors: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub venue: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub year: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_type: Option<String>,
    /// Publisher or site name, for `Source name - YYYY-MM-DD` footnotes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Publication date, ISO `YYYY-MM-DD` (or longer ISO timestamp).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}
