"""Questions about today and now said inside a frame, answered from the clock and the calendar (never the model, never
a pick):

- **a claim to confirm**: "am i right that today is a work day and not the weekend", "its still 2026 isnt it",
  "correct me if im wrong but we are in december", "i think its tuesday am i right": the claim is asked as the plain
  yes/no question ("is today a work day", "is it still 2026") and the clock readers answer it; a contrast said after
  it ("and not the weekend") is the same question asked the other way round;
- **the choice said first, asked after**: "tuesday or wednesday today which one is it", "2026 or 2027 which year are
  we in": which one it is (the random picker took these: "I pick Wednesday");
- **the year checked**: "is it still 2026", "are we in 2025": yes or no with the year (the model said "It's 2019");
- **the real time after a remark**: "every clock in this house says something different which is the real time", "the
  oven and the microwave disagree whats the proper time": the time;
- **the hour of a place**: "the hour in kathmandu": the clock there, as "what time is it in kathmandu" is answered.

The speaker's age before or after ("im 92 and ...", "... im seven") is passed over. A report, a wish, a supposition
or another moment is never read here. Pure but for ``ask`` (the rules' reply to a restated question, nothing done).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.age_lead import AGE
from gpt_home.skills import month_parts, now_asked, time_questions, today_asks, today_checks
from gpt_home.skills.clock_topics import clock_reading
from gpt_home.skills.now_parts import reply as now_parts

Ask = Callable[[str], str | None]
MAX_WORDS = 24

_FILLER = (r"(?:(?:so|um|uh|er|erm|oh|ok|okay|right|well|hey|sorry to bother you|sorry|excuse me|pardon me|"
           r"quick question|just checking|dear|love|darling|mate|pet)\b,? )")
# the speaker's own remark after their age: "my memorys going", "my eyes arent what they were", "my english is small"
_REMARK = (r"(?:(?:and|but|so) )?(?:my (?:memory|memorys|eyes|eyesight|english|head)(?: is| s| are)?(?: not)?"
           r"(?: (?:so|very|too|a bit|getting|still|only|just))? (?:going|gone|good|bad|poor|small|terrible|awful|weak|"
           r"muddled|beginning|basic|learning|new|simple|limited)"
           r"|i(?:ve| have)? (?:forget|forgot|lose track|lost track|get muddled|get confused)(?: things| of (?:the )?(?:days|"
           r"time|date))?"
           r"|(?:sorry )?(?:i am|im) (?:from|new from) [a-z]+|sorry (?:for|about) my english)")
_LEAD_AGE = re.compile(rf"^{_FILLER}*(?:(?:{AGE}|{_REMARK})(?: (?:and|so|now|but))? )+|^{_FILLER}+")
_TAIL_AGE = re.compile(rf" {AGE}$")
_COURTESY = re.compile(r" (?:please|love|dear|mate|pet|thanks|thank you|for me|then)$")
# never a question asked now: a report, a wish, a supposition, a story
_NOT_ASKED_BEFORE = re.compile(r"\b(?:if|unless|whether|wish|dont|do not|never|asked|wondered|what is|whats)\b")
_NOT_ASKED = re.compile(r"\b(?:if|unless|whether|wish|hope|said|says|told|asked|wondered|was|were|would be|dont|never|"
                        r"yesterday|tomorrow|last|next|ago)\b")

# --- a claim to confirm ------------------------------------------------------------------------------------------
_FRAME_LEAD = re.compile(
    r"^(?:(?:am i|would i be|im i) (?:right|correct|wrong)|is it (?:true|right|correct)|correct me if (?:i am|im) wrong"
    r"(?: but)?|i (?:think|believe|reckon|guess|suppose)|(?:can you )?(?:tell me|confirm|check)(?: for me)? "
    r"(?:if|whether)|just to check|let me check)(?: (?:in thinking|to think|to say|in saying|thinking|saying))?"
    r"(?: that)? (?P<claim>.+)$")
_TAG = re.compile(r" (?:isnt it|is not it|is it not|is it|arent we|are not we|isnt today|right|yeah|yes|correct|innit|"
                  r"am i right|am i correct|is that right|is that correct|no|or not|surely|dont you think|eh)$")
_CLAIMS = (
    (re.compile(r"^(?:today is|todays|today its|today it is) (?P<rest>.+)$"), "is today"),
    (re.compile(r"^(?:it is|its) (?P<rest>.+)$"), "is it"),
    (re.compile(r"^(?:we are|were) (?P<rest>.+)$"), "are we"),
    (re.compile(r"^(?:we have|weve|it has|its) (?P<rest>(?:gone|passed|got|reached|hit) .+)$"), "have we"),
)
# "and not the weekend", "not the weekend": the same question asked the other way round
_CONTRAST = re.compile(r",? (?:and |but )?not (?:the |a |an )?[a-z]+(?: [a-z]+)?$")

# --- the choice said first, asked after ----------------------------------------------------------------------------
_OPTION = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
           r"august|september|october|november|december|\d{4}|am|pm|morning|afternoon|evening|the weekend|a weekday)")
_CHOICE_FIRST = re.compile(
    rf"^(?P<options>{_OPTION}(?: {_OPTION})?(?:,? or {_OPTION}(?: {_OPTION})?)+)(?: (?:today|now|right now))?,? "
    r"(?:so )?(?:which|what)(?: one| day| month| year| is it)?(?: is it| is today| are we(?: in| on)?| do we have| is"
    r" this)?(?: (?:today|now|right now|then|again))*$")

# --- the year checked ---------------------------------------------------------------------------------------------
_YEAR = re.compile(r"^(?:is it|are we|is this|isnt it|arent we)(?: (?:still|already|really|actually|now|not))?"
                   r"(?: (?:in|into))?(?: the year)? (?P<year>\d{4})(?: (?:still|already|now|right now|yet|then|"
                   r"again|this year))*$")
_WHICH_YEAR = re.compile(r"^(?:is it |are we in )?(?P<a>\d{4}) or (?P<b>\d{4})(?: (?:which|what)(?: one| year)?"
                         r"(?: is it| are we in)?)?(?: (?:now|today|then))*$")

# --- the real time -------------------------------------------------------------------------------------------------
_REAL_TIME = re.compile(r"(?:^|\b(?:which|what|whats|so|but|then) )(?:is |s )?(?:the )?(?:real|proper|correct|right|"
                        r"actual|true|accurate|exact|official) time(?: (?:is it|now|right now|really|actually|then))*$")

# --- the hour of a place --------------------------------------------------------------------------------------------
_HOUR_IN = re.compile(r"^(?:and )?(?:the|whats the|what is the|tell me the|give me the) (?:hour|local time|time of day)"
                      r" (?:in|over in|out in|at) (?P<place>[a-z]+(?: [a-z]+){0,2})(?: (?:now|right now|at the moment))?$")


# only a question about the clock goes to the rules ("have we gone past midday", "is it after 10"); a claim about
# anything else is no clock question ("i think its time to turn the lights off": nothing is done)
_CLOCK_ASKED = re.compile(r"^(?:is it|have we|has it|is today)\b.*\b(?:midday|noon|midnight|lunchtime|oclock|am|pm|"
                          r"morning|afternoon|evening|night|lunch time|dinner time|dinnertime|teatime|tea time|"
                          r"half|quarter|\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                          r"twelve)(?: (?:yet|already|now|still))*$")
_NOT_THE_CLOCK = re.compile(r"\b(?:turn|switch|set|add|put|remind|cancel|start|stop|play|light|lights|timer|timers|"
                            r"alarm|alarms|list|time to|time for|minutes|hours|days|weeks|in|there|raining|rain|cold|"
                            r"warm|hot)\b")


_SAID_AS_STATED = re.compile(r"^(?:it is|its) (?=(?:the )?(?:morning|afternoon|evening|night|am|pm|monday|tuesday|"
                             r"wednesday|thursday|friday|saturday|sunday|weekend|weekday) or )")
_ARE_WE_PAST = re.compile(r"^are we (past|after|before|beyond) ")
# a remark of the speaker's after a question about now: "im starving", "i go to church on sunday", "or can i stay in bed"
_REMARK_AFTER = re.compile(r" (?=(?:(?:or|because|cos|as|so) )?(?:i|im|i am|ive|id|we|were|my|can i|should i|shall i|"
                           r"do i|do we|have i|have we|am i)"
                           r" )")
_WH_NOW = re.compile(r"^(?:what|which|whats)\b")
_ASKS_NOW = re.compile(r"^(?:is it|is today|are we|have we|has it)\b")


def _plain(normalized: str) -> str:
    """The sentence without the speaker's age before or after it and a courtesy at its end."""
    text = _LEAD_AGE.sub("", normalized)
    for _ in range(2):
        text = _COURTESY.sub("", _TAIL_AGE.sub("", text))
    return text.strip()


def _questions(text: str) -> list[str]:
    """The plain yes/no questions a framed claim asks ("am i right that today is a work day": "is today a work day");
    [] when no frame is said."""
    claim, framed = text, False
    if (lead := _FRAME_LEAD.match(claim)) is not None:
        claim, framed = lead.group("claim"), True
    while (tag := _TAG.search(claim)) is not None:
        claim, framed = claim[:tag.start()], True
    if not framed or _NOT_ASKED.search(claim):
        return []
    asked = []
    for pattern, head in _CLAIMS:
        if (found := pattern.match(claim)) is not None:
            # "its not half past ten yet is it": whether it is yet ("No, it's 10:25 am.")
            asked.append(f"{head} {re.sub(r'^not (?=.* yet$)', '', found.group('rest'))}")
            break
    else:
        if re.match(r"^(?:is it|is today|are we|have we|has it)\b", claim):
            asked.append(claim)
    return [*asked, *(_CONTRAST.sub("", q) for q in asked if _CONTRAST.search(q))]


def _year(question: str, local: datetime) -> str | None:
    if (which := _WHICH_YEAR.match(question)) is not None:
        said = {int(which.group("a")), int(which.group("b"))}
        return f"It's {local.year}." if local.year in said else f"Neither: it's {local.year}."
    if (found := _YEAR.match(question)) is None:
        return None
    asked = int(found.group("year"))
    if re.search(r"\bnot\b", question):
        return f"Yes, it's {local.year}." if asked != local.year else f"It is {local.year}."
    return f"Yes, it's {local.year}." if asked == local.year else f"No, it's {local.year}."


def _answer(question: str, local: datetime, ask: Ask) -> str | None:
    """The clock's answer to a plain question about now, or None."""
    if (said := _year(question, local)) is not None:
        return said
    if (part := month_parts.reply(question, local)) is not None:  # "is it already the end of november"
        return part
    if found := today_checks.find(question, local.date()):
        return found[0][1]["reply"]
    if (said := today_asks.reply(question, local)) is not None:
        return said
    if (meal := now_asked.meal_check(question)) is not None and local.tzinfo is not None:  # "is it lunchtime yet"
        return time_questions.is_it(meal[1]["relation"], meal[1]["clock"], local, local.tzinfo)
    return ask(question) if _CLOCK_ASKED.match(question) and not _NOT_THE_CLOCK.search(question) else None


def reply(normalized: str, local: datetime, ask: Ask) -> str | None:
    """The reply to a framed question about today or now (``local``: the household's moment); None otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    text = _plain(normalized)
    if (hour := _HOUR_IN.match(text)) is not None:
        return ask(f"what time is it in {hour.group('place')}")
    if (real := _REAL_TIME.search(text)) is not None and not _NOT_ASKED_BEFORE.search(text[:real.start()]):
        return ask("what time is it")  # "every clock in this house says something different": a remark, then the ask
    for question in _questions(text):  # the frame's own "if" ("correct me if im wrong") is no supposition
        if (said := _answer(question, local, ask)) is not None:
            return said
    if _NOT_ASKED.search(text):
        return None
    if (choice := _CHOICE_FIRST.match(text)) is not None:
        options = choice.group("options").replace(",", "")
        return _answer(options if re.fullmatch(r"\d{4} or \d{4}", options) else f"is it {options} today", local,
                       lambda _q: None)
    if (said := _year(text, local)) is not None:
        return said
    text = _ARE_WE_PAST.sub(r"is it \1 ", text)  # "are we past ten yet": "is it past ten yet"
    text = _SAID_AS_STATED.sub("is it ", text)  # "it is morning or evening now": a learner's "is it ... or ..."
    if text != normalized and text and (said := _answer(text, local, ask)) is not None:
        return said  # "im 87 and my memorys going, is it still morning": the question alone
    if text != normalized and re.fullmatch(r"(?:what|which) (?:day )?is it(?: today)?", text):
        return ask("what day is it today")  # "ive lost track of the days, what is it today"
    if text != normalized and _WH_NOW.match(text) and (found := clock_reading(text)) is not None:
        # "i am from poland, my english is beginning, which month is now and which year": asked alone
        parts = found[1].get("units") if found[0] == "GptDateAndTime" else None
        return now_parts(parts, local) if parts else ask(text)
    for remark in _REMARK_AFTER.finditer(text):  # "is it lunchtime yet im starving": the question before the remark
        if _ASKS_NOW.match(head := text[:remark.start()]) and (said := _answer(head, local, ask)) is not None:
            return said
    return None
