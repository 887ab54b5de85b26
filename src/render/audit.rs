//! The audit record: everything needed to replay a decision — the input's
//! hash, the models and their hashes, thresholds, calibration and quote selector, every
//! candidate span NLI scored with its three probabilities, and, per source,
//! what the engine concluded from them: the label, the quoted spans, the
//! sentence that says otherwise and the atoms. A reviewer reading why a
//! claim was refused against one of its sources needs that source's
//! verdict, not only the best source's in the report.

use crate::verify::VerifyReport;
use crate::Engine;
use serde_json::{json, Value};

/// Builds the audit JSON for a verified answer.
pub fn audit(engine: &Engine, input: &[u8], report: &VerifyReport) -> Value {
    let input_sha256 = crate::model::sha256_hex(input);
    let claims: Vec<Value> = report
        .citations
        .iter()
        .map(|c| {
            let sources: Vec<Value> = c
                .assessments
                .iter()
                .map(|a| {
                    // The whole citation against this source, as the report
                    // would print it, then what it was decided from.
                    let mut source = json!(a.citation);
                    source["signals"] = json!(a.signals);
                    source["calibrated_score"] = json!(engine.calibration().score(&a.signals));
                    // Support found in the cited sources read together
                    // (`Engine::anchor_pooled`): its candidates' byte spans
                    // index their texts joined by blank lines, in cited order.
                    if a.citation.source_anchor.as_ref().is_some_and(|x| x.source_id.is_some()) {
                        source["pooled"] = json!(true);
                    }
                    source["candidates"] = json!(a.candidates.iter().map(|k| json!({
                            "sentences": k.sentences,
                            "byte_start": k.span.start,
                            "byte_end": k.span.end,
                            "entailment": k.nli.entailment,
                            "neutral": k.nli.neutral,
                            "contradiction": k.nli.contradiction,
                            "dense": k.dense,
                            "lexical": k.lexical,
                        })).collect::<Vec<_>>());
                    source
                })
                .collect();
            json!({
                "cited_text": c.cited_text,
                "start_offset": c.start_offset,
                "end_offset": c.end_offset,
                "status": c.status,
                "anchored_against": c.anchored_against,
                "sources": sources,
            })
        })
        .collect();
    let cfg = engine.config();
    json!({
        "anchorage_version": env!("CARGO_PKG_VERSION"),
        "input_sha256": input_sha256,
        "format": report.format,
        "models": engine.models(),
        // The models' int8 products are exact on every CPU only with this
        // on where it is needed (`runtime::int8_matmul_saturates`).
        "exact_int8_matmul": crate::runtime::int8_matmul_saturates(),
        "lexicon": { "antonyms_sha256": crate::anchor::antonyms::sha256(), "demonyms_sha256": crate::anchor::features::demonyms_sha256() },
        "threshold": engine.threshold(),
        "calibration": engine.calibration(),
        "quote_selector": engine.quote_selector(),
        "config": { "top_k": cfg.top_k, "dense_limit": cfg.dense_limit, "windows": cfg.windows, "atomize": cfg.atomize },
        "figures": report.figures,
        "claims": claims,
    })
}
