//! The claim and sentence reader (`TextSignals::of`) on every cut of real
//! text: it must never panic, whatever word a text ends or starts on.
//! Session 36 found it indexing one word past the end of a WiCE train
//! sentence cut off after "by a"; a user's claim or a source's last
//! sentence can end anywhere.

use anchorage::anchor::features::TextSignals;

#[test]
fn every_word_cut_of_wice_sentences_reads_without_panic() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let files: Vec<_> = ["nst_train.jsonl", "claim_dev.jsonl"]
        .iter()
        .flat_map(|f| [root.join("shared/data/wice").join(f), root.join("../shared/data/wice").join(f)])
        .filter(|p| p.is_file())
        .collect();
    if files.is_empty() {
        eprintln!("WiCE data not found; skipping");
        return;
    }
    let mut read = 0usize;
    for path in files {
        let raw = std::fs::read_to_string(&path).unwrap();
        for line in raw.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            for sentence in v["evidence"].as_array().unwrap().iter().filter_map(|s| s.as_str()) {
                // Every prefix and suffix at a word boundary, up to 25
                // words in (longer sentences: their first and last 25 cuts).
                let bounds: Vec<usize> = sentence.match_indices(' ').map(|(i, _)| i).collect();
                let cuts = bounds.iter().take(25).chain(bounds.iter().rev().take(25));
                for &at in cuts {
                    TextSignals::of(&sentence[..at]);
                    TextSignals::of(&sentence[at + 1..]);
                    read += 2;
                }
            }
        }
    }
    assert!(read > 100_000, "only {read} cuts read");
}
