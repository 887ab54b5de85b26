//! Golden tests of the input-format layer: one fixture per format (built from
//! the seeds and each provider's documented shape, with accents, CJK and
//! emoji so that every offset unit matters), detection, and malformed input.
//! Fixture offsets are computed by `tests/fixtures/formats/make_fixtures.py`.
mod common;

use anchorage::formats::{self, CitationRef, InputFormat, Locator, ParsedAnswer};
use anchorage::Source;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats").join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap()
}

/// A citation as a short string: `id`, `bad:raw`, `tool:name@audit=detail`.
fn cite(c: &CitationRef) -> String {
    match c {
        CitationRef::Source { source_id, .. } => source_id.clone(),
        CitationRef::BadIndex { raw } => format!("bad:{raw}"),
        CitationRef::ToolLevel { tool_name, audit_id, detail } => {
            format!("tool:{tool_name}@{}={}", audit_id.as_deref().unwrap_or("-"), detail.as_deref().unwrap_or("-"))
        }
    }
}

/// Claims as `(claim text, citations)`, checking every span is valid.
fn claims(p: &ParsedAnswer) -> Vec<(String, Vec<String>)> {
    p.claims
        .iter()
        .map(|c| {
            let text = c.span.get(&p.answer_clean).expect("claim span on char boundaries");
            (text.to_string(), c.citations.iter().map(cite).collect())
        })
        .collect()
}

fn c(text: &str, cites: &[&str]) -> (String, Vec<String>) {
    (text.to_string(), cites.iter().map(|s| s.to_string()).collect())
}

fn source_ids(p: &ParsedAnswer) -> Vec<&str> {
    p.sources.iter().map(|s| s.id.as_str()).collect()
}

fn uncited(p: &ParsedAnswer) -> Vec<&str> {
    p.uncited_sentences().iter().map(|s| &p.answer_clean[s.range()]).collect()
}

fn err(input: &str, format: Option<InputFormat>) -> String {
    match formats::parse(input, format) {
        Ok(p) => panic!("expected an error, parsed {p:?}"),
        Err(e) => e.to_string(),
    }
}

// ---------------------------------------------------------------------------
// Request JSON
// ---------------------------------------------------------------------------

#[test]
fn request_with_code_point_citations() {
    let p = formats::parse(&read("request.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Request);
    assert_eq!(p.answer_clean, "Zoë's café in Zürich opens at 8 am 😀. The 東京 branch opens at 9 am. Nobody knows why.");
    assert_eq!(
        claims(&p),
        vec![
            c("Zoë's café in Zürich opens at 8 am 😀.", &["menu"]),
            // "ghost" is not in the request's sources: a bad index, not dropped.
            c("The 東京 branch opens at 9 am.", &["tokyo", "bad:ghost"]),
        ]
    );
    assert_eq!(source_ids(&p), ["menu", "tokyo"]);
    assert_eq!(p.source("tokyo").unwrap().text.as_deref(), Some("東京店は午前9時に開店します。"));
    assert_eq!(uncited(&p), ["Nobody knows why."]);
}

#[test]
fn request_numbered_markers_index_its_sources() {
    let p = formats::parse(&read("request_numbered.json"), None).unwrap();
    assert_eq!(p.answer_clean, "Emperor penguins are the tallest species. They breed only in Antarctica. Penguins breed in 南極.");
    assert_eq!(
        claims(&p),
        vec![
            c("Emperor penguins are the tallest species.", &["1"]),
            c("They breed only in Antarctica.", &["2"]),
            c("Penguins breed in 南極.", &["bad:3"]),
        ]
    );
    // Sources without ids get their 1-based position.
    assert_eq!(source_ids(&p), ["1", "2"]);
    assert_eq!(p.source("2").unwrap().title.as_deref(), Some("B"));
}

#[test]
fn request_with_inline_tags_delegates() {
    let input = r#"{"answer": "<cite id=\"a\">Déjà vu 😀</cite>. Rest.", "sources": [{"id": "a", "text": "Déjà vu."}]}"#;
    let p = formats::parse(input, None).unwrap();
    assert_eq!(p.answer_clean, "Déjà vu 😀. Rest.");
    assert_eq!(claims(&p), vec![c("Déjà vu 😀", &["a"])]);
}

// ---------------------------------------------------------------------------
// Plain-text formats
// ---------------------------------------------------------------------------

#[test]
fn inline_cite_tags() {
    let p = formats::parse(&read("inline_cite.txt"), None).unwrap();
    assert_eq!(p.format, InputFormat::InlineCite);
    assert_eq!(p.answer_clean, "Zoë a ouvert le café en 2019 et il sert du thé 🍵 de 東京. Rien d'autre.\n");
    assert_eq!(claims(&p), vec![c("Zoë a ouvert le café en 2019", &["s1"]), c("il sert du thé 🍵 de 東京", &["s2", "s3"])]);
    // No source list: placeholders, text unknown.
    assert_eq!(source_ids(&p), ["s1", "s2", "s3"]);
    assert!(p.sources.iter().all(|s| s.text.is_none()));
}

#[test]
fn inline_cite_with_external_sources() {
    let ext = formats::load_sources(&fixture("sources.jsonl")).unwrap();
    let p = formats::parse_with_sources(&read("inline_cite.txt"), None, ext).unwrap();
    assert_eq!(claims(&p), vec![c("Zoë a ouvert le café en 2019", &["s1"]), c("il sert du thé 🍵 de 東京", &["s2", "bad:s3"])]);
    assert_eq!(p.source("s2").unwrap().text.as_deref(), Some("Le café sert du thé de 東京 🍵."));
}

#[test]
fn numbered_markers_you_com_and_after_period() {
    let p = formats::parse(&read("numbered.txt"), None).unwrap();
    assert_eq!(p.format, InputFormat::Numbered);
    assert_eq!(
        p.answer_clean,
        "Emperor penguins are the tallest species. They breed only in Antarctica. Les manchots empereurs plongent à 500 m. \
         東京には野生のペンギンはいない. They are also very friendly 😀.\n"
    );
    assert_eq!(
        claims(&p),
        vec![
            c("Emperor penguins are the tallest species.", &["1"]),
            c("They breed only in Antarctica.", &["2"]), // "Antarctica. [2]": marker after the period
            c("Les manchots empereurs plongent à 500 m.", &["1", "2"]), // You.com [[1, 2]]
            c("東京には野生のペンギンはいない.", &["3"]),
        ]
    );
    // Without a source list the numbers are placeholder ids.
    assert_eq!(source_ids(&p), ["1", "2", "3"]);
    assert_eq!(uncited(&p), ["They are also very friendly 😀."]);
}

#[test]
fn numbered_bad_index_with_sources_folder() {
    let ext = formats::load_sources(&fixture("sources_dir")).unwrap();
    assert_eq!(ext.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["1", "2"]);
    let p = formats::parse_with_sources(&read("numbered.txt"), None, ext).unwrap();
    let cl = claims(&p);
    assert_eq!(cl[2], c("Les manchots empereurs plongent à 500 m.", &["1", "2"]));
    assert_eq!(cl[3], c("東京には野生のペンギンはいない.", &["bad:3"]));
    assert_eq!(p.source("2").unwrap().text.as_deref(), Some("Emperor penguins breed only in Antarctica during winter.\n"));
}

#[test]
fn numbered_markers_bind_by_position_not_id() {
    let ext = vec![
        Source { id: "alpha".into(), text: Some("A.".into()), ..Source::default() },
        Source { id: "beta".into(), text: Some("B.".into()), ..Source::default() },
    ];
    let p = formats::parse_with_sources("First claim [2][1]. Second [1, 2]. Third [0]. Fourth [1–3].", Some(InputFormat::Numbered), ext).unwrap();
    assert_eq!(p.answer_clean, "First claim. Second. Third. Fourth.");
    assert_eq!(
        claims(&p),
        vec![
            c("First claim.", &["beta", "alpha"]),
            c("Second.", &["alpha", "beta"]),
            c("Third.", &["bad:0"]),
            c("Fourth.", &["alpha", "beta", "bad:3"]), // a range past the list
        ]
    );
}

/// A marker too long for an integer used to be prose, its sentence uncited,
/// while `[99999]` was a bad index: both are bad indices now. `[-2]` and
/// `[2.0]` are not markers (the survey checker reads digits only) and stay
/// text.
#[test]
fn numbered_markers_past_any_integer_are_bad_indices() {
    let ext = || vec![Source { id: "a".into(), text: Some("A.".into()), ..Source::default() }];
    for huge in ["99999", "99999999999999999999999", "18446744073709551616"] {
        let bad = format!("bad:{huge}");
        let input = format!("Penguins are tall [1]. They breed in winter [{huge}].");
        let p = formats::parse_with_sources(&input, None, ext()).unwrap();
        assert_eq!(p.answer_clean, "Penguins are tall. They breed in winter.");
        assert_eq!(claims(&p), vec![c("Penguins are tall.", &["a"]), c("They breed in winter.", &[bad.as_str()])]);
        assert!(uncited(&p).is_empty(), "{huge}");
        let p = formats::parse_with_sources(&format!("Penguins are tall [1, {huge}]."), Some(InputFormat::Numbered), ext()).unwrap();
        assert_eq!(claims(&p), vec![c("Penguins are tall.", &["a", bad.as_str()])]);
    }
    // No list: a number past any list is bad, not a placeholder.
    let p = formats::parse("Penguins are tall [99999999999999999999999].", None).unwrap();
    assert_eq!(claims(&p), vec![c("Penguins are tall.", &["bad:99999999999999999999999"])]);
    assert!(p.sources.is_empty());
    for prose in ["-2", "2.0"] {
        let input = format!("Penguins are tall [1]. They breed in winter [{prose}].");
        let p = formats::parse_with_sources(&input, None, ext()).unwrap();
        assert_eq!(claims(&p), vec![c("Penguins are tall.", &["a"])]);
        assert_eq!(uncited(&p), [format!("They breed in winter [{prose}].")]);
    }
}

#[test]
fn numbered_marker_shapes_and_links() {
    let p = formats::parse("Dogs [1] bark [2]. Cats purr [[3]]. See [4](https://x.example) and `[5]`.", Some(InputFormat::Numbered)).unwrap();
    assert_eq!(p.answer_clean, "Dogs bark. Cats purr. See [4](https://x.example) and `[5]`.");
    assert_eq!(claims(&p), vec![c("Dogs bark.", &["1", "2"]), c("Cats purr.", &["3"])]);
}

#[test]
fn numbered_reference_definitions_describe_sources() {
    let input = "Penguins are tall [1].\n\n[1]: Penguin facts https://p.example/facts\n";
    let p = formats::parse(input, None).unwrap();
    assert_eq!(p.answer_clean, "Penguins are tall.");
    assert_eq!(claims(&p), vec![c("Penguins are tall.", &["1"])]);
    let s = p.source("1").unwrap();
    assert_eq!((s.title.as_deref(), s.url.as_deref()), (Some("Penguin facts"), Some("https://p.example/facts")));
}

/// Two `[1]:` definitions that describe different sources used to keep the
/// later one without a word.
#[test]
fn numbered_reference_defined_twice_differently_is_an_error() {
    let input = "Penguins are tall [1].\n\n[1]: Penguin facts https://p.example/facts\n[01]: Other page https://p.example/other\n";
    let e = err(input, None);
    assert!(e.contains("[1] (line 3: \"Penguin facts https://p.example/facts\") and [01] (line 4") && e.contains("describe source 1 differently"), "{e}");
    let request = serde_json::json!({"answer": input, "sources": [{"id": "a", "text": "Penguins are tall."}]}).to_string();
    assert!(err(&request, None).contains("request.answer: reference definitions [1]"), "{}", err(&request, None));
    let same = "Penguins are tall [1].\n\n[1]: Penguin facts https://p.example/facts\n[1]: [Penguin facts](https://p.example/facts)\n";
    let p = formats::parse(same, None).unwrap();
    assert_eq!(p.source("1").unwrap().url.as_deref(), Some("https://p.example/facts"));
    assert!(p.notes.iter().any(|n| n.contains("given twice (lines 3 and 4)")), "{:?}", p.notes);
}

#[test]
fn footnotes_become_sources() {
    let p = formats::parse(&read("footnote.md"), None).unwrap();
    assert_eq!(p.format, InputFormat::Footnote);
    assert_eq!(
        p.answer_clean,
        "La Tour Eiffel mesure 330 m. Elle a été achevée en 1889 🗼. 東京タワーは333メートルです. Personne ne la repeint."
    );
    assert_eq!(
        claims(&p),
        vec![
            c("La Tour Eiffel mesure 330 m.", &["1"]),
            c("Elle a été achevée en 1889 🗼.", &["2"]),
            c("東京タワーは333メートルです.", &["bad:3"]), // no [^3] definition
        ]
    );
    assert_eq!(source_ids(&p), ["1", "2"]);
    let s1 = p.source("1").unwrap();
    assert_eq!(s1.title.as_deref(), Some("Tour Eiffel – site officiel"));
    assert_eq!(s1.url.as_deref(), Some("https://www.toureiffel.paris/fr"));
    let s2 = p.source("2").unwrap();
    assert_eq!((s2.name.as_deref(), s2.date.as_deref()), (Some("Le Monde"), Some("2024-01-02")));
    assert_eq!(s2.url.as_deref(), Some("https://lemonde.example/eiffel"));
}

/// A label defined twice with different bodies used to keep the first
/// silently; the same source twice is still read once.
#[test]
fn footnote_defined_twice_differently_is_an_error() {
    let input = "Emperor penguins are the tallest penguin species[^1].\n\n[^1]: Polar Guide https://example.com/a\n[^1]: Another https://example.com/b\n";
    for f in [None, Some(InputFormat::Footnote)] {
        let e = err(input, f);
        assert!(e.contains("[^1] is defined twice") && e.contains("line 3") && e.contains("line 4") && e.contains("https://example.com/b"), "{e}");
    }
    let request = serde_json::json!({"answer": input}).to_string();
    let e = err(&request, Some(InputFormat::Request));
    assert!(e.contains("request.answer") && e.contains("[^1] is defined twice"), "{e}");
    let same = "Penguins are tall[^1].\n\n[^1]: Polar Guide https://example.com/a\n[^1]: [Polar Guide](https://example.com/a)\n";
    let p = formats::parse(same, None).unwrap();
    assert_eq!(claims(&p), vec![c("Penguins are tall.", &["1"])]);
    assert_eq!(p.source("1").unwrap().url.as_deref(), Some("https://example.com/a"));
    assert!(p.notes.iter().any(|n| n.contains("[^1] is defined twice (lines 3 and 4) as the same source")), "{:?}", p.notes);
}

// ---------------------------------------------------------------------------
// Provider JSON
// ---------------------------------------------------------------------------

#[test]
fn anthropic_blocks_and_citation_types() {
    let p = formats::parse(&read("anthropic.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Anthropic);
    assert_eq!(
        p.answer_clean,
        "According to the documents, emperor penguins — the tallest 🐧 — breed in Antarctica. No penguins live in the Arctic (北極)."
    );
    assert_eq!(
        claims(&p),
        vec![
            c("emperor penguins — the tallest 🐧 — breed in Antarctica", &["doc0", "doc1"]),
            c("No penguins live in the Arctic (北極).", &["https://zoo.example/arctic"]),
        ]
    );
    let first = &p.claims[0].citations[0];
    match first {
        CitationRef::Source { excerpt, locator, .. } => {
            assert_eq!(excerpt.as_deref(), Some("They breed in Antarctica during winter."));
            assert_eq!(*locator, Some(Locator::Chars { start: 43, end: 82 }));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(p.claims[0].citations[1], CitationRef::Source { locator: Some(Locator::Pages { start: 3, end: 4 }), .. }));
    // Placeholder documents carry document_title; searched pages are sources too.
    assert_eq!(p.source("doc0").unwrap().title.as_deref(), Some("Penguins of the Ross Sea"));
    assert!(p.source("https://wiki.example/penguin").is_some());
}

#[test]
fn anthropic_documents_bind_to_external_sources_by_position() {
    let ross = "Emperor penguins are the tallest penguins. They breed in Antarctica during winter.";
    let ext = vec![
        Source { id: "ross".into(), text: Some(ross.into()), ..Source::default() },
        Source { id: "guide".into(), text: Some("Manchots empereurs : les plus grands.".into()), ..Source::default() },
    ];
    let p = formats::parse_with_sources(&read("anthropic.json"), None, ext).unwrap();
    assert_eq!(claims(&p)[0].1, ["ross", "guide"]);
    assert_eq!(p.source("ross").unwrap().title.as_deref(), Some("Penguins of the Ross Sea"));
    assert!(p.source("doc0").is_none());
    // Only one external document: document_index 1 is past the list.
    let one = vec![Source { id: "ross".into(), text: Some(ross.into()), ..Source::default() }];
    let p = formats::parse_with_sources(&read("anthropic.json"), None, one).unwrap();
    assert_eq!(claims(&p)[0].1, ["ross", "bad:document_index 1"]);
}

/// `cited_text` must be what `start_char_index..end_char_index` selects in
/// the document when its text is known, as other providers' offsets must
/// select their echoed text: a range past the end, or one over other words
/// (the wrong document, or a document edited since), is an error naming
/// the field; without the text nothing can be checked.
#[test]
fn anthropic_char_ranges_are_checked_against_known_document_text() {
    let guide = Source { id: "guide".into(), text: Some("Manchots empereurs : les plus grands.".into()), ..Source::default() };
    let with = |ross: &str| vec![Source { id: "ross".into(), text: Some(ross.into()), ..Source::default() }, guide.clone()];
    // 43..82 selects "They breed in Antarctica during winter.": accepted.
    let ok = formats::parse_with_sources(&read("anthropic.json"), None, with("Emperor penguins are the tallest penguins. They breed in Antarctica during winter.")).unwrap();
    assert_eq!(claims(&ok)[0].1, ["ross", "guide"]);
    // The document is shorter than the range: the field and the document are named.
    let e = formats::parse_with_sources(&read("anthropic.json"), None, with("Emperor penguins are the tallest penguins.")).unwrap_err().to_string();
    assert!(e.contains("content[1].citations[0]") && e.contains("start_char_index 43 is past the end") && e.contains("\"ross\""), "{e}");
    let e = formats::parse_with_sources(&read("anthropic.json"), None, with("Emperor penguins are the tallest penguins. They breed in Antarctica.")).unwrap_err().to_string();
    assert!(e.contains("end_char_index 82 is past the end") && e.contains("(68 code points)"), "{e}");
    // In range, but over other text than cited_text (code points: the é before counts one).
    let e = formats::parse_with_sources(&read("anthropic.json"), None, with("Émpéror pénguins are the tallest penguins! They breed on the Ross Sea ice, in winter.")).unwrap_err().to_string();
    assert!(e.contains("content[1].citations[0]") && e.contains("the offsets select") && e.contains("They breed in Antarctica during winter."), "{e}");
    // Unknown text (no --sources): kept as given.
    assert!(formats::parse(&read("anthropic.json"), None).is_ok());
    // Page numbers are 1-based.
    let page0 = r#"{"content": [{"type": "text", "text": "Penguins swim.", "citations": [{"type": "page_location", "cited_text": "x", "document_index": 0, "start_page_number": 0, "end_page_number": 1}]}]}"#;
    assert!(err(page0, None).contains("start_page_number 0"), "{}", err(page0, None));
}

/// OpenAI appends `?utm_source=openai` to every cited url; the page given
/// in --sources (without it, with a trailing `/`, a fragment or another
/// host case) is the same page and gives the citation its text, while the
/// output keeps the url as cited.
#[test]
fn openai_url_citations_match_sources_despite_tracking_suffixes() {
    let ext = vec![
        Source {
            id: "bio".into(),
            url: Some("https://NvidiaNews.nvidia.com/bios/jensen-huang/#career".into()),
            text: Some("Jensen Huang founded NVIDIA in 1993 and has served as its CEO since.".into()),
            ..Source::default()
        },
        // An id that is the url itself matches too.
        Source { id: "https://zeit.example/a".into(), text: Some("Das Zürcher Büro öffnete 2020.".into()), ..Source::default() },
        // Other parameters still tell pages apart.
        Source { id: "other".into(), url: Some("https://simplywall.example/nvda?page=2".into()), text: Some("Other page.".into()), ..Source::default() },
    ];
    let p = formats::parse_with_sources(&read("openai.json"), None, ext).unwrap();
    let cited = "https://nvidianews.nvidia.com/bios/jensen-huang?utm_source=openai";
    assert_eq!(claims(&p)[1].1, [cited]);
    let s = p.source(cited).unwrap();
    assert_eq!(s.url.as_deref(), Some(cited));
    assert!(s.text.as_deref().is_some_and(|t| t.starts_with("Jensen Huang founded")), "{s:?}");
    let z = p.source("https://zeit.example/a?utm_source=openai").unwrap();
    assert_eq!(z.text.as_deref(), Some("Das Zürcher Büro öffnete 2020."));
    assert!(p.source("https://simplywall.example/nvda").unwrap().text.is_none());
    assert!(p.source("other").is_some());
}

/// A plain-text format that finds none of its own markup is an error naming
/// what the text has, as detection is, not an answer with no claims.
#[test]
fn forced_text_format_without_its_markup_is_an_error() {
    use InputFormat::*;
    let numbered = "Espresso costs 3 € [3]. Tea is free [0]. Crème brûlée costs 6 € [2].";
    let cases: &[(InputFormat, &str, &str)] = &[
        (Footnote, numbered, "footnote: no [^n] footnote markers found; the text has [n] markers: try --input-format numbered"),
        (InlineCite, numbered, "inline_cite: no <cite> tags found; the text has [n] markers: try --input-format numbered"),
        (Numbered, "Penguins swim[^1].\n\n[^1]: Guide", "numbered: no [n] markers found; the text has [^n] footnote markers: try --input-format footnote"),
        (Numbered, "Penguins <cite id=\"a\">swim</cite>.", "try --input-format inline_cite"),
        (Footnote, "Penguins swim.\n\n[^1]: Guide", "no [^n] footnote markers found; the text has no citation markup"),
        (Numbered, "No citations here at all.", "the text has no citation markup"),
    ];
    for (f, input, want) in cases {
        let e = err(input, Some(*f));
        assert!(e.contains(want), "{f:?}: {input}\n  error: {e}\n  wanted: {want}");
    }
    // Each reads its own markup.
    assert_eq!(formats::parse(numbered, Some(Numbered)).unwrap().claims.len(), 3);
}

#[test]
fn openai_link_markers_and_spans_in_code_points() {
    let p = formats::parse(&read("openai.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::OpenAi);
    // The inline citation links are citation markup: removed.
    assert_eq!(
        p.answer_clean,
        "Jensen Huang 🧑\u{200d}💻 has led Nvidia since 1993. Its Zürich office opened in 2020, per the café owner."
    );
    assert_eq!(
        claims(&p),
        vec![
            c("Jensen Huang 🧑\u{200d}💻 has led Nvidia since 1993", &["https://simplywall.example/nvda"]),
            c("Jensen Huang 🧑\u{200d}💻 has led Nvidia since 1993.", &["https://nvidianews.nvidia.com/bios/jensen-huang?utm_source=openai"]),
            c("Its Zürich office opened in 2020, per the café owner.", &["https://zeit.example/a?utm_source=openai"]),
        ]
    );
    assert_eq!(p.source("https://zeit.example/a?utm_source=openai").unwrap().title.as_deref(), Some("Die Zeit"));
}

#[test]
fn openai_bare_link_span_takes_its_parentheses() {
    let text = "Il pleut à Brest 🌧 ([meteo.fr](https://meteo.example/brest)). Fin.";
    let start = text.chars().position(|ch| ch == '[').unwrap();
    let end = start + "[meteo.fr](https://meteo.example/brest)".chars().count();
    let input = serde_json::json!({"type": "output_text", "text": text, "annotations": [
        {"type": "url_citation", "start_index": start, "end_index": end, "url": "https://meteo.example/brest", "title": "Météo"}]});
    let p = formats::parse(&input.to_string(), None).unwrap();
    assert_eq!(p.answer_clean, "Il pleut à Brest 🌧. Fin.");
    assert_eq!(claims(&p), vec![c("Il pleut à Brest 🌧.", &["https://meteo.example/brest"])]);
}

#[test]
fn openai_chat_completions_shape() {
    let input = r#"{"choices": [{"index": 0, "message": {"role": "assistant", "content": "Ça marche 😀 bien.",
        "annotations": [{"type": "url_citation", "url_citation": {"start_index": 0, "end_index": 17, "url": "https://a.example", "title": "A"}}]}}]}"#;
    let p = formats::parse(input, None).unwrap();
    assert_eq!(p.format, InputFormat::OpenAi);
    assert_eq!(claims(&p), vec![c("Ça marche 😀 bien.", &["https://a.example"])]);
}

#[test]
fn gemini_byte_offsets_per_part() {
    let p = formats::parse(&read("gemini.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Gemini);
    assert_eq!(p.answer_clean, "Le Tour de France 2024 s'est terminé à Nice. Tadej Pogačar a gagné 🚴 sa troisième victoire.");
    let a = "https://vertexaisearch.cloud.google.com/grounding-api-redirect/AAA";
    let b = "https://vertexaisearch.cloud.google.com/grounding-api-redirect/BBB";
    assert_eq!(
        claims(&p),
        vec![
            c("Le Tour de France 2024 s'est terminé à Nice.", &[a]),
            // chunk index 5 is past groundingChunks: a bad index, not dropped
            c("Tadej Pogačar a gagné 🚴 sa troisième victoire.", &[a, b, "bad:groundingChunks[5]"]),
        ]
    );
    assert_eq!(p.source(b).unwrap().title.as_deref(), Some("lequipe.fr"));
}

#[test]
fn gemini_rejects_offsets_in_another_unit() {
    // Offsets given as code points instead of bytes: the segment text no
    // longer matches, and the error says which unit was assumed.
    let input = r#"{"candidates": [{"content": {"parts": [{"text": "Été 😀 chaud. Fin."}]},
        "groundingMetadata": {"groundingChunks": [{"web": {"uri": "https://x.example", "title": "x"}}],
        "groundingSupports": [{"segment": {"startIndex": 0, "endIndex": 12, "text": "Été 😀 chaud."}, "groundingChunkIndices": [0]}]}}]}"#;
    let e = err(input, None);
    assert!(e.contains("groundingSupports[0].segment") && e.contains("UTF-8 bytes"), "{e}");
    // Inside a character: error, not a panic.
    let input = input.replace("\"endIndex\": 12", "\"endIndex\": 1");
    let e = err(&input, None);
    assert!(e.contains("inside a UTF-8 character"), "{e}");
}

#[test]
fn gemini_annotation_shape() {
    let p = formats::parse(&read("gemini_annotations.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Gemini);
    assert_eq!(p.answer_clean, "Le remboursement se fait sous 7 jours. 跨月退款由财务复核。");
    assert_eq!(
        claims(&p),
        vec![
            c("Le remboursement se fait sous 7 jours.", &["https://shop.example/refund"]),
            c("跨月退款由财务复核。", &["https://finance.example/rule"]),
        ]
    );
}

#[test]
fn gemini_interactions_steps_shape() {
    // The current SDKs' shape: the answer is the text of the `model_output`
    // steps; search calls, search results and thoughts are not answer text.
    let p = formats::parse(&read("gemini_steps.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Gemini);
    assert_eq!(p.answer_clean, "Les manchots empereurs 🐧 sont les plus grands. Ils se reproduisent en Antarctique.");
    assert_eq!(claims(&p), vec![c("Ils se reproduisent en Antarctique.", &["https://penguins.example/fr"])]);
    assert_eq!(uncited(&p), ["Les manchots empereurs 🐧 sont les plus grands."]);
}

// ---------------------------------------------------------------------------
// You.com
// ---------------------------------------------------------------------------

#[test]
fn you_com_answer_markers_number_its_citations() {
    let p = formats::parse(&read("youcom_answer.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::YouCom);
    let a = "https://penguins.example/a?utm_source=you";
    let b = "https://penguins.example/b";
    assert_eq!(
        claims(&p),
        vec![
            c("Emperor penguins 🐧 are the tallest penguin species.", &[a]),
            c("They breed only in Antarctica, during winter.", &[a, b]),
            // Two citations: `[[3]]` points past them, though results.web has a third page.
            c("Adélie penguins are smaller.", &["bad:3"]),
        ]
    );
    // Everything the search considered is a source; cited entries take their titles.
    assert_eq!(source_ids(&p), [a, b, "https://penguins.example/c"]);
    assert_eq!(p.source(a).unwrap().title.as_deref(), Some("Penguin sizes"));
    assert_eq!(p.source("https://penguins.example/c").unwrap().date.as_deref(), Some("2026-03-01T00:00:00"));
    // No full text: the excerpts are what a claim is checked against.
    let CitationRef::Source { excerpt, .. } = &p.claims[1].citations[1] else { panic!("{:?}", p.claims[1]) };
    assert_eq!(excerpt.as_deref(), Some("Emperor penguins breed only in Antarctica.\nThey breed during the winter."));
    assert!(p.sources.iter().all(|s| s.text.is_none()));
}

/// `[[-1]]` and a number too long for an integer used to be prose in a
/// You.com answer; they are markers past its citations, bad indices.
#[test]
fn you_com_negative_and_huge_markers_are_bad_indices() {
    let base: serde_json::Value = serde_json::from_str(&read("youcom_answer.json")).unwrap();
    for (marker, raw) in [("[[-1]]", "-1"), ("[[99999999999999999999999]]", "99999999999999999999999"), ("[[1, -1]]", "-1")] {
        let mut v = base.clone();
        v["answer"] = format!("Emperor penguins are tall {marker}.").into();
        let p = formats::parse(&v.to_string(), None).unwrap();
        assert_eq!(p.answer_clean, "Emperor penguins are tall.", "{marker}");
        let want = if marker.contains("1, ") { vec!["https://penguins.example/a?utm_source=you".to_string(), format!("bad:{raw}")] } else { vec![format!("bad:{raw}")] };
        assert_eq!(claims(&p), vec![("Emperor penguins are tall.".to_string(), want)], "{marker}");
    }
}

#[test]
fn you_com_research_output_and_warnings() {
    let p = formats::parse(&read("youcom_research.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::YouCom);
    assert!(p.answer_clean.starts_with("## Emperor penguins\n\nEmperor penguins 🐧 are the tallest penguin species. They"), "{}", p.answer_clean);
    assert_eq!(
        claims(&p),
        vec![
            c("Emperor penguins 🐧 are the tallest penguin species.", &["https://penguins.example/a"]),
            c("They breed only in Antarctica.", &["https://penguins.example/a", "https://penguins.example/b"]),
        ]
    );
    assert_eq!(p.source("https://penguins.example/b").unwrap().title.as_deref(), Some("Breeding"));
    assert_eq!(p.notes, ["You.com warning: research_effort lite: fewer sources read"]);
    let structured = r#"{"output": {"content": {"answer": 42}, "content_type": "object", "sources": []}}"#;
    assert!(err(structured, None).contains("content_type \"object\""), "{}", err(structured, None));
}

#[test]
fn you_com_sources_bind_by_url_and_markers_stay_its_own() {
    // `--sources` gives the full text by url (tracking parameters aside); a
    // marker still indexes the response's citations, not the external list.
    let ext = vec![
        Source { id: "sizes".into(), url: Some("https://penguins.example/a".into()), text: Some("Emperor penguins are the tallest penguin species, up to 1.3 m.".into()), ..Source::default() },
        Source { id: "other".into(), text: Some("Unrelated.".into()), ..Source::default() },
        Source { id: "third".into(), text: Some("Also unrelated.".into()), ..Source::default() },
    ];
    let p = formats::parse_with_sources(&read("youcom_answer.json"), None, ext).unwrap();
    let a = "https://penguins.example/a?utm_source=you";
    assert_eq!(claims(&p)[2], c("Adélie penguins are smaller.", &["bad:3"]));
    assert_eq!(p.source(a).unwrap().text.as_deref(), Some("Emperor penguins are the tallest penguin species, up to 1.3 m."));
}

#[test]
fn you_com_answer_is_verified_against_its_excerpts() {
    use anchorage::verify::{verify, ClaimStatus};
    let p = formats::parse(&read("youcom_answer.json"), None).unwrap();
    let r = verify(common::engine(), &p).unwrap();
    let status: Vec<ClaimStatus> = r.citations.iter().map(|c| c.status).collect();
    assert_eq!(status, [ClaimStatus::Supported, ClaimStatus::Supported, ClaimStatus::BadIndex], "{r:#?}");
    assert_eq!(r.citations[0].anchored_against, Some("excerpt"));
    assert_eq!(r.figures.sources_considered, 3);
}

#[test]
fn cohere_v2_code_points_and_documents() {
    let p = formats::parse(&read("cohere.json"), None).unwrap();
    assert_eq!(p.format, InputFormat::Cohere);
    assert_eq!(p.answer_clean, "The Utrecht store restocks the Ultimate C8 on 19 août 2026 🚲. It costs €2 499.");
    assert_eq!(claims(&p), vec![c("19 août 2026 🚲", &["inv-441"]), c("€2 499", &["price-12", "inv-441"])]);
    assert_eq!(source_ids(&p), ["inv-441", "price-12"]);
    assert_eq!(p.source("price-12").unwrap().text.as_deref(), Some("Gazelle Ultimate C8 retails at €2 499."));
}

#[test]
fn cohere_text_mismatch_is_an_error() {
    let input = read("cohere.json").replace("\"text\": \"€2 499\"", "\"text\": \"€2 500\"");
    let e = err(&input, None);
    assert!(e.contains("message.citations[1]") && e.contains("code points"), "{e}");
}

#[test]
fn more_shapes_each_format_accepts() {
    // Marker opening the answer; nested tags; multi-line footnote definition.
    let p = formats::parse("[1] Penguins swim. They dive.", Some(InputFormat::Numbered)).unwrap();
    assert_eq!((p.answer_clean.as_str(), claims(&p)), ("Penguins swim. They dive.", vec![c("Penguins swim.", &["1"])]));
    let p = formats::parse("<cite id=\"a\">Zoë <cite id=\"b\">rit</cite> fort</cite>.", None).unwrap();
    assert_eq!(p.answer_clean, "Zoë rit fort.");
    assert_eq!(claims(&p), vec![c("Zoë rit fort", &["a"]), c("rit", &["b"])]);
    let p = formats::parse("Il pleut 🌧 <cite id=\"m\"/>. Il vente.<cite ids=\"m,n\" /> Fin.", None).unwrap();
    assert_eq!(p.answer_clean, "Il pleut 🌧. Il vente. Fin.");
    assert_eq!(claims(&p), vec![c("Il pleut 🌧.", &["m"]), c("Il vente.", &["m", "n"])]);
    let p = formats::parse("Il neige[^n].\n\n[^n]: Météo France -\n    2024-02-03 https://mf.example\n", None).unwrap();
    assert_eq!(p.answer_clean, "Il neige.");
    let s = p.source("n").unwrap();
    assert_eq!((s.name.as_deref(), s.date.as_deref(), s.url.as_deref()), (Some("Météo France"), Some("2024-02-03"), Some("https://mf.example")));

    // Request JSON with Bahith's field names.
    let p = formats::parse(r#"{"answer_clean": "Ça va 😀. Oui.", "citations": [{"start_offset": 0, "end_offset": 8, "source_id": "x"}]}"#, None).unwrap();
    assert_eq!(claims(&p), vec![c("Ça va 😀.", &["x"])]);

    // Anthropic bare content array.
    let p = formats::parse(r#"[{"type": "text", "text": "Oui 😀.", "citations": [{"type": "content_block_location", "document_index": 0, "cited_text": "Oui", "start_block_index": 0, "end_block_index": 1}]}]"#, None).unwrap();
    assert_eq!(claims(&p), vec![c("Oui 😀.", &["doc0"])]);
    assert!(matches!(p.claims[0].citations[0], CitationRef::Source { locator: Some(Locator::Blocks { start: 0, end: 1 }), .. }));

    // OpenAI: file_citation at a point, refusal noted.
    let p = formats::parse(r#"{"output": [{"type": "message", "content": [
        {"type": "output_text", "text": "Le rapport 📄 le dit. Fin.", "annotations": [{"type": "file_citation", "file_id": "file-1", "filename": "r.pdf", "index": 20}]},
        {"type": "refusal", "refusal": "Je ne peux pas."}]}]}"#, None).unwrap();
    assert_eq!(claims(&p), vec![c("Le rapport 📄 le dit.", &["file-1"])]);
    assert_eq!(p.source("file-1").unwrap().title.as_deref(), Some("r.pdf"));
    assert!(p.notes[0].contains("refusal"), "{:?}", p.notes);

    // Gemini as dumped by the Python SDK (snake_case; start_index omitted = 0).
    let p = formats::parse(r#"{"candidates": [{"content": {"parts": [{"text": "Tschüß 👋 Welt."}]}, "grounding_metadata": {
        "grounding_chunks": [{"retrieved_context": {"uri": "gs://b/doc.txt", "title": "doc", "text": "Tschüß, Welt!"}}],
        "grounding_supports": [{"segment": {"end_index": 19, "text": "Tschüß 👋 Welt."}, "grounding_chunk_indices": [0]}]}}]}"#, None).unwrap();
    assert_eq!(claims(&p), vec![c("Tschüß 👋 Welt.", &["gs://b/doc.txt"])]);
    assert_eq!(p.source("gs://b/doc.txt").unwrap().text.as_deref(), Some("Tschüß, Welt!"));
    assert!(matches!(&p.claims[0].citations[0], CitationRef::Source { excerpt: Some(e), .. } if e == "Tschüß, Welt!"));

    // Cohere v1, and a THINKING_CONTENT citation noted rather than dropped.
    let p = formats::parse(r#"{"text": "Kyōto is old 🏯.", "citations": [{"start": 0, "end": 5, "text": "Kyōto", "document_ids": ["d1", "d9"]}],
        "documents": [{"id": "d1", "title": "Kyōto", "snippet": "Kyōto was the capital."}]}"#, None).unwrap();
    assert_eq!(claims(&p), vec![c("Kyōto", &["d1", "bad:d9"])]);
    assert_eq!(p.source("d1").unwrap().text.as_deref(), Some("Kyōto was the capital."));
    let p = formats::parse(r#"{"message": {"content": [{"type": "text", "text": "Oui."}], "citations": [{"start": 0, "end": 3, "text": "Hmm", "type": "THINKING_CONTENT", "sources": []}]}}"#, None).unwrap();
    assert!(p.claims.is_empty() && p.notes[0].contains("THINKING_CONTENT"));
}

// ---------------------------------------------------------------------------
// Bigdata SSE
// ---------------------------------------------------------------------------

#[test]
fn bigdata_stream_grounding_tool_level_and_audit() {
    let p = formats::parse(&read("bigdata.sse"), None).unwrap();
    assert_eq!(p.format, InputFormat::BigdataSse);
    assert_eq!(
        p.answer_clean,
        "Tesla's Q3 revenue rose 8% — driven by energy 🔋 storage. Earnings are due on 22 Oct. Analysts in 東京 agree."
    );
    assert_eq!(
        claims(&p),
        vec![
            // the same span cited twice with the same source: one claim, one citation
            c("Tesla's Q3 revenue rose 8% — driven by energy 🔋 storage.", &["DOC123"]),
            c("Earnings are due on 22 Oct.", &["tool:earnings_calendar@a2=EarningsCalendarAuditV1"]),
            c("Analysts in 東京 agree.", &["WEB9"]),
        ]
    );
    let d = p.source("DOC123").unwrap();
    assert_eq!(
        (d.title.as_deref(), d.name.as_deref(), d.date.as_deref(), d.url.as_deref()),
        (Some("Tesla Q3 results"), Some("Reuters"), Some("2024-10-23"), Some("https://reuters.example/tsla"))
    );
    let w = p.source("WEB9").unwrap();
    assert_eq!((w.name.as_deref(), w.url.as_deref()), (Some("Nikkei"), Some("https://nikkei.example/t")));
}

#[test]
fn bigdata_tool_level_links_search_audit_query() {
    let input = "data: {\"message\": {\"type\": \"AUDIT\", \"audit_traces\": [{\"tool_id\": \"t1\", \"audit_type\": \"SearchAuditV1\", \"query\": {\"text\": \"café prices\"}}]}}\n\
                 data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"Prix: 3 € ☕.\"}}\n\
                 data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 12, \"tool_name\": \"search\", \"audit_id\": \"t1\", \"source\": null},\
                 {\"start\": 0, \"end\": 12, \"tool_name\": \"chart\", \"audit_id\": \"nope\", \"source\": null}]}}\n";
    let p = formats::parse(input, None).unwrap();
    assert_eq!(claims(&p), vec![c("Prix: 3 € ☕.", &["tool:search@t1=café prices", "tool:chart@nope=-"])]);
}

#[test]
fn bigdata_dedups_sources_by_url_then_headline() {
    let input = "data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"A. B.\"}}\n\
                 data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [\
                 {\"start\": 0, \"end\": 2, \"tool_name\": \"search\", \"audit_id\": \"x\", \"source\": {\"type\": \"EXTERNAL\", \"url\": \"https://u.example\", \"hd\": \"U\"}},\
                 {\"start\": 3, \"end\": 5, \"tool_name\": \"search\", \"audit_id\": \"x\", \"source\": {\"type\": \"BIGDATA\", \"hd\": \"Only a headline\"}}]}}\n";
    let p = formats::parse(input, None).unwrap();
    assert_eq!(claims(&p), vec![c("A.", &["https://u.example"]), c("B.", &["Only a headline"])]);
}

/// A GROUNDING event without its `references` array, and an ANSWER event
/// whose `content` is null, used to be read as empty: their citations and
/// text were lost without a word.
#[test]
fn bigdata_grounding_without_references_and_null_content_are_errors() {
    let answer = "data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"Tesla's Q3 revenue rose 8%. \"}}\n\n";
    let grounding = "data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 27, \"tool_name\": \"search\", \"source\": {\"type\": \"BIGDATA\", \"id\": \"DOC1\"}}]}}\n";
    let cases = [
        (format!("{answer}data: {{\"message\": {{\"type\": \"GROUNDING\", \"references\": null}}}}\n"), "line 3: GROUNDING event: references: expected an array, found null"),
        (format!("{answer}data: {{\"message\": {{\"type\": \"GROUNDING\"}}}}\n"), "line 3: GROUNDING event: references: missing"),
        (format!("data: {{\"message\": {{\"type\": \"ANSWER\", \"content\": null}}}}\n\n{answer}{grounding}"), "line 1: ANSWER event: content: expected a string, found null"),
        (format!("data: {{\"message\": {{\"type\": \"ANSWER\"}}}}\n\n{answer}{grounding}"), "line 1: ANSWER event: content: missing"),
        (format!("data: {{\"message\": {{\"type\": \"ANSWER\", \"content\": 42}}}}\n\n{answer}{grounding}"), "line 1: ANSWER event: content: expected a string, found 42"),
    ];
    for (input, want) in &cases {
        let e = err(input, None);
        assert!(e.contains(want), "{input}\n  error: {e}\n  wanted: {want}");
    }
    // An empty `references` array cites nothing and loses nothing.
    let input = format!("{answer}data: {{\"message\": {{\"type\": \"GROUNDING\", \"references\": []}}}}\n{grounding}");
    let p = formats::parse(&input, None).unwrap();
    assert_eq!(claims(&p), vec![c("Tesla's Q3 revenue rose 8%.", &["DOC1"])]);
}

/// One `source.id` with two headlines or urls used to merge into the first,
/// so the second claim showed the first document's url; the seed's dedup
/// by id still holds for references that agree.
#[test]
fn bigdata_one_source_id_with_two_metadata_is_an_error() {
    let stream = |second: &str| {
        format!(
            "data: {{\"message\": {{\"type\": \"ANSWER\", \"content\": \"Tesla's Q3 revenue rose 8%. Energy storage 🔋 grew fast. \"}}}}\n\n\
             data: {{\"message\": {{\"type\": \"GROUNDING\", \"references\": [\
             {{\"start\": 0, \"end\": 27, \"tool_name\": \"search\", \"audit_id\": \"a1\", \"source\": {{\"type\": \"BIGDATA\", \"id\": \"DOC1\", \"hd\": \"Tesla\", \"url\": \"https://r.example/t\"}}}},\
             {{\"start\": 28, \"end\": 56, \"tool_name\": \"search\", \"audit_id\": \"a1\", \"source\": {second}}}]}}}}\n"
        )
    };
    let e = err(&stream(r#"{"type": "BIGDATA", "id": "DOC1", "hd": "Other headline", "url": "https://other.example"}"#), None);
    assert!(
        e.contains("references[1].source") && e.contains("source.id \"DOC1\"") && e.contains("\"Other headline\"") && e.contains("references[0].source"),
        "{e}"
    );
    let e = err(&stream(r#"{"type": "BIGDATA", "id": "DOC1", "hd": "Tesla", "url": "https://other.example"}"#), None);
    assert!(e.contains("has url \"https://other.example\" here but \"https://r.example/t\""), "{e}");
    let e = err(&stream(r#"{"type": "EXTERNAL", "url": "https://u.example", "hd": "U"}}, {"start": 0, "end": 27, "source": {"type": "EXTERNAL", "url": "https://u.example", "hd": "V"}"#), None);
    assert!(e.contains("references[2].source") && e.contains("url \"https://u.example\" has hd \"V\""), "{e}");
    // The same document again, or with fewer fields, is one source.
    for same in [r#"{"type": "BIGDATA", "id": "DOC1", "hd": "Tesla", "url": "https://r.example/t"}"#, r#"{"id": "DOC1", "src_name": "Reuters"}"#] {
        let p = formats::parse(&stream(same), None).unwrap();
        assert_eq!(claims(&p), vec![c("Tesla's Q3 revenue rose 8%.", &["DOC1"]), c("Energy storage 🔋 grew fast.", &["DOC1"])]);
        assert_eq!(p.source("DOC1").unwrap().url.as_deref(), Some("https://r.example/t"));
    }
}

#[test]
fn bigdata_payload_split_over_data_lines() {
    // SSE joins the data lines of one event with "\n".
    let input = "event: message\ndata: {\"message\": {\"type\": \"ANSWER\",\ndata:  \"content\": \"Zoë rit 😀.\"}}\n\n\
                 data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 10, \"tool_name\": \"search\",\n\
                 data: \"source\": {\"id\": \"D1\", \"hd\": \"Zoë\"}}]}}\n\n";
    let p = formats::parse(input, None).unwrap();
    assert_eq!(claims(&p), vec![c("Zoë rit 😀.", &["D1"])]);
    let e = err("data: {\"message\":\ndata: oops\n\ndata: {}\n", None);
    assert!(e.contains("lines 1-2") && e.contains("malformed JSON"), "{e}");
}

#[test]
fn bigdata_error_message_is_an_error() {
    let input = "data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"Partial\"}}\n\ndata: {\"message\": {\"type\": \"ERROR\", \"error\": \"quota exceeded\"}}\n";
    let e = err(input, None);
    assert!(e.contains("line 3") && e.contains("quota exceeded"), "{e}");
}

#[test]
fn bigdata_offset_past_answer_and_bad_json() {
    let input = "data: {\"message\": {\"type\": \"ANSWER\", \"content\": \"Zoë 😀\"}}\n\
                 data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 6, \"tool_name\": \"search\", \"source\": null}]}}\n";
    let e = err(input, None);
    assert!(e.contains("line 2") && e.contains("references[0]") && e.contains("past the end"), "{e}");
    let e = err("data: {\"message\": {\"type\": \"ANSWER\"\n", Some(InputFormat::BigdataSse));
    assert!(e.contains("line 1") && e.contains("malformed JSON"), "{e}");
}

// ---------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------

#[test]
fn sources_folder_with_duplicate_keys_is_an_error() {
    let e = formats::load_sources(&fixture("sources_dup")).unwrap_err().to_string();
    assert!(e.contains("\"a\"") && e.contains("a.md") && e.contains("a.txt"), "{e}");
}

#[test]
fn sources_json_array_jsonl_and_errors() {
    let dir = common::scratch_dir("formats");
    let arr = dir.join("s.json");
    std::fs::write(&arr, r#"[{"id": 7, "text": "Sept."}, {"text": "Sans id.", "year": "2020", "authors": "Zoë"}]"#).unwrap();
    let s = formats::load_sources(&arr).unwrap();
    assert_eq!((s[0].id.as_str(), s[1].id.as_str(), s[1].year, s[1].authors.clone()), ("7", "2", Some(2020), Some(vec!["Zoë".to_string()])));
    let s = formats::load_sources(&fixture("sources.jsonl")).unwrap();
    assert_eq!(s.len(), 2);
    let bad = dir.join("bad.jsonl");
    std::fs::write(&bad, "{\"id\": \"a\"}\n{\"id\": \n").unwrap();
    let e = formats::load_sources(&bad).unwrap_err().to_string();
    assert!(e.contains("line 2"), "{e}");
    let dup = dir.join("dup.json");
    std::fs::write(&dup, r#"[{"id": "a"}, {"id": "a"}]"#).unwrap();
    assert!(formats::load_sources(&dup).unwrap_err().to_string().contains("\"a\""));
    let typ = dir.join("typ.json");
    std::fs::write(&typ, r#"[{"id": "a", "text": 3}]"#).unwrap();
    let e = formats::load_sources(&typ).unwrap_err().to_string();
    assert!(e.contains("[0].text") && e.contains("expected a string"), "{e}");
    assert!(formats::load_sources(&dir.join("missing.json")).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn merge_fills_carried_sources_by_id_or_url() {
    let carried = vec![
        Source { id: "https://a.example".into(), url: Some("https://a.example".into()), title: Some("A".into()), ..Source::default() },
        Source { id: "b".into(), ..Source::default() },
    ];
    let external = vec![
        Source { id: "x".into(), url: Some("https://a.example".into()), text: Some("Text A".into()), ..Source::default() },
        Source { id: "b".into(), text: Some("Text B".into()), title: Some("B".into()), ..Source::default() },
        Source { id: "c".into(), text: Some("Text C".into()), ..Source::default() },
    ];
    let m = formats::merge_sources(carried, external).unwrap();
    assert_eq!(m.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["https://a.example", "b", "c"]);
    assert_eq!(m[0].text.as_deref(), Some("Text A"));
    assert_eq!(m[0].title.as_deref(), Some("A"));
    assert_eq!(m[1].title.as_deref(), Some("B"));
    let dup = vec![Source { id: "c".into(), ..Source::default() }, Source { id: "c".into(), ..Source::default() }];
    assert!(formats::merge_sources(vec![], dup).is_err());
}

// ---------------------------------------------------------------------------
// Detection and malformed input
// ---------------------------------------------------------------------------

#[test]
fn detects_every_format() {
    let cases = [
        ("request.json", InputFormat::Request),
        ("request_numbered.json", InputFormat::Request),
        ("inline_cite.txt", InputFormat::InlineCite),
        ("numbered.txt", InputFormat::Numbered),
        ("footnote.md", InputFormat::Footnote),
        ("anthropic.json", InputFormat::Anthropic),
        ("openai.json", InputFormat::OpenAi),
        ("gemini.json", InputFormat::Gemini),
        ("gemini_annotations.json", InputFormat::Gemini),
        ("cohere.json", InputFormat::Cohere),
        ("bigdata.sse", InputFormat::BigdataSse),
        ("gemini_steps.json", InputFormat::Gemini),
        ("youcom_answer.json", InputFormat::YouCom),
        ("youcom_research.json", InputFormat::YouCom),
    ];
    for (file, want) in cases {
        assert_eq!(formats::detect(&read(file)).unwrap(), want, "{file}");
    }
    assert_eq!(formats::detect("[1] Starts with a marker.").unwrap(), InputFormat::Numbered);
    assert_eq!(formats::detect("id: 42 is the answer [1].").unwrap(), InputFormat::Numbered);
    assert_eq!(formats::detect("Il pleut <cite id=\"a\"/>.").unwrap(), InputFormat::InlineCite);
    assert_eq!(formats::detect(r#"[{"type": "text", "text": "hi"}]"#).unwrap(), InputFormat::Anthropic);
    assert_eq!(formats::detect(r#"{"type": "output_text", "text": "hi", "annotations": []}"#).unwrap(), InputFormat::OpenAi);
    assert_eq!(formats::detect(r#"{"text": "hi", "citations": [], "documents": []}"#).unwrap(), InputFormat::Cohere);
    // An `answer` with anchorage citations is a request; with You.com's, You.com.
    assert_eq!(formats::detect(r#"{"answer": "x", "citations": [{"start": 0, "end": 1, "source_ids": ["a"]}]}"#).unwrap(), InputFormat::Request);
    assert_eq!(formats::detect(r#"{"answer": "x [[1]]", "citations": [{"source": "https://a.example"}]}"#).unwrap(), InputFormat::YouCom);
    for bad in ["", "   ", "Just prose, nothing cited.", r#"{"foo": 1}"#, "{not json", "42"] {
        assert!(formats::detect(bad).is_err(), "{bad:?}");
    }
    assert!(formats::detect(r#"{"foo": 1, "bar": 2}"#).unwrap_err().to_string().contains("foo, bar"));
}

#[test]
fn malformed_input_of_every_format_is_an_error() {
    use InputFormat::*;
    let cases: &[(InputFormat, &str, &str)] = &[
        (Request, r#"{"sources": []}"#, "request.answer: missing"),
        (Request, r#"{"answer": "Zoë", "citations": [{"start": 0, "end": 9, "source_ids": ["a"]}]}"#, "citations[0]"),
        (Request, r#"{"answer": "Zoë", "citations": [{"start": 2, "end": 1, "source_ids": ["a"]}]}"#, "after its end"),
        (Request, r#"{"answer": "x", "citations": [{"start": 0, "end": 1}]}"#, "source_ids"),
        (Request, r#"{"answer": "x", "sources": [{"id": "a"}, {"id": "a"}]}"#, "sources[1]"),
        (Request, r#"{"answer": "x", "#, "malformed JSON"),
        (InlineCite, "<cite id=\"a\">never closed", "line 1, column 1"),
        (InlineCite, "ok\nstray </cite>", "line 2"),
        (InlineCite, "<cite>no id</cite>", "no id"),
        (InlineCite, "<cite id=\"a>x</cite>", "unterminated quote"),
        (Anthropic, r#"{"content": [{"type": "text", "text": "x", "citations": [{"type": "char_location", "start_char_index": 0, "end_char_index": 1, "document_index": -1}]}]}"#, "document_index"),
        (Anthropic, r#"{"content": [{"type": "text", "text": "x", "citations": [{"type": "telepathy"}]}]}"#, "telepathy"),
        (Anthropic, r#"{"content": "just a string"}"#, "content: expected an array"),
        (Anthropic, r#"[{"text": "no type"}]"#, "missing type"),
        (OpenAi, r#"{"output": [{"type": "message", "content": [{"type": "output_text", "text": "😀", "annotations": [{"type": "url_citation", "start_index": 0, "end_index": 2, "url": "u"}]}]}]}"#, "annotations[0]"),
        (OpenAi, r#"{"output": []}"#, "no output_text"),
        (OpenAi, r#"{"output": [{"type": "output_text", "text": "x", "annotations": [{"type": "url_citation", "start_index": 0, "end_index": 1}]}]}"#, "url: missing"),
        (Gemini, r#"{"candidates": []}"#, "candidates: empty"),
        (Gemini, r#"{"candidates": [{"content": {"parts": [{"text": "x"}]}, "groundingMetadata": {"groundingSupports": [{"segment": {"partIndex": 3, "endIndex": 1}}]}}]}"#, "partIndex 3"),
        (Gemini, r#"{"candidates": [{"content": {"parts": [{"text": "x"}]}, "groundingMetadata": {"groundingChunks": [{"maps": {}}]}}]}"#, "groundingChunks[0]"),
        (Cohere, r#"{"message": {"content": [{"type": "text", "text": "x"}], "citations": [{"start": 0, "end": 5, "sources": []}]}}"#, "citations[0]"),
        (Cohere, r#"{"message": {"content": [{"type": "text", "text": "x"}], "citations": [{"start": 0, "end": 1, "sources": [{"type": "document"}]}]}}"#, "missing id"),
        (YouCom, r#"{"answer": "x [[1]]", "citations": [{"excerpts": ["x"]}]}"#, "citations[0].source: missing"),
        (YouCom, r#"{"answer": "x [[1]]", "citations": [{"source": "u", "excerpts": "x"}]}"#, "excerpts: expected an array"),
        (YouCom, r#"{"output": {"content": "x [[1]]", "sources": [{"title": "t"}]}}"#, "sources[0].url: missing"),
        (YouCom, r#"{"answer": "   ", "citations": []}"#, "answer text is empty"),
        (BigdataSse, "hello\n", "not an SSE line"),
        (BigdataSse, ": only a comment\n", "no `data:` lines"),
        (BigdataSse, "data: {\"message\": {\"type\": \"GROUNDING\", \"references\": [{\"start\": 0, \"end\": 0, \"source\": {\"type\": \"BIGDATA\"}}]}}\n", "cannot be identified"),
    ];
    for (f, input, want) in cases {
        let e = err(input, Some(*f));
        assert!(e.contains(want), "{f}: {input}\n  error: {e}\n  wanted: {want}");
    }
    // Every format on arbitrary garbage: an error, never a panic.
    for f in InputFormat::ALL {
        for junk in ["", "{", "[]", "null", "\u{0}😀", "data: [1]"] {
            let _ = formats::parse(junk, Some(f));
        }
    }
}

#[test]
fn no_citation_is_dropped() {
    // Every citation object in each fixture shows up in some claim.
    let counts = [
        ("request.json", 3),
        ("numbered.txt", 5),
        ("footnote.md", 3),
        ("inline_cite.txt", 3),
        ("anthropic.json", 3),
        ("openai.json", 3),
        ("gemini.json", 4),
        ("gemini_annotations.json", 2),
        ("cohere.json", 3),
        ("bigdata.sse", 3), // 4 references, one is a duplicate of another (same span, same source)
    ];
    for (file, n) in counts {
        let p = formats::parse(&read(file), None).unwrap();
        let total: usize = p.claims.iter().map(|c| c.citations.len()).sum();
        assert_eq!(total, n, "{file}");
        for c in &p.claims {
            for cite in &c.citations {
                if let CitationRef::Source { source_id, .. } = cite {
                    assert!(p.source(source_id).is_some(), "{file}: {source_id} not in sources");
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Properties: never panic; every span is valid
// ---------------------------------------------------------------------------

fn check_invariants(p: &ParsedAnswer) {
    for c in &p.claims {
        assert!(c.span.get(&p.answer_clean).is_some(), "claim span {:?} invalid in {:?}", c.span, p.answer_clean);
    }
    for s in &p.sentences {
        assert!(s.get(&p.answer_clean).is_some());
    }
    let mut ids: Vec<&str> = source_ids(p);
    ids.sort_unstable();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "duplicate source ids");
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(400))]

    /// Text built from markup fragments, non-ASCII and whitespace.
    #[test]
    fn text_formats_never_panic(parts in proptest::collection::vec(proptest::sample::select(vec![
        "[1]", "[2, 3]", "[[1, 2]]", "[0]", "[99999999999]", "[^1]", "[^a]", "\n[^1]: T https://x.example\n", "\n[1]: Src\n",
        "<cite id=\"a\">", "<cite ids='a, b'>", "</cite>", "<cite", "`", "```\n", "(", ")", "[", "]", "^", ":",
        "Zoë", "東京", "😀", "🧑\u{200d}💻", " ", "\n", ". ", "。", "!", "word",
    ]), 0..24)) {
        let text: String = parts.concat();
        for f in [InputFormat::InlineCite, InputFormat::Numbered, InputFormat::Footnote] {
            if let Ok(p) = formats::parse(&text, Some(f)) {
                check_invariants(&p);
            }
        }
        if let Ok(p) = formats::parse(&text, None) {
            check_invariants(&p);
        }
        let ext = vec![Source { id: "a".into(), ..Source::default() }, Source { id: "1".into(), ..Source::default() }];
        if let Ok(p) = formats::parse_with_sources(&text, Some(InputFormat::Numbered), ext) {
            check_invariants(&p);
        }
    }

    /// Provider fixtures with every integer replaced: offsets out of range,
    /// inside characters or inverted must be errors, never panics.
    #[test]
    fn provider_offsets_never_panic(seed in proptest::collection::vec(0usize..200, 1..12)) {
        for file in ["request.json", "anthropic.json", "openai.json", "gemini.json", "gemini_annotations.json", "cohere.json", "bigdata.sse"] {
            let src = read(file);
            let mut out = String::with_capacity(src.len());
            let mut k = 0;
            let mut chars = src.chars().peekable();
            while let Some(ch) = chars.next() {
                if ch.is_ascii_digit() {
                    while chars.peek().is_some_and(char::is_ascii_digit) {
                        chars.next();
                    }
                    out.push_str(&seed[k % seed.len()].to_string());
                    k += 1;
                } else {
                    out.push(ch);
                }
            }
            if let Ok(p) = formats::parse(&out, None) {
                check_invariants(&p);
            }
        }
    }
}

/// Inputs that used to lose a citation or an answer without a word (found by
/// an adversarial audit); each is now an error that names the problem, or is
/// read whole.
#[test]
fn nothing_is_lost_silently() {
    use InputFormat::*;
    let cases: &[(Option<InputFormat>, &str, &str)] = &[
        // A cut-off JSON array was read as a plain-text answer.
        (None, r#"[{"type": "text", "text": "Penguins lay one egg.", "citations": [{"type": "char_lo"#, "malformed JSON"),
        // Two markups in one text: the second kind stayed uncited text.
        (None, "Penguins lay one egg <cite id=\"a\">x</cite>. They swim [1].", "mixes <cite> tags and [n] markers"),
        (None, "Penguins lay one egg[^1]. They swim [2].\n\n[^1]: a", "mixes [^n] footnotes and [n] markers"),
        (Some(Request), r#"{"answer": "Penguins lay one egg[^1]. They swim [2].\n\n[^1]: a"}"#, "request.answer: the text mixes"),
        // serde_json keeps the last of two equal keys.
        (None, r#"{"answer": "a [1].", "answer": "b [1]."}"#, "duplicate key `answer`"),
        // Citations over nothing, and answers with no text.
        (Some(Request), r#"{"answer": "Penguins swim.", "citations": [{"start": 3, "end": 3, "source_ids": ["a"]}]}"#, "covers no words"),
        (Some(Request), r#"{"answer": "Penguins   swim.", "citations": [{"start": 8, "end": 11, "source_ids": ["a"]}]}"#, "covers no words"),
        (Some(Request), r#"{"answer": "", "sources": [{"id": "a", "text": "t"}]}"#, "answer text is empty"),
        (Some(Anthropic), r#"{"content": []}"#, "answer text is empty"),
        (Some(BigdataSse), "data: {\"message\": {\"type\": \"AUDIT\", \"audit_traces\": []}}\n", "answer text is empty"),
        // One Cohere document id, two texts: claims were checked against the first.
        (Some(Cohere), r#"{"message": {"content": [{"type": "text", "text": "Penguins swim. They fly."}], "citations": [{"start": 0, "end": 14, "sources": [{"type": "document", "id": "d", "document": {"text": "Penguins swim well."}}]}, {"start": 15, "end": 24, "sources": [{"type": "document", "id": "d", "document": {"text": "Penguins cannot fly."}}]}]}}"#, "share the id \"d\" with different texts"),
        (Some(Anthropic), r#"{"content": [{"type": "text", "text": "Penguins swim.", "citations": [{"type": "char_location", "cited_text": "x", "document_index": 0, "start_char_index": 30, "end_char_index": 3}]}]}"#, "end_char_index 3 is before start_char_index 30"),
    ];
    for (f, input, want) in cases {
        let e = err(input, *f);
        assert!(e.contains(want), "{f:?}: {input}\n  error: {e}\n  wanted: {want}");
    }

    // Event types are matched whatever their case: a lower-case `answer`
    // event used to vanish with every citation into it.
    let sse = "data: {\"message\": {\"type\": \"answer\", \"content\": \"Penguins swim.\"}}\n\n\
               data: {\"message\": {\"type\": \"grounding\", \"references\": [{\"start\": 0, \"end\": 14, \"source\": {\"type\": \"BIGDATA\", \"id\": \"s1\"}}]}}\n";
    let p = formats::parse(sse, None).unwrap();
    assert_eq!(claims(&p), [("Penguins swim.".to_string(), vec!["s1".to_string()])]);

    // No external sources is not an empty source list: `[n]` markers get
    // placeholder sources, not bad indices.
    let p = formats::parse_with_sources("Penguins swim [1].", None, Vec::new()).unwrap();
    assert_eq!(claims(&p), [("Penguins swim.".to_string(), vec!["1".to_string()])]);
}

#[test]
fn sources_file_with_a_byte_order_mark_and_empty_folder_files() {
    let dir = common::scratch_dir("bom");
    let jsonl = dir.join("s.jsonl");
    std::fs::write(&jsonl, "\u{feff}{\"id\": \"a\", \"text\": \"Penguins swim.\"}\n{\"id\": \"b\", \"text\": \"They fly.\"}\n").unwrap();
    let s = formats::load_sources(&jsonl).unwrap();
    assert_eq!(s.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("a.txt"), "Penguins swim.").unwrap();
    std::fs::write(folder.join("b.txt"), " \n").unwrap();
    let e = formats::load_sources(&folder).unwrap_err().to_string();
    assert!(e.contains("b.txt") && e.contains("empty"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}
