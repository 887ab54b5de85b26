"""Writes tests/fixtures/embed_expected.json: all-MiniLM-L6-v2 vectors computed
by Python onnxruntime + tokenizers on the same model files the engine loads,
so the Rust embedder's parity test compares against an independent path.

Run: python scripts/embed_reference.py  (needs: pip install onnxruntime tokenizers numpy)
"""
import json, pathlib
import numpy as np, onnxruntime as ort
from tokenizers import Tokenizer

root = pathlib.Path(__file__).resolve().parent.parent
mdir = root / "models" / "all-minilm-l6-v2"
tok = Tokenizer.from_file(str(mdir / "tokenizer.json"))
tok.enable_truncation(256)
sess = ort.InferenceSession(str(mdir / "model_int8.onnx"), providers=["CPUExecutionProvider"])
sentences = [
    "The complexity of self-attention is O(n²·d), where n is the sequence length.",
    "Transformer training is dominated by attention, which scales quadratically with sequence length.",
    "Emperor penguins breed only in Antarctica during winter.",
    "Zoë bought 東京 souvenirs 😀 for €12.50.",
    "a",
]
out = []
for s in sentences:
    e = tok.encode(s)
    ids = np.array([e.ids], dtype=np.int64)
    mask = np.array([e.attention_mask], dtype=np.int64)
    types = np.array([e.type_ids], dtype=np.int64)
    h = sess.run(["last_hidden_state"], {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})[0][0]
    v = (h * mask[0][:, None]).sum(0) / mask[0].sum()
    v = v / np.linalg.norm(v)
    out.append({"text": s, "vector": [round(float(x), 7) for x in v]})
(root / "tests" / "fixtures" / "embed_expected.json").write_text(json.dumps(out))
print(f"wrote {len(out)} vectors")
