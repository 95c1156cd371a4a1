"""The wheel must carry every gpt_home package and the settings page's templates (web/ ships as gpt_home.web)."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_every_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "gpt_home").rglob("__init__.py")}
    assert on_disk <= listed, f"add to [tool.setuptools] packages: {sorted(on_disk - listed)}"
    assert "gpt_home.web" in listed and config["package-dir"]["gpt_home.web"] == "web"
    assert (REPO / "web" / "__init__.py").is_file()


def test_web_root_finds_the_templates_in_a_checkout() -> None:
    from gpt_home.webapp import web_root

    root = web_root()
    assert (root / "templates" / "memories.html").is_file() and (root / "static" / "app.js").is_file()
