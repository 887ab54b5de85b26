//! A pool of ONNX Runtime sessions for one model.

use super::{environment, lock, Device, RuntimeConfig};
use crate::error::{Error, Result};
use ort::session::{builder::GraphOptimizationLevel, Session};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

/// N sessions of one model. `Session::run` takes `&mut self`, so each run
/// borrows one session exclusively; callers on many threads spread over the
/// pool instead of queueing on one lock.
pub struct SessionPool {
    sessions: Vec<Mutex<Session>>,
    next: AtomicUsize,
    /// The execution provider actually in use ("cpu" or "cuda").
    pub device: &'static str,
    /// Input names the model declares, in order.
    pub input_names: Vec<String>,
    /// Output names the model declares, in order.
    pub output_names: Vec<String>,
}

impl SessionPool {
    /// Builds `cfg.pool_size` sessions of the model at `onnx`.
    ///
    /// # Errors
    /// [`Error::Runtime`] if ONNX Runtime cannot be loaded, [`Error::Ort`] if a
    /// session cannot be built, [`Error::Model`] if CUDA was required but is unavailable.
    pub fn new(onnx: &Path, cfg: &RuntimeConfig) -> Result<Self> {
        let env = environment(cfg.library.as_deref())?;
        let pool_size = cfg.pool_size.max(1);
        let mut sessions = Vec::with_capacity(pool_size);
        let mut device = "cpu";
        for _ in 0..pool_size {
            let (session, dev) = build_session(env, onnx, cfg)?;
            device = dev;
            sessions.push(Mutex::new(session));
        }
        let first = lock(&sessions[0]);
        let input_names = first.inputs().iter().map(|o| o.name().to_string()).collect();
        let output_names = first.outputs().iter().map(|o| o.name().to_string()).collect();
        drop(first);
        Ok(SessionPool { sessions, next: AtomicUsize::new(0), device, input_names, output_names })
    }

    /// Borrows a free session (or waits for the next one in turn).
    pub fn get(&self) -> MutexGuard<'_, Session> {
        let n = self.sessions.len();
        let start = self.next.fetch_add(1, Ordering::Relaxed) % n;
        for i in 0..n {
            if let Ok(guard) = self.sessions[(start + i) % n].try_lock() {
                return guard;
            }
        }
        lock(&self.sessions[start])
    }

    pub fn len(&self) -> usize {
        self.sessions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sessions.is_empty()
    }
}

fn build_session(env: &ort::environment::Environment, onnx: &Path, cfg: &RuntimeConfig) -> Result<(Session, &'static str)> {
    let threads = cfg.intra_threads.max(1);
    let exact_int8 = super::int8_matmul_saturates();
    let base = || -> Result<ort::session::builder::SessionBuilder> {
        let builder = Session::builder(env)?
            .with_optimization_level(GraphOptimizationLevel::All)
            .map_err(ort::Error::from)?
            .with_intra_threads(threads)
            .map_err(ort::Error::from)?
            .with_inter_threads(1)
            .map_err(ort::Error::from)?;
        // Same verdicts on every CPU: see `int8_matmul_saturates`.
        Ok(if exact_int8 { builder.with_precise_qmm().map_err(ort::Error::from)? } else { builder })
    };
    match cfg.device {
        Device::Cpu => Ok((base()?.commit_from_file(onnx)?, "cpu")),
        Device::Cuda | Device::Auto => match cuda_session(base()?, onnx) {
            Ok(s) => Ok((s, "cuda")),
            Err(e) if cfg.device == Device::Auto => {
                tracing::info!(reason = %e, "CUDA unavailable, using CPU");
                Ok((base()?.commit_from_file(onnx)?, "cpu"))
            }
            Err(e) => Err(Error::Model { model: onnx.display().to_string(), reason: format!("CUDA execution provider unavailable: {e}") }),
        },
    }
}

#[cfg(feature = "cuda")]
fn cuda_session(builder: ort::session::builder::SessionBuilder, onnx: &Path) -> Result<Session, String> {
    use ort::ep::ExecutionProvider;
    let ep = ort::ep::CUDA::default();
    let mut builder = builder;
    ep.register(&mut builder).map_err(|e| e.to_string())?;
    builder.commit_from_file(onnx).map_err(|e| e.to_string())
}

#[cfg(not(feature = "cuda"))]
fn cuda_session(_builder: ort::session::builder::SessionBuilder, _onnx: &Path) -> Result<Session, String> {
    Err("this build has no CUDA support (rebuild with `--features cuda`)".into())
}
