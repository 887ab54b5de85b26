//! verify, statuses and renderers through the model seams: deterministic
//! fake models, so these tests pin the logic around the models, not the models.
use anchorage::anchor::scoring::Calibration;
use anchorage::embed::Embedder;
use anchorage::entail::{Entailer, NliProbs};
use anchorage::verify::{verify, ClaimStatus};
use anchorage::{formats, render, Engine, EngineConfig, Result};
use std::collections::HashSet;
use std::sync::Arc;

fn words(s: &str) -> HashSet<String> {
    s.split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() > 2).map(str::to_lowercase).collect()
}

/// Bag-of-words vectors hashed into 64 dimensions.
struct FakeEmbedder;
impl Embedder for FakeEmbedder {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>> {
        Ok(texts
            .iter()
            .map(|t| {
                let mut v = vec![0f32; 64];
                for w in words(t) {
                    v[w.bytes().map(usize::from).sum::<usize>() % 64] += 1.0;
                }
                anchorage::embed::l2_normalize(&mut v);
                v
            })
            .collect())
    }
    fn dim(&self) -> usize {
        64
    }
    fn name(&self) -> &str {
        "fake-embedder"
    }
}

/// Entailment = share of the hypothesis's words found in the premise.
struct FakeEntailer;
impl Entailer for FakeEntailer {
    fn score(&self, pairs: &[(&str, &str)]) -> Result<Vec<NliProbs>> {
        Ok(pairs
            .iter()
            .map(|(p, h)| {
                let (pw, hw) = (words(p), words(h));
                let e = hw.iter().filter(|w| pw.contains(*w)).count() as f32 / hw.len().max(1) as f32;
                NliProbs { entailment: e * 0.98, neutral: 1.0 - e * 0.98 - 0.01, contradiction: 0.01 }
            })
            .collect())
    }
    fn name(&self) -> &str {
        "fake-nli"
    }
    fn default_threshold(&self) -> f32 {
        0.5
    }
}

fn engine() -> Engine {
    Engine::with_models(Arc::new(FakeEmbedder), Arc::new(FakeEntailer), Calibration::fallback(), EngineConfig::default())
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn statuses_cover_every_claim_and_sentence() {
    let sources = formats::load_sources(std::path::Path::new(&format!("{}/tests/fixtures/cli/penguins_sources.json", env!("CARGO_MANIFEST_DIR")))).unwrap();
    let parsed = formats::parse_with_sources(&fixture("cli/penguins_numbered.md"), None, sources).unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    let st: Vec<ClaimStatus> = r.citations.iter().map(|c| c.status).collect();
    assert_eq!(st, [ClaimStatus::Supported, ClaimStatus::Supported, ClaimStatus::BadIndex], "{r:#?}");
    assert_eq!(r.uncited.len(), 1);
    // The claim citing [3] of two sources counts as not verified.
    assert_eq!(r.figures.verified_fraction, 2.0 / 3.0);
    assert_eq!((r.figures.checkable_claims, r.figures.counted_claims, r.figures.unchecked_claims), (2, 3, 1));
    assert_eq!(r.figures.counts["bad_index"], 1);
    assert_eq!((r.figures.sources_cited, r.figures.sources_considered), (2, 2));
    assert_eq!(r.sources_summary.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["1", "2"]);
}

#[test]
fn no_citations_scores_zero_not_one() {
    let parsed = formats::parse(r#"{"answer": "Penguins are birds. They swim.", "sources": [{"id": "a", "text": "Penguins are birds."}], "citations": []}"#, None).unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    assert_eq!(r.figures.verified_fraction, 0.0);
    assert_eq!(r.figures.coverage, 0.0);
    assert_eq!(r.uncited.len(), 2);
}

#[test]
fn excerpts_stand_in_for_missing_text_and_tool_refs_are_reported() {
    let parsed = formats::parse(&fixture("formats/anthropic.json"), None).unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    let web = r.citations.iter().find(|c| c.cited_text.contains("Arctic")).unwrap();
    assert_eq!(web.anchored_against, Some("excerpt"), "{web:#?}");
    let parsed = formats::parse(&fixture("formats/bigdata.sse"), None).unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    let statuses: HashSet<ClaimStatus> = r.citations.iter().map(|c| c.status).collect();
    assert!(statuses.contains(&ClaimStatus::ToolLevel), "{r:#?}");
    assert!(r.citations.iter().filter(|c| c.status == ClaimStatus::ToolLevel).all(|c| !c.tool_refs.is_empty()));
}

#[test]
fn markdown_inserts_markers_right_to_left_at_code_points() {
    let answer = r#"{"answer": "Zoë's café opens at 8 am 😀. 東京 opens at 9. Nobody knows.", "sources": [
        {"id": "menu", "text": "Zoë's café opens at 8 am every day.", "name": "Café Zoë", "date": "2024-05-06", "url": "https://zoe.example/menu"},
        {"id": "tokyo", "text": "The Osaka branch closes at 5."}],
      "citations": [{"start": 0, "end": 26, "source_ids": ["menu"]}, {"start": 28, "end": 41, "source_ids": ["tokyo"]}]}"#;
    let parsed = formats::parse(answer, None).unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    assert_eq!(r.citations[0].status, ClaimStatus::Supported, "{r:#?}");
    assert_ne!(r.citations[1].status, ClaimStatus::Supported);
    let md = render::markdown::render(&r);
    assert!(md.starts_with("Zoë's café opens at 8 am 😀[^1]. 東京 opens at 9 **[unsupported]**. Nobody knows."), "{md}");
    // The bibliography lists every cited source, the unsupporting one too.
    assert!(md.ends_with("## Sources\n\n[^1]: [Café Zoë - 2024-05-06](https://zoe.example/menu)\n[^2]: tokyo\n"), "{md}");
    let table = render::table::render(&r);
    assert!(table.contains("✓ supported") && table.contains("- uncited"), "{table}");
}

/// The bibliography merges a source's url variants, never documents that
/// only share a headline (Bigdata's "headlines can collide between unrelated
/// documents") or a url under ids of their own, and counts a claim once per
/// entry.
#[test]
fn sources_summary_dedups_by_id_and_url_derived_ids_only() {
    let answer = r#"{"answer": "Alpha rose. Beta fell. Gamma held. Delta won. Omega sank.", "sources": [
        {"id": "https://a.com/x?utm_source=openai", "url": "https://a.com/x?utm_source=openai", "text": "Alpha rose. Beta fell.", "title": "X"},
        {"id": "https://a.com/x", "url": "https://a.com/x", "text": "Alpha rose.", "title": "X"},
        {"id": "D1", "text": "Gamma held.", "title": "Markets today"},
        {"id": "D2", "text": "Gamma fell.", "title": "Markets today"},
        {"id": "doc-a", "url": "https://y.example/p", "text": "Delta won."},
        {"id": "doc-b", "url": "https://y.example/p", "text": "Delta won again."},
        {"id": "https://z.example/q", "url": "https://z.example/q", "text": "Omega sank."},
        {"id": "doc-c", "url": "https://z.example/q", "text": "Omega sank."},
        {"id": "doc-d", "url": "https://z.example/q#top", "text": "Omega sank."}],
      "citations": [{"start": 0, "end": 11, "source_ids": ["https://a.com/x?utm_source=openai", "https://a.com/x"]},
                    {"start": 12, "end": 22, "source_ids": ["https://a.com/x?utm_source=openai"]},
                    {"start": 23, "end": 34, "source_ids": ["D1", "D2"]},
                    {"start": 35, "end": 45, "source_ids": ["doc-a", "doc-b"]},
                    {"start": 46, "end": 57, "source_ids": ["https://z.example/q", "doc-c", "doc-d"]}]}"#;
    let r = verify(&engine(), &formats::parse(answer, None).unwrap()).unwrap();
    let s = &r.sources_summary;
    let got: Vec<(&str, Vec<String>, usize, usize)> = s.iter().take(5).map(|x| (x.id.as_str(), x.merged_ids.clone(), x.claims, x.supported)).collect();
    assert_eq!(
        got,
        [
            // The claim citing both variants counts once, and so does its support.
            ("https://a.com/x?utm_source=openai", vec!["https://a.com/x".to_string()], 2, 2),
            ("D1", vec![], 1, 1),
            ("D2", vec![], 1, 0),
            ("doc-a", vec![], 1, 1),
            ("doc-b", vec![], 1, 0),
        ],
        "{s:#?}"
    );
    // A url id cited first takes one document of its page, not a second:
    // two ids of their own stay two in either citing order (a review found
    // doc-c and doc-d merged behind the url id).
    let rest: Vec<(&str, Vec<String>)> = s.iter().skip(5).map(|x| (x.id.as_str(), x.merged_ids.clone())).collect();
    assert_eq!(rest, [("https://z.example/q", vec!["doc-c".to_string()]), ("doc-d", vec![])], "{s:#?}");
    assert_eq!(s.iter().map(|x| x.number).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(r.figures.sources_cited, 9);
}

#[test]
fn a_bad_reference_does_not_hide_a_good_one() {
    // [1] exists, [9] does not: the claim is still checked against [1], and
    // the bad reference is reported beside the verdict.
    let parsed = formats::parse(
        r#"{"answer": "Penguins are birds [1][9].", "sources": [{"id": "1", "text": "Penguins are birds."}]}"#,
        None,
    )
    .unwrap();
    let r = verify(&engine(), &parsed).unwrap();
    let c = &r.citations[0];
    assert_ne!(c.status, ClaimStatus::BadIndex, "{c:#?}");
    assert!(c.citation.is_some(), "{c:#?}");
    assert_eq!(c.bad_refs, ["9"], "{c:#?}");
}

/// A claim one cited source contradicts is reported against that source,
/// with the sentence that says otherwise, even when another cited source
/// scores higher.
#[test]
fn a_contradicted_claim_reports_the_source_that_contradicts_it() {
    let answer = r#"{"answer": "The plant employs 2,000 workers in Ohio.", "sources": [
        {"id": "a", "text": "The plant in Ohio employs workers from nearby counties. The plant workers in Ohio are unionised."},
        {"id": "b", "text": "The plant employs 1,500 workers. It opened in 1998."}],
      "citations": [{"start": 0, "end": 40, "source_ids": ["a", "b"]}]}"#;
    let r = verify(&engine(), &formats::parse(answer, None).unwrap()).unwrap();
    let c = &r.citations[0];
    assert_eq!(c.status, ClaimStatus::Contradicted, "{c:#?}");
    let cit = c.citation.as_ref().unwrap();
    assert_eq!(cit.source_id, "b", "{c:#?}");
    assert_eq!(cit.contradicting_anchor.as_ref().map(|a| a.quote.as_str()), Some("The plant employs 1,500 workers."), "{c:#?}");
    let table = render::table::render(&r);
    assert!(table.contains("says otherwise: “The plant employs 1,500 workers.” (number_mismatch)"), "{table}");
    let md = render::markdown::render(&r);
    assert!(md.starts_with("The plant employs 2,000 workers in Ohio. **[contradicted by [^2]]**"), "{md}");
}

/// A marker that points to no source (`[3]` of two, `[0]`) is a broken
/// citation: it counts as not verified, so it cannot lift the verified
/// share by dropping out of it ("verified 100% (1 of 1)" was printed for
/// this answer, and `--fail-under 0.9` passed), and the summary says how
/// many claims could not be checked.
#[test]
fn claims_citing_no_source_count_as_not_verified() {
    let sources = vec![
        anchorage::Source { id: "menu".into(), text: Some("Tea costs 2 € at the café.".into()), ..Default::default() },
        anchorage::Source { id: "desserts".into(), text: Some("Crème brûlée costs 6 € at the café.".into()), ..Default::default() },
    ];
    let answer = "Espresso costs 3 € [3]. Tea is free [0]. Crème brûlée costs 6 € [2].";
    let r = verify(&engine(), &formats::parse_with_sources(answer, None, sources).unwrap()).unwrap();
    let st: Vec<ClaimStatus> = r.citations.iter().map(|c| c.status).collect();
    assert_eq!(st, [ClaimStatus::BadIndex, ClaimStatus::BadIndex, ClaimStatus::Supported], "{r:#?}");
    let f = &r.figures;
    assert!((f.verified_fraction - 1.0 / 3.0).abs() < 1e-9, "{f:#?}");
    assert_eq!((f.checkable_claims, f.counted_claims, f.unchecked_claims), (1, 3, 2));
    let table = render::table::render(&r);
    assert!(table.starts_with("verified 33% (1 of 3 claims)"), "{table}");
    assert!(table.contains("2 of 3 claims could not be checked: 2 cite no known source (counted as not verified)"), "{table}");

    // Claims with no text to check against are reported, not counted.
    let r = verify(&engine(), &formats::parse(&fixture("formats/bigdata.sse"), None).unwrap()).unwrap();
    let f = &r.figures;
    assert_eq!(f.counted_claims, f.checkable_claims, "{f:#?}");
    let table = render::table::render(&r);
    assert!(table.contains("could not be checked:") && table.contains("cite a whole tool result (not counted)"), "{table}");
}

/// Bigdata references often end after the space that follows their
/// sentence; the claim's `cited_text` leaves it out, and its code-point
/// offsets still select exactly that text.
#[test]
fn bigdata_cited_text_has_no_trailing_space_and_offsets_still_select_it() {
    let sse = "data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"Zoë’s café opens at 8. \"}}\n\
               data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"It closes at 5.\"}}\n\
               data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 23, \"tool_name\": \"search\", \"source\": {\"id\": \"D1\", \"hd\": \"Hours\"}}]}}\n";
    let r = verify(&engine(), &formats::parse(sse, None).unwrap()).unwrap();
    let c = &r.citations[0];
    assert_eq!(c.cited_text, "Zoë’s café opens at 8.");
    let chars: Vec<char> = r.answer_clean.chars().collect();
    assert_eq!(chars[c.start_offset..c.end_offset].iter().collect::<String>(), c.cited_text);
    assert_eq!((c.start_offset, c.end_offset), (0, 22));
}

/// A batch line that is JSON but not an object (nor a provider's array of
/// blocks) says so, instead of being read as answer text and failing with
/// "numbered: the answer text is empty".
#[test]
fn batch_line_that_is_not_a_json_object_says_so() {
    for (line, found) in [("[1,2,3]", "an array of non-objects"), ("\"Penguins swim [1].\"", "a string"), ("42", "a number"), ("[]", "an empty array")] {
        let out = anchorage::batch::process_line(&engine(), 7, line, &[]);
        assert!(out.is_error, "{line}: {}", out.json);
        let v: serde_json::Value = serde_json::from_str(&out.json).unwrap();
        let e = v["error"].as_str().unwrap();
        assert!(e.contains("line 7: expected a JSON object") && e.contains(found), "{line}: {e}");
    }
    // A provider's bare content array is still an answer.
    let blocks = r#"[{"type": "text", "text": "Penguins swim.", "citations": [{"type": "web_search_result_location", "url": "https://p.example", "cited_text": "Penguins swim well."}]}]"#;
    let out = anchorage::batch::process_line(&engine(), 1, blocks, &[]);
    assert!(!out.is_error, "{}", out.json);
}

/// An entailer with a bug: it panics on one premise.
struct PanickyEntailer;
impl Entailer for PanickyEntailer {
    fn score(&self, pairs: &[(&str, &str)]) -> Result<Vec<NliProbs>> {
        assert!(!pairs.iter().any(|(p, _)| p.contains("Zanzibar")), "a bug on Zanzibar");
        FakeEntailer.score(pairs)
    }
    fn name(&self) -> &str {
        "panicky-nli"
    }
    fn default_threshold(&self) -> f32 {
        0.5
    }
}

/// A bug that panics on one line costs that line, not the job: it gets an
/// error line saying so, and the lines after it are processed as before.
#[test]
fn batch_turns_a_panic_into_that_lines_error() {
    let engine = Engine::with_models(Arc::new(FakeEmbedder), Arc::new(PanickyEntailer), Calibration::fallback(), EngineConfig::default());
    let request = |text: &str| serde_json::json!({"claim": "Penguins swim fast in cold water.", "sources": [{"id": "s", "text": text}]}).to_string();
    let input = [request("Penguins swim fast in cold water."), request("Zanzibar penguins swim fast in cold water."), request("Penguins swim fast in cold water, it is said.")].join("\n");
    let mut out = Vec::new();
    let stats = anchorage::batch::run(&engine, input.as_bytes(), &mut out, &[], 1, |_| {}).unwrap();
    assert_eq!((stats.lines, stats.errors), (3, 1));
    let lines: Vec<serde_json::Value> = String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert!(lines[0]["result"].is_array() && lines[2]["result"].is_array(), "{lines:?}");
    let e = lines[1]["error"].as_str().unwrap();
    assert!(e.starts_with("line 2: internal error (a bug on Zanzibar)") && e.contains("a bug in anchorage"), "{e}");
}

/// A source whose text is only a byte-order mark and spaces has no text to
/// check, as one of spaces alone: `no_source_text`, not counted.
#[test]
fn a_source_of_only_a_byte_order_mark_has_no_text() {
    let answer = r#"{"answer": "Emperor penguins are the tallest penguin species.", "sources": [{"id": "1", "text": "\ufeff \n"}],
      "citations": [{"start": 0, "end": 49, "source_ids": ["1"]}]}"#;
    let r = verify(&engine(), &formats::parse(answer, None).unwrap()).unwrap();
    assert_eq!(r.citations[0].status, ClaimStatus::NoSourceText, "{r:#?}");
    assert_eq!(r.figures.counted_claims, 0);
}
