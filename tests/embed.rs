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
