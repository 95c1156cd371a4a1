"""The generated suite of round 18's left-over kinds (engineer "left18", issue 15), each kind built from slot orders x
frames x fillers x speakers, with must-nots generated the same way. Pure data for ``test_left18_kinds.py`` and for
measuring a branch (``python tests/unit/left18_kinds.py`` is not needed: the test module counts).

Kinds: a timer told of as RINGING never cancels another timer; how long a thing TOOK once sets no timer; a choice
between two ACTIONS is a choice, never the forecast; a named day JUDGED ("is friday a good day for it") is no check
of today; a REMARK before a knowledge question does not hide the question; an OFFER after a device complaint is
answered by "yes" / "no".

Each case: the sentence, what is said before it (``setup``), the pending timers after, and a pattern the reply must
match ("!pattern": a reply, if any, must not match; "-": no local reply). ``HELD_OUT`` holds a second vocabulary
for each kind, never tuned on: measured, reported, not asserted.
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple


class Case(NamedTuple):
    kind: str
    text: str
    setup: tuple[str, ...]
    timers: int  # pending timers, alarms and reminders after
    reply: str  # a pattern the reply matches; "!pattern": a reply, if any, must not match; "-": no local reply


POTATOES = ("set a timer for 20 minutes for the potatoes",)
CANCELLED = r"!(?i:cancel|stopp|timer set|for how long)"
NO_TIMER = r"!(?i:timer set|for how long|minutes? from now|alarm set|remind)"
CHOICE = r"^That's up to you, but if I had to pick, I'd "
NOT_A_PICK = r"!^(?:That's up to you|I pick)"
NOT_TODAY = r"!(?:it's not \w+day|Yes, it's \w+day|^Today is|Yes, today is|Neither)"
TODAY_CHECKED = r"^(?:Yes|No),? "

# --- a timer told of as ringing --------------------------------------------------------------------------------
RING_FRAMES = ("a timer called {n} {v}", "the timer for the {n} {v}", "my {n} timer {v}", "the {n} timer {v}",
               "the timer i set for the {n} {v}", "a timer named {n} {v}", "that timer for the {n} {v}",
               "the timer on the {n} {v}")
RING_VERBS = ("went off", "just went off", "rang", "has gone off", "was ringing", "kept beeping")
RING_NAMES = ("cookies", "pasta", "eggs", "cake")
RING_FILLERS = ("", "oh ", "um ", "so ", "mum ")
RING_TAILS = ("", " while i was out", " earlier", " in the kitchen", " love")


def ringing_told() -> list[Case]:
    cases = []
    for i, (frame, verb, name) in enumerate(product(RING_FRAMES, RING_VERBS, RING_NAMES)):
        text = f"{RING_FILLERS[i % 5]}{frame.format(n=name, v=verb)}{RING_TAILS[(i // 5) % 5]}"
        cases.append(Case("ringing told, not", text, POTATOES, 1, CANCELLED))
    cases += [Case("ringing told, not", f"an alarm called {n} went off", ("set an alarm for 7 am",), 1, CANCELLED)
              for n in ("work", "school", "gym")]
    # an order about the one that rang, when none rang lately: the stop rule says so, the running timer is kept
    cases += [Case("ringing stopped, none rang", t, POTATOES, 1, r"^There's no timer ringing right now\. The potatoes")
              for t in ("cancel the timer that went off", "stop the timer that just went off", "turn off the timer that "
                        "rang", "silence the timer thats ringing", "please cancel the timer that went off",
                        "ok stop the timer that was beeping")]
    # controls: a cancel asked for is still done
    cases += [Case("ringing told (control)", t, POTATOES, 0, r"cancel")
              for t in ("cancel the potatoes timer", "cancel the timer", "stop the potatoes timer")]
    return cases


# --- how long a thing took once --------------------------------------------------------------------------------
TOOK_SUBJECTS = ("the pasta", "the cake", "my run", "the eggs", "the washing", "the bus", "our walk", "the rice")
TOOK_VERBS = ("took", "needed", "lasted", "was")
TOOK_AMOUNTS = ("10 minutes", "half an hour", "twenty minutes", "an hour", "about 12 minutes")
TOOK_MARKERS = ("last time", "yesterday", "the other day", "last week", "")
TOOK_FILLERS = ("", "oh ", "so ", "well ")


def took_told() -> list[Case]:
    cases = []
    for i, (subject, verb, amount) in enumerate(product(TOOK_SUBJECTS, TOOK_VERBS, TOOK_AMOUNTS)):
        marker = TOOK_MARKERS[i % 5]
        text = f"{TOOK_FILLERS[i % 4]}{subject} {verb} {amount}{' ' + marker if marker else ''}"
        if i % 3 == 0 and marker:
            text = f"{TOOK_FILLERS[i % 4]}{marker} {subject} {verb} {amount}"  # the time said first
        cases.append(Case("took told, not", text, (), 0, NO_TIMER))
    cases += [Case("took told (control)", t, (), 1, r"[Tt]imer set")
              for t in ("set a timer for 10 minutes for the pasta", "set a timer for 10 minutes like last time",
                        "the pasta takes 10 minutes set a timer")]
    return cases


# --- a choice between two actions --------------------------------------------------------------------------------
ACTIONS = (("walk the dog", "feed the cat"), ("do my homework", "tidy my room"), ("hang the washing out", "do the "
           "ironing"), ("call mum", "text her"), ("go to the shop", "make dinner"), ("have a shower", "go for a run"),
           ("go out", "stay in"), ("clean the kitchen", "hoover the stairs"))
CHOICE_FRAMES = ("should i {a} or {b}", "should i {a} or {b} first", "shall i {a} or {b}", "do i {a} or {b} first",
                 "shall we {a} or {b}", "is it better to {a} or {b}", "should i {a} or should i {b}",
                 "what should i do first {a} or {b}")
CHOICE_FILLERS = ("", "um ", "so ", "ok so ", "hmm ")
CHOICE_TAILS = ("", " what do you think", " today", " then")
CHOICE_NOTS = ("should i {a} or will it rain", "should i {a} or not", "should i {a} or what",
               "i should have {a} or something", "she asked if i should {a} or {b}", "should i {a} or is it too cold")


def action_choices() -> list[Case]:
    cases = []
    for i, ((a, b), frame) in enumerate(product(ACTIONS, CHOICE_FRAMES)):
        text = f"{CHOICE_FILLERS[i % 5]}{frame.format(a=a, b=b)}{CHOICE_TAILS[(i // 5) % 4]}"
        cases.append(Case("choice of two actions", text, (), 0, CHOICE))
    cases += [Case("choice of two actions, not", frame.format(a=a, b=b), (), 0, NOT_A_PICK)
              for (a, b), frame in product(ACTIONS[:4], CHOICE_NOTS)]
    cases += [Case("choice of two things (control)", t, (), 0, r"^I pick ")
              for t in ("should i have pizza or pasta", "should i wear the red jumper or the blue one")]
    return cases


# --- a named day judged ----------------------------------------------------------------------------------------
DAYS = ("friday", "saturday", "tuesday", "monday", "the weekend")
JUDGE_FRAMES = ("is {d} a good day for it", "is {d} a good day for a picnic", "is {d} a good time to go shopping",
                "would {d} be ok", "is {d} any good for you", "is {d} too late", "would {d} be better",
                "is {d} a bad day to do the washing", "is {d} free", "is {d} good for the party")
JUDGE_FILLERS = ("", "um ", "so ", "love ", "and ")
CHECKS = ("is it {d}", "is it {d} today", "is today {d}", "its {d} isnt it")


def days_judged() -> list[Case]:
    cases = []
    for i, (day, frame) in enumerate(product(DAYS, JUDGE_FRAMES)):
        cases.append(Case("day judged, not", f"{JUDGE_FILLERS[i % 5]}{frame.format(d=day)}", (), 0, NOT_TODAY))
    cases += [Case("day checked (control)", frame.format(d=day), (), 0, TODAY_CHECKED)
              for day, frame in product(("friday", "tuesday"), CHECKS)]
    return cases


# --- a remark before a knowledge question -------------------------------------------------------------------------
QUESTIONS = (("what do bees make", r"honey"), ("how many legs does a spider have", r"eight"),
             ("what is the capital of italy", r"Rome"), ("what is a baby cat called", r"kitten"),
             ("what is the biggest planet", r"Jupiter"), ("what is the chemical symbol for gold", r"Au"))
REMARKS = ("i'm six,", "im six", "my teacher said to ask you", "im bored", "my son wants to know", "we were arguing",
           "i have a quiz tomorrow", "my nan asked me", "im doing my homework", "quick question", "hello dear",
           "i am learning english,")
REFUSALS = ("dont tell me", "i already know", "never mind", "i dont care")


def remark_first() -> list[Case]:
    cases = [Case("remark before a question", f"{remark} {question}", (), 0, answer)
             for remark, (question, answer) in product(REMARKS, QUESTIONS)]
    # a refusal before the question itself: never cut off (said as a clause, the whole-sentence readers decide)
    # (capitals, planets and elements are read whole by their own families, before and after: left, see the report)
    cases += [Case("remark before a question, not", f"{refusal} {question}", (), 0, f"!{answer}")
              for refusal, (question, answer) in product(REFUSALS, QUESTIONS[:2] + QUESTIONS[3:4])]
    return cases


# --- an offer after a complaint about the sound, answered ----------------------------------------------------------
SOUNDS = ("my speaker", "the speaker", "you", "your voice", "the sound", "the audio")
TROUBLES = ("keeps cutting out", "keep breaking up", "is crackling", "keeps dropping out", "sounds fuzzy",
            "is cutting in and out")
TROUBLE_FILLERS = ("", "oh ", "ugh ", "sorry but ")
TROUBLE_TAILS = ("", " again", " all the time", " when you talk")
YESES = ("yes", "yes please", "go on then", "yeah", "sure", "ok then", "please do")
NOES = ("no", "no thanks", "nope", "dont bother")
OFFERED = r"^Sorry about that\. Shall I say a short test sentence"
TESTED = r"^Testing: one, two, three"
NOT_TROUBLE = ("the radio keeps cutting out", "my phone keeps breaking up", "the tv sound is crackling",
               "my speaker kept cutting out last week", "does the speaker cut out", "turn the speaker up",
               "the speaker doesnt cut out any more", "my son said you keep cutting out yesterday")


def offers() -> list[Case]:
    complaints = [f"{TROUBLE_FILLERS[i % 4]}{s} {t}{TROUBLE_TAILS[(i // 4) % 4]}"
                  for i, (s, t) in enumerate(product(SOUNDS, TROUBLES))]
    cases = [Case("sound trouble offered", c, (), 0, OFFERED) for c in complaints]
    cases += [Case("offer taken up", YESES[i % len(YESES)], (c,), 0, TESTED) for i, c in enumerate(complaints)]
    cases += [Case("offer declined", NOES[i % len(NOES)], (c,), 0, r"^Okay, never mind\.$")
              for i, c in enumerate(complaints[::3])]
    cases += [Case("offer, not", t, (), 0, f"!{OFFERED}") for t in NOT_TROUBLE]
    cases += [Case("offer, not", y, ("what time is it",), 0, f"!{TESTED}") for y in YESES]  # "yes" with no offer
    cases += [Case("offer, not", y, (complaints[0], "what time is it"), 0, f"!{TESTED}") for y in YESES[:3]]
    return cases


def all_cases() -> list[Case]:
    return [*ringing_told(), *took_told(), *action_choices(), *days_judged(), *remark_first(), *offers()]


# --- a second vocabulary per kind, never tuned on: measured and reported, not asserted -------------------------------
HELD_OUT = {
    "ringing": [f"{f}{t}" for f, t in product(("", "right ", "hey "), (
        "the timer we called muffins went off", "a timer labelled pizza has gone off", "my timer for the soup rang",
        "the bread timer just rang", "the timer named scones was beeping", "the brownies timer went off ages ago"))],
    "took": [f"{f}{t}" for f, t in product(("", "right ", "you know "), (
        "the chicken took forty minutes last sunday", "the lasagne needed 45 minutes the other night",
        "my nap lasted 2 hours yesterday", "the kettle took 3 minutes this morning", "our film was 2 hours",
        "the soup simmered for 30 minutes"))],
    "choice": [f"{f}{t}" for f, t in product(("", "right ", "hey "), (
        "should i water the plants or mow the lawn", "shall i bath the baby or cook tea first",
        "should we paint the fence or weed the garden", "do i pay the bills or answer my emails first",
        "is it better to book the train or drive", "should i iron my shirt or polish my shoes"))],
    "judged": [f"{f}{t}" for f, t in product(("", "right ", "hey "), (
        "is thursday a good day for the dentist", "would sunday be alright for lunch", "is wednesday too soon",
        "is monday a sensible day to start", "would the weekend be better for it", "is friday ok for you"))],
    "remark": [f"{f}{t}" for f, t in product(("", "sorry to bother you ", "me and my brother cant agree "), (
        "what do bees make", "what is the capital of france", "how many legs does an insect have",
        "what is a baby dog called", "what is the smallest planet", "what is the chemical symbol for iron"))],
    "offer": [f"{f}{t}" for f, t in product(("", "right ", "hey "), (
        "your sound keeps stuttering", "the speaker is buzzing again", "you keep going quiet mid sentence",
        "my speaker is glitching", "the audio keeps skipping", "you sound muffled today"))],
}

_HELD_ANSWERS = {"what do bees make": r"honey", "what is the capital of france": r"Paris",
                 "how many legs does an insect have": r"six", "what is a baby dog called": r"puppy",
                 "what is the smallest planet": r"Mercury", "what is the chemical symbol for iron": r"Fe"}


def held_out_cases() -> list[Case]:
    """``HELD_OUT`` as cases judged like the kinds above (measured by ``bench``-style runs, never asserted)."""
    cases = [Case("ringing told, not", t, POTATOES, 1, CANCELLED) for t in HELD_OUT["ringing"]]
    cases += [Case("took told, not", t, (), 0, NO_TIMER) for t in HELD_OUT["took"]]
    cases += [Case("choice of two actions", t, (), 0, CHOICE) for t in HELD_OUT["choice"]]
    cases += [Case("day judged, not", t, (), 0, NOT_TODAY) for t in HELD_OUT["judged"]]
    cases += [Case("remark before a question", t, (), 0, next(a for q, a in _HELD_ANSWERS.items() if t.endswith(q)))
              for t in HELD_OUT["remark"]]
    cases += [Case("sound trouble offered", t, (), 0, OFFERED) for t in HELD_OUT["offer"]]
    return cases
