"""The ``info`` answer to ``describe``: what this install really runs, with versions, languages and attribution."""

from __future__ import annotations

import functools
import shutil
import subprocess
from importlib.metadata import PackageNotFoundError, version

from wyoming.info import (
    AsrModel,
    AsrProgram,
    Attribution,
    HandleModel,
    HandleProgram,
    Info,
    TtsProgram,
    TtsVoice,
    WakeModel,
    WakeProgram,
)

import gpt_home
from gpt_home.config import Settings
from gpt_home.wyoming.services import WyomingServices

_GPT_HOME = Attribution(name="GPT Home", url="https://github.com/judahpaul16/gpt-home")
# engine name -> (package whose version we report, who made it, where it is from)
_STT = {
    "faster-whisper": ("faster-whisper", "SYSTRAN (Whisper model by OpenAI)", "https://github.com/SYSTRAN/faster-whisper"),
    "sphinx": ("pocketsphinx", "CMU Sphinx", "https://github.com/cmusphinx/pocketsphinx"),
    "whisper": ("openai-whisper", "OpenAI", "https://github.com/openai/whisper"),
    "openai": ("openai", "OpenAI (cloud)", "https://platform.openai.com/docs/guides/speech-to-text"),
}
_TTS = {
    "espeak-ng": ("espeak-ng", "eSpeak NG", "https://github.com/espeak-ng/espeak-ng"),
    "pyttsx3": ("pyttsx3", "pyttsx3 with eSpeak NG", "https://github.com/nateshmbhat/pyttsx3"),
    "piper": ("piper-tts", "Piper (Open Home Foundation)", "https://github.com/OHF-Voice/piper1-gpl"),
}
_WAKE = {
    "kws": ("pocketsphinx", "CMU Sphinx keyphrase spotting", "https://github.com/cmusphinx/pocketsphinx"),
    "transcript": ("gpt-home", "GPT Home (phrase matched on the offline transcript)", _GPT_HOME.url),
    "openwakeword": ("openwakeword", "openWakeWord", "https://github.com/dscripka/openWakeWord"),
    "button": ("gpiozero", "gpiozero push button", "https://github.com/gpiozero/gpiozero"),
}


@functools.cache
def package_version(name: str) -> str | None:
    """The installed version of a package, or of the espeak-ng program; None when absent."""
    if name == "espeak-ng":
        binary = shutil.which("espeak-ng")
        if binary is None:
            return None
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10, check=False).stdout
        parts = out.split()
        return parts[parts.index("text-to-speech:") + 1] if "text-to-speech:" in parts else out.strip()[:40] or None
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def wake_model_name(settings: Settings) -> str:
    """The wake model's name as Home Assistant lists it ("hey computer" -> "hey_computer")."""
    if settings.wake_engine == "openwakeword" and settings.openwakeword_model_path is not None:
        return settings.openwakeword_model_path.stem
    return "_".join(settings.wake_phrase.lower().split())


def build_info(services: WyomingServices) -> Info:
    """Describe the configured speech engines, wake model and the assistant."""
    settings = services.settings
    language = settings.stt_language
    stt = services.transcriber.name
    pkg, who, url = _STT.get(stt, (stt, stt, _GPT_HOME.url))
    asr = AsrProgram(
        name="gpt-home-stt", attribution=_GPT_HOME, installed=True, version=gpt_home.__version__,
        description=f"GPT Home speech-to-text ({stt}, offline)" if services.transcriber.offline
        else f"GPT Home speech-to-text ({stt}, cloud)",
        models=[AsrModel(name=stt, attribution=Attribution(name=who, url=url), installed=True,
                         description=f"{stt} as configured in GPT Home", version=package_version(pkg),
                         languages=[language])],
        supports_transcript_streaming=True,
    )
    pkg, who, url = _TTS[settings.tts_engine]
    voice = settings.tts_voice or ("en" if settings.tts_engine != "piper" else "")
    if settings.tts_engine == "piper" and settings.piper_model_path is not None:
        voice = settings.piper_model_path.stem
    tts = TtsProgram(
        name="gpt-home-tts", attribution=_GPT_HOME, installed=True, version=gpt_home.__version__,
        description=f"GPT Home text-to-speech ({settings.tts_engine})",
        voices=[TtsVoice(name=voice or settings.tts_engine, attribution=Attribution(name=who, url=url),
                         installed=True, description=f"{settings.tts_engine} voice {voice or '(default)'}",
                         version=package_version(pkg), languages=[language])],
        supports_synthesize_streaming=True,
    )
    pkg, who, url = _WAKE[settings.wake_engine]
    wake = WakeProgram(
        name="gpt-home-wake", attribution=_GPT_HOME, installed=True, version=gpt_home.__version__,
        description=f"GPT Home wake word ({settings.wake_engine})",
        models=[WakeModel(name=wake_model_name(settings), attribution=Attribution(name=who, url=url),
                          installed=True, description=f"wake phrase {settings.wake_phrase!r}",
                          version=package_version(pkg) if pkg != "gpt-home" else gpt_home.__version__,
                          languages=[language], phrase=settings.wake_phrase)],
    )
    handle = HandleProgram(
        name="gpt-home", attribution=_GPT_HOME, installed=True, version=gpt_home.__version__,
        description="GPT Home assistant: local intents, household memory, then the language model",
        models=[HandleModel(name="gpt-home-agent", attribution=_GPT_HOME, installed=True,
                            description=f"GPT Home agent with memory (model: {settings.llm_model})",
                            version=gpt_home.__version__, languages=[language])],
        supports_handled_streaming=True,
    )
    return Info(asr=[asr], tts=[tts], wake=[wake], handle=[handle])
