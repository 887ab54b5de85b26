//! The real `anchorage` binary: outputs, exit codes, batch order, errors.
mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_anchorage"))
}

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("binary runs")
}

fn stdout_json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {}", String::from_utf8_lossy(&o.stdout)))
}

fn assert_exit2_one_line(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("anchorage:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains(needle), "expected {needle:?} in {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn anchor_prints_citations() {
    let o = run(&[
        "anchor",
        "--claim",
        "The female lays one egg.",
        "--source-text",
        "Emperor penguins breed only in Antarctica during the winter. The female lays a single egg.",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = stdout_json(&o);
    let c = &v.as_array().unwrap()[0];
    assert_eq!(c["source_id"], "s1");
    assert_eq!(c["cited_text"], "The female lays one egg.");
    if c["verified"].as_bool().unwrap() {
        assert_eq!(c["source_anchor"]["quote"], "The female lays a single egg.");
        assert_eq!(c["source_anchor"]["source_start_offset"], 61);
    }
}

#[test]
fn fast_preset_anchors_the_same_sentence() {
    let src = "Emperor penguins breed only in Antarctica during the winter. The colony walks up to 120 km inland. \
               The female lays a single egg and leaves it with the male.";
    let claim = "The female emperor penguin lays a single egg.";
    let quote = |preset: &str| {
        let o = run(&["--preset", preset, "anchor", "--claim", claim, "--source-text", src]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v = stdout_json(&o);
        v[0]["source_anchor"]["quote"].clone()
    };
    let accurate = quote("accurate");
    assert!(accurate.as_str().is_some_and(|q| q.starts_with("The female lays a single egg")), "{accurate}");
    assert_eq!(quote("fast"), accurate);
    assert_eq!(quote("wide"), accurate);
    let o = run(&["--preset", "slow", "anchor", "--claim", claim, "--source-text", src]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn anchor_reads_a_request_from_stdin() {
    let mut child = bin().args(["anchor", "--input", "-"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(br#"{"claim": "Training took 3.5 days.", "sources": [{"id": "paper", "text": "We trained for 3.5 days on 8 GPUs.", "title": "T"}]}"#)
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success());
    assert_eq!(stdout_json(&o)[0]["source"]["title"], "T");
}

/// The README's main job: the demo shows each verdict once over, with the
/// quote that decides it (the supporting sentence, in other words; the
/// sentence that says another number).
#[test]
fn demo_shows_supported_contradicted_and_unsupported_claims() {
    let o = run(&["demo"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let verdict = |claim: &str| out.split("\n\n").find(|b| b.starts_with("Claim") && b.contains(claim)).unwrap_or_else(|| panic!("no block for {claim}: {out}")).to_string();
    assert!(verdict("instead of recurrence").contains("✓ verified"), "{out}");
    assert!(verdict("3.5 days on eight P100 GPUs").contains("“Training took 3.5 days on 8 P100 GPUs.”"), "{out}");
    let wrong = verdict("45 million sentence pairs");
    assert!(wrong.contains("✗ contradicted") && wrong.contains("number_mismatch") && wrong.contains("says otherwise: “We trained on the standard WMT 2014"), "{out}");
    assert!(verdict("speech recognition in 1985").contains("✗ unsupported"), "{out}");
}

#[test]
fn bad_inputs_exit_2_with_one_line() {
    let dir = common::scratch_dir("cli");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"claim\": ").unwrap();
    assert_exit2_one_line(&run(&["anchor", "--input", bad.to_str().unwrap()]), "malformed JSON");
    assert_exit2_one_line(&run(&["anchor", "--claim", "x", "--source", "/nonexistent/src.txt"]), "/nonexistent/src.txt");
    assert_exit2_one_line(&run(&["anchor", "--claim", "", "--source-text", "Some text."]), "claim is empty");
    assert_exit2_one_line(&run(&["anchor", "--claim", "x", "--source-text", "  "]), "empty");
    assert_exit2_one_line(&run(&["--models", "/nonexistent/models", "demo"]), "/nonexistent/models");
    assert_exit2_one_line(&run(&["--ort-library", "/nonexistent/libonnxruntime.so", "demo"]), "/nonexistent/libonnxruntime.so");
    assert_exit2_one_line(&run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--input-format", "gemini"]), "");
    assert_exit2_one_line(&run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--fail-under", "7"]), "--fail-under");
    let notext = dir.join("plain.txt");
    std::fs::write(&notext, "No citations here at all.").unwrap();
    assert_exit2_one_line(&run(&["verify", "--answer", notext.to_str().unwrap()]), "");
    // A NUL is binary data, not text; an empty source text in a sources
    // file is an error as it is for `anchor` (a review found both accepted).
    let nul = dir.join("nul.txt");
    std::fs::write(&nul, "Emperor penguins breed in winter.\0 The female lays a single egg.").unwrap();
    assert_exit2_one_line(&run(&["anchor", "--claim", "The female lays an egg.", "--source", nul.to_str().unwrap()]), "contains a NUL character at byte 33");
    // A numeric id is its digits, as in a sources file; another type is an error.
    let numeric = dir.join("numeric.json");
    std::fs::write(&numeric, r#"{"claim": "The egg is laid.", "sources": [{"id": 7, "text": "The egg is laid."}]}"#).unwrap();
    let o = run(&["anchor", "--input", numeric.to_str().unwrap()]);
    assert!(o.status.success() && String::from_utf8_lossy(&o.stdout).contains(r#""source_id": "7""#), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(&numeric, r#"{"claim": "The egg is laid.", "sources": [{"id": true, "text": "The egg is laid."}]}"#).unwrap();
    assert_exit2_one_line(&run(&["anchor", "--input", numeric.to_str().unwrap()]), "a source id must be a string or an integer");
    let empty = dir.join("empty.json");
    std::fs::write(&empty, r#"[{"id": "1", "text": ""}]"#).unwrap();
    assert_exit2_one_line(&run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--sources", empty.to_str().unwrap()]), "the text of source \"1\" is empty");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn verify_reports_statuses_and_gates() {
    let answer = fixture("cli/penguins_numbered.md");
    let sources = fixture("cli/penguins_sources.json");
    let o = run(&["verify", "--answer", &answer, "--sources", &sources, "--format", "json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = stdout_json(&o);
    let statuses: Vec<&str> = v["citations"].as_array().unwrap().iter().map(|c| c["status"].as_str().unwrap()).collect();
    assert_eq!(statuses.len(), 3, "{v:#}");
    assert_eq!(statuses[0], "supported", "{v:#}");
    assert_eq!(statuses[2], "bad_index");
    assert_eq!(v["uncited"][0]["text"], "They are also very friendly.");
    assert_eq!(v["figures"]["counts"]["uncited"], 1);
    assert_eq!(v["figures"]["coverage"], 0.75);
    assert_eq!(v["sources_summary"][0]["id"], "1");
    assert_eq!(v["sources_summary"][0]["number"], 1);
    // Offsets are code points into answer_clean.
    let clean: Vec<char> = v["answer_clean"].as_str().unwrap().chars().collect();
    let c0 = &v["citations"][0];
    let (s, e) = (c0["start_offset"].as_u64().unwrap() as usize, c0["end_offset"].as_u64().unwrap() as usize);
    assert_eq!(clean[s..e].iter().collect::<String>(), c0["cited_text"].as_str().unwrap());
    // The gate: 1.0 cannot pass with a bad index present; 0.0 always does.
    assert_eq!(run(&["verify", "--answer", &answer, "--sources", &sources, "--fail-under", "0"]).status.code(), Some(0));
    let frac = v["figures"]["verified_fraction"].as_f64().unwrap();
    if frac < 1.0 {
        assert_eq!(run(&["verify", "--answer", &answer, "--sources", &sources, "--fail-under", "1"]).status.code(), Some(1));
    }
}

/// Checks that every `citations[]` entry of a verify report is a Bahith
/// citation object, whatever its status: the keys Bahith's `render()`
/// indexes, `source.title` where the cited source has one, and no nested
/// `citation`. Returns the statuses seen.
fn assert_bahith_citations(v: &serde_json::Value, titles: &[(&str, &str)]) -> Vec<String> {
    let mut seen = Vec::new();
    for c in v["citations"].as_array().unwrap() {
        assert!(c["id"].as_str().is_some_and(|i| i.starts_with("S_")), "{c:#}");
        assert!(c["verified"].is_boolean(), "{c:#}");
        assert!(c["source_anchor"].is_null() || c["source_anchor"].is_object(), "{c:#}");
        assert!(c.get("source_anchor").is_some() && c.get("supporting_quote").is_some(), "{c:#}");
        assert!(c["start_offset"].is_u64() && c["end_offset"].is_u64() && c["cited_text"].is_string(), "{c:#}");
        assert!(c.get("citation").is_none(), "{c:#}");
        assert_eq!(c.as_object().unwrap().keys().next().map(String::as_str), Some("status"), "{c:#}");
        let ids = c["source_ids"].as_array().unwrap().iter().chain(c["bad_refs"].as_array().into_iter().flatten());
        let cited: Vec<&str> = ids.filter_map(|i| i.as_str()).collect();
        if let Some((_, title)) = titles.iter().find(|(id, _)| cited.contains(id)) {
            assert_eq!(c["source"]["title"], *title, "{c:#}");
        }
        seen.push(c["status"].as_str().unwrap().to_string());
    }
    seen
}

/// Each `citations[]` entry is a Bahith citation object with anchorage's
/// extras beside it, for the claims the engine anchored and for those it
/// never saw: a Bahith reader does `c["source"]["title"]` on every entry.
#[test]
fn verify_json_entries_are_bahith_citations() {
    let o = run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--sources", &fixture("cli/penguins_sources.json"), "--format", "json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = stdout_json(&o);
    let titles = [("1", "Emperor penguin facts"), ("2", "Breeding")];
    assert_eq!(assert_bahith_citations(&v, &titles), ["supported", "supported", "bad_index"], "{v:#}");
    let bad = &v["citations"][2];
    assert_eq!((bad["verified"].as_bool(), bad["source_anchors"].as_array().map(Vec::len)), (Some(false), Some(0)), "{bad:#}");
    // `[3]` of two sources names no source to describe.
    assert!(bad.get("source").is_none(), "{bad:#}");
    // The engine's fields are the entry's own, scores printed as f32.
    let ok = &v["citations"][0];
    assert_eq!(ok["source_id"], "1", "{ok:#}");
    assert!(ok["score"].to_string().len() <= 12, "{ok:#}");

    // A source with no text, and an unknown id beside a known one.
    let dir = common::scratch_dir("bahith-json");
    let answer = dir.join("answer.json");
    std::fs::write(
        &answer,
        r#"{"answer": "Penguins are birds. Penguins fly.", "sources": [{"id": "t", "title": "Titled only", "url": "https://t.example/"}],
            "citations": [{"start": 0, "end": 19, "source_ids": ["t"]}, {"start": 20, "end": 33, "source_ids": ["t", "zz"]}]}"#,
    )
    .unwrap();
    let o = run(&["verify", "--answer", answer.to_str().unwrap(), "--format", "json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = stdout_json(&o);
    assert_eq!(assert_bahith_citations(&v, &[("t", "Titled only")]), ["no_source_text", "bad_index"], "{v:#}");
    assert_ne!(v["citations"][0]["id"], v["citations"][1]["id"], "{v:#}");
    // Stable: the same input gives the same ids.
    assert_eq!(stdout_json(&run(&["verify", "--answer", answer.to_str().unwrap(), "--format", "json"]))["citations"], v["citations"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A claim citing two sources that each say one half of it is supported
/// by the two together: every quote names the source its offsets index,
/// the Markdown gives it both footnotes and the table shows both quotes.
#[test]
fn verify_finds_support_split_across_the_cited_sources() {
    let dir = common::scratch_dir("pooled-support");
    let answer = dir.join("answer.json");
    let (a, b) = ("Emperor penguins are the tallest penguin species. They weigh up to 45 kg.", "Adélie penguins nest on rocky coasts. Emperor penguins breed only in Antarctica during winter.");
    let doc = serde_json::json!({
        "answer": "Emperor penguins are the tallest penguin species and breed only in Antarctica [1, 2]. Emperor penguins breed only in Norway [1, 2].",
        "sources": [{"id": "1", "title": "Sizes", "text": a}, {"id": "2", "title": "Breeding", "text": b}],
    });
    std::fs::write(&answer, doc.to_string()).unwrap();
    let path = answer.to_str().unwrap();
    let o = run(&["verify", "--answer", path, "--format", "json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = stdout_json(&o);
    let c = &v["citations"][0];
    assert_eq!((c["status"].as_str(), c["verified"].as_bool()), (Some("supported"), Some(true)), "{c:#}");
    let mut quoted = Vec::new();
    for q in c["source_anchors"].as_array().unwrap() {
        let id = q["source_id"].as_str().expect("each quote names its source");
        let text = if id == "1" { a } else { b };
        let (s, e) = (q["source_start_offset"].as_u64().unwrap() as usize, q["source_end_offset"].as_u64().unwrap() as usize);
        assert_eq!(text.chars().skip(s).take(e - s).collect::<String>(), q["quote"].as_str().unwrap(), "{c:#}");
        quoted.push(id);
    }
    quoted.sort_unstable();
    assert_eq!(quoted, ["1", "2"], "{c:#}");
    // Neither source puts them in Norway: pooling verifies nothing new.
    assert_ne!(v["citations"][1]["status"], "supported", "{v:#}");
    let o = run(&["verify", "--answer", path, "--format", "markdown"]);
    let md = String::from_utf8_lossy(&o.stdout);
    assert!(md.contains("only in Antarctica.[^1][^2] "), "{md}");
    let o = run(&["verify", "--answer", path, "--format", "table"]);
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(table.contains("1: “Emperor penguins are the tall") && table.contains(" + 2: “Emperor penguins breed"), "{table}");
    // Each source within the text limit: their pooled text may be over it
    // (a review found pooling skipped, the claim unsupported, at 120 bytes).
    let o = run(&["--max-text-bytes", "120", "verify", "--answer", path, "--format", "json"]);
    assert_eq!(stdout_json(&o)["citations"][0]["status"], "supported", "{}", String::from_utf8_lossy(&o.stderr));
    // A code fence one source leaves open does not make code of the next
    // source's prose: its quote is its whole first sentence.
    let fenced = serde_json::json!({
        "answer": "Emperor penguins are the tallest species and breed only in Antarctica [1, 2].",
        "sources": [{"id": "1", "text": "Emperor penguins are the tallest penguin species.\n\n```python\nprint(1)"},
                    {"id": "2", "text": "Emperor penguins breed only in Antarctica during winter. They huddle\nfor warmth in large colonies."}],
    });
    std::fs::write(&answer, fenced.to_string()).unwrap();
    let v = stdout_json(&run(&["verify", "--answer", path, "--format", "json"]));
    let quotes: Vec<&str> = v["citations"][0]["source_anchors"].as_array().unwrap().iter().map(|q| q["quote"].as_str().unwrap()).collect();
    assert!(quotes.contains(&"Emperor penguins breed only in Antarctica during winter."), "{v:#}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The provider-formats survey's level-one checker, case by case, on its
/// own two sources: where it only counts shared words, each claim here is
/// checked, and `figures.ok` answers its `ok`.
#[test]
fn verify_agrees_with_the_survey_level_one_checker() {
    let dir = common::scratch_dir("survey-checker");
    let sources = dir.join("sources.json");
    std::fs::write(
        &sources,
        r#"[{"id": "1", "url": "https://example.com/a", "title": "A", "text": "Emperor penguins are the tallest penguin species."},
            {"id": "2", "url": "https://example.com/b", "title": "B", "text": "Emperor penguins breed only in Antarctica during winter."}]"#,
    )
    .unwrap();
    let answer = dir.join("answer.md");
    let check = |text: &str| {
        std::fs::write(&answer, text).unwrap();
        let o = run(&["verify", "--answer", answer.to_str().unwrap(), "--sources", sources.to_str().unwrap(), "--format", "json"]);
        assert!(o.status.success(), "{text}: {}", String::from_utf8_lossy(&o.stderr));
        let v = stdout_json(&o);
        let statuses: Vec<String> = v["citations"].as_array().unwrap().iter().map(|c| c["status"].as_str().unwrap().to_string()).collect();
        (statuses, v["figures"]["ok"].as_bool().unwrap(), v["figures"]["coverage"].as_f64().unwrap())
    };
    let good = "Emperor penguins are the tallest species [1]. They breed only in Antarctica [2].";
    assert_eq!(check(good), (vec!["supported".into(), "supported".into()], true, 1.0));
    let (st, ok, coverage) = check(&format!("{good} They are also very friendly."));
    assert_eq!((st.len(), ok, (coverage * 100.0).round()), (2, false, 67.0));
    assert_eq!(check("Penguins breed in Antarctica [3].").0, ["bad_index"]);
    // A marker past the list beside a good one: the claim is still checked
    // on its good source, but the checker's row is `bad_index`, so not ok.
    assert!(!check("Emperor penguins are the tallest species [1, 3]. They breed only in Antarctica [2].").1);
    // The checker's `weak`: [1] says nothing of where they breed.
    let (st, ok, _) = check("Emperor penguins breed only in Antarctica [1].");
    assert_eq!((st[0].as_str(), ok), ("unsupported", false));
    assert!(check("Emperor penguins breed only in Antarctica [1, 2].").1);
    assert!(check("Emperor penguins are the tallest species. [1]").1, "marker after the period");
    // Each source says one half; the checker pools them, and so does verify.
    assert!(check("Emperor penguins are the tallest species and breed only in Antarctica [1, 2].").1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn verify_markdown_places_footnotes() {
    let o = run(&[
        "verify",
        "--answer",
        &fixture("cli/penguins_numbered.md"),
        "--sources",
        &fixture("cli/penguins_sources.json"),
        "--format",
        "markdown",
    ]);
    assert!(o.status.success());
    let md = String::from_utf8(o.stdout).unwrap();
    // A numbered claim is its whole sentence, so the marker follows the period.
    assert!(md.starts_with("Emperor penguins are the tallest of all living penguin species.[^1] "), "{md}");
    assert!(md.contains("Penguins breed in Antarctica. **[bad citation]**"), "{md}");
    assert!(md.contains("## Sources\n\n[^1]: [Polar Guide - 2024-03-01](https://example.com/a)"), "{md}");
}

#[test]
fn verify_writes_an_audit_record() {
    let audit = std::env::temp_dir().join(format!("anchorage-audit-{}.json", std::process::id()));
    let o = run(&[
        "verify",
        "--answer",
        &fixture("cli/penguins_numbered.md"),
        "--sources",
        &fixture("cli/penguins_sources.json"),
        "--audit",
        audit.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&audit).unwrap()).unwrap();
    assert_eq!(v["input_sha256"].as_str().unwrap().len(), 64);
    assert_eq!(v["models"].as_array().unwrap().len(), 2);
    assert!(v["models"][1]["onnx_sha256"].as_str().is_some());
    let cand = &v["claims"][0]["sources"][0]["candidates"][0];
    for k in ["entailment", "neutral", "contradiction"] {
        assert!(cand[k].as_f64().is_some(), "{cand}");
    }
    // Each source's own verdict, so a refusal can be read source by source.
    let src = &v["claims"][0]["sources"][0];
    assert!(src["label"].as_str().is_some_and(|l| ["entailed", "neutral", "contradicted"].contains(&l)), "{src}");
    assert!(src["source_anchors"].is_array() && src["source_id"].is_string() && src["cited_text"].is_string(), "{src}");
    assert_eq!(v["lexicon"]["antonyms_sha256"].as_str().unwrap().len(), 64);
    assert_eq!(v["lexicon"]["demonyms_sha256"].as_str().unwrap().len(), 64);
    assert_eq!(v["exact_int8_matmul"].as_bool(), Some(anchorage::runtime::int8_matmul_saturates()));
    let _ = std::fs::remove_file(audit);
}

/// The source the batch tests cite, as a request's `sources` entry.
const BATCH_SOURCE: &str = r#"{"id": "p", "text": "Emperor penguins breed only in Antarctica during the winter. The female lays a single egg."}"#;

/// Writes `input` to `dir`/in.jsonl, runs `batch` on it with `jobs`
/// threads, and returns the run and its output lines.
fn run_batch(dir: &std::path::Path, input: &[u8], jobs: &str) -> (std::process::Output, Vec<serde_json::Value>) {
    let (inp, out) = (dir.join("in.jsonl"), dir.join("out.jsonl"));
    std::fs::write(&inp, input).unwrap();
    let o = run(&["batch", "--input", inp.to_str().unwrap(), "--output", out.to_str().unwrap(), "--jobs", jobs]);
    let lines = std::fs::read_to_string(&out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    (o, lines)
}

#[test]
fn batch_keeps_order_and_reports_bad_lines() {
    let dir = common::scratch_dir("batch");
    let src = BATCH_SOURCE;
    let lines = [
        format!(r#"{{"claim": "The female lays a single egg.", "sources": [{src}]}}"#),
        "{not json".to_string(),
        format!(r#"{{"answer": "Emperor penguins breed in Antarctica [1]. They fly.", "sources": [{src}]}}"#),
        String::new(),
        // A byte-order mark where files were joined opens no JSON.
        format!("\u{feff}{{\"claim\": \"Penguins breed in winter.\", \"sources\": [{src}]}}"),
        r#"{"claim": "No sources here.", "sources": []}"#.to_string(),
    ];
    let (o, out) = run_batch(&dir, (lines.join("\n") + "\n\n").as_bytes(), "2");
    // Every line with a request is answered, under its own line number; the
    // blank ones hold none and are skipped; the exit status says two failed.
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("2 of 5 lines failed"), "{}", String::from_utf8_lossy(&o.stderr));
    let numbers: Vec<u64> = out.iter().map(|v| v["line"].as_u64().unwrap()).collect();
    assert_eq!(numbers, [1, 2, 3, 5, 6]);
    assert!(out[0]["result"].is_array());
    assert!(out[1]["error"].as_str().unwrap().contains("malformed JSON"));
    assert!(out[2]["result"]["citations"][0]["status"].as_str().is_some());
    // A verify line's result is the report `verify --format json` prints.
    assert_eq!(assert_bahith_citations(&out[2]["result"], &[]).len(), 1, "{}", out[2]);
    assert!(out[3]["result"].is_array());
    assert!(out[4]["error"].as_str().unwrap().contains("no sources"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn batch_reads_past_a_bad_byte_and_never_overwrites_its_input() {
    let dir = common::scratch_dir("batch-bytes");
    let ok = format!(r#"{{"claim": "The female lays a single egg.", "sources": [{BATCH_SOURCE}]}}"#);
    // A byte-order mark, CRLF endings, and a line that is not UTF-8.
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(format!("{ok}\r\n").as_bytes());
    bytes.extend_from_slice(b"{\"claim\": \"caf\xE9\"}\r\n");
    bytes.extend_from_slice(format!("{ok}\r\n").as_bytes());
    let (o, out) = run_batch(&dir, &bytes, "1");
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(out.len(), 3);
    assert!(out[0]["result"].is_array(), "{}", out[0]);
    // Scores print as `anchor` prints them (f32), not widened to f64.
    let score = out[0]["result"][0]["score"].to_string();
    assert!(score.len() <= 12, "{score}");
    assert!(out[1]["error"].as_str().unwrap().contains("not UTF-8"), "{}", out[1]);
    assert!(out[2]["result"].is_array(), "{}", out[2]);

    // --output naming the input is refused before anything is written.
    let (input, output) = (dir.join("in.jsonl"), dir.join("out.jsonl"));
    let before = std::fs::read(&input).unwrap();
    assert_exit2_one_line(&run(&["batch", "--input", input.to_str().unwrap(), "--output", input.to_str().unwrap()]), "is the input file");
    assert_eq!(std::fs::read(&input).unwrap(), before);
    let empty = dir.join("empty.jsonl");
    std::fs::write(&empty, "").unwrap();
    assert_exit2_one_line(&run(&["batch", "--input", empty.to_str().unwrap(), "--output", output.to_str().unwrap()]), "no lines");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn calibration_and_threshold_problems_exit_2() {
    let dir = common::scratch_dir("cal");
    let (models, shipped) = (dir.join("models"), model_folders_in(&dir.join("models")));
    let m = models.to_str().unwrap();
    let args = ["anchor", "--claim", "The female lays one egg.", "--source-text", "The female lays a single egg."];
    // No calibration file: an error, not a silent hand-set stand-in.
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "missing calibration file for the accurate preset");
    std::fs::copy(shipped.join("calibration.toml"), models.join("calibration.toml")).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m, "--preset", "fast"][..], &args].concat()), "calibration-fast.toml");
    let text = std::fs::read_to_string(shipped.join("calibration.toml")).unwrap();
    let nan = text.lines().map(|l| if l.starts_with("dense_max") { "dense_max = nan" } else { l }).collect::<Vec<_>>().join("\n");
    std::fs::write(models.join("calibration.toml"), nan).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "dense_max is NaN");
    // A weight left out would read as 0 without a word (a review's file
    // without `dense_max` moved a score from 0.983 to 0.863).
    let without = text.lines().filter(|l| !l.starts_with("dense_max")).collect::<Vec<_>>().join("\n");
    std::fs::write(models.join("calibration.toml"), without).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "no weight for feature `dense_max`");
    // A TOML error is one line that names its cause, not "TOML parse error
    // at line 1, column 1" with the cause five lines below.
    let untold = text.lines().filter(|l| !l.starts_with("threshold")).collect::<Vec<_>>().join("\n");
    std::fs::write(models.join("calibration.toml"), untold).unwrap();
    let o = run(&[&["--models", m][..], &args].concat());
    assert_exit2_one_line(&o, "malformed calibration: missing field `threshold`");
    assert_eq!(String::from_utf8_lossy(&o.stderr).trim().lines().count(), 1, "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(models.join("calibration.toml"), "bias = [\n").unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "malformed calibration: line ");
    // The shortlist ranker is as required as the calibration fitted on its shortlists.
    std::fs::write(models.join("calibration.toml"), &text).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "missing shortlist ranker");
    let ranker = std::fs::read_to_string(shipped.join("shortlist_ranker.toml")).unwrap();
    std::fs::write(models.join("shortlist_ranker.toml"), ranker.replace("position =", "rank_of_page =")).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "unknown feature `rank_of_page`");
    std::fs::write(models.join("shortlist_ranker.toml"), &ranker).unwrap();
    // So is the quote selector: quietly quoting by another rule would change every citation.
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "missing quote selector for the accurate preset");
    let quotes = std::fs::read_to_string(shipped.join("quote_selector.toml")).unwrap();
    let bad = quotes.lines().map(|l| if l.starts_with("threshold") { "threshold = 1.5" } else { l }).collect::<Vec<_>>().join("\n");
    std::fs::write(models.join("quote_selector.toml"), bad).unwrap();
    assert_exit2_one_line(&run(&[&["--models", m][..], &args].concat()), "threshold 1.5 is outside [0, 1]");
    std::fs::write(models.join("quote_selector.toml"), &quotes).unwrap();
    assert!(run(&[&["--models", m][..], &args].concat()).status.success());
    for t in ["NaN", "2", "-1"] {
        assert_exit2_one_line(&run(&[&[format!("--threshold={t}").as_str()][..], &args].concat()), "outside [0, 1]");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn anchor_request_with_a_byte_order_mark_or_an_empty_id() {
    let dir = common::scratch_dir("req");
    let req = dir.join("req.json");
    std::fs::write(&req, "\u{feff}{\"claim\": \"The female lays one egg.\", \"sources\": [{\"id\": \"p\", \"text\": \"The female lays a single egg.\"}]}").unwrap();
    let o = run(&["anchor", "--input", req.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(&req, r#"{"claim": "The female lays one egg.", "sources": [{"id": " ", "text": "The female lays a single egg."}]}"#).unwrap();
    assert_exit2_one_line(&run(&["anchor", "--input", req.to_str().unwrap()]), "sources[0] has an empty id");
    std::fs::write(&req, r#"[{"claim": "The female lays one egg."}]"#).unwrap();
    assert_exit2_one_line(&run(&["anchor", "--input", req.to_str().unwrap()]), "not an array");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--fail-under` counts a claim whose marker points to no source (`[3]` of
/// two sources, `[0]`) as not verified: this answer printed "verified 100%
/// (1 of 1)" and passed a 0.9 gate. The summary says how many claims could
/// not be checked, and the failing gate says why on stderr.
#[test]
fn fail_under_counts_markers_pointing_to_no_source_as_not_verified() {
    let dir = common::scratch_dir("fail-under");
    let (answer, sources) = (dir.join("answer.md"), dir.join("sources.json"));
    std::fs::write(&answer, "Espresso costs 3 € [3]. Tea is free [0]. Crème brûlée costs 6 € [2].\n").unwrap();
    std::fs::write(&sources, r#"[{"id": "menu", "text": "Tea costs 2 € at the café."}, {"id": "desserts", "text": "Crème brûlée costs 6 € at the café."}]"#).unwrap();
    let (a, s) = (answer.to_str().unwrap(), sources.to_str().unwrap());
    let o = run(&["verify", "--answer", a, "--sources", s, "--fail-under", "0.9"]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    let table = String::from_utf8_lossy(&o.stdout);
    assert!(table.contains("of 3 claims)") && table.contains("2 of 3 claims could not be checked: 2 cite no known source"), "{table}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("is below --fail-under 0.9") && err.contains("2 cite no known source"), "{err}");
    let v = stdout_json(&run(&["verify", "--answer", a, "--sources", s, "--format", "json"]));
    assert!(v["figures"]["verified_fraction"].as_f64().unwrap() <= 1.0 / 3.0 + 1e-9, "{v:#}");
    assert_eq!((v["figures"]["counted_claims"].as_u64(), v["figures"]["unchecked_claims"].as_u64()), (Some(3), Some(2)));
    let help = String::from_utf8_lossy(&run(&["verify", "--help"]).stdout).into_owned();
    assert!(help.contains("bad_index") && help.contains("count as not verified"), "{help}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--audit` (like `batch --output`) refuses to overwrite an input, however
/// the path is spelled: `./` detour, symlink, hard link; and a file inside a
/// `--sources` folder, which the next run would read as a source. Nothing
/// is written.
#[test]
fn output_paths_that_are_inputs_are_refused() {
    let dir = common::scratch_dir("same-file");
    let answer = dir.join("answer.md");
    let sources = dir.join("sources.json");
    std::fs::copy(fixture("cli/penguins_numbered.md"), &answer).unwrap();
    std::fs::copy(fixture("cli/penguins_sources.json"), &sources).unwrap();
    std::os::unix::fs::symlink(&sources, dir.join("link.json")).unwrap();
    std::fs::hard_link(&answer, dir.join("hard.md")).unwrap();
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("a.txt"), "Emperor penguins are the tallest of all living penguin species.").unwrap();
    let before = (std::fs::read(&answer).unwrap(), std::fs::read(&sources).unwrap());
    let verify_in = |audit: &str, sources: &str| bin().current_dir(&dir).args(["verify", "--answer", "answer.md", "--sources", sources, "--audit", audit]).output().unwrap();
    assert_exit2_one_line(&verify_in("./answer.md", "sources.json"), "--audit ./answer.md is the input file given to --answer");
    assert_exit2_one_line(&verify_in("hard.md", "sources.json"), "given to --answer");
    assert_exit2_one_line(&verify_in("link.json", "sources.json"), "--audit link.json is the input file given to --sources");
    let detour = format!("../{}/sources.json", dir.file_name().unwrap().to_str().unwrap());
    assert_exit2_one_line(&verify_in(&detour, "sources.json"), "given to --sources");
    assert_exit2_one_line(&verify_in("folder/audit.json", "folder"), "inside the folder given to --sources");
    assert_eq!((std::fs::read(&answer).unwrap(), std::fs::read(&sources).unwrap()), before);
    assert!(!folder.join("audit.json").exists());
    // batch --output against --sources, the same check.
    let input = dir.join("in.jsonl");
    std::fs::write(&input, format!("{{\"claim\": \"The female lays a single egg.\", \"sources\": [{BATCH_SOURCE}]}}\n")).unwrap();
    let o = bin().current_dir(&dir).args(["batch", "--input", "in.jsonl", "--sources", "sources.json", "--output", "./link.json"]).output().unwrap();
    assert_exit2_one_line(&o, "--output ./link.json is the input file given to --sources");
    assert_eq!(std::fs::read(&sources).unwrap(), before.1);
    // A distinct path is written.
    let o = verify_in("audit.json", "sources.json");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(dir.join("audit.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A claim has a limit of its own, far below a source's: a 1.4 MB claim
/// ran 98 s, so a long one is an error naming the option, in `anchor`,
/// `verify` and as one batch line's error. `batch --jobs` is held to 256.
#[test]
fn max_claim_bytes_option_sets_the_claim_limit() {
    let long = "Emperor penguins breed in winter. ".repeat(600);
    let source = ["--source-text", "Emperor penguins breed in winter. The female lays a single egg."];
    assert_exit2_one_line(&run(&[&["anchor", "--claim", &long][..], &source].concat()), "bytes, above the limit of 16384 bytes for one claim");
    assert!(run(&[&["--max-claim-bytes", "40000", "anchor", "--claim", &long][..], &source].concat()).status.success());
    let dir = common::scratch_dir("claim-limit");
    let answer = dir.join("answer.json");
    let sentence = format!("{}they breed in winter [1].", "Emperor penguins, which live in Antarctica, ".repeat(4));
    let doc = serde_json::json!({"answer": sentence, "sources": [{"id": "1", "text": "Emperor penguins breed in winter."}]});
    std::fs::write(&answer, doc.to_string()).unwrap();
    assert_exit2_one_line(&run(&["--max-claim-bytes", "100", "verify", "--answer", answer.to_str().unwrap()]), "above the limit of 100 bytes for one claim");
    let lines = dir.join("in.jsonl");
    let request = |claim: &str| serde_json::json!({"claim": claim, "sources": [{"id": "s", "text": "Emperor penguins breed in winter."}]}).to_string();
    std::fs::write(&lines, format!("{}\n{}\n", request(&long), request("Emperor penguins breed in winter."))).unwrap();
    let out = dir.join("out.jsonl");
    let o = run(&["batch", "--input", lines.to_str().unwrap(), "--output", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    let written = std::fs::read_to_string(&out).unwrap();
    let rows: Vec<&str> = written.lines().collect();
    assert_eq!(rows.len(), 2, "{written}");
    assert!(rows[0].contains("for one claim") && !rows[1].contains("\"error\""), "{written}");
    let o = run(&["batch", "--input", lines.to_str().unwrap(), "--output", out.to_str().unwrap(), "--jobs", "10000"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("10000"), "{}", String::from_utf8_lossy(&o.stderr));
}

/// The text size limit is a command-line option, and its error names it.
#[test]
fn max_text_bytes_option_sets_the_limit_and_the_error_names_it() {
    let args = ["anchor", "--claim", "The female lays one egg.", "--source-text", "Emperor penguins breed in winter. The female lays a single egg."];
    assert_exit2_one_line(&run(&[&["--max-text-bytes", "30"][..], &args].concat()), "above the limit of 30 bytes (raise the limit with --max-text-bytes N");
    let o = run(&[&["--max-text-bytes", "64"][..], &args].concat());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(run(&[&["--max-text-bytes", "0"][..], &args].concat()).status.code(), Some(2));
    let help = String::from_utf8_lossy(&run(&["--help"]).stdout).into_owned();
    assert!(help.contains("--max-text-bytes") && help.contains("8388608"), "{help}");
    // An answer is held to the same limit (a 20 MB one ran for minutes).
    let dir = common::scratch_dir("answer-limit");
    let answer = dir.join("answer.json");
    let doc = serde_json::json!({"answer": "Penguins are birds [1]. ".repeat(5), "sources": [{"id": "1", "text": "Penguins are birds."}]});
    std::fs::write(&answer, doc.to_string()).unwrap();
    assert_exit2_one_line(&run(&["--max-text-bytes", "64", "verify", "--answer", answer.to_str().unwrap()]), "the answer is 100 bytes, above the limit of 64 bytes");
    assert!(run(&["--max-text-bytes", "200", "verify", "--answer", answer.to_str().unwrap()]).status.success());
    // A limit so large that 16 times it fills a u64 still reads the file
    // (the read cap once wrapped round to 0 bytes: "the input is empty").
    let o = run(&["--max-text-bytes", &usize::MAX.to_string(), "verify", "--answer", answer.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A forced plain-text format that finds none of its markup is an error
/// naming the markup the text has.
#[test]
fn forced_footnote_format_on_numbered_markers_exits_2() {
    let o = run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--input-format", "footnote"]);
    assert_exit2_one_line(&o, "no [^n] footnote markers found; the text has [n] markers: try --input-format numbered");
}

/// A models folder holding links to the shipped model folders and none of
/// the fitted files; returns the shipped models folder.
fn model_folders_in(models: &std::path::Path) -> std::path::PathBuf {
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("models");
    for m in ["all-minilm-l6-v2", "nli-minilm-l6"] {
        let to = models.join(m);
        std::fs::create_dir_all(&to).unwrap();
        for f in std::fs::read_dir(shipped.join(m)).unwrap() {
            let f = f.unwrap().path();
            std::os::unix::fs::symlink(&f, to.join(f.file_name().unwrap())).unwrap();
        }
    }
    shipped
}

/// The missing-selector error says `wice --fit-quotes` fits a new one, so
/// that command must work without the file it writes; a file with no gold
/// sentences to learn from is an error, not an empty fit.
#[test]
fn a_missing_quote_selector_can_be_fitted_anew() {
    let dir = common::scratch_dir("quote-fit");
    let models = dir.join("models");
    let shipped = model_folders_in(&models);
    for f in ["calibration.toml", "shortlist_ranker.toml"] {
        std::fs::copy(shipped.join(f), models.join(f)).unwrap();
    }
    let claims = dir.join("claims.jsonl");
    let line = |claim: &str, gold: &str| {
        format!(
            r#"{{"claim": "{claim}", "evidence": ["The dam was built on the Vltava in 1972.", "It generates 900 megawatts.", "Tourists visit the lake in summer.", "The town has a museum of local history."], "supporting_sentences": {gold}, "label": "supported"}}"#
        )
    };
    let wice = |file: &std::path::Path, out: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_wice")).env("ANCHORAGE_MODELS", &models).args([file.to_str().unwrap(), "--fit-quotes", out.to_str().unwrap()]).output().expect("wice runs")
    };
    let out = models.join("quote_selector.toml");
    std::fs::write(&claims, [line("The dam, built in 1972, generates 900 megawatts.", "[[0, 1]]"), line("Tourists visit the lake.", "[[2]]")].join("\n")).unwrap();
    let o = wice(&claims, &out);
    assert!(o.status.success(), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    let m = models.to_str().unwrap();
    let o = run(&["--models", m, "anchor", "--claim", "The dam generates 900 megawatts.", "--source-text", "The dam generates 900 megawatts."]);
    assert!(o.status.success(), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(&claims, line("The dam generates power.", "[]")).unwrap();
    let none = dir.join("none.toml");
    let o = wice(&claims, &none);
    assert_eq!(o.status.code(), Some(2), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("no shortlisted sentence is both gold and not") && !err.contains("panicked"), "{err}");
    assert!(!none.exists(), "no selector file is written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fitting_a_ranker_without_gold_sentences_exits_2() {
    let dir = common::scratch_dir("ranker-fit");
    let claims = dir.join("claims.jsonl");
    std::fs::write(&claims, r#"{"claim": "The dam generates power.", "evidence": ["The dam was built in 1972.", "It generates 900 megawatts."], "supporting_sentences": [], "label": "not_supported"}"#).unwrap();
    let out = dir.join("ranker.toml");
    let o = Command::new(env!("CARGO_BIN_EXE_wice")).args([claims.to_str().unwrap(), "--fit-ranker", out.to_str().unwrap()]).output().expect("wice runs");
    assert_eq!(o.status.code(), Some(2), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("no claim lists both gold and other sentences") && !err.contains("panicked"), "{err}");
    assert!(!out.exists(), "no ranker file is written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_setup_leaves_the_previous_batch_output_alone() {
    let dir = common::scratch_dir("batch-setup");
    let input = dir.join("in.jsonl");
    std::fs::write(&input, format!("{{\"claim\": \"Penguins breed.\", \"sources\": [{BATCH_SOURCE}]}}\n")).unwrap();
    let output = dir.join("out.jsonl");
    std::fs::write(&output, "previous results\n").unwrap();
    let empty_models = dir.join("no-models");
    std::fs::create_dir_all(&empty_models).unwrap();
    let o = run(&["batch", "--input", input.to_str().unwrap(), "--output", output.to_str().unwrap(), "--models", empty_models.to_str().unwrap()]);
    assert_exit2_one_line(&o, "manifest");
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "previous results\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn endless_or_oversized_inputs_are_refused_not_read_into_memory() {
    // A device never ends: refused before reading, in every input slot.
    assert_exit2_one_line(&run(&["verify", "--answer", "/dev/zero"]), "not a regular file");
    assert_exit2_one_line(&run(&["verify", "--answer", &fixture("cli/penguins_numbered.md"), "--sources", "/dev/zero"]), "not a regular file");
    assert_exit2_one_line(&run(&["anchor", "--claim", "x", "--source", "/dev/zero"]), "not a regular file");
    assert_exit2_one_line(&run(&["batch", "--input", "/dev/zero", "--output", "-"]), "not a regular file");
    // A pipe is read only up to the limit (16 × --max-text-bytes for an answer).
    let mut child = bin()
        .args(["--max-text-bytes", "64", "verify", "--answer", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(&vec![b'a'; 4096]);
    drop(stdin);
    assert_exit2_one_line(&child.wait_with_output().unwrap(), "larger than 1024 bytes");
    // A batch line over the limit is that line's error; the job goes on.
    let line = format!("{{\"claim\": \"Penguins breed.\", \"sources\": [{BATCH_SOURCE}]}}");
    let input = format!("{}\n{line}\n", "x".repeat(5000));
    let mut child = bin()
        .args(["--max-text-bytes", "256", "batch", "--input", "-", "--output", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    let out: Vec<serde_json::Value> = String::from_utf8_lossy(&o.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(out.len(), 2, "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out[0]["error"].as_str().unwrap().contains("longer than 4096 bytes"), "{}", out[0]);
    assert_eq!(out[1]["line"], 2);
}

#[test]
fn a_reader_closing_the_pipe_early_is_not_a_crash() {
    let mut child = bin()
        .args(["anchor", "--claim", "Penguins breed in Antarctica.", "--source-text", "Emperor penguins breed only in Antarctica."])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(o.status.code(), Some(0), "{err}");
}

#[test]
fn flags_that_would_be_ignored_or_fail_late_are_refused_up_front() {
    let answer = fixture("cli/penguins_numbered.md");
    // --threads 0 is not one thread.
    let o = run(&["--threads", "0", "demo"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--threads"));
    // anchor --input carries its own sources: a --source beside it would be dropped.
    let o = run(&["anchor", "--input", &fixture("cli/penguins_sources.json"), "--source-text", "x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot be used with"));
    // An audit path that cannot be written fails before the report is printed.
    let o = run(&["verify", "--answer", &answer, "--audit", "/nonexistent-folder/a.json"]);
    assert_exit2_one_line(&o, "does not exist");
    assert!(o.stdout.is_empty());
    let o = run(&["verify", "--answer", &answer, "--audit", env!("CARGO_MANIFEST_DIR")]);
    assert_exit2_one_line(&o, "is a folder");
}

#[test]
fn a_citation_naming_no_source_cannot_pass_the_gate() {
    let dir = common::scratch_dir("nosource");
    let answer = dir.join("a.json");
    std::fs::write(
        &answer,
        r#"{"answer": "Penguins breed in Antarctica. The moon is cheese.", "sources": [{"id": "a", "text": "Emperor penguins breed only in Antarctica."}],
            "citations": [{"start": 0, "end": 28, "source_ids": ["a"]}, {"start": 29, "end": 48, "source_ids": []}]}"#,
    )
    .unwrap();
    assert_exit2_one_line(&run(&["verify", "--answer", answer.to_str().unwrap(), "--fail-under", "1"]), "names no source");
    let _ = std::fs::remove_dir_all(&dir);
}
