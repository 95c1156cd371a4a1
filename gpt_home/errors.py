"""One error hierarchy for GPT Home, each error with a stable machine-readable code.

Codes are part of the public surface (the JSON API and CLI print them), so never rename one.
"""

from __future__ import annotations


class GptHomeError(Exception):
    """Base of every error GPT Home raises on purpose.

    ``code`` is stable (UPPER_SNAKE); ``message`` is one human-readable line with no secrets in it.
    """

    code = "GPT_HOME_ERROR"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code

    def __str__(self) -> str:
        return self.message


class ConfigError(GptHomeError, ValueError):
    """A setting is missing or invalid; the message names the setting and what is allowed."""

    code = "CONFIG_INVALID"


class StoreError(GptHomeError):
    """The database could not be reached or set up."""

    code = "STORE_UNAVAILABLE"


class VectorExtensionError(StoreError):
    """pgvector is not installed in the database and we may not create it."""

    code = "PGVECTOR_MISSING"


class EmbeddingMismatchError(StoreError):
    """The configured embedder's dimension differs from the one the index was built with."""

    code = "EMBEDDING_DIMENSION_CHANGED"


class MissingUserIdError(GptHomeError, ValueError):
    """A memory operation was asked for without a user id (we fail closed)."""

    code = "MISSING_USER_ID"


class NotFoundError(GptHomeError, LookupError):
    """The item asked for does not exist."""

    code = "NOT_FOUND"


class InvalidInputError(GptHomeError, ValueError):
    """Input from a user, the API or the model was rejected; nothing was changed."""

    code = "INVALID_INPUT"


class PatchFailedError(GptHomeError, ValueError):
    """A profile JSON patch could not be applied; the profile is unchanged."""

    code = "PATCH_FAILED"


class ProfileTooLargeError(GptHomeError, ValueError):
    """A profile patch would make the profile larger than allowed."""

    code = "PROFILE_TOO_LARGE"

    def __init__(self, attempted_bytes: int, max_bytes: int) -> None:
        super().__init__(
            f"profile would be {attempted_bytes} bytes; the maximum is {max_bytes} bytes"
        )
        self.attempted_bytes = attempted_bytes
        self.max_bytes = max_bytes


class LlmError(GptHomeError):
    """The language model could not be set up or did not answer."""

    code = "LLM_FAILED"


class LlmNotConfiguredError(LlmError):
    """No language model is configured or installed."""

    code = "LLM_NOT_CONFIGURED"


class AudioError(GptHomeError):
    """Audio input or output failed (no device, unreadable file, ...)."""

    code = "AUDIO_FAILED"


class NoAudioDeviceError(AudioError):
    """There is no sound card; use file input instead."""

    code = "NO_AUDIO_DEVICE"


class SttError(GptHomeError):
    """Speech-to-text failed."""

    code = "STT_FAILED"


class TtsError(GptHomeError):
    """Text-to-speech failed."""

    code = "TTS_FAILED"


class WakeError(GptHomeError):
    """The wake-word engine could not be set up."""

    code = "WAKE_FAILED"


class DeviceNameTakenError(GptHomeError):
    """Another live device in the household already uses this device's name."""

    code = "DEVICE_NAME_TAKEN"


class WyomingProtocolError(GptHomeError, ValueError):
    """A Wyoming peer sent something the protocol does not allow (bad header, oversized event, bad JSON)."""

    code = "WYOMING_PROTOCOL"


class UnknownSpeakerError(GptHomeError, PermissionError):
    """A Wyoming turn names no known household member and no default user is configured (fail closed)."""

    code = "UNKNOWN_SPEAKER"


class ModelLoadError(LlmError):
    """The local language model could not be loaded (memory pressure, a broken file): local commands still work."""

    code = "LLM_LOAD_FAILED"
