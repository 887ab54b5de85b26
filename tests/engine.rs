//! End-to-end behaviour of the engine on the real default models.
mod common;

use anchorage::anchor::quotes::QuoteSelector;
use anchorage::engine::AnchorRequest;
use anchorage::entail::{Entailer, NliLabel, OnnxEntailer};
use anchorage::text::ByteSpan;
use anchorage::{demo, Error, Source};
use std::sync::Arc;

#[test]
fn nli_orders_classic_pairs() {
    let nli = OnnxEntailer::load(&common::models_dir().join("nli-minilm-l6"), &common::runtime()).unwrap();
    let p = nli
        .score(&[
            ("A man is playing a guitar on stage.", "A man is playing an instrument."),
            ("A man is playing a guitar on stage.", "The man is famous."),
            ("A man is playing a guitar on stage.", "Nobody is playing an instrument."),
        ])
        .unwrap();
    for x in &p {
        assert!((x.entailment + x.neutral + x.contradiction - 1.0).abs() < 1e-4);
    }
    assert_eq!(p[0].label(), NliLabel::Entailed, "{p:?}");
    assert!(p[0].entailment > p[1].entailment && p[0].entailment > p[2].entailment, "{p:?}");
    assert!(p[2].contradiction > p[0].contradiction && p[2].contradiction > p[1].contradiction, "{p:?}");
}

#[test]
fn seed_claim_anchors_to_the_complexity_sentence() {
    let engine = common::engine();
    let source = demo::source();
    let text = source.text.clone().unwrap();
    let (s, e) = demo::claims()[0];
    let out = engine.anchor_in_answer(demo::ANSWER, ByteSpan::new(s, e), &[&source]).unwrap();
    let a = &out[0];
    let c = &a.citation;
    assert_eq!(c.cited_text, "scales quadratically with sequence length");
    // Offsets are code points into the answer, as Python would slice it.
    let answer: Vec<char> = demo::ANSWER.chars().collect();
    assert_eq!(answer[c.start_offset..c.end_offset].iter().collect::<String>(), c.cited_text);
    // The anchor the engine chose is the O(n²·d) sentence inside the longer
    // source, and the first quoted span holds it.
    let best = a.best_span.expect("a best sentence");
    assert!(text[best.range()].starts_with("The complexity of self-attention is O(n²·d)"), "{}", &text[best.range()]);
    assert!(a.chosen_spans[0].contains(best), "{:?}", a.chosen_spans);
    // Its support score is far above that of the unsupported claim. (Whether it
    // clears the threshold depends on the NLI model knowing that O(n²) is
    // quadratic; the shipped model does not, see the model card.)
    let (s2, e2) = demo::claims()[1];
    let other = &engine.anchor_in_answer(demo::ANSWER, ByteSpan::new(s2, e2), &[&source]).unwrap()[0].citation;
    assert!(c.score > other.score + 0.3, "{} vs {}", c.score, other.score);
    assert_eq!(c.verified, c.score >= engine.threshold() && a.guard_passed);
    if let Some(anchor) = &c.source_anchor {
        let chars: Vec<char> = text.chars().collect();
        assert_eq!(chars[anchor.source_start_offset..anchor.source_end_offset].iter().collect::<String>(), anchor.quote);
        assert_eq!(c.supporting_quote.as_deref(), Some(anchor.quote.as_str()));
    }
}

#[test]
fn supported_claim_is_verified_with_exact_offsets() {
    let engine = common::engine();
    let source = demo::source();
    let text: Vec<char> = source.text.as_ref().unwrap().chars().collect();
    let c = &engine.anchor("The complexity of self-attention is O(n²·d), where n is the sequence length.", &[source]).unwrap()[0];
    assert!(c.verified, "{c:#?}");
    let a = c.source_anchor.as_ref().unwrap();
    assert!(a.quote.starts_with("The complexity of self-attention is O(n²·d)"), "{a:?}");
    assert_eq!(text[a.source_start_offset..a.source_end_offset].iter().collect::<String>(), a.quote);
    assert_eq!(c.supporting_quote.as_deref(), Some(a.quote.as_str()));
    assert!((0.0..=1.0).contains(&a.score) && a.score == c.score);
}

#[test]
fn unsupported_claim_has_no_anchor() {
    let engine = common::engine();
    let source = demo::source();
    let (s, e) = demo::claims()[1];
    let c = &engine.anchor_in_answer(demo::ANSWER, ByteSpan::new(s, e), &[&source]).unwrap()[0].citation;
    assert!(!c.verified, "{c:#?}");
    assert!(c.source_anchor.is_none() && c.supporting_quote.is_none() && c.source_anchors.is_empty());
    let json = serde_json::to_value(c).unwrap();
    assert!(json["source_anchor"].is_null());
}

#[test]
fn json_matches_bahith_schema() {
    let engine = common::engine();
    let source = demo::source();
    let c = &engine.anchor("Self-attention has complexity quadratic in the sequence length.", &[source]).unwrap()[0];
    let v = serde_json::to_value(c).unwrap();
    for key in ["id", "cited_text", "start_offset", "end_offset", "verified", "supporting_quote", "source_anchor", "source", "label", "entailment", "neutral", "contradiction"] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert!(v["id"].as_str().unwrap().starts_with("S_"));
    assert_eq!(v["source"]["title"], "Attention Is All You Need");
    assert_eq!(v["source"]["source_type"], "paper");
    if c.verified {
        for key in ["quote", "source_start_offset", "source_end_offset", "score"] {
            assert!(v["source_anchor"].get(key).is_some(), "missing source_anchor.{key}");
        }
    }
}

#[test]
fn best_source_comes_first() {
    let engine = common::engine();
    let other = Source { id: "weather".into(), text: Some("It rained in Paris on Tuesday. The museum was closed.".into()), ..Default::default() };
    let out = engine.anchor("The complexity of self-attention is quadratic in the sequence length.", &[other, demo::source()]).unwrap();
    assert_eq!(out.len(), 2);
    assert_eq!(out[0].source_id, "vaswani2017");
    assert!(!out[1].verified);
}

#[test]
fn guard_blocks_swapped_numbers() {
    let engine = common::engine();
    let src = Source { id: "s".into(), text: Some("The town lost 18 percent of its population during the war. It was rebuilt in 1950.".into()), ..Default::default() };
    let c = &engine.anchor("The town lost 81 percent of its population during the war.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(!c.verified && c.guards.iter().any(|g| g == "number_mismatch"), "{c:#?}");
    assert_eq!(c.label, NliLabel::Contradicted);
    let c = &engine.anchor("The town lost 18 percent of its population during the war.", &[src]).unwrap()[0];
    assert!(c.guards.is_empty(), "{c:#?}");
}

#[test]
fn support_spread_over_two_sentences_quotes_both() {
    let engine = common::engine();
    let text = "Marie Curie was born in Warsaw in 1867. She later moved to France. The weather in Paris was mild that spring. \
                Curie received the Nobel Prize in Chemistry in 1911.";
    let src = Source { id: "curie".into(), text: Some(text.into()), ..Default::default() };
    let claim = "Marie Curie, born in Warsaw in 1867, received the Nobel Prize in Chemistry in 1911.";
    let a = &engine.anchor_in_answer(claim, ByteSpan::new(0, claim.len()), &[&src]).unwrap()[0];
    let quoted: Vec<&str> = a.chosen_spans.iter().map(|s| &text[s.range()]).collect();
    assert!(quoted.contains(&"Marie Curie was born in Warsaw in 1867."), "{quoted:?}");
    assert!(quoted.contains(&"Curie received the Nobel Prize in Chemistry in 1911."), "{quoted:?}");
    assert!(!quoted.iter().any(|q| q.contains("weather")), "{quoted:?}");
    let c = &a.citation;
    if c.verified {
        assert_eq!(c.source_anchors.len(), quoted.len());
        let chars: Vec<char> = text.chars().collect();
        for s in &c.source_anchors {
            assert_eq!(chars[s.source_start_offset..s.source_end_offset].iter().collect::<String>(), s.quote);
        }
    }
}

#[test]
fn the_sentences_nearest_the_claim_are_quoted() {
    // A real WiCE page where NLI's best candidate is not the sentence that
    // shares the claim's words ("Gorodezhkii built the House ...").
    let fixture: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/wice_horodecki.json")).unwrap()).unwrap();
    let (claim, text) = (fixture["claim"].as_str().unwrap(), fixture["source"].as_str().unwrap());
    let src = Source { id: "page".into(), text: Some(text.into()), ..Default::default() };
    let nearest_quoted = |engine: &anchorage::Engine| {
        let a = &engine.anchor_in_answer(claim, ByteSpan::new(0, claim.len()), &[&src]).unwrap()[0];
        let singles = || a.candidates.iter().filter(|c| c.sentences.len() == 1);
        let in_words = singles().max_by(|x, y| x.lexical.total_cmp(&y.lexical).then(x.dense.unwrap_or(0.0).total_cmp(&y.dense.unwrap_or(0.0)))).unwrap();
        let in_meaning = singles().max_by(|x, y| x.dense.unwrap_or(0.0).total_cmp(&y.dense.unwrap_or(0.0))).unwrap();
        let quoted = |c: &anchorage::anchor::Candidate| a.chosen_spans.iter().any(|s| s.contains(c.span));
        quoted(in_words) && quoted(in_meaning)
    };
    // The shipped quote selector quotes both.
    assert!(nearest_quoted(common::engine()));
    // The fixture exercises it: a selector that quotes nothing past
    // `source_anchor`'s sentence leaves one of them out.
    let cfg = anchorage::EngineConfig { runtime: common::runtime(), ..Default::default() };
    let silent = QuoteSelector { bias: -30.0, weights: Default::default(), ..cfg.load_quote_selector().unwrap() };
    assert!(!nearest_quoted(&anchorage::Engine::new(cfg.clone()).unwrap().with_quote_selector(silent)));
    // An engine built from its models without a selector quotes the
    // support set and, by `quote_nearest`, the two nearest sentences.
    let bare = |cfg: anchorage::EngineConfig| {
        let (embedder, entailer) = cfg.load_models().unwrap();
        let (calibration, ranker) = (cfg.load_calibration().unwrap(), cfg.load_ranker().unwrap());
        anchorage::Engine::with_models(Arc::new(embedder), Arc::new(entailer), calibration, cfg).with_ranker(ranker)
    };
    assert!(nearest_quoted(&bare(cfg.clone())));
    assert!(!nearest_quoted(&bare(anchorage::EngineConfig { quote_nearest: false, ..cfg })));
}

#[test]
fn concurrent_use_matches_serial() {
    let engine = common::engine();
    let claims = [
        "Self-attention scales quadratically with sequence length.",
        "Training took three and a half days on eight GPUs.",
        "The model was trained on 4.5 million sentence pairs.",
        "Recurrent layers need O(n) sequential operations.",
        "The Transformer relies on recurrence.",
        "The dataset was WMT 2014 English-French.",
        "Attention draws global dependencies between input and output.",
        "The paper was published in Nature.",
    ];
    let source = demo::source();
    let serial: Vec<_> = claims.iter().map(|c| engine.anchor(c, std::slice::from_ref(&source)).unwrap()).collect();
    let engine = Arc::new(engine);
    let handles: Vec<_> = (0..8)
        .map(|t| {
            let engine = Arc::clone(&engine);
            let source = source.clone();
            std::thread::spawn(move || claims.iter().map(|c| engine.anchor(c, std::slice::from_ref(&source)).unwrap()).collect::<Vec<_>>().into_iter().nth(t).unwrap())
        })
        .collect();
    for (t, h) in handles.into_iter().enumerate() {
        let got = h.join().unwrap();
        assert_eq!(got[0].verified, serial[t][0].verified);
        assert_eq!(got[0].source_anchor.as_ref().map(|a| (a.source_start_offset, a.source_end_offset)), serial[t][0].source_anchor.as_ref().map(|a| (a.source_start_offset, a.source_end_offset)));
        assert!((got[0].score - serial[t][0].score).abs() < 1e-4);
    }
    // The batch API gives the same answers in input order.
    let reqs: Vec<AnchorRequest> = claims.iter().map(|c| AnchorRequest { claim: c.to_string(), sources: vec![source.clone()] }).collect();
    for (b, s) in engine.anchor_batch(&reqs).into_iter().zip(&serial) {
        assert!((b.unwrap()[0].score - s[0].score).abs() < 1e-4);
    }
}

#[test]
fn malformed_inputs_are_typed_errors() {
    let engine = common::engine();
    let src = demo::source();
    let is_invalid = |r: anchorage::Result<_>| matches!(r, Err(Error::InvalidInput(_)));
    assert!(is_invalid(engine.anchor("", std::slice::from_ref(&src))));
    assert!(is_invalid(engine.anchor("   ", std::slice::from_ref(&src))));
    assert!(is_invalid(engine.anchor("claim", &[])));
    assert!(is_invalid(engine.anchor("claim", &[Source { id: "x".into(), text: None, ..Default::default() }])));
    assert!(is_invalid(engine.anchor("claim", &[Source { id: "x".into(), text: Some(" \n".into()), ..Default::default() }])));
    assert!(is_invalid(engine.anchor("claim", &[src.clone(), src.clone()])));
    let huge = "word ".repeat(2_000_000);
    assert!(is_invalid(engine.anchor("claim", &[Source { id: "h".into(), text: Some(huge), ..Default::default() }])));
    assert!(matches!(engine.anchor_in_answer("é", ByteSpan::new(0, 1), &[&src]), Err(Error::InvalidInput(_))));
    assert!(matches!(AnchorRequest::from_json("{\"claim\": 3}", "req.json"), Err(Error::Json { .. })));
}

/// Each preset loads the calibration fitted on its own shortlist's signals.
#[test]
fn each_preset_loads_its_own_calibration() {
    use anchorage::anchor::scoring::Calibration;
    use anchorage::engine::Preset;
    use anchorage::{Engine, EngineConfig};
    let dir = common::models_dir();
    let accurate = Calibration::load(&dir.join("calibration.toml")).unwrap();
    assert_eq!(common::engine().calibration(), &accurate);
    for (preset, file, top_k) in [(Preset::Fast, "calibration-fast.toml", 6), (Preset::Wide, "calibration-wide.toml", 30)] {
        let mut cfg = EngineConfig { runtime: common::runtime(), ..Default::default() };
        preset.apply(&mut cfg);
        assert_eq!((cfg.preset, cfg.top_k), (preset, top_k));
        // Both calibrations are fitted with windows on (session 7); a
        // windowless preset would score with weights fitted on other signals.
        assert!(cfg.windows);
        let engine = Engine::new(cfg).unwrap();
        let want = Calibration::load(&dir.join(file)).unwrap();
        assert_eq!(engine.calibration(), &want, "{file}");
        assert_ne!(want, accurate, "{file}");
    }
}

/// Cases an output audit found verified although false: a negation flip
/// where NLI chose a sentence that only shares the topic, and a compound
/// claim whose second part the source never states (the shared subject
/// "Arnold" used to anchor it).
#[test]
fn a_flipped_negation_and_an_unstated_part_are_not_verified() {
    let engine = common::engine();
    let src = Source { id: "s".into(), text: Some("The drug was approved by regulators in March. It costs a lot.".into()), ..Default::default() };
    let c = &engine.anchor("The drug was not approved by regulators in March.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(!c.verified, "{c:?}");
    assert!(c.guards.iter().any(|g| g == "negation_mismatch"), "{:?}", c.guards);

    let text = "Arnold is the publisher of Media Play News. The weather was nice that year. Many people read trade magazines. \
                He was the editor of Home Media Magazine until 2013. He lives in California.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    let c = &engine.anchor("Arnold is the publisher of Media Play News, and was the mayor of Chicago until 2013.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(!c.verified, "{c:?}");
    assert_eq!(c.atoms.iter().map(|a| a.verified).collect::<Vec<_>>(), [true, false], "{:?}", c.atoms);
    // The anchored part quotes its one sentence, not a span over others.
    assert_eq!(c.atoms[0].source_anchor.as_ref().unwrap().quote, "Arnold is the publisher of Media Play News.");
    // Both parts stated: verified.
    let c = &engine.anchor("Arnold is the publisher of Media Play News, and was the editor of Home Media Magazine until 2013.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(c.verified, "{c:?}");

    // A part whose only words the source says are its names does not
    // anchor (a twenty-fourth held-out review).
    let text = "Ravenscar United have sacked manager Phil Durrant after a run of six defeats. Assistant manager Chris Obi will take charge on a caretaker basis for Saturday's game against Hartpool. \
                Durrant was appointed in May last year. The club are two points above the relegation zone.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    let c = &engine.anchor("Ravenscar United sacked Phil Durrant after six defeats, and Chris Obi has been appointed as his permanent replacement.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(!c.verified, "{c:?}");
    assert_eq!(c.atoms.iter().map(|a| a.verified).collect::<Vec<_>>(), [true, false], "{:?}", c.atoms);
}

/// One wrong detail in a claim about a short source where the statement
/// says "It" for the name: the negation and name guards read the sentence
/// with the one before it, and a name swapped for another name of the same
/// source is caught although that name occurs in the source.
#[test]
fn a_wrong_detail_behind_a_pronoun_is_caught() {
    let engine = common::engine();
    let text = "Zantrex is a drug developed by Acme Pharma in Boston. It was approved by the FDA in March 2019 after two trials. \
                It costs about 400 dollars a month. Doctors in Chicago prescribe it for migraine.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    let anchor = |claim: &str| engine.anchor(claim, std::slice::from_ref(&src)).unwrap().remove(0);
    let c = anchor("Zantrex was not approved by the FDA.");
    assert!(!c.verified && c.guards.iter().any(|g| g == "negation_mismatch"), "{c:?}");
    let c = anchor("Zantrex was developed by Acme Pharma in Chicago.");
    assert!(!c.verified && c.guards.iter().any(|g| g == "name_mismatch"), "{c:?}");
    let c = anchor("Zantrex was approved by the FDA in 2019.");
    assert!(c.verified, "{c:?}");
    let c = anchor("Zantrex wasn't approved by the FDA in 2019.");
    assert!(!c.verified && c.guards.iter().any(|g| g == "negation_mismatch"), "{c:?}");

    // The pronoun sentence is the one nearest the claim once read with its antecedent.
    let src = Source { id: "s".into(), text: Some("Carl Lewis competed in four Olympic Games. He won nine Olympic gold medals between 1984 and 1996.".into()), ..Default::default() };
    let c = engine.anchor("Carl Lewis never won an Olympic medal.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(!c.verified && c.guards.iter().any(|g| g == "negation_mismatch"), "{c:?}");

    // A pronoun sentence that says none of the claim itself is no tie on its antecedent's words.
    let src = Source {
        id: "s".into(),
        text: Some("The novel 'The Salt Orchard' was written by Irish author Fionnuala Breen and published in 2016. It won the Harrow Prize two years later.".into()),
        ..Default::default()
    };
    let c = engine.anchor("Irish author Fionnuala Breen wrote 'The Salt Orchard'.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(c.verified, "{c:?}");
    let src = Source { id: "s".into(), text: Some("Smith reached the final of the 2015 championship. He lost the final to Garcia in straight sets.".into()), ..Default::default() };
    let c = engine.anchor("Smith won the final.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(!c.verified, "{c:?}");

    // The claim's predicate said of another company, its own name said only elsewhere.
    let src = Source {
        id: "s".into(),
        text: Some("The contract to build the new Fenmarsh hospital was awarded to Carraway Construction. Rival bidder Stonegate Builders said it would appeal the decision.".into()),
        ..Default::default()
    };
    let c = engine.anchor("Stonegate Builders won the contract to build the new Fenmarsh hospital.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(!c.verified && c.guards.iter().any(|g| g == "name_mismatch"), "{c:?}");
    // … but "The work" stands for the symphony named before it.
    let src = Source {
        id: "s".into(),
        text: Some("Composer Ilse Marwitz completed her Symphony No. 3 in the spring of 1952. The work premiered on 4 April 1954 at the Konzerthaus, conducted by Rudolf Brenner.".into()),
        ..Default::default()
    };
    let c = engine.anchor("Ilse Marwitz's Symphony No. 3 premiered at the Konzerthaus on April 4, 1954.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(c.verified, "{c:?}");

    // A holiday of a fixed date is no name the date's sentence must say.
    let src = Source { id: "s".into(), text: Some("The cargo ship Morrow Star ran aground on 1 January 2020. All 19 crew members were rescued.".into()), ..Default::default() };
    let c = engine.anchor("The cargo ship Morrow Star ran aground on New Year's Day 2020.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(c.verified, "{c:?}");

    // A swapped name in a sentence that ties in words with the right one is still found.
    let src = Source {
        id: "s".into(),
        text: Some("Barack Obama was elected president in 2008. Joe Biden served as his vice president. Biden was elected president in 2020.".into()),
        ..Default::default()
    };
    let c = engine.anchor("Obama was elected president in 2020.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(!c.verified && c.guards.iter().any(|g| g == "name_mismatch"), "{c:?}");

    // A claim that joins a name from one sentence with the next one's words is not a name swap.
    let src = Source { id: "s".into(), text: Some("Apple was co-founded by Steve Jobs in 1976. In 2011, Tim Cook succeeded Jobs as chief executive.".into()), ..Default::default() };
    let c = engine.anchor("Tim Cook became chief executive of Apple in 2011.", std::slice::from_ref(&src)).unwrap().remove(0);
    assert!(c.guards.is_empty(), "{c:?}");
}

/// A claim copied from the source is anchored at that sentence, even when
/// NLI ranks another short sentence higher, and `source_anchors` opens
/// with `source_anchor` (an output audit found both broken).
#[test]
fn a_verbatim_claim_is_anchored_at_its_own_sentence() {
    let engine = common::engine();
    let text = "The plant opened in 1998. It employs 2,000 workers. No further details were given. Yes. No.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    for claim in ["No further details were given.", "It employs 2,000 workers.", "Yes."] {
        let c = &engine.anchor(claim, std::slice::from_ref(&src)).unwrap()[0];
        assert!(c.verified, "{claim}: {c:?}");
        let a = c.source_anchor.as_ref().unwrap();
        assert_eq!(a.quote, claim, "{c:?}");
        let first = &c.source_anchors[0];
        assert!(first.source_start_offset <= a.source_start_offset && a.source_end_offset <= first.source_end_offset, "{c:?}");
    }
    // A claim with no content word says nothing a source could show, even
    // when a sentence repeats it.
    let c = &engine.anchor("No.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(!c.verified && c.guards == ["no_content"], "{c:?}");
}

/// A short drug page: a subject sentence, then "It …" sentences.
const ZANTREX: &str = "Zantrex is a drug developed by Acme Pharma in Boston. It was approved by the FDA in March 2019 after two trials. \
                       Doctors prescribe it for migraine. Sales reached $40 million in 2021.";

fn zantrex() -> Source {
    Source { id: "s".into(), text: Some(ZANTREX.into()), ..Default::default() }
}

/// `source_anchor` is the quoted sentence that says what the claim says, not
/// the half of NLI's two-sentence window that names the subject, and the
/// first of `source_anchors` quotes it together with the sentence its "It"
/// refers to (an output check found "Zantrex is a drug developed by Acme
/// Pharma in Boston." as the single anchor of an FDA approval).
#[test]
fn the_single_anchor_is_the_sentence_that_says_the_claim() {
    let engine = common::engine();
    let src = zantrex();
    let c = &engine.anchor("Zantrex was approved by the FDA in 2019.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(c.verified, "{c:?}");
    let a = c.source_anchor.as_ref().unwrap();
    assert_eq!(a.quote, "It was approved by the FDA in March 2019 after two trials.", "{c:?}");
    assert_eq!(c.supporting_quote.as_deref(), Some(a.quote.as_str()));
    let first = &c.source_anchors[0];
    assert!(first.source_start_offset <= a.source_start_offset && a.source_end_offset <= first.source_end_offset, "{c:?}");
    // Source order inside a span, never two spans for adjacent sentences.
    let mut spans: Vec<(usize, usize)> = c.source_anchors.iter().map(|x| (x.source_start_offset, x.source_end_offset)).collect();
    spans.sort_unstable();
    assert!(spans.windows(2).all(|w| w[0].1 + 1 < w[1].0), "{c:?}");
}

/// A contradicted claim says where the source states the opposite; a
/// supported or merely unsupported one does not.
#[test]
fn a_contradicted_claim_quotes_the_sentence_that_says_otherwise() {
    let engine = common::engine();
    let (text, src) = (ZANTREX, zantrex());
    let chars: Vec<char> = text.chars().collect();
    for (claim, opposite) in [
        ("Zantrex was not approved by the FDA.", "It was approved by the FDA in March 2019 after two trials."),
        ("Zantrex was approved in March 2018.", "It was approved by the FDA in March 2019 after two trials."),
        ("Sales reached 4 million dollars in 2021.", "Sales reached $40 million in 2021."),
        ("Zantrex was developed by Acme Pharma in Chicago.", "Zantrex is a drug developed by Acme Pharma in Boston."),
    ] {
        let c = &engine.anchor(claim, std::slice::from_ref(&src)).unwrap()[0];
        assert_eq!(c.label, NliLabel::Contradicted, "{claim}: {c:?}");
        let a = c.contradicting_anchor.as_ref().unwrap_or_else(|| panic!("{claim}: {c:?}"));
        assert_eq!(a.quote, opposite, "{claim}: {c:?}");
        assert_eq!(chars[a.source_start_offset..a.source_end_offset].iter().collect::<String>(), a.quote);
        assert!(c.source_anchor.is_none() && c.source_anchors.is_empty(), "{c:?}");
    }
    for claim in ["Zantrex was approved by the FDA in 2019.", "Zantrex is sold in Japan."] {
        let c = &engine.anchor(claim, std::slice::from_ref(&src)).unwrap()[0];
        assert!(c.label != NliLabel::Contradicted && c.contradicting_anchor.is_none(), "{claim}: {c:?}");
    }
    // Of two sentences read together, the one that says the opposite on its
    // own, not the one sharing more of the claim's words.
    let text = "The trial ran for three years at twelve hospitals. The drug was tested in patients with heart failure. It reduced mortality. Side effects were mild.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    let c = &engine.anchor("The drug did not reduce mortality in patients with heart failure.", std::slice::from_ref(&src)).unwrap()[0];
    assert_eq!(c.label, NliLabel::Contradicted, "{c:?}");
    assert_eq!(c.contradicting_anchor.as_ref().map(|a| a.quote.as_str()), Some("It reduced mortality."), "{c:?}");
}

/// A claim that turns one word of its source into the opposite is
/// contradicted at the sentence that says the opposite, also when that
/// sentence says "He" for the claim's name; a claim that says the same
/// word is verified.
#[test]
fn an_opposite_word_is_contradicted() {
    let engine = common::engine();
    for (text, claim, opposite) in [
        (
            "The central bank raised interest rates four times in 2022. Housing prices fell sharply in 2022 as a result.",
            "Housing prices rose sharply in 2022.",
            "Housing prices fell sharply in 2022 as a result.",
        ),
        ("Smith reached the final of the 2015 championship. He lost the final to Garcia in straight sets.", "Smith won the final.", "He lost the final to Garcia in straight sets."),
    ] {
        let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
        let c = &engine.anchor(claim, std::slice::from_ref(&src)).unwrap()[0];
        assert!(!c.verified && c.guards.iter().any(|g| g == "antonym_mismatch"), "{claim}: {c:?}");
        assert_eq!(c.label, NliLabel::Contradicted, "{claim}: {c:?}");
        assert_eq!(c.contradicting_anchor.as_ref().map(|a| a.quote.as_str()), Some(opposite), "{claim}: {c:?}");
    }
    let src = Source { id: "s".into(), text: Some("Housing prices fell sharply in 2022 as a result.".into()), ..Default::default() };
    let c = &engine.anchor("Housing prices fell sharply in 2022.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(c.verified && c.guards.is_empty(), "{c:?}");
    // Restatements with an opposite pair in them are not contradictions
    // (cases from the reviews, through the whole engine).
    for (text, claim) in [
        ("The merger closed in March. Beta Corp sold the unit to Acme in 2010 for 40 million dollars.", "Acme bought the unit from Beta Corp in 2010."),
        ("The firm was founded in 1980. The company has been public since 1999.", "The company was private until 1999."),
        ("Germany lost the 2002 World Cup final in Yokohama. The match was played on 30 June.", "Brazil won the 2002 World Cup final in Yokohama."),
        ("Wages rose in 2019. Sales grew in 2019 in Europe as costs decreased in 2019.", "Sales increased in 2019 in Europe."),
    ] {
        let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
        let c = &engine.anchor(claim, std::slice::from_ref(&src)).unwrap()[0];
        assert!(!c.guards.iter().any(|g| g == "antonym_mismatch"), "{claim}: {c:?}");
    }
}

/// Of two sentences with as many of the claim's words, `source_anchor` is
/// not the one whose numbers all differ from the claim's.
#[test]
fn the_single_anchor_states_the_claims_number_on_a_tie() {
    let engine = common::engine();
    let text = "The plant employed 1,500 workers in Ohio in 2010. Production doubled over the next decade. In 2020 it employed 2,000 workers.";
    let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
    let c = &engine.anchor("The plant employs 2,000 workers in Ohio.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(c.verified, "{c:?}");
    assert_eq!(c.supporting_quote.as_deref(), Some("In 2020 it employed 2,000 workers."), "{c:?}");
}

/// Cases from a user review (session 11), through the whole engine: each
/// was verified, or refused, wrongly before.
#[test]
fn user_review_cases_get_the_right_verdict() {
    let engine = common::engine();
    let verdict = |claim: &str, text: &str| {
        let src = Source { id: "s".into(), text: Some(text.into()), ..Default::default() };
        engine.anchor(claim, std::slice::from_ref(&src)).unwrap().remove(0)
    };
    for (claim, text, guard) in [
        // the claim's number said only about something else
        ("Agnes Moreau rescued 41 sailors in 1911.", "Agnes Moreau rescued 14 sailors in 1911. The garden was visited by 41 people in 2024.", "number_mismatch"),
        ("Revenue rose 21 percent in 2023.", "The company said revenue rose 12 percent in 2023. Staff numbers rose 21 percent.", "number_mismatch"),
        // "did not" with an irregular past tense
        ("Prices did not fall in May.", "Prices fell in May.", "negation_mismatch"),
        ("The team did not win the cup.", "The team won the cup.", "negation_mismatch"),
        // an opposite after an opening "X said", and one WordNet lacks
        ("Housing prices rose sharply in 2022.", "Analysts said housing prices fell sharply in 2022.", "antonym_mismatch"),
        ("The union will oppose the plan.", "The union will support the plan.", "antonym_mismatch"),
        // a place swapped, with a first name, a year or a time around it
        ("Curie was born in Krakow.", "Marie Curie was born in Warsaw in 1867.", "name_mismatch"),
        ("The summit will be held in Geneva.", "The summit will be held in Vienna next spring.", "name_mismatch"),
        ("It is.", "Cats purr.", "no_content"),
        ("%", "Sales rose 5%.", "no_content"),
        ("Exports grew 4% last year, the opposition said.", "Exports grew 4% last year, Finance Minister Ana Ruiz said on Monday.", "attribution_mismatch"),
        // (second review) two names in each other's place around one verb
        ("Jones defeated Smith in the election.", "Smith defeated Jones in the election by 4,000 votes.", "role_swap"),
        ("Arsenal beat Manchester City 4-1.", "Manchester City beat Arsenal 4-1 at the Etihad on Wednesday.", "role_swap"),
        ("The team won the championship.", "The team failed to win the championship after losing the final 2-1 to Porto.", "negation_mismatch"),
        ("The election was held in March 2020.", "The election was held in May 2020.", "number_mismatch"),
        // (a held-out review) a statement that says less than the claim
        ("Regulators have approved the drug.", "The drug could be approved by regulators as early as next year, analysts said.", "hedged"),
        ("All of the 40 delegates voted in favour of the resolution.", "Most of the 40 delegates voted in favour of the resolution, though six abstained.", "quantity_mismatch"),
        // (a second held-out review) comparisons the figures rank the other
        // way or do not rank, intent for an act, another number in place,
        // and roles through the same "to"
        ("The Coral Point building is taller than the Ardent Tower.", "The Ardent Tower, completed in 2019, stands 312 metres tall. The nearby Coral Point building, finished in 2021, reaches 298 metres.", "comparison_mismatch"),
        ("Lakeside had more burglaries than any other district.", "Lakeside recorded 42 burglaries in the first quarter and Old Town 37. Other districts' figures were not released.", "comparison_unstated"),
        ("Orion has agreed to sell its tower business.", "Orion is in talks to sell its tower business, people familiar with the matter said.", "hedged"),
        ("She was elected to the Academy in 1996.", "She was elected to the Academy in 1989 and won the Hale Prize in 1996.", "number_mismatch"),
        ("The Rangers traded the pitcher to the Mariners.", "The Mariners traded the pitcher to the Rangers in June.", "role_swap"),
        ("Pritchard Textiles will close its Greer mill because of falling demand for cotton yarn.", "Pritchard Textiles will close its mill in Greer at the end of the month, the company said. The closure will affect 210 workers.", "reason_unstated"),
        // (session 26) a second act joined by a plain "and" that the
        // source never says, NLI calling the pair neutral
        ("Opener Dilan Marsh scored a century and took three catches as Pellbridge beat Arncott by six wickets.", "Opener Dilan Marsh scored a century as Pellbridge beat Arncott by six wickets on Sunday. It was his second hundred of the season. Arncott had posted 241 all out.", "act_unstated"),
        // ... or one word of its own the source never says
        ("The Kelby Museum will extend its evening opening hours from May and will also open on Mondays.", "The Kelby Museum will extend its opening hours into the evening from May. The change is paid for by a grant from the Arland Trust.", "act_unstated"),
        // (a third held-out review) a hedge in a window, a share for "all",
        // an opposite about the claim's subject, and a swap in a window's
        // sentence the shortlist never ranked alone
        ("Transalp has acquired the freight operator Cargolink for about 700 million euros.", "The rail company Transalp is in talks to acquire the freight operator Cargolink, according to two people with knowledge of the negotiations. A deal could value Cargolink at about 700 million euros. Both companies declined to comment.", "hedged"),
        ("All households in the district of Lower Marsh have had their electricity restored.", "About 70 percent of households in the district of Lower Marsh have had their electricity restored, the utility said on Friday.", "quantity_mismatch"),
        ("Cargo volumes at Brayford Airport increased in the first quarter.", "Passenger numbers at Brayford Airport increased by 9 percent in the first quarter, the operator said, while cargo volumes declined by 3 percent. The airport handled 1.9 million passengers.", "antonym_mismatch"),
        ("Flights at Pellan Airport were suspended for four hours on Sunday after a drone struck a landing aircraft.", "Flights at Pellan Airport were suspended for four hours on Sunday after a drone was spotted near the runway. Around 70 flights were diverted or delayed.", "reason_unstated"),
        ("Lotte Verbeek won the women's Ronde van Zeeland after a solo attack 20 kilometres from the finish.", "The cyclist Anouk de Graaf won the women's Ronde van Zeeland on Sunday after a solo attack 20 kilometres from the finish. Her teammate Lotte Verbeek won the sprint for second place. Italy's Chiara Rinaldi was third.", "name_mismatch"),
        // (a fourth held-out review) summaries of two sentences with one
        // detail wrong in one of them, and a place the source excludes
        ("Datavane has sued its former partner Lumeria for breach of contract, seeking 75 million dollars in damages.", "The software company Lumeria has sued its former partner Datavane for breach of contract. Lumeria claims Datavane used its code in a rival product. It is seeking 75 million dollars in damages. Datavane said the claims were without merit.", "role_swap"),
        ("Further cases of bird flu have been found in the area around Tellby since 2 February.", "The Ministry of Agriculture said the bird flu outbreak on a farm near Tellby has been contained. No further cases have been found in the area since 2 February. About 40,000 chickens were culled.", "negation_mismatch"),
        ("Electronics maker Zentra will build its new battery factory in Osterby, the company said on Monday.", "Electronics maker Zentra will build its new battery factory in Halvik rather than in Osterby, the company said on Monday. Halvik offered cheaper land and better rail links.", "negation_mismatch"),
        ("Wickham's flood barriers, installed in 2019, did not hold along the main street when the Sennet river burst its banks.", "The Sennet river burst its banks on Saturday after three days of heavy rain, flooding parts of the town of Wickham. The town's flood barriers, installed in 2019, held along the main street. About 200 homes on the eastern side were flooded.", "negation_mismatch"),
        ("Tickets for the Delmar String Quartet's spring tour concert in Kenmore have sold out.", "The Delmar String Quartet will begin its spring tour in Ashford on 3 May. It will then play in Kenmore and Tilbrook before ending in Ravensworth on 20 May. The programme includes works by Haydn and Bartok. Tickets for the Ashford concert have sold out.", "name_mismatch"),
        // each part of a claim against the sentence nearest it: the other
        // part's sentence is nearest the whole claim
        ("Forecasters expect colder weather in Ardmore by the weekend, after temperatures dropped to minus 18 degrees on Tuesday night.", "Temperatures in the city of Ardmore dropped to minus 18 degrees on Tuesday night, the coldest in 30 years. Water pipes burst in dozens of homes. The city opened four warming centres for homeless people. Forecasters expect milder weather by the weekend.", "antonym_mismatch"),
        ("Councillor Sunita Bhatt said on Friday that officers would patrol the Westgate estate around the clock after a series of car thefts.", "Police chief Darren Coyle said on Friday that officers would patrol the Westgate estate around the clock. The move follows a series of car thefts. Local councillor Sunita Bhatt welcomed the decision.", "name_mismatch"),
        // an opposite NLI confirms, the claim's words reordered
        ("Visitor numbers at the Bellhaven Museum of Modern Art have declined steadily since it moved to its harbour site in 2015.", "The Bellhaven Museum of Modern Art will open a new wing dedicated to photography on 12 October. The wing doubles the museum's exhibition space. Visitor numbers have risen steadily since the museum moved to its harbour site in 2015.", "antonym_mismatch"),
        ("The Kessler Bridge in Dorrin closed to traffic on Monday after six months of repairs.", "The Kessler Bridge in Dorrin reopened to traffic on Monday after six months of repairs. The repairs cost 4 million euros.", "antonym_mismatch"),
        // (a fifth held-out review) a hedge on "it" read with the sentence it
        // stands for, a name of its own after a comma, "remain open", "not yet";
        // (a fourth) a "first" the source never says
        ("The Greyhaven Council closed the Milton Road swimming pool.", "The pool on Milton Road was built in 1974 and needs repairs estimated at 3 million pounds. The Greyhaven Council plans to close it next spring. Councillors will hold a public consultation in January. A new leisure centre is due to open in 2027.", "hedged"),
        ("The Halvey Trust has donated 2,000 vintage photographs, most of them taken by Ellis Crane, to the Norbury Archive.", "The Halvey Trust has donated a collection of 2,000 vintage photographs to the Norbury Archive. The images show daily life in the town between 1890 and 1930. Archivists will digitise them over the next year. An exhibition is planned.", "name_unstated"),
        ("The Tarrow Bridge will be closed during repair works scheduled for the summer.", "The Tarrow Bridge will remain open during repair works scheduled for the summer, the regional transport agency said. Lanes will be narrowed overnight. The 1960s bridge carries about 30,000 vehicles a day. Repairs are expected to cost 11 million dollars.", "antonym_mismatch"),
        ("The Halvorsen telescope has detected signals from the target star system.", "The new Halvorsen telescope has not yet detected any signals from the target star system, project scientists said. The instrument began observations in February at the Cerro Alto site. It cost 140 million dollars to build.", "negation_mismatch"),
        ("The Carrick Wildlife Park welcomed the birth of twin red panda cubs on 2 June, the first red panda births in the park's history.", "The Carrick Wildlife Park welcomed the birth of twin red panda cubs on 2 June. The cubs are being cared for by their mother, Mei. Keepers said both are healthy and feeding well. Visitors will be able to see them from August.", "uniqueness_unstated"),
        // (a seventh held-out review) a name in a side clause, "moved to"
        // for "moved from", a first name before another surname, a "not"
        // or an opposite in a sentence the support set grew by, and a
        // deliberation in the passive
        ("The contract to run the Elsford tram network was awarded to Citylane Group.", "Two firms bid for the contract to run the Elsford tram network. The contract was awarded to Transvia Partners, beating a bid from Citylane Group. The deal runs for ten years. Services will be unchanged for passengers.", "name_mismatch"),
        ("Because of flooding at the stadium, the regional athletics finals were moved to Pellington.", "The regional athletics finals were moved from Pellington to Hawkridge because of flooding at the stadium. The events took place on Saturday. Pellington's stadium is expected to reopen in the autumn. Around 400 athletes competed.", "name_mismatch"),
        ("The Oakhurst publisher's cookbook of wartime recipes was edited by the local historian June Whitlock.", "A small publisher in Oakhurst has had an unexpected hit. Its cookbook of wartime recipes has sold 90,000 copies. The book was compiled from letters found in an attic. It was edited by the local historian June Maddox.", "name_unstated"),
        ("The restored 1923 locomotive has not been cleared to carry passengers on the Cullendale Railway this summer.", "The Cullendale Railway runs steam trains through the hills. Its volunteers restored a locomotive built in 1923. The engine has been cleared to carry passengers this summer. Rides will cost 12 pounds.", "negation_mismatch"),
        ("The boards of Ridgeway Bank and Alder Savings have approved a merger between the two lenders.", "A merger between Ridgeway Bank and Alder Savings is being considered by the boards of both lenders. Talks are at an early stage. The combined firm would have about two million customers. Neither bank would comment.", "hedged"),
        ("Harrow Dene United won their away game against Castlemere Athletic 3-1 on Saturday.", "Harrow Dene United had been unbeaten for ten matches. On Saturday they travelled to face Castlemere Athletic. United lost the game 3-1 in front of a crowd of 4,000. Their manager blamed poor defending.", "antonym_mismatch"),
        // (session 27) a polarity in a sentence outside the support about
        // the part of the claim the support never says
        ("The Carvenian central bank's decision to keep its main interest rate at 3.25% was not expected by most economists.", "The Carvenian central bank kept its main interest rate unchanged at 3.25% on Thursday, saying inflation was still above target. Most economists had expected the decision. The bank signalled it could cut rates later in the year.", "negation_mismatch"),
        ("Nimbus Grid said some customer data was lost when its cloud service was unavailable for about four hours on Tuesday.", "Tech firm Nimbus Grid said its cloud service was unavailable to some customers for about four hours on Tuesday because of a network configuration error. The company said no customer data was lost. It apologised for the disruption.", "negation_mismatch"),
        // a month after "mid-", an opposite in the first part of a claim
        // joined by ", although" or "following"
        ("Farmers in the Tessel Valley began the wheat harvest in mid-June this year, two weeks earlier than usual.", "Farmers in the Tessel Valley began the wheat harvest two weeks earlier than usual this year, in mid-July, after a hot and dry spring. Yields are expected to be below average.", "number_mismatch"),
        ("The Harwood Academy's exam results worsened this year, although English results were broadly stable.", "The Harwood Academy's exam results improved this year, with 71% of pupils achieving top grades in mathematics, compared with 64% last year. The headteacher credited extra tutoring sessions. English results were broadly stable.", "antonym_mismatch"),
        ("The Ministry of Health has relaxed the rules on selling energy drinks following a consultation with teachers and doctors.", "The Ministry of Health has tightened the rules on selling energy drinks, banning sales to anyone under 16 from January. Shops that break the rules face fines of up to £2,500. The measure follows a consultation with teachers and doctors.", "antonym_mismatch"),
        // an act the source says only as still to come, in a sentence of
        // its own; "has yet to win" denies "has won"
        ("The Haverlund city assembly has approved a congestion charge of £8 per day for cars entering the centre from 2026.", "The city of Haverlund plans to introduce a congestion charge for cars entering the centre from 2026, the mayor said on Monday. The proposal must still be approved by the city assembly. The charge would be £8 per day.", "hedged"),
        ("Corwin Blaise has won a Merriton Award.", "Despite five nominations, the actor Corwin Blaise has yet to win a Merriton Award. His latest nomination was for the role of a retired boxer.", "negation_mismatch"),
        // a difference said with "more" that the figures do not give
        ("Tickets for the Larchmont Folk Festival cost £30 more this year than in 2019.", "Tickets for the Larchmont Folk Festival cost £95 this year, up from £70 in 2019. Organisers blamed higher costs for staging and security. Attendance was capped at 15,000.", "number_missing"),
        // a change "from A to B" ranks by B
        ("The Harker Institute's research budget this year is larger than that of its sister institute in Lenz.", "The Harker Institute's research budget was cut from €40 million to €31 million this year. Its sister institute in Lenz saw its funding rise to €33 million. Both are funded by the national science council.", "comparison_mismatch"),
        // "the company" is the body the sentence before opens with, not
        // another it names
        ("The unions said the strike would go ahead on Monday.", "Talks between Brenmoor Rail and the drivers' union broke down on Friday. The company said this week that the strike would go ahead on Monday.", "attribution_mismatch"),
        // "below" ranks as "lower than" does
        ("The river Aske at Millbridge peaked on Wednesday at a level higher than its 2007 record.", "The river Aske at Millbridge peaked at 4.8 metres on Wednesday, about half a metre below the record set in 2007. The Environment Directorate issued flood warnings for three villages downstream.", "comparison_mismatch"),
        // (a twenty-fourth held-out review) a weekday beside the date the source gives another
        ("Fairhaven's separate food waste collections will start on Tuesday, 2 October.", "Council workers in Fairhaven will begin collecting food waste separately from Monday, 2 October. Each household will receive a small kitchen caddy and a larger outdoor bin. The council says the scheme could reduce landfill by 8,000 tonnes a year. Collections will take place weekly, on the same day as general rubbish.", "number_mismatch"),
        // (a twenty-fourth held-out review) "a minority" against "a majority", and a second act "and plans to …"
        ("A minority of the voting members of the Hallbrook Tenants' Association backed the landlord's offer of a 3% rent rise.", "A majority of members of the Hallbrook Tenants' Association voted to accept the landlord's offer of a 3% rent rise, ending a dispute that had lasted eight months. Of 412 members who voted, 251 were in favour. The association had originally demanded a rent freeze. The landlord, Corvid Homes, owns 1,200 flats in the town.", "quantity_mismatch"),
        ("Senator Harriet Voss, who has represented the state since 2007, will not seek re-election and plans to run for governor instead.", "Senator Harriet Voss announced on Monday that she will not seek re-election next year. Voss, 68, has represented the state since 2007. She said she wanted to spend more time with her family. Two Republicans and one Democrat have already declared their candidacy for the seat.", "act_unstated"),
        // (a twenty-fourth held-out review) swaps around "filed a lawsuit against" and around an appositive
        ("Delmont Industries has filed a lawsuit against the state of Verano over groundwater pollution near its Elkton plant.", "The state of Verano has filed a lawsuit against the chemical manufacturer Delmont Industries, accusing it of polluting groundwater near its Elkton plant. The state is seeking $75 million to pay for clean-up. Delmont said it had complied with all environmental rules. The plant has operated since 1966.", "role_swap"),
        ("The potter Samuel Achebe presented the lifetime achievement award to Irina Moravec at Thursday's ceremony.", "Irina Moravec, the chair of the Lindale Arts Council, presented the lifetime achievement award to the potter Samuel Achebe at a ceremony on Thursday. Achebe, 84, has worked from a studio in Lindale's old railway station since 1971. His pieces are held by museums in Tokyo and Toronto. Moravec described him as 'the quiet heart of our creative community'.", "role_swap"),
        // (a twenty-fourth held-out review) an organisation the source never names, opening with a place it does
        ("Engineers from Tregarth Water Services have completed the replacement of the 120-year-old water main beneath Fore Street.", "Engineers have completed the replacement of the 120-year-old water main beneath Fore Street in Tregarth. The work took eleven weeks, during which the street was closed to traffic. The new pipe is made of polyethylene and is expected to last a century. Businesses on the street were offered rate relief during the closure.", "name_unstated"),
        // (a twenty-fourth held-out review) "will not raise" denies "will increase"
        ("Gresham Water says it will increase household bills this year.", "Gresham Water says it will not raise household bills this year, despite higher energy costs. The company supplies about 1.4 million customers in the Gresham and Tolley valleys. Its chief executive, Anil Varma, said savings from a new treatment plant had offset rising costs. Bills rose by 6% last year.", "negation_mismatch"),
        // (a twenty-fifth held-out review) a "not" before the word the statement says, an opposite elsewhere in the claim
        ("The Tarrant Valley Water Company has not yet lifted the hosepipe ban it imposed in July.", "The Tarrant Valley Water Company has lifted the hosepipe ban that had been in place since July. Heavy rainfall in September and October has restored reservoir levels to 82% of capacity. The company thanked customers for cutting their water use during the dry summer. It said it would continue to repair leaks across its network. Customers can again use hosepipes to water gardens and wash cars.", "negation_mismatch"),
        // (a twenty-fifth held-out review) "since" before two forms of one root; a support sentence's own "not"
        ("A Hallam Institute report found that air pollution in central Ostby has increased since a clean air zone was introduced in 2022.", "A new report from the Hallam Institute found that air pollution in the centre of Ostby has decreased since the introduction of a clean air zone in 2022. Levels of nitrogen dioxide are now 23% below the 2019 average. The report said traffic volumes had also fallen slightly. The city council plans to extend the zone to two more districts. Business groups remain sceptical about the costs.", "antonym_mismatch"),
        ("Keepers at Ashfold Zoo already know the sexes of the twin red panda cubs born to Mei.", "Ashfold Zoo announced on Friday that its female red panda, Mei, had given birth to twin cubs. Both cubs are healthy and being cared for by their mother in a nest box. It is the first time red pandas have bred at the zoo. Keepers will not know the cubs' sexes until their first health check in a few weeks. The red panda enclosure will remain open to visitors.", "negation_mismatch"),
        // (a twenty-fifth held-out review) swaps past a partitive "of", a possessive turned round, a verb of the same meaning
        ("Corran Air has agreed to sell six turboprop aircraft to Skyhop for $42 million.", "Regional airline Skyhop has agreed to sell six of its turboprop aircraft to Corran Air for $42 million. The sale will help Skyhop pay down debts built up during the pandemic. Corran Air plans to use the planes on new island routes. Skyhop will lease back two of the aircraft for the summer season. The deal is expected to close next month.", "role_swap"),
        ("At the University of Sturrow, Kwame Adjei supervised Rebecca Holm's doctoral research, which produced a new method for detecting lead in drinking water.", "Dr Rebecca Holm supervised the doctoral research of Kwame Adjei at the University of Sturrow, which led to a new method for detecting lead in drinking water. Adjei's test uses a paper strip that changes colour within minutes. The work was published in a leading chemistry journal last week. Holm said the test could be made for a few pence. Adjei now works at a water research institute in Belcourt.", "role_swap"),
        ("Grandmaster Oleg Marinov beat 13-year-old Amelie Strand in the third round of the Veldhaven Open, forcing her to resign after 41 moves.", "Chess prodigy Amelie Strand, aged 13, defeated grandmaster Oleg Marinov in the third round of the Veldhaven Open on Monday. Strand, playing with the black pieces, forced Marinov to resign after 41 moves. She is now level with three other players at the top of the standings. Marinov, 58, is a former national champion. The tournament ends on Saturday. Her coach, Irina Volkova, said Strand had prepared for the game for weeks.", "role_swap"),
        // (a twenty-fifth held-out review) a name in another's place, the rest said by two sentences apart
        ("The 2025 National Choir Championships will be held in Pellbridge, with more than 90 choirs expected to compete over four days.", "The 2025 National Choir Championships will be held in Westford, organisers confirmed on Monday. The event was last staged in the town in 2011. More than 90 choirs are expected to compete over four days at the Westford Civic Hall. Last year's championships in Pellbridge attracted 12,000 spectators. The local council has pledged £150,000 towards the costs. Choirs from as far away as the northern islands have already registered.", "name_mismatch"),
        ("Neil Carver has drawn up the plans for restoring the derelict windmill at Hob Hill.", "The Frostfield Conservation Society has been given permission to restore the derelict windmill at Hob Hill. The four-storey brick mill was built in 1815 and last ground flour in the 1920s. Society chairman Neil Carver said the group hoped to have the sails turning again within five years. Architect Rosa Penhale has drawn up plans for the restoration. The project will cost an estimated £1.1 million.", "name_mismatch"),
        // (a twenty-fifth held-out review) a cause the source never gives; "the same year" for "the following year"
        ("The Soren Valley Food Bank handed out 9,400 emergency food parcels last year, a 22% increase driven mainly by rising energy bills.", "The Soren Valley Food Bank handed out 9,400 emergency food parcels last year, its annual report shows. That was a 22% increase on the previous year. Volunteers said more working families were using the service than ever before. The food bank now operates from three sites, including a new one at St Clement's Church. It is appealing for donations of tinned vegetables and toiletries.", "reason_unstated"),
        ("The Tarrock Island lighthouse was automated in 1991, and its last keeper left the same year.", "The Tarrock Island lighthouse, built in 1864, was automated in 1991 and its last keeper left the following year. The building has now been bought by a charity that plans to turn the keeper's cottages into holiday lets. Income will pay for the upkeep of the tower. The Tarrock Island Trust raised £640,000 from public donations. The lighthouse remains an active aid to navigation.", "number_mismatch"),
        // (a twenty-fifth held-out review) an opposite ("unsafe") in a support set's sentence; a hedge before a claim of certainty
        ("Engineers judged the Starling Road footbridge in Pennlow safe for pedestrians despite cracks in its concrete supports.", "The Starling Road footbridge in Pennlow was closed on Monday after an inspection found cracks in its concrete supports. Engineers said the bridge was unsafe for pedestrians. A diversion via Market Lane adds around ten minutes to walks into the town centre. The council said it would decide on repairs or replacement by the summer. The bridge was built in 1968.", "antonym_mismatch"),
        ("Rosalind Crane has been confirmed as the headline act at next summer's Greenholt Festival.", "Singer Rosalind Crane is reportedly in talks to headline next summer's Greenholt Festival, according to sources close to the organisers. Crane last performed at the festival in 2015. Organisers declined to comment on the report. The festival usually announces its line-up in February. Last year's event attracted 70,000 people. Her most recent album, 'Paper Lanterns', topped the charts in several countries last year.", "hedged"),
        // (a twenty-fifth held-out review) a multiple the source never gives; a move between two clubs turned round
        ("The Elwick Research Vessel has returned from a six-week expedition to the Sorrel Sea, where scientists found that microplastic levels had doubled since the previous survey.", "The Elwick Research Vessel returned to port on Tuesday after a six-week expedition to study plastic pollution in the Sorrel Sea. Scientists collected more than 1,300 water samples. Early analysis suggests microplastic levels are highest near shipping lanes. The crew also recorded 14 species of whale and dolphin. Full results will be published next year. The vessel is operated by the Elwick Marine Trust and carries a crew of 28.", "number_missing"),
        ("Winger Dario Mensah has left the Rothwell Hawks to join the Baxter Bay Sharks on a two-year deal.", "Winger Dario Mensah has joined the Rothwell Hawks from the Baxter Bay Sharks on a two-year deal. Mensah, 26, scored 31 tries for the Sharks over three seasons. The Hawks, who finished bottom of the league last year, have been searching for attacking players. Sharks coach Pete Langley said he was sad to see Mensah leave. Mensah could make his debut against Dunmere on Saturday.", "role_swap"),
        // (a twenty-sixth held-out review) an opposite the lexicon lacked, a hedge of the claim's own that hedges something else, a move away from the claim's place
        ("Waiting times in the emergency department have also deteriorated.", "The trust has recruited 45 nurses from overseas since January. Waiting times in the emergency department have also improved. Chief nurse Amara Okwu said morale was rising.", "antonym_mismatch"),
        ("Horton Borough Council has introduced a £2 charge for parking at its country parks as part of a plan to save £1.5 million.", "Horton Borough Council is considering introducing a £2 charge for parking at its country parks. The proposal is part of a plan to save £1.5 million over the next two years. A final decision will be made in the summer.", "hedged"),
        ("The Association of Rural Pharmacists will hold next year's annual conference at its usual venue in Corbridge Spa.", "The Association of Rural Pharmacists will hold next year's annual conference in the town of Llanfallon, moving from its usual venue in Corbridge Spa. About 900 delegates are expected.", "negation_mismatch"),
        ("Officers will not make repeat visits in the new year.", "Officers will carry out repeat visits in the new year. Selling a knife to anyone under 18 is a criminal offence.", "negation_mismatch"),
        ("Saltcombe Borough Council has approved a 4.9% council tax rise, and spending on road maintenance will go up by £800,000.", "Saltcombe Borough Council has approved a budget that includes a 4.9% rise in council tax. The increase is the maximum allowed without holding a referendum. Spending on road maintenance will be cut by £800,000. Opposition councillors voted against the budget.", "antonym_mismatch"),
        // (a twenty-sixth held-out review) the doer said only after the same verb, the other party unnamed
        ("The games company Redkite Studios is suing its former employee Sarah Olumide, claiming unfair conduct.", "A software developer is suing her former employer, the games company Redkite Studios, claiming she was unfairly dismissed. Sarah Olumide says she was sacked after raising concerns about excessive working hours.", "role_swap"),
        // the opposite said of the claim's subject, the claim's word of another (a twenty-seventh held-out review)
        ("Sales of clothing and homeware at Fairbarrow rose slightly in the six months to August.", "Profits at the supermarket chain Fairbarrow rose by 8% in the six months to August, helped by strong sales of its premium own-label range. The company has 312 stores. However, sales of clothing and homeware fell slightly.", "antonym_mismatch"),
        ("Enrollment in traditional transfer programs at Westbury Community College rose slightly this fall.", "Enrollment at Westbury Community College has increased for the first time in five years, officials said Thursday. The college counted 8,430 students this fall. Enrollment in traditional transfer programs, however, declined slightly.", "antonym_mismatch"),
        // the act the source says only as denied, in a sentence too short to restate the claim
        ("As part of the $875,000 settlement, the city of Marlowe admitted liability for Daniel Okoro's injuries.", "The city of Marlowe has settled a lawsuit brought by a cyclist who was seriously injured after hitting a pothole, agreeing to pay $875,000. Daniel Okoro, 37, suffered a fractured skull and spent three weeks in hospital. Under the settlement, the city did not admit liability.", "negation_mismatch"),
        // a verb both say once whose parties trade sides, no name needed (a twenty-seventh held-out review)
        ("Residents of the Holly Court care home have been teaching Burnside Primary School pupils how to use tablet computers.", "Burnside Primary School pupils have been teaching residents of a nearby care home how to use tablet computers. Every Wednesday afternoon, a group of Year 6 children visits Holly Court to help residents make video calls.", "role_swap"),
        ("The council's private housing team brought the case against landlord Gerald Finch with help from four Hepworth University students.", "A landlord in Hepworth has been ordered to repay £12,600 in rent to four tenants. The tenants, all students at Hepworth University, brought the case with help from the council's private housing team. The landlord, Gerald Finch, said he had not known that a licence was required.", "role_swap"),
        // "is down by" said of the claim's subject; the support set's "low-traffic" no second opposite (a twenty-seventh held-out review)
        ("Traffic on the residential roads around Hatherley town centre is up by a fifth since the low-traffic scheme was introduced, according to a council report.", "Air quality in Hatherley town centre has improved significantly since a low-traffic scheme was introduced two years ago, according to a council report. Levels of nitrogen dioxide on the high street have fallen by 27%, while traffic on surrounding residential roads is down by a fifth.", "antonym_mismatch"),
        // a name the claim gives a thing, said nowhere in the source (a twenty-seventh held-out review)
        // a doer and an object that trade sides of a verb with "into" after it (a twenty-eighth held-out review)
        ("A bus crashed into the back of a stationary lorry near Caddington.", "A lorry crashed into the back of a stationary bus near Caddington on Tuesday morning. The road was closed for four hours.", "role_swap"),
        ("The committee decided to close Wellham Primary School.", "Wellham Primary School will not close, the committee decided on Tuesday.", "negation_mismatch"),
        // a difference of two figures that is not the claim's (a twenty-eighth held-out review)
        ("The food bank gave out 550 more parcels in March than in February.", "The Marsh Lane food bank gave out 1,730 parcels in March, volunteers said. In February it handed out 1,280 parcels.", "number_missing"),
        ("The female Sumatran orangutan born to Dara at Cardew Park Zoo on 3 June has been named Suri by keepers.", "Cardew Park Zoo has welcomed the birth of a critically endangered Sumatran orangutan. The female baby was born to 22-year-old mother Dara on 3 June following a pregnancy of about eight months. Keepers say both are doing well.", "name_unstated"),
        // another name after the claim's verb and a description, and after the title "MP" (a twenty-ninth held-out review)
        ("The Fair Trade Authority has fined Greenlink Energy £4.5 million for overcharging customers.", "The Fair Trade Authority has fined the energy supplier Northpower £4.5 million for overcharging customers on prepayment meters. A second supplier, Greenlink Energy, was cleared of similar allegations after a separate inquiry.", "name_mismatch"),
        ("The plaque was unveiled by her niece, Margaret Coombes, and the local MP, Dennis Wray.", "The plaque was unveiled by her niece, Margaret Coombes, and the local MP, Julian Fairbrother. Club chairman Dennis Wray said more than 1,000 people had attended.", "name_mismatch"),
        // a sentence of a support set with another number where the claim's stands (a twenty-ninth held-out review)
        ("Bramley Heath councillors have agreed to spend £200,000 on drainage works at the Heath Lane football pitches.", "Councillors in Bramley Heath have agreed to spend £450,000 on improving the town's parks over the next three years. The largest share, £200,000, will go towards new play equipment at Coronation Park. Another £120,000 will pay for drainage works on the football pitches at Heath Lane.", "number_mismatch"),
        // the act done by another agent than the claim's (a twenty-ninth held-out review)
        ("Elmstead Council has approved plans for a skate park, which will be built by the council's own parks team.", "Elmstead Council has approved plans for a skate park in Victoria Recreation Ground. The £120,000 park will be built by a specialist firm, Concrete Waves, and should open next summer.", "role_swap"),
        // "advanced by about" is no passive, so "retreated by about" opposes
        // it; a "without" denies only its object (a thirtieth held-out review)
        (
            "The Solvik Glacier in the Kaldfjell mountains has advanced by about 1.2 kilometres since 1990, according to the Nordic Glaciology Centre.",
            "The Solvik Glacier in the Kaldfjell mountains has retreated by about 1.2 kilometres since 1990, according to a new survey by the Nordic Glaciology Centre. Meltwater from the glacier feeds the River Solva.",
            "antonym_mismatch",
        ),
        (
            "Thornbury Bank will open a branch on High Street in Kelmscott in November.",
            "The number of customers using Thornbury Bank's branch in Kelmscott has fallen by 68% since 2018. The bank said on Tuesday that it would close the branch, on High Street, in November, leaving the town without a bank for the first time in more than a century. A mobile banking van will visit the town twice a week.",
            "antonym_mismatch",
        ),
        // A hedge right before the claim's verb, "the club" for the claim's
        // name (a thirtieth held-out review)
        (
            "Redport Albion have signed the Ghanaian defender Kwame Asante from Lindholm FC for a reported fee of around £3 million.",
            "Redport Albion have conceded 19 goals in 11 games this season. Manager Paul Draper has confirmed that the club are in talks to sign the Ghanaian defender Kwame Asante from Lindholm FC. Asante, 23, made 34 appearances for Lindholm last season. The fee is reported to be around £3 million.",
            "hedged",
        ),
        // One other year in a statement of the rest (a thirtieth held-out review)
        (
            "The railway reached Ledbury Cross in 1874, linking the town's woollen mills to the ports of the north-west.",
            "Ledbury Cross grew rapidly after the railway reached the town in 1847, linking its woollen mills to the ports of the north-west. By 1881 the population had trebled. The town hall was completed in 1862, and a public park followed in 1874.",
            "number_mismatch",
        ),
        // The claim's named subject given another amount after its verb;
        // a last list item the source never says (a thirtieth held-out review)
        (
            "Brightside Care Group was fined £12,000 for failing to report a series of falls involving residents at the Willowbank care home.",
            "A former care home manager has been fined £12,000 for failing to report a series of falls involving residents. Janet Corrie, 57, who ran the Willowbank care home in Dursley Heath, pleaded guilty. The home's owner, Brightside Care Group, was separately fined £80,000.",
            "number_mismatch",
        ),
        (
            "Castlebury's new £18 million Riverside Leisure Centre has an eight-lane, 25-metre pool and a spa with a sauna and steam room.",
            "The new Riverside Leisure Centre in Castlebury was officially opened on Saturday. The £18 million centre has a 25-metre, eight-lane swimming pool, a learner pool with a movable floor, a gym with 120 stations and a climbing wall. Prices start at £4.50 for a swim.",
            "detail_unstated",
        ),
        // (session 35, from a thirty-first held-out review) A phrasal
        // passive's roles, a relative clause's own fact, another region.
        (
            "Veteran boxer Carl Maddox knocked out challenger Jason Obi in the fourth round of their heavyweight bout.",
            "Veteran boxer Carl Maddox was knocked out by the 22-year-old challenger Jason Obi in the fourth round of their heavyweight bout on Saturday. Obi remains unbeaten. Maddox, 38, said he was considering retirement.",
            "role_swap",
        ),
        (
            "The Caldermoor Archive has received a £950,000 lottery grant to digitise its mill records, which will be available online for a subscription fee.",
            "The Caldermoor Archive has received a grant of £950,000 from the national lottery heritage fund to digitise its collection of 19th-century mill records. Once scanned, they will be available free of charge on the archive's website. The project will create four new jobs.",
            "detail_unstated",
        ),
        (
            "A colony of rare lesser horseshoe bats has been found roosting in a disused chapel in Llanfair Waterdine, Herefordshire.",
            "A colony of rare lesser horseshoe bats has been found roosting in the cellar of a disused chapel in the village of Llanfair Waterdine, in Shropshire. Surveyors counted 86 bats. The work has been paused while ecologists from a Herefordshire consultancy assess the site.",
            "name_mismatch",
        ),
        // A destination the source names as the origin (a thirty-second held-out review)
        (
            "The Coastal Lifeboat Trust is moving its headquarters to Falbridge next year.",
            "The headquarters of the Coastal Lifeboat Trust will move from Falbridge to the harbour town of St Mewan next year, the charity said. The new building will include a training pool and a museum. About 90 staff will relocate.",
            "name_mismatch",
        ),
        // A choice against the act, an opposite verb in its place, a month the rest never gives (a thirty-second held-out review)
        (
            "The Serrano administration has raised the national minimum wage this year.",
            "The Serrano administration has decided against raising the national minimum wage this year, Labour Minister Tomas Ibarra told parliament on Tuesday, citing concerns about inflation. Trade unions called it a betrayal.",
            "negation_mismatch",
        ),
        (
            "Montague & Finch shares gained more than a fifth of their value on Thursday after a profit update.",
            "Shares in the retailer Montague & Finch lost more than a fifth of their value on Thursday after the company warned that annual profits would be well below expectations. The group blamed unseasonably warm autumn weather.",
            "antonym_mismatch",
        ),
        (
            "Nadia Farrow's fourth studio album, 'Glasshouse', will be released on 3 November.",
            "Pop singer Nadia Farrow will release her fourth studio album, 'Glasshouse', on 18 October, her record label confirmed on Wednesday. The album was recorded in Reykjavik. Farrow will begin a 22-date European tour in Dublin on 3 November.",
            "number_mismatch",
        ),
        // "welcomed" against "criticised" (a twenty-ninth held-out review)
        ("Stallholders have criticised the council's decision to cut their rents by 15 per cent.", "Stallholders at Dunford indoor market have welcomed the council's decision to cut rents by 15 per cent for the next two years.", "antonym_mismatch"),
    ] {
        let c = verdict(claim, text);
        assert!(!c.verified && c.guards.iter().any(|g| g == guard), "{claim}: {c:?}");
        // A refused claim's score is under the threshold, however sure the calibration was.
        assert!(c.score < engine.threshold(), "{claim}: {c:?}");
    }
    for (claim, text) in [
        ("The plant employs 2,000 workers in Ohio.", "The plant employed 1,500 workers in Ohio in 2010. In 2020 it employed 2,000 workers."),
        ("The café opened in 2019.", "The café opened in **2019**."),
        ("The plant cost $3 million.", "The plant cost $3,000,000."),
        ("Smith signed with Chelsea in 2010.", "Chelsea signed Smith in 2010."),
        ("The deal was worth $1.5 billion.", "The deal was worth $1.5bn."),
        ("The library cost nearly $39 million to build.", "The city's new library cost $38.7 million to build."),
        ("The Ardent Tower is taller than the Coral Point building.", "The Ardent Tower, completed in 2019, stands 312 metres tall. The nearby Coral Point building, finished in 2021, reaches 298 metres."),
        // (a fourth held-out review) "pulled out of" is "withdrew from"
        ("Schools in Aldmere and Fenwick did not open on Thursday after heavy snow fell in the Corrin Valley.", "A storm system brought heavy snow to the Corrin Valley overnight, closing three mountain passes. Up to 60 centimetres fell in the higher villages. Schools in Aldmere and Fenwick stayed shut on Thursday."),
        ("A planned national postal strike was called off after the union and the state postal company reached a deal on job security.", "The Federation of Postal Workers has cancelled a planned national strike after reaching an agreement with the state postal company on job security. The deal guarantees no compulsory redundancies until 2027. The strike had been due to begin on Monday."),
        ("Second seed Anya Petrova pulled out of the Marbella Open on Wednesday because of a wrist injury.", "Tennis player Anya Petrova withdrew from the Marbella Open on Wednesday with a wrist injury. Petrova, the second seed, was due to play her opening match on Thursday. Her place in the draw was taken by a qualifier, Lucie Dvorak."),
        // (a fifth held-out review) a titled name a pronoun stands for, a
        // day of a month, the speaker of "said", "half" for 50%
        ("Dr. Lena Ortiz previously led the oncology unit at St. Alban's Hospital in Crestwood.", "Dr. Lena Ortiz has been appointed head of the Ravenmoor Cancer Centre. Ortiz previously led the oncology unit at St. Alban's Hospital in Crestwood for eight years. She replaces Dr. Martin Kell, who retired in May. The centre treats about 6,000 patients a year."),
        ("The Brightwater Council adopted its annual budget on the 12th of December 2023.", "Councillor Ada Finch voted against the plan, citing rising debt. The Brightwater Council adopted its annual budget of 74 million dollars at a meeting on December 12, 2023. The plan includes 5.6 million for road resurfacing and 2 million for a new fire station."),
        ("Greenhaven said the former bus depot on Minster Road is to be turned into 120 affordable homes.", "The Minster Road bus depot will be converted into 120 affordable homes, the housing association Greenhaven said on Tuesday. The depot closed in 2021 when services moved to a new site. Work is expected to start next year."),
        ("50% of the performers at Hollin Jazz Week are appearing in Hollin for the first time.", "Tickets for the Hollin Jazz Week sold out within 90 minutes. The festival has 6,000 tickets available across 14 venues. Half of the performers are appearing in Hollin for the first time. The event runs from 2 to 9 May."),
        // (the guard audit) a "not" the support set's "rather than" says
        ("Einstein did not receive the Nobel Prize for relativity.", "Einstein received the 1921 Nobel Prize in Physics. He was awarded it for his explanation of the photoelectric effect rather than for relativity."),
        // (session 27) "has yet to be signed" says "has not yet been signed"
        ("The trade deal with Orland has not yet been signed by the minister.", "Negotiators from Verrin and Orland agreed the terms of a trade deal on Friday. The deal has yet to be signed by the minister."),
        // a difference said with "more" that the figures give
        ("Tickets for the Larchmont Folk Festival cost £25 more this year than in 2019.", "Tickets for the Larchmont Folk Festival cost £95 this year, up from £70 in 2019. Organisers blamed higher costs for staging and security. Attendance was capped at 15,000."),
        ("The new Corbett Street bus station has eight more bays than the old depot it replaces.", "The new Corbett Street bus station has 22 bays, compared with 14 at the old depot it replaces. It also has a covered waiting area and bike storage. The station opened on Monday."),
        // the day after a day two sentences before
        ("The Environment Directorate declared the Dellmoor flood barrier test a success on 13 November.", "The Dellmoor flood barrier was tested for the first time on the night of 12 November, when engineers raised its steel gates ahead of a storm surge. The barrier, which cost £85 million, protects around 3,000 homes. The following day the Environment Directorate declared the test a success."),
        // a "none of this year's entries" that denies the entries, not the year
        ("The Aldridge Prize was not awarded this year because the jury found that no entry met the required standard.", "The Aldridge Prize jury decided that none of this year's entries met the required standard, and no award was made. It is the first time in the prize's 40-year history that it has not been given. The jury chair, Fiona Caird, said the decision had been difficult."),
        ("The Harker Institute's research budget this year is smaller than that of its sister institute in Lenz.", "The Harker Institute's research budget was cut from €40 million to €31 million this year. Its sister institute in Lenz saw its funding rise to €33 million. Both are funded by the national science council."),
        // "The utility said this week" after a sentence opening with the utility's hyphenated name
        ("Hydro-Norvik said it would spend 400 million kroner modernising the turbines of the Stennfjell dam.", "Hydro-Norvik built the Stennfjell dam in the 1960s to supply electricity to the aluminium smelter at Grøvik. The utility said this week that it would spend 400 million kroner modernising the dam's turbines. Work is due to finish in 2027."),
        ("The river Aske at Millbridge peaked on Wednesday at a level lower than its 2007 record.", "The river Aske at Millbridge peaked at 4.8 metres on Wednesday, about half a metre below the record set in 2007. The Environment Directorate issued flood warnings for three villages downstream."),
        // (a twenty-fourth held-out review) a sentence beside the support, with another name, is no swap
        ("The Petrakis family opened their first bakery on Lyle Street in the 1990s.", "The Petrakis family opened their first bakery on Lyle Street in 1994. A second shop followed in Hanley in 2003, and the business now employs 46 people. Founder Andreas Petrakis (now 71) still starts work at 4 a.m. most days. His daughter Sophia took over as managing director in 2019."),
        // (a twentieth held-out review) "In 1862, the …" opens no appositive: the passive's "by" still counts
        ("The engineer Samuel Hythe bought the Corliss Ironworks in 1862.", "In 1862, the Corliss Ironworks was bought by the engineer Samuel Hythe. Hythe expanded the site to employ more than 900 men. The works closed in 1931."),
        // (a twenty-fourth held-out review) a change over time ranks now against then; a ratio of two figures
        ("Tessaly Robotics earned more revenue in 2023 than in 2022.", "Tessaly Robotics reported revenue of $412 million for 2023, compared with $356 million the year before. The company's net profit was $38 million. Chief financial officer Martin Olafsen said demand for warehouse robots had been strong in Europe. The company employs 2,100 people across five countries."),
        ("Coldharbour College has fewer students this autumn than it had last year.", "Enrolment at Coldharbour College fell to 2,870 students this autumn, down from 3,240 last year. The college blamed the closure of its evening courses in engineering. Principal Dr. Yvonne Adair said the budget would be cut by 4%. A new campus in Weston Row is still planned for 2027."),
        ("The new Greybridge incinerator will be able to burn more than three times as much waste a year as the Thurlow Road plant it replaces.", "The new Greybridge incinerator will burn up to 450,000 tonnes of waste a year, according to its operator, Renvale Energy. The plant it replaces, at Thurlow Road, handled 140,000 tonnes a year. Construction is due to finish in 2025. Local residents' group Clean Air Greybridge has opposed the scheme since 2019."),
        // and "will not increase" says what "will not raise" says
        ("Gresham Water says it will not increase household bills this year.", "Gresham Water says it will not raise household bills this year, despite higher energy costs. The company supplies about 1.4 million customers in the Gresham and Tolley valleys. Its chief executive, Anil Varma, said savings from a new treatment plant had offset rising costs. Bills rose by 6% last year."),
        // a possessive on one side of a passive is no swap (heldout18 #4, heldout6 #49, kept verified when a possessive turned round became a swap)
        ("Physicist Kenji Moriyama was awarded the Halberd Foundation's annual science prize on Monday for his work on quantum sensors.", "The Halberd Foundation awarded its annual science prize to physicist Kenji Moriyama on Monday for his work on quantum sensors. The prize is worth 200,000 francs. Moriyama said he would use the money to fund graduate students."),
        ("Defender Kofi Antwi-Brandt scored Harlock Town's winning goal in the Marlow Cup final from a corner.", "The Marlow Cup final between Harlock Town and Pimsey Athletic was played in heavy rain. Both teams struggled on the waterlogged pitch. The only goal came in the second half. The winning goal for Harlock Town was scored by defender Kofi Antwi-Brandt from a corner."),
        // (a twenty-fifth held-out review) "a fifth less"; "less than a third of" two figures
        ("Dryfield 7, a wheat strain developed at the Bellmont Agricultural Centre, needs roughly one-fifth less water than standard varieties while producing similar yields.", "Scientists at the Bellmont Agricultural Centre have developed a variety of wheat that needs about a fifth less water than standard varieties. The new strain, called Dryfield 7, was tested over four growing seasons. Yields were similar to those of conventional wheat. Seed will be available to farmers from 2026. The research was funded by a consortium of grain co-operatives."),
        ("July rainfall at the Corby Hill weather station was less than a third of the long-term average for the month.", "Rainfall at the Corby Hill weather station totalled 18 millimetres in July, the lowest for the month since records began in 1921. The long-term July average is 62 millimetres. Farmers in the area have reported poor hay yields. The water company has not yet introduced a hosepipe ban but urged customers to save water. Forecasters predict a wetter August. The previous driest July, in 1955, recorded 23 millimetres."),
        // an opposite in the set is about something else when the set says the claim's word too
        ("The Harwick Maritime Museum reopened on the first of March 2020.", "The Harwick Maritime Museum closed for refurbishment in January 2018. It reopened on March 1, 2020, just weeks before the pandemic forced it to shut again. The refurbishment cost 4 million pounds and added a gallery on the town's whaling history."),
        // (a twenty-fifth held-out review) a possessive before a number; "the association" after the body's name
        ("Having beaten more than 200 other schools in a national competition, Coldharbour Primary School's 32-strong choir will sing at the Grand Concert Hall in Aldenport in June.", "The Coldharbour Primary School choir will perform at the Grand Concert Hall in Aldenport in June after winning a national schools competition. The 32-member choir, made up of pupils aged seven to eleven, beat more than 200 other schools. Music teacher Fiona Garside formed the choir only three years ago. Parents have started a fundraising campaign to cover travel costs. The school is in the village of Coldharbour in the Dales."),
        ("The Greyhaven County FA said Pellow United had failed to carry out adequate bag searches at the turnstiles.", "Greyhaven County Football Association has fined Pellow United £2,500 after fans threw flares onto the pitch during a match against Stanmore. The incident in March delayed the second half by ten minutes. The association said Pellow had failed to carry out adequate bag searches at the turnstiles. The club has 14 days to appeal. Pellow United said it was disappointed but would review its matchday security."),
        // (a twenty-sixth held-out review) a difference from a spelled count, "than the old one", a change to a price "than it does now", a "without" that denies no claim word
        ("The new Ridgeway Primary School building has five more classrooms than the old one.", "The new Ridgeway Primary School building has 14 classrooms, compared with nine in the old building. It also includes a sports hall, a library and a music room."),
        ("From April, a standard ticket at the Calverton Playhouse will cost £4 more than it does now.", "Ticket prices at the Calverton Playhouse will rise from £18 to £22 from April. The theatre said higher energy bills had made the increase necessary."),
        ("Power lines across the north of Calder County were brought down overnight by strong winds.", "Strong winds brought down power lines across the north of Calder County overnight, leaving thousands of homes without electricity. Gusts of up to 78 miles per hour were recorded."),
        ("Quillon's Parley One earpiece can translate between 28 languages and will cost 199 euros.", "The technology firm Quillon has launched a translation earpiece called the Parley One. The device can translate between 28 languages in near real time. It goes on sale in Europe next month at a price of 199 euros."),
        ("Milder conditions are expected by the weekend, according to forecasters at the Kelder Weather Centre.", "Schools in Upper Brannock stayed open. Forecasters at the Kelder Weather Centre expect milder conditions by the weekend."),
        // (a twenty-sixth held-out review's rule, kept from true claims of earlier ones) a doer after a comma and a pronoun, a day before the verb, a verb whose subject it happens to
        ("Elena Voss has cut average emergency waiting times at the Thornbury Hospital trust from five hours to three and a half.", "Elena Voss was appointed head of the Thornbury Hospital trust in March. Since taking over at Thornbury, she has cut average emergency waiting times from five hours to three and a half."),
        ("An order banning single-use plastic cutlery at city-run events in Gresham Falls was signed by Mayor Dolores Achterberg on Monday.", "Mayor Dolores Achterberg signed an order on Monday banning single-use plastic cutlery at all city-run events in Gresham Falls. The rule applies to markets, festivals and sports days organised by the council."),
        ("The University of Castlereagh's School of Marine Sciences opened on October 3, 2018.", "The University of Castlereagh opened its new School of Marine Sciences on 3 October 2018. The building houses seawater laboratories and a 40-seat lecture theatre."),
        // (session 30, from a twenty-second held-out review) a ratio of a hundred
        ("The chief executive of Dalmore Retail received a pay package worth a hundred times the median salary of the company's employees.", "The chief executive of Dalmore Retail, Graham Aske, received a total pay package of 3.1 million pounds last year. The median salary of the company's employees was 31,000 pounds. Shareholder groups have criticised the gap."),
        // a holiday of fixed date says the date; "half a" a number (a twenty-seventh held-out review)
        ("On 25 December, volunteers in Brackenhurst served more than 400 free hot meals to elderly and isolated residents.", "Volunteers in Brackenhurst served more than 400 free hot meals to elderly and isolated residents on Christmas Day. The lunch was held at the Methodist church hall."),
        ("The Rowanbrook Wildlife Trust has received £500,000 from the estate of Edward Pryce, a local farmer who died last year.", "The Rowanbrook Wildlife Trust has received a donation of half a million pounds from the estate of a local farmer who died last year. Edward Pryce, who farmed at Hollins Green for more than 50 years, left the money in his will."),
        ("Harbourside Building Society's standard variable mortgage rate is to rise by 0.5 percentage points to 7.24%.", "Harbourside Building Society is to raise its standard variable mortgage rate by half a percentage point, taking it to 7.24%."),
        ("Ambergate Books' sales this year exceeded last year's by half a million pounds.", "Sales at Ambergate Books rose to £3.1m this year from £2.6m last year. Online orders accounted for most of the growth."),
        // a participle with a preposition after it is no verb of a doer (a twenty-sixth held-out review's true claim)
        ("The robotic milking machines installed at 14 of the Ferrow Valley Dairy Co-operative's member farms let cows be milked whenever they choose instead of at fixed times.", "The Ferrow Valley Dairy Co-operative has installed robotic milking machines at 14 of its member farms. They allow cows to be milked whenever they choose, rather than at fixed times."),
        // "decided against" the very act the source says will not happen (a twenty-eighth held-out review)
        ("The committee decided against closing Wellham Primary School.", "Wellham Primary School will not close, the committee decided on Tuesday."),
        // "The 37-year-old" stands for the player named before, and a club after "at" takes no subject's place (a twenty-eighth held-out review)
        ("Stuart McAllister was not sent off once during his professional career.", "Veteran defender Stuart McAllister will retire at the end of the season. The 37-year-old, who has spent most of his career at Dunmore United, was never shown a red card in 19 years as a professional."),
        // an organisation the statement abbreviates is no one else's role (a twenty-eighth held-out review)
        ("A spokesperson for the Federation of Independent Retailers said some shops might not survive.", "The Federation of Independent Retailers (FIR) said footfall had dropped by 40 per cent. FIR spokesperson Naomi Price said some shops might not survive if the work overran."),
        // a denial noun with a number after it denies no date (a twenty-eighth held-out review)
        ("The Fennimore Folk Festival will take place from August 22 through August 24 at Hollow Park.", "The Fennimore Folk Festival will return this year after a two-year absence, running from 22 to 24 August at Hollow Park. Organisers had cancelled the 2023 and 2024 events because of rising costs."),
        // a difference of figures with thousands separators, and of a figure after the thing it counts (a twenty-eighth held-out review)
        ("The Marsh Lane food bank gave out 450 more parcels in March than in February.", "The Marsh Lane food bank gave out 1,730 parcels in March, volunteers said. In February it handed out 1,280 parcels."),
        ("There are 900 fewer patients waiting for hip operations at Delford Royal Infirmary than a year ago.", "The number of patients waiting for hip operations at Delford Royal Infirmary has fallen to 3,200, hospital bosses said. Twelve months ago the figure was 4,100."),
        ("If it is granted planning permission, the Reedham Trust says it will build 150 affordable homes in Upton Fields.", "The Reedham Trust has built 900 homes since 1985. The housing charity said it would build 150 affordable homes in Upton Fields if planning permission is granted."),
        // the claim's name where the source's run of title and name says it, and "a Lanford man" for the man named next (a twenty-ninth held-out review)
        ("Rhys Talbot, the chief constable of Glenmoor Police, announced his retirement on Friday.", "Chief Constable Rhys Talbot of Glenmoor Police announced his retirement on Friday after 31 years of service. A recruitment process for his successor will begin next month, and deputy chief constable Alun Rees will lead the force in the meantime."),
        ("Judge Oyelaran sentenced Mark Devlin to four years in prison for burglaries at village churches.", "Judge Patricia Oyelaran sentenced a Lanford man to four years in prison on Wednesday for a series of burglaries at village churches. Mark Devlin, 39, admitted stealing lead from eleven churches."),
        // the name after "than" is what the claim measures against, said in a sentence of its own (a twenty-ninth held-out review)
        ("House prices rose faster in Wendover Vale than in neighbouring Chesham Dale last year.", "Average house prices in the Wendover Vale district rose by 4.8 per cent last year, according to figures from the Land Registry. Neighbouring Chesham Dale saw prices rise by 2.1 per cent."),
        // two figures in one sentence, the second said of a year earlier (a twenty-ninth held-out review)
        ("The Thornbury Hospital trust employed fewer agency nurses in March than it did a year earlier.", "The Thornbury Hospital trust employed 312 agency nurses in March, fewer than half the 680 it relied on a year earlier, figures released on Tuesday show."),
        // a share of a whole the claim counts in its own unit (a twenty-ninth held-out review)
        ("Workers at the Dunmere paper mill have been told that half of its roughly 640 jobs are at risk.", "Workers at the Dunmere paper mill have been told that 320 jobs are at risk after its owner announced a review. The mill employs about 640 people."),
        // "inaccessible" denies as "unable" does (a thirtieth held-out review)
        (
            "Quayside Bank's mobile app was inaccessible to customers for roughly six hours on Friday because of a software problem.",
            "Customers of Quayside Bank were unable to log in to its mobile app for about six hours on Friday because of a software fault, the bank said. The problem began at around 7am, shortly after an overnight update. Card payments and cash machines were not affected.",
        ),
        // "twelve months" is the "year" of a sentence with the claim's other figure (a thirtieth held-out review)
        (
            "The number of people waiting over a year for treatment in the region fell from 4,200 to 1,870 in twelve months.",
            "The number of people waiting more than a year for hospital treatment in the Calderside health region fell to 1,870 in March, figures published on Thursday show. A year earlier the figure stood at 4,200. Emergency department performance was below target.",
        ),
        // The claim's amount said of its subject in another sentence
        ("Acme Corp raised £5m from investors in 2023.", "Acme Corp raised £5m from investors in 2023. In 2021 Acme Corp raised £2m from its founders."),
        // A number after a noun of the claim's, not its verb, is no other amount of its subject's
        (
            "Irina Voskresenskaya won the Reykjavik tournament with 7.5 points from nine games.",
            "Chess grandmaster Irina Voskresenskaya arrived in Reykjavik as the tournament's fourth seed. She went on to win the event with 7.5 points from nine games, half a point ahead of India's Arjun Pillai.",
        ),
        // A name after "of" is what a thing is about, no one else's role (a thirtieth held-out review)
        (
            "Prof. Adebayo-Forde's book Bitter Harvest won the 2024 Harrington Prize for non-fiction.",
            "A new history of the Gold Coast cocoa trade by Professor Samuel K. Adebayo-Forde has won the 2024 Harrington Prize for non-fiction. The book, Bitter Harvest, draws on shipping records and interviews with farming families. The £25,000 prize was presented at a ceremony in Bath.",
        ),
        // (session 35) A body named two ways, a relative clause's "not",
        // a figure "compared with" the first.
        (
            "The Royal Society for Coastal Conservation's chief executive, Miriam Hale, said the purchase had been made possible by a legacy.",
            "The charity Coastwatch, formally known as the Royal Society for Coastal Conservation, has bought 340 hectares of salt marsh. Coastwatch's chief executive, Miriam Hale, said the purchase had been made possible by a legacy from a long-time member.",
        ),
        (
            "The Brennan County health department has started a free type 2 diabetes screening programme for adults over 40.",
            "The Brennan County health department has launched a free screening programme for type 2 diabetes aimed at adults over 40 who have not seen a doctor in the past two years. Mobile clinics will visit 22 towns.",
        ),
        (
            "According to the Cardell Institute survey, commuters in Lowham spend less time travelling to work than those in Brayford.",
            "A survey by the Cardell Institute for Transport Studies found that commuters in Brayford spend an average of 52 minutes travelling to work each day, compared with 38 minutes in the neighbouring city of Lowham. The institute surveyed 5,000 workers.",
        ),
        // "a quarter of a million", hours between two clock times, a year's last day (a thirty-second held-out review)
        (
            "Around 250,000 people went to the four-day Fennick Harbour Festival, according to its organisers.",
            "About a quarter of a million people attended the Fennick Harbour Festival over its four days, organisers said on Monday, making it the best-attended edition since the event began in 1994. Local hotels were fully booked for all four nights.",
        ),
        (
            "During the exam period, Gresham Central Library will close four hours later than usual on weekdays.",
            "From next Monday, Gresham Central Library will stay open until 10pm on weekdays during the exam period, instead of closing at 6pm. The extended hours, which run until 28 June, are aimed at students who lack a quiet place to study at home.",
        ),
        (
            "The Kellerman department store in Rossford closed permanently on December 31, 2016.",
            "The Kellerman department store on Grand Avenue closed its doors for the final time on the last day of 2016, after 112 years of trading in downtown Rossford. Falling sales and rising rents were blamed for the closure.",
        ),
        // "no more than" bounds and denies nothing; "scrapped" says "cancelled"; "A$" is Australian dollars (a twenty-ninth held-out review)
        ("Each boat in Kilrowan may land at most 200 kilograms of cod a week.", "Fishermen in Kilrowan have been told they can land no more than 200 kilograms of cod per boat each week, under new limits."),
        ("Valley Connect has cancelled its late-night N7 bus service between Brackford and Elsworth.", "Valley Connect has scrapped its late-night N7 service between Brackford and Elsworth, citing falling passenger numbers."),
        ("The state government has committed 3.2 billion Australian dollars to extend the Eastfield light rail line.", "The state government has committed A$3.2 billion to extend the Eastfield light rail line by 14 kilometres."),
    ] {
        let c = verdict(claim, text);
        assert!(c.verified && c.guards.is_empty(), "{claim}: {c:?}");
    }
    // No guard objects to a negated claim the statement's opposite implies;
    // whether it verifies is the score's call (0.69 against 0.71 with the
    // session-11 calibration: NLI reads "did not fall" / "rose" as a
    // contradiction).
    assert!(verdict("Prices did not fall in May.", "Prices rose in May.").guards.is_empty());
    // "percentage points" are a difference of two shares (a twenty-eighth
    // held-out review); NLI alone leaves this one under the threshold.
    let points = "The proportion of pupils at Hillcrest High passing both English and maths rose to 68 per cent this year. Last year the figure was 61 per cent.";
    assert!(verdict("The pass rate at Hillcrest High rose by seven percentage points on last year.", points).guards.is_empty());
    assert!(!verdict("The pass rate at Hillcrest High rose by nine percentage points on last year.", points).guards.is_empty());
    let mill = "Workers at the Dunmere paper mill have been told that 320 jobs are at risk after its owner announced a review. The mill employs about 640 people.";
    assert!(!verdict("Workers at the Dunmere paper mill have been told that a third of its roughly 640 jobs are at risk.", mill).verified);
}

/// A claim whose halves are said by two different cited sources is
/// supported by them together, with each quote pointing into its own
/// source; pooling never verifies what neither half of the texts says.
#[test]
fn support_split_across_two_cited_sources_is_found_in_both() {
    let engine = common::engine();
    let a = Source { id: "a".into(), title: Some("Sizes".into()), text: Some("Emperor penguins are the tallest penguin species. They weigh up to 45 kg.".into()), ..Source::default() };
    let b = Source { id: "b".into(), text: Some("Adélie penguins nest on rocky coasts. Emperor penguins breed only in Antarctica during winter.".into()), ..Source::default() };
    let claim = "Emperor penguins are the tallest penguin species and breed only in Antarctica.";
    let span = ByteSpan::new(0, claim.len());
    let alone = engine.anchor_in_answer(claim, span, &[&a, &b]).unwrap();
    assert!(alone.iter().all(|x| !x.citation.verified), "{alone:#?}");
    let pooled = engine.anchor_pooled(claim, span, &[&a, &b]).unwrap().expect("the two sources together support the claim");
    let c = &pooled.citation;
    assert!(c.verified, "{c:#?}");
    let texts = [("a", a.text.as_deref().unwrap()), ("b", b.text.as_deref().unwrap())];
    let mut quoted = std::collections::BTreeSet::new();
    for anchor in &c.source_anchors {
        let id = anchor.source_id.as_deref().expect("each pooled quote names its source");
        let text = texts.iter().find(|(i, _)| *i == id).unwrap().1;
        let got: String = text.chars().skip(anchor.source_start_offset).take(anchor.source_end_offset - anchor.source_start_offset).collect();
        assert_eq!(got, anchor.quote, "{c:#?}");
        quoted.insert(id);
    }
    assert_eq!(quoted.into_iter().collect::<Vec<_>>(), ["a", "b"], "{c:#?}");
    assert_eq!(c.source_id, c.source_anchor.as_ref().unwrap().source_id.clone().unwrap());
    // Neither source says where they winter in Europe: pooled or not, unsupported.
    let wrong = "Emperor penguins are the tallest penguin species and breed only in Norway.";
    assert!(engine.anchor_pooled(wrong, ByteSpan::new(0, wrong.len()), &[&a, &b]).unwrap().is_none());
    assert!(engine.anchor_pooled(claim, span, &[&a]).unwrap().is_none());
}

/// A difference of two figures the source gives counts as a number the
/// source says: "rose by 6.4 percentage points" from 45.0 % and 38.6 % was
/// refused with no objection while the fused score counted it missing.
#[test]
fn a_difference_of_the_sources_figures_is_a_number_it_says() {
    let engine = common::engine();
    let src = Source {
        id: "s".into(),
        text: Some("Results of the Ashford Vale mayoral election held on Thursday 2 May 2024, as declared by Returning Officer Graham Lyle at 03:40 on 3 May. There were 48,200 registered electors and 21,690 ballot papers were issued, giving a turnout of 45.0%, up from 38.6% in 2020. Of these ballots, 190 were rejected, 142 of them because they were unmarked or did not show a clear preference. The valid first-preference votes were: Priya Nandakumar (Green) 8,150; Robert Hale (Independent) 7,420; Susan Whitcombe (Conservative) 4,310; Ahmed Rashid (Labour) 1,620. Because no candidate won more than 50% of valid votes, all candidates except the two leaders were eliminated and their second preferences were counted. After the transfer of second preferences, Nandakumar finished on 10,870 votes and Hale on 9,980. Nandakumar was therefore elected, becoming the first Green mayor in the borough's history. Hale requested a recount of the second-preference ballots, which the Returning Officer granted; it changed Nandakumar's final total by 4 votes and did not alter the outcome. The incumbent, Whitcombe, had held the post since 2016 and came third. Nandakumar will take office on 9 May and must declare her interests within 28 days.".into()),
        ..Default::default()
    };
    let c = &engine.anchor("Turnout rose by 6.4 percentage points compared with 2020.", std::slice::from_ref(&src)).unwrap()[0];
    assert!(c.verified && c.guards.is_empty(), "{c:#?}");
    let c = &engine.anchor("Turnout rose by 7.4 percentage points compared with 2020.", &[src]).unwrap()[0];
    assert!(!c.verified, "{c:#?}");
}
