//! Which words are opposites, for the antonym guard.
//!
//! A generated answer goes wrong by restating its source with one word
//! turned into its opposite ("Housing prices rose sharply" against "Housing
//! prices fell sharply"). Word overlap sees one word missing out of many,
//! and the NLI model here cannot be trusted on near-restatements (README,
//! session 6), so the guards need to know which words oppose. The pairs are
//! WordNet 3.0's direct antonyms with their inflected forms
//! (`models/lexicon/antonyms.txt`, written by `scripts/wordnet_antonyms.py`),
//! compiled in so the engine needs no file at run time.
//!
//! Words are looked up exactly as written (lowercased), not stemmed: a
//! stemmer made "here" into "her" and "fore" into "for". Each form belongs
//! to one side of one or more pairs, so two forms of the same lemma
//! ("rose", "rising") are the same word, and forms of the two sides of a
//! pair are opposites.

use rustc_hash::FxHashMap as HashMap;
use std::sync::OnceLock;

const PAIRS: &str = include_str!("../../models/lexicon/antonyms.txt");

/// Pairs WordNet lacks, written for anchorage (models/lexicon/README.md).
const EXTRA_PAIRS: &str = include_str!("../../models/lexicon/antonyms_extra.txt");

/// Which side of which pair a form belongs to.
type Side = (u32, bool);

/// Word form → the sides it stands on (a form on both sides of one pair,
/// such as a shared irregular form, stands on neither).
fn table() -> &'static HashMap<&'static str, Vec<Side>> {
    static TABLE: OnceLock<HashMap<&'static str, Vec<Side>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t: HashMap<&'static str, Vec<Side>> = HashMap::default();
        let lines = PAIRS.lines().chain(EXTRA_PAIRS.lines()).filter(|l| !l.starts_with('#') && !l.trim().is_empty());
        for (n, line) in (0u32..).zip(lines) {
            let Some((a, b)) = line.split_once('|') else { continue };
            let (a, b): (Vec<&str>, Vec<&str>) = (a.split_whitespace().collect(), b.split_whitespace().collect());
            for (side, forms, other) in [(false, &a, &b), (true, &b, &a)] {
                for &f in forms.iter().filter(|f| !other.contains(f)) {
                    t.entry(f).or_default().push((n, side));
                }
            }
        }
        t
    })
}

/// sha256 of the compiled-in pair list, for audit records: a replay needs
/// the same lexicon as well as the same models.
pub fn sha256() -> String {
    crate::model::sha256_hex([PAIRS, EXTRA_PAIRS].concat().as_bytes())
}

/// Whether the lowercased word has an opposite in the lexicon.
pub fn has_opposite(word: &str) -> bool {
    table().contains_key(word)
}

/// Whether two lowercased words are opposites (forms of the two sides of a pair).
pub fn opposes(a: &str, b: &str) -> bool {
    let t = table();
    match (t.get(a), t.get(b)) {
        (Some(x), Some(y)) => x.iter().any(|&(n, s)| y.contains(&(n, !s))),
        _ => false,
    }
}

/// Whether two lowercased words are forms of the same word of the lexicon
/// ("rose" and "rising"), or the same string.
pub fn same_word(a: &str, b: &str) -> bool {
    a == b || {
        let t = table();
        match (t.get(a), t.get(b)) {
            (Some(x), Some(y)) => x.iter().any(|side| y.contains(side)),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_of_a_pair_oppose_and_forms_of_a_lemma_agree() {
        assert!(opposes("won", "lost") && opposes("wins", "loses") && opposes("winning", "lost"));
        assert!(opposes("rose", "fell") && opposes("risen", "fallen") && opposes("rising", "falls"));
        assert!(opposes("increased", "decreased") && opposes("increases", "decrease"));
        assert!(opposes("largest", "smallest") && opposes("higher", "lowest"));
        assert!(opposes("public", "private") && opposes("victory", "defeat"));
        assert!(!opposes("won", "won") && !opposes("rose", "increased") && !opposes("large", "big"));
        assert!(same_word("rose", "rising") && same_word("won", "winning") && !same_word("rose", "fell"));
        // Exact words: no stem collisions, and no invented comparatives.
        assert!(!has_opposite("her") && !has_opposite("for") && !has_opposite("after"));
        assert!(!has_opposite("founder") && !has_opposite("liver") && !has_opposite("founded"));
        assert!(opposes("higher", "lower") && opposes("women", "men") && opposes("accepted", "rejected"));
        assert!(opposes("increased", "fallen") && opposes("grew", "fell") && opposes("rose", "decreased") && opposes("grows", "dropped"));
        assert!(opposes("closed", "reopened") && opposes("ahead", "trailed") && opposes("colder", "milder"));
        // Pairs a text mostly means in another sense are left out.
        assert!(!opposes("rose", "set") && !opposes("finds", "loses") && !opposes("found", "lost") && !opposes("arrived", "left"));
    }
}
