"""WordLlama with its embedding table memory-mapped from the wheel's file instead of copied into the heap.

Why: the daemon's footprint (issue 12). ``WordLlama.load`` reads the 32,000 x 256 float16 table and keeps a float32
copy (32 MB of anonymous memory, 48 MB while converting), yet one sentence touches only the rows of its few tokens.
Mapped read-only, the table costs only the pages of the tokens actually used (8 rows a page), and those pages are
file-backed: the kernel can drop them under memory pressure and read them again. Embeddings are bit-identical:
WordLlama pools ``rows * mask`` in float32, and a float16 row times a float32 mask is promoted exactly as the
float32 copy would be (tests/unit/test_wordllama_mapped.py compares both).

Anything unexpected (another wheel layout, as on aarch64 where an older wordllama installs; another dtype) returns
None and the caller loads WordLlama the usual way.
"""

from __future__ import annotations

import json
import logging
import struct
from pathlib import Path
from typing import Any

import numpy as np

_LOGGER = logging.getLogger(__name__)
_TENSOR = "embedding.weight"
_DTYPES = {"F16": np.float16, "F32": np.float32}


def mapped_table(path: Path, tensor: str = _TENSOR) -> np.ndarray | None:
    """One tensor of a safetensors file as a read-only memory map (None when the file does not hold it plainly)."""
    try:
        with path.open("rb") as f:
            (header_len,) = struct.unpack("<Q", f.read(8))
            header = json.loads(f.read(header_len))
    except (OSError, ValueError, struct.error) as exc:
        _LOGGER.debug("safetensors header of %s unreadable: %s", path, exc)
        return None
    entry = header.get(tensor)
    if not isinstance(entry, dict) or entry.get("dtype") not in _DTYPES:
        return None
    start, end = entry["data_offsets"]
    shape = tuple(int(n) for n in entry["shape"])
    dtype = np.dtype(_DTYPES[entry["dtype"]]).newbyteorder("<")
    if len(shape) != 2 or end - start != shape[0] * shape[1] * dtype.itemsize:
        return None
    return np.memmap(path, dtype=dtype, mode="r", offset=8 + header_len + start, shape=shape)


def load_mapped(package_dir: Path, dims: int, config: str = "l2_supercat") -> Any | None:
    """A ``WordLlamaInference`` over the mapped table from the installed wheel, or None (load it the usual way)."""
    from wordllama.inference import WordLlamaInference
    from wordllama.wordllama import WordLlama

    weights = package_dir / "weights" / f"{config}_{dims}.safetensors"
    tokenizer_file = package_dir / "tokenizers" / f"{config}_tokenizer_config.json"
    table = mapped_table(weights) if weights.is_file() and tokenizer_file.is_file() else None
    if table is None or table.shape[1] != dims:
        return None
    inference = WordLlamaInference(np.zeros((1, dims), np.float32), WordLlama.load_tokenizer(tokenizer_file))
    inference.embedding = table  # embed() indexes rows and pools them in float32 (see the module docstring)
    return inference
