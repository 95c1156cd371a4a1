"""GET/PUT /api/settings and the settings file they write."""

from __future__ import annotations

import stat
import subprocess
import sys
import tomllib
from pathlib import Path

from flask.testing import FlaskClient

from gpt_home.config import load_settings
from gpt_home.webapp.auth import verify_password


def test_get_settings_never_returns_secrets(make_app) -> None:
    client = make_app(llm_api_key="sk-abc").test_client()
    body = client.get("/api/settings").json
    assert body["settings"]["llm_api_key"] == {"set": True}
    assert "web_password_hash" not in body["settings"] and "database_url" not in body["settings"]
    assert "sk-abc" not in client.get("/api/settings").get_data(as_text=True)


def test_put_validates_saves_and_is_read_back_by_load_settings(client: FlaskClient, settings) -> None:
    response = client.put("/api/settings", json={"wake_phrase": "hey home", "llm_model": "ollama:llama3.2",
                                                  "llm_api_key": "sk-new", "gpio_led_pins": [17]})
    assert response.status_code == 200 and response.json["restart_required"] is True
    assert response.json["settings"]["llm_api_key"] == {"set": True}
    assert "sk-new" not in response.get_data(as_text=True)
    assert stat.S_IMODE(settings.settings_file.stat().st_mode) == 0o600  # it holds secrets
    loaded = load_settings({"data_dir": settings.data_dir})
    assert loaded.wake_phrase == "hey home" and loaded.llm_model == "ollama:llama3.2"
    assert loaded.llm_api_key.get_secret_value() == "sk-new" and loaded.gpio_led_pins == [17]
    # null resets a setting to its default
    assert client.put("/api/settings", json={"wake_phrase": None}).status_code == 200
    assert "wake_phrase" not in tomllib.loads(settings.settings_file.read_text())


def test_put_rejects_bad_input_and_writes_nothing(client: FlaskClient, settings) -> None:
    for body in ({"tts_rate_wpm": 10}, {"web_password_hash": "x"}, {"web_api_token": "x"}, {"database_url": "x"},
                 {"timezone": "Nowhere/Land"}, {"gpio_button_pin": 99}, {"wake_engine": "clap"},
                 {"llm_model": "gpt"}, [1, 2], "text"):
        response = client.put("/api/settings", json=body)
        assert response.status_code == 400, body
        assert response.json["error"]["code"] == "INVALID_INPUT"
    assert not settings.settings_file.exists()


def test_put_refuses_to_overwrite_a_broken_file(client: FlaskClient, settings) -> None:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    settings.settings_file.write_text("this is = = not toml")
    response = client.put("/api/settings", json={"persona": "x"})
    assert response.status_code == 400 and "not valid TOML" in response.json["error"]["message"]
    assert settings.settings_file.read_text() == "this is = = not toml"


def _set_password(env: dict[str, str], text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gpt_home.cli", "web", "set-password", "--stdin"], env=env,
                          input=text, capture_output=True, text=True, timeout=60, check=False)


def test_cli_set_password_stores_a_hash(cli_env: dict[str, str]) -> None:
    result = _set_password(cli_env, "correct horse\n")
    assert result.returncode == 0, result.stderr
    text = (Path(cli_env["GPT_HOME_DATA_DIR"]) / "settings.toml").read_text()
    assert verify_password("correct horse", tomllib.loads(text)["web_password_hash"])
    assert "correct horse" not in text
    short = _set_password(cli_env, "short\n")
    assert short.returncode == 1 and "INVALID_INPUT" in short.stderr
