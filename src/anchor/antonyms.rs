//! Which words are opposites, for the antonym guard.
//!
//! A generated answer goes wrong by restating its source with one word
//! turned into its opposite ("Housing prices rose sharply" against "Housing
//! prices fell sharply"). Word overlap sees one word missing out of many,
//! and the NLI model here cannot be trusted on near-restatements (README,
//! session 6), so the guards need to know which words oppose. The pairs are
//! WordNet 3.0's direct antonyms with their irregular forms
//! (`models/lexicon/antonyms.txt`, written by `scripts/wordnet_antonyms.py`),
//! compiled in so the engine needs no file at run time.

use super::features::stem;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

const PAIRS: &str = include_str!("../../models/lexicon/antonyms.txt");

/// Stem → stems of its opposites, from every form on either side of a pair.
fn table() -> &'static HashMap<String, HashSet<String>> {
    static TABLE: OnceLock<HashMap<String, HashSet<String>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t: HashMap<String, HashSet<String>> = HashMap::new();
        for line in PAIRS.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let Some((a, b)) = line.split_once('|') else { continue };
            let stems = |side: &str| side.split_whitespace().map(stem).collect::<HashSet<_>>();
            let (a, b) = (stems(a), stems(b));
            // A form on both sides ("closer" of "close" and of "near") opposes nothing.
            for x in a.difference(&b) {
                for y in b.difference(&a) {
                    t.entry(x.clone()).or_default().insert(y.clone());
                    t.entry(y.clone()).or_default().insert(x.clone());
                }
            }
        }
        t
    })
}

/// Whether the stemmed word has an opposite in the lexicon.
pub fn has_opposite(stemmed: &str) -> bool {
    table().contains_key(stemmed)
}

/// Whether two stemmed words are opposites.
pub fn opposes(a: &str, b: &str) -> bool {
    table().get(a).is_some_and(|o| o.contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn irregular_and_regular_forms_oppose() {
        let o = |a: &str, b: &str| opposes(&stem(a), &stem(b));
        assert!(o("won", "lost") && o("wins", "loses") && o("winning", "lost"));
        assert!(o("rose", "fell") && o("risen", "fallen"));
        assert!(o("increased", "decreased") && o("increases", "decrease"));
        assert!(o("largest", "smallest") && o("higher", "lower"));
        assert!(o("public", "private") && o("victory", "defeat"));
        assert!(!o("won", "won") && !o("rose", "increased") && !o("large", "big"));
    }
}
