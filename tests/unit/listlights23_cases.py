"""Round 23's list, light, volume and heating kinds (holdout25's failures in those areas, by kind), written before any
code changed.

Kinds: a list named in a clause of its own, then cleared as "it" ("the old shopping list is done with, delete
everything on it"); the shopping list read, asked for as what is written down "for the shop" ("what have we got
written down for the shop so far"); one more thing announced for the shopping, with no item yet (asked what, then the
bare answer is added: "kitchen roll", "cheddar"); a light level said with a purpose after it ("living room light at 40
percent for the film") or with "right down to" ("take the living room light right down to 25 percent"); the volume
moved "a couple of notches" ("drop your voice a couple of notches"); the thermostat asked for after a remark ("the
house is cold, put the thermostat on 22": an honest "I can't", never the model).

``DEV`` lists are generated over frames, fillers and values (tuned on); ``NEVER_TUNED`` lists are a second vocabulary
(other speakers: a child, an older person, a learner, recognizer text without apostrophes) measured and reported;
``MUST_NOT`` lists are asserted: no list changed, no light moved.
"""

from __future__ import annotations

import itertools

HELD = ["milk", "eggs", "bread"]

# --- a list cleared as "it" after a clause naming it ----------------------------------------------------------
_CLEAR_LISTS = [("the old shopping list", "shopping"), ("the shopping list", "shopping"), ("my to do list", "to do"),
                ("that grocery list", "shopping"), ("our shopping list", "shopping")]
_DONE = ["is done with", "is finished with", "is no use now", "is out of date", "has had it", "is all done"]
_CLEAR_IT = ["delete everything on it", "clear it", "wipe it", "empty it", "get rid of everything on it",
             "clear everything off it", "you can delete everything on it", "wipe it clean please"]
CLEAR_DEV: list[tuple[str, str]] = [
    (f"{lead}{said}{sep}{done}{sep}{clear}", name)
    for (lead, (said, name), done, clear, sep) in itertools.product(
        ["", "ok ", "right "], _CLEAR_LISTS, _DONE, _CLEAR_IT, [", ", " "])][::7]
CLEAR_NEVER_TUNED: list[tuple[str, str]] = [
    ("the shopping list is all done now, wipe the whole thing", "shopping"),
    ("shopping list finished, clear all of it please", "shopping"),
    ("the to do list is old now delete all on it", "to do"),
    ("we done with shopping list, empty it", "shopping"),
    ("that old grocery list can go, clear it out", "shopping"),
    ("the shopping list is sorted so delete everything thats on it", "shopping"),
    ("my shopping list, i dont need it any more, clear it", "shopping"),
    ("grandma here, the shopping list is finished, can you empty it dear", "shopping"),
]
CLEAR_MUST_NOT: list[str] = [
    "the old shopping list is done with, dont delete everything on it",
    "the shopping list is done with, should i delete everything on it",
    "the shopping list is done with",
    "the shopping list is done with, read it to me",
    "the shopping list is done with, i deleted everything on it",
    "the shopping list is done with, my son cleared it yesterday",
    "the old shopping list is done with, delete the milk on it",
    "the shopping list is done with, if you clear it ill be cross",
    "the timer is done with, clear it",
]

# --- the shopping list read as what is written down for the shop -----------------------------------------------
_READ_FRAMES = ["what have we got {w} for the {s}{t}", "what have i got {w} for the {s}{t}", "whats {w} for the {s}{t}",
                "what do we have {w} for the {s}{t}", "what have you got {w} for the {s}{t}",
                "what is {w} for the {s}{t}"]
_W = ["written down", "down", "noted down", "jotted down", "written"]
_S = ["shop", "shops", "shopping", "supermarket"]
_T = ["", " so far", " already", " at the moment"]
READ_DEV: list[str] = [f.format(w=w, s=s, t=t) for f, w, s, t in itertools.product(_READ_FRAMES, _W, _S, _T)][::5]
READ_NEVER_TUNED: list[str] = [
    "what did we write down for the shops",
    "tell me whats written for the shopping",
    "remind me what we put down for the supermarket",
    "read out what weve got down for the shops",
    "what have we wrote for shopping",
    "so what have we got noted for the big shop",
    "whats been written down for the shopping so far",
]
READ_MUST_NOT: list[str] = [  # never a list read, never a list changed
    "what have we got in the fridge",
    "what have we got for dinner tonight",
    "what time does the shop shut",
    "what have we got written down for the dentist",
    "what did the shop have written on the door",
]

# --- one more thing announced for the shopping: asked what ------------------------------------------------------
_ASK_LEADS = ["", "oh ", "hang on ", "wait "]
_ASK_SUBJ = ["i've thought of", "i thought of", "i've got", "i have", "i just remembered", "there's"]
_ASK_THING = ["one more thing", "another thing", "something else", "another item"]
_ASK_FOR = ["for the shopping", "for the shops", "for the shop", "for the shopping list", "for the supermarket"]
ASK_DEV: list[str] = [f"{lead}{subj} {thing} {what}" for lead, subj, thing, what in itertools.product(
    _ASK_LEADS, _ASK_SUBJ, _ASK_THING, _ASK_FOR)][::9]
ASK_NEVER_TUNED: list[str] = [
    "ooh theres one more thing we need from the shops",
    "i remember one more thing for shopping",
    "ive just thought of something else to get at the shops",
    "one other thing for the shopping",
    "there is another thing for the shop list",
    "mummy says one more thing for the shopping",
]
ASK_MUST_NOT: list[str] = [  # never asked what to add, never a list changed
    "i've thought of one more thing for my speech",
    "i have one more thing for you",
    "ive got another thing for the kids",
    "i thought of one more thing for the shopping but i forgot it",
    "did you think of one more thing for the shopping",
]
# the answer after the ask (conversation): (answer, item stored)
ANSWERS_DEV: list[tuple[str, str]] = [("kitchen roll", "kitchen roll"), ("cheddar", "cheddar"),
                                      ("tin foil", "tin foil"), ("oat milk", "oat milk")]
# a bare item said with nothing asked before it (fresh): offered, never added
BARE_OFFER_DEV: list[str] = ["kitchen roll", "cheddar", "loo roll", "um kitchen roll please", "some cheddar too"]
BARE_OFFER_NEVER_TUNED: list[str] = ["bread rolls", "stilton", "edam as well", "swiss roll", "gouda please"]
BARE_NOT_OFFERED: list[str] = ["sunday", "tomorrow", "homework", "trouble", "hello", "goodnight", "sorry", "maybe",
                               "london", "football", "rain", "bedtime", "the weather"]

# --- a light level with a purpose after it, or "right down to" -------------------------------------------------
_ROOMS = ["living room", "kitchen"]
_PURPOSES = ["for the film", "for the movie", "for reading", "for dinner", "for the kids", "for my book"]
_LEVEL_FRAMES = ["{r} light at {n} percent {p}", "{r} light to {n} percent {p}", "put the {r} light at {n} percent {p}",
                 "set the {r} light to {n} percent {p}", "{r} light on {n} percent {p} please"]
_RIGHT_FRAMES = ["take the {r} light right down to {n} percent", "bring the {r} light right up to {n} percent",
                 "turn the {r} light all the way down to {n} percent", "take the {r} light down to {n} percent {p}",
                 "put the {r} light right down to {n} percent {p}"]
LEVEL_DEV: list[tuple[str, str, int]] = [
    (f.format(r=r, n=n, p=p), r, n) for f, r, n, p in itertools.product(
        _LEVEL_FRAMES + _RIGHT_FRAMES, _ROOMS, [25, 40, 70], _PURPOSES)][::11]
LEVEL_NEVER_TUNED: list[tuple[str, str, int]] = [
    ("can the living room light go to 35 percent for movie night", "living room", 35),
    ("dim the kitchen light right down to 15 percent", "kitchen", 15),
    ("living room light at 60 percent for my knitting please", "living room", 60),
    ("the kitchen light at 45 percent for tea time", "kitchen", 45),
    ("turn the living room light way down to 20 percent", "living room", 20),
    ("bring the kitchen light right back up to 90 percent", "kitchen", 90),
    ("kitchen light 30 percent for the cooking", "kitchen", 30),
]
LEVEL_MUST_NOT: list[str] = [  # no light moved
    "the living room light was at 40 percent for the film",
    "should the living room light be at 40 percent for the film",
    "dont take the living room light right down to 25 percent",
    "i left the living room light at 40 percent for the film",
    "my son took the living room light right down to 25 percent",
    "the living room light at 40 percent for the film was too dark",
]

# --- the volume moved a number of notches ------------------------------------------------------------------------
_VOL_VERBS = [("drop your voice", "down"), ("turn yourself down", "down"), ("bring the volume down", "down"),
              ("raise your voice", "up"), ("turn the volume up", "up"), ("turn yourself up", "up"),
              ("lower your voice", "down"), ("bump the volume up", "up")]
_NOTCHES = ["a couple of notches", "a few notches", "two notches", "a notch or two", "a couple of steps",
            "a couple notches"]
VOLUME_DEV: list[tuple[str, str]] = [(f"{lead}{verb} {amount}{tail}", way) for lead, (verb, way), amount, tail in
                                     itertools.product(["", "um ", "can you "], _VOL_VERBS, _NOTCHES,
                                                       ["", " please"])][::5]
VOLUME_NEVER_TUNED: list[tuple[str, str]] = [
    ("make your voice quieter a couple of notches", "down"),
    ("speak up a couple of notches love", "up"),
    ("volume down two notches", "down"),
    ("knock the volume down a notch or two", "down"),
    ("drop the sound a couple of notches", "down"),
    ("put your voice up few notches please", "up"),
]

# --- the thermostat after a remark: honest refusal -----------------------------------------------------------
_COLD = ["the house is cold", "its freezing in here", "im chilly", "were cold", "brr its cold", "it's boiling in here"]
_HEAT = ["put the thermostat on 22", "set the thermostat to 21", "turn the thermostat up to 23",
         "put the thermostat to 19", "turn the thermostat down to 18"]
HEAT_DEV: list[str] = [f"{c}{sep}{h}" for c, h, sep in itertools.product(_COLD, _HEAT, [", ", " "])][::3]
HEAT_NEVER_TUNED: list[str] = [
    "so cold today please make the thermostat 24",
    "grandad is cold can you put the heating up to 22",
    "the kids are freezing, the thermostat to 23 please",
    "too hot in here set thermostat 18",
    "its a bit nippy put the thermostat on 21 for me",
]
