//! Throughput benchmark: `cargo run --release --bin throughput -- [options]`.
//!
//! Runs the full pipeline over WiCE claim dev (each claim against its own
//! evidence) and over a synthetic batch of claims against shared sources, and
//! prints a JSON report: claims/s, NLI pairs/s, embeddings/s, peak RSS, the
//! overhead ratio (wall time / ONNX Runtime time) and the WiCE shortlist
//! recall. What is measured and how: `anchorage::eval::throughput`; figures:
//! benches/README.md.

use anchorage::eval::throughput::{self, Options, SyntheticSpec};
use anchorage::eval::wice;
use anchorage::runtime::{default_threads, Device, RuntimeConfig};
use anchorage::engine::ShortlistArgs;
use anchorage::EngineConfig;
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "Throughput of the full anchoring pipeline (JSON report on stdout)")]
struct Args {
    /// WiCE claim-level JSONL (also the text the synthetic batch is built from).
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/wice/claim_dev.jsonl"))]
    wice: PathBuf,
    #[command(flatten)]
    shortlist: ShortlistArgs,
    /// Skip the WiCE pass (the file is still read for the synthetic batch).
    #[arg(long)]
    no_wice_pass: bool,
    /// Only the first N WiCE claims in the WiCE pass.
    #[arg(long)]
    limit: Option<usize>,
    /// Claims in the synthetic shared-source batch (0 = skip it).
    #[arg(long, default_value_t = 1000)]
    synthetic: usize,
    /// Shared sources in the synthetic batch.
    #[arg(long, default_value_t = 50)]
    sources: usize,
    /// Seed of the synthetic batch.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Also run a second synthetic pass (fresh claims, same sources: the embedding cache is warm).
    #[arg(long)]
    second_pass: bool,
    /// Also send the first N WiCE claims one at a time, each timed (request latency of a server handling one request at a time).
    #[arg(long, default_value_t = 0)]
    latency: usize,
    /// Run one request's model batches in turn on one session at a time instead of on every session at once.
    #[arg(long)]
    no_spread: bool,
    /// Intra-op threads per ONNX Runtime session.
    #[arg(long)]
    threads: Option<usize>,
    /// ONNX Runtime sessions per model.
    #[arg(long)]
    pool: Option<usize>,
    /// Claims processed in parallel (rayon threads); default: the machine's cores.
    #[arg(long)]
    jobs: Option<usize>,
    /// Texts per bi-encoder run.
    #[arg(long)]
    embed_batch: Option<usize>,
    /// Pairs per NLI run.
    #[arg(long)]
    nli_batch: Option<usize>,
    /// cpu, cuda or auto.
    #[arg(long, default_value = "cpu")]
    device: String,
    /// Models folder (default: $ANCHORAGE_MODELS or models/).
    #[arg(long)]
    models: Option<PathBuf>,
    /// NLI model folder name under the models folder.
    #[arg(long)]
    nli: Option<String>,
    /// Bi-encoder model folder name under the models folder.
    #[arg(long)]
    embedder: Option<String>,
    /// Also write the JSON report here.
    #[arg(long)]
    out: Option<PathBuf>,
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("ANCHORAGE_LOG").unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    match run(Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("throughput: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> anchorage::Result<()> {
    // The library's measured split per device unless --pool/--threads say otherwise.
    let mut cfg = EngineConfig { runtime: RuntimeConfig::for_device(args.device.parse::<Device>()?), ..EngineConfig::default() };
    if let Some(pool) = args.pool {
        cfg.runtime.pool_size = pool.max(1);
        if cfg.runtime.device == Device::Cpu {
            cfg.runtime.intra_threads = (default_threads() / cfg.runtime.pool_size).max(1);
        }
    }
    if let Some(threads) = args.threads {
        cfg.runtime.intra_threads = threads.max(1);
    }
    cfg.runtime.spread_batches = !args.no_spread;
    if let Some(m) = args.models {
        cfg.models_dir = m;
    }
    if let Some(n) = args.nli {
        cfg.nli = n;
    }
    if let Some(e) = args.embedder {
        cfg.embedder = e;
    }
    args.shortlist.apply(&mut cfg);
    if let Some(b) = args.embed_batch {
        cfg.embed_batch_size = b;
    }
    if let Some(b) = args.nli_batch {
        cfg.nli_batch_size = b;
    }
    let claims = wice::load(&args.wice)?;
    let opts = Options {
        wice: Some(claims),
        limit: args.limit,
        run_wice: !args.no_wice_pass,
        synthetic: (args.synthetic > 0).then(|| SyntheticSpec { sources: args.sources, ..SyntheticSpec::new(args.synthetic, args.seed) }),
        second_pass: args.second_pass,
        rayon_threads: args.jobs.unwrap_or_else(default_threads),
        latency: args.latency,
    };
    let report = throughput::run(cfg, &opts)?;
    let mut value = serde_json::to_value(&report).map_err(|e| anchorage::Error::Json { what: "report".into(), source: e })?;
    value["wice_file"] = args.wice.display().to_string().into();
    let text = serde_json::to_string_pretty(&value).expect("serialisable");
    if let Some(path) = &args.out {
        std::fs::write(path, format!("{text}\n")).map_err(|e| anchorage::Error::io(path, e))?;
    }
    println!("{text}");
    Ok(())
}
