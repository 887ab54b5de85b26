//! Guards: hard checks that veto a verification NLI alone would grant.
//!
//! Small NLI models judge "lost 81 percent" entailed by "lost 18 percent" and
//! miss a dropped "not". A guard compares the claim's numbers, negation and
//! names with its best anchor (and with the whole source) and objects when
//! they disagree; an objection blocks `verified`, and a disagreement in a
//! span that otherwise says the same thing is reported as a contradiction.

use super::features::TextSignals;
use serde::{Deserialize, Serialize};

/// One guard's objection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Objection {
    /// The anchor states a different number than the claim.
    NumberMismatch,
    /// A number of the claim appears nowhere in the source.
    NumberMissing,
    /// The claim and its anchor disagree on negation.
    NegationMismatch,
    /// A name of the claim appears nowhere in the source.
    NameMissing,
}

impl Objection {
    pub fn as_str(self) -> &'static str {
        match self {
            Objection::NumberMismatch => "number_mismatch",
            Objection::NumberMissing => "number_missing",
            Objection::NegationMismatch => "negation_mismatch",
            Objection::NameMissing => "name_missing",
        }
    }
}

/// What the guards concluded.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GuardOutcome {
    pub objections: Vec<Objection>,
    /// The anchor says the same thing with a different number or polarity.
    pub contradicts: bool,
}

impl GuardOutcome {
    pub fn passed(&self) -> bool {
        self.objections.is_empty()
    }
}

/// Content-word coverage above which an anchor is "about the same thing", so
/// a number or polarity difference is a contradiction rather than a topic change.
const SAME_STATEMENT: f32 = 0.5;

/// Checks a claim against its anchor (the union of its anchor spans) and the whole source.
pub fn check(claim: &TextSignals, anchor: &TextSignals, source: &TextSignals) -> GuardOutcome {
    let mut out = GuardOutcome::default();
    let same_statement = claim.coverage_by(anchor) >= SAME_STATEMENT;
    let missing_in_anchor: Vec<&String> = claim.numbers.iter().filter(|n| !anchor.numbers.contains(*n)).collect();
    if !missing_in_anchor.is_empty() {
        if missing_in_anchor.iter().any(|n| !source.numbers.contains(*n)) {
            out.objections.push(Objection::NumberMissing);
        }
        let anchor_states_other = anchor.numbers.iter().any(|n| !claim.numbers.contains(n));
        if anchor_states_other {
            out.objections.push(Objection::NumberMismatch);
            out.contradicts |= same_statement;
        }
    }
    if claim.negated != anchor.negated && same_statement {
        out.objections.push(Objection::NegationMismatch);
        out.contradicts = true;
    }
    if claim.name_coverage_by(source) < 1.0 {
        out.objections.push(Objection::NameMissing);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(claim: &str, anchor: &str) -> GuardOutcome {
        let a = TextSignals::of(anchor);
        check(&TextSignals::of(claim), &a, &a)
    }

    #[test]
    fn numbers_must_agree() {
        let g = run("The city lost 81 percent of its population.", "The city lost 18 percent of its population.");
        assert!(g.objections.contains(&Objection::NumberMismatch) && g.contradicts, "{g:?}");
        let g = run("Turnout was 60 percent.", "Turnout was 6 percent.");
        assert!(g.contradicts, "{g:?}");
        assert!(run("The city lost 81 percent of its population.", "The city lost 81% of its population.").passed());
    }

    #[test]
    fn negation_must_agree() {
        let g = run("The drug did not reduce mortality.", "The drug reduced mortality in the trial.");
        assert!(g.objections.contains(&Objection::NegationMismatch) && g.contradicts, "{g:?}");
    }

    #[test]
    fn names_must_exist() {
        let g = run("The tower was designed by Gustave Eiffel.", "The tower was designed by Stephen Sauvestre.");
        assert!(g.objections.contains(&Objection::NameMissing), "{g:?}");
    }
}
