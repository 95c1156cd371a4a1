"""docker-compose.yml validates (Debian's docker-compose needs no engine for `config`) and keeps its promises."""

from __future__ import annotations

import os

import pytest
import yaml

from ._helpers import REPO, run, tool

COMPOSE_TIMEOUT_SECONDS = 60


def _config(env_extra: dict[str, str]) -> tuple[int, str, str]:
    env = {k: v for k, v in os.environ.items() if k != "GPT_HOME_DB_PASSWORD"} | env_extra
    result = run(
        [tool("docker-compose"), "-f", "docker-compose.yml", "config"],
        cwd=REPO,
        env=env,
        timeout=COMPOSE_TIMEOUT_SECONDS,
    )
    return result.returncode, result.stdout, result.stderr


def test_config_is_valid() -> None:
    env = {k: v for k, v in os.environ.items() if k != "GPT_HOME_DB_PASSWORD"}
    env["GPT_HOME_DB_PASSWORD"] = "test-password"
    result = run(
        [tool("docker-compose"), "-f", "docker-compose.yml", "config", "-q"],
        cwd=REPO,
        env=env,
        timeout=COMPOSE_TIMEOUT_SECONDS,
    )
    assert result.returncode == 0, result.stderr


def test_database_password_is_required() -> None:
    code, _, err = _config({})
    assert code != 0
    assert "GPT_HOME_DB_PASSWORD" in err


@pytest.fixture(scope="module")
def config() -> dict:
    code, out, err = _config({"GPT_HOME_DB_PASSWORD": "test-password"})
    assert code == 0, err
    return yaml.safe_load(out)


def test_db_is_pinned_healthchecked_and_loopback_only(config: dict) -> None:
    db = config["services"]["db"]
    repo, _, tag = db["image"].partition(":")
    assert repo == "pgvector/pgvector" and tag and tag != "latest" and any(c.isdigit() for c in tag.split("-")[0])
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    for port in db["ports"]:
        published = port if isinstance(port, str) else f"{port.get('host_ip', '')}:{port.get('published')}"
        assert str(published).startswith("127.0.0.1:"), port
    assert any(
        str(v).startswith("db-data:") or (isinstance(v, dict) and v.get("source") == "db-data") for v in db["volumes"]
    )
    assert "db-data" in config["volumes"]


@pytest.mark.parametrize("name", ["assistant", "web"])
def test_app_services_wait_for_a_healthy_db_and_are_unprivileged(config: dict, name: str) -> None:
    service = config["services"][name]
    assert service["depends_on"]["db"]["condition"] == "service_healthy"
    assert not service.get("privileged", False)
    assert service.get("cap_drop") == ["ALL"]
    assert "no-new-privileges:true" in service.get("security_opt", [])
    text = yaml.safe_dump(service)
    assert "docker.sock" not in text


def test_assistant_gets_sound_and_web_gets_port_80(config: dict) -> None:
    assistant = config["services"]["assistant"]
    # Compose v1 prints devices as "src:dst" strings, v2 as mappings.
    assert any(str(d.get("source") if isinstance(d, dict) else d).startswith("/dev/snd") for d in assistant["devices"])
    assert "audio" in assistant["group_add"]
    web = config["services"]["web"]
    assert any(
        str(p).split(":")[-2:] == ["80", "8080"] or (isinstance(p, dict) and str(p.get("published")) == "80")
        for p in web["ports"]
    )


def test_wyoming_is_opt_in_and_published_on_loopback_by_default() -> None:
    code, out, err = _config({"GPT_HOME_DB_PASSWORD": "test-password", "COMPOSE_PROFILES": "home-assistant"})
    assert code == 0, err
    wyoming = yaml.safe_load(out)["services"]["wyoming"]
    assert wyoming["command"][:3] == ["wyoming", "--uri", "tcp://0.0.0.0:10700"]
    for port in wyoming["ports"]:
        published = port if isinstance(port, str) else f"{port.get('host_ip', '')}:{port.get('published')}"
        assert str(published).startswith("127.0.0.1:") and "10700" in str(published), port
