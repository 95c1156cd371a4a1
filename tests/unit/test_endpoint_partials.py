"""The endpointer's decision over the partial transcripts a paused request produces (pure: no audio, no clock).

Each case is a request as the daemon hears it after the wake word: speech, a mid-sentence pause with the speculative
transcript made in it, more speech, and the final pause with its transcript. The transcripts are the ones Whisper
wrote in the voice bench (bench/voice_speech.py's pauses set), mishearings included: a pause after an unfinished
phrase must never end the request, and the request's end must not wait the long silence. The transcripts with the
wake phrase's audio in front are read by the capture's judge (the command after the wake phrase); when Whisper
misheard the wake phrase itself, the daemon transcribes the speech alone (audio/speculation.py PrefixReading), read
by the plain judge.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
from gpt_home.audio.vad import Endpoint, EndpointConfig
from gpt_home.daemon.wake_audio import command_after_wake, judging_the_command, reading_after_wake

FRAME = 0.03
CFG = EndpointConfig(start_timeout_seconds=2.0, silence_seconds=0.7, max_seconds=15.0, min_speech_seconds=0.09)
SILENCE = AdaptiveSilence()  # the daemon's: 0.25 complete, 1.2 unfinished, 0.5 cannot tell
NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)
WITH_WAKE = judging_the_command(JUDGE, phrase="hey computer")  # the endpointer's own judge after a wake word
READING = reading_after_wake(JUDGE, "hey computer")  # as daemon/capture.py reads the wake phrase's audio in front
ALONE = READING.judge  # the speech alone (the wake phrase misheard)
PAUSE = 1.0  # a flite 0.7 s pause is 0.9-1.0 s to the VAD


def heard_whole(text: str) -> bool:
    """What the capture's PrefixReading asks: are the wake phrase's words in the transcript?"""
    assert READING.heard(text) == (command_after_wake(text, "hey computer") is not None)
    return READING.heard(text)


def offer(ep: AdaptiveEndpointer, text: str, covers: float) -> bool | None:
    """A speculative transcript as the capture hands it over: the speech alone when the wake phrase was misheard."""
    if text.startswith("ALONE:"):
        return ep.offer_transcript(text.removeprefix("ALONE:"), covers, ALONE)
    assert heard_whole(text), f"{text!r}: the capture transcribes the speech alone instead"
    return ep.offer_transcript(text, covers)


def speak(ep: AdaptiveEndpointer, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        ep.process(True, FRAME)


def pause(ep: AdaptiveEndpointer, seconds: float, partials: list[str], at_seconds: float = 0.3) -> float:
    """Silence until the endpointer decides or ``seconds`` pass; the partial transcripts of everything so far arrive
    one after the other from ``at_seconds`` of silence on, 0.15 s apart. The silence heard when it decided."""
    covers, due = ep.elapsed_seconds, [at_seconds + 0.15 * i for i in range(len(partials))]
    ep.transcript_started()
    for _ in range(round(seconds / FRAME)):
        ep.process(False, FRAME)
        while due and ep.trailing_silence_seconds >= due[0] - 1e-9:
            due.pop(0)
            offer(ep, partials.pop(0), covers)
        if ep.done:
            break
    return ep.trailing_silence_seconds


# (in the pause, at the end): the pauses set's transcripts (rounds 11-13 logs), mishearings included
PAUSED = [
    (["He computer said a timer for"], ["Hey computer said a timer for 10 minutes"]),
    (["Hey computer remind me to"], ["Hey computer remind me to call my Met Sifepm"]),
    (["Hey computer, what is they?"], ["Hey computer, what is they? Capital of France"]),
    (["Hey computer turn on the"], ["Hey computer turn on the kitchen light"]),
    (["Hey computer what's the weather like in?"], ["Hey computer what's the weather like in? London tomorrow."]),
    (["Hey computer, had examined."], ["Hey computer had examined. Butter to the shopping list."]),
    (["Hey computer how far is?"], ["Hey computer how far is? The moon from the earth."]),
    (["Hey computer said NL arm 4"], ["Hey computer said an alarm for 730 730"]),
    (["Hey computer turn off the"], ["Hey computer turned off the bedroom lamp"]),
    (["Hey computer tell me about"], ["Hey computer tell me about the Roman Empire."]),
    (["Hey computer can you tell me?"], ["Hey computer can you tell me? A joke about cats?"]),
    # "who wrote ... pride and prejudice": the wake phrase misheard ("He continued a view road Pride and prejudice"),
    # the speech alone heard with the wake word's last syllable in it ("review wrote") or right
    (["ALONE:review wrote,"], ["ALONE:review wrote, pride and prejudice."]),
    (["Hey computer, who wrote?"], ["ALONE:who wrote Pride and Prejudice."]),
    (["ALONE:review wrote."], ["ALONE:who wrote Pride and Prejudice."]),
    # not from the bench: the wake phrase heard, the request's first word misheard
    (["Hey computer, said at timer 4."], ["Hey computer said a timer for ten minutes."]),
    (["Hey computer few road"], ["Hey computer who wrote the hobbit"]),
    (["ALONE:turn your ass there."], ["ALONE:turn off the bedroom lamp"]),
    (["ALONE:remind meter."], ["ALONE:remind me to call the plumber at 5 pm"]),
    # the replay of the daemon's audio (bench/wake_prefix_cutoffs.py): the speech alone lost "who" to the wake word
    (["ALONE:road."], ["ALONE:wrote Pride and Prejudice."]),
    (["ALONE:what is it?"], ["ALONE:what is the capital of spain"]),
]


@pytest.mark.parametrize(("first", "last"), PAUSED)
def test_a_paused_request_is_not_cut_and_ends_without_the_long_silence(first: list[str], last: list[str]) -> None:
    ep = AdaptiveEndpointer(CFG, SILENCE, WITH_WAKE)
    speak(ep, 0.9)
    pause(ep, PAUSE, list(first))
    assert not ep.done and ep.verdict is False, (first, ep.verdict)  # unfinished: the long silence
    speak(ep, 0.9)  # the rest of the request
    waited = pause(ep, 2.0, list(last))
    assert ep.decision == Endpoint.END_OF_SPEECH
    assert waited <= SILENCE.unknown_seconds + FRAME / 2, (last, ep.verdict)


@pytest.mark.parametrize("partials", [
    ["Hey computer set a timer for"], ["Hey computer, remind me to"], ["Hey computer, what is the"],
    ["Hey computer add eggs and"], ["Hey computer set an alarm for 7"], ["Hey computer turn your ass there."],
    ["ALONE:review wrote,"], ["ALONE:few road"], ["ALONE:said NLR'M 4."], ["ALONE:set at timer 4."],
    ["ALONE:Remind me too."], ["ALONE:turn it off, they... turn it off"],
    # the speech alone, short: its first words may be lost to the wake word ("road." for "who wrote")
    ["ALONE:road."], ["ALONE:Bedroom."], ["ALONE:the moon"], ["ALONE:pride and prejudice"], ["ALONE:capital"],
    # a later partial of the same audio that reads it whole does not hold: the last verdict counts
    ["Hey computer set a timer for", "Hey computer set a timer 4."],
])
def test_a_pause_after_an_unfinished_phrase_waits_the_long_silence(partials: list[str]) -> None:
    ep = AdaptiveEndpointer(CFG, SILENCE, WITH_WAKE)
    speak(ep, 0.9)
    assert pause(ep, PAUSE, partials) >= PAUSE - FRAME / 2 and not ep.done  # a 1 s pause: not cut


@pytest.mark.parametrize(("partial", "silence"), [
    ("Hey computer what time is it?", 0.3), ("Hey computer, set a timer for 5 minutes.", 0.3),
    ("Hey computer turned on the kitchen light.", 0.3), ("Hey computer what is the date today?", 0.3),
    ("Hey computer who painted the Mona Lisa", 0.3), ("ALONE:who wrote Pride and Prejudice.", 0.3),
    ("ALONE:What time is it?", 0.3), ("ALONE:computer what time is it", 0.3),
    ("Hey computer wise this sky blue.", 0.3),  # "why is the sky blue" with its question word misheard
    ("ALONE:review wrote, pride and prejudice.", 0.3),  # "who wrote": its question word lost, its verb and object not
    ("ALONE:for a set of timer for 5 minutes.", SILENCE.unknown_seconds),
    ("ALONE:stop", 0.3), ("ALONE:What's the time?", 0.3),  # short, but a local command takes them
])
def test_a_whole_request_ends_after_the_short_or_middle_silence(partial: str, silence: float) -> None:
    """The partial arrives after 0.3 s of silence (a quiet box): a complete one ends then, one the judge cannot
    place after the middle silence."""
    ep = AdaptiveEndpointer(CFG, SILENCE, WITH_WAKE)
    speak(ep, 1.2)
    assert pause(ep, 2.0, [partial]) == pytest.approx(silence, abs=FRAME / 2 + 1e-9)


def test_a_short_transcript_of_the_speech_alone_ends_only_when_a_command_takes_it() -> None:
    assert ALONE is not None
    for text in ("road.", "wrote pride", "the moon", "review wrote", "bedroom lamp please"):
        assert ALONE(text) is False and JUDGE(text) is not True
    for text in ("stop", "what time is it", "turn off the bedroom lamp", "who wrote pride and prejudice"):
        assert ALONE(text) is True
    assert ALONE("review wrote pride and prejudice") is True  # a maker verb and its object: the question is whole
    assert ALONE("review wrote pride and") is False


def test_the_misheard_wake_phrase_alone_never_ends_the_request_early() -> None:
    """Without the speech-alone pass the endpointer's own judge reads a misheard wake phrase as unfinished: where the
    command starts is unknown (round twelve: "He continued a view road Pride and prejudice", 1.2 s of silence)."""
    for text in ("He continued a view road", "He continued a view road Pride and prejudice",
                 "He can pewter who wrote Pride and prejudice"):
        assert not heard_whole(text)
        assert WITH_WAKE(text) is False
