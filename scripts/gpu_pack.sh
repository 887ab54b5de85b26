#!/usr/bin/env bash
# Packs what scripts/gpu_device.sh needs into .gpu/ (ignored by git) for this
# workplace's device tool, whose calls carry 64 MiB, repository included:
#   - onnxruntime-gpu 1.31.1's libraries (scripts/setup.sh with ANCHORAGE_GPU=1),
#     the CUDA provider cut to what an H200 runs (scripts/strip_fatbin.py);
#   - the throughput binary built here with `--features cuda` (x86-64);
#   - WiCE claim dev and the two int8 models, xz-compressed (the device call
#     then leaves the uncompressed models out of the tree: benches/README.md).
# Needs xz, zstd and python3 here. About 2 minutes (xz -9e of 90 MB).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
wice="${GPU_CHECK_WICE:-../shared/data/wice/claim_dev.jsonl}"
ANCHORAGE_GPU=1 bash scripts/setup.sh >&2
cargo build --release --features cuda --bin throughput >&2
lib=.cache/onnxruntime-gpu/lib
mkdir -p .gpu
python3 scripts/strip_fatbin.py "$lib/libonnxruntime_providers_cuda.so" .gpu/cuda.so
pack() { xz -9e -T0 -c "$1" > "$2"; }
pack .gpu/cuda.so .gpu/cuda_min.so.xz && rm .gpu/cuda.so
pack "$(readlink -f "$lib/libonnxruntime.so")" .gpu/ort.so.xz
pack target/release/throughput .gpu/throughput.xz
pack "$wice" .gpu/claim_dev.jsonl.xz
for m in all-minilm-l6-v2 nli-minilm-l6; do pack models/$m/model_int8.onnx .gpu/$m.onnx.xz; done
cp "$lib/libonnxruntime_providers_shared.so" scripts/gpu_device.sh .gpu/
du -b .gpu/* | sort -n >&2
echo "packed: $(du -cb .gpu | tail -1 | cut -f1) bytes in .gpu" >&2
