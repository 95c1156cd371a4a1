"""Speaker volume through ALSA's ``amixer``, when the device has one; a clear spoken answer when it does not."""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
from collections.abc import Callable, Sequence

from gpt_home.agent import volume_steps

_LOGGER = logging.getLogger(__name__)
PREFERRED_CONTROLS = ("Master", "PCM", "Speaker", "Headphone", "Digital")
NO_MIXER_REPLY = "I can't change the volume on this device: there is no sound mixer."
_TIMEOUT_SECONDS = 5.0

Runner = Callable[[Sequence[str]], "subprocess.CompletedProcess[str]"]


def _run(args: Sequence[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, timeout=_TIMEOUT_SECONDS, check=False)


def pick_control(scontrols_output: str) -> str | None:
    """The mixer control to turn: the first preferred one present, else the first listed."""
    names = re.findall(r"Simple mixer control '([^']+)',\d+", scontrols_output)
    for preferred in PREFERRED_CONTROLS:
        if preferred in names:
            return preferred
    return names[0] if names else None


class Volume:
    """Turns the ALSA volume up or down by ``step_percent``."""

    def __init__(
        self,
        *,
        step_percent: int = 10,
        control: str | None = None,
        run: Runner = _run,
        which: Callable[[str], str | None] = shutil.which,
    ) -> None:
        self._step = step_percent
        self._control = control
        self._run = run
        self._which = which

    def _amixer(self, *args: str) -> list[str] | None:
        """Run ``amixer -M <args> CONTROL`` on the chosen control; the percent levels it reports (None: no mixer)."""
        if self._which("amixer") is None:
            return None
        try:
            control = self._control
            if control is None:
                listed = self._run(["amixer", "scontrols"])
                control = pick_control(listed.stdout) if listed.returncode == 0 else None
            if control is None:
                return None
            done = self._run(["amixer", "-M", args[0], control, *args[1:]])
        except (OSError, subprocess.TimeoutExpired) as exc:
            _LOGGER.warning("amixer failed: %s", exc)
            return None
        if done.returncode != 0:
            _LOGGER.warning("amixer failed: %s", done.stderr.strip()[:200])
            return None
        return re.findall(r"\[(\d{1,3})%\]", done.stdout)

    def change(self, up: bool) -> str:
        """Step the volume (by the steps the turn said) and say the new level."""
        steps = volume_steps.current()  # "a couple of notches": two steps at once (agent/volume_steps.py)
        levels = self._amixer("sset", f"{self._step * steps}%{'+' if up else '-'}")
        if levels is None:
            return NO_MIXER_REPLY
        if not levels:
            return "Okay, louder." if up else "Okay, quieter."
        return f"Volume {'up' if up else 'down'}, now at {levels[0]} percent."

    def set_level(self, percent: int) -> str:
        """Set the volume to ``percent`` (0..100) and say the new level."""
        if not 0 <= percent <= 100:
            return "The volume goes from 0 to 100 percent."
        levels = self._amixer("sset", f"{percent}%")
        if levels is None:
            return NO_MIXER_REPLY
        return f"Okay, the volume is at {levels[0] if levels else percent} percent."

    def mute(self) -> str:
        """Muting is not done yet: say so, and point to "quieter" only when there is a mixer to turn down."""
        if self._amixer("sget") is None:
            return "I can't mute myself on this device: there is no sound mixer. Say stop to end a reply."
        return "I can't mute myself yet. Say quieter to turn me down, or stop to end a reply."

    def report(self) -> str:
        """Say the current volume."""
        levels = self._amixer("sget")
        if levels is None:
            return "I can't tell the volume on this device: there is no sound mixer."
        return f"The volume is at {levels[0]} percent." if levels else "I couldn't read the volume level."
