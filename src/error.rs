//! One error type for the library surface.
//!
//! Every failure a user can cause (bad input, missing files, a missing ONNX
//! Runtime) is a typed variant with the path or value that caused it, so the
//! CLI can print one clear line and exit with code 2 instead of panicking.

use std::path::PathBuf;

/// Result alias used across the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in anchorage.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The ONNX Runtime shared library could not be found or loaded.
    #[error("cannot load ONNX Runtime from {path}: {reason}. Fix: run `bash scripts/setup.sh`, or set ORT_DYLIB_PATH to a libonnxruntime.so (1.22 or newer)")]
    Runtime { path: PathBuf, reason: String },

    /// A model manifest or model file is missing, malformed or does not match.
    #[error("model {model}: {reason}")]
    Model { model: String, reason: String },

    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    /// Input JSON could not be parsed.
    #[error("{what}: malformed JSON: {source}")]
    Json {
        what: String,
        #[source]
        source: serde_json::Error,
    },

    /// Input that parsed but makes no sense (empty text, offsets out of range, unknown ids ...).
    #[error("invalid input: {0}")]
    InvalidInput(String),

    /// An error raised by ONNX Runtime while building or running a session.
    #[error("ONNX Runtime: {0}")]
    Ort(#[from] ort::Error),

    /// The tokenizer failed to load or encode.
    #[error("tokenizer: {0}")]
    Tokenizer(String),

    /// An HNSW index could not be dumped or reloaded.
    #[error("index {path}: {reason}")]
    Index { path: PathBuf, reason: String },
}

impl Error {
    /// Shorthand for [`Error::InvalidInput`].
    pub fn invalid(msg: impl Into<String>) -> Self {
        Error::InvalidInput(msg.into())
    }

    /// Wraps an I/O error with the path it concerns.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }
}
