//! Character classes and word lists the boundary scanner consults.
//!
//! Everything here is a `match` on a `char` or a short `&str`, so lookups are
//! branch tables / length-bucketed comparisons with no allocation.

/// What kind of sentence-ending punctuation a character is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Terminal {
    /// `.`: ambiguous (abbreviations, initials, decimals, URLs).
    Period,
    /// `…`: ambiguous (trailing off vs. a new sentence).
    Ellipsis,
    /// `!`, `?` and friends: end a sentence unless a lowercase word follows.
    Strong,
    /// `。！？｡︒`: always end a sentence, no following space needed.
    Cjk,
    /// `．` (fullwidth full stop): like [`Terminal::Cjk`] except between digits.
    FullwidthPeriod,
}

#[inline]
pub(super) fn terminal(c: char) -> Option<Terminal> {
    Some(match c {
        '.' => Terminal::Period,
        '…' => Terminal::Ellipsis,
        '!' | '?' | '‼' | '‽' | '⁇' | '⁈' | '⁉' | '؟' | '۔' | '।' | '॥' | '։' | '።' | '፧' | '꓿' => {
            Terminal::Strong
        }
        '。' | '！' | '？' | '｡' | '︒' | '﹒' | '﹖' | '﹗' => Terminal::Cjk,
        '．' => Terminal::FullwidthPeriod,
        _ => return None,
    })
}

/// Punctuation that closes a quotation, bracket or emphasis and stays with
/// the sentence it follows (`"Stop."`, `(see above.)`, `。」`, `.**`).
#[inline]
pub(super) fn is_closer(c: char) -> bool {
    matches!(
        c,
        '"' | '\''
            | ')'
            | ']'
            | '}'
            | '”'
            | '’'
            | '»'
            | '›'
            // German-style closing quotes: „Nein.“ ‚ja.‘ »Nein.«
            | '“'
            | '‘'
            | '«'
            | '‹'
            | '」'
            | '』'
            | '）'
            | '］'
            | '｝'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | '〗'
            | '〙'
            | '〛'
            | '＂'
            | '＇'
            | '｣'
            | '〞'
            | '〟'
            | '*'
            | '_'
    )
}

/// Punctuation that may open a sentence before its first word.
#[inline]
pub(super) fn is_opener(c: char) -> bool {
    matches!(
        c,
        '"' | '\''
            | '('
            | '['
            | '{'
            | '“'
            | '‘'
            | '«'
            | '‹'
            | '„'
            | '‚'
            | '「'
            | '『'
            | '（'
            | '［'
            | '｛'
            | '【'
            | '〔'
            | '〈'
            | '《'
            | '〖'
            | '〘'
            | '〚'
            | '〝'
            | '｢'
            | '¿'
            | '¡'
            | '*'
            | '_'
    )
}

/// How an abbreviation-like word before a period behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Abbrev {
    /// Precedes a name: never ends a sentence (`Dr.`, `Mr.`, `Gen.`).
    Title,
    /// Always continues: never ends a sentence (`e.g.`, `i.e.`, `vs.`, `approx.`).
    NeverFinal,
    /// An abbreviation only before a number (`No. 5`); otherwise a word.
    BeforeNumber,
    /// May end a sentence (`etc.`, `Inc.`, `U.S.`, `Jan.`): split only before
    /// a word that commonly starts sentences (see [`is_sentence_starter`]).
    General,
}

/// Looks up the word before a period (without the period, case-sensitive).
pub(super) fn abbreviation(w: &str) -> Option<Abbrev> {
    use Abbrev::*;
    Some(match w {
        // titles before names
        "Dr" | "Dra" | "Drs" | "Mr" | "Mrs" | "Ms" | "Mx" | "Messrs" | "Mmes" | "Mme" | "Mlle"
        | "Prof" | "Profs" | "Gen" | "Gens" | "Sen" | "Sens" | "Rep" | "Reps" | "Gov" | "Govs"
        | "Lt" | "Col" | "Capt" | "Cpt" | "Cmdr" | "Cdr" | "Sgt" | "Cpl" | "Pvt" | "Maj"
        | "Adm" | "Brig" | "Rev" | "Hon" | "Pres" | "Supt" | "Det" | "Insp" | "Atty" | "Amb"
        | "Msgr" | "Fr" | "Sra" | "Srta" | "Lieut"
        // German academic titles: "Prof. Dr. med. Müller"
        | "med" | "phil" | "jur" | "rer" | "nat" | "habil" | "Dipl" | "Ing" => Title,
        // never sentence-final in practice
        "e.g" | "E.g" | "i.e" | "I.e" | "cf" | "Cf" | "vs" | "Vs" | "v" | "viz" | "Viz"
        | "approx" | "Approx" | "resp" | "incl" | "Incl" | "esp" | "Esp" | "vgl" | "Vgl" | "bzw"
        | "sog" => NeverFinal,
        // words that are abbreviations only before a number
        "No" | "no" | "Nos" | "nos" | "Nr" | "nr" | "Art" | "art" => BeforeNumber,
        // may end a sentence
        "etc" | "al" | "Inc" | "Ltd" | "Co" | "Corp" | "Cos" | "Bros" | "Jr" | "Sr" | "St"
        | "Sts" | "Mt" | "Ft" | "Ave" | "Blvd" | "Rd" | "Hwy" | "Sq" | "Ste" | "Apt" | "Bldg"
        | "Div" | "Dist" | "Abb" | "Abs" | "Bd" | "Hrsg" | "Kap" | "usw" | "ggf" | "Dept" | "dept" | "Univ" | "Assn" | "Assoc" | "Est" | "est" | "Mfg"
        | "Intl" | "Natl" | "Govt" | "govt" | "Fig" | "Figs" | "fig" | "figs" | "Eq" | "Eqs"
        | "eq" | "eqs" | "Vol" | "Vols" | "vol" | "vols" | "pp" | "p" | "Ch" | "ch" | "Chap"
        | "Sec" | "sec" | "Sect" | "Ref" | "Refs" | "ref" | "Tab" | "tab" | "Pt" | "pt"
        | "Para" | "para" | "ed" | "eds" | "Ed" | "Eds" | "trans" | "repr" | "ca" | "cca"
        | "min" | "max" | "misc" | "ft" | "oz" | "lb" | "lbs" | "hr" | "hrs" | "yr" | "yrs"
        | "mo" | "mos" | "sq" | "Jan" | "Feb" | "Mar" | "Apr" | "Jun" | "Jul" | "Aug" | "Sep"
        | "Sept" | "Oct" | "Nov" | "Dec" | "Mon" | "Tue" | "Tues" | "Wed" | "Thu" | "Thur"
        | "Thurs" | "Fri" | "Sat" | "Sun" | "Calif" | "Mass" | "Penn" | "Wash" | "Ariz"
        | "Colo" | "Conn" | "Fla" | "Ill" | "Ind" | "Mich" | "Minn" | "Tenn" | "Tex" | "Va"
        | "Wis" | "Okla" | "Ore" | "Nev" | "Neb" | "Kan" | "Ky" | "La" | "Md" | "Miss" | "Mo" => {
            General
        }
        _ => {
            if is_dotted_abbreviation(w) {
                General
            } else {
                return None;
            }
        }
    })
}

/// `U.S`, `U.K`, `a.m`, `Ph.D`, `e.g`: two or more dot-separated groups of
/// one or two letters.
fn is_dotted_abbreviation(w: &str) -> bool {
    if w.len() > 16 || !w.contains('.') {
        return false;
    }
    let mut groups = 0;
    for g in w.split('.') {
        let n = g.chars().count();
        if n == 0 || n > 2 || !g.chars().all(char::is_alphabetic) {
            return false;
        }
        groups += 1;
    }
    groups >= 2
}

/// Names spelled with a "!" that runs on mid-sentence ("Yahoo! News",
/// "Impulse! Records", "a Jeopardy! champion"), before the "!".
pub(super) fn is_exclamation_name(w: &str) -> bool {
    matches!(w, "Yahoo" | "Jeopardy" | "Impulse" | "Wham" | "Airplane" | "Oklahoma" | "Mia" | "Panic")
}

/// A single capital letter: an initial (`K.` in "Thomas K. Arnold").
pub(super) fn is_initial(w: &str) -> bool {
    let mut cs = w.chars();
    matches!((cs.next(), cs.next()), (Some(c), None) if c.is_uppercase())
}

/// A list/section enumerator that may start a sentence before a period
/// (`1.`, `2.3.`, `IV.`, `a.`) without ending it.
pub(super) fn is_enumerator(w: &str) -> bool {
    if w.is_empty() || w.len() > 8 {
        return false;
    }
    let b = w.as_bytes();
    if b.iter().all(|c| c.is_ascii_digit() || *c == b'.') && b[0].is_ascii_digit() {
        return true;
    }
    if w.chars().count() == 1 {
        return w.chars().all(char::is_alphabetic);
    }
    b.iter().all(|c| matches!(c, b'I' | b'V' | b'X' | b'L'))
        || b.iter().all(|c| matches!(c, b'i' | b'v' | b'x' | b'l'))
}

/// Capitalised function words that commonly open a sentence. After a
/// [`Abbrev::General`] abbreviation or an initial, a capitalised word splits
/// the sentence only if it is one of these ("U.S. The" splits, "U.S. Army"
/// does not). Deliberately excludes words that are also names (May, Will,
/// Grant, Mark ...).
pub(super) fn is_sentence_starter(w: &str) -> bool {
    matches!(
        w,
        "The"
            | "This"
            | "That"
            | "These"
            | "Those"
            | "There"
            | "Then"
            | "Thus"
            | "Therefore"
            | "They"
            | "Their"
            | "Its"
            | "It"
            | "He"
            | "She"
            | "His"
            | "Her"
            | "We"
            | "Our"
            | "You"
            | "Your"
            | "My"
            | "I"
            | "A"
            | "An"
            | "In"
            | "On"
            | "At"
            | "As"
            | "By"
            | "For"
            | "From"
            | "To"
            | "Of"
            | "With"
            | "Without"
            | "But"
            | "And"
            | "Or"
            | "So"
            | "Yet"
            | "However"
            | "Hence"
            | "Also"
            | "After"
            | "Before"
            | "When"
            | "While"
            | "Whereas"
            | "If"
            | "Although"
            | "Though"
            | "Because"
            | "Since"
            | "During"
            | "Despite"
            | "Following"
            | "According"
            | "Under"
            | "Over"
            | "Between"
            | "Among"
            | "Unlike"
            | "What"
            | "Which"
            | "Who"
            | "Whom"
            | "Whose"
            | "Where"
            | "Why"
            | "How"
            | "Meanwhile"
            | "Moreover"
            | "Furthermore"
            | "Additionally"
            | "Next"
            | "Finally"
            | "First"
            | "Second"
            | "Third"
            | "Today"
            | "Now"
            | "Here"
            | "Such"
            | "Some"
            | "Many"
            | "Most"
            | "All"
            | "Each"
            | "Every"
            | "Both"
            | "Several"
            | "Other"
            | "Another"
            | "One"
            | "Two"
            | "Later"
            | "Earlier"
            | "Once"
            | "Only"
            | "Even"
            | "Instead"
            | "Indeed"
            | "Please"
            | "Let"
            | "Do"
            | "Does"
            | "Did"
            | "Is"
            | "Are"
            | "Was"
            | "Were"
            | "Has"
            | "Have"
            | "Had"
            | "Can"
            | "Could"
            | "Would"
            | "Should"
            | "Might"
            | "Must"
            | "Not"
            | "No"
            | "Yes"
            | "Perhaps"
            | "Maybe"
            | "Overall"
            | "Currently"
            | "Recently"
            | "Similarly"
            | "Unfortunately"
            | "Fortunately"
            | "Still"
            | "Nevertheless"
            | "Nonetheless"
            | "Otherwise"
            | "Consequently"
            | "Accordingly"
            | "Likewise"
            | "Specifically"
            | "Notably"
            | "Importantly"
            | "Altogether"
            | "Until"
            | "Upon"
            | "Within"
            | "Through"
            | "Throughout"
            | "About"
            | "Around"
            | "Against"
            | "Along"
            | "Last"
            | "Few"
            | "More"
            | "Much"
            | "Any"
            | "None"
            | "Neither"
            | "Either"
            | "Nor"
            | "Thereafter"
            | "Afterwards"
            | "Subsequently"
            | "Initially"
            | "Originally"
            | "Previously"
            | "Eventually"
    )
}
