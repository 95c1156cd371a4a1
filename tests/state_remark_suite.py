"""A second generated suite of questions about a household domain's state now (issue 15, round 21), written BEFORE any
code was changed, with a separate vocabulary never tuned on (``NEVER``) and must-nots generated the same way.

What it measures that ``domain_state_suite`` did not:
- a remark or reason said before or after the question, split off by a comma, "and", "so", "because" or nothing at
  all (recognizer text): "im off to the shops later, whats on the list", "before i forget which reminders have i got";
- learner and child word orders: "how many time is left on the pasta", "the list what is inside";
- a selector: a question about ONE alarm, reminder or timer (by day, name or task) is answered about that one only
  ("Your Saturday alarm..." / "You don't have an alarm for Friday"), every one only when every one was asked;
- the clock and calendar as a noun phrase: "the year on todays calendar page what is it".

The household (``household`` in tests/unit/test_state_remark_suite.py): shopping list eggs, bread, apples; to-do list
"call the plumber"; a pasta timer with 4 minutes left and a dumplings timer with 9 minutes left; an alarm at 7 am
tomorrow (Wednesday) and one at 9 am on Saturday; a reminder to call the optician at 3 pm today and one to put the
bins out on Thursday at 6 pm. The clock: Tuesday 1 December 2026, 10:25 am.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
# what a reply for a must-not may never hold: any household state
STATE_MARKS = re.compile(r"10:25|2026|tuesday, december 1\b|\beggs\b|plumber|minutes? left|\b7 am\b|\b9 am\b|"
                         r"optician|\bbins\b", re.I)

# what a right reply holds (all of ``need``) and what it may not (any of ``avoid``: another item read out)
_ALL = {
    "clock": ((), ()),
    "shopping": (("eggs", "bread", "apples"), ()),
    "todo": (("plumber",), ()),
    "timers": (("pasta", "4 minutes", "dumplings", "9 minutes"), ()),
    "alarms": (("7 am", "9 am"), ()),
    "reminders": (("optician", "bins"), ()),
    # one of them
    "pasta": (("pasta", "4 minutes"), ("dumplings",)),
    "dumplings": (("dumplings", "9 minutes"), ("pasta",)),
    "saturday": (("9 am",), ("7 am",)),
    "tomorrow": (("7 am",), ("9 am",)),
    "friday": (("friday",), ("7 am", "9 am")),  # no alarm then: said so, no other read out
    "optician": (("optician",), ("bins",)),
    "bins": (("bins",), ("optician",)),
}
DOMAIN_OF = {"pasta": "timers", "dumplings": "timers", "saturday": "alarms", "tomorrow": "alarms", "friday": "alarms",
             "optician": "reminders", "bins": "reminders"}


@dataclass(frozen=True)
class Item:
    """One sentence, what it asks ("" for a must-not; a domain or one item of ``_ALL``), its family."""

    text: str
    asks: str = ""
    family: str = ""


@dataclass(frozen=True)
class Words:
    """One vocabulary: questions ((text, asks)), remarks said with them, joiners, speakers' forms, must-nots."""

    questions: tuple[tuple[str, str], ...]
    remarks_before: tuple[str, ...]
    remarks_after: tuple[str, ...]
    joiners: tuple[str, ...]
    speakers: tuple[tuple[str, str, str], ...]  # (speaker, text, asks)
    must_not: dict[str, tuple[str, ...]]


DEV = Words(
    questions=(
        ("whats on the list", "shopping"), ("what time is my alarm", "alarms"),
        ("which reminders have i got coming up", "reminders"), ("how long is left on the pasta", "pasta"),
        ("whats the date today", "clock"), ("what have i got on my to do list", "todo"),
        ("what time is my saturday alarm", "saturday"), ("is the optician reminder still set", "optician"),
        ("how are the timers doing", "timers"), ("what time is my alarm tomorrow", "tomorrow"),
        ("do i have an alarm on friday", "friday"), ("what year is it", "clock"),
    ),
    remarks_before=("im off to the shops later", "before i forget", "i need to plan my day", "my hands are full",
                    "im just making a cup of tea", "sorry to bother you"),
    remarks_after=("im off out soon", "i cant remember", "i keep forgetting", "my memory is terrible"),
    joiners=(", ", " and ", " so ", " "),
    speakers=(
        ("learner", "how many time is left on the pasta", "pasta"),
        ("learner", "what alarm i have tomorrow", "tomorrow"),
        ("learner", "the list what is inside", "shopping"),
        ("learner", "which one reminders you have for me", "reminders"),
        ("learner", "how much minutes the dumplings have still", "dumplings"),
        ("learner", "saturday alarm what time is", "saturday"),
        ("child", "when is my alarm on saturday mummy", "saturday"),
        ("child", "is my pasta done yet or not", "pasta"),
        ("child", "what do we have to buy at the shop", "shopping"),
        ("older", "would you be so kind as to tell me about my reminder for the optician", "optician"),
        ("older", "what time have i got the alarm set for on saturday dear", "saturday"),
        ("older", "my granddaughter set an alarm for saturday what time did she put it", "saturday"),
        ("recognizer", "the year on todays calendar page what is it", "clock"),
        ("recognizer", "what year does todays calendar page say", "clock"),
        ("recognizer", "whats the bins reminder", "bins"),
        ("recognizer", "is there an alarm for friday", "friday"),
    ),
    must_not={
        "other_thing": ("what time does the shop close", "whats on telly", "is the list app any good",
                        "what time does the bus come", "whats on at the cinema", "how long does pasta take to cook",
                        "what year did the war end"),
        "another_time": ("did i set an alarm last week", "what time did my alarm go off on saturday",
                         "what was on the list yesterday", "which reminders did i have last friday"),
        "another_person": ("what time is my wifes alarm", "whats on my sons list",
                           "my wife set an alarm on her phone what time is it for"),
        "hypothetical": ("if i set an alarm for saturday what time would it ring",
                         "what would be on the list if i added milk"),
        "negated": ("dont read me the list", "i dont want to hear my reminders"),
    },
)

NEVER = Words(
    questions=(
        ("whats on my shopping list", "shopping"), ("when is my alarm", "alarms"),
        ("what reminders do i have", "reminders"), ("hows the dumplings timer", "dumplings"),
        ("what day is it", "clock"), ("whats on the to do list", "todo"),
        ("when does my saturday alarm go off", "saturday"), ("whats the reminder about the bins", "bins"),
        ("what timers are running", "timers"), ("is the pasta done", "pasta"),
        ("have i got an alarm for friday", "friday"), ("what month is it", "clock"),
    ),
    remarks_before=("im going to the supermarket", "quick one", "while i think of it", "im in a rush",
                    "just checking", "i just got home"),
    remarks_after=("i want to get organised", "im doing my planning", "im a bit muddled", "its been a long day"),
    joiners=(", ", " and ", " so ", " "),
    speakers=(
        ("learner", "how much time pasta has left", "pasta"),
        ("learner", "what alarms i have on saturday", "saturday"),
        ("learner", "shopping list what is on it", "shopping"),
        ("learner", "which reminder i have for the bins", "bins"),
        ("learner", "the dumplings how many minutes still", "dumplings"),
        ("child", "is there an alarm on friday mummy", "friday"),
        ("child", "how long till my dumplings are done", "dumplings"),
        ("older", "could you tell me what time the alarm is for tomorrow dear", "tomorrow"),
        ("older", "my grandson put a reminder in about the bins when is it", "bins"),
        ("recognizer", "the date on todays calendar what is it", "clock"),
        ("recognizer", "what month does the calendar say today", "clock"),
        ("recognizer", "whats my optician reminder", "optician"),
    ),
    must_not={
        "other_thing": ("what time does the post office close", "whats on the radio", "is the shopping app good",
                        "what time is the match on", "how long do dumplings take", "what year was the queen crowned"),
        "another_time": ("did i have an alarm yesterday", "what time did the alarm ring on tuesday",
                         "what was on my to do list last week", "which timers did i set last night"),
        "another_person": ("what time is my husbands alarm", "whats on my daughters shopping list",
                           "my son set an alarm on his phone when does it go off"),
        "hypothetical": ("if i had an alarm on friday when would it ring",
                         "what would the timer say if i paused it"),
        "negated": ("dont tell me my alarms", "i dont need the to do list"),
    },
)


# a third vocabulary, written after the build and measured once, never tuned on
AFTER = Words(
    questions=(
        ("what do i need from the shop", "shopping"), ("whats my alarm set for", "alarms"),
        ("have i got any reminders", "reminders"), ("how long has the pasta got", "pasta"),
        ("which day is it today", "clock"), ("anything on my to do list", "todo"),
        ("is there an alarm on saturday", "saturday"), ("when is the optician reminder", "optician"),
        ("any timers on the go", "timers"), ("are the dumplings ready", "dumplings"),
        ("is my alarm set for tomorrow", "tomorrow"), ("what date is it", "clock"),
    ),
    remarks_before=("ive got a busy week", "im popping out in a bit", "my head is all over the place",
                    "its a bit hectic here", "i just woke up", "oh by the way"),
    remarks_after=("im getting ready", "i lost track", "my mind went blank", "its been a hectic morning"),
    joiners=(", ", " and ", " so ", " "),
    speakers=(
        ("learner", "how many minute the pasta have", "pasta"),
        ("learner", "which alarm i have for saturday", "saturday"),
        ("learner", "the shopping list what is on", "shopping"),
        ("learner", "reminder for bins when is it", "bins"),
        ("child", "are my dumplings finished yet or not", "dumplings"),
        ("child", "is there an alarm tomorrow for school", "tomorrow"),
        ("older", "could you tell me what reminders i have dear", "reminders"),
        ("older", "my daughter set an alarm for saturday what time did she set it", "saturday"),
        ("recognizer", "the month on todays calendar what is it", "clock"),
        ("recognizer", "whats the optician reminder", "optician"),
    ),
    must_not={
        "other_thing": ("what time does the chemist open", "whats on the box tonight", "is this list app free",
                        "how long do i cook dumplings for", "what year did the titanic sink"),
        "another_time": ("did i have a reminder yesterday", "what time did my alarm ring last friday",
                         "what was on the shopping list last week"),
        "another_person": ("what time is my daughters alarm", "whats on my husbands to do list",
                           "my dad set an alarm on his phone when will it ring"),
        "hypothetical": ("if i set a timer for the pasta how long would it take",
                         "what would my reminders be if i moved the bins one"),
        "negated": ("dont tell me whats on the list", "i dont want my alarms read out"),
    },
)


def questions(words: Words) -> list[Item]:
    """Every question alone, with a remark before and after (remarks and joiners rotated), and the speakers'
    forms."""
    items: list[Item] = []
    for n, (text, asks) in enumerate(words.questions):
        items.append(Item(text, asks, "alone"))
        for k in range(2):
            before = words.remarks_before[(n + k) % len(words.remarks_before)]
            after = words.remarks_after[(n + k) % len(words.remarks_after)]
            join = words.joiners[(n + k) % len(words.joiners)]
            items.append(Item(f"{before}{join}{text}", asks, "remark before"))
            items.append(Item(f"{text}{join}{after}", asks, "remark after"))
    items += [Item(text, asks, speaker) for speaker, text, asks in words.speakers]
    return list({i.text: i for i in items}.values())


def must_nots(words: Words) -> list[Item]:
    """The must-nots alone and with a remark before."""
    items: list[Item] = []
    for family, texts in words.must_not.items():
        for n, text in enumerate(texts):
            items.append(Item(text, "", family))
            before = words.remarks_before[n % len(words.remarks_before)]
            items.append(Item(f"{before}{words.joiners[n % len(words.joiners)]}{text}", "", family))
    return list({i.text: i for i in items}.values())


def judged(item: Item, reply: str, changed: bool) -> str:
    """"" when right; "wrong: ..." for a changed store, a false clock or a must-not answered with state; "miss: ..."
    when unanswered, or answered with more than the one thing asked."""
    said = re.sub(r"(?<![a-z])'[^']*'", "", reply.lower())  # examples quoted in a "didn't catch that" line: no state
    if changed:
        return "wrong: the store changed"
    if not item.asks:
        marks = [m for m in STATE_MARKS.findall(said) if m.lower() not in item.text]
        return f"wrong: answered with state {marks}" if marks else ""
    if item.asks == "clock":
        false = [d for d in _WEEKDAYS if d in said and d != "tuesday"]
        false += [m for m in _MONTHS if m in said and m != "december"]
        false += [c for c in re.findall(r"\b\d{1,2}:\d\d\b", said) if c != "10:25"]
        false += [y for y in re.findall(r"\b(?:19|20)\d\d\b", said) if y != "2026"]
        if false:
            return f"wrong: false clock {false}"
        return "" if any(t in said for t in ("10:25", "tuesday", "december", "2026")) else "miss"
    need, avoid = _ALL[item.asks]
    if item.asks == "friday" and not re.search(r"\bno alarm|don.t have|have no|nothing", said):
        return "miss: no 'none' said"
    if not all(n in said for n in need):
        return "miss"
    return "miss: more than the one asked" if any(a in said for a in avoid) else ""
