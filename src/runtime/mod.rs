//! ONNX Runtime: finding the shared library, choosing the execution
//! provider, and pooling sessions.
//!
//! `ort` is used with `load-dynamic`: the library is located at run time
//! (explicit path → `ORT_DYLIB_PATH` → where `scripts/setup.sh` puts it), so a
//! missing or incompatible library is a typed [`Error::Runtime`] naming the
//! path and the fix, never a panic at first use.
//!
//! `Session::run` needs `&mut self` in ort 2.0 rc.15, so concurrency comes
//! from a [`SessionPool`]: N sessions, each behind a mutex. On 2 cores the
//! best split of pool size × intra-op threads is measured in benches/README.md.

mod pool;
mod tensors;

pub use pool::SessionPool;
pub use tensors::{OnnxModel, TokenBatch};

use std::sync::atomic::{AtomicU64, Ordering};

static RUN_NANOS: AtomicU64 = AtomicU64::new(0);
static RUNS: AtomicU64 = AtomicU64::new(0);
static ROWS: AtomicU64 = AtomicU64::new(0);

/// Time spent inside `Session::run` across the process, for the overhead
/// ratio (end-to-end wall time / ONNX Runtime time) the benchmarks report.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct RunStats {
    pub session_runs: u64,
    pub rows: u64,
    pub session_seconds: f64,
}

/// Totals since process start (or the last [`reset_run_stats`]).
pub fn run_stats() -> RunStats {
    RunStats {
        session_runs: RUNS.load(Ordering::Relaxed),
        rows: ROWS.load(Ordering::Relaxed),
        session_seconds: RUN_NANOS.load(Ordering::Relaxed) as f64 / 1e9,
    }
}

pub fn reset_run_stats() {
    RUN_NANOS.store(0, Ordering::Relaxed);
    RUNS.store(0, Ordering::Relaxed);
    ROWS.store(0, Ordering::Relaxed);
}

pub(crate) fn record_run(rows: usize, nanos: u64) {
    RUN_NANOS.fetch_add(nanos, Ordering::Relaxed);
    RUNS.fetch_add(1, Ordering::Relaxed);
    ROWS.fetch_add(rows as u64, Ordering::Relaxed);
}

/// Whether ONNX Runtime's default int8 matrix product is inexact on this
/// CPU, so that sessions must ask for the exact one.
///
/// The shipped models multiply u8 activations by s8 weights. On an x86-64
/// CPU without VNNI (AVX2, or AVX-512 before VNNI), ONNX Runtime's u8s8
/// kernel adds pairs of products in 16-bit lanes that saturate, so the same
/// model gives other probabilities there than the VNNI CPUs its calibration
/// and case sets were measured on (32 WiCE pairs under `qemu-x86_64 -cpu
/// EPYC-Rome`: probabilities off by up to 0.0069; an interrupted session
/// reported, from an AMD EPYC with AVX2, a third of the case sets'
/// verdicts moved and WiCE dev's unsupported rejected 0.930 -> 0.907, not
/// rerun since). There, sessions set
/// `session.x64quantprecision` (ort's `with_precise_qmm`): weights become
/// u8 at load and products are exact, at about twice the model time; under
/// the same emulation the probabilities then match a VNNI CPU's to 0.0004
/// (float rounding elsewhere in the graph). VNNI CPUs keep the fast kernel:
/// forced on one, the exact mode gave identical outputs at 0.45x the speed.
pub fn int8_matmul_saturates() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        !(std::arch::is_x86_feature_detected!("avx512vnni") || std::arch::is_x86_feature_detected!("avxvnni"))
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

use crate::error::{Error, Result};
use ort::environment::Environment;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Where the ONNX Runtime library was loaded from and the environment built on it.
struct Loaded {
    path: PathBuf,
    env: Environment,
}

static RUNTIME: Mutex<Option<&'static Loaded>> = Mutex::new(None);

/// Which hardware runs the models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Device {
    /// ONNX Runtime's default CPU execution provider.
    #[default]
    Cpu,
    /// CUDA execution provider; an error if it cannot be registered.
    Cuda,
    /// CUDA when the library supports it and registration succeeds, else CPU (logged).
    Auto,
}

impl std::str::FromStr for Device {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        match s.to_ascii_lowercase().as_str() {
            "cpu" => Ok(Device::Cpu),
            "cuda" | "gpu" => Ok(Device::Cuda),
            "auto" => Ok(Device::Auto),
            other => Err(Error::invalid(format!("unknown device `{other}` (expected cpu, cuda or auto)"))),
        }
    }
}

/// How sessions are built.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RuntimeConfig {
    /// Explicit path to `libonnxruntime.so`; overrides `ORT_DYLIB_PATH`.
    pub library: Option<PathBuf>,
    pub device: Device,
    /// Intra-op threads per session.
    pub intra_threads: usize,
    /// Sessions per model (concurrent runs).
    pub pool_size: usize,
    /// Run the model batches of one call on every session at once when the
    /// call comes from outside rayon (one request on its own): the latency
    /// of a server answering one request at a time. A server that already
    /// runs requests side by side on its own threads may turn it off so
    /// they do not compete for sessions (`runtime::tensors`).
    #[serde(default = "yes")]
    pub spread_batches: bool,
}

fn yes() -> bool {
    true
}

impl Default for RuntimeConfig {
    fn default() -> Self {
        RuntimeConfig::for_device(Device::Cpu)
    }
}

/// Most sessions a CPU default builds per model; past it, cores go to intra-op
/// threads, so a 64-core host does not hold 128 sessions in memory.
const MAX_CPU_SESSIONS: usize = 16;

/// Sessions per model on a GPU: four beat one, two and eight on an H200
/// (WiCE claims/s 87, 166, 235, 190; benches/README.md, GPU).
const GPU_SESSIONS: usize = 4;

impl RuntimeConfig {
    /// The split of sessions and threads measured best for `device`.
    ///
    /// On a CPU, one single-threaded session per core: ONNX Runtime's
    /// intra-op pool spins while another model's session waits, so threads
    /// inside one session cost more than sessions side by side. Measured on
    /// 2 cores (2 x 1 beats 1 x 2 by 2.2x claims per CPU second) and on 16
    /// (16 x 1: 72.5 WiCE claims/s; 8 x 2: 36.2; 4 x 4: 19.9; 2 x 8: 9.7).
    /// On a GPU the sessions only queue kernels: four of one thread each.
    pub fn for_device(device: Device) -> Self {
        let cores = default_threads();
        let pool_size = match device {
            Device::Cpu => cores.min(MAX_CPU_SESSIONS),
            Device::Cuda | Device::Auto => GPU_SESSIONS,
        };
        let intra_threads = match device {
            Device::Cpu => (cores / pool_size).max(1),
            Device::Cuda | Device::Auto => 1,
        };
        RuntimeConfig { library: None, device, intra_threads, pool_size, spread_batches: true }
    }
}

/// Physical parallelism of this machine (at least 1).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}

/// Where `scripts/setup.sh` installs the library, relative to the project root.
const SETUP_LIBRARY: &str = ".cache/onnxruntime/lib/libonnxruntime.so";

/// The candidate library paths, in the order they are tried.
pub fn library_candidates(explicit: Option<&Path>) -> Vec<PathBuf> {
    if let Some(p) = explicit {
        return vec![p.to_path_buf()];
    }
    if let Some(p) = std::env::var_os("ORT_DYLIB_PATH").filter(|p| !p.is_empty()) {
        return vec![PathBuf::from(p)];
    }
    let mut out = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join(SETUP_LIBRARY)];
    if let Ok(cwd) = std::env::current_dir() {
        out.push(cwd.join(SETUP_LIBRARY));
    }
    out
}

/// Locks `m`, also after another thread panicked holding it: every mutex
/// here guards a cache, a slot or a session whose state a panic leaves
/// usable, and one failed call must not wedge the process.
pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Loads ONNX Runtime once per process and returns its environment.
///
/// # Errors
/// [`Error::Runtime`] when no candidate exists or the library fails to load
/// (wrong architecture, too old for API 22, not ONNX Runtime at all).
pub fn environment(explicit: Option<&Path>) -> Result<&'static Environment> {
    let mut slot = lock(&RUNTIME);
    if let Some(loaded) = *slot {
        if let Some(p) = explicit {
            if p != loaded.path {
                tracing::warn!(loaded = %loaded.path.display(), requested = %p.display(), "ONNX Runtime is already loaded in this process; keeping the first library");
            }
        }
        return Ok(&loaded.env);
    }
    let candidates = library_candidates(explicit);
    let path = candidates.iter().find(|p| p.is_file()).cloned().ok_or_else(|| Error::Runtime {
        path: candidates[0].clone(),
        reason: "file not found".into(),
    })?;
    let builder = ort::init_from(&path).map_err(|e| Error::Runtime { path: path.clone(), reason: e.to_string() })?;
    let env = builder
        .with_name("anchorage")
        .build()
        .map_err(|e| Error::Runtime { path: path.clone(), reason: e.to_string() })?;
    tracing::debug!(path = %path.display(), "loaded ONNX Runtime");
    let loaded: &'static Loaded = Box::leak(Box::new(Loaded { path, env }));
    *slot = Some(loaded);
    Ok(&loaded.env)
}

/// The path ONNX Runtime was loaded from, if it has been.
pub fn loaded_library() -> Option<PathBuf> {
    RUNTIME.lock().ok().and_then(|s| s.map(|l| l.path.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_default_is_one_single_threaded_session_per_core_up_to_the_cap() {
        let cfg = RuntimeConfig::for_device(Device::Cpu);
        assert_eq!(cfg.pool_size, default_threads().min(MAX_CPU_SESSIONS));
        assert_eq!(cfg.intra_threads, (default_threads() / cfg.pool_size).max(1));
        assert_eq!(RuntimeConfig::default().pool_size, cfg.pool_size);
    }

    #[test]
    fn gpu_default_is_four_single_threaded_sessions() {
        for device in [Device::Cuda, Device::Auto] {
            let cfg = RuntimeConfig::for_device(device);
            assert_eq!((cfg.pool_size, cfg.intra_threads), (GPU_SESSIONS, 1));
        }
    }
}
