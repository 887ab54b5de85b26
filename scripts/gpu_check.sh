#!/usr/bin/env bash
# GPU check: builds anchorage with the CUDA execution provider and runs the
# throughput benchmark on the GPU and then on the CPU of the same machine,
# for the speed ratio. Prepared for an x86-64 Linux machine with one NVIDIA
# GPU (an H200) whose only network is PyPI and crates.io; meant to finish in
# under 10 minutes.
#
#   bash scripts/gpu_check.sh            # results in $OUT (or target/gpu-check)
#
# Steps, each failing fast with a message that says what to do:
#   1. checks: x86-64, nvidia-smi sees a GPU, cargo >= 1.85, python3 with pip;
#   2. `ANCHORAGE_GPU=1 bash scripts/setup.sh`: ONNX Runtime (CPU), and
#      onnxruntime-gpu 1.31.1's libraries in .cache/onnxruntime-gpu/lib;
#   3. the CUDA 13 / cuDNN 9 libraries onnxruntime-gpu 1.31.1 needs, from the
#      PyPI wheels its `cuda`/`cudnn` extras name (libcudart.so.13,
#      libcublas(Lt).so.13, libcurand.so.10, libcudnn*.so.9, libnvrtc.so.13),
#      into .cache/nvidia-cu13; then checks that every library the CUDA
#      provider links resolves (libcuda.so.1 comes from the driver);
#   4. float copies of the int8 models for the GPU (scripts/float_onnx.py:
#      the CUDA provider runs DynamicQuantizeLinear/MatMulInteger on the host),
#      then `cargo build --release --features cuda --bin throughput`;
#   5. throughput with --device cuda on the float models, then --device cpu
#      on the shipped int8 ones, on the same claims;
#      the JSON reports, logs and a summary (GPU/CPU claims/s ratio per pass) go to $OUT.
#
# On this workplace's device machine (the device tool) the script cannot run
# as is: that machine reaches no network and has no cargo, and what a call
# may carry (64 MiB) is less than onnxruntime-gpu's CUDA provider alone
# (libonnxruntime_providers_cuda.so: 270 MiB). There, use
# scripts/gpu_pack.sh here and scripts/gpu_device.sh on the device
# (benches/README.md, "GPU (H200)": measured that way on 2026-12-01).
#
# Knobs (environment): GPU_CHECK_DEVICE (default cuda; `auto` runs the whole
# flow on a machine without a GPU, falling back to CPU, for testing the
# script), GPU_CHECK_SYNTHETIC (synthetic claims, default 2000),
# GPU_CHECK_LIMIT (WiCE claims, default all 349), GPU_CHECK_POOL (sessions
# per model on the GPU, default 4, measured best on an H200), GPU_CHECK_BUDGET_S (600),
# GPU_CHECK_SKIP_CUDA_LIBS=1/0 (skip or force step 3; skipped by default when
# GPU_CHECK_DEVICE=auto and no GPU is present), GPU_CHECK_WICE (claim_dev.jsonl),
# ANCHORAGE_MODELS (models folder).
set -euo pipefail
started=$(date +%s)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${OUT:-$root/target/gpu-check}"
mkdir -p "$out"
device="${GPU_CHECK_DEVICE:-cuda}"
synthetic="${GPU_CHECK_SYNTHETIC:-2000}"
limit="${GPU_CHECK_LIMIT:-}"
budget="${GPU_CHECK_BUDGET_S:-600}"
PY="${PYTHON:-python3}"
log() { echo "[gpu_check $(( $(date +%s) - started ))s] $*" >&2; }
die() { echo "gpu_check: FAILED: $*" >&2; echo "FAILED: $*" > "$out/FAILED"; exit 2; }
left() { echo $(( budget - ($(date +%s) - started) )); }
rm -f "$out/FAILED"

# 1. Checks.
[ "$(uname -m)" = "x86_64" ] || die "needs x86-64 Linux (this is $(uname -m)); the pinned wheels are x86-64 only"
gpu=no
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  gpu=yes
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/gpu.txt" >&2
  driver_major=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1 | cut -d. -f1)
  [ "${driver_major:-0}" -ge 580 ] || die "NVIDIA driver $driver_major is older than 580, the first with CUDA 13 (onnxruntime-gpu 1.31.1 is built on CUDA 13)"
elif [ "$device" = "cuda" ]; then
  die "nvidia-smi finds no GPU (install the NVIDIA driver, or run with GPU_CHECK_DEVICE=auto to test the script on CPU)"
else
  log "no GPU found; --device $device will fall back to CPU"
fi
if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
command -v cargo >/dev/null 2>&1 || die "cargo not found: install Rust 1.85 or newer (rustup needs static.rust-lang.org, which this machine may not reach; use a preinstalled toolchain)"
rustc_minor=$(rustc --version | sed -E 's/^rustc 1\.([0-9]+).*/\1/')
[ "${rustc_minor:-0}" -ge 85 ] || die "$(rustc --version) is older than the 1.85 this crate needs"
command -v "$PY" >/dev/null 2>&1 || die "$PY not found (needed by scripts/setup.sh and for the CUDA wheels); set PYTHON"
"$PY" -m pip --version >/dev/null 2>&1 || die "$PY has no pip (needed to fetch wheels from PyPI)"
log "cargo $(cargo --version | cut -d' ' -f2), $("$PY" --version), GPU: $gpu, device: $device, budget ${budget}s"

# 2. ONNX Runtime (CPU and GPU builds).
ANCHORAGE_GPU=1 timeout 240 bash scripts/setup.sh || die "scripts/setup.sh failed (is PyPI reachable?)"
gpulib="$root/.cache/onnxruntime-gpu/lib"
[ -s "$gpulib/libonnxruntime_providers_cuda.so" ] || die "no libonnxruntime_providers_cuda.so in $gpulib after setup.sh"

# 3. CUDA 13 / cuDNN 9 runtime libraries from PyPI (pinned; what the
#    onnxruntime-gpu[cuda,cudnn]==1.31.1 extras resolved to on 2026-11-29).
nv="$root/.cache/nvidia-cu13"
CUDA_WHEELS=(
  "nvidia-cuda-runtime==13.5.37"
  "nvidia-cublas==13.10.0.20"
  "nvidia-cuda-nvrtc==13.5.37"
  "nvidia-curand==10.4.5.25"
  "nvidia-cudnn-cu13==9.28.1.4"
)
skip_libs="${GPU_CHECK_SKIP_CUDA_LIBS:-}"
if [ -z "$skip_libs" ]; then
  skip_libs=0
  [ "$gpu" = "no" ] && [ "$device" != "cuda" ] && skip_libs=1
fi
if [ "$skip_libs" != "1" ]; then
  if ! ls "$nv"/nvidia/*/lib/libcudnn.so.9 >/dev/null 2>&1 && ! ls "$nv"/nvidia/*/*/lib/libcudnn.so.9 >/dev/null 2>&1; then
    log "installing ${CUDA_WHEELS[*]} into $nv"
    timeout 300 "$PY" -m pip install --quiet --no-deps --only-binary=:all: --target "$nv" --upgrade "${CUDA_WHEELS[@]}" >&2 \
      || die "pip could not install the CUDA 13 wheels (${CUDA_WHEELS[*]}); check PyPI access and disk space"
  fi
  libdirs=$(find "$nv" -name 'lib*.so*' -printf '%h\n' 2>/dev/null | sort -u | tr '\n' ':')
  export LD_LIBRARY_PATH="$gpulib:${libdirs}${LD_LIBRARY_PATH:-}"
  missing=$(ldd "$gpulib/libonnxruntime_providers_cuda.so" | grep 'not found' | grep -v 'libcuda.so.1' || true)
  [ -z "$missing" ] || die "the CUDA provider cannot resolve: $(echo "$missing" | awk '{print $1}' | tr '\n' ' ')(LD_LIBRARY_PATH=$LD_LIBRARY_PATH)"
  for so in libcudnn.so.9 libcudart.so.13 libcublasLt.so.13; do
    find "$nv" -name "$so" | grep -q . || die "$so is missing from $nv"
  done
  if [ "$gpu" = "yes" ]; then
    ldd "$gpulib/libonnxruntime_providers_cuda.so" | grep -q 'libcuda.so.1 => /' || die "libcuda.so.1 (the driver library) is not on the loader path"
  fi
else
  export LD_LIBRARY_PATH="$gpulib:${LD_LIBRARY_PATH:-}"
  log "skipping the CUDA wheels"
fi
export ORT_DYLIB_PATH="$gpulib/libonnxruntime.so"
log "ORT_DYLIB_PATH=$ORT_DYLIB_PATH"

# Models: the default NLI model must be there (or ANCHORAGE_MODELS point at a folder holding both).
models="${ANCHORAGE_MODELS:-$root/models}"
for m in all-minilm-l6-v2 nli-minilm-l6; do
  [ -f "$models/$m/manifest.toml" ] || die "no model $models/$m (set ANCHORAGE_MODELS to a folder holding all-minilm-l6-v2/ and nli-minilm-l6/)"
done
# Float copies for the accelerator: the CUDA provider has no kernels for the
# int8 models' DynamicQuantizeLinear/MatMulInteger and runs them on the host
# (microsoft/onnxruntime#7745). Needs python onnx, numpy and onnxruntime.
gpu_models="$models"
if [ "$device" != "cpu" ]; then
  gpu_models="$out/gpu-models"
  export PYTHONPATH="$root/.cache/py${PYTHONPATH:+:$PYTHONPATH}"   # where a rerun finds what pip put there
  if ! "$PY" -c 'import onnx, numpy, onnxruntime' 2>/dev/null; then
    timeout 180 "$PY" -m pip install --quiet --only-binary=:all: --target "$root/.cache/py" onnx numpy onnxruntime >&2 \
      || die "scripts/float_onnx.py needs the python packages onnx, numpy, onnxruntime (pip could not install them)"
  fi
  "$PY" scripts/float_onnx.py --models "$models" --out "$gpu_models" >&2 || die "scripts/float_onnx.py failed"
fi
wice="${GPU_CHECK_WICE:-$root/../shared/data/wice/claim_dev.jsonl}"
[ -f "$wice" ] || wice="$root/shared/data/wice/claim_dev.jsonl"
[ -f "$wice" ] || die "WiCE claim dev not found (set GPU_CHECK_WICE to claim_dev.jsonl)"

# 4. Build (the float copies are made above, beside the model checks).
log "building (cargo build --release --features cuda --bin throughput)"
timeout $(( $(left) - 120 > 60 ? $(left) - 120 : 60 )) cargo build --release --features cuda --bin throughput > "$out/build.log" 2>&1 \
  || { tail -20 "$out/build.log" >&2; die "cargo build failed or ran out of time (log: $out/build.log)"; }
bin="${CARGO_TARGET_DIR:-$root/target}/release/throughput"
[ -x "$bin" ] || die "built binary not found at $bin"

# 5. Runs: the device under test, then the CPU on the same claims.
args=(--wice "$wice" --synthetic "$synthetic" --second-pass)
[ -n "$limit" ] && args+=(--limit "$limit")
run_bench() { # name device extra-args...
  local name="$1" dev="$2"; shift 2
  local t=$(( $(left) - 10 ))
  [ "$t" -ge 30 ] || { log "no time left for the $name run"; return 1; }
  log "run $name: $bin ${args[*]} --device $dev $*  (limit ${t}s)"
  ANCHORAGE_LOG=info timeout "$t" "$bin" "${args[@]}" --device "$dev" "$@" --out "$out/$name.json" > /dev/null 2> "$out/$name.log" \
    || { tail -5 "$out/$name.log" >&2; return 1; }
}
accel_args=(--models "$gpu_models")
# On the GPU, batch the bi-encoder (the CPU default is one text a run, see src/embed).
[ "$device" != "cpu" ] && accel_args+=(--pool "${GPU_CHECK_POOL:-4}" --embed-batch 32)
run_bench accel "$device" "${accel_args[@]}" || die "the $device run failed (log: $out/accel.log)"
if [ "$device" = "cuda" ]; then
  "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1]))["devices"]; sys.exit(0 if list(d)==["cuda","cuda"] else "models ran on %s, not cuda" % (d,))' "$out/accel.json" \
    || die "the CUDA run did not use the CUDA execution provider (see $out/accel.log)"
fi
cpu_ok=yes
run_bench cpu cpu --models "$models" || { cpu_ok=no; log "the CPU run failed or ran out of time; reporting the $device run alone"; }

"$PY" - "$out" "$cpu_ok" <<'PYEOF' | tee "$out/summary.txt"
import json, sys, os
out, cpu_ok = sys.argv[1], sys.argv[2] == "yes"
acc = json.load(open(os.path.join(out, "accel.json")))
cpu = json.load(open(os.path.join(out, "cpu.json"))) if cpu_ok else None
print(f"devices: {acc['devices']}, pool {acc['config']['runtime']['pool_size']} x {acc['config']['runtime']['intra_threads']} threads, claim threads {acc['rayon_threads']}")
cpu_passes = {p["pass"]: p for p in cpu["passes"]} if cpu else {}
print(f"{'pass':24} {'claims':>7} {'claims/s':>9} {'pairs/s':>9} {'emb/s':>9} {'overhead':>9} {'recall':>7} {'cpu c/s':>9} {'ratio':>7}")
for p in acc["passes"]:
    c = cpu_passes.get(p["pass"])
    rec = "" if p["shortlist_recall"] is None else f"{p['shortlist_recall']:.3f}"
    ratio = f"{p['claims_per_s'] / c['claims_per_s']:.1f}x" if c else "-"
    cps = f"{c['claims_per_s']:.1f}" if c else "-"
    print(f"{p['pass']:24} {p['claims']:>7} {p['claims_per_s']:>9.1f} {p['nli_pairs_per_s']:>9.1f} {p['embeddings_per_s']:>9.1f} {p['overhead_ratio']:>9.2f} {rec:>7} {cps:>9} {ratio:>7}")
print(f"peak RSS: {acc['peak_rss_mib']:.0f} MiB (accelerator run, devices {acc['devices']})" + (f", {cpu['peak_rss_mib']:.0f} MiB (cpu run)" if cpu else ""))
PYEOF
log "done; reports in $out"
