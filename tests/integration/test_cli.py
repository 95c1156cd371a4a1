"""The real `gpt-home` command in a subprocess: ask, memory, doctor and clean failures."""

from __future__ import annotations

import json

from gpt_home.agent.prompts import NO_MODEL_REPLY


def test_memory_add_list_search_delete_clear(run_cli, user_id: str) -> None:
    assert run_cli("memory", "--user", user_id, "add", "The", "wifi", "password", "is", "on", "the", "fridge").returncode == 0
    assert run_cli("memory", "--user", user_id, "add", "Grandma visits on Sundays").returncode == 0
    listed = run_cli("memory", "--user", user_id, "--json", "list")
    assert listed.returncode == 0, listed.stderr
    items = json.loads(listed.stdout)
    assert {i["text"] for i in items} == {"The wifi password is on the fridge", "Grandma visits on Sundays"}
    found = json.loads(run_cli("memory", "--user", user_id, "--json", "search", "when", "does", "grandma", "come").stdout)
    assert found[0]["text"] == "Grandma visits on Sundays"
    key = found[0]["key"]
    assert run_cli("memory", "--user", user_id, "delete", "semantic", key).returncode == 0
    missing = run_cli("memory", "--user", user_id, "delete", "semantic", key)
    assert missing.returncode == 1 and "NOT_FOUND" in missing.stderr
    refused = run_cli("memory", "--user", user_id, "clear")
    assert refused.returncode == 1 and "--yes" in refused.stderr
    cleared = run_cli("memory", "--user", user_id, "clear", "--yes")
    assert cleared.returncode == 0 and "1 memories" in cleared.stdout
    assert json.loads(run_cli("memory", "--user", user_id, "--json", "list").stdout) == []


def test_ask_without_a_model(run_cli, user_id: str) -> None:
    result = run_cli("ask", "--user", user_id, "--json", "why do cats purr")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["reply"] == NO_MODEL_REPLY


def test_bad_database_url_is_one_clear_line(run_cli) -> None:
    bad = {"DATABASE_URL": "postgresql://me:hunter2@127.0.0.1:9/none"}
    result = run_cli("memory", "list", env=bad)
    assert result.returncode == 1
    errors = [line for line in result.stderr.strip().splitlines() if line.startswith("gpt-home: ")]
    assert len(errors) == 1, result.stderr
    assert "cannot connect to Postgres at postgresql://me@127.0.0.1:9/none" in errors[0]
    assert errors[0].endswith("[STORE_UNAVAILABLE]")
    assert "Traceback" not in result.stderr and "hunter2" not in result.stderr
    answered = run_cli("ask", "why do cats purr", env=bad)  # a model turn still answers, without memory, and says why once
    assert answered.returncode == 0 and answered.stdout.strip() == NO_MODEL_REPLY
    assert "cannot connect to Postgres at postgresql://me@127.0.0.1:9/none" in answered.stderr
    assert "Traceback" not in answered.stderr and "hunter2" not in answered.stderr


def test_invalid_setting_stops_start_up(run_cli) -> None:
    result = run_cli("ask", "hello", env={"GPT_HOME_LLM_TEMPERATURE": "hot"})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "gpt-home: invalid setting GPT_HOME_LLM_TEMPERATURE (llm_temperature): Input should be a valid number, "
        "unable to parse string as a number"
    ]


def test_doctor_reports_each_part(run_cli) -> None:
    result = run_cli("doctor", timeout=300)
    assert "database" in result.stdout and "pgvector" in result.stdout
    assert "microphone" in result.stdout and "text-to-speech" in result.stdout
    assert "FAIL  database" not in result.stdout
