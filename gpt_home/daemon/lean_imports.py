"""Keep modules the voice daemon never runs out of its process (footprint, issue 12).

Why: every imported module stays resident for the daemon's lifetime (its code objects alone are about 35 MB of the
daemon's heap, bench/footprint.py). ``httpx`` imports its command-line client (``httpx._main``: rich, pygments and
click, 82 modules, about 4.4 MB RSS) whenever those packages are installed, which other packages in the environment
pull in; httpx falls back to a stub ``main`` when the import fails, and nothing in the daemon calls it. Marking the
module as absent in ``sys.modules`` before httpx is first imported makes that import fail at once (PEP 451: a None
entry raises ImportError).

Only modules a library imports optionally, behind its own ``except ImportError``, belong here.
"""

from __future__ import annotations

import logging
import sys

_LOGGER = logging.getLogger(__name__)
SKIPPED = ("httpx._main",)  # httpx's CLI: `from ._main import main` inside try/except ImportError


def skip_unused_imports() -> list[str]:
    """Mark ``SKIPPED`` modules absent unless already imported; returns the ones marked."""
    marked = [name for name in SKIPPED if name not in sys.modules and name.split(".")[0] not in sys.modules]
    for name in marked:
        sys.modules[name] = None  # type: ignore[assignment]
    if marked:
        _LOGGER.debug("not importing %s in the daemon", ", ".join(marked))
    return marked
