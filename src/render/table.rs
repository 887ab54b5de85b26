//! A terminal summary a person reads in five seconds.

use crate::verify::{ClaimStatus, VerifyReport};
use std::fmt::Write;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

const CLAIM_WIDTH: usize = 60;
const QUOTE_WIDTH: usize = 60;

/// Renders the report as a fixed-width table with the figures on top.
pub fn render(report: &VerifyReport) -> String {
    let f = &report.figures;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "verified {:.0}% ({} of {} claims) · coverage {:.0}% of {} sentences · {} of {} sources cited",
        f.verified_fraction * 100.0,
        f.counts.get("supported").copied().unwrap_or(0),
        f.counted_claims,
        f.coverage * 100.0,
        f.sentences,
        f.sources_cited,
        f.sources_considered
    );
    if f.unchecked_claims > 0 {
        let n = |k: &str| f.counts.get(k).copied().unwrap_or(0);
        let mut why = Vec::new();
        if n("bad_index") > 0 {
            why.push(format!("{} cite no known source (counted as not verified)", n("bad_index")));
        }
        let mut uncounted = Vec::new();
        if n("no_source_text") > 0 {
            uncounted.push(format!("{} have no source text", n("no_source_text")));
        }
        if n("tool_level") > 0 {
            uncounted.push(format!("{} cite a whole tool result", n("tool_level")));
        }
        if !uncounted.is_empty() {
            why.push(format!("{} (not counted)", uncounted.join(", ")));
        }
        let _ = writeln!(out, "{} of {} claims could not be checked: {}", f.unchecked_claims, f.claims, why.join("; "));
    }
    let counts: Vec<String> = f.counts.iter().filter(|(_, n)| **n > 0).map(|(k, n)| format!("{k} {n}")).collect();
    let _ = writeln!(out, "{}\n", counts.join(" · "));
    let _ = writeln!(out, "{:<14} {:>5}  {:<w$}  EVIDENCE", "STATUS", "SCORE", "CLAIM", w = CLAIM_WIDTH);
    for c in &report.citations {
        let icon = match c.status {
            ClaimStatus::Supported => "✓ supported",
            ClaimStatus::Unsupported => "✗ unsupported",
            ClaimStatus::Contradicted => "✗ contradicted",
            ClaimStatus::BadIndex => "! bad_index",
            ClaimStatus::ToolLevel => "· tool_level",
            ClaimStatus::NoSourceText => "? no_text",
        };
        let score = c.citation.as_ref().map_or("   -".to_string(), |x| format!("{:.2}", x.score));
        let evidence = match (&c.citation, c.status) {
            // Support split across cited sources: each source's quote.
            (Some(x), ClaimStatus::Supported) if x.quoted_source_ids().len() > 1 => x
                .source_anchors
                .iter()
                .map(|a| format!("{}: “{}”", a.source_id.as_deref().unwrap_or(&x.source_id), clip(&a.quote, QUOTE_WIDTH / 2)))
                .collect::<Vec<_>>()
                .join(" + "),
            (Some(x), ClaimStatus::Supported) => format!("{}: “{}”", x.source_id, clip(x.supporting_quote.as_deref().unwrap_or(""), QUOTE_WIDTH)),
            (Some(x), ClaimStatus::Contradicted) if x.contradicting_anchor.is_some() => {
                let quote = x.contradicting_anchor.as_ref().map_or("", |a| a.quote.as_str());
                // The guards that found the opposite (`number_missing` alone only says a number is absent).
                let found: Vec<&str> = x.guards.iter().map(String::as_str).filter(|g| g.ends_with("_mismatch")).collect();
                let why = if found.is_empty() { "NLI".to_string() } else { found.join(",") };
                format!("{}: says otherwise: “{}” ({why})", x.source_id, clip(quote, QUOTE_WIDTH))
            }
            (Some(x), _) if !x.guards.is_empty() => format!("{}: guards {}", x.source_id, x.guards.join(",")),
            (Some(x), _) => format!("{}: best entailment {:.2}", x.source_id, x.entailment),
            (None, ClaimStatus::BadIndex) => format!("cites {}", c.bad_refs.join(", ")),
            (None, ClaimStatus::ToolLevel) => c.tool_refs.iter().map(|t| t.tool_name.clone()).collect::<Vec<_>>().join(", "),
            (None, _) => c.source_ids.join(", "),
        };
        // Ids and tool names come from the input too.
        let evidence = one_line(&evidence);
        let _ = writeln!(out, "{icon:<14} {score:>5}  {}  {evidence}", pad(&clip(&c.cited_text, CLAIM_WIDTH), CLAIM_WIDTH));
    }
    for u in &report.uncited {
        let _ = writeln!(out, "{:<14} {:>5}  {}", "- uncited", "", pad(&clip(&u.text, CLAIM_WIDTH), CLAIM_WIDTH));
    }
    out
}

/// Shortens to `width` characters with an ellipsis, on one line.
/// One line of printable text: control characters (newlines, terminal
/// escape sequences from a source) become spaces, runs of space one.
fn one_line(s: &str) -> String {
    super::controls_to_spaces(s).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// At most `width` terminal cells (CJK and most emoji take two), with `…`
/// when cut.
fn clip(s: &str, width: usize) -> String {
    let one_line = one_line(s);
    if one_line.width() <= width {
        return one_line;
    }
    let mut out = String::new();
    let mut used = 0;
    for c in one_line.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > width - 1 {
            break;
        }
        out.push(c);
        used += w;
    }
    out + "…"
}

/// Pads to `width` terminal cells (`{:<w$}` counts characters, so CJK rows
/// came out misaligned).
fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

#[cfg(test)]
mod input_text_tests {
    use super::*;

    #[test]
    fn control_characters_from_inputs_never_reach_the_terminal() {
        assert_eq!(one_line("Color \u{1b}[31mRED\u{1b}[0m\nnext\u{7}"), "Color [31mRED [0m next");
        assert_eq!(clip("a\nb", 10), "a b");
        // Two cells per CJK character: cut and padded by width, not count.
        assert_eq!(clip("東京タワー東京タワー", 9), "東京タワ…");
        assert_eq!(pad("東京", 6).width(), 6);
    }
}
