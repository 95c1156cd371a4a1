"""Keep modules the voice daemon never runs out of its process (footprint, issue 12).

Why: every imported module stays resident for the daemon's lifetime (its code objects alone are about 35 MB of the
daemon's heap, bench/footprint.py). ``httpx`` imports its command-line client (``httpx._main``: rich, pygments and
click, 82 modules, about 4.4 MB RSS) whenever those packages are installed, which other packages in the environment
pull in; httpx falls back to a stub ``main`` when the import fails, and nothing in the daemon calls it. Marking the
module as absent in ``sys.modules`` before httpx is first imported makes that import fail at once (PEP 451: a None
entry raises ImportError).

Only modules a library imports optionally, behind its own ``except ImportError``, belong here.

``lazy_packages`` does the same for package ``__init__`` files that import a whole API the daemon never calls,
when the daemon needs one submodule of it: langsmith's ``types`` package (164 generated pydantic models, imported
because ``langsmith._internal._v2_migration_utils`` needs one enum) and ``langgraph_sdk`` (its HTTP client, imported
because ``langgraph.runtime`` needs the ``BaseUser`` protocol from ``langgraph_sdk.auth.types``). The package module is
created without running its ``__init__``; its submodules import as usual, and the first attribute looked up on the
package that is not a loaded submodule runs the real ``__init__`` then (PEP 562 ``__getattr__``), so nothing
changes for code that does use the package. bench/footprint.py measures the saving.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
import types
from typing import Any

_LOGGER = logging.getLogger(__name__)
SKIPPED = ("httpx._main",)  # httpx's CLI: `from ._main import main` inside try/except ImportError
LAZY = ("langsmith.types", "langgraph_sdk")  # package __init__s importing an API the daemon never calls


def skip_unused_imports() -> list[str]:
    """Mark ``SKIPPED`` modules absent unless already imported; returns the ones marked."""
    marked = [name for name in SKIPPED if name not in sys.modules and name.split(".")[0] not in sys.modules]
    for name in marked:
        sys.modules[name] = None  # type: ignore[assignment]
    if marked:
        _LOGGER.debug("not importing %s in the daemon", ", ".join(marked))
    return marked


def lazy_packages(names: tuple[str, ...] = LAZY) -> list[str]:
    """Create the ``names`` packages without running their ``__init__`` (see the module docstring), unless already
    imported or not installed; returns the ones created."""
    created = []
    for name in names:
        if name in sys.modules:
            continue
        try:
            spec = importlib.util.find_spec(name)  # imports the parent package (langsmith's own __init__ is lazy)
        except (ImportError, ValueError):
            spec = None
        if spec is None or spec.loader is None or spec.submodule_search_locations is None:
            continue
        sys.modules[name] = _deferred_package(name, spec)
        created.append(name)
    if created:
        _LOGGER.debug("package __init__ deferred for %s", ", ".join(created))
    return created


def _deferred_package(name: str, spec: Any) -> types.ModuleType:
    module = importlib.util.module_from_spec(spec)
    ran = False

    def __getattr__(attr: str) -> Any:  # noqa: N807 - the module-level hook of PEP 562
        nonlocal ran
        if ran or attr.startswith("__"):
            raise AttributeError(f"module {name!r} has no attribute {attr!r}")
        ran = True
        del module.__dict__["__getattr__"]
        _LOGGER.debug("running the deferred __init__ of %s (for %s)", name, attr)
        spec.loader.exec_module(module)
        return getattr(module, attr)

    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    parent, _, child = name.rpartition(".")
    if parent and parent in sys.modules:
        setattr(sys.modules[parent], child, module)
    return module
