#!/usr/bin/env bash
# The GPU benchmark as run through this workplace's device tool (an H200 that
# reaches no network, with CUDA 13 and cuDNN 9 in /opt/torch/.venv but no
# cargo and no onnxruntime-gpu). `scripts/gpu_pack.sh` puts everything it
# needs in .gpu/ here; the device call carries .gpu and runs
#
#   bash .gpu/gpu_device.sh        # reports in $OUT: accel.json cpu.json accel_fast.json cpu_fast.json summary.txt
#
# (benches/README.md "GPU (H200)" has the whole sequence). On a GPU machine
# that reaches PyPI and has cargo, use scripts/gpu_check.sh instead.
# Runs, all with the library's default sessions and threads for the device:
#   accel      WiCE claim dev + 2,000 synthetic claims (+ a warm second pass) + 100 one-at-a-time, --device cuda, float models
#   cpu        the same on the same machine's CPU cores, shipped int8 models
#   accel_fast / cpu_fast   WiCE with --preset fast
# `bash .gpu/gpu_device.sh recall` runs WiCE with wider shortlists instead
# (--top-k 32/40 --dense-limit 48/64: recall of gold sentences >= 0.95);
# `bash .gpu/gpu_device.sh sweep` the sessions/threads/batch sweep.
set -u
S=${STASH:-/tmp/anchorage-gpu}; OUT=${OUT:-/tmp/anchorage-gpu-out}; mkdir -p "$S/lib" "$OUT"
unxz() { python3 -c "import lzma,shutil,sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2],'wb'))" "$1" "$2"; }
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader; echo "cores $(nproc)"
# The int8 models travel compressed (the call carries 64 MiB, repository included).
for m in all-minilm-l6-v2 nli-minilm-l6; do
  [ -s models/$m/model_int8.onnx ] || unxz .gpu/$m.onnx.xz models/$m/model_int8.onnx &
done
unxz .gpu/cuda_min.so.xz "$S/lib/libonnxruntime_providers_cuda.so" &
unxz .gpu/ort.so.xz "$S/lib/libonnxruntime.so.1.31.1" &
unxz .gpu/throughput.xz "$S/throughput" &
unxz .gpu/claim_dev.jsonl.xz "$S/claim_dev.jsonl" &
wait
cp .gpu/libonnxruntime_providers_shared.so "$S/lib/"
ln -sf libonnxruntime.so.1.31.1 "$S/lib/libonnxruntime.so"; chmod +x "$S/throughput"
python3 scripts/float_onnx.py --models models --out "$S/gpu-models" > "$S/float.log" 2>&1 || { tail "$S/float.log"; exit 2; }
# CUDA 13 and cuDNN 9 from the machine's PyTorch environment, else its CUDA toolkit.
libdirs=$(find /opt /usr/local /usr/lib -xdev \( -name 'libcublasLt.so.13' -o -name 'libcudart.so.13' -o -name 'libcurand.so.10' -o -name 'libcudnn.so.9' \) 2>/dev/null | xargs -r -n1 dirname | sort -u | tr '\n' ':')
export LD_LIBRARY_PATH="$S/lib:$libdirs${LD_LIBRARY_PATH:-}" ORT_DYLIB_PATH="$S/lib/libonnxruntime.so" CUDA_MODULE_LOADING=LAZY
if LD_LIBRARY_PATH="$LD_LIBRARY_PATH" ldd "$S/lib/libonnxruntime_providers_cuda.so" | grep "not found"; then echo "the CUDA provider cannot resolve its libraries"; exit 2; fi
echo "setup $(( $(date +%s) - t0 ))s"
run() { # name args...
  local n=$1; shift; echo "== $n ($(( $(date +%s) - t0 ))s)"
  timeout "${T:-150}" "$S/throughput" --wice "$S/claim_dev.jsonl" "$@" --out "$OUT/$n.json" > /dev/null 2> "/tmp/$n.log" \
    || { echo "$n failed"; tail -5 "/tmp/$n.log"; }
}
if [ "${1:-}" = sweep ]; then
  # Sessions x threads and batch sizes on WiCE (the table "Sessions and
  # threads, measured"); one line each, the reports stay in $S/sweep.
  mkdir -p "$S/sweep"
  line() { # name args...
    local n=$1; shift
    timeout 90 "$S/throughput" --wice "$S/claim_dev.jsonl" --synthetic 0 "$@" --out "$S/sweep/$n.json" > /dev/null 2> "/tmp/$n.log" || { echo "$n failed"; tail -3 "/tmp/$n.log"; return; }
    python3 -c "import json,sys; d=json.load(open(sys.argv[1])); p=d['passes'][0]; r=d['config']['runtime']; print(f\"$n: {d['devices']} pool {r['pool_size']}x{r['intra_threads']} batches {d['config']['embed_batch_size']}/{d['config']['nli_batch_size']}: {p['claims_per_s']:.1f} claims/s, overhead {p['overhead_ratio']:.3f}\")" "$S/sweep/$n.json"
  }
  G=(--device cuda --models "$S/gpu-models")
  for p in 1 2 4 8; do line "g_p$p" "${G[@]}" --pool $p --threads $(( 16 / p )) --embed-batch 32; done
  for b in 16 64 128; do line "g_b$b" "${G[@]}" --pool 4 --threads 4 --embed-batch $b --nli-batch $b; done
  line g_p8_b64 "${G[@]}" --pool 8 --threads 2 --embed-batch 64 --nli-batch 64
  line g_p4_t1 "${G[@]}" --pool 4 --threads 1 --embed-batch 32
  for p in 16 8 4 2; do line "c_p$p" --device cpu --pool $p --threads $(( 16 / p )); done
  exit 0
elif [ "${1:-}" = recall ]; then
  # Shortlists wide enough for recall >= 0.95 of gold sentences (32/48: 0.955, 40/64: 0.970 on 2 cores).
  for kd in "32 48" "40 64"; do
    set -- $kd
    T=90 run accel_k$1 --synthetic 0 --top-k $1 --dense-limit $2 --device cuda --models "$S/gpu-models"
    T=90 run cpu_k$1 --synthetic 0 --top-k $1 --dense-limit $2 --device cpu
  done
else
  run accel --synthetic 2000 --second-pass --latency 100 --device cuda --models "$S/gpu-models"
  run cpu --synthetic 2000 --second-pass --latency 100 --device cpu
  T=60 run accel_fast --preset fast --synthetic 0 --device cuda --models "$S/gpu-models"
  T=60 run cpu_fast --preset fast --synthetic 0 --device cpu
fi
python3 - "$OUT" <<'PYEOF' | tee "$OUT/summary.txt"
import json, os, sys
out = sys.argv[1]
names = sorted(f[:-5] for f in os.listdir(out) if f.endswith(".json"))
runs = {n: json.load(open(os.path.join(out, n + ".json"))) for n in names}
for name, d in runs.items():
    rt = d["config"]["runtime"]
    print(f"{name}: devices {d['devices']}, pool {rt['pool_size']} x {rt['intra_threads']} threads, claim threads {d['rayon_threads']}, peak RSS {d['peak_rss_mib']:.0f} MiB")
    cpu = {p["pass"]: p for p in runs.get(name.replace("accel", "cpu", 1), {}).get("passes", [])}
    for p in d["passes"]:
        c = cpu.get(p["pass"])
        ratio = f"{p['claims_per_s'] / c['claims_per_s']:.1f}x cpu" if c and name.startswith("accel") else ""
        rec = "" if p.get("shortlist_recall") is None else f"recall {p['shortlist_recall']:.3f}"
        print(f"  {p['pass']:24} {p['claims']:>5} claims {p['claims_per_s']:7.1f}/s {p['nli_pairs_per_s']:7.0f} pairs/s {p['embeddings_per_s']:6.0f} emb/s overhead {p['overhead_ratio']:.2f} {rec} {ratio}")
PYEOF
echo "done $(( $(date +%s) - t0 ))s"
