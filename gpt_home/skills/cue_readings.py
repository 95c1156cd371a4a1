"""Every family read by its cue, in one table: which families there are, where in the local turn each is tried, and
what it gives back. ``Dialogue`` asks this table (``reply`` or ``readings`` of a stage) instead of calling each
family's module at its own place.

A family has a cue (the words that say what is asked) and slots read tolerantly wherever they are said. Where in the
turn a family is tried is part of what it means, so each row names its stage:

- ``Stage.FIRST``: whole requests restated in the skills' words ("flip a coin and roll a die", "is the 18th a
  weekday"), before chit-chat and every rule, because the rules answer them wrongly or in half (``restated``);
- ``Stage.COMMANDS``: command families that need what is set (a timer given a new length, one named by its time, a
  day asked about) and the pure readings of ``family_readings`` and ``house_week_readings``, before the rule
  matcher, because the rules read them wrongly (``family_orders.act``);
- ``Stage.SHAPED``: question families whose slot is found by its shape inside extra words, after every rule,
  template and other reading declined and before the reading by meaning; each gives (intent, slots) proposals
  that ``named_intents`` still checks (slot spans, topic first, loudness, today checks, family cues, countries,
  knowledge families: planets, elements, oceans ...).

A stage's rows are tried in the table's order. Pure but for ``CueTurn.run`` (the rules carry out a restated request)
and the stores ``family_orders`` reads through ``CueTurn.skills``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from gpt_home.agent import timer_pairs
from gpt_home.skills import (
    action_choice,
    afford_counts,
    bad_input,
    bill_shares,
    birthday_month,
    chitchat,
    clock_claims,
    clock_sums,
    country_questions,
    date_sums,
    dated_reminders,
    days_off,
    day_counting,
    device_clocks,
    day_gaps,
    day_or_night_there,
    period_started,
    request_parts,
    family_cues,
    family_orders,
    games_asked,
    gas_marks,
    half_said,
    household_sums,
    just_set,
    kitchen_help,
    knowledge_readings,
    loudness,
    missing_dates,
    month_parts,
    music_asks,
    named_day_asks,
    now_framed,
    number_asks,
    option_picks,
    out_of_date,
    power_asks,
    range_picks,
    recipe_scaling,
    removal_asked,
    restated,
    service_asks,
    service_slots,
    shopping_sums,
    slot_spans,
    spelled_around,
    talk_heads,
    temperature_letters,
    there_now,
    time_before_plan,
    time_questions,
    tip_asked,
    today_asks,
    today_checks,
    topic_first,
    unit_compare,
    weekday_counts,
    who_first,
    year_sums,
)

Reading = tuple[str, dict[str, str]]


class Stage(StrEnum):
    FIRST = "first"
    COMMANDS = "commands"
    SHAPED = "shaped"


@dataclass(frozen=True, slots=True)
class CueTurn:
    """What a family may read: the sentence (as ``intents.normalize`` writes it), the turn's clock, how a restated
    request is carried out (``run``: the reply or None), and for command families the skills, lists and user."""

    normalized: str
    now: datetime
    run: Callable[[str], str | None]
    skills: Any = None
    lists: Any = None
    user_id: str = ""
    # what a request would be read as, nothing done: the intent's name ("light", "HassListAddItem") or None
    reads: Callable[[str], str | None] = lambda _text: None
    # a question read by its meaning, nothing done: what the rules would be asked ("tell me the forecast": "what is
    # the weather") or None; only questions (the weather, the clock, what is set), never a command
    asks: Callable[[str], str | None] = lambda _text: None
    # when this speaker's turn before this one was said (None: not known): what was set before it was not "just" set
    previous: datetime | None = None
    # the sentence as said, its commas kept ("" when read again from other words): options told apart by commas
    said: str = ""


Read = Callable[[CueTurn], "str | list[Reading] | None"]
TABLE: tuple[tuple[Stage, str, Read], ...] = (
    # "um the uh whats it called", "you know"; chit-chat said with small words ("now then") stays chit-chat
    (Stage.FIRST, "murmur", lambda t: None if chitchat.chit_chat_topic(t.normalized) else bad_input.murmur(
        t.normalized) or half_said.reply(t.normalized)),  # "can you um", "just a minute", "what?"
    # "is my alarm still set or did you cancel it": the state answered, never the alarm cancelled
    (Stage.FIRST, "removal_asked", lambda t: removal_asked.find(t.normalized, lambda said: t.skills.guarded(
        "timer", lambda: family_orders.on_day(said, t.skills.timers, t.user_id, t.now, t.skills.tz)) or t.run(said))),
    (Stage.FIRST, "service_asks", lambda t: service_asks.reply(t.normalized)),  # "did liverpool win": can't
    (Stage.FIRST, "music_asks", lambda t: music_asks.reply(t.normalized)),  # "stick some mozart on": can't
    (Stage.FIRST, "games_asked", lambda t: games_asked.reply(t.normalized)),  # "lets play chess": can't
    (Stage.FIRST, "kitchen_help", lambda t: kitchen_help.reply(t.normalized)),  # "what can you help with while i cook"
    (Stage.FIRST, "device_clocks", lambda t: device_clocks.reply(t.normalized)),  # "set the oven clock": can't
    (Stage.FIRST, "period_started", lambda t: period_started.reply(t.normalized, t.now.date())),  # "new month yet"
    # "tune in to the local radio station", "put some rain sounds on i cant get to sleep": can't, unless the rules read it
    (Stage.FIRST, "service_slots", lambda t: service_slots.reply(t.normalized, t.reads, t.run, () if t.skills is None
                                                                 else tuple(t.skills.lights.names))),
    # "actually cancel that", "change it to 15 minutes": the one just set (skills/just_set.py)
    (Stage.FIRST, "just_set", lambda t: None if t.skills is None else t.skills.guarded("timer", lambda: (
        just_set.follow_up(t.normalized, t.skills.timers, t.user_id, t.now, t.skills.tz, t.previous)))),
    # "set a timer for 3 minutes and another for 8": both, or neither (agent/timer_pairs.py)
    (Stage.FIRST, "timer_pairs", lambda t: timer_pairs.carried_out(t.normalized, t.reads, t.run)),
    (Stage.FIRST, "out_of_date", lambda t: out_of_date.reply(t.normalized)),  # "the milk has run out of date"
    # "set a reminder for 2 weeks after new years to cancel the gym": that date, or asked back (skills/dated_reminders.py)
    (Stage.FIRST, "dated_reminders", lambda t: None if t.skills is None else t.skills.guarded(
        "timer", lambda: dated_reminders.reply(t.normalized, t.skills, t.user_id, t.now))),
    (Stage.FIRST, "missing_dates", lambda t: missing_dates.reply(t.normalized)),  # "the 31st of november, which day"
    (Stage.FIRST, "named_day_asks", lambda t: named_day_asks.reply(t.normalized, t.now)),  # "burns night, which weekday is it"
    (Stage.FIRST, "day_gaps", lambda t: day_gaps.reply(t.normalized, t.now)),  # "days after christmas is new years"
    (Stage.FIRST, "day_counting", lambda t: day_counting.reply(t.normalized, t.now, t.run)),  # "count 60 days on from today"
    (Stage.FIRST, "clock_sums", lambda t: clock_sums.reply(t.normalized, t.now if t.skills is None else t.now.astimezone(
        t.skills.tz))),  # "how long from 9:40 to 11:15", "am i late if school starts at 10", "the time in words"
    (Stage.FIRST, "days_off", lambda t: days_off.reply(t.normalized, t.now if t.skills is None else t.now.astimezone(
        t.skills.tz))),  # "is it a school day today mummy said ask the speaker", "is today a bank holiday"
    (Stage.FIRST, "weekday_counts", lambda t: weekday_counts.reply(t.normalized, t.now.date())),  # "working days till"
    (Stage.FIRST, "year_sums", lambda t: year_sums.reply(t.normalized, t.now.date())),  # "what year in 15 years"
    (Stage.FIRST, "date_sums_first", lambda t: date_sums.reply(t.normalized, t.now, compound=True)),  # "3 days after"
    (Stage.FIRST, "restated", lambda t: restated.find(t.normalized, t.now, t.run)),
    # "what time is it and set a timer", "kitchen light on and roll a die": each part a request (skills/request_parts.py)
    (Stage.FIRST, "request_parts", lambda t: None if t.skills is None else request_parts.reply(
        t.normalized, request_parts.said_names(t.skills.lights.names), t.reads, t.run)),
    (Stage.FIRST, "day_or_night_there", lambda t: day_or_night_there.reply(t.normalized, t.now)),  # "..in narnia"
    (Stage.FIRST, "today_yes_no", lambda t: today_checks.yes_or_no(t.normalized, t.now.date())),  # "is it friday"
    (Stage.FIRST, "today_asks", lambda t: today_asks.reply(t.normalized, t.now if t.skills is None else t.now.astimezone(
        t.skills.tz))),  # "the date in full, year included", "is today a working day", "is it afternoon yet"
    (Stage.FIRST, "month_parts", lambda t: month_parts.reply(t.normalized, t.now if t.skills is None else t.now.astimezone(
        t.skills.tz))),  # "is it already the end of november", "are we at the start of december yet"
    (Stage.FIRST, "birthday_month", lambda t: birthday_month.reply(t.normalized, (
        t.now if t.skills is None else t.now.astimezone(t.skills.tz)).date())),  # "is it my birthday month yet"
    (Stage.FIRST, "time_before_plan", lambda t: None if t.skills is None else time_before_plan.reply(
        t.normalized, t.now, t.skills.tz)),  # "tell me the time, ive got a zoom call at eleven": and how long till it
    (Stage.FIRST, "now_framed", lambda t: now_framed.reply(t.normalized, t.now if t.skills is None else t.now.astimezone(
        t.skills.tz), t.run)),  # "am i right that today is a work day", "its still 2026 isnt it", "the hour in lima"
    (Stage.FIRST, "power_asks", lambda t: power_asks.reply(t.normalized, t.run)),  # "two to the twelfth, what.."
    (Stage.FIRST, "shared_by_none", lambda t: bad_input.shared_by_none(t.normalized)),  # "45 sweets between zero kids"
    (Stage.FIRST, "bill_shares", lambda t: bill_shares.reply(t.normalized)),  # "4 of us, the bill is 54 euros, each?"
    (Stage.FIRST, "household_sums", lambda t: household_sums.reply(t.normalized)),  # "3 pizzas at 8.40 each.."
    (Stage.FIRST, "afford_counts", lambda t: afford_counts.reply(t.normalized)),  # "ive 3.60, how many loaves.."
    (Stage.FIRST, "recipe_scaling", lambda t: recipe_scaling.reply(t.normalized)),  # "350 grams, im doubling it"
    (Stage.FIRST, "action_choice", lambda t: None if t.skills is None else action_choice.reply(t.normalized,
                                                                                             t.skills.named.rng)),
    (Stage.FIRST, "range_picks", lambda t: range_picks.reply(t.normalized, t.run)),  # "from 1 up to 10, pick a number"
    (Stage.FIRST, "spelled_around", lambda t: spelled_around.reply(t.normalized, t.run)),  # "rhythm, the letters"
    (Stage.FIRST, "option_picks", lambda t: None if t.skills is None or not t.said else option_picks.reply(
        t.said, t.skills.named.rng)),  # "who does the dishes, mum, dad or Aanya": one named option
    (Stage.FIRST, "who_first", lambda t: None if t.skills is None else who_first.reply(t.normalized, t.skills.named.rng)),
    (Stage.FIRST, "gas_marks", lambda t: gas_marks.reply(t.normalized)),  # "gas mark 4 in celsius"
    (Stage.FIRST, "temperature_letters", lambda t: temperature_letters.reply(t.normalized, t.run)),  # "350 f in c"
    (Stage.FIRST, "unit_compare", lambda t: unit_compare.compared(t.normalized)),  # "limit 23 kilos ... am i over"
    (Stage.FIRST, "talk_heads", lambda t: talk_heads.reply(t.normalized, t.run)),  # "merry christmas add crackers..."
    (Stage.COMMANDS, "family_orders", lambda t: family_orders.act(t.normalized, t.skills, t.lists, t.user_id, t.now,
                                                                  t.run, t.reads, t.asks)),
    (Stage.SHAPED, "number_asks", lambda t: number_asks.find(t.normalized)),  # "3k and 48, add them up": every word
    (Stage.SHAPED, "slot_spans", lambda t: slot_spans.find(t.normalized, t.now.date())),
    (Stage.SHAPED, "topic_first", lambda t: topic_first.readings(t.normalized, topic_first.known_place)),
    (Stage.SHAPED, "loudness", lambda t: loudness.find(t.normalized)),
    (Stage.SHAPED, "today_checks", lambda t: today_checks.find(t.normalized, t.now.date())),
    (Stage.SHAPED, "tip_asked", lambda t: tip_asked.find(t.normalized)),  # "how much do i leave if i tip 15 percent.."
    (Stage.SHAPED, "shopping_sums", lambda t: shopping_sums.find(t.normalized)),  # "2 coffees at 3.50 and a cake.."
    (Stage.SHAPED, "family_cues", lambda t: family_cues.find(t.normalized, t.now)),  # cue + tolerant slot
    (Stage.SHAPED, "country_questions", lambda t: country_questions.find(t.normalized, t.now)),  # from data
    (Stage.SHAPED, "knowledge_readings", lambda t: knowledge_readings.find(t.normalized, t.now)),  # planets, elements
    (Stage.SHAPED, "date_sums", lambda t: date_sums.find(t.normalized, t.now)),  # a date question's slots anywhere
    (Stage.SHAPED, "there_now", lambda t: there_now.find(t.normalized, t.now)),  # "will he be having dinner now"
    (Stage.SHAPED, "minutes_past", lambda t: None if t.skills is None else time_questions.minutes_read(
        t.normalized, t.now, t.skills.tz)),  # "how many minutes past ten is it"
    (Stage.SHAPED, "knowledge_after_remark", lambda t: knowledge_readings.after_remark(t.normalized, t.now)),
    (Stage.SHAPED, "clock_claims", lambda t: clock_claims.find(t.normalized, t.now)),  # "is it half ten": nearly
    (Stage.SHAPED, "loose_counts", lambda t: day_counting.loose(t.normalized, t.run)),  # "count forward 45 days"
)


# Each stage's readers, in the table's order (split once: a turn asks a stage, never the whole table).
_READERS: dict[Stage, tuple[Read, ...]] = {stage: tuple(read for row_stage, _name, read in TABLE if row_stage is stage)
                                           for stage in Stage}


def reply(stage: Stage, turn: CueTurn) -> str | None:
    """The reply of the first family of ``stage`` that answers ``turn``; None when none does."""
    for read in _READERS[stage]:
        if (said := read(turn)) is not None and not isinstance(said, list):
            return said
    return None


def readings(stage: Stage, turn: CueTurn) -> list[Reading]:
    """Every (intent, slots) proposal of the families of ``stage``, in the table's order."""
    found: list[Reading] = []
    for read in _READERS[stage]:
        if (said := read(turn)) is not None and not isinstance(said, str):
            found.extend(said)
    return found
