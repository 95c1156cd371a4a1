"""A generated grammar of household commands (timers, alarms, reminders, lists) for testing generality, not sentences.

Each action is said by composing its parts in EVERY order (the head that carries the verb or cue, and each slot
phrase), under several verb frames ("i want", "can you", "would you", "could i have", the imperative, "lets"), with
fillers before ("um", "oh and"), politeness after ("please", "for me") and a reason after ("i have a train to
catch"). The expected action and slot values come with each item. Must-nots are generated the same way from the
same commands: reported ("my son said ..."), wished ("i was going to ..."), negated ("dont ..."), time-shifted
("... last week"), talk about the thing ("the fire alarm went off ...") and hypotheticals ("if i ... would ...").

Fillers are rotated through the orders and frames (not multiplied out): every order meets every frame, and every
filler meets every order, at a size a unit run can afford. The clock is the helpers' Tuesday 1 December 2026 10:25.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from itertools import permutations

PREFIXES = ("", "um ", "oh and ", "ok so ")
SUFFIXES = ("", " please", " for me", " would you")
REASONS = ("", " i have a train to catch", " because i keep forgetting")
# A second vocabulary (other frames, fillers and values), never tuned against: how far the grammar generalises.
HELD_OUT = {"prefixes": ("", "right ", "hey ", "so "), "suffixes": ("", " thanks", " if you can", " love"),
            "reasons": ("", " the kids have school", " as i have a meeting")}


@dataclass(frozen=True)
class Item:
    """One generated sentence: the action it asks for (``set``, ``add_time``, ``list_add``, ``query``, ``ask``,
    ``none``), the record it must leave (``kind``, ``due``, ``label`` word, list ``item``) or the reply's words."""

    text: str
    action: str
    kind: str = ""  # timer, alarm, reminder
    due: datetime | None = None
    label: str = ""
    item: str = ""
    reply_has: tuple[str, ...] = ()
    setup: tuple[str, ...] = field(default=())


def _orders(head: str, slots: tuple[str, ...]) -> list[str]:
    return [" ".join(parts) for parts in permutations((head, *slots))]


def _dressed(sentences: list[str], start: int, vocabulary: str | dict = "") -> list[str]:
    """Each sentence with one prefix, suffix and reason, rotated so that every filler meets every order."""
    words = vocabulary if isinstance(vocabulary, dict) else {"held": HELD_OUT, "fresh": FRESH}.get(vocabulary)
    pre, suf, why = (words["prefixes"], words["suffixes"], words["reasons"]) if words else (PREFIXES, SUFFIXES, REASONS)
    out = []
    for i, s in enumerate(sentences):
        k = start + i
        out.append(f"{pre[k % len(pre)]}{s}{suf[(k // 2) % len(suf)]}{why[(k // 3) % len(why)]}".strip())
    return out


def _at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=UTC)


ALARM_HEADS = ("set an alarm", "i want an alarm", "i need an alarm", "can you set an alarm", "would you set me an alarm",
               "could i have an alarm", "lets set an alarm", "wake me up")
ALARM_SLOTS = ((("at 7 am", "on thursday"), _at(3, 7)), (("for half past six", "tomorrow"), _at(2, 6, 30)),
               (("at 9 pm", "on friday"), _at(4, 21)))
TIMER_HEADS = ("set a timer", "i want a timer", "i need a timer", "can you start a timer", "would you set a timer",
               "could i have a timer", "lets put a timer on", "start a countdown")
TIMER_SLOTS = ((("for 10 minutes", "for the pasta"), 10, "pasta"), (("for 25 minutes", "for the rice"), 25, "rice"))
REMINDER_HEADS = ("remind me", "i want you to remind me", "i need a reminder", "can you remind me",
                  "would you remind me", "could i have a reminder", "lets set a reminder", "set a reminder")
REMINDER_SLOTS = ((("to call the vet", "at 6 pm", "tomorrow"), _at(2, 18), "vet"),
                  (("to put the bins out", "at 8 am", "on thursday"), _at(3, 8), "bins"))
MORE_HEADS = ("add 3 minutes", "i want 3 more minutes", "i need 3 extra minutes", "can you give it 3 more minutes",
              "would you add 3 minutes", "could i have 3 more minutes", "lets add 3 minutes", "put 3 more minutes")
MORE_SLOTS = ("to the pasta timer", "on the pasta timer")
LIST_HEADS = ("add {}", "i want {}", "i need {}", "can you put {}", "would you add {}", "could i have {}",
              "lets add {}", "stick {}")
LIST_SLOTS = (("eggs", "on the shopping list"), ("bread and jam", "to the shopping list"),
              ("grapes", "on my shopping list"))
PASTA = "set a pasta timer for 10 minutes"
ALARM_SET = "set an alarm for 7 am on thursday"
BINS = "remind me to put the bins out at 6 pm tomorrow"
ALARM_ASKS = ("have i got an alarm", "is there an alarm", "did i set an alarm", "do i have an alarm",
              "have you got an alarm set", "is my alarm set", "have i set an alarm")
REMINDER_ASKS = ("did i ask you to remind me about the bins", "have i got a reminder about the bins",
                 "is there a reminder for the bins", "do i have a reminder about the bins",
                 "did you set a reminder for the bins", "have i set a reminder about the bins")
ASK_PREFIXES = ("", "i forget things, ", "my memory is not what it was, ", "remind me, ")


def commands() -> list[Item]:
    """Every action said in every order of its parts, under every frame, with fillers rotated in."""
    items: list[Item] = []
    for v, (slots, due) in enumerate(ALARM_SLOTS):
        for f, head in enumerate(ALARM_HEADS):
            for text in _dressed(_orders(head, slots), v * 7 + f):
                items.append(Item(text, "set", "alarm", due))
    for v, (slots, minutes, label) in enumerate(TIMER_SLOTS):
        for f, head in enumerate(TIMER_HEADS):
            for text in _dressed(_orders(head, slots), v * 5 + f):
                items.append(Item(text, "set", "timer", _at(1, 10, 25) + timedelta(minutes=minutes), label))
    for v, (slots, due, label) in enumerate(REMINDER_SLOTS):
        task, *rest = slots
        for f, head in enumerate(REMINDER_HEADS):
            for text in _dressed(_orders(f"{head} {task}", tuple(rest)), v * 3 + f):
                items.append(Item(text, "set", "reminder", due, label))
    for f, head in enumerate(MORE_HEADS):
        for s, slot in enumerate(MORE_SLOTS):
            for text in _dressed(_orders(head, (slot,)), f + s):
                items.append(Item(text, "add_time", "timer", _at(1, 10, 38), "pasta", setup=(PASTA,)))
        for text in _dressed(["give the pasta 3 more minutes on its timer", "the pasta needs 3 more minutes on its timer"], f):
            items.append(Item(text, "add_time", "timer", _at(1, 10, 38), "pasta", setup=(PASTA,)))
    for v, (item, slot) in enumerate(LIST_SLOTS):
        for f, head in enumerate(LIST_HEADS):
            for text in _dressed(_orders(head.format(item), (slot,)), v + f):
                items.append(Item(text, "list_add", item=item))
    for p, prefix in enumerate(ASK_PREFIXES):
        for f, head in enumerate(ALARM_ASKS):
            for text in (f"{prefix}{head} for thursday", f"{prefix}on thursday {head}"):
                items.append(Item(text.strip(), "query", "alarm", reply_has=("7 am",), setup=(ALARM_SET,)))
        for f, head in enumerate(REMINDER_ASKS):
            items.append(Item(f"{prefix}{head}".strip(), "query", "reminder", reply_has=("bins",), setup=(BINS,)))
    return items


def asking_back() -> list[Item]:
    """A required slot missing: asked for, nothing set."""
    items = []
    for f, head in enumerate(ALARM_HEADS[:-1]):
        for text in _dressed([f"{head} on thursday", f"on thursday {head}"], f):
            items.append(Item(text, "ask", "alarm", reply_has=("time",)))
    for f, head in enumerate(TIMER_HEADS):
        for text in _dressed([f"{head} for the pasta", f"for the pasta {head}"], f):
            items.append(Item(text, "ask", "timer", reply_has=("long",)))
    for f, head in enumerate(LIST_HEADS):
        for text in _dressed([f"{head.format('something')} on the shopping list",
                              f"on the shopping list {head.format('something')}"], f):
            items.append(Item(text, "ask", "list", reply_has=("add",)))
    return items


# Must-nots: the same commands, wrapped so that nothing may be done.
IMPERATIVES = ("set an alarm at 7 am on thursday", "set an alarm on thursday at 7 am", "set a timer for 10 minutes for the pasta",
               "remind me to call the vet at 6 pm tomorrow", "tomorrow at 6 pm remind me to call the vet",
               "add eggs to the shopping list", "put grapes on the shopping list", "add 3 minutes to the pasta timer")
WRAPS = (("reported", "my son said {}"), ("reported", "my wife told me to {}"), ("reported", "she said can you {}"),
         ("wished", "i was going to {}"), ("wished", "i meant to {} but never mind"),
         ("wished", "i should have asked you to {}"),
         ("negated", "dont {}"), ("negated", "please do not {}"), ("negated", "no need to {}"),
         ("negated", "you dont need to {}"),
         ("time-shifted", "last week i asked you to {}"), ("time-shifted", "yesterday you said you would {}"),
         ("hypothetical", "if i asked you to {} would you"), ("hypothetical", "what would happen if i said {}"))
ABOUT = ("the fire alarm went off on thursday at 7 am", "my alarm clock broke on thursday",
         "the smoke alarm keeps beeping at 7 am", "the pasta took 10 minutes last time",
         "the oven timer is broken", "my doctor reminded me to call the vet tomorrow",
         "eggs were on the shopping list last week", "we always forget grapes on the shopping list",
         "i hate my alarm on thursdays at 7 am", "the kitchen timer went off for 10 minutes")


def must_nots() -> list[Item]:
    """Reported, wished, negated, time-shifted, hypothetical commands and talk about the thing: nothing done."""
    items = [Item(wrap.format(command), "none", label=family) for family, wrap in WRAPS for command in IMPERATIVES]
    items += [Item(text, "none", label="about the thing") for text in ABOUT]
    return items


HELD_ALARM = (("pop an alarm on", "id love an alarm", "please set me an alarm", "any chance of an alarm",
               "put an alarm on", "get me up"),
              ((("at quarter to 8", "on saturday"), _at(5, 7, 45)), (("at 6 30", "tomorrow morning"), _at(2, 6, 30))))
HELD_TIMER = (("put a timer on", "i would like a timer", "start me a timer", "pop a timer on", "could you set a timer"),
              ((("for 45 minutes", "for the chicken"), 45, "chicken"), (("for 8 minutes", "for the eggs"), 8, "eggs")))
HELD_REMINDER = (("remind me", "please remind me", "i would like a reminder", "pop a reminder in", "could you remind me"),
                 ((("to take my pills", "at 9 pm", "tonight"), _at(1, 21), "pills"),
                  (("to ring the dentist", "at 11 am", "on monday"), _at(7, 11), "dentist")))
HELD_LIST = (("pop {}", "id like {}", "we need {}", "could you add {}", "bung {}"),
             (("milk", "on the shopping list"), ("tea bags", "to my shopping list")))


def held_out() -> list[Item]:
    """The same actions in the held-out vocabulary: other verb frames, values and fillers."""
    return _said_in(HELD_ALARM, HELD_TIMER, HELD_REMINDER, HELD_LIST, "held")


def _said_in(alarm: tuple, timer: tuple, reminder: tuple, lists: tuple, vocabulary: str | dict) -> list[Item]:
    """Every action of a vocabulary (heads, values) in every order of its parts, fillers rotated in."""
    items: list[Item] = []
    heads, values = alarm
    for v, (slots, due) in enumerate(values):
        for f, head in enumerate(heads):
            items += [Item(t, "set", "alarm", due) for t in _dressed(_orders(head, slots), v * 5 + f, vocabulary)]
    heads, values = timer
    for v, (slots, minutes, label) in enumerate(values):
        for f, head in enumerate(heads):
            items += [Item(t, "set", "timer", _at(1, 10, 25) + timedelta(minutes=minutes), label)
                      for t in _dressed(_orders(head, slots), v * 3 + f, vocabulary)]
    heads, values = reminder
    for v, (slots, due, label) in enumerate(values):
        task, *rest = slots
        for f, head in enumerate(heads):
            items += [Item(t, "set", "reminder", due, label)
                      for t in _dressed(_orders(f"{head} {task}", tuple(rest)), v * 2 + f, vocabulary)]
    heads, values = lists
    for v, (item, slot) in enumerate(values):
        for f, head in enumerate(heads):
            items += [Item(t, "list_add", item=item)
                      for t in _dressed(_orders(head.format(item), (slot,)), v + f, vocabulary)]
    return items


FRESH = {"prefixes": ("", "er ", "alright ", "and "), "suffixes": ("", " cheers", " ta", " when you get a chance"),
         "reasons": ("", " im off out", " the baby is asleep")}
FRESH_ALARM = (("can i get an alarm", "ill need an alarm", "be a dear and set an alarm", "go ahead and set an alarm",
                "make me an alarm"),
               ((("at 5 45 pm", "on sunday"), _at(6, 17, 45)), (("at noon", "on wednesday"), _at(2, 12))))
FRESH_TIMER = (("can i get a timer", "go ahead and start a timer", "bung a timer on", "make a timer"),
               ((("for an hour", "for the roast"), 60, "roast"), (("for 90 seconds", "for the tea"), 1.5, "tea")))
FRESH_REMINDER = (("dont let me forget", "can i get a reminder", "go ahead and remind me", "make a reminder"),
                  ((("to call mum", "at 5 pm", "on sunday"), _at(6, 17), "mum"),
                   (("to feed the cat", "at 7 30 pm", "tonight"), _at(1, 19, 30), "cat")))
FRESH_LIST = (("can i get {}", "go ahead and add {}", "throw {}", "we are out of {} put it"),
              (("coffee", "on the shopping list"), ("kitchen roll", "onto the shopping list")))


def fresh() -> list[Item]:
    """A third vocabulary, written after the composer and never tuned against: the honest measure of generality."""
    return _said_in(FRESH_ALARM, FRESH_TIMER, FRESH_REMINDER, FRESH_LIST, "fresh")


# Round 17: the other acts, each a KIND said in several frames and orders, with must-nots of the same words.
@dataclass(frozen=True)
class Act:
    """One sentence of the other acts: what it must do (``cleared``: the kind or list emptied; ``lights``: the
    states after; ``reply``: the reply's words, nothing changed; ``label``/``due``: the timer set or moved; ``none``:
    nothing changed), after ``setup``."""

    text: str
    action: str
    setup: tuple[str, ...] = ()
    kind: str = ""  # alarm, timer, reminder, shopping, to do
    reply_has: tuple[str, ...] = ()
    states: tuple[tuple[str, bool], ...] = ()
    label: str = ""
    due: datetime | None = None


SETUP_ALL = ("remind me to call mum at 5 pm", "set an alarm for 5:45 am tomorrow", "set an alarm for 8:30 am on friday",
             "set a potatoes timer for 20 minutes", "add eggs to the shopping list", "add ring the bank to the to do list")
CLEAR_FRAMES = ("cancel {}", "delete {}", "clear {}", "get rid of {}", "i want {} cleared out", "can you wipe {}",
                "i need {} deleted", "scrap {}", "{} cancel them", "{} delete them all")
CLEAR_KINDS = (("every reminder", "reminder"), ("all the alarms", "alarm"), ("each timer", "timer"),
               ("all my reminders", "reminder"))
CLEAR_LISTS = (("wipe my to do list so its blank", "to do"), ("empty the shopping list", "shopping"),
               ("the to do list clear it", "to do"), ("i want the shopping list cleared", "shopping"),
               ("can you clear out my to do list", "to do"), ("get rid of the whole shopping list", "shopping"))
CLEAR_ALARM = ("the 5:45 alarm, cancel that one", "cancel the 5:45 alarm", "my 5:45 alarm get rid of it",
               "the 5 45 am alarm delete that one", "i want the 5:45 alarm cancelled")
CLEAR_TIMER = ("the pasta timer, cancel it", "the pasta timer get rid of that one", "i want the pasta timer cancelled",
               "scrap my pasta timer please", "um that pasta timer delete it")
CLEAR_NOTS = ("the list got wiped yesterday", "did you cancel every alarm", "i dont want every reminder cleared out",
              "who deleted all my alarms", "every reminder was cancelled", "never delete my to do list", "is my shopping list empty",
              "if you clear the shopping list i will be sad", "the shopping list is empty", "is the to do list empty",
              "i was going to cancel every alarm", "the potatoes timer was cancelled", "did you cancel the potatoes timer", "remove eggs from the shopping list and the bread")
RUNNING = ("which timers are ticking away at the moment", "what timers are running", "which timers are going right now",
           "um what timers have i got on", "what alarms have i got set", "which alarms are set at the moment",
           "what reminders are still on", "so which reminders are set currently", "are there any timers running",
           "how many timers are going at the moment", "is there a timer still ticking", "have i got any alarms set right now")
LISTED = ("is oat milk on the list already my partner might have added it", "is oat milk on the shopping list yet",
          "um is oat milk on the list already", "is oat milk on our shopping list at the moment i think someone added it",
          "is there oat milk on my list")
LIGHT_MODALS = ("could the {} light go {}", "can the {} light come {}", "would you turn the {} light {}",
                "could you switch the {} light {}", "can you put the {} light {}", "could i have the {} light {}",
                "can we get the {} light {}")
LIGHT_REASONS = ("", " so i can see the cooker", " please", " because we are heading out")
LIGHT_TWO = ("{} light {} please and then the {} one {}", "turn the {} light {} then the {} one {}",
             "{} light {} and then {} light {}", "switch the {} light {} and then the {} light {}")
LIGHT_NOTS = ("the kitchen light could be on", "i think the kitchen light might still be on", "i left the kitchen light on", "could the kitchen light be broken",
              "the kitchen light went off and then the living room one came on", "did the kitchen light go on",
              "could the kitchen light go on by itself", "my son said could the kitchen light go on",
              "the kitchen light is on and then the living room one is off",
              "the kitchen light switched off and then the living room one turned on",
              "i turned the kitchen light off then the living room one on", "could i have left the kitchen light on")
CALLED = ("for 12 minutes, a timer called cookies", "a timer called cookies for 12 minutes",
          "set a timer called cookies for 12 minutes", "i want a timer named cookies for 12 minutes",
          "um for 12 minutes could i have a timer called cookies please", "start a countdown labelled cookies for 12 minutes")
LONGER = ("the potatoes need longer, put 5 more minutes on that timer", "the potatoes need longer add 5 minutes to that timer",
          "the potatoes need a bit longer, 5 more minutes on that timer please", "the potatoes need more time give that timer 5 more minutes")
BAD_WAKE = ("i want waking at 25:70 tomorrow", "wake me at 25:70", "i need waking at 13:75 on friday",
            "set an alarm for 25:70 tomorrow", "could i have an alarm at 26:10 tomorrow")
VAGUE_REMINDER = ("can you remind me of something later on today", "remind me of something later",
                  "could you remind me of something", "um remind me of something later on today please")
DAY_PART_ASKS = ("did i set an alarm for friday morning",
                 "my hearing is poor and i forget, did i set an alarm for friday morning",
                 "have i got an alarm for friday morning", "is there an alarm on friday morning",
                 "do i have an alarm set for friday morning")


def acts() -> list[Act]:
    """The other acts, each KIND in its frames and orders."""
    items = [Act(f.format(thing), "cleared", SETUP_ALL, kind) for thing, kind in CLEAR_KINDS for f in CLEAR_FRAMES]
    items += [Act(text, "cleared", SETUP_ALL, kind) for text, kind in CLEAR_LISTS]
    items += [Act(text, "reply", SETUP_ALL[:4], kind="alarm", reply_has=("5:45",), due=_at(4, 8, 30)) for text in CLEAR_ALARM]
    items += [Act(text, "reply", ("set a pasta timer for 10 minutes", "set a rice timer for 25 minutes"), kind="timer",
                  reply_has=("pasta",), due=_at(1, 10, 50)) for text in CLEAR_TIMER]
    items += [Act(text, "reply", SETUP_ALL, reply_has=("potatoes",) if "timer" in text else ("5:45",) if "alarm" in text
                  else ("mum",)) for text in RUNNING]
    items += [Act(text, "reply", ("add oat milk to the shopping list",), reply_has=("yes", "oat milk")) for text in LISTED]
    items += [Act(text, "reply", (), reply_has=("oat milk", "isn't")) for text in LISTED]
    for r, reason in enumerate(LIGHT_REASONS):
        for f, frame in enumerate(LIGHT_MODALS):
            room, state = (("kitchen", "on"), ("living room", "on"), ("kitchen", "off"))[(r + f) % 3]
            setup = () if state == "on" else (f"turn on the {room} light",)
            items.append(Act(frame.format(room, state) + reason, "lights", setup, states=((room, state == "on"),)))
    for f, frame in enumerate(LIGHT_TWO):
        first, second = ("kitchen", "living room") if f % 2 == 0 else ("living room", "kitchen")
        items.append(Act(frame.format(first, "off", second, "on"), "lights", (f"turn on the {first} light",),
                         states=((first, False), (second, True))))
    items += [Act(text, "timer", label="cookies", due=_at(1, 10, 38)) for text in CALLED]
    items += [Act(text, "timer", ("set a potatoes timer for 20 minutes",), label="potatoes", due=_at(1, 10, 50))
              for text in LONGER]
    items += [Act(text, "reply", reply_has=("no such time",)) for text in BAD_WAKE]
    items += [Act(text, "reply", reply_has=("what", "remind")) for text in VAGUE_REMINDER]
    items += [Act(text, "reply", ("set an alarm for 8:30 am on friday",), reply_has=("8:30",)) for text in DAY_PART_ASKS]
    return items


def act_must_nots() -> list[Act]:
    """Near misses of the same words: talk about clearing, a light or a list, reported, negated or asked: nothing
    changed."""
    items = [Act(text, "none", SETUP_ALL) for text in CLEAR_NOTS]
    items += [Act(text, "none", ("turn on the living room light",)) for text in LIGHT_NOTS]
    items += [Act(text, "none", SETUP_ALL) for text in ("the potatoes need longer than that timer said",
                                                        "remind me of my gran",
                                                        "did i set an alarm for friday morning last week")]
    return items


# More items after an add said after its item: "we need onions stick them on the list", then "oh and butter as well"
ADDED_AFTER = ("we need onions stick them on the list", "we are out of onions put them on the shopping list",
               "im low on onions so stick them on my list", "the kids ate all the onions pop some on the list")
MORE_ITEMS = ("oh and butter as well", "and butter too", "also butter", "and some butter please")
NOT_ADDED = ("i didnt put onions on the list", "did you put onions on the list", "dont put onions on the list",
             "my son said to put onions on the list")


def more_items() -> list[tuple[str, str, bool]]:
    """(the turn before, the more said, whether butter is added): an add before it adds; a report, question or
    negation before it never does."""
    said = [(before, more, True) for b, before in enumerate(ADDED_AFTER) for m, more in enumerate(MORE_ITEMS) if (b + m) % 2 == 0]
    return said + [(before, MORE_ITEMS[n % len(MORE_ITEMS)], False) for n, before in enumerate(NOT_ADDED)]
