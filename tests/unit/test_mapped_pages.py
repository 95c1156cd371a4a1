"""Idle file pages leave the process and come back unchanged; a mapping with private data is never touched
(hardware/mapped_pages.py, the daemon's footprint, issue 12). Real mappings of real files, read from /proc."""

from __future__ import annotations

import ctypes
import mmap
import sys
from pathlib import Path

import pytest

from gpt_home.hardware import mapped_pages

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and madvise are Linux's")
PAGES = 64


def _file(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    path.write_bytes(bytes(range(256)) * (PAGES * mmap.PAGESIZE // 256))
    return path


def _resident_kb(path: Path) -> int:
    return sum(m.rss_kb for m in mapped_pages.mappings() if m.path == str(path))


def test_a_read_only_mapping_is_unmapped_and_reads_back_the_same(tmp_path: Path) -> None:
    path = _file(tmp_path, "table.bin")
    with path.open("rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        before = bytes(mm)  # every page touched
        assert _resident_kb(path) >= PAGES * mmap.PAGESIZE // 1024
        assert mapped_pages.drop_clean_pages(["table.bin"]) == 1
        assert _resident_kb(path) == 0
        assert bytes(mm) == before  # mapped back from the page cache, unchanged


def test_mappings_holding_private_data_are_left_alone(tmp_path: Path) -> None:
    writable, relro = _file(tmp_path, "writable.bin"), _file(tmp_path, "relro.bin")
    with writable.open("rb") as f1, relro.open("rb") as f2, \
            mmap.mmap(f1.fileno(), 0, access=mmap.ACCESS_COPY) as rw, \
            mmap.mmap(f2.fileno(), 0, access=mmap.ACCESS_COPY) as ro:
        rw[0:5] = ro[0:5] = b"local"  # private copies of the first page of each
        bytes(rw), bytes(ro)
        # Made read-only after the write, as the loader does with a library's relocated data (RELRO).
        anchor = ctypes.c_char.from_buffer(ro)
        libc = ctypes.CDLL(None, use_errno=True)
        libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        assert libc.mprotect(ctypes.addressof(anchor), len(ro), mmap.PROT_READ) == 0
        del anchor
        assert mapped_pages.drop_clean_pages(["writable.bin", "relro.bin"]) == 0
        assert rw[0:5] == b"local" and ro[0:5] == b"local"
        assert _resident_kb(relro) >= PAGES * mmap.PAGESIZE // 1024  # not even the clean pages of that mapping


def test_before_the_model_answers_the_embedders_rows_leave_and_its_vectors_stay_the_same() -> None:
    pytest.importorskip("wordllama")
    from gpt_home.hardware import residents
    from gpt_home.memory.embeddings import WordLlamaEmbeddings

    embedder = WordLlamaEmbeddings()
    table = Path(str(embedder._table_file))
    texts = ["turn the kitchen light on", "what is the weather like tomorrow", "remind me to call grandma"] * 20
    first = embedder.embed_documents(texts)
    assert _resident_kb(table) > 0
    residents.make_room("the language model")  # what OnDemandModel.use does before a generation
    assert _resident_kb(table) == 0
    assert embedder.embed_documents(texts) == first


def _copy_mapping(path: Path) -> tuple[object, mmap.mmap]:
    f = path.open("rb")
    return f, mmap.mmap(f.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)


def test_idle_file_pages_leave_except_the_kept_and_shared_ones_and_read_back_the_same(tmp_path: Path) -> None:
    idle, busy, shared = _file(tmp_path, "idle.so"), _file(tmp_path, "busy.so"), _file(tmp_path, "weights.gguf")
    f1, m1 = _copy_mapping(idle)
    f2, m2 = _copy_mapping(busy)
    with shared.open("rb") as f3, mmap.mmap(f3.fileno(), 0, access=mmap.ACCESS_READ) as m3:
        before = bytes(m1), bytes(m2), bytes(m3)  # every page of the three touched
        assert mapped_pages.drop_idle_file_pages(["busy.so"]) >= 1
        assert _resident_kb(idle) == 0
        assert _resident_kb(busy) >= PAGES * mmap.PAGESIZE // 1024  # kept by name
        assert _resident_kb(shared) >= PAGES * mmap.PAGESIZE // 1024  # a shared mapping (the model's weights)
        assert (bytes(m1), bytes(m2), bytes(m3)) == before
    for m, f in ((m1, f1), (m2, f2)):
        m.close()
        f.close()  # type: ignore[attr-defined]


def test_idle_file_pages_never_include_private_data(tmp_path: Path) -> None:
    path = _file(tmp_path, "patched.so")
    with path.open("rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY) as rw:
        rw[0:5] = b"local"
        mapped_pages.drop_idle_file_pages([])
        assert rw[0:5] == b"local"


class _Engine:
    def __init__(self) -> None:
        self.loaded = True

    def release(self) -> bool:
        was, self.loaded = self.loaded, False
        return was


def test_releasing_an_engine_for_the_model_also_drops_idle_library_pages(tmp_path: Path) -> None:
    from gpt_home.hardware import residents

    path = _file(tmp_path, "idle_lib.so")
    f, m = _copy_mapping(path)
    engine = _Engine()
    residents.register(engine.release)
    try:
        before = bytes(m)
        residents.make_room("the language model")  # the engine goes, and with it the idle pages (beside the load)
        assert residents.idle_pages_drop is not None
        residents.idle_pages_drop.join(timeout=10)
        assert not engine.loaded and _resident_kb(path) == 0
        bytes(m)
        assert _resident_kb(path) > 0
        dropped = residents.idle_pages_drop
        residents.make_room("the language model")  # nothing released: the pages a turn uses stay
        assert residents.idle_pages_drop is dropped and _resident_kb(path) > 0
        assert bytes(m) == before
    finally:
        residents.unregister(engine.release)
        m.close()
        f.close()  # type: ignore[attr-defined]
