"""The built wheel carries web/ as gpt_home.web and the app finds its templates there (not in a checkout)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

_PROBE = """
import sys
sys.path.insert(0, sys.argv[1])
import gpt_home.webapp as w
from gpt_home.config import load_settings
root = w.web_root()
assert str(root).startswith(sys.argv[1]), root
app = w.create_app(load_settings({"data_dir": sys.argv[2], "database_url": "postgresql://x@127.0.0.1:9/none"}))
client = app.test_client()
assert client.get("/settings").status_code == 200
assert client.get("/static/app.css").status_code == 200
print("ok", root)
"""


@pytest.mark.slow
def test_wheel_ships_templates_and_the_app_uses_them(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", str(REPO), "-w", str(out), "-q"],
                           timeout=300, capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(out.glob("gpt_home-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("gpt_home/web/__init__.py", "gpt_home/web/templates/memories.html",
                 "gpt_home/web/templates/base.html", "gpt_home/web/static/app.js", "gpt_home/web/static/app.css",
                 "gpt_home/webapp/__init__.py"):
        assert name in names, name
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    probe = subprocess.run([sys.executable, "-c", _PROBE, str(site), str(tmp_path / "data")], cwd=tmp_path,
                           capture_output=True, text=True, timeout=120, check=False)
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.startswith("ok")
