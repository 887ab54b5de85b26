//! Shared helpers: the real default models, loaded once per test binary.
#![allow(dead_code)]

use anchorage::runtime::RuntimeConfig;
use anchorage::{Engine, EngineConfig};
use std::sync::OnceLock;

pub fn runtime() -> RuntimeConfig {
    RuntimeConfig { intra_threads: 2, pool_size: 2, ..Default::default() }
}

/// The default engine on the shipped models; one per test binary.
pub fn engine() -> &'static Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let cfg = EngineConfig { runtime: runtime(), ..Default::default() };
        Engine::new(cfg).unwrap_or_else(|e| panic!("default engine failed to load (run scripts/setup.sh): {e}"))
    })
}

pub fn models_dir() -> std::path::PathBuf {
    anchorage::engine::default_models_dir()
}

/// An empty folder for one test's files, unique to this test process
/// (`name` tells tests of one binary apart); the test removes it.
pub fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("anchorage-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}
