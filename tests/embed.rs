//! The Rust bi-encoder matches Python onnxruntime on the same model files.
mod common;

use anchorage::embed::{Embedder, OnnxEmbedder};

#[derive(serde::Deserialize)]
struct Expected {
    text: String,
    vector: Vec<f32>,
}

#[test]
fn matches_python_onnxruntime_vectors() {
    let expected: Vec<Expected> =
        serde_json::from_str(include_str!("fixtures/embed_expected.json")).expect("fixture parses");
    let embedder = OnnxEmbedder::load(&common::models_dir().join("all-minilm-l6-v2"), &common::runtime()).unwrap();
    let texts: Vec<&str> = expected.iter().map(|e| e.text.as_str()).collect();
    // Embedded together, as the engine would (one text a run on the CPU,
    // embed::CPU_BATCH_SIZE): length sorting and batching must not change
    // any vector. With 32 a run this failed by 0.02: the int8 model
    // quantizes activations over the whole batch.
    let got = embedder.embed(&texts).unwrap();
    for (e, g) in expected.iter().zip(&got) {
        assert_eq!(g.len(), 384);
        let max = e.vector.iter().zip(g).map(|(a, b)| (a - b).abs()).fold(0f32, f32::max);
        assert!(max <= 1e-4, "{:?}: max |Δ| = {max}", e.text);
        let norm: f32 = g.iter().map(|x| x * x).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-4);
    }
}

#[test]
fn similar_sentences_are_closer() {
    let embedder = OnnxEmbedder::load(&common::models_dir().join("all-minilm-l6-v2"), &common::runtime()).unwrap();
    let v = embedder
        .embed(&["The cat sat on the mat.", "A cat was sitting on a rug.", "Interest rates rose sharply in 1994."])
        .unwrap();
    let d = |a: &[f32], b: &[f32]| anchorage::shortlist::dot(a, b);
    assert!(d(&v[0], &v[1]) > d(&v[0], &v[2]) + 0.2);
}

#[test]
fn missing_model_is_a_clear_error() {
    let err = OnnxEmbedder::load(std::path::Path::new("/nonexistent/model"), &common::runtime()).err().expect("error");
    let msg = err.to_string();
    assert!(msg.contains("/nonexistent/model") && msg.contains("setup.sh"), "{msg}");
}

/// One call's batches spread over the session pool (a call from outside
/// rayon) give the same vectors, in input order, as batches run in turn
/// (spreading off, or a call from a rayon worker).
#[test]
fn batches_spread_over_the_pool_keep_order_and_values() {
    let dir = common::models_dir().join("all-minilm-l6-v2");
    let spread = OnnxEmbedder::load(&dir, &common::runtime()).unwrap();
    let in_turn = OnnxEmbedder::load(&dir, &anchorage::runtime::RuntimeConfig { spread_batches: false, ..common::runtime() }).unwrap();
    let texts: Vec<String> = (0..24).map(|i| format!("Sentence {i} has {} words in it{}.", i % 7 + 3, " and more".repeat(i % 5))).collect();
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let a = spread.embed(&refs).unwrap();
    let b = in_turn.embed(&refs).unwrap();
    let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    let c = pool.install(|| spread.embed(&refs)).unwrap();
    assert_eq!(a, b);
    assert_eq!(a, c);
}
