//! Sentence boundaries inside one block: a single left-to-right scan that
//! stops only at terminal punctuation and looks a bounded distance around it.

use super::lexicon::{
    abbreviation, is_closer, is_enumerator, is_exclamation_name, is_initial, is_opener, is_sentence_starter, terminal,
    Abbrev, Terminal,
};

/// The longest word (bytes) looked at before a period; longer tokens are
/// never abbreviations, which keeps the scan linear.
const MAX_WORD: usize = 64;

/// Bytes that can start a terminal character: '.', '!', '?' and the UTF-8
/// lead bytes of the non-ASCII terminals (a unit test keeps this in sync with
/// [`terminal`]).
pub(super) static CANDIDATE: [bool; 256] = {
    let mut t = [false; 256];
    let lead: [u8; 12] = [
        b'.', b'!', b'?', 0xD6, 0xD8, 0xDB, 0xE0, 0xE1, 0xE2, 0xE3, 0xEA, 0xEF,
    ];
    let mut k = 0;
    while k < lead.len() {
        t[lead[k] as usize] = true;
        k += 1;
    }
    t
};

/// Calls `cut` with every boundary strictly inside `[start, end)` (a byte
/// offset where the next sentence may begin, after trailing closers), in order.
pub(super) fn boundaries(text: &str, start: usize, end: usize, mut cut: impl FnMut(usize)) {
    let b = text.as_bytes();
    let mut sent_start = start;
    let mut i = start;
    while i < end {
        // Fast path: skip bytes that cannot start a terminal.
        match b[i..end].iter().position(|&x| CANDIDATE[x as usize]) {
            Some(k) => i += k,
            None => break,
        }
        let c = char_at(text, i);
        let Some(first) = terminal(c) else {
            i += c.len_utf8();
            continue;
        };
        let run = scan_run(text, i, end, first);
        let j = run.end;
        if j >= end {
            break;
        }
        if split_here(text, sent_start, i, &run, end) {
            cut(j);
            sent_start = j;
        }
        i = j;
    }
}

struct Run {
    /// Byte just past the terminals, closers and any footnote marker.
    end: usize,
    kind: Terminal,
}

/// Consumes a run of terminals and closers starting at `i` (`?!"`, `...`,
/// `.)`, `。」`, `."[3]`) and classifies it.
fn scan_run(text: &str, i: usize, end: usize, first: Terminal) -> Run {
    let mut j = i;
    let mut periods = 0usize;
    let mut ellipsis = false;
    let mut strong = false;
    let mut cjk = false;
    let mut fullwidth = false;
    loop {
        while j < end {
            let c = char_at(text, j);
            match terminal(c) {
                Some(t) => {
                    match t {
                        Terminal::Period => periods += 1,
                        Terminal::Ellipsis => ellipsis = true,
                        Terminal::Strong => strong = true,
                        Terminal::Cjk => cjk = true,
                        Terminal::FullwidthPeriod => fullwidth = true,
                    }
                    j += c.len_utf8();
                }
                None => break,
            }
        }
        while j < end {
            let c = char_at(text, j);
            if !is_closer(c) {
                break;
            }
            j += c.len_utf8();
        }
        if j >= end || terminal(char_at(text, j)).is_none() {
            break;
        }
    }
    // A footnote marker glued to the end: `end.[12] Next`.
    if j < end && text.as_bytes()[j] == b'[' {
        let b = text.as_bytes();
        let mut k = j + 1;
        while k < end && k - j <= 8 && (b[k].is_ascii_digit() || b[k] == b',' || b[k] == b'-') {
            k += 1;
        }
        if k > j + 1
            && k < end
            && b[k] == b']'
            && (k + 1 == end || char_at(text, k + 1).is_whitespace())
        {
            j = k + 1;
        }
    }
    let kind = if cjk
        || (fullwidth && !(first == Terminal::FullwidthPeriod && between_digits(text, i, j, end)))
    {
        Terminal::Cjk
    } else if strong {
        Terminal::Strong
    } else if ellipsis || periods >= 2 {
        Terminal::Ellipsis
    } else if fullwidth {
        Terminal::FullwidthPeriod
    } else {
        Terminal::Period
    };
    Run { end: j, kind }
}

fn between_digits(text: &str, i: usize, j: usize, end: usize) -> bool {
    let before = text[..i].chars().next_back().is_some_and(char::is_numeric);
    let after = j < end && char_at(text, j).is_numeric();
    before && after
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Next {
    Upper,
    Lower,
    Digit,
    /// A letter without case (CJK, Arabic, ...).
    Caseless,
    /// Terminal punctuation, a closer, a dash or comma (`. . .`, `[ p. 3. ]`,
    /// `." – Author`): never start a sentence with it.
    Terminal,
    Other,
}

/// Decides whether the run `[i, run.end)` ends the sentence begun at `sent_start`.
fn split_here(text: &str, sent_start: usize, i: usize, run: &Run, end: usize) -> bool {
    let j = run.end;
    if run.kind == Terminal::Cjk {
        // 「行くよ。」と言った: a quotative particle right after the closing
        // bracket continues the sentence.
        let closed = text[i..j].chars().next_back().is_some_and(is_closer);
        return !(closed && matches!(char_at(text, j), 'と' | 'っ'));
    }
    if run.kind == Terminal::FullwidthPeriod {
        return false; // between digits (３．５)
    }
    // Latin-style terminals need whitespace after them: 3.5, v2.0.1, e-mail
    // addresses, URLs and "wait...what" never split.
    if !char_at(text, j).is_whitespace() {
        return false;
    }
    let (next, word) = next_token(text, j, end);
    if next == Next::Lower || next == Next::Terminal {
        return false;
    }
    let closer = text[i..j].chars().next_back().filter(|&c| is_closer(c));
    match run.kind {
        // "Yahoo! News", "Impulse! Records": a name that ends in "!" goes
        // on before a capital that does not commonly open a sentence.
        Terminal::Strong => !(&text[i..j] == "!"
            && next == Next::Upper
            && word_before(text, sent_start, i).is_some_and(|(_, w)| is_exclamation_name(w))
            && !starts_sentence(text, word)),
        Terminal::Ellipsis => matches!(next, Next::Upper | Next::Caseless),
        // A closing quote after the period ends any abbreviation's reach:
        // `"... moved to the U.S." Prices rose`.
        _ if closer.is_some_and(is_quote) => true,
        // After a closing bracket every abbreviation may end the sentence
        // (`(see Fig. 2, cf.) The`) but names go on: `(N.Y.) Motorsports Park`.
        _ => period_splits(text, sent_start, i, next, word, closer.is_some()),
    }
}

/// A single `.` at `i`, followed by whitespace and a token of class `next`
/// (not lowercase) whose leading letters are `word`.
fn period_splits(
    text: &str,
    sent_start: usize,
    i: usize,
    next: Next,
    word: &str,
    bracketed: bool,
) -> bool {
    let Some((raw_start, w)) = word_before(text, sent_start, i) else {
        return true;
    };
    // "1. Introduction", "IV. Results", "a. First" at the start of a unit.
    let prefix = &text[sent_start..raw_start];
    if prefix.len() <= 16
        && prefix
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, '#' | '-' | '*' | '+' | '>' | '•' | '|'))
        && is_enumerator(w)
    {
        return false;
    }
    let abbrev = match abbreviation(w) {
        Some(_) if bracketed => Some(Abbrev::General),
        a => a,
    };
    // A title after a capitalised word is a surname ("… and best actress
    // to Mira Sen. The jury was chaired …": a second held-out review's
    // sentence ran on into the next one), ending a sentence before a word
    // that commonly starts one.
    let after_a_name = prefix.split_whitespace().last().is_some_and(|p| p.starts_with(char::is_uppercase) && p.chars().all(char::is_alphabetic));
    match abbrev {
        Some(Abbrev::Title) if after_a_name && next == Next::Upper => starts_sentence(text, word),
        Some(Abbrev::Title | Abbrev::NeverFinal) => false,
        Some(Abbrev::BeforeNumber) => next != Next::Digit,
        Some(Abbrev::General) => match next {
            Next::Upper => starts_sentence(text, word),
            Next::Digit => false,
            _ => true,
        },
        None if w == "I" => !next_is_initial(text, word),
        None if is_initial(w) => match next {
            // "Thomas K. Arnold", "J. R. R. Tolkien", but "vitamin C. The"
            Next::Upper => word.len() > 1 && starts_sentence(text, word),
            Next::Digit => false,
            _ => true,
        },
        None => true,
    }
}

/// The word before the terminal at `i`, back to whitespace, without its
/// opening brackets and quotes, with the byte where it starts (openers
/// included); `None` when there is none or it is longer than any word.
fn word_before(text: &str, sent_start: usize, i: usize) -> Option<(usize, &str)> {
    let mut s = i;
    while s > sent_start {
        let c = text[..s].chars().next_back()?;
        if c.is_whitespace() {
            break;
        }
        s -= c.len_utf8();
        if i - s > MAX_WORD {
            return None;
        }
    }
    let w = text[s..i].trim_start_matches(is_opener);
    (!w.is_empty()).then_some((s, w))
}

/// A common sentence opener, or a personal honorific before a name
/// ("Calif. Mr. Boesky"; but "U.S. Rep. Jayapal" stays whole).
fn starts_sentence(text: &str, word: &str) -> bool {
    is_sentence_starter(word)
        || (matches!(word, "Mr" | "Mrs" | "Ms" | "Mx" | "Dr")
            && byte_after(text, word) == Some(b'.'))
}

fn byte_after(text: &str, word: &str) -> Option<u8> {
    // `word` is a subslice of `text`
    let after = word.as_ptr() as usize - text.as_ptr() as usize + word.len();
    text.as_bytes().get(after).copied()
}

fn is_quote(c: char) -> bool {
    matches!(
        c,
        '"' | '\''
            | '”'
            | '’'
            | '“'
            | '‘'
            | '»'
            | '«'
            | '›'
            | '‹'
            | '」'
            | '』'
            | '＂'
            | '＇'
            | '〞'
            | '〟'
    )
}

/// "I. M. Pei": the next word is itself an initial followed by a period.
fn next_is_initial(text: &str, word: &str) -> bool {
    if !is_initial(word) {
        return false;
    }
    byte_after(text, word) == Some(b'.')
}

/// Classifies the token after the whitespace at `j`: skips whitespace and
/// opening punctuation, then returns the class of the first character and
/// the run of letters starting there (at most 24 bytes).
fn next_token(text: &str, j: usize, end: usize) -> (Next, &str) {
    let mut k = j;
    let mut openers = 0;
    while k < end {
        let c = char_at(text, k);
        if c.is_whitespace() {
            k += c.len_utf8();
        } else if is_opener(c) && openers < 8 {
            openers += 1;
            k += c.len_utf8();
        } else {
            break;
        }
        if k - j > 256 {
            return (Next::Other, "");
        }
    }
    if k >= end {
        // only openers/quotes follow: nothing to start a sentence with
        return (Next::Terminal, "");
    }
    let c = char_at(text, k);
    let class = if c.is_lowercase() {
        Next::Lower
    } else if c.is_uppercase() {
        Next::Upper
    } else if c.is_numeric() {
        Next::Digit
    } else if c.is_alphabetic() {
        Next::Caseless
    } else if terminal(c).is_some()
        || is_closer(c)
        || c.is_whitespace()
        || matches!(c, '-' | '–' | '—' | ',' | ';' | ':')
    {
        // `. . .`, a stray closer `[ Page 3. ]`, an attribution `." – Author`
        Next::Terminal
    } else {
        Next::Other
    };
    let mut e = k;
    let mut inner_upper = false;
    while e < end && e - k < 24 {
        let c = char_at(text, e);
        if !c.is_alphabetic() {
            break;
        }
        inner_upper |= c.is_uppercase();
        e += c.len_utf8();
    }
    // camel-case names start sentences too: "iPhone", "eBay", "eMOTIVe"
    let class = if class == Next::Lower && inner_upper {
        Next::Upper
    } else {
        class
    };
    (class, &text[k..e])
}

#[inline]
fn char_at(text: &str, i: usize) -> char {
    // Callers pass char boundaries below `text.len()`; the fallback only
    // keeps a logic slip from turning into a panic.
    text[i..].chars().next().unwrap_or('\0')
}
