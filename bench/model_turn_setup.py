"""The set-up shared by the model-turn benches (streaming_bench.py, reload_bench.py): a throwaway household with the
bundled model, loaded and warmed by one model turn outside the timings.

Usage (from another bench script): ``with model_household() as (settings, household, data_dir): ...``
"""

from __future__ import annotations

import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

from gpt_home.config import Settings, load_settings
from gpt_home.memory.embedded import stop_embedded_server
from gpt_home.memory.store import open_database
from gpt_home.skills.warm_up import warm_up_skills
from gpt_home.wiring import build_household

RESULTS = Path(__file__).resolve().parent / "results"
PROMPTS = ["Tell me three short facts about cats.", "Describe a cosy Sunday morning.",
           "Give me two tips for a good night's sleep.", "What makes a good soup?", "Say something kind about rain."]
NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)  # the turns' clock: the same prompt text on every run
WARM_UP = "Describe a quiet evening at home."  # a model turn ("hello" is a local skill's and loads nothing)


@contextmanager
def model_household(max_tokens: int = 120) -> Iterator[tuple[Settings, Any, Path]]:
    """A household on a throwaway embedded Postgres with ``llm_model=local``, prepared as the daemon prepares it (the
    local skills' sentence templates loaded) and after one model turn (imports, recall, the model loaded and its
    voice-rules state written); closed and the database stopped on exit."""
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        settings = load_settings({"data_dir": str(data_dir), "llm_model": "local", "llm_max_tokens": max_tokens})
        db = open_database(settings)
        household = build_household(settings, db)
        try:
            warm_up_skills(household.skills)  # as the daemon does at start (wiring.voice_backend)
            household.assistant.ask(WARM_UP, thread_id="warm-up", now=NOW)
            household.assistant.settle()  # its after-turn work (thread record, memory pass) is not timed
            yield settings, household, data_dir
        finally:
            household.assistant.close()
            db.close()
            stop_embedded_server(data_dir)


def write_table(name: str, title: str, result: dict[str, Any], detail: Any) -> str:
    """Write bench/results/<name>.json (with ``detail``) and .md; return the markdown table."""
    import json

    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps({**result, "runs_detail": detail}, indent=2) + "\n")
    table = "| measure | value |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in result.items())
    (RESULTS / f"{name}.md").write_text(f"# {title}\n\n{table}\n")
    return table
