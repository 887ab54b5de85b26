//! Renderers: what a person or a CI gate reads. JSON is the report itself
//! (`serde`), in Bahith's `research.completed` shape.

pub mod audit;
pub mod markdown;
pub mod table;

use crate::anchor::Citation;
use crate::demo;
use crate::error::Result;
use crate::text::ByteSpan;
use crate::Engine;
use std::fmt::Write;

/// Input text with every control character (newline, tab, a terminal escape
/// sequence's ESC) replaced by a space, so text from a source can neither
/// break a rendered line nor drive the reader's terminal.
fn controls_to_spaces(s: &str) -> String {
    s.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// One line a person reads: `✓ verified · 0.90` or `✗ unsupported · 0.12`.
pub fn verdict_line(c: &Citation) -> String {
    let mark = if c.verified {
        "✓ verified"
    } else if c.label == crate::entail::NliLabel::Contradicted {
        "✗ contradicted"
    } else {
        "✗ unsupported"
    };
    let mut s = format!("{mark} · {:.2}", c.score);
    if !c.guards.is_empty() {
        let _ = write!(s, " · guards: {}", c.guards.join(", "));
    }
    s
}

/// Runs the built-in example and formats it for a terminal.
///
/// # Errors
/// Model failures.
pub fn demo(engine: &Engine) -> Result<String> {
    let source = demo::source();
    let mut out = String::new();
    let _ = writeln!(out, "Answer:\n  {}\n", demo::ANSWER);
    let _ = writeln!(out, "Source: {} ({})\n", source.title.as_deref().unwrap_or(""), source.url.as_deref().unwrap_or(""));
    for (s, e) in demo::claims() {
        let assessed = engine.anchor_in_answer(demo::ANSWER, ByteSpan::new(s, e), &[&source])?;
        let c = &assessed[0].citation;
        let text = source.text.as_deref().unwrap_or("");
        let _ = writeln!(out, "Claim [{}..{}]: “{}”", c.start_offset, c.end_offset, c.cited_text);
        let _ = writeln!(out, "  {}", verdict_line(c));
        match (&c.source_anchor, &c.contradicting_anchor) {
            (Some(a), _) => {
                let _ = writeln!(out, "  “{}”\n  (source characters {}..{})", a.quote, a.source_start_offset, a.source_end_offset);
            }
            (None, Some(a)) => {
                let _ = writeln!(out, "  the source says otherwise: “{}”\n  (source characters {}..{})", a.quote, a.source_start_offset, a.source_end_offset);
            }
            (None, None) => {
                let _ = writeln!(out, "  no source sentence clears the threshold {:.2} (entailment {:.2}, contradiction {:.2})", engine.threshold(), c.entailment, c.contradiction);
                if let Some(span) = assessed[0].best_span {
                    let _ = writeln!(out, "  closest: “{}”", span.get(text).unwrap_or(""));
                }
            }
        }
        let _ = writeln!(out);
    }
    Ok(out)
}
