"""Speculative capture with real speech and real STT: a complete command ends after a short pause and its
speculative transcript is the final one; a phrase paused mid-sentence is not cut."""

from __future__ import annotations

import dataclasses
import threading
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from voice_helpers import silence

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
from gpt_home.audio.speculation import SpeculativeCapture
from gpt_home.audio.vad import FRAME_BYTES, Endpoint, EndpointConfig, make_classifier
from gpt_home.audio.wake import words

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)
CFG = EndpointConfig(start_timeout_seconds=3.0, silence_seconds=0.7, max_seconds=15.0)


def capture(transcriber, pcm: bytes) -> tuple[SpeculativeCapture, int]:
    """Feed frames until the endpoint; each speculative transcription is awaited before the next frame, so the
    outcome does not depend on how fast the machine is. Returns the capture and the frames fed."""
    return fed_until_done(SpeculativeCapture(AdaptiveEndpointer(CFG, AdaptiveSilence(), JUDGE), transcriber), pcm)


def fed_until_done(cap: SpeculativeCapture, pcm: bytes) -> tuple[SpeculativeCapture, int]:
    """``capture``'s loop: frames through the real VAD, each speculative transcription awaited."""
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


class HeldTranscriber:
    """The real engine, with each result held back until the test releases it: the transcript is still being
    computed while the capture goes on (a slow machine), at a frame the test chooses instead of a wall-clock time."""

    def __init__(self, engine) -> None:  # type: ignore[no-untyped-def]
        self.engine, self.release, self.started = engine, threading.Event(), 0

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.engine, name)

    def transcribe_fast(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.started += 1
        result = self.engine.transcribe_fast(pcm)
        self.release.wait(60)
        return result


def capture_held(transcriber, pcm: bytes, release_after_silence: float) -> tuple[SpeculativeCapture, float]:
    """Feed frames; a speculative transcript is handed over only once the pause reaches ``release_after_silence``
    (then awaited, so the outcome does not depend on the machine's speed). Returns the capture and the audio fed."""
    held = HeldTranscriber(transcriber)
    cap = SpeculativeCapture(AdaptiveEndpointer(CFG, AdaptiveSilence(), JUDGE), held)
    vad = make_classifier()
    fed = 0
    for off in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
        frame = pcm[off:off + FRAME_BYTES]
        cap.feed(vad.is_speech(frame), frame)
        fed += 1
        if cap._guess is not None and cap.endpointer.trailing_silence_seconds >= release_after_silence - 1e-9:
            held.release.set()
            cap._guess.job.wait()
        elif cap.endpointer.trailing_silence_seconds == 0.0:
            held.release.clear()
        if cap.done:
            break
    held.release.set()
    return cap, fed * 0.03


def test_a_complete_command_ends_when_its_pending_transcript_arrives(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    """The transcript is still being computed at the short pause: the command ends as soon as it arrives (the frame after 0.39 s of
    silence here), not after the long silence kept for unfinished phrases."""
    cap, _ = capture_held(whisper_stt, silence(0.3) + speak("set a timer for five minutes") + silence(2.0), 0.39)
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert cap.endpointer.verdict is True
    assert cap.endpointer.trailing_silence_seconds < AdaptiveSilence().unknown_seconds  # the next frame: 0.42 s
    assert cap.reused_speculation and "minute" in cap.transcript().text.lower()


@pytest.mark.parametrize(("first", "rest", "word"), [("set a timer for", "ten minutes", "minute"),
                                                      ("remind me to", "call mum at five pm", "call"),
                                                      ("turn on the", "kitchen light", "kitchen")])
def test_an_unfinished_phrase_is_not_cut_while_its_transcript_is_pending(whisper_stt, speak, first: str,  # type: ignore[no-untyped-def]
                                                                        rest: str, word: str) -> None:
    """The same held transcript on a phrase paused mid-sentence (0.7 s): it waits for the rest ("remind me to" is
    heard as "remind meter": a request verb with nothing after it still needs more)."""
    pcm = silence(0.3) + speak(first) + silence(0.7) + speak(rest) + silence(2.0)
    cap, heard = capture_held(whisper_stt, pcm, 0.39)
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert heard > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    assert word in cap.transcript().text.lower()


class CountingTranscriber:
    """The real engine, counting its quick (judging) and final passes."""

    def __init__(self, engine) -> None:  # type: ignore[no-untyped-def]
        self.engine, self.quick, self.final = engine, 0, 0

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.engine, name)

    def transcribe_fast(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.quick += 1
        return self.engine.transcribe_fast(pcm)

    def transcribe(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.final += 1
        return self.engine.transcribe(pcm)


def test_a_complete_command_with_nothing_after_the_speculative_pass_is_transcribed_once(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    counting = CountingTranscriber(whisper_stt)
    cap, _ = capture(counting, silence(0.3) + speak("what time is it") + silence(2.0))
    assert "time" in cap.transcript().text.lower()
    assert (counting.quick, counting.final, cap.passes) == (1, 0, 0) and cap.reused_speculation


def test_speech_paused_inside_gets_the_final_pass_started_before_the_endpoint(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    """The quick window is weak on pauses ("what is they? capital of friends?"): the engine's own pass gives the final
    words, started on the buffered speech once the quick verdict is in, not after the endpoint."""
    counting = CountingTranscriber(whisper_stt)
    pcm = silence(0.3) + speak("what is the") + silence(0.7) + speak("capital of france") + silence(2.0)
    cap, _ = capture(counting, pcm)
    assert cap.paused_inside and counting.final == 1  # started while the endpointer waited
    text = cap.transcript().text.lower()
    assert "capital" in text and "france" in text, text
    assert counting.final == 1 and cap.passes == 0 and cap.reused_speculation


@pytest.mark.parametrize(("first", "rest", "word"), [("turn on the", "kitchen light", "kitchen"),
                                                      ("set a timer for", "ten minutes", "minute")])
def test_a_command_paused_inside_is_transcribed_once_after_its_last_word(whisper_stt, speak, first: str,  # type: ignore[no-untyped-def]
                                                                        rest: str, word: str) -> None:
    """After the pause the speculation is the engine's final pass itself: judged complete, it ends the command at the
    short silence and is the transcript (round six ran a quick pass and then the final one in a row: 0.2-0.6 s more
    on every paused local turn). The quick pass ran once, on the words before the pause."""
    counting = CountingTranscriber(whisper_stt)
    pcm = silence(0.3) + speak(first) + silence(0.7) + speak(rest) + silence(2.0)
    cap, fed = capture(counting, pcm)
    assert fed * 0.03 > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    assert cap.paused_inside and cap.endpointer.verdict is True
    assert cap.endpointer.trailing_silence_seconds < AdaptiveSilence().unknown_seconds
    assert (counting.quick, counting.final) == (1, 1)
    assert word in cap.transcript().text.lower()
    assert cap.passes == 0 and cap.reused_speculation and counting.final == 1


class FallingBack(CountingTranscriber):
    """The real engine whose quick pass is refused every time (a loop on the short window), so ``transcribe_fast``
    gives the final pass's words, as faster-whisper's does after a loop."""

    def transcribe_fast(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.quick += 1
        return dataclasses.replace(self.transcribe(pcm), final=True)


def test_a_quick_pass_that_fell_back_to_the_final_pass_is_not_run_again(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    """No verdict on the words (the judge cannot tell), so the final transcript is needed: the quick pass already
    was the final one, and no second pass runs during the silence or after the endpoint."""
    engine = FallingBack(whisper_stt)
    cap, _ = capture(engine, silence(0.3) + speak("the garden looks lovely today") + silence(2.0))
    assert cap.decision == Endpoint.END_OF_SPEECH and cap.endpointer.verdict is None
    assert "garden" in cap.transcript().text.lower()
    assert (engine.quick, engine.final, cap.passes) == (1, 1, 0) and cap.reused_speculation


def test_speech_after_the_last_speculation_gets_one_fresh_pass(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    """The first speculation (at the pause) is still running when the speaker goes on and stops: the endpoint comes
    with no transcript of the whole, so one pass runs on all of it after the first one is done."""
    held = HeldTranscriber(whisper_stt)
    cap = SpeculativeCapture(AdaptiveEndpointer(CFG, AdaptiveSilence(), JUDGE), held)
    pcm = silence(0.3) + speak("set a timer for") + silence(0.7) + speak("ten minutes") + silence(2.0)
    vad = make_classifier()
    for off in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
        frame = pcm[off:off + FRAME_BYTES]
        cap.feed(vad.is_speech(frame), frame)
        if cap.done:
            break
    assert cap.done and held.started == 1 and not cap.reused_speculation
    held.release.set()
    text = cap.transcript().text.lower()
    assert "minute" in text and cap.passes == 1 and held.started == 1


def test_a_quick_transcript_arriving_after_the_endpoint_is_still_final_for_a_command(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    """On a loaded machine the long silence can end the utterance before the quick transcript arrives: judged on
    arrival, a complete command keeps it (no second, full pass)."""
    cap, _ = capture_held(whisper_stt, silence(0.3) + speak("what time is it") + silence(2.0), 5.0)
    assert cap.decision == Endpoint.END_OF_SPEECH and cap.endpointer.verdict is None  # ended while it was held
    assert "time" in cap.transcript().text.lower()
    assert cap.reused_speculation and cap.passes == 0


@pytest.mark.parametrize(("first", "rest", "word"), [("how far is", "the moon from the earth", "moon"),
                                                      ("who wrote", "pride and prejudice", "pride"),
                                                      ("can you tell me", "a joke about cats", "cats")])
def test_a_question_paused_before_its_object_is_not_cut_on_a_fast_machine(whisper_stt, speak, first: str,  # type: ignore[no-untyped-def]
                                                                          rest: str, word: str) -> None:
    """Each quick transcript is ready at the next frame (the fastest machine, where the pause was cut before: "what
    is the" came back as "What is it?"): a question word with its object still to come waits for it."""
    pcm = silence(0.3) + speak(first) + silence(0.7) + speak(rest) + silence(2.0)
    cap, fed = capture(whisper_stt, pcm)
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert fed * 0.03 > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    assert word in cap.transcript().text.lower()


def capture_after(transcriber, prefix: bytes, pcm: bytes) -> tuple[SpeculativeCapture, int]:  # type: ignore[no-untyped-def]
    """As ``capture``, with ``prefix`` transcribed in front of the speech as the daemon puts the wake phrase's audio,
    and the daemon's reading of it (daemon/capture.py): the command after "hey computer", the speech alone when
    those words are not in the transcript."""
    from gpt_home.daemon.wake_audio import judging_the_command, reading_after_wake

    reading = reading_after_wake(JUDGE, "hey computer")
    endpointer = AdaptiveEndpointer(CFG, AdaptiveSilence(), judging_the_command(JUDGE, phrase="hey computer"))
    return fed_until_done(SpeculativeCapture(endpointer, transcriber, prefix=prefix, prefix_reading=reading), pcm)


@pytest.mark.parametrize(("prefix", "command", "word"), [
    ("good morning everyone", "what time is it", "time"), ("the weather is lovely", "set a timer for five minutes",
                                                           "timer"),
])
def test_when_the_wake_phrase_is_misheard_the_speech_alone_is_judged_during_the_silence(  # type: ignore[no-untyped-def]
        whisper_stt, speak, prefix: str, command: str, word: str) -> None:
    """Audio in front whose words are not the wake phrase (Whisper wrote "He continued a view road" for "hey computer
    who wrote"): the speech alone is transcribed at once, judged, and kept as the final transcript; round twelve
    waited the long silence on the misheard transcript, then transcribed the speech alone after the endpoint."""
    cap, _ = capture_after(whisper_stt, speak(prefix), silence(0.3) + speak(command) + silence(2.0))
    assert cap.decision == Endpoint.END_OF_SPEECH and cap.endpointer.verdict is True
    assert cap.endpointer.trailing_silence_seconds <= 0.3  # the short silence, not the long one
    text = cap.transcript().text.lower()
    assert word in text and not set(words(prefix)) & set(words(text)), text
    assert cap.without_prefix and cap.passes == 0  # no pass after the endpoint


def test_a_paused_phrase_after_a_misheard_wake_phrase_is_not_cut(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    pcm = silence(0.3) + speak("set a timer for") + silence(0.7) + speak("five minutes") + silence(2.0)
    cap, fed = capture_after(whisper_stt, speak("good morning everyone"), pcm)
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert fed * 0.03 > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    text = cap.transcript().text.lower()
    assert "minute" in text and "morning" not in text and cap.without_prefix


def test_a_wake_phrase_heard_keeps_its_audio_in_front(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    cap, _ = capture_after(whisper_stt, speak("hey computer"), silence(0.3) + speak("what time is it") + silence(2.0))
    assert cap.endpointer.verdict is True and not cap.without_prefix
    assert "computer" in words(cap.transcript().text)  # the daemon takes the words after it


class PassLog:
    """The real engine, noting for each pass whether its audio starts with the prefix (the wake phrase's audio)."""

    def __init__(self, engine, prefix: bytes) -> None:  # type: ignore[no-untyped-def]
        self.engine, self.prefix, self.passes = engine, prefix, []

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.engine, name)

    def transcribe(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.passes.append(("final", pcm.startswith(self.prefix)))
        return self.engine.transcribe(pcm)

    def transcribe_fast(self, pcm: bytes):  # type: ignore[no-untyped-def]
        self.passes.append(("quick", pcm.startswith(self.prefix)))
        return self.engine.transcribe_fast(pcm)


@pytest.mark.parametrize(("first", "rest", "word"), [
    ("who wrote", "pride and prejudice", "prejudice"), ("set a timer for", "five minutes", "minute"),
])
def test_after_a_final_pass_misheard_the_wake_phrase_the_next_pause_transcribes_the_speech_alone(  # type: ignore[no-untyped-def]
        whisper_stt, speak, first: str, rest: str, word: str) -> None:
    """Every quiet daemon run of "hey computer who wrote ... pride and prejudice" misheard the wake phrase in the final
    pass at the inner pause and again at the end ("He continued a view road Pride and prejudice"): that second pass
    with the wake audio held the verdict on the speech alone back by its own length (0.51 s end silence)."""
    prefix = speak("good morning everyone")
    log = PassLog(whisper_stt, prefix)
    pcm = silence(0.3) + speak(first) + silence(0.7) + speak(rest) + silence(2.0)
    cap, fed = capture_after(log, prefix, pcm)
    assert cap.decision == Endpoint.END_OF_SPEECH
    assert fed * 0.03 > (len(pcm) - len(silence(2.0))) / 32000, "the capture must run past the second part"
    assert cap.alone_from_now
    assert log.passes.count(("final", True)) == 1, log.passes  # the inner pause's only: none at the end pause
    assert log.passes[-1] == ("final", False), log.passes
    text = cap.transcript().text.lower()
    assert word in text and "morning" not in text and cap.without_prefix and cap.passes == 0


def test_a_wake_phrase_heard_is_never_dropped_from_later_passes(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    prefix = speak("hey computer")
    log = PassLog(whisper_stt, prefix)
    pcm = silence(0.3) + speak("set a timer for") + silence(0.7) + speak("five minutes") + silence(2.0)
    cap, _ = capture_after(log, prefix, pcm)
    assert not cap.alone_from_now and all(with_prefix for _, with_prefix in log.passes), log.passes
    assert "computer" in words(cap.transcript().text) and not cap.without_prefix
