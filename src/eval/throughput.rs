//! Throughput benchmark harness behind `src/bin/throughput.rs`.
//!
//! Two passes through the full pipeline (segment → BM25 → bi-encoder → RRF →
//! NLI → anchor):
//!
//! - **WiCE**: every claim of a WiCE claim-level file against its own
//!   evidence joined with single spaces ([`wice::source_of`]), through
//!   [`wice::run`], so the same run also gives the shortlist recall of gold
//!   sentences ([`wice::summarize`]).
//! - **synthetic**: N claims against a small set of shared sources, through
//!   [`Engine::anchor_batch`] (see [`synthetic_requests`] for what is built).
//!   A second pass with fresh claims over the same sources shows what the
//!   embedding cache saves once the sources are warm.
//! - **one request at a time** (`--latency N`): the first N WiCE claims,
//!   each against its own evidence, sent one after another, as a server
//!   that handles one request at a time sees them (each request still uses
//!   both models' session pools).
//!
//! Passes made of requests also report each request's latency (p50, p90,
//! p99, max): what a server answering per request reads, rather than
//! claims/s. In the parallel passes it includes the wait for cores that
//! other requests hold.
//!
//! Every pass reports claims/s, NLI pairs/s, embeddings/s, the peak RSS so
//! far, and the **overhead ratio**: end-to-end wall time over the time ONNX
//! Runtime itself spent in `Session::run` on exactly those batches
//! ([`crate::runtime::run_stats`]). Sessions run side by side (each model has
//! its own pool of `pool_size`, and claims run on several threads), so the
//! summed session time is first divided by the concurrency, min(claim
//! threads, 2 × pool size); otherwise two sessions running at once would
//! report a ratio near 0.5. With one claim thread the ratio is exactly wall /
//! session time. The time split between
//! ONNX Runtime, the model wrappers (tokenization, padding, pooling, softmax)
//! and the rest of the pipeline comes from timing wrappers around the
//! embedder and the entailer ([`Timed`]), which cost one `Instant` per call.

use crate::anchor::Citation;
use crate::embed::Embedder;
use crate::engine::{AnchorRequest, Engine, EngineConfig};
use crate::entail::{Entailer, NliProbs};
use crate::error::{Error, Result};
use crate::eval::wice::{self, WiceClaim};
use crate::runtime::{reset_run_stats, run_stats, RunStats};
use crate::shortlist::synthetic::Rng;
use crate::source::Source;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Wall time spent in calls of a wrapped model (tokenization + ONNX Runtime + post-processing).
#[derive(Default)]
pub struct CallTimer {
    nanos: AtomicU64,
    calls: AtomicU64,
    items: AtomicU64,
}

impl CallTimer {
    fn record(&self, started: Instant, items: usize) {
        self.nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        self.calls.fetch_add(1, Ordering::Relaxed);
        self.items.fetch_add(items as u64, Ordering::Relaxed);
    }

    fn snapshot(&self) -> (f64, u64, u64) {
        (self.nanos.load(Ordering::Relaxed) as f64 / 1e9, self.calls.load(Ordering::Relaxed), self.items.load(Ordering::Relaxed))
    }
}

/// A model wrapped with a [`CallTimer`].
pub struct Timed<M: ?Sized> {
    inner: Arc<M>,
    pub timer: CallTimer,
}

impl Embedder for Timed<dyn Embedder> {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>> {
        let t = Instant::now();
        let r = self.inner.embed(texts);
        self.timer.record(t, texts.len());
        r
    }
    fn dim(&self) -> usize {
        self.inner.dim()
    }
    fn name(&self) -> &str {
        self.inner.name()
    }
}

impl Entailer for Timed<dyn Entailer> {
    fn score(&self, pairs: &[(&str, &str)]) -> Result<Vec<NliProbs>> {
        let t = Instant::now();
        let r = self.inner.score(pairs);
        self.timer.record(t, pairs.len());
        r
    }
    fn name(&self) -> &str {
        self.inner.name()
    }
    fn default_threshold(&self) -> f32 {
        self.inner.default_threshold()
    }
}

/// An engine built for measurement: the configured ONNX models wrapped in timers.
pub struct Bench {
    pub engine: Engine,
    pub embedder: Arc<Timed<dyn Embedder>>,
    pub entailer: Arc<Timed<dyn Entailer>>,
    /// Execution providers in use: (bi-encoder, NLI).
    pub devices: (&'static str, &'static str),
    /// Threads of the pool the passes run claims on.
    pub rayon_threads: usize,
    pool: rayon::ThreadPool,
}

impl Bench {
    /// Loads the models as [`Engine::new`] does ([`EngineConfig::load_models`]), wraps them in timers, and
    /// starts a rayon pool of `rayon_threads` for the claim-level parallelism.
    ///
    /// # Errors
    /// Missing ONNX Runtime or model files, a bad calibration file.
    pub fn new(cfg: EngineConfig, rayon_threads: usize) -> Result<Self> {
        let (emb, nli) = cfg.load_models()?;
        let devices = (emb.device(), nli.device());
        let calibration = cfg.load_calibration()?;
        let ranker = cfg.load_ranker()?;
        let quotes = cfg.load_quote_selector()?;
        let emb_inner: Arc<dyn Embedder> = Arc::new(emb);
        let nli_inner: Arc<dyn Entailer> = Arc::new(nli);
        let embedder = Arc::new(Timed { inner: emb_inner, timer: CallTimer::default() });
        let entailer = Arc::new(Timed { inner: nli_inner, timer: CallTimer::default() });
        let engine = Engine::with_models(embedder.clone(), entailer.clone(), calibration, cfg).with_ranker(ranker).with_quote_selector(quotes);
        let rayon_threads = rayon_threads.max(1);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(rayon_threads)
            .build()
            .map_err(|e| Error::invalid(format!("cannot start {rayon_threads} worker threads: {e}")))?;
        Ok(Bench { engine, embedder, entailer, devices, rayon_threads, pool })
    }

    /// Sessions that can run at once: each model has its own pool, so up to
    /// 2 × pool size, bounded by the claim threads.
    pub fn concurrency(&self) -> usize {
        (2 * self.engine.config().runtime.pool_size.max(1)).min(self.rayon_threads)
    }

    /// Runs a few claims on a text outside the measured sets, so the first
    /// measured batch does not pay ONNX Runtime's first-run allocations.
    ///
    /// # Errors
    /// Model failures.
    pub fn warm_up(&self) -> Result<()> {
        let text = "The bridge opened in 1932 after six years of work. It carries eight lanes of traffic. \
                    Engineers used 52,000 tonnes of steel. The arch spans 503 metres. Tolls paid for it until 1988.";
        let source = Source { id: "warm-up".into(), text: Some(text.into()), ..Default::default() };
        let reqs: Vec<AnchorRequest> = ["The bridge opened in 1932 and carries eight lanes.", "Its arch spans about half a kilometre.", "It was built from 52,000 tonnes of steel."]
            .iter()
            .map(|c| AnchorRequest { claim: (*c).into(), sources: vec![source.clone()] })
            .collect();
        for r in self.pool.install(|| self.engine.anchor_batch(&reqs)) {
            r?;
        }
        Ok(())
    }

    fn snapshot(&self) -> Snapshot {
        let c = &self.engine.counters;
        Snapshot {
            embedded: c.sentences_embedded.load(Ordering::Relaxed),
            cache_hits: c.embed_cache_hits.load(Ordering::Relaxed),
            pairs: c.nli_pairs.load(Ordering::Relaxed),
            embed: self.embedder.timer.snapshot(),
            nli: self.entailer.timer.snapshot(),
        }
    }

    /// Runs `work` on the claim threads and measures it: requests run side
    /// by side on `self.concurrency()` lanes, each model call on one session.
    fn measure<T>(&self, pass: &str, claims: usize, work: impl FnOnce() -> T + Send) -> (T, PassReport)
    where
        T: Send,
    {
        self.measure_on(pass, claims, self.concurrency(), 1, || self.pool.install(work))
    }

    /// Measures `work` run on the calling thread, whose requests run on
    /// `lanes` lanes at once, each model call on up to `sessions_per_call`
    /// sessions at once (the batches of one call spread over the pool).
    /// ONNX Runtime's summed session time divided by lanes × sessions per
    /// call is the wall time it would need alone.
    fn measure_on<T>(&self, pass: &str, claims: usize, lanes: usize, sessions_per_call: usize, work: impl FnOnce() -> T) -> (T, PassReport) {
        let before = self.snapshot();
        reset_run_stats();
        let cpu_before = process_cpu_seconds();
        let started = Instant::now();
        let out = work();
        let seconds = started.elapsed().as_secs_f64();
        let cpu_seconds = match (cpu_before, process_cpu_seconds()) {
            (Some(a), Some(b)) => Some(b - a),
            _ => None,
        };
        let onnx = run_stats();
        let after = self.snapshot();
        let per_s = |x: u64| x as f64 / seconds;
        let embedded = after.embedded - before.embedded;
        let hits = after.cache_hits - before.cache_hits;
        let pairs = after.pairs - before.pairs;
        let concurrency = lanes * sessions_per_call;
        let session_parallel = onnx.session_seconds / concurrency as f64;
        let embed_call_s = after.embed.0 - before.embed.0;
        let nli_call_s = after.nli.0 - before.nli.0;
        let report = PassReport {
            pass: pass.to_string(),
            claims,
            seconds,
            claims_per_s: claims as f64 / seconds,
            cpu_seconds,
            claims_per_cpu_s: cpu_seconds.map(|c| claims as f64 / c),
            nli_pairs: pairs,
            nli_pairs_per_s: per_s(pairs),
            sentences_embedded: embedded,
            embeddings_per_s: per_s(embedded),
            embed_cache_hits: hits,
            embed_cache_hit_rate: if embedded + hits > 0 { hits as f64 / (embedded + hits) as f64 } else { 0.0 },
            onnx,
            concurrency,
            overhead_ratio: if session_parallel > 0.0 { seconds / session_parallel } else { f64::NAN },
            overhead_ratio_raw: if onnx.session_seconds > 0.0 { seconds / onnx.session_seconds } else { f64::NAN },
            split: TimeSplit {
                onnx_runtime_s: onnx.session_seconds,
                embed_calls_s: embed_call_s,
                nli_calls_s: nli_call_s,
                embed_calls: after.embed.1 - before.embed.1,
                nli_calls: after.nli.1 - before.nli.1,
                model_wrappers_s: embed_call_s + nli_call_s - onnx.session_seconds / sessions_per_call as f64,
                outside_models_s: seconds * lanes as f64 - (embed_call_s + nli_call_s),
            },
            peak_rss_mib: peak_rss_kib().map(|k| k as f64 / 1024.0),
            shortlist_recall: None,
            shortlist_claim_recall: None,
            shortlist_set_recall: None,
            errors: 0,
            request_latency_ms: None,
        };
        (out, report)
    }

    /// The WiCE pass: every claim against its own evidence, in parallel.
    ///
    /// # Errors
    /// The first engine error.
    pub fn wice_pass(&self, claims: &[WiceClaim]) -> Result<PassReport> {
        let (outcomes, mut report) = self.measure("wice", claims.len(), || wice::run(&self.engine, claims));
        let outcomes = outcomes?;
        let scores: Vec<f32> = outcomes.iter().map(|o| self.engine.calibration().score(&o.signals)).collect();
        let summary = wice::summarize(&outcomes, &scores, self.engine.threshold());
        report.shortlist_recall = Some(summary.shortlist_recall);
        report.shortlist_claim_recall = Some(summary.shortlist_claim_recall);
        report.shortlist_set_recall = Some(summary.shortlist_set_recall);
        Ok(report)
    }

    /// A pass of anchoring requests in parallel, as [`Engine::anchor_batch`]
    /// runs them, each one timed.
    pub fn batch_pass(&self, pass: &str, requests: &[AnchorRequest]) -> PassReport {
        let (results, report) = self.measure(pass, requests.len(), || requests.par_iter().map(|r| self.timed_anchor(r)).collect::<Vec<_>>());
        finish_request_pass(report, &results)
    }

    /// A pass of anchoring requests sent one after another from this
    /// thread, as a server that handles one request at a time sends them
    /// (not from a claim thread: a request from outside rayon spreads its
    /// model batches over the session pool, see `runtime::tensors`).
    ///
    /// The engine's caches are emptied first, so each request pays for
    /// segmenting its page and embedding its sentences, as a request for a
    /// page the server has not seen does (run after the WiCE pass, the same
    /// pages were all cached).
    pub fn serial_pass(&self, pass: &str, requests: &[AnchorRequest]) -> PassReport {
        self.engine.clear_caches();
        // One request at a time, so one lane; its two models never run side
        // by side, and a call's batches spread over the pool when that is on.
        let rt = &self.engine.config().runtime;
        let per_call = if rt.spread_batches { rt.pool_size.max(1) } else { 1 };
        let (results, report) = self.measure_on(pass, requests.len(), 1, per_call, || requests.iter().map(|r| self.timed_anchor(r)).collect::<Vec<_>>());
        finish_request_pass(report, &results)
    }

    /// One request through [`Engine::anchor`], with its wall time in seconds.
    fn timed_anchor(&self, r: &AnchorRequest) -> (Result<Vec<Citation>>, f64) {
        let t = Instant::now();
        let out = self.engine.anchor(&r.claim, &r.sources);
        (out, t.elapsed().as_secs_f64())
    }
}

/// Errors and request latencies of a pass of timed requests.
fn finish_request_pass<T>(mut report: PassReport, results: &[(Result<T>, f64)]) -> PassReport {
    report.errors = results.iter().filter(|(r, _)| r.is_err()).count();
    if let Some((Err(e), _)) = results.iter().find(|(r, _)| r.is_err()) {
        tracing::warn!(error = %e, "first failed request");
    }
    report.request_latency_ms = Latency::of(results.iter().map(|(_, s)| s * 1e3).collect());
    report
}

/// Percentiles of request latency, in milliseconds.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Latency {
    pub mean: f64,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
}

impl Latency {
    /// Nearest-rank percentiles; `None` for no requests.
    pub fn of(mut ms: Vec<f64>) -> Option<Latency> {
        if ms.is_empty() {
            return None;
        }
        ms.sort_by(f64::total_cmp);
        let at = |q: f64| ms[((q * ms.len() as f64).ceil() as usize).clamp(1, ms.len()) - 1];
        Some(Latency { mean: ms.iter().sum::<f64>() / ms.len() as f64, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: ms[ms.len() - 1] })
    }
}

struct Snapshot {
    embedded: u64,
    cache_hits: u64,
    pairs: u64,
    embed: (f64, u64, u64),
    nli: (f64, u64, u64),
}

/// Where the time of a pass went. Model-call and ONNX Runtime seconds are
/// summed over threads; `outside_models_s` is wall × lanes (the requests
/// counted as running at once: `concurrency` in parallel passes, 1 one at a
/// time) minus the model calls (segmentation, BM25, caches, features,
/// anchoring, waiting); `model_wrappers_s` is the model calls minus ONNX
/// Runtime's time divided by the sessions one call may run on at once
/// (tokenization, padding, pooling, softmax, and, when a call's batches
/// are spread, the time one session waits for the other to finish).
#[derive(Debug, Clone, Serialize)]
pub struct TimeSplit {
    pub onnx_runtime_s: f64,
    pub embed_calls_s: f64,
    pub nli_calls_s: f64,
    pub embed_calls: u64,
    pub nli_calls: u64,
    /// Tokenization, padding, pooling, softmax, and waiting for a free session.
    pub model_wrappers_s: f64,
    pub outside_models_s: f64,
}

/// One pass's figures.
#[derive(Debug, Clone, Serialize)]
pub struct PassReport {
    pub pass: String,
    pub claims: usize,
    pub seconds: f64,
    pub claims_per_s: f64,
    /// User + system CPU time of the whole process during the pass.
    pub cpu_seconds: Option<f64>,
    /// Claims per CPU second: less sensitive than claims/s to other load on the machine.
    pub claims_per_cpu_s: Option<f64>,
    pub nli_pairs: u64,
    pub nli_pairs_per_s: f64,
    /// Texts the bi-encoder actually ran on (cache misses).
    pub sentences_embedded: u64,
    pub embeddings_per_s: f64,
    pub embed_cache_hits: u64,
    pub embed_cache_hit_rate: f64,
    /// ONNX Runtime `Session::run` totals for this pass.
    pub onnx: RunStats,
    /// Sessions that can run at once: requests side by side (pool size
    /// bounded by claim threads), or one request's call spread over the pool.
    pub concurrency: usize,
    /// wall / (ONNX Runtime seconds / concurrency); 1.0 = nothing but ONNX Runtime.
    pub overhead_ratio: f64,
    /// wall / ONNX Runtime seconds, not corrected for concurrency.
    pub overhead_ratio_raw: f64,
    pub split: TimeSplit,
    /// VmHWM of the process at the end of the pass.
    pub peak_rss_mib: Option<f64>,
    /// WiCE only: gold sentences touched by an NLI-scored candidate / all gold sentences of supported claims.
    pub shortlist_recall: Option<f64>,
    /// WiCE pass: supported claims with at least one gold sentence among the NLI candidates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shortlist_claim_recall: Option<f64>,
    /// WiCE pass: supported claims with every sentence of at least one supporting set among the NLI candidates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shortlist_set_recall: Option<f64>,
    /// Requests that failed (synthetic passes).
    pub errors: usize,
    /// Passes of requests (synthetic, one at a time): each request's wall time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_latency_ms: Option<Latency>,
}

/// Peak resident set size of this process (VmHWM), in KiB; `None` off Linux.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// User + system CPU seconds of this process so far (`/proc/self/stat`, USER_HZ = 100); `None` off Linux.
pub fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = f.get(11)?.parse().ok()?;
    let stime: f64 = f.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// What the synthetic batch is built from.
#[derive(Debug, Clone, Serialize)]
pub struct SyntheticSpec {
    pub claims: usize,
    /// Shared sources (WiCE evidence texts).
    pub sources: usize,
    pub seed: u64,
    /// Share of claims that cite a second, random source.
    pub second_source_rate: f64,
    /// Share of claims that are a real WiCE claim (one word dropped) instead of a perturbed evidence sentence.
    pub real_claim_rate: f64,
}

impl SyntheticSpec {
    pub fn new(claims: usize, seed: u64) -> Self {
        SyntheticSpec { claims, sources: 50, seed, second_source_rate: 0.5, real_claim_rate: 0.2 }
    }
}

/// The shared sources of the synthetic batch: the evidence of the first
/// `n` WiCE claims (in file order, distinct texts) whose evidence has 10–400
/// lines and at most 40,000 bytes, joined with spaces, with ids `s0`, `s1`, ...
/// Returned with the WiCE claim each came from.
pub fn synthetic_sources(wice: &[WiceClaim], n: usize) -> Vec<(Source, &WiceClaim)> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for c in wice {
        if out.len() >= n {
            break;
        }
        let (text, _, _) = wice::source_of(c);
        if !(10..=400).contains(&c.evidence.len()) || text.len() > 40_000 || !seen.insert(text.clone()) {
            continue;
        }
        let id = format!("s{}", out.len());
        out.push((Source { id, text: Some(text), ..Default::default() }, c));
    }
    out
}

/// A batch of `spec.claims` anchoring requests over shared sources.
///
/// Sources: [`synthetic_sources`]. Each claim picks a main source uniformly;
/// with probability `real_claim_rate` the claim is that source's real WiCE
/// claim with one random word dropped, otherwise it is an evidence line of
/// the source (6–60 words) perturbed one of three ways: a word dropped, a
/// number changed (a likely contradiction), or cut after 60–90% of its words.
/// Claims are kept unique (up to 20 draws), so the claim embedding is never a
/// cache hit. With probability `second_source_rate` the claim also cites a
/// second, different random source (usually unrelated: the unsupported path).
pub fn synthetic_requests(wice: &[WiceClaim], spec: &SyntheticSpec) -> Result<Vec<AnchorRequest>> {
    let sources = synthetic_sources(wice, spec.sources);
    if sources.len() < 2 {
        return Err(Error::invalid(format!("the WiCE file gives only {} usable sources; the synthetic batch needs at least 2", sources.len())));
    }
    let lines: Vec<Vec<&str>> = sources
        .iter()
        .map(|(_, c)| c.evidence.iter().map(String::as_str).filter(|e| (6..=60).contains(&e.split_whitespace().count())).collect())
        .collect();
    let mut rng = Rng::from_state(spec.seed);
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(spec.claims);
    for _ in 0..spec.claims {
        let j = rng.below(sources.len());
        let mut claim = String::new();
        for _ in 0..20 {
            claim = if lines[j].is_empty() || rng.chance(spec.real_claim_rate) {
                drop_word(&sources[j].1.claim, &mut rng)
            } else {
                let line = lines[j][rng.below(lines[j].len())];
                match rng.below(3) {
                    0 => drop_word(line, &mut rng),
                    1 => change_number(line, &mut rng).unwrap_or_else(|| drop_word(line, &mut rng)),
                    _ => truncate_words(line, &mut rng),
                }
            };
            if seen.insert(claim.clone()) {
                break;
            }
        }
        let mut cited = vec![sources[j].0.clone()];
        if rng.chance(spec.second_source_rate) {
            let k = (j + 1 + rng.below(sources.len() - 1)) % sources.len();
            cited.push(sources[k].0.clone());
        }
        out.push(AnchorRequest { claim, sources: cited });
    }
    Ok(out)
}

fn drop_word(text: &str, rng: &mut Rng) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return text.to_string();
    }
    let skip = 1 + rng.below(words.len() - 1);
    words.iter().enumerate().filter(|(i, _)| *i != skip).map(|(_, w)| *w).collect::<Vec<_>>().join(" ")
}

fn change_number(text: &str, rng: &mut Rng) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let numeric: Vec<usize> = (0..words.len()).filter(|&i| words[i].chars().any(|c| c.is_ascii_digit())).collect();
    if numeric.is_empty() {
        return None;
    }
    let i = numeric[rng.below(numeric.len())];
    let changed: String = words[i]
        .chars()
        .map(|c| if c.is_ascii_digit() { char::from(b'0' + ((c as u8 - b'0' + 1 + rng.below(8) as u8) % 10)) } else { c })
        .collect();
    let mut w: Vec<String> = words.iter().map(|s| (*s).to_string()).collect();
    w[i] = changed;
    Some(w.join(" "))
}

fn truncate_words(text: &str, rng: &mut Rng) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let keep = ((words.len() * (60 + rng.below(31))) / 100).max(4).min(words.len());
    words[..keep].join(" ")
}

/// The whole benchmark's options.
#[derive(Debug, Clone)]
pub struct Options {
    pub wice: Option<Vec<WiceClaim>>,
    /// Claims kept from the WiCE file for its pass (`None` = all; the synthetic batch uses the whole file).
    pub limit: Option<usize>,
    pub run_wice: bool,
    pub synthetic: Option<SyntheticSpec>,
    /// Run a second synthetic pass with fresh claims over the same (now cached) sources.
    pub second_pass: bool,
    pub rayon_threads: usize,
    /// WiCE claims sent one at a time, each timed (0 = no such pass).
    pub latency: usize,
}

/// The full report the binary prints.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub devices: (&'static str, &'static str),
    pub config: EngineConfig,
    pub rayon_threads: usize,
    pub onnx_runtime: Option<String>,
    /// Sessions use ONNX Runtime's exact int8 matmul (a CPU without VNNI:
    /// `runtime::int8_matmul_saturates`), at about twice the model time.
    pub exact_int8_matmul: bool,
    pub model_load_s: f64,
    pub synthetic: Option<SyntheticSpec>,
    pub synthetic_sources: Option<usize>,
    pub passes: Vec<PassReport>,
    pub peak_rss_mib: Option<f64>,
}

/// Loads the models, warms up, and runs the requested passes.
///
/// # Errors
/// Model loading and engine failures.
pub fn run(cfg: EngineConfig, opts: &Options) -> Result<Report> {
    let t = Instant::now();
    let bench = Bench::new(cfg, opts.rayon_threads)?;
    let model_load_s = t.elapsed().as_secs_f64();
    bench.warm_up()?;
    let mut passes = Vec::new();
    let empty = Vec::new();
    let all = opts.wice.as_ref().unwrap_or(&empty);
    if opts.run_wice && !all.is_empty() {
        let n = opts.limit.unwrap_or(all.len()).min(all.len());
        passes.push(bench.wice_pass(&all[..n])?);
    }
    let mut n_sources = None;
    if let Some(spec) = &opts.synthetic {
        if spec.claims > 0 {
            n_sources = Some(synthetic_sources(all, spec.sources).len());
            // Build both batches before timing anything.
            let first = synthetic_requests(all, spec)?;
            let second = if opts.second_pass {
                Some(synthetic_requests(all, &SyntheticSpec { seed: spec.seed ^ 0x5EED, ..spec.clone() })?)
            } else {
                None
            };
            passes.push(bench.batch_pass("synthetic", &first));
            if let Some(second) = second {
                passes.push(bench.batch_pass("synthetic_warm_sources", &second));
            }
        }
    }
    // Last: it empties the engine's caches, which the synthetic passes
    // above measure with (their sources are WiCE pages the WiCE pass saw).
    if opts.latency > 0 && !all.is_empty() {
        let requests: Vec<AnchorRequest> = all
            .iter()
            .take(opts.latency)
            .map(|c| AnchorRequest { claim: c.claim.clone(), sources: vec![Source { id: "evidence".into(), text: Some(wice::source_of(c).0), ..Default::default() }] })
            .collect();
        passes.push(bench.serial_pass("one_request_at_a_time", &requests));
    }
    Ok(Report {
        devices: bench.devices,
        config: bench.engine.config().clone(),
        rayon_threads: bench.rayon_threads,
        onnx_runtime: crate::runtime::loaded_library().map(|p| p.display().to_string()),
        exact_int8_matmul: crate::runtime::int8_matmul_saturates(),
        model_load_s,
        synthetic: opts.synthetic.clone(),
        synthetic_sources: n_sources,
        passes,
        peak_rss_mib: peak_rss_kib().map(|k| k as f64 / 1024.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(text: &str, evidence: usize) -> WiceClaim {
        WiceClaim {
            claim: text.into(),
            evidence: (0..evidence).map(|i| format!("Line {i} says the tower is {} metres tall in total.", 100 + i)).collect(),
            supporting_sentences: vec![vec![0]],
            label: "supported".into(),
            keep_lines: false,
        }
    }

    #[test]
    fn synthetic_batch_is_deterministic_unique_and_cites_one_or_two_sources() {
        let wice: Vec<WiceClaim> = (0..8).map(|i| claim(&format!("Claim number {i} is about a tall tower somewhere."), 12 + i)).collect();
        let spec = SyntheticSpec { sources: 5, ..SyntheticSpec::new(200, 7) };
        let a = synthetic_requests(&wice, &spec).unwrap();
        let b = synthetic_requests(&wice, &spec).unwrap();
        assert_eq!(a.len(), 200);
        assert!(a.iter().zip(&b).all(|(x, y)| x.claim == y.claim && x.sources == y.sources));
        let unique: HashSet<&str> = a.iter().map(|r| r.claim.as_str()).collect();
        assert!(unique.len() > 190, "{} unique", unique.len());
        assert!(a.iter().all(|r| (1..=2).contains(&r.sources.len())));
        assert!(a.iter().all(|r| r.sources.len() < 2 || r.sources[0].id != r.sources[1].id));
        let two = a.iter().filter(|r| r.sources.len() == 2).count();
        assert!((60..=140).contains(&two), "{two} with two sources");
        let ids: HashSet<&str> = a.iter().flat_map(|r| r.sources.iter().map(|s| s.id.as_str())).collect();
        assert_eq!(ids.len(), 5);
    }

    #[test]
    fn latency_percentiles_are_nearest_rank() {
        let l = Latency::of((1..=100).map(f64::from).collect()).unwrap();
        assert_eq!((l.p50, l.p90, l.p99, l.max), (50.0, 90.0, 99.0, 100.0));
        assert_eq!(Latency::of(vec![7.0]).unwrap().p99, 7.0);
        assert!(Latency::of(Vec::new()).is_none());
    }

    #[test]
    fn too_few_sources_is_an_error() {
        assert!(synthetic_requests(&[claim("x y z w", 3)], &SyntheticSpec::new(5, 1)).is_err());
    }

    #[test]
    fn peak_rss_and_cpu_time_read_proc() {
        if cfg!(target_os = "linux") {
            assert!(peak_rss_kib().unwrap() > 0);
            let a = process_cpu_seconds().unwrap();
            let t = Instant::now();
            let mut x = 0u64;
            while t.elapsed().as_millis() < 60 {
                x = std::hint::black_box(x.wrapping_add(1));
            }
            assert!(process_cpu_seconds().unwrap() > a);
        }
    }
}
