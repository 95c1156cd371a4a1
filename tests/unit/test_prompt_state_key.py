"""The saved prompt state is keyed by the text of the voice rules as well as the model file (agent/prompt_state.py):
new rules (another wording, another assistant name) get a file of their own, so an install never keeps restoring
the rules it evaluated before. Pure path arithmetic over a real file (the key reads its size and time)."""

from __future__ import annotations

from pathlib import Path

from gpt_home.agent import prompt_state
from gpt_home.agent.prompts import voice_rules


def test_other_rules_have_another_state_file_and_the_same_rules_the_same(tmp_path: Path) -> None:
    model = tmp_path / "model.gguf"
    model.write_bytes(b"GGUF")
    data = tmp_path / "data"
    now = prompt_state.state_file(data, str(model), 768, voice_rules("GPT Home"))
    assert now == prompt_state.state_file(data, str(model), 768, voice_rules("GPT Home"))
    assert now != prompt_state.state_file(data, str(model), 768, voice_rules("Jarvis"))
    assert now != prompt_state.state_file(data, str(model), 768, voice_rules("GPT Home") + " Be brief.")
    assert now.parent == data / prompt_state.CACHE_DIR_NAME
