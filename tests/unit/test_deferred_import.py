"""defer_import (gpt_home/audio/stt.py): a module faster-whisper imports but we never use is not loaded until used."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from tests.optional_parts import require


def test_a_deferred_module_runs_only_when_an_attribute_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gpt_home.audio.stt import defer_import

    (tmp_path / "heavy_probe_mod.py").write_text("import sys\nsys.modules['heavy_probe_mod_ran'] = sys\nVALUE = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "heavy_probe_mod", raising=False)
    defer_import("heavy_probe_mod")
    try:
        mod = importlib.import_module("heavy_probe_mod")  # what `import av` in faster_whisper.audio does
        assert "heavy_probe_mod_ran" not in sys.modules  # imported, not executed
        assert mod.VALUE == 42  # first use: the real module runs
        assert "heavy_probe_mod_ran" in sys.modules
        assert sys.modules["heavy_probe_mod"] is not mod and sys.modules["heavy_probe_mod"].VALUE == 42
    finally:
        sys.modules.pop("heavy_probe_mod", None)
        sys.modules.pop("heavy_probe_mod_ran", None)


def test_an_already_loaded_or_missing_module_is_left_alone() -> None:
    from gpt_home.audio.stt import defer_import

    before = sys.modules["json"] if "json" in sys.modules else importlib.import_module("json")
    defer_import("json")
    assert sys.modules["json"] is before
    defer_import("no_such_module_for_gpt_home_tests")
    assert "no_such_module_for_gpt_home_tests" not in sys.modules


def test_the_default_engine_choice_loads_faster_whisper_without_pyav() -> None:
    """`stt_engine=auto` (the default) must not import faster-whisper before its PyAV import is deferred."""
    import subprocess

    from gpt_home.audio.stt import default_whisper_model_path

    require(importlib.util.find_spec("faster_whisper") is not None, "the faster-whisper extra is not installed")
    require(default_whisper_model_path() is not None, "the faster-whisper extra's offline model is not installed")
    probe = (
        "import sys\n"
        "from gpt_home.audio.stt import create_transcriber\n"
        "from gpt_home.config import load_settings\n"
        "t = create_transcriber(load_settings({'llm_model': 'none', 'stt_engine': 'auto'}))\n"
        "av = sys.modules.get('av')\n"
        "print(t.name, av is not None and '__file__' in vars(av))\n"  # vars(): no attribute use, so no real import
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=300,
                         cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.split() == ["faster-whisper", "False"], out.stderr[-2000:]
