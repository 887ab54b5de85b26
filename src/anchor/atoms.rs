//! Claim atomization: a compound claim is verified only if every atom is.
//!
//! anchorcite verifies a claim when one atom in three anchors; a claim such as
//! "X is the publisher of Y, and the only trade dedicated to Z" must not pass
//! on its first half. Splitting is rule-based and conservative: only at
//! clause joints (`;`, `, and`, `, but`, `, while`, `, whereas`, `, and is`)
//! where both sides keep at least three content words, and the subject of the
//! first clause is carried into later atoms that start without one.

use super::features::TextSignals;

/// Words that start a predicate, used to find where the subject ends.
const PREDICATE_STARTS: &[&str] = &[
    "is", "was", "are", "were", "has", "had", "have", "will", "would", "can", "could", "became", "becomes", "served",
    "serves", "won", "received", "remains", "remained", "included", "includes", "played", "plays", "made", "makes",
];

const JOINTS: &[&str] = &["; ", ", and ", ", but ", ", while ", ", whereas ", ", and later ", " and later "];

/// Splits `claim` into atoms; a claim with one clause yields itself.
pub fn atomize(claim: &str) -> Vec<String> {
    let mut parts: Vec<&str> = vec![claim];
    for joint in JOINTS {
        parts = parts.iter().flat_map(|p| p.split(joint)).collect();
    }
    let parts: Vec<&str> = parts.into_iter().map(str::trim).filter(|p| !p.is_empty()).collect();
    let substantial = |p: &str| TextSignals::of(p).content.len() >= 3;
    if parts.len() < 2 || !parts.iter().all(|p| substantial(p)) {
        return vec![claim.trim().to_string()];
    }
    let subject = subject_of(parts[0]);
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let p = p.trim_end_matches(['.', ';', ',']);
            let first = p.split_whitespace().next().unwrap_or("").to_lowercase();
            if i > 0 && PREDICATE_STARTS.contains(&first.as_str()) {
                if let Some(s) = subject {
                    return format!("{s} {p}.");
                }
            }
            format!("{p}.")
        })
        .collect()
}

/// The words before the first predicate word, if the clause has one.
fn subject_of(clause: &str) -> Option<&str> {
    let mut offset = 0;
    for w in clause.split_inclusive(' ') {
        let word = w.trim().to_lowercase();
        if offset > 0 && PREDICATE_STARTS.contains(&word.trim_matches(',')) {
            return Some(clause[..offset].trim());
        }
        offset += w.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_compound_claims_and_carries_subject() {
        let a = atomize("Arnold is the publisher of Media Play News, and was the editor of Home Media Magazine until 2013.");
        assert_eq!(a.len(), 2, "{a:?}");
        assert!(a[1].starts_with("Arnold was the editor"), "{a:?}");
        assert_eq!(atomize("The tower is 330 metres tall.").len(), 1);
        // A short tail is not an atom of its own.
        assert_eq!(atomize("He won, and lost.").len(), 1);
    }
}
