//! A source document as the user or the provider gives it.

use serde::{Deserialize, Serialize};

/// One source a claim may cite. Field names follow Bahith's `SourceInfo`.
///
/// `text` is `None` when an input format names a source (a URL, a title)
/// without giving its text; such a source cannot be anchored against and the
/// claim is reported as `no_source_text` rather than silently skipped.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Source {
    /// A string, or an integer read as its digits (`"id": 7` is "7"), as a
    /// sources file's ids are: a request and a sources file read one id
    /// alike (a review found the one an error and the other accepted).
    #[serde(deserialize_with = "string_or_integer")]
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

fn string_or_integer<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Id {
        Text(String),
        Integer(i64),
        Unsigned(u64),
    }
    match Id::deserialize(d) {
        Ok(Id::Text(s)) => Ok(s),
        Ok(Id::Integer(n)) => Ok(n.to_string()),
        Ok(Id::Unsigned(n)) => Ok(n.to_string()),
        Err(_) => Err(serde::de::Error::custom("a source id must be a string or an integer")),
    }
}
