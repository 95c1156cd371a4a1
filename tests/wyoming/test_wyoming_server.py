"""`gpt-home wyoming` over a real TCP socket on 127.0.0.1, driven by the wyoming package's own client."""

from __future__ import annotations

import asyncio
from importlib.metadata import version
from typing import Any

import numpy as np
from wy_helpers import RATE, ServerThread, client, make_services, read_until, send_audio, silence, words
from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart
from wyoming.event import Event
from wyoming.handle import Handled, NotHandled
from wyoming.info import Describe, Info
from wyoming.ping import Ping
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop
from wyoming.wake import Detect

from gpt_home.wyoming.convert import PcmConverter


def test_describe_lists_real_engines(server: ServerThread) -> None:
    async def go() -> Info:
        async with client(server) as c:
            await c.write_event(Describe().event())
            return Info.from_event((await read_until(c, "info"))[-1])

    info = asyncio.run(go())
    asr_model = info.asr[0].models[0]
    assert asr_model.name == "faster-whisper" and asr_model.version == version("faster-whisper")
    assert asr_model.languages == ["en"] and "SYSTRAN" in asr_model.attribution.name
    assert info.asr[0].supports_transcript_streaming
    voice = info.tts[0].voices[0]
    assert "espeak-ng" in voice.description and voice.version and voice.version[0].isdigit()
    assert info.tts[0].supports_synthesize_streaming
    wake_model = info.wake[0].models[0]
    assert (wake_model.name, wake_model.phrase) == ("hey_computer", "hey computer")
    assert wake_model.version == version("pocketsphinx")
    assert info.handle[0].name == "gpt-home" and info.handle[0].supports_handled_streaming


def test_wav_in_another_format_is_transcribed(server: ServerThread, speak) -> None:
    pcm = silence(0.3) + speak("what time is it") + silence(0.3)
    # 44.1 kHz stereo 32-bit: the server converts it to what the engine takes
    mono = np.frombuffer(PcmConverter(RATE, 2, 1, out_rate_hz=44_100).convert(pcm, last=True), "<i2")
    stereo32 = (np.repeat(mono.astype(np.int32), 2) << 16).astype("<i4").tobytes()

    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(Transcribe(language="en").event())
            await send_audio(c, stereo32, rate=44_100, width=4, channels=2)
            return await read_until(c, "transcript")

    events = asyncio.run(go())
    assert [e.type for e in events] == ["transcript-start", "transcript-chunk", "transcript-stop", "transcript"]
    text = Transcript.from_event(events[-1]).text
    assert words(text) == ["what", "time", "is", "it"], text
    assert events[1].data["text"] == text


def _pcm_of(events: list[Event], engines: dict[str, Any]) -> bytes:
    starts = [AudioStart.from_event(e) for e in events if e.type == "audio-start"]
    assert len(starts) == 1
    converter = PcmConverter(starts[0].rate, starts[0].width, starts[0].channels)
    pcm = b"".join(converter.convert(AudioChunk.from_event(e).audio) for e in events if e.type == "audio-chunk")
    return pcm + converter.convert(b"", last=True)


def test_sentence_synthesized_and_transcribed_back(server: ServerThread, engines) -> None:
    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(Synthesize(text="The kitchen light is on.").event())
            return await read_until(c, "audio-stop")

    events = asyncio.run(go())
    heard = engines["stt"].transcribe(_pcm_of(events, engines)).text
    assert {"kitchen", "light"} <= set(words(heard)), heard


def test_streaming_synthesis_speaks_sentence_by_sentence(server: ServerThread, engines) -> None:
    async def go() -> tuple[list[Event], list[Event]]:
        async with client(server) as c:
            await c.write_event(SynthesizeStart().event())
            await c.write_event(SynthesizeChunk(text="Good morning. The kitchen").event())
            # the first sentence is spoken before the stream ends
            first = await read_until(c, "audio-chunk")
            await c.write_event(SynthesizeChunk(text=" light is on.").event())
            await c.write_event(Synthesize(text="Good morning. The kitchen light is on.").event())  # legacy copy
            await c.write_event(SynthesizeStop().event())
            return first, await read_until(c, "synthesize-stopped")

    first, rest = asyncio.run(go())
    assert [e.type for e in first] == ["audio-start", "audio-chunk"]
    types = [e.type for e in rest]
    assert types[-2:] == ["audio-stop", "synthesize-stopped"] and "audio-start" not in types
    heard = words(engines["stt"].transcribe(_pcm_of(first + rest, engines)).text)
    assert "morning" in heard and "kitchen" in heard and heard.count("kitchen") == 1, heard


def test_wake_word_detected_and_not(server: ServerThread, speak) -> None:
    async def detect(pcm: bytes) -> str:
        async with client(server) as c:
            await c.write_event(Detect(names=None).event())
            await send_audio(c, pcm)
            event = (await read_until(c, "detection", "not-detected"))[-1]
            return event.type if event.type != "detection" else f"detection:{event.data['name']}"

    async def both() -> list[str]:
        return [await detect(silence(0.5) + speak("hey computer") + silence(1.0)),
                await detect(silence(0.5) + speak("good morning everyone") + silence(1.0))]

    assert asyncio.run(both()) == ["detection:hey_computer", "not-detected"]


def test_transcript_handled_from_memory(server: ServerThread, household, user_id: str) -> None:
    household.memory.add(user_id, "My sister's name is Alice")

    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(Transcript(text="what do you remember about my sister",
                                           context={"conversation_id": "ha-conv-1"}).event())
            return await read_until(c, "handled", "not-handled")

    events = asyncio.run(go())
    assert events[0].type == "handled-start" and "handled-stop" in [e.type for e in events]
    handled = Handled.from_event(events[-1])
    assert handled.text is not None and "Alice" in handled.text, handled.text
    assert handled.context == {"conversation_id": "ha-conv-1"}
    chunks = "".join(e.data["text"] for e in events if e.type == "handled-chunk")
    assert chunks.strip() == handled.text
    assert household.assistant.settle()  # the turn is recorded after its reply
    threads = household.memory.thread_ids(user_id)
    assert len(threads) == 1 and threads[0].startswith("wyoming-")


def test_unknown_speaker_is_refused_when_no_default(household, engines, make_settings, user_id: str) -> None:
    from dataclasses import replace

    household.memory.add(user_id, "My sister's name is Alice")
    services = replace(make_services(household, engines), settings=make_settings(wyoming_speaker_users={"bob": user_id}))
    running = ServerThread("tcp://127.0.0.1:0", services)
    try:
        async def go(context: dict[str, str]) -> Event:
            async with client(running) as c:
                await c.write_event(Transcript(text="what do you remember about my sister", context=context).event())
                return (await read_until(c, "handled", "not-handled"))[-1]

        refused = asyncio.run(go({"conversation_id": "c1"}))
        known = asyncio.run(go({"conversation_id": "c2", "speaker": "bob"}))
    finally:
        running.stop()
    assert refused.type == "not-handled" and "wyoming_default_user_id" in (NotHandled.from_event(refused).text or "")
    assert known.type == "handled" and "Alice" in (Handled.from_event(known).text or "")
    assert household.assistant.settle()  # turns are recorded after their replies
    assert len(household.memory.thread_ids(user_id)) == 1  # only bob's turn was recorded


def test_two_clients_at_once(server: ServerThread, speak, household, user_id: str) -> None:
    household.memory.add(user_id, "Our wifi password is on the fridge")

    async def transcribe() -> str:
        async with client(server) as c:
            await c.write_event(Transcribe().event())
            await send_audio(c, silence(0.3) + speak("turn on the kitchen light") + silence(0.3))
            return Transcript.from_event((await read_until(c, "transcript"))[-1]).text

    async def handle() -> str:
        async with client(server) as c:
            await c.write_event(Transcript(text="what do you remember about our wifi").event())
            return Handled.from_event((await read_until(c, "handled"))[-1]).text or ""

    async def both() -> list[str]:
        return list(await asyncio.gather(transcribe(), handle()))

    heard, answer = asyncio.run(both())
    assert {"kitchen", "light"} <= set(words(heard)) and "fridge" in answer


def test_ping_and_unix_socket(household, engines, tmp_path) -> None:
    from wyoming.client import AsyncUnixClient

    running = ServerThread(f"unix://{tmp_path / 'wy.sock'}", make_services(household, engines))
    try:
        async def go() -> Event:
            async with AsyncUnixClient(tmp_path / "wy.sock", read_timeout=30) as c:
                await c.write_event(Ping(text="hi").event())
                return (await read_until(c, "pong"))[-1]

        assert asyncio.run(go()).data == {"text": "hi"}
    finally:
        running.stop()
