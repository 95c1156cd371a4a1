"""Reading and judging ``tests/fixtures/device_phrasings.txt``: each line ``EXPECT | sentence`` (the format is in
the file's header). Shared by the parametrised test and the bench run over the real local path."""

from __future__ import annotations

import re

START = 0.6  # both lights start here: a switch either way, or a step, shows
AREAS = {"K": "lights", "L": "lights", "=": "lights", "Q": "lights", "W": "weather", "V": "volume", "D": "devices", "N": "must-not"}
NO_MIXER = "I can't change the volume on this device: there is no sound mixer."
_CLAIMS_SWITCH = re.compile(r"^Okay, (?:the|all the) (?:\w+ )*lights? (?:is|are)\b")
_NO_SOUND = re.compile(r"^I can't (?:tell the volume on this device: there is no sound mixer|mute myself)")
# a device not set up: "I can't control the heating...", "I can't check the front door...", "I can't play ... videos"
_HONEST = re.compile(r"^I can't (?:control|check|play|change)\b(?!.*\b(?:volume|sound mixer)\b)")


def parse(text: str) -> list[tuple[str, str, str]]:
    """(area, expect, sentence) for each line that is not a comment."""
    cases = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        expect, sentence = (part.strip() for part in line.split("|", 1))
        cases.append((AREAS[expect[0]], expect, sentence))
    return cases


def wanted_levels(expect: str) -> dict[str, str]:
    """{"kitchen": "1"|"0"|"40"|"+"|"-"} for the light codes of ``expect``; lights not named stay at START."""
    wanted = {"kitchen": "=", "living room": "="}
    for code in expect.split():
        if code[0] in "KL":
            wanted["kitchen" if code[0] == "K" else "living room"] = code[1:]
    return wanted


def _level_right(want: str, level: float) -> bool:
    if want == "=":
        return abs(level - START) < 1e-6
    if want == "+":
        return level > START + 1e-6
    if want == "-":
        return 0.0 < level < START - 1e-6
    if want == "1":
        return level >= 0.999
    return abs(level - int(want) / 100) < 1e-6


def judge(expect: str, reply: str | None, levels: dict[str, float]) -> str:
    """ "right", "wrong action" (a light left otherwise than asked) or "not answered" (no or a wrong reply)."""
    wanted = wanted_levels(expect)
    if not all(_level_right(wanted[name], levels[name]) for name in wanted):
        untouched = all(abs(level - START) < 1e-6 for level in levels.values())
        return "not answered" if untouched else "wrong action"  # a command missed is not a wrong switch
    if expect[0] in "KL":
        return "right"
    if expect == "Q":  # one light meant, none named: asked which, nothing switched
        return "right" if reply and reply.startswith("Which light") else "not answered"
    if expect == "N":
        return "wrong action" if reply and _CLAIMS_SWITCH.search(reply) else "right"
    if reply is None:
        return "not answered"
    if expect == "W":  # the pointer to the settings page, whether or not a place was named
        return "right" if "weather location" in reply and "settings page" in reply else "not answered"
    if expect == "V":  # no mixer: said so, whether the volume was to change, be told or be muted
        return "right" if reply == NO_MIXER or _NO_SOUND.search(reply) else "not answered"
    return "right" if _HONEST.search(reply) else "not answered"  # D: an honest sentence, never a pretend action
