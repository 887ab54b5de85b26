//! Sentence segmentation with exact offsets. (stub: replaced by the segmentation work)
use crate::text::ByteSpan;

/// Splits `text` into trimmed, ordered, non-overlapping sentence spans.
pub fn sentences(text: &str) -> Vec<ByteSpan> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if matches!(c, '.' | '!' | '?' | '\n') {
            push_trimmed(text, start, i + c.len_utf8(), &mut out);
            start = i + c.len_utf8();
        }
    }
    push_trimmed(text, start, text.len(), &mut out);
    out
}

fn push_trimmed(text: &str, s: usize, e: usize, out: &mut Vec<ByteSpan>) {
    let piece = &text[s..e];
    let lead = piece.len() - piece.trim_start().len();
    let trail = piece.len() - piece.trim_end().len();
    if lead + trail < piece.len() {
        out.push(ByteSpan::new(s + lead, e - trail));
    }
}
