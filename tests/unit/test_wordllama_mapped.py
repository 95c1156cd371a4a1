"""WordLlama's table memory-mapped from the wheel (footprint, issue 12): same vectors, no heap copy of the table."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import wordllama  # a core dependency: a broken install must fail here, not skip

from gpt_home.memory.embeddings import WordLlamaEmbeddings
from gpt_home.memory.wordllama_mapped import load_mapped, mapped_table

PACKAGE = Path(wordllama.__file__).parent
SENTENCES = ["where did I put the spare key", "Anna's birthday is on the 3rd of May",
             "the bins go out on Tuesday night", "zyxwvut qqq 12345 !!"]


def test_mapped_vectors_equal_the_usual_load() -> None:
    mapped = load_mapped(PACKAGE, 256)
    assert mapped is not None, "the installed wheel's layout was not recognised"
    usual = wordllama.WordLlama.load(cache_dir=PACKAGE, disable_download=True, dim=256)
    assert np.array_equal(mapped.embed(SENTENCES, norm=True), usual.embed(SENTENCES, norm=True))


def test_the_embedder_keeps_the_table_in_the_file_not_the_heap() -> None:
    embedder = WordLlamaEmbeddings()
    table = embedder._model.embedding
    assert isinstance(table, np.memmap) and not table.flags.writeable
    assert table.shape == (32000, 256) and table.dtype == np.float16
    assert len(embedder.embed_query("the spare key")) == 256


def test_a_file_that_does_not_hold_the_table_plainly_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "x.safetensors"
    bad.write_bytes(b"\x04\x00\x00\x00\x00\x00\x00\x00{}  ")
    assert mapped_table(bad) is None
    assert mapped_table(tmp_path / "missing.safetensors") is None
    assert load_mapped(tmp_path, 256) is None
