"""The bundled model runs on this machine: the check setup relies on, run as setup runs it (its own process)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gpt_home.agent.model_files import bundled_model_path, llama_cpp_available


@pytest.mark.skipif(bundled_model_path() is None or not llama_cpp_available(), reason="no bundled model installed")
def test_the_bundled_model_reads_a_prompt_in_a_process_of_its_own() -> None:
    done = subprocess.run([sys.executable, "-m", "gpt_home.agent.model_smoke"], capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, f"exit {done.returncode} (a negative status is a signal): {done.stderr[-2000:]}"
    assert "runs on this CPU" in done.stderr
