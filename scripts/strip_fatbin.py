#!/usr/bin/env python3
"""A copy of onnxruntime-gpu's CUDA provider that compresses to 14 MB.

libonnxruntime_providers_cuda.so (onnxruntime-gpu 1.31.1) is 270 MiB, 218
of them GPU code for six architectures (sm_75 ... sm_120), and the device
tool of this workplace carries 64 MiB a call, the repository included.
This zeroes the payload of every cubin that an H200 (sm_90) running
anchorage's float BERT models never loads, keeping every header, so the
file keeps its size and layout but xz takes it to 13.7 MB:

* cubins of every architecture but `--keep` (90): the driver picks the
  sm_90 entry of each fat binary and reads no other;
* sm_90 cubins of kernels for operators these models do not have:
  mixture-of-experts GEMMs, flash attention (fp16/bf16 only; the models
  run in fp32), XQA/GQA decoding, int4 weight GEMMs (MatMulNBits), beam
  search, sparse and quantized attention.

With CUDA's lazy module loading (the default since 12.2; gpu_device.sh
sets CUDA_MODULE_LOADING=LAZY) a module is loaded only when one of its
kernels first runs, so the zeroed ones are never read. Measured on an
H200, 2026-12-01: every run of benches/README.md "GPU (H200)" used it.
Not a general-purpose build: another model (fp16, MoE, int4) needs the
original library.

    python scripts/strip_fatbin.py SRC.so DST.so [--keep 90]

Fat-binary layout (not documented by NVIDIA; as read by cuobjdump-like
tools): the `.nv_fatbin` section holds containers (magic 0xBA55ED50, u16
version, u16 header size, u64 size) of entries (u16 kind, u16 version,
u32 header size, u32 padded payload size, u32, u32 payload size, ...,
u32 sm at offset 28); sm_90 payloads here are zstd frames, decompressed
with the `zstd` command only to read kernel names.
"""

from __future__ import annotations

import argparse
import re
import struct
import subprocess

FATBIN_MAGIC = 0xBA55ED50
# A module is dropped when one of its first 50 kernel names contains one of these.
UNUSED_KERNELS = ["moe", "Moe", "flash", "xqa", "fpA_intB", "Beam", "masked_multihead", "NBits", "QOrdered", "Gemma", "Sparse"]


def fatbin_section(data: bytes) -> tuple[int, int]:
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx][4]
    for name, _type, _flags, _addr, offset, size in sections:
        end = data.index(b"\0", strtab + name)
        if data[strtab + name:end] == b".nv_fatbin":
            return offset, offset + size
    raise SystemExit("no .nv_fatbin section: not a CUDA library")


def kernel_names(payload: bytes) -> str:
    raw = subprocess.run(["zstd", "-dc"], input=payload, capture_output=True).stdout or payload
    return " ".join(n.decode("latin1") for n in re.findall(rb"_Z\w{4,}", raw)[:50])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--keep", type=int, default=90, help="the one SM architecture to keep (90 = Hopper)")
    args = ap.parse_args()
    data = bytearray(open(args.src, "rb").read())
    off, end = fatbin_section(bytes(data))
    zeroed = {"other architectures": 0, "unused kernels": 0, "kept": 0}
    while off < end:
        magic, _ver, header, size = struct.unpack_from("<IHHQ", data, off)
        if magic != FATBIN_MAGIC:
            off += 8
            continue
        p, container_end = off + header, off + header + size
        while p < container_end:
            _kind, _ev, entry_header, padded, _u0, payload = struct.unpack_from("<HHIIII", data, p)
            sm = struct.unpack_from("<I", data, p + 28)[0]
            a, b = p + entry_header, p + entry_header + padded
            if sm != args.keep:
                why = "other architectures"
            elif any(k in kernel_names(bytes(data[a:a + payload])) for k in UNUSED_KERNELS):
                why = "unused kernels"
            else:
                why = "kept"
            if why != "kept":
                data[a:b] = bytes(padded)
            zeroed[why] += padded
            p = b
        off = container_end
    open(args.dst, "wb").write(data)
    print(", ".join(f"{k}: {v / 2**20:.1f} MiB" for k, v in zeroed.items()))


if __name__ == "__main__":
    main()
