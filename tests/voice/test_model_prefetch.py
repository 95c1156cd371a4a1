"""The local model starts loading while the user still speaks when the words so far are no local command, and a
load guessed for a turn answered locally is given back. Real speech (flite), real faster-whisper through the voice
loop, the real bundled model file."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from voice_helpers import run_bounded, silence, write_wav

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.model_prefetch import ModelPrefetch
from gpt_home.agent.prompts import system_prompt
from gpt_home.agent.reply import Reply, ReplySource
from gpt_home.audio.endpointing import AdaptiveSilence
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.tts import EspeakNgSynthesizer, WavRecorder
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import KwsWakeDetector
from gpt_home.daemon import VoiceDaemon

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))


def claimed(text: str) -> bool:
    return intents.match(text, NOW) is not None


JUDGE = build_completeness_judge(claimed)


@pytest.fixture
def model(local_model_path: Path):  # type: ignore[no-untyped-def]
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    chat = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=8)
    chat._holder = holder  # a private holder, so other tests' shared one is untouched
    yield chat
    holder.wait_loaded(30)
    holder.release()


def run_turn(tmp_path: Path, speak, whisper_stt, prefetch: ModelPrefetch, said: str) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """One voice turn; returns (what the agent was asked, loads started from speech by then)."""
    asked: list[tuple[str, int]] = []

    def respond(text: str) -> list[str]:
        asked.append((text, prefetch.guesses))
        return ["Fine."]

    classifier = make_classifier()
    pcm = silence(0.5) + speak(said) + silence(2.0)
    daemon = VoiceDaemon(
        source=WavFileSource(write_wav(tmp_path / "input.wav", pcm), fast=True), wake=KwsWakeDetector(gate=classifier),
        classifier=classifier, transcriber=whisper_stt, synthesizer=EspeakNgSynthesizer(),
        player=WavRecorder(tmp_path / "out"), responder=respond, status_path=tmp_path / "status.json",
        endpoint=EndpointConfig(start_timeout_seconds=2.0), is_complete=JUDGE, silence=AdaptiveSilence(),
        speculate_after_seconds=0.09, on_words=prefetch.heard,
    )
    run_bounded(daemon)
    return asked


def test_a_question_for_the_model_starts_the_load_before_the_agent_is_asked(tmp_path: Path, speak, whisper_stt,  # type: ignore[no-untyped-def]
                                                                            model) -> None:
    prefetch = ModelPrefetch(model, claimed=claimed, unfinished=lambda words: JUDGE(words) is False,
                             head=lambda: system_prompt(now=NOW, name="GPT Home"))
    asked = run_turn(tmp_path, speak, whisper_stt, prefetch, "hey computer why is the sky blue")
    assert len(asked) == 1 and "sky" in asked[0][0].lower()
    assert asked[0][1] == 1  # the load started from a speculative transcript, before the agent had the words
    assert model.holder.wait_loaded(30) and model.holder.loads == 1
    assert model.holder.head_tokens > 15  # the system prompt's head was read with the load (the turn reads less)
    prefetch.reply_done(ReplySource.MODEL)  # the model answered: it stays for the next turn (released as before)
    assert not model.holder.released.wait(0.5) and model.holder.loaded


def test_a_local_command_loads_nothing(tmp_path: Path, speak, whisper_stt, model) -> None:  # type: ignore[no-untyped-def]
    prefetch = ModelPrefetch(model, claimed=claimed, unfinished=lambda words: JUDGE(words) is False)
    asked = run_turn(tmp_path, speak, whisper_stt, prefetch, "hey computer what time is it")
    assert len(asked) == 1 and asked[0][1] == 0
    assert not model.holder.loaded and model.holder.loads == 0


def test_a_load_guessed_for_a_turn_answered_locally_is_given_back(model) -> None:  # type: ignore[no-untyped-def]
    prefetch = ModelPrefetch(model, claimed=claimed, unfinished=lambda words: JUDGE(words) is False)
    prefetch.heard("set a timer for")  # unfinished: most likely a local command still being said
    prefetch.heard("")
    assert prefetch.guesses == 0
    prefetch.heard("how tall is the eiffel tower")  # the quick pass misheard a local command as a question
    assert prefetch.guesses == 1
    prefetch.reply_done(ReplySource.INTENT)
    assert model.holder.released.wait(30) and not model.holder.loaded and model.holder.loads == 1


def test_with_the_thread_read_ahead_a_load_guessed_for_a_local_turn_stays_until_the_idle_limit(model) -> None:  # type: ignore[no-untyped-def]
    """Where local turns read the thread ahead too (``load_ahead``), the model is loaded after them anyway: a guessed
    load is kept for that, and given back after the idle limit like a used one, never held for good."""
    model.holder.load_ahead = True
    prefetch = ModelPrefetch(model, claimed=claimed, unfinished=lambda words: JUDGE(words) is False)
    prefetch.heard("how tall is the eiffel tower")
    prefetch.reply_done(ReplySource.INTENT)
    assert model.holder.wait_loaded(30) and not model.holder.released.wait(0.5) and model.holder.loaded
    model.holder.idle_release_seconds = 0.2
    model.holder.idle_from_now()
    assert model.holder.released.wait(30) and not model.holder.loaded and model.holder.loads == 1


def test_a_model_whose_reply_the_guard_replaced_is_kept_for_the_next_turn(model) -> None:  # type: ignore[no-untyped-def]
    """The model generated, the guard said the fallback instead: the next question most likely goes to the model."""
    prefetch = ModelPrefetch(model, claimed=claimed, unfinished=lambda words: JUDGE(words) is False)
    prefetch.heard("who painted the mona lisa")
    assert prefetch.guesses == 1 and model.holder.wait_loaded(30)
    replaced = Reply(text="I'm not sure about that.", source=ReplySource.FALLBACK, thread_id="t",
                     handled_by="guard:states-local-fact")
    assert replaced.model_ran and not Reply(text="x", source=ReplySource.FALLBACK, thread_id="t").model_ran
    prefetch.reply_done(replaced.source, model_ran=replaced.model_ran)
    assert not model.holder.released.wait(0.5) and model.holder.loaded
