"""The generated suite of round 18's talk kinds (engineer "fixC2", issue 15, from the twenty-first set's failures),
each kind built from its parts (lead-ins x frames x objects with describing words x tails x speakers), with
must-nots generated the same way. Pure data for ``test_talk_c2.py``.

Kinds: a SERVICE the assistant does not have, asked for with the object's own describing words or a bare reason
after ("tune in to the local radio station", "put some rain sounds on i cant get to sleep", "what are todays news
headlines", "you can make video call to my daughter in canada"); what JOBS it can do, put in any frame ("what kinds
of jobs can i ask you to do"); a child's or an older person's NEWS said after their age ("im nine and i got a gold
star"), a remark, never a number question; a MATERIAL compared on a reference scale ("the hardest natural material",
"the metal liquid at room temperature"). ``HELD_OUT`` is a second vocabulary, never tuned on: measured, reported,
not asserted.
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple


class Case(NamedTuple):
    kind: str
    text: str
    expect: str  # "music", "news", "calls", "abilities", "remark", "diamond", "talc", "mercury", ...; "" a must-not


# --- a service asked for by its parts -----------------------------------------------------------------------------
LEADS = ("", "um ", "hey ", "please ", "ok so ")
FRAMES = ("", "can you ", "could you please ", "i want you to ", "you can ")
MEDIA_ACTS = ("tune in to {o}", "play {o}", "put on {o}", "put {o} on", "start {o}", "stick {o} on")
MEDIA_OBJECTS = ("the local radio station", "some rain sounds", "my workout playlist", "the baby shark song",
                 "some ocean sounds", "a podcast", "my favourite radio station", "some thunderstorm sounds")
TAILS = ("", " please", " i cant get to sleep", " for the baby", " so i can relax", " the baby wont settle")
NEWS_ASKS = ("what are {o}", "tell me {o}", "read me {o}", "give me {o}", "any {o}")
NEWS_OBJECTS = ("todays news headlines", "the latest headlines", "the news this morning", "the top stories",
                "todays headlines", "the local news")
CALL_ACTS = ("make video call to {w}", "make a video call to {w}", "video call {w}", "start a video chat with {w}",
             "make a phone call to {w}")
CALL_WHO = ("my daughter in canada", "grandma", "my son", "nan in spain")
AGES = ("", "im eight ", "i am 7 and ")

# must-nots: the service told of, wished away, negated, asked about, or only named in a household request
NOT_SERVICE = (
    "i heard it on the news", "the radio was on all night", "dont put the radio on", "dont play my workout playlist",
    "if i cant sleep put rain sounds on", "remind me to listen to the radio at 8", "add rain sounds to the list",
    "is the radio on", "what was on the news last night", "turn the radio off", "stop the rain sounds",
    "my daughter made a video call to me", "did my son make a phone call", "put the kettle on",
    "put the kitchen light on", "put some washing on", "play a game with me", "i never listen to the radio",
    "the news said it will rain", "set a timer for the radio show", "we already played the baby shark song",
    "what are todays plans", "tell me the time", "make a cup of tea", "my son was on the news",
    "i used to play the radio", "the local radio station was playing carols", "lets have a chat with grandma",
    "can we have a video call with you", "put the cake mix on", "lets have a chat",
)

# --- what jobs it can do -------------------------------------------------------------------------------------------
JOB_HEADS = ("what kinds of jobs", "what sort of things", "which tasks", "what kind of stuff", "what jobs",
             "what type of chores", "what other things")
JOB_FRAMES = ("can i ask you to do", "can you do", "can you help me with", "are you good at", "can we get you to do",
              "do you do", "you can do", "can i ask you")
JOB_TAILS = ("", " for me", " around the house", " then")
NOT_JOBS = ("what jobs can i ask the kids to do", "what kinds of jobs can you do for money",
            "what kind of things can i cook tonight", "what sort of things can i ask my doctor",
            "what jobs can you get with a degree", "what kinds of jobs do nurses do",
            "what tasks are on my list", "what kind of things did you do yesterday")

# --- news said after the speaker's age ------------------------------------------------------------------------------
AGE_SAID = ("im nine and", "i am seven and", "im 88 and", "im six and", "im 10 and")
NEWS_SAID = ("i got a gold star today for reading", "i lost my first tooth", "i won a prize at school",
             "i made a cake with my mum", "my grandson is visiting", "i learnt to ride my bike")

# --- a number told in a story: a remark, never "maybe a request" ----------------------------------------------------
TOLD_WHO = ("i", "we", "my grandson", "my daughter")
TOLD_EVENTS = ("scored 3 goals at football", "walked 10000 steps", "baked 24 cupcakes", "had 20 people round",
               "picked 2 kilos of apples", "read 5 books", "swam 10 lengths")
TOLD_WHEN = ("", " today", " yesterday", " last weekend")
NOT_TOLD = ("we need 4 chairs", "my meeting is at 3", "the recipe says 8 ounces of flour and my scales only do grams",
            "i want 2 eggs", "we are going to have 20 people round tomorrow", "i will walk 5 miles later",
            "i had 3 eggs how many are left", "3 cups of flour in grams")

# --- a material on a reference scale ---------------------------------------------------------------------------------
MATERIAL_ASKS = {
    "diamond": ("whats the hardest natural material", "what is the hardest mineral", "which mineral is the hardest",
                "whats the hardest substance on earth", "what is the hardest natural substance in the world",
                "name the hardest mineral"),
    "talc": ("whats the softest mineral", "which mineral is the softest"),
    "mercury": ("which metal is liquid at room temperature", "what metal is a liquid at room temperature",
                "which metal stays liquid at room temperature", "name the metal that is liquid at room temperature"),
    "bromine": ("which non metal is liquid at room temperature",),
    "mercury and bromine": ("which elements are liquid at room temperature",),
}
MATERIAL_LEADS = ("", "um ", "do you know ")
MATERIAL_TAILS = ("", " its for a quiz", " please")
NOT_MATERIAL = ("whats the hardest question", "what is the hardest word to spell", "whats the hardest wood",
                "is mercury in retrograde", "what metal is a fork made of", "which metal is the heaviest",
                "what is the softest material", "whats harder maths or english", "which metal is liquid gold",
                "whats the hardest exam in the world", "what is the hardest thing in the world")


def _rotated(*parts: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every value of every part, each pairing of the first two parts said three times, the other parts rotated."""
    first, second, *rest = parts
    out = []
    for i, (a, b) in enumerate(product(first, second)):
        for j in range(3):
            out.append((a, b, *(part[(i + (k + 1) * j + k) % len(part)] for k, part in enumerate(rest))))
    return out


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for act, obj, lead, frame, tail in _rotated(MEDIA_ACTS, MEDIA_OBJECTS, LEADS, FRAMES, TAILS):
        cases.append(Case("service", f"{lead}{frame}{act.format(o=obj)}{tail}", "music"))
    for ask, obj, lead, tail in _rotated(NEWS_ASKS, NEWS_OBJECTS, LEADS, ("", " please", " right now")):
        cases.append(Case("service", f"{lead}{ask.format(o=obj)}{tail}", "news"))
    for act, who, lead, frame in _rotated(CALL_ACTS, CALL_WHO, ("", "please "), FRAMES):
        cases.append(Case("service", f"{lead}{frame}{act.format(w=who)}", "calls"))
    for age, act, obj in product(AGES, ("play {o}", "put {o} on"), MEDIA_OBJECTS):
        cases.append(Case("service", f"{age}{act.format(o=obj)}", "music"))
    cases += [Case("service, not", text, "") for text in NOT_SERVICE]
    for head, frame, lead, tail in _rotated(JOB_HEADS, JOB_FRAMES, ("", "so ", "um "), JOB_TAILS):
        cases.append(Case("abilities", f"{lead}{head} {frame}{tail}", "abilities"))
    cases += [Case("abilities, not", text, "") for text in NOT_JOBS]
    for age, news in product(AGE_SAID, NEWS_SAID):
        cases.append(Case("age remark", f"{age} {news}", "remark"))
    for who, event, when in product(TOLD_WHO, TOLD_EVENTS, TOLD_WHEN):
        cases.append(Case("told number", f"{who} {event}{when}", "remark"))
    cases += [Case("told number, not", text, "") for text in NOT_TOLD]
    for answer, asks in MATERIAL_ASKS.items():
        for lead, ask, tail in product(MATERIAL_LEADS, asks, MATERIAL_TAILS):
            cases.append(Case("material", f"{lead}{ask}{tail}", answer))
    cases += [Case("material, not", text, "") for text in NOT_MATERIAL]
    return cases


# A second vocabulary, written before measuring and never tuned on: measured, reported, not asserted.
HELD_OUT: tuple[Case, ...] = (
    Case("service", "would you put on some white noise for the little one", "music"),
    Case("service", "go on play the radio station with the cricket", "music"),
    Case("service", "switch on some forest sounds please", "music"),
    Case("service", "start the running playlist", "music"),
    Case("service", "let me hear some rain sounds", "music"),
    Case("service", "whats in the news today", "news"),
    Case("service", "give me the headlines please", "news"),
    Case("service", "read out the morning headlines", "news"),
    Case("service", "i want the news", "news"),
    Case("service", "could you do a video call with my brother", "calls"),
    Case("service", "set up a zoom call with grandad", "calls"),
    Case("service", "facetime my aunt in dublin please", "calls"),
    Case("service, not", "the rain sounds nice on the roof", ""),
    Case("service, not", "my playlist got deleted", ""),
    Case("service, not", "i called my sister already", ""),
    Case("service, not", "why is the news always bad", ""),
    Case("abilities", "what else can you help me with", "abilities"),
    Case("abilities", "what sorts of things are you able to do", "abilities"),
    Case("abilities", "which jobs can i give you", "abilities"),
    Case("abilities", "what chores can you take care of around the house", "abilities"),
    Case("abilities, not", "what jobs can my son do in the garden", ""),
    Case("age remark", "im seventy five and i just became a great grandma", "remark"),
    Case("age remark", "i am six and i can swim now", "remark"),
    Case("told number", "my nan turned 90 on sunday", "remark"),
    Case("told number", "we caught 6 fish at the lake", "remark"),
    Case("told number, not", "i need 6 fish for friday", ""),
    Case("material", "what is the hardest gemstone", "diamond"),
    Case("material", "which is the only metal that is liquid at room temperature", "mercury"),
    Case("material", "what natural material is the hardest", "diamond"),
    Case("material", "how hard is topaz on the mohs scale", "topaz"),
    Case("material, not", "whats the hardest part of a tooth", ""),
)
