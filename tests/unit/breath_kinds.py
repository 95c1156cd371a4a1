"""The generated suite of round 17's kinds of sentence (engineer "left", issue 15): each kind's phrasings built from
slot orders x verb frames x fillers x politeness x markers, with must-nots generated the same way (reported, told,
negated, time-shifted, questions about the thing). Each case: the sentence, what must have changed (lights, timers,
lists) and a pattern the reply must (or, with "!", must not) match. Used by ``test_breath_kinds17.py``; pure data."""

from __future__ import annotations

from itertools import product
from typing import NamedTuple


class Case(NamedTuple):
    kind: str
    text: str
    kitchen: float | None  # the kitchen light's level after (None: unchanged from the start)
    living: float | None
    timers: int  # pending timers, alarms and reminders after
    items: int  # shopping list items after
    reply: str  # a pattern the reply matches; "!pattern": a reply, if any, must not match; "-": no local reply


START = 0.5  # both lights at half before each case: any switch either way shows
TAKEN_BACK = r"^Okay, I'll leave it as it is\.$"
NOT_LATER = r"can't switch a light at a later time yet"
THROWN = r"^(?:It's (?:heads|tails)|You rolled|I pick|\d+\.$)"


def taken_back() -> list[Case]:
    heads = [
        "kitchen light off",
        "turn off the kitchen light",
        "switch the living room light on",
        "put the kitchen light on",
        "set a timer for ten minutes",
        "add milk to the shopping list",
        "set an alarm for 7 am",
        "remind me to call mum at 6",
        "turn it off",
    ]
    backs = [
        "actually leave it",
        "no wait leave it",
        "actually never mind",
        "oh actually forget it",
        "no wait dont",
        "sorry i mean leave it alone",
        "on second thoughts leave it",
        "hang on scratch that",
        "actually no dont bother",
    ]
    cases = [Case("taken back", f"{h} {b}", None, None, 0, 0, TAKEN_BACK) for h, b in product(heads, backs)]
    cases += [
        Case("taken back", t, None, None, 0, 0, TAKEN_BACK)
        for t in (
            "kitchen light off, actually leave it on",
            "turn it off, no wait, leave it",
            "set a timer for five minutes never mind",
            "turn the living room light on no leave it off",
            "add eggs to the shopping list scratch that",
            "turn the kitchen light off no wait dont turn it off",
            "switch the living room light on actually dont do that",
        )
    ]
    # must-nots: no change of mind (the command stands), the retraction is part of what is asked, a correction
    cases += [
        Case("taken back, not", "turn the kitchen light off and leave it off", 0.0, None, 0, 0, "!leave it as it is"),
        Case(
            "taken back, not", "turn off the kitchen light no wait leave it off", 0.0, None, 0, 0, "!leave it as it is"
        ),
        Case("taken back, not", "turn off the kitchen light no wait the living room light", None, 0.0, 0, 0, "off"),
        Case("taken back, not", "remind me to tell sam to forget it", None, None, 0, 0, "remind you to tell sam"),
        Case("taken back, not", "remind me to tell john never mind", None, None, 0, 0, "remind you to tell john"),
        Case("taken back, not", "set a timer for five no ten minutes", None, None, 1, 0, "10 minutes"),
        Case("taken back, not", "what time is it never mind", None, None, 0, 0, "!leave it as it is"),
    ]
    return cases


def light_times() -> list[Case]:
    cases = []
    lights = [("kitchen", "kitchen light"), ("living", "living room light")]
    for (room, name), verb, length in product(
        lights,
        ["turn the {} on", "switch on the {}", "put the {} on", "can you turn on the {}", "{} on"],
        ["for five minutes", "for 10 minutes", "for half an hour", "for an hour", "until 8 pm"],
    ):
        said = f"{verb.format(name)} {length}"
        cases.append(
            Case(
                "for a while",
                said,
                1.0 if room == "kitchen" else None,
                1.0 if room == "living" else None,
                0,
                0,
                r"is on\. I can't switch it off by itself later yet\.",
            )
        )
    for verb, length in product(
        ["turn off the kitchen light", "switch the kitchen light off"], ["for twenty minutes", "for an hour"]
    ):
        cases.append(Case("for a while", f"{verb} {length}", 0.0, None, 0, 0, r"back on by itself"))
    for (room, name), verb, later, first in product(
        lights,
        ["turn off the {}", "switch the {} on", "turn the {} off"],
        ["in five minutes", "in 10 minutes", "in half an hour", "at 11 pm", "tonight", "in the evening"],
        [False, True],
    ):
        if first and later.startswith(("at", "tonight", "in the")):
            continue
        said = f"{later} {verb.format(name)}" if first else f"{verb.format(name)} {later}"
        cases.append(Case("later", said, None, None, 0, 0, NOT_LATER))
    cases.append(
        Case(
            "later",
            "in five minutes turn on the kitchen light and what's the time",
            None,
            None,
            0,
            0,
            NOT_LATER + r".* It's 10:25 am\.",
        )
    )
    cases += [  # must-nots: a story, a reminder or a timer asked for with it
        Case("light times, not", "the kitchen light has been on for five minutes", None, None, 0, 0, "!can't switch"),
        Case("light times, not", "the kitchen light was off for ten minutes", None, None, 0, 0, "!can't switch"),
        Case(
            "light times, not", "remind me in ten minutes to turn off the kitchen light", None, None, 1, 0, "remind you"
        ),
        Case(
            "light times, not",
            "set a timer for five minutes and turn on the kitchen light",
            1.0,
            None,
            1,
            0,
            "timer set",
        ),
        Case("light times, not", "turn on the kitchen light for me", 1.0, None, 0, 0, "is on.$"),
    ]
    return cases


def not_a_choice() -> list[Case]:
    plans = [
        "should i take the dog out now",
        "should i hang the washing out",
        "shall we walk to school",
        "should i go to the shop now",
        "can i go out to play",
    ]
    tails = [
        "or will it rain",
        "or is it going to rain",
        "or is it too cold",
        "or will it be shut",
        "or something",
        "or what",
    ]
    cases = [Case("not a choice", f"{p} {t}", None, None, 0, 0, "!^(?:I pick|That's up to you)") for p, t in product(plans, tails)]
    cases += [
        Case(
            "a choice",
            t,
            None,
            None,
            0,
            0,
            r"^I pick (?:the red jumper|the blue jumper|a film|a game|the park|"
            r"the beach|pizza|curry)\.$|^That's up to you, but if I had to pick, I'd (?:watch a film|play a game)\.$",
        )
        for t in (
            "should i wear the red jumper or the blue one",
            "should we watch a film or play a game",
            "choose between the park or the beach",
            "pizza or curry pick one",
            "should we have pizza or curry tonight",
        )
    ]
    return cases


def about_chance() -> list[Case]:
    asked = [
        "is a coin toss fairer than a dice roll",
        "is flipping a coin a fair way to decide",
        "are dice rolls really random",
        "how does a coin toss work",
        "why is a coin flip fifty fifty",
        "what are the odds of rolling a six on a die",
        "is rolling a dice better than flipping a coin",
        "which is more random a coin or a die",
        "is a random number generator truly random",
        "are coin tosses biased",
        "is a dice roll more likely to land on six",
    ]
    cases = [Case("about chance", t, None, None, 0, 0, "!" + THROWN) for t in asked]
    cases += [
        Case("chance asked", t, None, None, 0, 0, THROWN)
        for t in (
            "flip a coin",
            "can you roll a dice",
            "is it heads or tails",
            "toss a coin to decide who washes up",
            "roll a die for me",
            "is a coin toss fair flip one for me",
            "heads or tails",
        )
    ]
    return cases


def today_yes_no() -> list[Case]:
    cases = []
    for head, thing, yes in product(
        ["is it {} today", "is today {}", "is it {}", "so is it {} today"],
        ["friday", "tuesday", "the weekend", "december", "november", "the first", "the 3rd"],
        [None],
    ):
        if head == "is today {}" and thing in ("december", "november"):
            continue  # "is today december": no one says it so
        truth = thing in ("tuesday", "december", "the first")
        cases.append(Case("today yes/no", head.format(thing), None, None, 0, 0, r"^Yes\b" if truth else r"^No\b"))
    cases += [
        Case("today yes/no", t, None, None, 0, 0, p)
        for t, p in (
            ("are we in december", r"^Yes\b"),
            ("is it still november", r"^No\b"),
            ("is today a weekday", r"^Yes\b"),
            ("isnt it friday today", r"^No\b"),
        )
    ]
    cases += [
        Case("today yes/no, not", t, None, None, 0, 0, "!^(?:Yes|No)\\b")
        for t in ("is it monday tomorrow", "what day is it today")
    ]
    return cases


def second_requests() -> list[Case]:
    firsts = ["turn on the kitchen light", "turn on the kitchen light please", "switch the kitchen light on thanks"]
    joins = [
        "and um can you also",
        "and er could you",
        "and oh can you",
        "and can you also",
        "and uh",
        "and then",
        "and um please",
    ]
    seconds = ["turn off the living room light", "turn off the living room light too"]
    return [
        Case(
            "two requests",
            f"{f} {j} {s}",
            1.0,
            0.0,
            0,
            0,
            r"kitchen light is on\. Okay, the living room light "
            r"is off\.",
        )
        for f, j, s in product(firsts, joins, seconds)
    ]


def day_parts() -> list[Case]:
    cases = []
    for part, day in (
        ("in the morning", "tomorrow morning"),
        ("after lunch", "this afternoon"),
        ("in the afternoon", "this afternoon"),
        ("after school", "this afternoon"),
        ("in the evening", "this evening"),
        ("after dinner", "this evening"),
        ("before bed", "tonight"),
        ("first thing tomorrow", "tomorrow morning"),
    ):
        for frame in (
            "remind me {} to put the bins out",
            "remind me to put the bins out {}",
            "can you remind me {} to put the bins out",
        ):
            cases.append(
                Case(
                    "day part",
                    frame.format(part),
                    None,
                    None,
                    0,
                    0,
                    rf"^What time {day} should I remind you to put the bins out\?$",
                )
            )
    cases += [
        Case("day part, not", "remind me at 8 in the morning to take the bins out", None, None, 1, 0, "8 am tomorrow"),
        Case("day part, not", "what have i got in the morning", None, None, 0, 0, "!What time"),
        Case("day part, not", "do i have any reminders after lunch", None, None, 0, 0, "!What time"),
        Case("day part, not", "remind me in 10 minutes to check the oven", None, None, 1, 0, "10:35"),
    ]
    return cases


def relayed() -> list[Case]:
    cases = []
    for person, cue in product(
        ["mummy", "dad", "my wife", "grandad", "she"],
        ["says", "says to", "wants you to", "asked you to", "would like you to"],
    ):
        cases.append(Case("relayed", f"{person} {cue} set a timer for 20 minutes", None, None, 1, 0, "20 minutes"))
    cases += [
        Case("relayed", t, k, lv, 0, n, p)
        for t, k, lv, n, p in (
            ("dad says turn the kitchen light on", 1.0, None, 0, "kitchen light is on"),
            ("mum wants you to add milk to the shopping list", None, None, 1, "added milk"),
            ("my husband says can you turn off the living room light", None, 0.0, 0, "off"),
        )
    ]
    for person, verb, command in product(
        ["my son", "she", "mummy", "he"],
        ["said", "told me to", "shouted"],
        ["turn off the kitchen light", "set a timer for ten minutes"],
    ):
        cases.append(Case("reported, not", f"{person} {verb} {command}", None, None, 0, 0, "!(?:timer set|is off)"))
    cases += [
        Case("reported, not", t, None, None, 0, 0, "!(?:timer set|is on|is off)")
        for t in (
            "the recipe says set a timer for 25 minutes",
            "the book says switch off the kitchen light",
            "simon says turn on the kitchen light",
            "mum says dont turn the kitchen light off",
            "mum says i can go out at eleven",
            "dad says the kitchen light is broken",
        )
    ]
    return cases


def all_cases() -> list[Case]:
    return [
        *taken_back(),
        *light_times(),
        *not_a_choice(),
        *about_chance(),
        *today_yes_no(),
        *second_requests(),
        *day_parts(),
        *relayed(),
    ]
