"""One frozen settings object, parsed once at the edge (CLI start-up) and passed down.

Sources, highest priority first: explicit overrides (CLI flags), environment variables (``GPT_HOME_*`` and
``DATABASE_URL``), the settings file ``<data_dir>/settings.toml`` (written by the settings page), defaults.
Nothing below the CLI reads ``os.environ``.
"""

from __future__ import annotations

import contextvars
import os
import re
import socket
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from gpt_home.errors import ConfigError

SETTINGS_FILE_NAME = "settings.toml"
ENV_PREFIX = "GPT_HOME_"
_LABEL_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

# The settings file to read for the Settings being built right now (set by load_settings only).
_settings_file: contextvars.ContextVar[Path | None] = contextvars.ContextVar("_settings_file", default=None)


def default_data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where GPT Home keeps its database, journal and settings file.

    ``GPT_HOME_DATA_DIR`` wins; under systemd ``$STATE_DIRECTORY`` (StateDirectory=); else ``$XDG_DATA_HOME/gpt-home``.
    """
    env = os.environ if environ is None else environ
    if env.get(ENV_PREFIX + "DATA_DIR"):
        return Path(env[ENV_PREFIX + "DATA_DIR"]).expanduser()
    if env.get("STATE_DIRECTORY"):
        return Path(env["STATE_DIRECTORY"].split(":")[0])
    xdg = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "gpt-home"


def _default_device_id() -> str:
    name = re.sub(r"[^A-Za-z0-9_-]", "-", socket.gethostname())[:64].strip("-")
    return name or "device"


class Settings(BaseSettings):
    """Every setting of GPT Home. Units are in the names; each field says what it does."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        frozen=True,
        extra="forbid",
        populate_by_name=True,
        validate_default=True,
    )

    # --- where things live -------------------------------------------------------------------------------
    data_dir: Path = Field(default_factory=default_data_dir, description="Database, journal and settings file.")
    database_url: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices("DATABASE_URL", "GPT_HOME_DATABASE_URL", "database_url"),
        description="External Postgres (with pgvector). Unset: an embedded Postgres runs in data_dir.",
    )
    user_id: str = Field(default="default", description="Whose memories a turn reads and writes.")
    device_id: str = Field(default_factory=_default_device_id, description="This device (room); stored on records.")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"

    # --- language model ----------------------------------------------------------------------------------
    llm_model: str = Field(
        default="auto",
        description="'auto' (bundled local model if installed), 'local', 'local:/path/model.gguf', 'none', "
        "or provider:model such as 'openai:gpt-4o-mini', 'anthropic:claude-3-5-haiku-latest', 'ollama:llama3.2'.",
    )
    llm_base_url: str | None = Field(default=None, description="OpenAI-compatible endpoint (llama.cpp, LM Studio, vLLM).")
    llm_api_key: SecretStr | None = Field(default=None, description="API key for a cloud provider; never logged.")
    llm_temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    llm_max_tokens: int = Field(default=160, ge=16, le=4096, description="Upper bound on reply length.")
    llm_seed: int = Field(default=42, description="Seed for the local model, so replies are repeatable.")
    llm_context_tokens: int = Field(default=2048, ge=512, le=32768, description="Local model's largest context; "
                                    "each turn loads the smallest 256-token step its prompt needs.")
    llm_timeout_seconds: float = Field(default=30.0, gt=0)
    llm_idle_release_seconds: float = Field(
        default=120.0, ge=0, description="Free the local model's memory after this long without a turn (0: at once)."
    )
    llm_load_on_wake: bool = Field(
        default=False, description="Start loading the local model on the wake word (a model turn saves the load, about "
        "0.2 s CPU) instead of releasing an idle one there and loading it once the transcript needs it (the default: "
        "the model is never resident while speech is transcribed, which lowers the daemon's peak memory)."
    )
    llm_load_while_speaking: bool | None = Field(
        default=None, description="Start loading the local model as soon as a speculative transcript of the words "
        "said so far is no local command (a model turn does not wait for the load after its transcript); a turn "
        "answered locally after all releases it at once. Unset (the default): on when the machine has at least "
        "1 GB of memory (a Raspberry Pi 3 or larger), off on a 512 MB Pi Zero 2 W, where the model beside "
        "speech-to-text's working memory would not fit (about +80-150 MB at the daemon's peak). On, the model also "
        "stays loaded over the wake word and keeps the conversation it has read (agent/thread_state.py)."
    )
    llm_read_ahead_after_local: bool = Field(
        default=True, description="Where the local model stays loaded over the wake word (llm_load_while_speaking "
        "on), load it after a turn a local command answered too and read the conversation so far while the reply is "
        "spoken, so the thread's next model question reads only its own words after the end of speech. The model "
        "then stays loaded for llm_idle_release_seconds after any turn of a conversation, not only after model turns."
    )
    llm_reply_guard: bool = Field(default=True, description="Replace model replies that repeat, echo, leak the prompt "
                                  "or invent times, dates and sums with an honest 'I'm not sure about that.'")
    persona: str = Field(default="", max_length=2000, description="Custom instructions added to the system prompt.")
    assistant_name: str = Field(default="GPT Home", min_length=1, max_length=40,
                                description="What the assistant calls itself when asked who it is.")
    timezone: str = Field(default="", description="IANA time zone such as 'Europe/Berlin'; empty = the system's.")

    # --- memory ------------------------------------------------------------------------------------------
    embedder: str = Field(
        default="auto",
        description="'auto' (offline wordllama), 'minilm' (offline sentence encoder: better recall, ~150 MB more RSS), "
                    "'wordllama', 'hash', 'openai:text-embedding-3-small', 'ollama:<model>'. Offline embedders "
                    "re-embed existing memories on the next start after a change.",
    )
    memory_top_k: int = Field(default=5, ge=1, le=50)
    memory_budget_tokens: int = Field(default=300, ge=50, le=4000)
    conversation_idle_seconds: float = Field(default=300.0, gt=0, description="A new thread starts after this gap.")
    profile_max_bytes: int = Field(default=8192, ge=256, le=1_000_000, description="Largest profile document.")
    summary_every_turns: int = Field(
        default=10, le=1000, description="Summarise a thread every this many human turns; below 1 disables it."
    )
    summary_keep_turns: int = Field(default=5, ge=0, le=100, description="Latest turns the model always sees raw.")
    memory_extraction_model: str = Field(
        default="auto",
        description="Model that extracts memories after each turn: 'auto' (llm_model when it is a cloud or remote "
        "provider; off for the bundled local model, too weak for it), 'none', or provider:model.",
    )
    memory_extraction_delay_seconds: float = Field(
        default=10.0, ge=0, le=3600, description="Wait this long after a turn (restarted by the next) before extracting."
    )
    memory_deadline_seconds: float = Field(
        default=0.1, gt=0, le=30, description="Longest a voice turn waits for one memory database call before "
        "answering without it (the database is then treated as down until a background probe answers).",
    )
    memory_connect_wait_seconds: float = Field(
        default=1.0, ge=0, le=60, description="How long a fresh process's first turn waits for the background "
        "database connection to finish opening once the server has answered (a server that has not answered, "
        "hung or absent, is not waited for: the turn answers without memory).",
    )

    # --- voice: wake, capture, speech-to-text, text-to-speech -------------------------------------------
    wake_engine: Literal["kws", "transcript", "openwakeword", "button"] = "kws"
    wake_phrase: str = Field(default="hey computer", min_length=2, max_length=64)
    wake_threshold: float = Field(default=1e-20, gt=0, le=1, description="pocketsphinx keyphrase threshold.")
    wake_refractory_seconds: float = Field(default=2.0, ge=0, description="Ignore wakes this soon after one.")
    openwakeword_model_path: Path | None = Field(default=None, description="User-supplied openWakeWord model.")
    input_device: str | None = Field(default=None, description="Microphone name (substring) or index.")
    vad_start_timeout_seconds: float = Field(default=5.0, gt=0, description="Give up if no speech starts by then.")
    vad_silence_seconds: float = Field(default=0.7, gt=0, description="Silence that ends an utterance.")
    vad_max_seconds: float = Field(default=15.0, gt=0, description="Longest utterance captured.")
    follow_up_seconds: float = Field(default=5.0, ge=0, le=30, description="Listen this long without the wake word "
                                     "after a reply that asks something (0: never).")
    follow_up_always: bool = Field(default=False, description="Open the follow-up window after every reply.")
    echo_threshold: float = Field(default=0.3, gt=0, lt=1, description="Heard audio is our own voice when less than "
                                  "this share of it is left once the played reply is taken out.")
    vad_adaptive: bool = Field(default=True, description="End utterances by what was said (vad_*_silence_seconds).")
    vad_complete_silence_seconds: float = Field(default=0.25, gt=0, description="Silence after a complete command.")
    vad_incomplete_silence_seconds: float = Field(
        default=1.2, gt=0, description="Silence after an unfinished phrase ('set a timer for')."
    )
    vad_unsure_silence_seconds: float = Field(default=0.5, gt=0, description="Silence when the words do not tell.")
    stt_engine: Literal["auto", "sphinx", "faster-whisper", "whisper", "openai"] = "auto"
    stt_model_path: Path | None = Field(default=None, description="Local model for faster-whisper / whisper.")
    stt_language: str = Field(default="en", pattern=r"^[a-z]{2}$")
    stt_release_for_model: bool = Field(
        default=True, description="Release faster-whisper while the local model answers (loaded again on the wake word)."
    )
    tts_engine: Literal["espeak-ng", "pyttsx3", "piper"] = Field(
        default="espeak-ng", description="espeak-ng CLI (reliable), pyttsx3 (same voice, in-process), or piper."
    )
    tts_voice: str = Field(default="", max_length=100, description="Voice id or name; empty = engine default.")
    tts_rate_wpm: int = Field(default=175, ge=80, le=400)
    tts_volume: float = Field(default=1.0, ge=0.0, le=1.0)
    piper_model_path: Path | None = Field(default=None, description="Piper .onnx voice; enables tts_engine=piper.")

    # --- GPIO (off unless configured) ---------------------------------------------------------------------
    gpio_led_pins: list[int] = Field(default_factory=list, description="One pin (single LED) or three (R, G, B).")
    gpio_button_pin: int | None = Field(default=None, ge=0, le=40)
    gpio_lights: dict[str, int] = Field(default_factory=dict, description="Light name -> GPIO pin, e.g. kitchen=17.")

    # --- skills ---------------------------------------------------------------------------------------------
    alarm_grace_seconds: float = Field(default=600.0, ge=0, description="Alarms missed while down fire if this late.")
    weather_location: str = Field(default="", description="'lat,lon' for weather; empty disables it.")

    # --- Home Assistant over Wyoming (gpt-home wyoming / run --satellite) ----------------------------------
    wyoming_default_user_id: str | None = Field(
        default=None, description="User for Wyoming turns with no known speaker; unset: such turns are refused."
    )
    wyoming_speaker_users: dict[str, str] = Field(
        default_factory=dict, description="Speaker or HA user name -> GPT Home user id, e.g. alice=alice."
    )

    # --- settings page --------------------------------------------------------------------------------------
    web_host: str = Field(default="127.0.0.1")
    web_port: int = Field(default=8080, ge=1, le=65535)
    web_allowed_hosts: list[str] = Field(
        default_factory=lambda: ["gpt-home.local", "localhost", "127.0.0.1", "[::1]"],
        description="Host headers accepted (DNS rebinding guard); the device's own addresses are added.",
    )
    web_password_hash: SecretStr | None = Field(default=None, description="Set by `gpt-home web set-password`.")
    web_api_token: SecretStr | None = Field(default=None, description="Bearer token for state-changing API calls.")

    @field_validator("user_id", "device_id")
    @classmethod
    def _label(cls, value: str) -> str:
        if not _LABEL_RE.match(value):
            raise ValueError("must be 1-64 letters, digits, '_' or '-'")
        return value

    @field_validator("wyoming_default_user_id")
    @classmethod
    def _optional_label(cls, value: str | None) -> str | None:
        if value is not None and not _LABEL_RE.match(value):
            raise ValueError("must be 1-64 letters, digits, '_' or '-'")
        return value

    @field_validator("wyoming_speaker_users")
    @classmethod
    def _speaker_users(cls, value: dict[str, str]) -> dict[str, str]:
        for user in value.values():
            if not _LABEL_RE.match(user):
                raise ValueError("user ids must be 1-64 letters, digits, '_' or '-'")
        return value

    @field_validator("llm_model")
    @classmethod
    def _llm_model(cls, value: str) -> str:
        value = value.strip()
        if value in ("auto", "local", "none") or value.startswith("local:"):
            return value
        provider, sep, model = value.partition(":")
        if not sep or not provider or not model:
            raise ValueError("must be 'auto', 'local', 'local:/path.gguf', 'none' or provider:model")
        return value

    @field_validator("memory_extraction_model")
    @classmethod
    def _extraction_model(cls, value: str) -> str:
        value = value.strip()
        if value in ("auto", "none"):
            return value
        provider, sep, model = value.partition(":")
        if not sep or not provider or not model or provider == "local":
            raise ValueError("must be 'auto', 'none' or provider:model (the bundled local model is too weak)")
        return value

    @field_validator("embedder")
    @classmethod
    def _embedder(cls, value: str) -> str:
        if value in ("auto", "minilm", "wordllama", "hash"):
            return value
        provider, sep, model = value.partition(":")
        if provider in ("openai", "ollama") and sep and model:
            return value
        raise ValueError("must be 'auto', 'minilm', 'wordllama', 'hash', 'openai:<model>' or 'ollama:<model>'")

    @field_validator("timezone")
    @classmethod
    def _timezone(cls, value: str) -> str:
        if value:
            from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

            try:
                ZoneInfo(value)
            except (ZoneInfoNotFoundError, ValueError) as exc:
                raise ValueError("must be an IANA time zone such as 'Europe/Berlin'") from exc
        return value

    @property
    def settings_file(self) -> Path:
        """The TOML file the settings page writes."""
        return self.data_dir / SETTINGS_FILE_NAME

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        path = _settings_file.get()
        if path is not None and path.is_file():
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=path))
        return tuple(sources)


def _env_name(field: str) -> str:
    if field == "database_url":
        return "DATABASE_URL"
    return ENV_PREFIX + field.upper()


def _one_line(exc: ValidationError) -> str:
    err = exc.errors()[0]
    field = str(err["loc"][0]) if err.get("loc") else "?"
    field = field.removeprefix(ENV_PREFIX.lower())
    if field in ("DATABASE_URL", "GPT_HOME_DATABASE_URL"):
        field = "database_url"
    msg = err["msg"].removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        return f"invalid setting {field!r}: unknown setting"
    return f"invalid setting {_env_name(field)} ({field}): {msg}"


def load_settings(overrides: Mapping[str, Any] | None = None) -> Settings:
    """Build the Settings once, at start-up, from overrides, the environment and the settings file.

    Raises:
        ConfigError: one line naming the setting and what is allowed.
    """
    overrides = {k: v for k, v in (overrides or {}).items() if v is not None}
    data_dir = Path(overrides["data_dir"]).expanduser() if "data_dir" in overrides else default_data_dir()
    token = _settings_file.set(data_dir / SETTINGS_FILE_NAME)
    try:
        return Settings(**{**overrides, "data_dir": data_dir})
    except ValidationError as exc:
        raise ConfigError(_one_line(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"settings file {data_dir / SETTINGS_FILE_NAME} is not valid TOML: {exc}") from None
    finally:
        _settings_file.reset(token)
