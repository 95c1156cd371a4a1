"""Speaker volume through ALSA's ``amixer``, when the device has one; a clear spoken answer when it does not."""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
from collections.abc import Callable, Sequence

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

    def change(self, up: bool) -> str:
        """Step the volume and say the new level."""
        if self._which("amixer") is None:
            return NO_MIXER_REPLY
        try:
            control = self._control
            if control is None:
                listed = self._run(["amixer", "scontrols"])
                control = pick_control(listed.stdout) if listed.returncode == 0 else None
            if control is None:
                return NO_MIXER_REPLY
            done = self._run(["amixer", "-M", "sset", control, f"{self._step}%{'+' if up else '-'}"])
        except (OSError, subprocess.TimeoutExpired) as exc:
            _LOGGER.warning("amixer failed: %s", exc)
            return NO_MIXER_REPLY
        if done.returncode != 0:
            _LOGGER.warning("amixer failed: %s", done.stderr.strip()[:200])
            return NO_MIXER_REPLY
        levels = re.findall(r"\[(\d{1,3})%\]", done.stdout)
        if not levels:
            return "Okay, louder." if up else "Okay, quieter."
        return f"Volume {'up' if up else 'down'}, now at {levels[0]} percent."
