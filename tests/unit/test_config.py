"""Settings: sources, priorities, validation errors as one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from gpt_home.config import Settings, default_data_dir, load_settings
from gpt_home.errors import ConfigError


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    for name in list(os.environ):
        if name.startswith("GPT_HOME_") or name in ("DATABASE_URL", "STATE_DIRECTORY", "XDG_DATA_HOME"):
            monkeypatch.delenv(name)


def test_defaults(tmp_path: Path) -> None:
    s = load_settings({"data_dir": tmp_path})
    assert s.user_id == "default"
    assert s.llm_model == "auto"
    assert s.embedder == "auto"
    assert s.database_url is None
    assert s.wake_phrase == "hey computer"
    assert s.settings_file == tmp_path / "settings.toml"


def test_data_dir_resolution(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "gpt-home"
    monkeypatch.setenv("STATE_DIRECTORY", f"{tmp_path}/state:{tmp_path}/other")
    assert default_data_dir() == tmp_path / "state"
    monkeypatch.setenv("GPT_HOME_DATA_DIR", str(tmp_path / "explicit"))
    assert load_settings().data_dir == tmp_path / "explicit"


def test_environment_and_database_url(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GPT_HOME_USER_ID", "alice")
    monkeypatch.setenv("GPT_HOME_MEMORY_TOP_K", "7")
    monkeypatch.setenv("DATABASE_URL", "postgresql://u:s3cret@db/gh")
    s = load_settings({"data_dir": tmp_path})
    assert (s.user_id, s.memory_top_k) == ("alice", 7)
    assert s.database_url is not None and s.database_url.get_secret_value().endswith("@db/gh")
    assert "s3cret" not in repr(s) and "s3cret" not in str(s.model_dump())


def test_settings_file_is_read_and_environment_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text('persona = "Speak like a pirate."\nllm_max_tokens = 99\n')
    s = load_settings({"data_dir": tmp_path})
    assert s.persona == "Speak like a pirate." and s.llm_max_tokens == 99
    monkeypatch.setenv("GPT_HOME_LLM_MAX_TOKENS", "120")
    assert load_settings({"data_dir": tmp_path}).llm_max_tokens == 120
    assert load_settings({"data_dir": tmp_path, "llm_max_tokens": 130}).llm_max_tokens == 130


@pytest.mark.parametrize(
    ("env", "value", "needle"),
    [
        ("GPT_HOME_LLM_TEMPERATURE", "5", "GPT_HOME_LLM_TEMPERATURE"),
        ("GPT_HOME_LLM_MODEL", "gpt4", "provider:model"),
        ("GPT_HOME_USER_ID", "bob smith", "GPT_HOME_USER_ID"),
        ("GPT_HOME_LOG_LEVEL", "LOUD", "GPT_HOME_LOG_LEVEL"),
        ("GPT_HOME_EMBEDDER", "bert", "GPT_HOME_EMBEDDER"),
        ("GPT_HOME_TIMEZONE", "Mars/Olympus", "IANA"),
        ("GPT_HOME_WAKE_ENGINE", "clap", "GPT_HOME_WAKE_ENGINE"),
    ],
)
def test_invalid_value_is_one_line_naming_the_setting(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, env: str, value: str, needle: str
) -> None:
    monkeypatch.setenv(env, value)
    with pytest.raises(ConfigError) as info:
        load_settings({"data_dir": tmp_path})
    message = str(info.value)
    assert needle in message
    assert "\n" not in message
    assert info.value.code == "CONFIG_INVALID"
    assert isinstance(info.value, ValueError)


def test_bad_settings_file(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text("no_such_setting = 1\n")
    with pytest.raises(ConfigError, match="no_such_setting"):
        load_settings({"data_dir": tmp_path})
    (tmp_path / "settings.toml").write_text("persona = \n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_settings({"data_dir": tmp_path})


def test_settings_are_frozen(tmp_path: Path) -> None:
    s = load_settings({"data_dir": tmp_path})
    with pytest.raises(ValidationError):
        s.user_id = "mallory"  # type: ignore[misc]
    assert isinstance(s, Settings)


def test_load_while_speaking_follows_the_machine_unless_set(tmp_path: Path) -> None:
    """Unset, the model loads while the user speaks only with room for it beside speech-to-text (>= 1 GB)."""
    from gpt_home.hardware.heap import total_memory_bytes
    from gpt_home.wiring import load_while_speaking

    pi_zero, pi3 = 427_000 * 1024, 921_000 * 1024  # MemTotal as the two boards report it
    auto = load_settings({"data_dir": tmp_path})
    assert auto.llm_load_while_speaking is None
    assert not load_while_speaking(auto, pi_zero) and load_while_speaking(auto, pi3)
    forced_on = load_settings({"data_dir": tmp_path, "llm_load_while_speaking": True})
    forced_off = load_settings({"data_dir": tmp_path, "llm_load_while_speaking": False})
    assert load_while_speaking(forced_on, pi_zero) and not load_while_speaking(forced_off, pi3)

    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:         427000 kB\nMemFree:          100000 kB\n")
    assert total_memory_bytes(str(meminfo)) == pi_zero
    assert total_memory_bytes(str(tmp_path / "absent")) is None
