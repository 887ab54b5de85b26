//! Offsets and their units.
//!
//! Inside the library every span is a half-open byte range into the original
//! text (cheap, and what `str` slicing uses). Users and providers count in
//! other units: Bahith's JSON, Python-served APIs (OpenAI, Cohere, Bigdata)
//! count Unicode code points, Gemini counts UTF-8 bytes, JavaScript strings
//! count UTF-16 code units (see each file in `formats/` for the evidence). All
//! conversions live here and are exact: an offset that falls inside a
//! character, or past the end, is an error naming the offset, never a panic.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// The unit an external offset is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OffsetUnit {
    /// UTF-8 bytes (Rust `str` indices).
    Byte,
    /// Unicode scalar values (Python `str` indices; Bahith's `*_offset`).
    Char,
    /// UTF-16 code units (JavaScript string indices).
    Utf16,
}

/// A half-open byte range into a text. `start <= end` always holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ByteSpan {
    pub start: usize,
    pub end: usize,
}

impl ByteSpan {
    /// # Panics
    /// When `start > end` (a programmer error, not an input error).
    pub fn new(start: usize, end: usize) -> Self {
        assert!(start <= end, "ByteSpan start {start} > end {end}");
        ByteSpan { start, end }
    }
    pub fn range(self) -> Range<usize> {
        self.start..self.end
    }
    pub fn len(self) -> usize {
        self.end - self.start
    }
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
    /// The slice of `text` this span covers, or `None` if it is out of range
    /// or not on character boundaries.
    pub fn get(self, text: &str) -> Option<&str> {
        text.get(self.range())
    }
    pub fn intersects(self, other: ByteSpan) -> bool {
        self.start < other.end && other.start < self.end
    }
    /// `other` lies wholly inside this span.
    pub fn contains(self, other: ByteSpan) -> bool {
        self.start <= other.start && other.end <= self.end
    }
}

/// Converts one offset counted in `unit` into a byte offset of `text`.
///
/// # Errors
/// When the offset is past the end of the text or falls inside a character
/// (for UTF-16: between the two halves of a surrogate pair).
pub fn to_byte(text: &str, offset: usize, unit: OffsetUnit) -> Result<usize> {
    match unit {
        OffsetUnit::Byte => {
            if offset > text.len() {
                Err(Error::invalid(format!("byte offset {offset} is past the end of the text ({} bytes)", text.len())))
            } else if !text.is_char_boundary(offset) {
                Err(Error::invalid(format!("byte offset {offset} falls inside a UTF-8 character")))
            } else {
                Ok(offset)
            }
        }
        OffsetUnit::Char => {
            if offset == 0 {
                return Ok(0);
            }
            match text.char_indices().nth(offset) {
                Some((b, _)) => Ok(b),
                None => {
                    let n = text.chars().count();
                    if offset == n {
                        Ok(text.len())
                    } else {
                        Err(Error::invalid(format!("character offset {offset} is past the end of the text ({n} characters)")))
                    }
                }
            }
        }
        OffsetUnit::Utf16 => {
            let mut units = 0usize;
            for (b, c) in text.char_indices() {
                if units == offset {
                    return Ok(b);
                }
                units += c.len_utf16();
                if units > offset {
                    return Err(Error::invalid(format!("UTF-16 offset {offset} falls inside a surrogate pair")));
                }
            }
            if units == offset {
                Ok(text.len())
            } else {
                Err(Error::invalid(format!("UTF-16 offset {offset} is past the end of the text ({units} UTF-16 units)")))
            }
        }
    }
}

/// Converts a byte offset of `text` into `unit`.
///
/// # Errors
/// When the byte offset is out of range or inside a character.
pub fn from_byte(text: &str, byte: usize, unit: OffsetUnit) -> Result<usize> {
    let prefix = text.get(..byte).ok_or_else(|| {
        Error::invalid(format!("byte offset {byte} is out of range or inside a character (text has {} bytes)", text.len()))
    })?;
    Ok(match unit {
        OffsetUnit::Byte => byte,
        OffsetUnit::Char => prefix.chars().count(),
        OffsetUnit::Utf16 => prefix.encode_utf16().count(),
    })
}

/// Converts an external `[start, end)` range counted in `unit` into a [`ByteSpan`].
///
/// # Errors
/// When either end is invalid (see [`to_byte`]) or `start > end`.
pub fn span_from(text: &str, start: usize, end: usize, unit: OffsetUnit) -> Result<ByteSpan> {
    if start > end {
        return Err(Error::invalid(format!("span start {start} is after its end {end}")));
    }
    Ok(ByteSpan::new(to_byte(text, start, unit)?, to_byte(text, end, unit)?))
}

/// Byte → char offset conversion for many offsets into one text, in O(n)
/// once plus O(log n) per lookup (rendering thousands of anchors over a long
/// source must not be quadratic).
pub struct CharIndex {
    /// Byte offset of every char start, plus `text.len()` at the end.
    starts: Vec<usize>,
}

impl CharIndex {
    pub fn new(text: &str) -> Self {
        let mut starts: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
        starts.push(text.len());
        CharIndex { starts }
    }
    /// The char offset of a byte offset that lies on a char boundary.
    pub fn char_of(&self, byte: usize) -> Option<usize> {
        self.starts.binary_search(&byte).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_non_ascii() {
        let t = "Zoë 東京 😀 ok";
        for (b, _) in t.char_indices().chain(std::iter::once((t.len(), ' '))) {
            for unit in [OffsetUnit::Byte, OffsetUnit::Char, OffsetUnit::Utf16] {
                let o = from_byte(t, b, unit).unwrap();
                assert_eq!(to_byte(t, o, unit).unwrap(), b, "{unit:?} {b}");
            }
        }
        let idx = CharIndex::new(t);
        assert_eq!(idx.char_of(t.find('😀').unwrap()), Some(7));
    }

    #[test]
    fn rejects_bad_offsets() {
        let t = "é😀";
        assert!(to_byte(t, 1, OffsetUnit::Byte).is_err());
        assert!(to_byte(t, 3, OffsetUnit::Char).is_err());
        assert!(to_byte(t, 2, OffsetUnit::Utf16).is_err()); // inside the surrogate pair
        assert_eq!(to_byte(t, 3, OffsetUnit::Utf16).unwrap(), t.len());
        assert!(span_from(t, 2, 1, OffsetUnit::Char).is_err());
        assert!(from_byte(t, 1, OffsetUnit::Char).is_err());
    }
}
