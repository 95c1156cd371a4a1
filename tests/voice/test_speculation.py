"""Speculative capture with real speech and real STT: a complete command ends after a short pause and its
speculative transcript is the final one; a phrase paused mid-sentence is not cut."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from voice_helpers import silence

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
from gpt_home.audio.speculation import SpeculativeCapture
from gpt_home.audio.vad import FRAME_BYTES, Endpoint, EndpointConfig, make_classifier

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)
CFG = EndpointConfig(start_timeout_seconds=3.0, silence_seconds=0.7, max_seconds=15.0)


def capture(transcriber, pcm: bytes) -> tuple[SpeculativeCapture, int]:
    """Feed frames until the endpoint; each speculative transcription is awaited before the next frame, so the
    outcome does not depend on how fast the machine is. Returns the capture and the frames fed."""
    cap = SpeculativeCapture(AdaptiveEndpointer(CFG, AdaptiveSilence(), JUDGE), transcriber)
    vad = make_classifier()
    fed = 0
    for off in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
        frame = pcm[off:off + FRAME_BYTES]
        cap.feed(vad.is_speech(frame), frame)
        fed += 1
        if cap._guess is not None:
            cap._guess.job.wait()
        if cap.done:
            break
    return cap, fed


def test_a_complete_command_ends_early_and_reuses_the_speculative_transcript(whisper_stt, speak) -> None:
    speech = speak("what time is it")
    cap, _ = capture(whisper_stt, silence(0.3) + speech + silence(2.0))
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert cap.endpointer.verdict is True
    assert cap.endpointer.trailing_silence_seconds <= 0.3  # not the fixed 0.7 s
    assert cap.reused_speculation
    assert "time" in cap.transcript().text.lower()


def test_a_phrase_paused_mid_sentence_is_not_cut(whisper_stt, speak) -> None:
    first, rest = speak("set a timer for"), speak("five minutes")
    pcm = silence(0.3) + first + silence(0.7) + rest + silence(2.0)
    cap, fed = capture(whisper_stt, pcm)
    assert cap.decision == Endpoint.END_OF_SPEECH
    heard_seconds = fed * 0.03
    assert heard_seconds > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    assert "minute" in cap.transcript().text.lower()
