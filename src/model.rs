//! Model manifests: one small TOML file per model under `models/<name>/`.
//!
//! A manifest pins the files (with sha256), the tokenizer limits, the ONNX
//! input/output names and, for NLI models, the label order of the logits. The
//! loader checks all of it before a session is built, so a swapped or corrupt
//! file is reported with the path and the expected value instead of producing
//! silently wrong scores.

use crate::error::{Error, Result};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What a model is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ModelKind {
    BiEncoder,
    Nli,
}

/// Token pooling of a bi-encoder's last hidden state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Pooling {
    #[default]
    Mean,
    Cls,
}

/// The parsed `manifest.toml` of one model.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub name: String,
    pub kind: ModelKind,
    pub onnx: String,
    pub onnx_sha256: Option<String>,
    pub tokenizer: String,
    pub tokenizer_sha256: Option<String>,
    pub max_length: usize,
    pub inputs: Vec<String>,
    pub output: String,
    #[serde(default)]
    pub pooling: Pooling,
    #[serde(default)]
    pub normalize: bool,
    pub dim: Option<usize>,
    /// NLI only: the label of each logit, in index order (from `config.json` `id2label`).
    pub labels: Option<Vec<String>>,
    /// NLI only: entailment probability at or above which a claim counts as supported.
    pub default_threshold: Option<f32>,
    pub licence: Option<String>,
    /// Where the manifest was read from; file names are relative to it.
    #[serde(skip)]
    pub dir: PathBuf,
}

/// A checked manifest plus the label positions an NLI head needs.
/// A TOML error in one line: where, then what. The error's own display
/// spans several lines and opens with "TOML parse error at line 1, column
/// 1", which for a missing field is the whole file; the cause ("missing
/// field `threshold`") came five lines later (a review).
pub(crate) fn toml_reason(text: &str, e: &toml::de::Error) -> String {
    let message = e.message().trim().replace('\n', " ");
    // A span from the first byte is the whole document: no place to name.
    match e.span().filter(|s| s.start > 0) {
        Some(span) => {
            let before = &text[..span.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => message,
    }
}

impl Manifest {
    /// Reads `dir/manifest.toml` (or a manifest file path) and checks that the
    /// files exist and match their sha256.
    ///
    /// # Errors
    /// [`Error::Model`] naming the file and the problem.
    pub fn load(path: &Path) -> Result<Manifest> {
        let file = if path.is_dir() { path.join("manifest.toml") } else { path.to_path_buf() };
        let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let text = std::fs::read_to_string(&file).map_err(|e| Error::Model {
            model: file.display().to_string(),
            reason: format!("cannot read manifest: {e}. Fix: run `bash scripts/setup.sh`, or point the config at a folder with a manifest.toml"),
        })?;
        let mut m: Manifest = toml::from_str(&text)
            .map_err(|e| Error::Model { model: file.display().to_string(), reason: format!("malformed manifest: {}", toml_reason(&text, &e)) })?;
        m.dir = dir;
        if m.max_length == 0 || m.max_length > 8192 {
            return Err(m.err(format!("max_length {} is out of range 1..=8192", m.max_length)));
        }
        if !m.inputs.iter().any(|i| i == "input_ids") {
            return Err(m.err("inputs must include input_ids".into()));
        }
        if m.kind == ModelKind::Nli {
            let labels = m.labels.as_ref().ok_or_else(|| m.err("an nli model needs `labels` (the id2label order)".into()))?;
            for want in ["entailment", "neutral", "contradiction"] {
                if !labels.iter().any(|l| l.eq_ignore_ascii_case(want)) {
                    return Err(m.err(format!("labels {labels:?} lack `{want}`")));
                }
            }
        }
        m.check_file(&m.onnx, m.onnx_sha256.as_deref())?;
        m.check_file(&m.tokenizer, m.tokenizer_sha256.as_deref())?;
        Ok(m)
    }

    /// [`Manifest::load`], then checks the model is of `kind`.
    ///
    /// # Errors
    /// As `load`, plus a kind mismatch.
    pub fn load_as(path: &Path, kind: ModelKind) -> Result<Manifest> {
        let m = Manifest::load(path)?;
        if m.kind != kind {
            let want = match kind {
                ModelKind::BiEncoder => "bi-encoder",
                ModelKind::Nli => "nli",
            };
            return Err(m.err(format!("expected kind = \"{want}\"")));
        }
        Ok(m)
    }

    pub fn onnx_path(&self) -> PathBuf {
        self.dir.join(&self.onnx)
    }

    pub fn tokenizer_path(&self) -> PathBuf {
        self.dir.join(&self.tokenizer)
    }

    /// Index of a label (case-insensitive) in the logits, for NLI models.
    pub fn label_index(&self, label: &str) -> Option<usize> {
        self.labels.as_ref()?.iter().position(|l| l.eq_ignore_ascii_case(label))
    }

    pub(crate) fn err(&self, reason: String) -> Error {
        Error::Model { model: self.name.clone(), reason }
    }

    fn check_file(&self, name: &str, sha: Option<&str>) -> Result<()> {
        let path = self.dir.join(name);
        if !path.is_file() {
            return Err(self.err(format!("missing file {}. Fix: run `bash scripts/setup.sh`", path.display())));
        }
        if let Some(want) = sha {
            let got = sha256_file(&path)?;
            if !got.eq_ignore_ascii_case(want) {
                return Err(self.err(format!("{} has sha256 {got}, manifest expects {want}", path.display())));
            }
        }
        Ok(())
    }
}

/// Lowercase hex of a digest.
fn hex(digest: &[u8]) -> String {
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Hex sha256 of bytes in memory (an input, a compiled-in lexicon).
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// Hex sha256 of a file, streamed.
pub fn sha256_file(path: &Path) -> Result<String> {
    use std::io::Read;
    let mut f = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = f.read(&mut buf).map_err(|e| Error::io(path, e))?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    Ok(hex(&h.finalize()))
}
