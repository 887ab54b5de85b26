//! Tokenize → pad → run, shared by the bi-encoder and the NLI cross-encoder.
//!
//! Inputs are tokenized once, sorted by token length and cut into batches, so
//! each batch is padded only to its own longest member (padding a WiCE batch
//! to 256 tokens instead of its longest ~40 costs several times the compute).
//! Results come back in input order.

use super::{lock, RuntimeConfig, SessionPool};
use crate::error::{Error, Result};
use crate::model::Manifest;
use ndarray::{Array2, ArrayViewD};
use ort::session::SessionInputValue;
use ort::value::TensorRef;
use std::borrow::Cow;
use std::collections::HashMap;
use tokenizers::{Encoding, Tokenizer, TruncationParams, TruncationStrategy};

/// A padded batch of token ids, ready for a BERT-style model.
pub struct TokenBatch {
    pub input_ids: Array2<i64>,
    pub attention_mask: Array2<i64>,
    pub token_type_ids: Array2<i64>,
}

/// One ONNX model with its tokenizer and session pool.
pub struct OnnxModel {
    pub manifest: Manifest,
    tokenizer: Tokenizer,
    /// The same tokenizer without truncation: each text of a pair is
    /// tokenized alone by it, then the pair is truncated and given its
    /// special tokens by `tokenizer` ([`OnnxModel::encode_pairs`]).
    untruncated: Tokenizer,
    pool: SessionPool,
    pad_id: i64,
    needs_token_type_ids: bool,
    output_index: usize,
    spread_batches: bool,
}

impl OnnxModel {
    /// Loads the tokenizer and builds the session pool, checking that the
    /// model's declared inputs and output match the manifest.
    ///
    /// # Errors
    /// [`Error::Tokenizer`], [`Error::Model`] on a name mismatch, runtime errors from [`SessionPool::new`].
    pub fn load(manifest: Manifest, cfg: &RuntimeConfig) -> Result<Self> {
        let mut tokenizer = Tokenizer::from_file(manifest.tokenizer_path())
            .map_err(|e| Error::Tokenizer(format!("{}: {e}", manifest.tokenizer_path().display())))?;
        tokenizer.with_padding(None);
        tokenizer
            .with_truncation(Some(TruncationParams {
                max_length: manifest.max_length,
                strategy: TruncationStrategy::LongestFirst,
                ..Default::default()
            }))
            .map_err(|e| Error::Tokenizer(e.to_string()))?;
        let mut untruncated = tokenizer.clone();
        untruncated.with_truncation(None).map_err(|e| Error::Tokenizer(e.to_string()))?;
        let pad_id = ["[PAD]", "<pad>", "<PAD>"]
            .iter()
            .find_map(|t| tokenizer.token_to_id(t))
            .unwrap_or(0) as i64;
        let pool = SessionPool::new(&manifest.onnx_path(), cfg)?;
        for want in &manifest.inputs {
            if !pool.input_names.iter().any(|n| n == want) {
                return Err(manifest.err(format!("manifest input `{want}` is not an input of the ONNX model (it has {:?})", pool.input_names)));
            }
        }
        for have in &pool.input_names {
            if !matches!(have.as_str(), "input_ids" | "attention_mask" | "token_type_ids") {
                return Err(manifest.err(format!("the ONNX model needs input `{have}`, which anchorage cannot provide")));
            }
        }
        let output_index = pool
            .output_names
            .iter()
            .position(|n| *n == manifest.output)
            .ok_or_else(|| manifest.err(format!("output `{}` not found (the model has {:?})", manifest.output, pool.output_names)))?;
        let needs_token_type_ids = pool.input_names.iter().any(|n| n == "token_type_ids");
        Ok(OnnxModel { manifest, tokenizer, untruncated, pool, pad_id, needs_token_type_ids, output_index, spread_batches: cfg.spread_batches })
    }

    /// The execution provider the sessions run on.
    pub fn device(&self) -> &'static str {
        self.pool.device
    }

    /// Tokens of single texts, truncated to the model's length, with special tokens.
    ///
    /// # Errors
    /// [`Error::Tokenizer`].
    pub fn encode_texts(&self, texts: &[&str]) -> Result<Vec<Encoding>> {
        self.tokenizer.encode_batch_fast(texts.to_vec(), true).map_err(|e| Error::Tokenizer(e.to_string()))
    }

    /// Tokens of text pairs, exactly as the tokenizer encodes each pair,
    /// but each distinct text tokenized once: NLI pairs one claim with
    /// every shortlisted sentence (and a sentence with several claim
    /// atoms), and the claim, often half a pair's tokens, was tokenized
    /// again for each pair (model wrappers 1.03 -> 0.93-0.98 s on the fast
    /// preset's WiCE pass, benches/README.md, session 20). A pair is what
    /// `encode_fast` makes of it: both texts tokenized untruncated (the
    /// second with type id 1), then truncated together and given special
    /// tokens (`post_process`).
    ///
    /// # Errors
    /// [`Error::Tokenizer`].
    pub fn encode_pairs(&self, pairs: &[(&str, &str)]) -> Result<Vec<Encoding>> {
        pair_encodings(&self.tokenizer, &self.untruncated, pairs)
    }

    /// Runs `encodings` in length-sorted batches of at most `batch_size`,
    /// and maps each batch's output with `per_batch`, which returns one
    /// value per row. Values come back in input order.
    pub fn run_sorted<T: Send>(
        &self,
        encodings: Vec<Encoding>,
        batch_size: usize,
        per_batch: impl Fn(&TokenBatch, ArrayViewD<'_, f32>) -> Result<Vec<T>> + Sync,
    ) -> Result<Vec<T>> {
        if encodings.is_empty() {
            return Ok(Vec::new());
        }
        let mut order: Vec<usize> = (0..encodings.len()).collect();
        order.sort_by_key(|&i| encodings[i].len());
        let chunks = length_batches(&order, |i| encodings[i].len(), batch_size.max(1));
        let run_chunk = |chunk: &&[usize]| -> Result<Vec<T>> {
            let batch = self.pad(chunk.iter().map(|&i| &encodings[i]));
            let rows = self.run(&batch, &per_batch)?;
            if rows.len() != chunk.len() {
                return Err(self.manifest.err(format!("batch of {} gave {} results", chunk.len(), rows.len())));
            }
            Ok(rows)
        };
        // Called from outside rayon (one request: the CLI's `anchor`, a
        // server thread), the batches run on every session of the pool at
        // once, from threads of this call's own: on 2 cores with two
        // one-thread sessions the second core sat idle. Called from a rayon
        // worker, requests already run in parallel (`anchor_batch`,
        // `verify`, `batch`, `wice`) and keep the sessions busy, so the
        // batches run in turn (spreading them there too cost 3–6 % of the
        // WiCE pass's claims/s in a trial). Own threads rather than rayon's
        // global pool: a lone request does not queue behind other rayon
        // work, and a caller that holds a lock rayon's jobs need cannot
        // deadlock. `RuntimeConfig::spread_batches` turns it off; figures
        // in benches/README.md (session 10).
        let spread = self.spread_batches && self.pool.len() > 1 && chunks.len() > 1 && rayon::current_thread_index().is_none();
        let results: Vec<Vec<T>> =
            if spread { on_threads(self.pool.len().min(chunks.len()), &chunks, run_chunk)? } else { chunks.iter().map(run_chunk).collect::<Result<_>>()? };
        let mut out: Vec<Option<T>> = (0..encodings.len()).map(|_| None).collect();
        for (chunk, rows) in chunks.iter().zip(results) {
            for (&i, row) in chunk.iter().zip(rows) {
                out[i] = Some(row);
            }
        }
        Ok(out.into_iter().map(|r| r.expect("every index is filled by exactly one chunk")).collect())
    }

    fn pad<'e>(&self, encs: impl ExactSizeIterator<Item = &'e tokenizers::Encoding> + Clone) -> TokenBatch {
        let rows = encs.len();
        let width = encs.clone().map(|e| e.len()).max().unwrap_or(0).max(1);
        let mut input_ids = Array2::from_elem((rows, width), self.pad_id);
        let mut attention_mask = Array2::zeros((rows, width));
        let mut token_type_ids = Array2::zeros((rows, width));
        for (r, e) in encs.enumerate() {
            for (c, ((&id, &ty), &m)) in e.get_ids().iter().zip(e.get_type_ids()).zip(e.get_attention_mask()).enumerate() {
                input_ids[[r, c]] = i64::from(id);
                token_type_ids[[r, c]] = i64::from(ty);
                attention_mask[[r, c]] = i64::from(m);
            }
        }
        TokenBatch { input_ids, attention_mask, token_type_ids }
    }

    fn run<T>(
        &self,
        batch: &TokenBatch,
        per_batch: &impl Fn(&TokenBatch, ArrayViewD<'_, f32>) -> Result<Vec<T>>,
    ) -> Result<Vec<T>> {
        let mut inputs: Vec<(Cow<'_, str>, SessionInputValue<'_>)> = vec![
            ("input_ids".into(), TensorRef::from_array_view(batch.input_ids.view())?.into()),
            ("attention_mask".into(), TensorRef::from_array_view(batch.attention_mask.view())?.into()),
        ];
        if self.needs_token_type_ids {
            inputs.push(("token_type_ids".into(), TensorRef::from_array_view(batch.token_type_ids.view())?.into()));
        }
        let mut session = self.pool.get();
        let started = std::time::Instant::now();
        let outputs = session.run(inputs)?;
        super::record_run(batch.input_ids.nrows(), started.elapsed().as_nanos() as u64);
        let view = outputs[self.output_index].try_extract_array::<f32>()?;
        per_batch(batch, view)
    }
}

/// [`OnnxModel::encode_pairs`] with its two tokenizers.
fn pair_encodings(tokenizer: &Tokenizer, untruncated: &Tokenizer, pairs: &[(&str, &str)]) -> Result<Vec<Encoding>> {
    let firsts = distinct_encodings(untruncated, pairs.iter().map(|p| p.0).collect(), 0)?;
    let seconds = distinct_encodings(untruncated, pairs.iter().map(|p| p.1).collect(), 1)?;
    pairs
        .iter()
        .map(|(a, b)| tokenizer.post_process(firsts[a].clone(), Some(seconds[b].clone()), true).map_err(|e| Error::Tokenizer(e.to_string())))
        .collect()
}

/// Each distinct text of `texts` tokenized once, without special tokens,
/// its tokens given `type_id`.
fn distinct_encodings<'t>(tokenizer: &Tokenizer, mut texts: Vec<&'t str>, type_id: u32) -> Result<HashMap<&'t str, Encoding>> {
    texts.sort_unstable();
    texts.dedup();
    let encodings = tokenizer.encode_batch_fast(texts.clone(), false).map_err(|e| Error::Tokenizer(e.to_string()))?;
    Ok(texts
        .into_iter()
        .zip(encodings)
        .map(|(t, mut e)| {
            if type_id != 0 {
                e.set_type_ids(vec![type_id; e.len()]);
            }
            (t, e)
        })
        .collect())
}

/// Runs `work` on every item from `threads` threads (this one and
/// `threads - 1` scoped ones), each taking the next item until none is
/// left or one has failed. The results in item order, or the first failure
/// in item order (items not started after a failure are skipped).
fn on_threads<I: Sync, R: Send>(threads: usize, items: &[I], work: impl Fn(&I) -> Result<R> + Sync) -> Result<Vec<R>> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let slots: Vec<Mutex<Option<Result<R>>>> = items.iter().map(|_| Mutex::new(None)).collect();
    // A panicking item stops the others taking more, as a failure does
    // (the scope passes the panic on once every thread has stopped).
    struct StopOnPanic<'a>(&'a AtomicBool);
    impl Drop for StopOnPanic<'_> {
        fn drop(&mut self) {
            if std::thread::panicking() {
                self.0.store(true, Ordering::Relaxed);
            }
        }
    }
    let drain = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= items.len() || failed.load(Ordering::Relaxed) {
            break;
        }
        let _stop = StopOnPanic(&failed);
        let r = work(&items[i]);
        failed.fetch_or(r.is_err(), Ordering::Relaxed);
        *lock(&slots[i]) = Some(r);
    };
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(drain);
        }
        drain();
    });
    let done = slots.into_iter().filter_map(|m| m.into_inner().unwrap_or_else(|p| p.into_inner()));
    let (mut out, mut first_err) = (Vec::with_capacity(items.len()), None);
    for r in done {
        match r {
            Ok(v) => out.push(v),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    match first_err {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

/// How much longer than a batch's shortest input its longest may be, in
/// percent. Measured on the WiCE pass at top_k 28 / dense_limit 6
/// (`throughput --synthetic 0 --top-k 28 --dense-limit 6`, 2 cores, two
/// interleaved rounds, session 22): 100 % (equal lengths only) 10.79 / 11.16
/// claims/s, 105 % 11.39 / 11.53, **110 % 11.47 / 11.70**, 125 % (sessions
/// 1–21) 10.62 / 11.17, 150 % 9.62 / 10.34, 200 % 9.38 / 9.29; NLI seconds
/// 48–49 at 105–110 % against 50–53 at 125 %. Padding costs more than the
/// fewer, larger runs gain once the rows differ by a tenth.
const BATCH_LENGTH_SPREAD_PERCENT: usize = 110;

/// Cuts length-sorted inputs into batches of at most `batch_size`, closing a
/// batch early when the next input is over [`BATCH_LENGTH_SPREAD_PERCENT`] of
/// the batch's shortest: every row is padded to the batch's longest, and on
/// WiCE's long-tailed sentence lengths fixed batches of 32 cost 3.8× the CPU
/// of batch 1 (benches/README.md).
fn length_batches(order: &[usize], len: impl Fn(usize) -> usize, batch_size: usize) -> Vec<&[usize]> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < order.len() {
        let shortest = len(order[start]).max(1);
        let mut end = start + 1;
        while end < order.len() && end - start < batch_size && len(order[end]) * 100 <= shortest * BATCH_LENGTH_SPREAD_PERCENT {
            end += 1;
        }
        out.push(&order[start..end]);
        start = end;
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn work_on_threads_keeps_order_and_reports_the_first_failure() {
        let items: Vec<usize> = (0..50).collect();
        let doubled = super::on_threads(3, &items, |&i| Ok(i * 2)).unwrap();
        assert_eq!(doubled, items.iter().map(|i| i * 2).collect::<Vec<_>>());
        let failed = super::on_threads(2, &items, |&i| if i == 7 { Err(crate::Error::invalid("item 7")) } else { Ok(i) });
        assert!(failed.unwrap_err().to_string().contains("item 7"));
    }

    #[test]
    fn pairs_tokenized_text_by_text_match_the_tokenizer_s_own_pairs() {
        use tokenizers::{Tokenizer, TruncationParams, TruncationStrategy};
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/models/nli-minilm-l6/tokenizer.json");
        let mut tokenizer = Tokenizer::from_file(path).unwrap();
        tokenizer.with_padding(None);
        tokenizer.with_truncation(Some(TruncationParams { max_length: 32, strategy: TruncationStrategy::LongestFirst, ..Default::default() })).unwrap();
        let mut untruncated = tokenizer.clone();
        untruncated.with_truncation(None).unwrap();
        let long = "The Ödön Horváth prize, awarded since 1998 in Zürich and Kraków, went to 東京 artists; ".repeat(3);
        let claim = "The prize was awarded in Zürich in 1998.";
        let texts = [long.as_str(), "Short one.", "", "It was awarded again.", long.as_str()];
        // Each side long or short, a text repeated, an empty one.
        let mut pairs: Vec<(&str, &str)> = texts.iter().map(|t| (*t, claim)).collect();
        pairs.push((claim, long.as_str()));
        pairs.push((long.as_str(), long.as_str()));
        let ours = super::pair_encodings(&tokenizer, &untruncated, &pairs).unwrap();
        let theirs = tokenizer.encode_batch_fast(pairs.clone(), true).unwrap();
        for ((o, t), p) in ours.iter().zip(&theirs).zip(&pairs) {
            assert_eq!((o.get_ids(), o.get_type_ids(), o.get_attention_mask()), (t.get_ids(), t.get_type_ids(), t.get_attention_mask()), "{p:?}");
        }
        assert!(theirs.iter().any(|t| t.len() == 32), "some pair is truncated");
    }

    #[test]
    fn batches_close_on_length_jumps() {
        let lens = [10, 11, 12, 13, 40, 41, 200];
        let order: Vec<usize> = (0..lens.len()).collect();
        let b = super::length_batches(&order, |i| lens[i], 3);
        assert_eq!(b, vec![&[0, 1][..], &[2, 3][..], &[4, 5][..], &[6][..]]);
    }
}
