//! Sentence segmentation with exact offsets.
//!
//! [`sentences`] returns trimmed, ordered, non-overlapping byte spans into
//! the input; every non-whitespace character of the input lies in exactly
//! one span. It is a hand-written scan in two passes, linear in the input
//! (each byte is looked at a bounded number of times, no regex, no
//! allocation beyond the output):
//!
//! 1. **Blocks** (line level). The text is cut into blocks that no sentence
//!    crosses. Line terminators are `\n`, `\r\n`, `\r`, VT, NEL, U+2028; form
//!    feed and U+2029 (paragraph separator) also forbid joining.
//!    *The newline rule:* a line break ends the unit when
//!    - a blank line follows (blank lines always end a sentence), or
//!    - either line is a Markdown heading (`# …`), table row (`| …`),
//!      thematic break/setext underline (`---`, `***`, `===`) or a line of a
//!      fenced code block — these are units of their own and are never split
//!      inside, or
//!    - the next line starts a list item (`-`, `*`, `+`, `•` + space, or
//!      `1.` / `1)` + space), or
//!    - the previous line is a list item and the next line neither starts in
//!      lowercase nor is indented deeper (a wrapped item continues), or
//!    - the previous line has no final punctuation (`.!?…。` etc., possibly
//!      followed by closing quotes/brackets), is short (at most
//!      [`SHORT_LINE_CHARS`] characters: a title or label line, since
//!      hard-wrapped prose lines are longer) and the next line does not start
//!      in lowercase — unless the unit already joined a long unpunctuated
//!      line (it is hard-wrapped prose, whose short lines are no titles).
//!
//!    Otherwise the line break is plain whitespace: hard-wrapped prose joins,
//!    and a line ending in `.` is split (or not) by the sentence rules below,
//!    exactly as if a space stood there.
//! 2. **Sentences** (inside a non-atomic block). The scan stops only at
//!    terminal punctuation, consumes the whole run of terminals and closers
//!    (`?!"`, `...`, `.)`, `.»`, `。」`, `.[3]`), and decides:
//!    - `。！？｡` (and `．` except between digits) always end a sentence, no
//!      space needed (also after `」』）`, except before the quotative `と`/`っ`);
//!    - `.`, `!`, `?`, `…` end one only when whitespace follows (so `3.5`,
//!      `v2.0.1`, `www.example.org`, `john.doe@mail.example.com`,
//!      `a.b?x=1` and `wait...what` never split) and the next token does not
//!      start in lowercase (`e.g. the`, `approx. five`, `"Stop!" he said`);
//!    - `!`/`?` runs then split; an ellipsis splits only before a capitalised
//!      (or caseless, e.g. CJK) word;
//!    - a single `.` splits unless the word before it is an abbreviation:
//!      titles (`Dr.`, `Gen.`) and `e.g.`/`i.e.`/`vs.`/`approx.` never end a
//!      sentence; `No.`/`Nos.` only before a number; other abbreviations
//!      (`etc.`, `Inc.`, `U.S.`, `Jan.`, `Fig.`, `et al.` …) and initials
//!      (`K.`) end one only before a common sentence-opening word (`The`,
//!      `It`, `However` …), so "U.S. The" splits and "U.S. Army" does not;
//!      an enumerator at the start of a unit (`1.`, `IV.`) never does; a
//!      closing quote after the period ends any abbreviation's reach
//!      (`"… the U.S." Prices`), a closing bracket makes every abbreviation
//!      behave like `etc.` (`(N.Y.) Motorsports Park` stays whole).
//!
//!    Before these rules, an inline Markdown heading marker (` ## Next`,
//!    left behind when a page's newlines were collapsed into spaces) cuts
//!    the block; see [`inline_headings`].

mod blocks;
mod boundary;
mod lexicon;

pub use blocks::SHORT_LINE_CHARS;

use crate::text::ByteSpan;
use std::ops::Range;

/// Splits `text` into trimmed, ordered, non-overlapping sentence spans (byte offsets into `text`).
#[must_use]
pub fn sentences(text: &str) -> Vec<ByteSpan> {
    let mut out = Vec::with_capacity(text.len() / 96 + 1);
    blocks::blocks(text, |block| {
        if block.atomic {
            push_trimmed(text, block.start, block.end, &mut out);
            return;
        }
        let mut piece = block.start;
        inline_headings(text, block.start, block.end, |marker| {
            split_piece(text, piece, marker, &mut out);
            piece = marker;
        });
        split_piece(text, piece, block.end, &mut out);
    });
    out
}

/// Sentence rules over `text[start..end]`, a run with no inline heading inside.
fn split_piece(text: &str, start: usize, end: usize, out: &mut Vec<ByteSpan>) {
    let mut from = start;
    boundary::boundaries(text, start, end, |cut| {
        push_trimmed(text, from, cut, out);
        from = cut;
    });
    push_trimmed(text, from, end, out);
}

/// Calls `cut` at each inline Markdown heading marker strictly inside
/// `[start, end)`: 1–6 `#` after whitespace, then a space, then a word that
/// does not start in lowercase (`… of the [...] ### Box Office: …`).
///
/// Why: scraped pages often arrive with their newlines collapsed into
/// spaces, which turns a page's headings, menus and teasers into one
/// "sentence" of hundreds of words. Such a unit can never be a precise
/// anchor and costs the models its full length. The marker is the one
/// boundary signal that survives the flattening; `C# is`, `#1`, `issue #42`
/// and `press # to` do not match.
fn inline_headings(text: &str, start: usize, end: usize, mut cut: impl FnMut(usize)) {
    let b = text.as_bytes();
    let mut i = start + 1;
    while i < end {
        match b[i..end].iter().position(|&x| x == b'#') {
            Some(k) => i += k,
            None => return,
        }
        let hashes = b[i..end].iter().take_while(|&&c| c == b'#').count();
        let after = i + hashes;
        let marker = i;
        i = after;
        if hashes > 6 || !b[marker - 1].is_ascii_whitespace() || after + 1 >= end || b[after] != b' ' {
            continue;
        }
        let next = text[after + 1..end].trim_start().chars().next();
        if next.is_some_and(|c| !c.is_lowercase() && !c.is_whitespace()) {
            cut(marker);
        }
    }
}

/// The sentences of `text` as string slices (convenience over [`sentences`]).
#[must_use]
pub fn sentence_strs(text: &str) -> Vec<&str> {
    sentences(text)
        .into_iter()
        .map(|s| &text[s.range()])
        .collect()
}

/// [`sentences`] together with each span in Unicode code points (Python
/// `str` indices), computed in one linear pass.
#[must_use]
pub fn sentences_with_char_offsets(text: &str) -> Vec<(ByteSpan, Range<usize>)> {
    let spans = sentences(text);
    let mut out = Vec::with_capacity(spans.len());
    let mut byte = 0usize;
    let mut chars = 0usize;
    let mut advance = |to: usize| {
        chars += text[byte..to].chars().count();
        byte = to;
        chars
    };
    for s in spans {
        let a = advance(s.start);
        let b = advance(s.end);
        out.push((s, a..b));
    }
    out
}

/// Whitespace, or a byte-order mark: a source file saved with one starts
/// with U+FEFF, which no quote should begin with (offsets still count it).
pub(crate) fn is_blank(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// A text with nothing to quote: only whitespace and byte-order marks (a
/// source that is just a BOM is as empty as one that is just spaces).
pub(crate) fn is_blank_text(text: &str) -> bool {
    text.chars().all(is_blank)
}

fn push_trimmed(text: &str, s: usize, e: usize, out: &mut Vec<ByteSpan>) {
    let piece = &text[s..e];
    let t = piece.trim_start_matches(is_blank);
    let lead = piece.len() - t.len();
    let t = t.trim_end_matches(is_blank);
    if !t.is_empty() {
        out.push(ByteSpan::new(s + lead, s + lead + t.len()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(t: &str) -> Vec<&str> {
        sentence_strs(t)
    }

    #[test]
    fn fast_path_covers_every_terminal() {
        // boundary.rs skips bytes that cannot start a terminal; keep it in sync.
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            if lexicon::terminal(c).is_some() {
                let mut buf = [0u8; 4];
                let lead = c.encode_utf8(&mut buf).as_bytes()[0];
                assert!(boundary::CANDIDATE[lead as usize], "{c:?}");
            }
        }
    }

    #[test]
    fn a_byte_order_mark_starts_no_sentence_and_still_counts_in_offsets() {
        let t = "\u{feff}# Penguins\nPenguins are birds. They swim.";
        assert_eq!(split(t), ["# Penguins", "Penguins are birds.", "They swim."]);
        assert_eq!(sentences(t)[0].start, '\u{feff}'.len_utf8());
    }

    #[test]
    fn basic() {
        assert_eq!(
            split("Hello there. How are you?"),
            ["Hello there.", "How are you?"]
        );
        assert_eq!(split(""), Vec::<&str>::new());
        assert_eq!(split("  \n\t "), Vec::<&str>::new());
        assert_eq!(
            split("Dr. Smith went home. He slept."),
            ["Dr. Smith went home.", "He slept."]
        );
        assert_eq!(split("1. Introduction"), ["1. Introduction"]);
        // A title after a name is a surname; before a name it stays a title.
        assert_eq!(
            split("Best actress went to Mira Sen. The jury was chaired by Claude Anselme."),
            ["Best actress went to Mira Sen.", "The jury was chaired by Claude Anselme."]
        );
        assert_eq!(split("It was backed by Majority Leader Sen. John Thune."), ["It was backed by Majority Leader Sen. John Thune."]);
    }

    #[test]
    fn inline_headings_split_flattened_markdown() {
        assert_eq!(
            split("Skip to main content ## Search form #### Today 1853, Wakefield elected ##### See more"),
            ["Skip to main content", "## Search form", "#### Today 1853, Wakefield elected", "##### See more"]
        );
        assert_eq!(
            split("within the [...] ### Box Office: Hobbs & Shaw Scores. It grew."),
            ["within the [...]", "### Box Office: Hobbs & Shaw Scores.", "It grew."]
        );
        // Not headings: no space after, glued to a word, lowercase next, too many hashes.
        for t in ["C# is fun and #1 wins issue #42 today", "press # to continue", "a ####### B"] {
            assert_eq!(split(t), [t]);
        }
    }

    #[test]
    fn char_offsets() {
        let t = "Zoë ist da. 東京です。Ok.";
        let v = sentences_with_char_offsets(t);
        let chars: Vec<char> = t.chars().collect();
        for (b, c) in &v {
            let s: String = chars[c.clone()].iter().collect();
            assert_eq!(s, &t[b.range()]);
        }
        assert_eq!(
            v.iter().map(|x| x.1.clone()).collect::<Vec<_>>(),
            [0..11, 12..17, 17..20]
        );
    }
}
