//! The `anchorage` command line: parses arguments, calls the library, prints,
//! and picks the exit code (0 ok, 1 a `--fail-under` gate failed, 2 the run
//! could not complete or, for `batch`, some lines failed: each has its error
//! line in the output). All logic lives in the library.

use anchorage::engine::{AnchorRequest, Preset};
use anchorage::runtime::{Device, RuntimeConfig};
use anchorage::{Engine, EngineConfig, Error, Source};
use clap::{Args, Parser, Subcommand};
use std::path::{Path, PathBuf};
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
    /// Intra-op threads per ONNX session, 1 to 256 (default: one; the CPU default runs one session per core, up to 16).
    #[arg(long, global = true, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=256))]
    threads: Option<usize>,
    /// Shortlist trade-off: accurate (12 NLI candidates and their two-sentence windows), fast (6 and their windows; 70 % of the model work) or wide (30 candidates, for ≥ 95 % of the supporting sentences among them).
    #[arg(long, global = true, default_value = "accurate")]
    preset: Preset,
    /// Largest accepted source, claim or answer text, in bytes (default 8388608, 8 MiB); a larger one is an error, not a truncation.
    #[arg(long, global = true, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    max_text_bytes: Option<usize>,
    /// Largest accepted claim, in bytes (default 16384, 16 KiB); a longer one is an error.
    #[arg(long, global = true, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    max_claim_bytes: Option<usize>,
}

#[derive(Subcommand)]
enum Command {
    /// Anchor one claim against source texts; prints a JSON array of citations, best source first.
    Anchor {
        /// The claim text.
        #[arg(long, conflicts_with = "input")]
        claim: Option<String>,
        /// A source file (id = file name without extension); repeatable.
        #[arg(long = "source", conflicts_with = "input")]
        source: Vec<PathBuf>,
        /// A source given inline (ids s1, s2, ...); repeatable.
        #[arg(long = "source-text", conflicts_with = "input")]
        source_text: Vec<String>,
        /// A request file `{"claim": ..., "sources": [{"id", "text", ...}]}` (`-` = stdin).
        #[arg(long)]
        input: Option<PathBuf>,
    },
    /// Verify every cited claim of an answer in any supported citation format.
    Verify {
        /// The answer file (`-` = stdin): request JSON, <cite> tags, [n] markers, [^n] footnotes,
        /// Anthropic, OpenAI, Gemini, Cohere or Bigdata SSE output.
        #[arg(long)]
        answer: PathBuf,
        /// Source texts: a JSON array or JSONL of {id, text, title, url, ...}, or a folder of text files.
        #[arg(long)]
        sources: Option<PathBuf>,
        /// Force the input format instead of detecting it.
        #[arg(long)]
        input_format: Option<anchorage::formats::InputFormat>,
        /// Output: json (Bahith research.completed shape), markdown or table.
        #[arg(long, default_value = "table")]
        format: OutputFormat,
        /// Exit 1 when the verified fraction is below this value (0 to 1). The fraction is supported
        /// claims over counted claims: the checked ones plus those whose marker points to no source
        /// (bad_index), which count as not verified. Claims whose sources have no text
        /// (no_source_text) or that cite a whole tool result (tool_level) are not counted; the
        /// summary says how many could not be checked.
        #[arg(long)]
        fail_under: Option<f64>,
        /// Also write an audit record (models, hashes, thresholds, every candidate) here.
        #[arg(long)]
        audit: Option<PathBuf>,
    },
    /// Process a JSONL file of anchor or verify requests; one result line per input line, in order.
    Batch {
        /// Input JSONL (`-` = stdin).
        #[arg(long)]
        input: PathBuf,
        /// Output JSONL (`-` = stdout).
        #[arg(long)]
        output: PathBuf,
        /// Worker threads, 1 to 256 (default 0: all cores). Each holds a
        /// stack and the engine's sessions are shared, so more threads than
        /// cores only wait: 10,000 took minutes to start.
        #[arg(long, default_value_t = 0, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=256))]
        jobs: usize,
        /// Sources for verify requests that cite by number or id without text.
        #[arg(long)]
        sources: Option<PathBuf>,
    },
    /// Run a built-in example end to end and print readable output.
    Demo,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum OutputFormat {
    Json,
    Markdown,
    Table,
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
    args.preset.apply(&mut cfg);
    if let Some(m) = &args.models {
        cfg.models_dir = m.clone();
    }
    cfg.runtime = RuntimeConfig::for_device(args.device);
    cfg.runtime.library = args.ort_library.clone();
    if let Some(t) = args.threads {
        cfg.runtime.intra_threads = t;
    }
    cfg.threshold = args.threshold;
    if let Some(n) = args.max_text_bytes {
        cfg.max_text_bytes = n;
    }
    if let Some(n) = args.max_claim_bytes {
        cfg.max_claim_bytes = n;
    }
    Engine::new(cfg)
}

fn run(cli: Cli) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Anchor { claim, source, source_text, input } => {
            let request = match input {
                Some(path) => AnchorRequest::from_json(&read_input(&path, input_limit(&cli.engine), INPUT_HINT)?, &path.display().to_string())?,
                None => {
                    let claim = claim.ok_or_else(|| Error::invalid("give --claim TEXT (or --input FILE)"))?;
                    let mut sources = Vec::new();
                    for path in &source {
                        sources.push(source_from_file(path, text_limit(&cli.engine))?);
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
        Command::Verify { answer, sources, input_format, format, fail_under, audit } => {
            if let Some(path) = &audit {
                refuse_overwrite("--audit", path, &[("--answer", &answer), ("--sources", sources.as_deref().unwrap_or(Path::new("-")))])?;
                writable_file("--audit", path)?;
            }
            if let Some(x) = fail_under {
                if !(0.0..=1.0).contains(&x) {
                    return Err(Error::invalid(format!("--fail-under {x} is outside [0, 1]")));
                }
            }
            let input = read_input(&answer, input_limit(&cli.engine), INPUT_HINT)?;
            let external = match &sources {
                Some(p) => {
                    check_size(p, input_limit(&cli.engine), INPUT_HINT)?;
                    anchorage::formats::load_sources(p)?
                }
                None => Vec::new(),
            };
            let parsed = anchorage::formats::parse_with_sources(&input, input_format, external)?;
            let engine = engine(&cli.engine)?;
            let report = anchorage::verify::verify(&engine, &parsed)?;
            match format {
                OutputFormat::Json => print_json(&report)?,
                OutputFormat::Markdown => print_text(&(anchorage::render::markdown::render(&report) + "\n"))?,
                OutputFormat::Table => print_text(&anchorage::render::table::render(&report))?,
            }
            if let Some(path) = audit {
                let record = anchorage::render::audit::audit(&engine, input.as_bytes(), &report);
                let text = serde_json::to_string_pretty(&record).map_err(|e| Error::Json { what: "audit".into(), source: e })?;
                std::fs::write(&path, text + "\n").map_err(|e| Error::io(&path, e))?;
            }
            let f = &report.figures;
            if let Some(x) = fail_under.filter(|x| f.verified_fraction < *x) {
                let bad = f.counts.get("bad_index").copied().unwrap_or(0);
                let broken = if bad > 0 { format!("; {bad} cite no known source") } else { String::new() };
                eprintln!(
                    "anchorage: verified {:.3} ({} of {} claims{broken}) is below --fail-under {x}",
                    f.verified_fraction,
                    f.counts.get("supported").copied().unwrap_or(0),
                    f.counted_claims
                );
                return Ok(ExitCode::from(1));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Batch { input, output, jobs, sources } => {
            refuse_overwrite("--output", &output, &[("--input", &input), ("--sources", sources.as_deref().unwrap_or(Path::new("-")))])?;
            let external = match &sources {
                Some(p) => {
                    check_size(p, input_limit(&cli.engine), INPUT_HINT)?;
                    anchorage::formats::load_sources(p)?
                }
                None => Vec::new(),
            };
            // Everything that can fail before the first line (models, library,
            // threshold) fails before `--output` is created: a bad flag must
            // not cost the previous run's results.
            let engine = engine(&cli.engine)?;
            let reader: Box<dyn std::io::BufRead> = if input.as_os_str() == "-" {
                Box::new(std::io::BufReader::new(std::io::stdin()))
            } else {
                // Streamed, so any size will do; but a device never ends.
                check_size(&input, usize::MAX, INPUT_HINT)?;
                Box::new(std::io::BufReader::new(std::fs::File::open(&input).map_err(|e| Error::io(&input, e))?))
            };
            let writer: Box<dyn std::io::Write> = if output.as_os_str() == "-" {
                Box::new(std::io::BufWriter::new(std::io::stdout()))
            } else {
                Box::new(std::io::BufWriter::new(std::fs::File::create(&output).map_err(|e| Error::io(&output, e))?))
            };
            let bar = indicatif::ProgressBar::new_spinner();
            if !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
                bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
            }
            let start = std::time::Instant::now();
            let stats = anchorage::batch::run(&engine, reader, writer, &external, jobs, |s| {
                let secs = start.elapsed().as_secs_f64().max(1e-9);
                bar.set_message(format!("{} lines · {} claims · {:.1} claims/s · {} errors", s.lines, s.claims, s.claims as f64 / secs, s.errors));
                bar.tick();
            })?;
            bar.finish_and_clear();
            eprintln!("anchorage batch: {} lines, {} claims, {} error lines", stats.lines, stats.claims, stats.errors);
            if stats.lines == 0 {
                return Err(Error::invalid(format!("{}: the batch input has no lines", input.display())));
            }
            if stats.errors > 0 {
                // Every line has its result or its error in the output; the
                // exit status tells a pipeline that some did not complete.
                eprintln!("anchorage batch: {} of {} lines failed (their \"error\" lines say why)", stats.errors, stats.lines);
                return Ok(ExitCode::from(2));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Demo => {
            let engine = engine(&cli.engine)?;
            print_text(&anchorage::render::demo(&engine)?)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Refuses an output path that is one of the inputs (`inputs`: option name
/// and path; `-`, stdin or stdout, is never a file): writing it would erase
/// that input, before it is read (`batch` streams its input) or for the next
/// run. The same file however it is spelled: through a symlink, a `./` or
/// `..` detour, or a hard link. An input folder (`--sources DIR`) refuses
/// an output directly inside it, which would be read as a source next time.
fn refuse_overwrite(option: &str, output: &Path, inputs: &[(&str, &Path)]) -> Result<(), Error> {
    if output.as_os_str() == "-" {
        return Ok(());
    }
    for &(name, input) in inputs {
        if input.as_os_str() == "-" {
            continue;
        }
        let what = if input.is_dir() {
            let parent = match output.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            if !same_file(parent, input) {
                continue;
            }
            format!("inside the folder given to {name}; it would be read as a source next time")
        } else if same_file(output, input) {
            format!("the input file given to {name}; writing it would erase that input")
        } else {
            continue;
        };
        return Err(Error::invalid(format!("{option} {} is {what}", output.display())));
    }
    Ok(())
}

/// Whether two paths name one existing file or folder.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    std::fs::canonicalize(a).ok().zip(std::fs::canonicalize(b).ok()).is_some_and(|(x, y)| x == y)
}

/// The largest text the engine takes (`--max-text-bytes`, else the engine's default).
fn text_limit(args: &EngineArgs) -> usize {
    args.max_text_bytes.unwrap_or_else(|| EngineConfig::default().max_text_bytes)
}

/// The largest input file read (an answer, a request, a sources file): 16
/// texts' worth, as one request may carry several sources of the largest
/// size. Reading is bounded by it, so `/dev/zero` or a runaway pipe is a
/// clear error, not an out-of-memory abort.
fn input_limit(args: &EngineArgs) -> usize {
    text_limit(args).saturating_mul(16)
}

const INPUT_HINT: &str = "the input limit is 16 × --max-text-bytes; raise --max-text-bytes to read it";
const SOURCE_HINT: &str = "a source's limit is --max-text-bytes; raise it with --max-text-bytes N";

fn too_large(what: &str, limit: usize, hint: &str) -> Error {
    Error::invalid(format!("{what} is larger than {limit} bytes ({hint})"))
}

/// Refuses, before reading, a file over `limit` bytes or one that is not a
/// file, folder or pipe (a device such as `/dev/zero` never ends).
fn check_size(path: &Path, limit: usize, hint: &str) -> Result<(), Error> {
    let meta = std::fs::metadata(path).map_err(|e| Error::io(path, e))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_char_device() || t.is_block_device() || t.is_socket() {
            return Err(Error::invalid(format!("{}: not a regular file, folder or pipe", path.display())));
        }
    }
    if meta.is_file() && meta.len() > limit as u64 {
        return Err(too_large(&path.display().to_string(), limit, hint));
    }
    Ok(())
}

/// Reads a UTF-8 file (`-` = stdin), at most `limit` bytes.
fn read_input(path: &Path, limit: usize, hint: &str) -> Result<String, Error> {
    let (name, bytes) = if path.as_os_str() == "-" {
        ("<stdin>".to_string(), read_capped(std::io::stdin(), limit, Path::new("<stdin>"))?)
    } else {
        check_size(path, limit, hint)?;
        let f = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
        (path.display().to_string(), read_capped(f, limit, path)?)
    };
    if bytes.len() > limit {
        return Err(too_large(&name, limit, hint));
    }
    String::from_utf8(bytes).map_err(|e| Error::invalid(format!("{name}: not UTF-8 text (byte {})", e.utf8_error().valid_up_to())))
}

fn read_capped(r: impl std::io::Read, limit: usize, path: &Path) -> Result<Vec<u8>, Error> {
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(r, (limit as u64).saturating_add(1)), &mut bytes).map_err(|e| Error::io(path, e))?;
    Ok(bytes)
}

fn source_from_file(path: &Path, limit: usize) -> Result<Source, Error> {
    // One source text: over the engine's limit, named here with the file,
    // before more than one byte past it is read.
    let text = read_input(path, limit, SOURCE_HINT)?;
    let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| path.display().to_string());
    Ok(Source { id, text: Some(text), ..Default::default() })
}

/// Refuses, before the run, an output path that cannot be written: a
/// folder, or a file in a folder that does not exist (found only after
/// the whole report was printed, it would turn a finished run into exit 2).
fn writable_file(option: &str, path: &Path) -> Result<(), Error> {
    if path.is_dir() {
        return Err(Error::invalid(format!("{option} {} is a folder; give a file path", path.display())));
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Err(Error::invalid(format!("{option} {}: the folder {} does not exist", path.display(), parent.display())));
    }
    Ok(())
}

fn print_json<T: serde::Serialize>(value: &T) -> Result<(), Error> {
    let s = serde_json::to_string_pretty(value).map_err(|e| Error::Json { what: "output".into(), source: e })?;
    print_text(&(s + "\n"))
}

/// Writes to stdout. A reader that closed the pipe (`| head`) has all it
/// wanted: that ends the output quietly, as for other Unix tools, instead
/// of the panic `println!` gives.
fn print_text(s: &str) -> Result<(), Error> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(s.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Error::io("<stdout>", e)),
        _ => Ok(()),
    }
}
