"""The local model takes the memory it needs, when it needs it (issue 12, footprint): a turn's load releases
speech-to-text before the model comes (they are never resident together), a load guessed from a few words takes the
context those words need rather than the largest, and a turn that needs more reloads and still answers. Real
llama.cpp with the bundled SmolLM2, real faster-whisper from its int8 copy, real speech (flite)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage
from voice_helpers import wer

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import MIN_CONTEXT, OnDemandModel, _load_llama
from gpt_home.audio.stt import FasterWhisperTranscriber, create_transcriber


def _model(path: Path, n_ctx: int, factory: Any = _load_llama) -> tuple[LocalChatModel, OnDemandModel]:
    holder = OnDemandModel(str(path), n_ctx, idle_release_seconds=600.0, factory=factory)
    model = LocalChatModel(model_path=str(path), n_ctx=n_ctx, max_tokens=8, loading_notice_seconds=60.0)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    return model, holder


def test_a_turns_load_releases_speech_to_text_before_the_model_comes(settings, local_model_path: Path,  # type: ignore[no-untyped-def]
                                                                    speak) -> None:
    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber) and stt.loaded
    stt_loaded_at_model_load: list[bool] = []

    def load(path: str, n_ctx: int) -> Any:
        stt_loaded_at_model_load.append(stt.loaded)
        return _load_llama(path, n_ctx)

    model, holder = _model(local_model_path, 512, load)
    answer = "".join(chunk.text for chunk in model.stream([HumanMessage(content="Say hello.")]))  # a streamed turn
    assert answer.strip()
    assert stt_loaded_at_model_load == [False]  # speech-to-text was given back before the model was loaded
    assert holder.release()
    stt.prepare()  # the next wake word
    assert stt.ready.wait(60) and stt.loads == 2
    assert wer("what time is it", stt.transcribe(speak("what time is it")).text) == 0


def test_a_guessed_load_takes_the_context_the_words_need_and_a_longer_turn_reloads(local_model_path: Path) -> None:
    model, holder = _model(local_model_path, 2048)
    model.prefetch("why is the sky blue")  # before any turn, while the user speaks
    assert holder.wait_loaded(60) and holder.context == MIN_CONTEXT  # not the full 2,048 tokens
    assert model.invoke([HumanMessage(content="Why is the sky blue?")]).text
    assert holder.loads == 1  # the guessed context held the turn
    story = "The family keeps the spare key under the blue flower pot by the back door. " * 40  # ~3,000 characters
    longer = [SystemMessage(content=story), HumanMessage(content="Where is the key?")]
    assert model.invoke(longer).text
    assert holder.context == model.context_needed(longer) > MIN_CONTEXT and holder.loads == 2
    assert holder.release()
    model.prefetch("what about the sea")  # the next guess takes what the last turn needed
    assert holder.wait_loaded(60) and holder.context == model.context_needed(longer)
    assert model.invoke([HumanMessage(content="Why is the sea blue?")]).text and holder.loads == 3
    assert holder.release()


def test_the_wake_word_gives_the_idle_model_back_before_speech_to_text_loads_again(settings,  # type: ignore[no-untyped-def]
                                                                                  local_model_path: Path,
                                                                                  speak) -> None:
    from gpt_home.voice_commands import _on_wake

    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber)
    model, holder = _model(local_model_path, 512)
    assert model.invoke([HumanMessage(content="Say hello.")]).text  # a model turn: speech-to-text was released
    assert holder.loaded and not stt.loaded
    model_gone_at_stt_load: list[bool] = []
    whisper = stt._factory

    def load(*args: Any, **kwargs: Any) -> Any:
        model_gone_at_stt_load.append(holder.released.is_set())  # set once the release has freed and trimmed
        return whisper(*args, **kwargs)

    stt._factory = load
    on_wake = _on_wake(stt, model.make_room)
    assert on_wake is not None
    words = speak("what time is it")
    on_wake()  # returns at once: the daemon's audio thread goes on listening
    # The first speculative pass comes ~0.1 s after a pause: it waits for the release and the reload, not beside them.
    assert wer("what time is it", stt.transcribe(words).text) == 0
    assert holder.released.is_set() and stt.loads == 2
    assert model_gone_at_stt_load == [True]  # the model's memory was given back before speech-to-text's came


def test_a_wake_word_while_the_model_loads_does_not_hold_up_speech_to_text(settings,  # type: ignore[no-untyped-def]
                                                                          local_model_path: Path, speak) -> None:
    import threading

    from gpt_home.voice_commands import _on_wake

    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber) and stt.loaded
    loading, go_on = threading.Event(), threading.Event()

    def held_load(path: str, n_ctx: int) -> Any:  # a load the test holds open, as a slow one on a busy Pi
        loading.set()
        go_on.wait()
        return _load_llama(path, n_ctx)

    model, holder = _model(local_model_path, 512, held_load)
    model.prefetch("why is the sky")  # loading while the user speaks (llm_load_while_speaking)
    assert loading.wait(60)
    words, heard = speak("what time is it"), threading.Event()
    texts: list[str] = []

    def transcribe() -> None:
        texts.append(stt.transcribe(words).text)
        heard.set()

    try:
        on_wake = _on_wake(stt, model.make_room)
        assert on_wake is not None
        on_wake()  # the next wake word; its release must not wait for the load while holding speech-to-text
        threading.Thread(target=transcribe, daemon=True).start()
        assert heard.wait(120), "speech-to-text waited for the model's load"
    finally:
        go_on.set()
    assert wer("what time is it", texts[0]) == 0
    assert holder.wait_loaded(120)  # the load ahead of need finishes as before
    assert holder.release()
