"""The speech engine kept warm: each sentence's espeak-ng process is started ahead and waits for its text; the audio
is the engine's own, a dead spare is replaced, and closing ends it (real espeak-ng)."""

from __future__ import annotations

import io
import subprocess
import threading
import wave

import pytest

from gpt_home.audio.tts import EspeakNgSynthesizer
from gpt_home.audio.warm_process import WarmProcess
from tests.optional_parts import require_tool


@pytest.fixture(autouse=True)
def _espeak_ng() -> None:
    require_tool("espeak-ng", "espeak-ng")


def _waiting_spare(process: WarmProcess, timeout: float = 10.0) -> subprocess.Popen[bytes]:
    """The process started ahead, once its worker thread has put it in place (waits on the thread, not a clock)."""
    for thread in threading.enumerate():
        if thread.name == "warm-process":
            thread.join(timeout)
    spare = process._spares[0]
    assert spare is not None
    return spare


def _pcm(wav: bytes) -> bytes:
    with wave.open(io.BytesIO(wav), "rb") as w:
        rate = w.getframerate()
    data = wav[wav.find(b"data") + 8:]
    return rate.to_bytes(4, "little") + data[: len(data) // 2 * 2]


def test_a_warm_process_says_what_a_fresh_one_says_and_waits_for_the_next_sentence() -> None:
    text = "A good soup is, a delicate blend of herbs."
    fresh = subprocess.run(["espeak-ng", "--stdout", "-s", "175", "-a", "100", "--", text], capture_output=True,
                           check=True).stdout
    synthesizer = EspeakNgSynthesizer()
    spare = _waiting_spare(synthesizer._process)  # started after the start-up check ("ok")
    assert spare.poll() is None  # waiting for its text
    warm = synthesizer.synthesize(text)
    assert spare.poll() is not None  # that process said this sentence and ended
    assert warm.sample_rate_hz.to_bytes(4, "little") + warm.pcm == _pcm(fresh)
    next_spare = _waiting_spare(synthesizer._process)
    assert next_spare is not spare and next_spare.poll() is None
    synthesizer.close()
    assert next_spare.poll() is not None and synthesizer._process._spares[0] is None
    assert synthesizer.synthesize("Again.").seconds > 0.3  # still speaks, with a process started for it
    for thread in threading.enumerate():
        if thread.name == "warm-process":
            thread.join(10.0)
    assert synthesizer._process._spares[0] is None  # and none is kept waiting once closed


def test_a_spare_that_died_is_replaced() -> None:
    process = WarmProcess(["cat"])
    assert process.run(b"one", 5.0) == (0, b"one", b"")
    spare = _waiting_spare(process)
    spare.kill()
    spare.wait()
    assert process.run(b"two", 5.0) == (0, b"two", b"")  # a fresh process, not the dead one
    process.close()


def test_a_command_that_cannot_start_raises_oserror() -> None:
    process = WarmProcess(["/nonexistent/espeak-ng"])
    with pytest.raises(OSError):
        process.run(b"text", 5.0)
    process.close()
