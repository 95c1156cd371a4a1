"""What "stop the timer", "turn off the alarm" or "stop it" means, by what rang: the timers' store holds the truth.

The daemon speaks a due timer once (``TimerAnnouncer``, an alarm earcon before it) and its own "stop" phrase cuts
that playback; the claim that fired it stamps ``fired_at`` in the store. So a turn saying "stop the timer" just after
one went off is answered "Okay." (the sound is over), and the same words while NOTHING rang are told so, never
"Okay." as if a timer had been dealt with, and never a cancel: the running timer is named with how to cancel it
(cancelling on "stop" would be a wrong action when the speaker meant the one that rang a while ago).

"stop", "be quiet", "shut up" and the like are about the assistant's own voice: always "Okay.".
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo
from typing import Any

from gpt_home.agent.intents import TimerKind
from gpt_home.skills.phrases import spoken_clock, spoken_duration, spoken_when
from gpt_home.skills.timers import describe

# A timer announced this long ago still counts as the one "ringing" (the announcement, the wake word, the words)
RINGING_WINDOW = timedelta(minutes=2)
_ABOUT_RINGING = re.compile(r"^(?:ok |okay )?(?:stop|silence|dismiss|turn off|switch off|snooze) "
                            r"(?P<what>it|that|(?:the |that |my )?(?P<kind>alarm|timer|reminder|ringing|noise|sound))$")
_KINDS = {"alarm": TimerKind.ALARM, "timer": TimerKind.TIMER, "reminder": TimerKind.REMINDER}


def stop_reply(said: str, timers: Any, user_id: str, now: datetime, tz: tzinfo) -> str:
    """The reply to a STOP intent said as ``said`` (normalized): "Okay." when something rang within
    ``RINGING_WINDOW`` or the words are about talking; else that nothing rings, and what is running (``timers``: the
    ``TimerService``, None without a database)."""
    m = _ABOUT_RINGING.match(said)
    if m is None or timers is None or timers.rang_since(now - RINGING_WINDOW):
        return "Okay."
    kind = _KINDS.get(m.group("kind") or "")
    nothing = f"There's no {kind.value} ringing right now." if kind else "Nothing is ringing right now."
    running = timers.list(user_id, kind=kind)
    if not running:
        return nothing
    first = running[0]
    if first.kind is TimerKind.TIMER:
        state = f"{describe(first, tz)} has {spoken_duration(first.due - now)} left"
    else:
        name = describe(first, tz).replace(" " + spoken_clock(first.due, tz), "")
        state = f"{name} is set for {spoken_when(first.due, now, tz).removeprefix('at ')}"
    more = f" (and {len(running) - 1} more)" if len(running) > 1 else ""
    word = first.kind.value
    return f"{nothing} {state[0].upper()}{state[1:]}{more}; say 'cancel the {word}' if you want it gone."

