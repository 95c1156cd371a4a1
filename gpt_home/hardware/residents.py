"""Engines that give their memory back while the language model answers (the daemon's footprint, issue 12).

Speech-to-text is not needed between the final transcript and the next wake word, and the local language model is
needed only in that span. The speech-to-text engine registers its ``release`` here; ``OnDemandModel.use`` calls
``make_room`` before a generation, so both are never resident together while the model answers
(bench/footprint.py). A released engine loads again on the next wake word or on its next use.

Registration holds a weak reference: an engine that is dropped is forgotten, never kept alive by this list.

The other way round, a language model loaded on a guess (during the end-of-speech silence, agent/silence_load.py)
registers as a guest: an engine loading again (speech went on after all) first asks the guests to give way
(``give_way``), so the two are never resident together that way either.

When an engine was released, the idle pages of the process's other libraries go too (``mapped_pages``): the model
turn that follows runs little of the code mapped at start, and what it does run comes back from the page cache.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable

from gpt_home.hardware import mapped_pages

_LOGGER = logging.getLogger(__name__)
_lock = threading.Lock()
_releasers: list[weakref.WeakMethod[Callable[[], bool]]] = []
_guests: list[weakref.WeakMethod[Callable[[], bool]]] = []
# Mapped files every model turn runs at once: the interpreter, the C runtime, the model's own libraries and weights.
# Their pages would only come back (minor faults, CPU for nothing); every other clean library page may go.
BUSY_FILES = ("libpython", "/libc.so", "/libm.so", "/ld-linux", "libstdc++", "libgcc_s", "llama_cpp", ".gguf")
idle_pages_drop: threading.Thread | None = None  # the last drop of idle library pages (tests join it)


def register(release: Callable[[], bool]) -> None:
    """Remember a bound ``release`` method (returns True when it freed something) for ``make_room``."""
    with _lock:
        _releasers.append(weakref.WeakMethod(release))


def unregister(release: Callable[[], bool]) -> None:
    """Forget a registered ``release`` (an engine chosen to stay loaded)."""
    with _lock:
        _releasers[:] = [ref for ref in _releasers if ref() not in (None, release)]


def make_room(reason: str) -> int:
    """Ask every registered engine to release itself now; returns how many did (an engine in use keeps itself)."""
    with _lock:
        _releasers[:] = [ref for ref in _releasers if ref() is not None]
        releasers = [ref() for ref in _releasers]
    released = 0
    for release in releasers:
        if release is not None and release():
            released += 1
    if released:
        # Beside the model's load, not before it: ≈ 10 ms CPU off the turn's path (bench/footprint_idle_pages.py)
        global idle_pages_drop
        idle_pages_drop = threading.Thread(target=mapped_pages.drop_idle_file_pages, args=(BUSY_FILES,),
                                           name="idle-pages", daemon=True)
        idle_pages_drop.start()
        _LOGGER.info("released %d engine(s) for %s", released, reason)
    return released


def holding() -> int:
    """How many registered engines still hold their memory (report ``loaded``): after ``make_room``, the ones in use."""
    with _lock:
        owners = [getattr(ref(), "__self__", None) for ref in _releasers]
    return sum(1 for owner in owners if owner is not None and getattr(owner, "loaded", False))


def register_guest(release: Callable[[], bool]) -> None:
    """Remember a bound ``release`` of something loaded on a guess, which gives way when an engine loads again."""
    with _lock:
        _guests.append(weakref.WeakMethod(release))


def unregister_guest(release: Callable[[], bool]) -> None:
    """Forget a registered guest."""
    with _lock:
        _guests[:] = [ref for ref in _guests if ref() not in (None, release)]


def give_way(reason: str) -> int:
    """Ask every guest to release what it loaded on a guess (an engine is about to load again); how many did."""
    with _lock:
        _guests[:] = [ref for ref in _guests if ref() is not None]
        guests = [ref() for ref in _guests]
    released = sum(1 for release in guests if release is not None and release())
    if released:
        _LOGGER.info("released %d guessed load(s) for %s", released, reason)
    return released
