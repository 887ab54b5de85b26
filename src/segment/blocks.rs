//! Line-level pass: groups lines into blocks that no sentence crosses.
//!
//! See the module docs of [`crate::segment`] for the rule. Runs once over the
//! text, streaming (no per-line allocation).

use super::lexicon::{is_closer, is_opener, terminal};

/// A line without final punctuation is a title/label line (and so ends its
/// unit when a non-lowercase line follows) when it has at most this many
/// characters. Hard-wrapped prose lines are longer than this.
pub const SHORT_LINE_CHARS: usize = 60;

/// A run of lines that no sentence boundary crosses: `[start, end)` bytes,
/// trimmed. `atomic` blocks (headings, table rows, code lines, rules) are one
/// unit each and are not split further.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Block {
    pub start: usize,
    pub end: usize,
    pub atomic: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Text,
    ListItem,
    Heading,
    Table,
    Fence,
    Code,
    Rule,
}

impl Kind {
    fn atomic(self) -> bool {
        matches!(
            self,
            Kind::Heading | Kind::Table | Kind::Fence | Kind::Code | Kind::Rule
        )
    }
}

#[derive(Debug, Clone, Copy)]
struct Line {
    indent: usize,
    kind: Kind,
    ends_terminal: bool,
    short: bool,
    starts_lower: bool,
    /// A paragraph separator (U+2029, form feed) follows: nothing joins across.
    hard_after: bool,
}

/// Calls `emit` for every block of `text`, in order.
pub(super) fn blocks(text: &str, mut emit: impl FnMut(Block)) {
    let mut st = State {
        cur: None,
        prev: None,
        in_fence: false,
        wrapped: false,
    };
    let b = text.as_bytes();
    let n = b.len();
    let mut line_start = 0;
    let mut i = 0;
    while i < n {
        match b[i..]
            .iter()
            .position(|&x| matches!(x, b'\n' | b'\r' | 0x0B | 0x0C | 0xC2 | 0xE2))
        {
            Some(k) => i += k,
            None => break,
        }
        let (len, hard) = match b[i] {
            b'\n' | 0x0B => (1, false),
            b'\r' => (if i + 1 < n && b[i + 1] == b'\n' { 2 } else { 1 }, false),
            0x0C => (1, true),
            0xC2 if i + 1 < n && b[i + 1] == 0x85 => (2, false),
            0xE2 if i + 2 < n && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9) => {
                (3, b[i + 2] == 0xA9)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        st.line(text, line_start, i, hard, &mut emit);
        i += len;
        line_start = i;
    }
    st.line(text, line_start, n, false, &mut emit);
    if let Some(c) = st.cur.take() {
        emit(c);
    }
}

struct State {
    cur: Option<Block>,
    prev: Option<Line>,
    in_fence: bool,
    /// The current block joined a long unpunctuated line to the next one:
    /// it is hard-wrapped prose, where a short line is no title.
    wrapped: bool,
}

impl State {
    fn line(&mut self, text: &str, ls: usize, le: usize, hard: bool, emit: &mut impl FnMut(Block)) {
        let raw = &text[ls..le];
        let trimmed_start = raw.trim_start_matches(super::is_blank);
        if trimmed_start.is_empty() {
            // blank line: always ends the unit
            if let Some(c) = self.cur.take() {
                emit(c);
            }
            self.prev = None;
            // A blank line ended by a page break (form feed) or paragraph
            // separator ends a code fence left open before it: pooled
            // sources are joined by one, so one source's unclosed fence
            // never makes code of the next source's prose.
            if hard {
                self.in_fence = false;
            }
            return;
        }
        let content = trimmed_start.trim_end_matches(super::is_blank);
        let indent = raw.len() - trimmed_start.len();
        let start = ls + indent;
        let end = start + content.len();
        let mut kind = classify(content);
        if kind == Kind::Fence {
            self.in_fence = !self.in_fence;
        } else if self.in_fence {
            kind = Kind::Code;
        }
        let line = Line {
            indent,
            kind,
            ends_terminal: ends_terminal(content),
            short: content.len() <= SHORT_LINE_CHARS || content.chars().count() <= SHORT_LINE_CHARS,
            starts_lower: starts_lower(content),
            hard_after: hard,
        };
        match (self.prev, self.cur.as_mut()) {
            (Some(p), Some(c)) if joins(&p, &line, self.wrapped) => {
                c.end = end;
                self.wrapped |= p.kind == Kind::Text && !p.ends_terminal && !p.short;
            }
            _ => {
                if let Some(c) = self.cur.take() {
                    emit(c);
                }
                self.cur = Some(Block {
                    start,
                    end,
                    atomic: kind.atomic(),
                });
                self.wrapped = false;
            }
        }
        self.prev = Some(line);
    }
}

/// Whether `next` continues the unit of the line `prev` directly above it.
fn joins(prev: &Line, next: &Line, wrapped: bool) -> bool {
    if prev.hard_after || prev.kind.atomic() || next.kind.atomic() || next.kind == Kind::ListItem {
        return false;
    }
    match prev.kind {
        // a wrapped list item continues in lowercase or indented deeper
        Kind::ListItem => next.starts_lower || next.indent > prev.indent,
        // prose: join unless an unpunctuated short (title) line is followed
        // by a line that does not continue in lowercase
        _ => prev.ends_terminal || !prev.short || wrapped || next.starts_lower,
    }
}

fn classify(s: &str) -> Kind {
    let b = s.as_bytes();
    if s.starts_with("```") || s.starts_with("~~~") {
        return Kind::Fence;
    }
    if b[0] == b'#' {
        let hashes = b.iter().take_while(|&&c| c == b'#').count();
        if hashes <= 6 && (hashes == b.len() || b[hashes] == b' ' || b[hashes] == b'\t') {
            return Kind::Heading;
        }
    }
    if b[0] == b'|' {
        return Kind::Table;
    }
    if matches!(b[0], b'-' | b'*' | b'_' | b'=') {
        let mark = b[0];
        let count = b.iter().filter(|&&c| c == mark).count();
        if count >= 3 && b.iter().all(|&c| c == mark || c == b' ' || c == b'\t') {
            return Kind::Rule;
        }
    }
    let mut cs = s.chars();
    let first = cs.next().unwrap_or(' ');
    if matches!(first, '-' | '*' | '+' | '•' | '◦' | '▪' | '‣' | '·') {
        if cs.next().is_none_or(char::is_whitespace) {
            return Kind::ListItem;
        }
        return Kind::Text;
    }
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if (1..=3).contains(&digits)
        && b.len() > digits
        && matches!(b[digits], b'.' | b')')
        && (b.len() == digits + 1 || b[digits + 1] == b' ' || b[digits + 1] == b'\t')
    {
        return Kind::ListItem;
    }
    Kind::Text
}

/// Ends with sentence-final punctuation, possibly followed by closers
/// (`end.`, `"Stop!"`, `(see above.)`, `。」`).
fn ends_terminal(s: &str) -> bool {
    for c in s.chars().rev() {
        if is_closer(c) {
            continue;
        }
        return terminal(c).is_some();
    }
    false
}

fn starts_lower(s: &str) -> bool {
    s.chars()
        .find(|&c| !is_opener(c))
        .is_some_and(char::is_lowercase)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &str) -> Vec<(&str, bool)> {
        let mut v = Vec::new();
        blocks(text, |b| v.push((&text[b.start..b.end], b.atomic)));
        v
    }

    #[test]
    fn classifies_markdown_lines() {
        assert_eq!(classify("# Title"), Kind::Heading);
        assert_eq!(classify("###### Deep"), Kind::Heading);
        assert_eq!(classify("####### too deep"), Kind::Text);
        assert_eq!(classify("#hashtag"), Kind::Text);
        assert_eq!(classify("| a | b |"), Kind::Table);
        assert_eq!(classify("---"), Kind::Rule);
        assert_eq!(classify("* * *"), Kind::Rule);
        assert_eq!(classify("- item"), Kind::ListItem);
        assert_eq!(classify("-5 degrees"), Kind::Text);
        assert_eq!(classify("**bold** text"), Kind::Text);
        assert_eq!(classify("12. item"), Kind::ListItem);
        assert_eq!(classify("3) item"), Kind::ListItem);
        assert_eq!(classify("2019. It was"), Kind::Text);
        assert_eq!(classify("```rust"), Kind::Fence);
    }

    #[test]
    fn newline_rule() {
        // blank line
        assert_eq!(units("a b\n\nc d"), [("a b", false), ("c d", false)]);
        // short unpunctuated line before a capitalised line: a title
        assert_eq!(
            units("Title here\nBody text."),
            [("Title here", false), ("Body text.", false)]
        );
        // ... but not before a lowercase continuation
        assert_eq!(
            units("Title here\nbody text."),
            [("Title here\nbody text.", false)]
        );
        // punctuated line: joined, the sentence scanner decides
        assert_eq!(units("One.\nTwo."), [("One.\nTwo.", false)]);
        // list items and headings
        assert_eq!(
            units("Intro\n- a\n- b\n# H\nText"),
            [
                ("Intro", false),
                ("- a", false),
                ("- b", false),
                ("# H", true),
                ("Text", false)
            ]
        );
        // form feed / U+2029 forbid joining
        assert_eq!(units("One.\u{c}two."), [("One.", false), ("two.", false)]);
        // code fences: every line its own atomic unit
        assert_eq!(
            units("```\nx. Y\n```"),
            [("```", true), ("x. Y", true), ("```", true)]
        );
    }

    #[test]
    fn hard_wrapped_prose_stays_one_block() {
        let long = "word ".repeat(14); // 70 chars
        let text = format!("{long}\n{long}\nShort tail\nNext line.");
        assert_eq!(units(&text).len(), 1);
    }
}
