//! The `anchorage` command line: parses arguments, calls the library, prints,
//! and picks the exit code (0 ok, 1 a `--fail-under` gate failed, 2 the run
//! could not complete). All logic lives in the library.

use anchorage::engine::AnchorRequest;
use anchorage::runtime::Device;
use anchorage::{Engine, EngineConfig, Error, Source};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "anchorage", version, about = "Anchor each cited claim to the exact source sentences that support it.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    engine: EngineArgs,
}

#[derive(Args)]
struct EngineArgs {
    /// Folder with the model folders and calibration.toml (default: $ANCHORAGE_MODELS or ./models).
    #[arg(long, global = true)]
    models: Option<PathBuf>,
    /// Path to libonnxruntime.so (default: $ORT_DYLIB_PATH, then where scripts/setup.sh installs it).
    #[arg(long, global = true)]
    ort_library: Option<PathBuf>,
    /// Execution provider: cpu, cuda or auto.
    #[arg(long, global = true, default_value = "cpu")]
    device: Device,
    /// Verification threshold on the calibrated score (default: the calibration's).
    #[arg(long, global = true)]
    threshold: Option<f32>,
    /// Intra-op threads per ONNX session (default: all cores).
    #[arg(long, global = true)]
    threads: Option<usize>,
}

#[derive(Subcommand)]
enum Command {
    /// Anchor one claim against source texts; prints a JSON array of citations, best source first.
    Anchor {
        /// The claim text.
        #[arg(long, conflicts_with = "input")]
        claim: Option<String>,
        /// A source file (id = file name without extension); repeatable.
        #[arg(long = "source")]
        source: Vec<PathBuf>,
        /// A source given inline (ids s1, s2, ...); repeatable.
        #[arg(long = "source-text")]
        source_text: Vec<String>,
        /// A request file `{"claim": ..., "sources": [{"id", "text", ...}]}` (`-` = stdin).
        #[arg(long)]
        input: Option<PathBuf>,
    },
    /// Run a built-in example end to end and print readable output.
    Demo,
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("ANCHORAGE_LOG").unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("anchorage: {e}");
            ExitCode::from(2)
        }
    }
}

fn engine(args: &EngineArgs) -> Result<Engine, Error> {
    let mut cfg = EngineConfig::default();
    if let Some(m) = &args.models {
        cfg.models_dir = m.clone();
    }
    cfg.runtime.library = args.ort_library.clone();
    cfg.runtime.device = args.device;
    if let Some(t) = args.threads {
        cfg.runtime.intra_threads = t.max(1);
    }
    cfg.threshold = args.threshold;
    Engine::new(cfg)
}

fn run(cli: Cli) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Anchor { claim, source, source_text, input } => {
            let request = match input {
                Some(path) => AnchorRequest::from_json(&read_input(&path)?, &path.display().to_string())?,
                None => {
                    let claim = claim.ok_or_else(|| Error::invalid("give --claim TEXT (or --input FILE)"))?;
                    let mut sources = Vec::new();
                    for path in &source {
                        sources.push(source_from_file(path)?);
                    }
                    for (i, text) in source_text.into_iter().enumerate() {
                        sources.push(Source { id: format!("s{}", i + 1), text: Some(text), ..Default::default() });
                    }
                    AnchorRequest { claim, sources }
                }
            };
            let engine = engine(&cli.engine)?;
            let citations = engine.anchor(&request.claim, &request.sources)?;
            print_json(&citations)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Demo => {
            let engine = engine(&cli.engine)?;
            print!("{}", anchorage::render::demo(&engine)?);
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn read_input(path: &PathBuf) -> Result<String, Error> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(|e| Error::io("<stdin>", e))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| Error::io(path, e))
    }
}

fn source_from_file(path: &PathBuf) -> Result<Source, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| path.display().to_string());
    Ok(Source { id, text: Some(text), ..Default::default() })
}

fn print_json<T: serde::Serialize>(value: &T) -> Result<(), Error> {
    let s = serde_json::to_string_pretty(value).map_err(|e| Error::Json { what: "output".into(), source: e })?;
    println!("{s}");
    Ok(())
}
