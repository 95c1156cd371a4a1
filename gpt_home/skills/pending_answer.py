"""The answer to a question the skills asked ("For how long?", "What should I remind you about?", "7 in the morning
or the evening?"): the pending command completed with it, or None when the answer is really a new request.

``Dialogue.handle`` tries this first, within the question's window (``skills/asking_back.py`` keeps the question);
the dialogue is passed in for what it already knows how to do (carry out a rule-matched intent, read "the egg one").
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from gpt_home.agent import timer_pairs
from gpt_home.agent.intents import IntentKind, TimerKind
from gpt_home.agent.relaxed import relax
from gpt_home.skills.asking_back import (VALUE_ANSWERS, Missing, Pending, SkillReply, chosen_period, completion, item_said,
                                        time_asked, tells_something)
from gpt_home.skills.buyable import not_for_buying
from gpt_home.skills.command_first import leading_commands
from gpt_home.skills.device_trouble import accepted
from gpt_home.skills.event_nudges import nudge_readings
from gpt_home.skills.light_asking import LightTurn, answered
from gpt_home.skills.list_orders import list_readings
from gpt_home.skills.turn_memo import match, readings, timer_readings
from gpt_home.skills.wake_wordings import asks_waking

QUESTION = re.compile(r"(?:what|whats|how|who|when|where|why|which|is|are|do|does|can|could|will|would|should)\b")
# A list order said whole, naming its list: a request of its own, never the item asked for
_WHOLE_LIST_ORDER = re.compile(r"^(?:add|put|stick|pop|take|remove|cross|tick|delete)\b.* (?:to|on|onto|off|from) "
                               r"(?:the|my|our) (?:[a-z]+ ){0,2}list$")


def is_command(turn: Any, normalized: str, now: datetime) -> bool:
    """True when the text is a command or question of its own (so it is not the answer to our question)."""
    # "oh, and put milk on the list too", "scrap the pasta timer": a new request too, in any of its readings
    lights = turn.skills.lights.names
    for text in (normalized, relax(normalized), *readings(normalized), *list_readings(normalized),
                 *timer_readings(normalized, now)):
        if text and (match(text, now, lights=lights) is not None or turn.recognizer.recognize(text) is not None):
            return True
    return False


def _task_grown(pending: Pending, intent: Any) -> bool:
    """True when the reminder an answer to "When should I remind you?" completes says more than the task asked about:
    the answer was a request of its own ("can you tell me when it's 1 o'clock"), not a time."""
    task = pending.data.get("task", "")
    label = str(getattr(intent.slots, "label", ""))
    return pending.missing is Missing.REMINDER_TIME and bool(task) and label.startswith(task) and label != task


def answer(
    turn: Any, pending: Pending, normalized: str, user_id: str, now: datetime, key: tuple[str, str]
) -> str | None:
    """Complete the pending command with this answer (``turn``: the ``Dialogue``); None when the answer is really a
    new request."""
    if pending.missing is Missing.OFFER:  # "yes" after an offer: what was offered; anything else is a new request
        command, said = pending.data.get("command", ""), pending.data.get("said", "")
        return (turn.understand_once(command, command, user_id, now, key) if command else said) if accepted(
            normalized) else None
    if pending.missing is Missing.LIGHT_NAME:  # "Which light do you mean?" (skills/light_asking.py)
        return answered(pending, normalized, turn.light_names(), lambda c: turn.understand_once(c, c, user_id, now, key),
                        LightTurn(turn.pending, turn.heard, key, now))
    if pending.missing is Missing.LIST_ITEM:
        # "call the bank" is a fine to-do item; a question or a command the rules know is a new request.
        if (QUESTION.match(normalized) or match(normalized, now, lights=turn.skills.lights.names) is not None
                or _WHOLE_LIST_ORDER.match(normalized) or tells_something(normalized)):  # a remark: anew
            return None
        said = turn.recognizer.recognize(normalized)  # "we've used up all the toothpaste": the item, said whole
        if said and said.intent.endswith(("AddItem", "ShoppingNeed")) and not (  # "needs to go to bed": anew
                said.slots.get("said_of") and not not_for_buying(str(said.slots.get("item", "")))):
            return None
        item = item_said(normalized)  # "some bin bags", "the baby needs nappies": the item alone
        name = pending.data.get("name", "shopping")
        intent = "HassShoppingListAddItem" if name == "shopping" else "HassListAddItem"
        return turn.skills.guarded(intent, lambda: turn.named.list_intent(intent, item, name, user_id))
    if pending.missing is Missing.ALARM_PERIOD and (due := chosen_period(normalized, pending.data)) is not None:
        label = pending.data.get("label", "")
        return turn.skills.guarded("alarm", lambda: turn.skills.set_timer(user_id, TimerKind.ALARM, due, label,
                                                                           now))
    if pending.missing is not Missing.ALARM_TIME and asks_waking(normalized) and not normalized.startswith(
            ("to ", "about ", "that ")):  # "that i have to get up early": the task
        return None  # "What should I remind you about?" -> "get me up tomorrow": being woken, asked anew
    if timer_pairs.pair(normalized) is not None:
        return None  # "remind me at noon to sow the beans and at 2 to ice the cake": two requests, read anew (each set)
    lights = turn.skills.lights.names  # "nuke all the timers", "whats on my reminders": a request of its own
    own = match(normalized, now, lights=lights) or next((i for t in (*turn.which_one(normalized, user_id, now),
                                                             *timer_readings(normalized, now),
                                                             relax(normalized) or "")  # "... at 3 pm then"
                                                         if (i := match(t, now, lights=lights)) is not None), None)
    if own is not None and own.kind is IntentKind.SET_TIMER and getattr(own.slots, "due", None) is not None:
        return turn.execute(own, user_id, now, key)  # a whole command again ("remind me to ... at 9")
    for head in (*nudge_readings(normalized, now), *leading_commands(normalized)):
        # a whole command with a reason or an event said with it: "wake me at nine, i have the doctor at ten",
        # "the bin men come at 7 give me a shout at quarter to" (never the task, never "didn't catch that")
        said = match(head, now, lights=lights)
        if said is not None and said.kind is IntentKind.SET_TIMER and getattr(said.slots, "due", None) is not None:
            return turn.execute(said, user_id, now, key)
    command = completion(pending, normalized)
    intent = match(command, now, lights=turn.skills.lights.names) if command else None
    if intent is not None and intent.kind is IntentKind.SET_TIMER and not _task_grown(pending, intent):
        return turn.execute(intent, user_id, now, key)
    if own is not None and own.kind in (IntentKind.LIST_TIMERS, IntentKind.CANCEL_TIMER):
        return None  # "read out my reminders" is a request of its own, not the task asked for
    if pending.missing is Missing.REMINDER_TASK and not QUESTION.match(normalized):
        # The answer is the task itself ("call mom"), even when it sounds like a command of its own.
        task = re.sub(r"^(?:to|about|that) ", "", normalized)
        return turn.pending.ask(key, Missing.REMINDER_TIME, now, **time_asked(pending.data.get("when", ""), task,
                                                                                normalized))
    if is_command(turn, normalized, now) or (pending.missing in (Missing.TIMER_DURATION, Missing.ALARM_TIME) and re.search(
            r"\b(?:timer|alarm)\b", normalized)):  # "go on then, a 6 minute timer": a request of its own, read anew
        return None
    if pending.missing in VALUE_ANSWERS and intent is not None:
        return None  # "can you tell me when it's 1 o'clock": asked anew, never the
        # old task with the words of a new request ("remind you that mums birthday tell you when it is")
    if pending.data.get("retried"):
        return None
    question = turn.pending.ask(key, pending.missing, now, **{**pending.data, "retried": "1"})
    return SkillReply(f"Sorry, I didn't catch that. {question}", expects_answer=True)

