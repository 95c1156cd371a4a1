"""The local skills as LLM tools: the same actions the intents do, with typed arguments the model fills in.

Times reach the tools already structured (seconds from now, or an ISO local time), never as free text to re-parse.
Each tool returns one short sentence to speak. Bad arguments raise ``ToolException`` with a message the model can
act on (``handle_tool_error`` sends it back to the model instead of failing the turn).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Literal

from langchain_core.tools import BaseTool, ToolException, tool

from gpt_home.agent.intents import LightAction, TimerKind, TimerQuerySlots
from gpt_home.errors import InvalidInputError
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.phrases import spoken_clock, spoken_date
from gpt_home.skills.weather import Weather

MAX_SECONDS = 366 * 24 * 3600

KindName = Literal["timer", "alarm", "reminder"]


def make_tools(
    skills: LocalSkills,
    *,
    user_id: str,
    weather: Weather | None = None,
    clock: Callable[[], datetime] | None = None,
) -> list[BaseTool]:
    """Tools bound to one user (build them per user, or per turn); ``clock`` defaults to the real UTC clock."""
    now = clock or (lambda: datetime.now(UTC))

    def _local_due(local_time: str) -> datetime:
        try:
            moment = datetime.fromisoformat(local_time)
        except ValueError:
            raise ToolException(f"local_time {local_time!r} is not 'YYYY-MM-DDTHH:MM'") from None
        if moment.tzinfo is None:  # wall time in the household's zone; a DST gap moves forward
            moment = moment.replace(tzinfo=skills.tz).astimezone(UTC).astimezone(skills.tz)
        return moment

    @tool(parse_docstring=True)
    def set_timer(
        kind: KindName, seconds_from_now: int | None = None, local_time: str | None = None, label: str = ""
    ) -> str:
        """Set a countdown timer, an alarm or a reminder. It is saved and rings on this device even after a restart.

        Give exactly one of seconds_from_now or local_time.

        Args:
            kind: "timer" for a countdown, "alarm" for a wake-up or clock alarm, "reminder" to remind the user of
                a task.
            seconds_from_now: For "in 10 minutes" pass 600. Must be positive.
            local_time: The wall-clock moment in the household's time zone as YYYY-MM-DDTHH:MM, e.g. 2026-11-30T07:30.
            label: A short name such as "pasta", or for a reminder the task in the user's words, such as "call mom".

        Raises:
            ToolException: both or neither time given, a time in the past or more than a year ahead, or a bad format.
        """
        current = now()
        if (seconds_from_now is None) == (local_time is None):
            raise ToolException("give exactly one of seconds_from_now or local_time")
        duration = None
        if seconds_from_now is not None:
            if not 0 < seconds_from_now <= MAX_SECONDS:
                raise ToolException("seconds_from_now must be between 1 and one year")
            duration = timedelta(seconds=seconds_from_now)
            due = current + duration
        else:
            due = _local_due(str(local_time))
        if kind == "reminder" and not label.strip():
            raise ToolException("a reminder needs a label saying what to remind the user of")
        try:
            return skills.set_timer(user_id, TimerKind(kind), due, label.strip(), current, duration)
        except InvalidInputError as exc:
            raise ToolException(exc.message) from None

    @tool(parse_docstring=True)
    def cancel_timer(kind: KindName | None = None, label: str = "", cancel_all: bool = False) -> str:
        """Cancel a pending timer, alarm or reminder. If several match and cancel_all is false, nothing is cancelled
        and the reply lists them so you can ask the user which one.

        Args:
            kind: Only this kind; omit for any kind.
            label: Part of the label, such as "pasta"; omit when the user did not name one.
            cancel_all: True only when the user asked to cancel all of them.
        """
        query = TimerQuerySlots(TimerKind(kind) if kind else None, label.strip(), None, cancel_all)
        return skills.cancel_timers(user_id, query, now())

    @tool(parse_docstring=True)
    def list_timers(kind: KindName | None = None) -> str:
        """List the pending timers, alarms and reminders on this device, soonest first, with the time left.

        Args:
            kind: Only this kind; omit for all of them.
        """
        return skills.list_timers(user_id, TimerKind(kind) if kind else None, now())

    @tool
    def current_time() -> str:
        """The current local date and time in the household's time zone. Use it for any question about the time."""
        local = now().astimezone(skills.tz)
        return f"It is {spoken_clock(local, skills.tz)} on {spoken_date(local, skills.tz)}, {local.year} ({local:%Z})."

    @tool(parse_docstring=True)
    def set_light(
        state: Literal["on", "off", "dim"], name: str | None = None, brightness_percent: int | None = None
    ) -> str:
        """Switch a light on or off, or dim it. The reply names the lights that exist if the name is unknown.

        Args:
            state: "on", "off", or "dim" (dim uses brightness_percent, 30 when omitted).
            name: The light's name, such as "kitchen"; omit to switch every light.
            brightness_percent: 1 to 100, only with state "dim".

        Raises:
            ToolException: brightness_percent outside 1-100.
        """
        level = None
        if brightness_percent is not None:
            if not 1 <= brightness_percent <= 100:
                raise ToolException("brightness_percent must be between 1 and 100")
            level = brightness_percent / 100
        return skills.lights.set(name, LightAction(state), level)

    tools: list[BaseTool] = [set_timer, cancel_timer, list_timers, current_time, set_light]
    if weather is not None:

        @tool
        def get_weather() -> str:
            """Current weather and today's high and low at the household's configured location."""
            return weather.report()

        tools.append(get_weather)
    for item in tools:
        item.handle_tool_error = True
    return tools


class SkillTools:
    """Tools per user, built once and reused (building the six tools costs tens of milliseconds; a turn must not)."""

    def __init__(
        self,
        skills: LocalSkills,
        *,
        weather: Weather | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self._skills = skills
        self._weather = weather
        self._clock = clock
        self._by_user: dict[str, list[BaseTool]] = {}

    def for_user(self, user_id: str) -> list[BaseTool]:
        """The tool list bound to ``user_id`` (the same list object on every call)."""
        if user_id not in self._by_user:
            self._by_user[user_id] = make_tools(self._skills, user_id=user_id, weather=self._weather, clock=self._clock)
        return self._by_user[user_id]
