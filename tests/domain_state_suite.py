"""A generated suite of questions about ONE household domain the assistant keeps state for (issue 15, round 20),
written BEFORE any code was changed, and a second vocabulary written with it and never tuned on (``NEVER``); a third
(``AFTER``) was written after the build and measured once.

The domains: the clock and calendar (now), the shopping list, the to-do list, the running timers, the alarms, the
reminders. Each item is a question clearly about one domain's state NOW that no reader composed on main (a content
phrase said by a speaker of some kind — a child, an older person, a learner of English, recognizer text without
apostrophes —, a filler before, a closing after). The right answer states that domain's current state: a true time
or date, the list read back, the named timer's time left (or every timer's), the alarms, the reminders.

Must-nots are generated from the same vocabularies: a question about another thing that uses a domain word ("what
time does the shop open"), about another day than today, a reported, hypothetical, past or negated one, and a command
not understood. None may be answered with a domain's state, and nothing may be changed.

The household (``HOUSE``): shopping list eggs, bread, apples; to-do list "call the plumber"; a pasta timer with 4
minutes left and a dumplings timer with 9 minutes left; an alarm at 7 am tomorrow; a reminder to call the optician
at 3 pm today. The clock: Tuesday 1 December 2026, 10:25 am (tests/skill_helpers.NOW).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DOMAINS = ("clock", "shopping", "todo", "timers", "alarms", "reminders")
# what each domain's state is, as words a true reply holds (all of one tuple, or any of the clock's)
TRUE_CLOCK = ("10:25", "tuesday", "december", "2026")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
# the state a must-not must never be answered with
STATE_MARKS = re.compile(r"10:25|tuesday, december 1\b|\beggs\b|plumber|minutes? left|\b7 am\b|optician", re.I)


@dataclass(frozen=True)
class Item:
    """One sentence, the domain it asks about ("" for a must-not), the timer it names, its family."""

    text: str
    domain: str = ""
    label: str = ""
    family: str = ""


@dataclass(frozen=True)
class Words:
    """One vocabulary: per domain the content phrases ((text, timer label)), fillers and closings, speaker forms,
    and the must-nots by family."""

    content: dict[str, tuple[tuple[str, str], ...]]
    before: tuple[str, ...]
    after: tuple[str, ...]
    speakers: dict[str, tuple[tuple[str, str], ...]]  # domain -> (speaker, text) said whole
    must_not: dict[str, tuple[str, ...]]


DEV = Words(
    content={
        "clock": (("what month have we reached", ""), ("todays full date with the year", ""),
                  ("what day of the week have we got to", ""), ("where are we up to in the week", ""),
                  ("how late is it getting", ""), ("whats the clock saying", ""),
                  ("what year are we in at the moment", ""), ("which weekday is it today", "")),
        "shopping": (("anything on my list at the moment", ""), ("whats left to buy on the shopping list", ""),
                     ("what have i got on the shopping list so far", ""), ("hows the shopping list looking", ""),
                     ("what groceries are on the list", ""), ("is there much on the shopping list", "")),
        "todo": (("what jobs have i got on my to do list", ""), ("anything left on my to do list", ""),
                 ("whats still on the to do list", ""), ("hows my to do list looking", "")),
        "timers": (("are the dumplings nearly done", "dumplings"), ("hows the pasta getting on", "pasta"),
                   ("how are my timers doing", ""), ("how much longer for the pasta", "pasta"),
                   ("whats happening with the timers", ""), ("are the dumplings ready yet", "dumplings")),
        "alarms": (("rattle off my alarms", ""), ("when am i getting woken up", ""),
                   ("what alarms have i got on", ""), ("whats my wake up call set for", "")),
        "reminders": (("is my optician reminder still on", ""), ("what reminders are waiting", ""),
                      ("any reminders coming up", ""), ("what have i asked you to remind me about", "")),
    },
    before=("", "um ", "ok so ", "hey "),
    after=("", " please", " thanks", " love"),
    speakers={
        "clock": (("child", "what month is it now mummy"), ("older", "would you be so kind as to tell me the date"),
                  ("learner", "please say me which month we are now"), ("recognizer", "whats todays date and year")),
        "shopping": (("child", "whats on the shopping list mummy"), ("learner", "please tell what is in shopping list"),
                     ("older", "would you read me my shopping list dear")),
        "timers": (("child", "is my pasta done yet"), ("learner", "how many time the dumplings need still"),
                   ("recognizer", "hows the dumplings timer")),
        "alarms": (("learner", "please say me my alarms"), ("older", "would you tell me what alarms i have")),
        "reminders": (("learner", "which reminders i have please"), ("child", "what did you have to remind me")),
    },
    must_not={
        "other_thing": ("what time does the shop open", "how many days are in a leap year", "what year did the war end",
                        "when is a good time to plant tulips", "how long do you boil an egg", "what day was i born on",
                        "who invented the alarm clock", "what is a to do list", "how many months have 31 days",
                        "whats a good app for reminders", "how long should pasta cook for"),
        "another_day": ("whats the date on the first sunday of march", "what day will it be in a fortnight",
                        "what was the date last easter monday", "what month is it in six weeks",
                        "what time will it be in three hours"),
        "reported": ("my son asked what month it is", "she said the dumplings were nearly done",
                     "my wife wants to know whats on her list"),
        "hypothetical": ("if i set a timer how long would it have left", "what would my alarm be if i got up early",
                         "imagine what year it will be in a century"),
        "past": ("yesterday i asked you what was on my list", "what time did my alarm go off this morning",
                 "what was on my shopping list last week"),
        "negated": ("i dont want to know the time", "dont tell me whats on my shopping list",
                    "never mind the timers"),
        "not_understood": ("set the thing for the pasta", "do the list thing", "alarm", "put the timer on the",
                           "add to the list", "remind me"),
    },
)

NEVER = Words(
    content={
        "clock": (("whats the date looking like today", ""), ("got the time", ""),
                  ("what part of the year are we in month wise", ""), ("are we still in december", ""),
                  ("what hour is it", ""), ("which day have we landed on", ""),
                  ("is it the weekend yet or a weekday", ""), ("the time and date if you would", "")),
        "shopping": (("what do i need to pick up at the shops", ""), ("read out the shopping", ""),
                     ("whats on the grocery list", ""), ("do we need anything from the shop", ""),
                     ("run through the shopping list for me", ""), ("what am i buying today", "")),
        "todo": (("what tasks are on my todo list", ""), ("what have i still got to do on the list of jobs", ""),
                 ("run through my to do list", ""), ("any chores on the to do list", "")),
        "timers": (("is the pasta ready", "pasta"), ("how are the dumplings coming along", "dumplings"),
                   ("whats left on the clock for the pasta", "pasta"), ("any timers going", ""),
                   ("how long till the dumplings are ready", "dumplings"), ("update me on the timers", "")),
        "alarms": (("when does my alarm go off", ""), ("am i set to wake up tomorrow", ""),
                   ("list my alarms", ""), ("whats my alarm situation", "")),
        "reminders": (("have i got any reminders", ""), ("whats that optician reminder", ""),
                      ("remind me what reminders i have", ""), ("run me through my reminders", "")),
    },
    before=("", "er ", "right ", "excuse me "),
    after=("", " cheers", " if you can", " ta"),
    speakers={
        "clock": (("child", "is it still morning time"), ("older", "could you let me know the day today dear"),
                  ("learner", "what is the date of today please"), ("recognizer", "whats the time now then")),
        "shopping": (("child", "whats on our shopping list"), ("learner", "which things are in my list for shopping"),
                     ("recognizer", "whats on the list then")),
        "timers": (("child", "are my dumplings cooked yet"), ("learner", "how much time have the pasta"),
                   ("older", "how is my pasta timer doing dear")),
        "alarms": (("learner", "what time my alarm is"), ("child", "when is my alarm gonna ring")),
        "reminders": (("learner", "i have reminder for optician"), ("older", "do i have any reminders dear")),
    },
    must_not={
        "other_thing": ("what time do the clocks go back", "how many weeks are in a year", "what year was the moon landing",
                        "what month is best for planting roses", "how long do i cook rice", "what day is my birthday",
                        "whats the best alarm clock to buy", "how do i make a shopping list", "what is a timer",
                        "what day does the bin go out", "what time does the film start"),
        "another_day": ("what date is the last friday of january", "what day will it be in ten days",
                        "what date was it a week ago", "what year will it be in twenty years",
                        "what time will it be in london"),
        "reported": ("my daughter asked what time it is", "he said the pasta was ready",
                     "mum wants to know what alarms she has"),
        "hypothetical": ("if the pasta timer was set what would be left", "suppose it was friday what would the date be",
                         "what would be on my list if i added milk"),
        "past": ("what time did i go to bed last night", "what was the date when we moved in",
                 "which reminders did i have yesterday"),
        "negated": ("i dont need to know the date", "dont read me the shopping list", "i dont care about the timers"),
        "not_understood": ("timer thing pasta", "the list", "alarm for", "do the reminder", "shopping", "set a"),
    },
)


# a third vocabulary, written after the build and measured once, never tuned on
AFTER = Words(
    content={
        "clock": (("what date have we got today", ""), ("is it still december", ""), ("what time do you make it", ""),
                  ("whats the day today", ""), ("what year is this", ""), ("what time have you got now", ""),
                  ("which day is today", ""), ("how late is it now", "")),
        "shopping": (("whats on our shopping", ""), ("what do we need from the shops", ""),
                     ("what groceries do i need", ""), ("is anything on the grocery list", ""),
                     ("what have we got to buy", ""), ("whats on the list right now", "")),
        "todo": (("what chores have i got", ""), ("any jobs on my to do list", ""), ("whats on my todo", ""),
                 ("what tasks have i got left", "")),
        "timers": (("is the pasta almost done", "pasta"), ("hows the dumplings timer looking", "dumplings"),
                   ("how long left on the pasta", "pasta"), ("what timers are going", ""),
                   ("are the dumplings done", "dumplings"), ("hows my pasta doing", "pasta")),
        "alarms": (("what time am i waking up", ""), ("is my alarm on", ""), ("have i got any alarms set", ""),
                   ("what alarms are set", "")),
        "reminders": (("any reminders", ""), ("is the optician reminder set", ""), ("what reminders have i got", ""),
                      ("what am i being reminded about", "")),
    },
    before=("", "oi ", "so um ", "hello "),
    after=("", " please thanks", " mate", " now"),
    speakers={
        "clock": (("child", "is it still december mummy"), ("learner", "which date is it today please"),
                  ("recognizer", "whats the date"), ("older", "could you tell me what day it is dear")),
        "shopping": (("child", "what do we need to buy mummy"), ("learner", "what is in my shopping list")),
        "timers": (("child", "is my dumplings ready"), ("learner", "how long the pasta still")),
        "alarms": (("learner", "when my alarm ring"), ("older", "what time have i set my alarm for dear")),
        "reminders": (("learner", "what reminders i have"), ("child", "whats my reminders")),
    },
    must_not={
        "other_thing": ("what time do shops close on sundays", "how many hours in a day", "what year was i born",
                        "whats the best time to go shopping", "how long do i boil pasta", "what is the date format",
                        "what day is good for a picnic", "how do i set an alarm on my phone"),
        "another_day": ("what date is next tuesday", "what year will it be in ten years", "what was yesterdays date",
                        "what time will it be in an hour"),
        "reported": ("my mum asked if the pasta is done", "he wants to know what time it is"),
        "hypothetical": ("if it was june what would the weather be", "what would be left on the timer if i paused it"),
        "past": ("what did i have on my list yesterday", "when did my alarm ring"),
        "negated": ("dont tell me the time", "i dont need the shopping list"),
        "not_understood": ("alarm thing", "the timers", "list please", "date thing"),
    },
)

def questions(words: Words) -> list[Item]:
    """Every content phrase with each filler before and a closing after (rotated), and the speakers' forms."""
    items: list[Item] = []
    for domain, phrases in words.content.items():
        for n, (text, label) in enumerate(phrases):
            for k, before in enumerate(words.before):
                after = words.after[(n + k) % len(words.after)]
                items.append(Item(f"{before}{text}{after}", domain, label, "frame"))
        for speaker, text in words.speakers.get(domain, ()):
            label = next((t for t in ("pasta", "dumplings") if t in text), "") if domain == "timers" else ""
            items.append(Item(text, domain, label, speaker))
    return list({i.text: i for i in items}.values())


def must_nots(words: Words) -> list[Item]:
    """The must-nots, each as said and with a filler before."""
    items = [Item(f"{before}{text}", "", "", family) for family, texts in words.must_not.items()
             for text in texts for before in words.before[:2]]
    return list({i.text: i for i in items}.values())


_LEFT = {"pasta": "4 minutes", "dumplings": "9 minutes"}


def judged(item: Item, reply: str, changed: bool) -> str:
    """"" when right; "wrong: ..." for a false answer, a changed store or a must-not answered with state;
    "miss: ..." when the question went unanswered (or answered without its state)."""
    said = reply.lower()
    if changed:
        return "wrong: the store changed"
    if not item.domain:
        marks = [m for m in STATE_MARKS.findall(said) if m.lower() not in item.text]
        return f"wrong: answered with state {marks}" if marks else ""
    if item.domain == "clock":
        asked_months = {m for m in _MONTHS if m in item.text}
        false = [d for d in _WEEKDAYS if d in said and d != "tuesday"]
        false += [m for m in _MONTHS if m in said and m != "december" and m not in asked_months]
        false += [c for c in re.findall(r"\b\d{1,2}:\d\d\b", said) if c != "10:25"]
        if false:
            return f"wrong: false clock {false}"
        return "" if any(t in said for t in TRUE_CLOCK) else "miss"
    need = {"shopping": ("eggs", "bread", "apples"), "todo": ("plumber",), "alarms": ("7 am",),
            "reminders": ("optician",)}.get(item.domain)
    if need is None:  # timers: the one named, or both
        need = (item.label, _LEFT[item.label]) if item.label else ("pasta", "4 minutes", "dumplings", "9 minutes")
    return "" if all(n in said for n in need) else "miss"
