"""hardware/residents.py both ways: engines give their memory back for the language model (``make_room``), and a
model loaded on a guess gives way when an engine loads again (``give_way``); ``holding`` tells which engines kept
theirs (in use)."""

from __future__ import annotations

from gpt_home.hardware import residents


class Engine:
    def __init__(self) -> None:
        self.loaded, self.in_use = True, False

    def release(self) -> bool:
        if not self.loaded or self.in_use:
            return False
        self.loaded = False
        return True


class Guess:
    def __init__(self, loaded: bool) -> None:
        self.loaded = loaded

    def give_back(self) -> bool:
        released, self.loaded = self.loaded, False
        return released


def test_an_engine_in_use_keeps_its_memory_and_is_counted_as_holding_it() -> None:
    idle, busy = Engine(), Engine()
    busy.in_use = True
    residents.register(idle.release)
    residents.register(busy.release)
    try:
        assert residents.make_room("a test") == 1
        assert not idle.loaded and busy.loaded and residents.holding() == 1
        busy.in_use = False
        assert residents.make_room("a test") == 1 and residents.holding() == 0
    finally:
        residents.unregister(idle.release)
        residents.unregister(busy.release)


def test_guests_give_way_and_are_forgotten_when_unregistered_or_dropped() -> None:
    loaded, empty = Guess(True), Guess(False)
    residents.register_guest(loaded.give_back)
    residents.register_guest(empty.give_back)
    try:
        assert residents.give_way("speech-to-text") == 1 and not loaded.loaded
        assert residents.give_way("speech-to-text") == 0  # nothing loaded any more
        residents.unregister_guest(loaded.give_back)
        loaded.loaded = True
        assert residents.give_way("speech-to-text") == 0 and loaded.loaded
    finally:
        residents.unregister_guest(empty.give_back)
    dropped = Guess(True)
    residents.register_guest(dropped.give_back)
    del dropped  # a weak reference: a guest that is gone is never called, never kept alive
    assert residents.give_way("speech-to-text") == 0
