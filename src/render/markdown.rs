//! Markdown: the answer with `[^n]` after each supported claim, unsupported
//! and contradicted claims visibly marked (a contradicted one with the
//! footnote of the source that says otherwise), and a "Sources" section in the
//! `Source name - YYYY-MM-DD` form linked to the URL.
//!
//! Markers are inserted right to left so earlier offsets stay valid, and at
//! code-point offsets converted back to bytes (the report's offsets are code points).

use crate::text::{to_byte, OffsetUnit};
use crate::verify::{ClaimStatus, SourceSummary, VerifyReport};

/// Renders a verified answer as Markdown.
pub fn render(report: &VerifyReport) -> String {
    let text = &report.answer_clean;
    let mut inserts: Vec<(usize, usize, String)> = Vec::new(); // (byte offset, claim order, marker)
    for (order, c) in report.citations.iter().enumerate() {
        let Ok(end) = to_byte(text, c.end_offset, OffsetUnit::Char) else { continue };
        let marker = match c.status {
            // One footnote per source a supporting quote lies in.
            ClaimStatus::Supported => {
                let Some(x) = c.citation.as_ref() else { continue };
                let mut numbers: Vec<usize> = x.quoted_source_ids().into_iter().filter_map(|id| number_of(&report.sources_summary, id)).collect();
                numbers.sort_unstable();
                numbers.dedup();
                if numbers.is_empty() {
                    continue;
                }
                numbers.iter().map(|n| format!("[^{n}]")).collect()
            }
            ClaimStatus::Unsupported => " **[unsupported]**".to_string(),
            // Which source says otherwise, when it has a footnote (the
            // quote is the citation's `contradicting_anchor`).
            ClaimStatus::Contradicted => {
                match c.citation.as_ref().and_then(|x| number_of(&report.sources_summary, &x.source_id)) {
                    Some(n) => format!(" **[contradicted by [^{n}]]**"),
                    None => " **[contradicted]**".to_string(),
                }
            }
            ClaimStatus::BadIndex => " **[bad citation]**".to_string(),
            ClaimStatus::NoSourceText => " *[source text unavailable]*".to_string(),
            ClaimStatus::ToolLevel => {
                let tool = c.tool_refs.first().map(|t| t.tool_name.as_str()).unwrap_or("tool");
                format!(" *[{tool}]*")
            }
        };
        inserts.push((end, order, marker));
    }
    // Right to left; for equal offsets, later claims first so markers keep claim order.
    inserts.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mut out = text.clone();
    for (at, _, marker) in inserts {
        out.insert_str(at, &marker);
    }
    if !report.sources_summary.is_empty() {
        out.push_str("\n\n## Sources\n\n");
        for s in &report.sources_summary {
            out.push_str(&footnote(s));
            out.push('\n');
        }
    }
    out
}

fn number_of(summary: &[SourceSummary], id: &str) -> Option<usize> {
    summary.iter().find(|s| s.id == id || s.merged_ids.iter().any(|m| m == id)).map(|s| s.number)
}

/// `[^n]: [Source name - YYYY-MM-DD](url)`.
pub fn footnote(s: &SourceSummary) -> String {
    let name = s.name.as_deref().or(s.title.as_deref()).unwrap_or(&s.id);
    let name = escape(name);
    let date = s.date.as_deref().map(|d| d.chars().take(10).collect::<String>());
    let label = match date {
        Some(d) if !d.is_empty() => format!("{name} - {d}"),
        _ => name,
    };
    match &s.url {
        Some(url) => format!("[^{}]: [{label}]({})", s.number, link_target(url)),
        None => format!("[^{}]: {label}", s.number),
    }
}

/// Escapes what would break a footnote's link label: brackets and
/// backslashes, a newline (it would end the footnote), and `<`, `>` (raw
/// HTML from a source title would reach the reader's renderer).
fn escape(s: &str) -> String {
    super::controls_to_spaces(s).replace('\\', "\\\\").replace('[', "\\[").replace(']', "\\]").replace('<', "&lt;").replace('>', "&gt;")
}

/// A URL as a link target: characters that would end the target or the
/// line are percent-encoded.
fn link_target(url: &str) -> String {
    url.chars()
        .map(|c| match c {
            ')' => "%29".to_string(),
            '<' => "%3C".to_string(),
            '>' => "%3E".to_string(),
            c if c.is_whitespace() || c.is_control() => {
                let mut buf = [0u8; 4];
                c.encode_utf8(&mut buf).bytes().map(|b| format!("%{b:02X}")).collect()
            }
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod input_text_tests {
    use super::*;

    #[test]
    fn titles_and_urls_from_sources_cannot_break_a_footnote() {
        assert_eq!(escape("A [b]\nc <script>"), "A \\[b\\] c &lt;script&gt;");
        assert_eq!(link_target("https://x.example/a b)c\nd"), "https://x.example/a%20b%29c%0Ad");
    }
}
