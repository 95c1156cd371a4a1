"""Household commands composed from their parts, whatever order the parts come in (issue 15).

Why: the rules each know one word order ("set an alarm for 7 am on thursday"); households say "on thursday at 7 am
could i have an alarm", "to the pasta timer i want 3 more minutes", "on the shopping list lets add eggs". Here the
slots are found ANYWHERE (a clock time, a day, a duration, "more/extra" time, a timer's label, a reminder's task, a
list item and list name), each reporting the words it consumed; the cue (alarm / wake me, timer / countdown,
remind, list) and the verb or question word decide the action; the result is the plain command the rules already
carry out ("set an alarm for 7 am on thursday", "add 3 minutes to the pasta timer", "do i have an alarm on
thursday"), so the skills still check and ask back ("For how long?", "What should I add?").

Trust: every word must be consumed by a slot, the head, a verb frame ("i want", "can you", "could i have", "lets"),
a filler ("um", "oh and", "for me") or a reason said after ("because i keep forgetting"). A word nobody consumed
means the sentence said something this reading did not understand, so no command is composed. That is also the
must-not rule: "my son SAID set a timer", "i WAS GOING to set an alarm", "DONT put eggs on the list", "the FIRE alarm
WENT OFF", "IF i asked you to ..." all leave words unconsumed. A question about what is set ("have i got an alarm
for thursday", "did i ask you to remind me about the bins") may follow a remark ("i forget things"), but after its
question words it too must be fully consumed ("... last week" is no question about what is set now).
Pure: text in, a command string out; the caller runs it through the rules.
"""

from __future__ import annotations

import re

from gpt_home.agent import alarm_shapes, household_acts, verb_frames
from gpt_home.agent.remark_things import pointed
from gpt_home.agent.slot_parts import GAP, Composed, take
from gpt_home.agent.speech_cues import COMMAND_VERB, NEGATION, REPORTING
from gpt_home.agent.spoken_words import WEEKDAYS
from gpt_home.agent.timeparse import parse_clock, parse_duration
from gpt_home.agent.number_reader import amounts, numeralize
from gpt_home.agent.timer_statements import narrates
from gpt_home.agent.unneeded_ones import pointing_act, unneeded
from gpt_home.agent.verb_frames import FILLERS, unwrap
from gpt_home.agent.verb_frames import POLITE as _POLITE

_WEEKDAY = "|".join(WEEKDAYS)
_CUE = re.compile(r"\b(?:alarms?|waking|wake me|wake us|get me up|get us up|timers?|countdown|remind|reminders?|list)\b")
_LIGHT = re.compile(r"\b(?:lights?|lamps?)\b")
_WAKE = re.compile(r"\b(?:alarms?|waking|wake (?:me|us)(?: up)?|get (?:me|us) up)\b")
# A clause said after every part, that asks nothing: "... the kids have school", "... we are going out"
_CLAUSE_START = frozenset("i we the my our its it theres he she they you".split())
# Words that make the sentence no request for now (reported, negated, wished, supposed, told of another time): as
# ``command_shape``'s reported and not-asked cues; never a reason's words, nor a cancel ("the alarm at 7, you can cancel it")
_NOT_NOW = re.compile(r"\b(?:said|says|say|told|tell|asked|ask|dont|do not|not|never|no|if|was|were|joking|kidding|"
                      r"should|used|yesterday|last|forgot|forget|didnt|wont|cant|cancel|delete|remove|scrap|rid|bin|drop)\b")
_REASON = re.compile(r"(?: |^)(?:because|cos|cause|since|as|while|whilst|(?<!could )(?<!can )(?<!may )(?:i|we) (?:have|keep|always) "
                     r"|ive got (?:a|an|to)|im off|so i dont)\b.*$")
_DAY = re.compile(rf"\b(?:(?:on|for|this|next|this coming) )*(?P<day>{_WEEKDAY}|tomorrow|today|tonight)"
                  r"(?: (?P<part>morning|afternoon|evening|night))?\b")
_CLOCK = re.compile(r"\b(?:at|for|by) (?P<clock>(?:half past|quarter past|quarter to|\d{1,2} (?:minutes )?(?:past|to)) "
                    r"\d{1,2}|\d{1,2}(?::\d{2}| \d{2})?(?: ?(?:am|pm|oclock))?|noon|midday|midnight)"
                    r"(?: (?P<part>in the morning|in the evening|at night|in the afternoon))?\b")
_DURATION = re.compile(r"\b(?:for |in )?(?P<amount>(?:\d+|an?|one|half an?)(?: and a half)? (?:(?P<more>more|extra) )?"
                       r"(?:hours?|minutes?|mins?|seconds?|secs?)(?: and a half)?)(?: (?P<more2>more|extra|longer))?\b")
_LIST = re.compile(r"\b(?:to|on|onto|in|for) (?:the|my|our) (?P<name>(?:shopping|grocery|to do|todo) )?list\b")
_LABEL = re.compile(r"\b(?:(?:on|to|for) (?:the|my|its) (?P<a>[a-z]+) timer|(?:on|to) its timer|for (?:the|my) "
                    r"(?P<b>[a-z]+(?: (?!(?:while|whilst|when|then|and|so|as|but|or)\b)[a-z]+)?)|(?:give|gives) the (?P<c>[a-z]+)|"
                    # "a timer called cookies", "the potatoes need longer, put 5 more minutes on that timer"
                    r"(?:called|named|labell?ed) (?P<d>[a-z]+(?: [a-z]+)?)|^(?:the |my )?(?P<e>[a-z]+) (?:needs?|wants?) "
                    r"(?:a (?:bit|little) )?(?:longer|more time))\b")
_TASK = re.compile(r"\b(?:remind (?:me|us)|reminder(?: in| on| set| for me)?|reminding me) (?P<task>(?:to|about|that|of) [^|]+?)(?= \||$)")
_NOT_AN_ITEM = frozenset("it them that those this these add put pop stick bung chuck throw away all everything adding added "
                          "putting sticking popping i we so".split())  # "i want bread adding": the verb is no item;
# "we ran out of milk so i put it on the list": told as done, "milk so i" no item
_ITEM = re.compile(r"\b(?:add|put|stick|pop|bung|chuck|throw|want|need|have|get|like|adding) (?:an? )?"
                   r"(?P<item>[^|]+?)(?= \||$)")
# Words the act's head consumes (its verb, article, object) besides fillers; every verb frame ("can you", "i want",
# "be a dear and", "dont let me forget") is read before, from the one list in ``verb_frames``, "want" its thing's verb
_FRAME = FILLERS | frozenset("""
me us want set start put make add give stick pop bung chuck create new wake up get a an the my our for to some there
on its in
""".split())
_QUESTION = re.compile(r"\b(?:have i got|have i set|have we got|do i have|do we have|did i set|did you set|is there|"
                       r"are there|have you got|have you set|is my|any) (?P<rest>.+)$|\bdid i ask you to remind me "
                       r"(?P<about>about .+)$")
_ASKED_ABOUT = re.compile(r"^(?:(?:an?|any|my|the) )?(?:(?P<alarm>alarms?)(?: set)?|(?P<reminder>reminders?)(?: set)?"
                          r"(?: (?P<about>(?:about|for) (?:the |my )?[a-z]+(?: [a-z]+)?))?)(?: (?P<day>(?:on|for) "
                          rf"(?:{_WEEKDAY}|tomorrow|today|tonight)(?: (?:morning|afternoon|evening|night))?))?$")


_ASKS = re.compile(r"\b(?:will|shall|do|does|did|should|must|(?<!\d )am|is|are|was|were|have|has|had) (?:i|we|it|there|my|our)\b|"
                   r"\b(?:what|whats|when|whens|how|hows|why|where|which|who|whose|whether)\b")


# An order about the one that rang: "cancel the timer that went off", "stop the alarm thats ringing": the stop
# rule answers (skills/stop_ringing.py: "Okay." when one rang, else what runs, nothing cancelled)
_RANG = re.compile(r"^(?:(?:please|ok|okay|oh|um) )*(?:cancel|stop|turn off|switch off|silence|kill|dismiss) (?:the|that|my) "
                   r"(?P<kind>timer|alarm|reminder)(?: (?:that|which))?(?: (?:just|has|is|thats|was))* (?:went off|gone off|"
                   r"rang|ringing|going off|beeping)(?: (?:just now|now|earlier))?(?: please)?$")


def _leftover(text: str) -> list[str]:
    """The words no part consumed; a clause after the last part that tells a reason is consumed as one."""
    words = text.split()
    last = max((i for i, w in enumerate(words) if w == "|" or _CUE.match(w)), default=-1)
    start = next((i for i in range(last + 1, len(words)) if words[i] not in _FRAME or words[i] in _CLAUSE_START),
                 len(words))
    tail = " ".join(words[start:])
    owned = start > 0 and words[start - 1] in ("for", "to", "on", "at", "of", "in", "with")  # "for the school run"
    if start == last + 1 and start < len(words) and words[start] in _CLAUSE_START and not owned and len(words) - start >= 2 \
            and not _NOT_NOW.search(tail):
        words = words[:start]
    return [w for w in words if w != "|" and w not in _FRAME]


def compose(normalized: str) -> Composed | None:
    """The plain command ``normalized`` (``intents.normalize``d) asks for, read from its parts in any order; None
    when no household cue is said, a word is left that no part consumed, or a question is about another time."""
    if _LIGHT.search(normalized) and (lit := household_acts.lights(" ".join(_POLITE.sub(GAP, normalized).split()))):
        return Composed(lit, (("lights", normalized),))  # "could the kitchen light go on", two lights in two parts
    normalized = unwrap(normalized)  # "be a dear and set ...", "can i get an alarm ...", "dont let me forget to ..."
    # "weve run out of flour put it on the list" (agent/remark_things.py), "the 10 pm alarm, cancel it i dont need it",
    # "give it 3 more minutes" (agent/unneeded_ones.py)
    if (thing := pointed(normalized) or unneeded(normalized) or pointing_act(normalized)) is not None:
        return Composed(thing, (("remark's thing", normalized),))
    if not _CUE.search(normalized):
        return None
    normalized = alarm_shapes.plain(normalized)  # "an alarm going off at 11 tonight", "sunday 8 am alarm"
    if (rang := _RANG.match(normalized)) is not None:  # the one that rang is stopped, never a running one cancelled
        return Composed(f"stop the {rang.group('kind')}", (("rang", normalized),))
    if (asked := _question(numeralize(normalized))) is not None:
        return asked
    if (plain_asked := household_acts.asked(numeralize(normalized))) is not None:  # "which timers are running"
        return Composed(plain_asked, (("question", normalized),))
    if _ASKS.search(_POLITE.sub(" ", normalized)):  # "will i need an alarm at 6 tomorrow": a question, never a
        # command; "... when you get a chance" is politeness, no question
        return None
    if narrates(normalized, "timer_set"):  # "the timer for the eggs rang": told, its words are no label
        return None
    taken: list[tuple[str, str]] = []
    plain = _REASON.sub("", normalized) if not normalized.startswith(("because", "as ", "since")) else normalized
    plain = unwrap(plain)  # politeness left last once the reason is gone: "add bananas okay | i have ..."
    plain = " ".join(_POLITE.sub(GAP, plain).split())
    text = amounts(plain)  # an amount said any way ("one oh five minutes", "two point five"); clocks stay
    if (gone := household_acts.cleared(text)) is not None:  # "i want every reminder cleared out"
        return Composed(gone, (("clear", text),))
    text, day = take(text, _DAY, taken, "day")
    text, duration = take(text, _DURATION, taken, "duration")
    text, clock = take(text, _CLOCK, taken, "clock")
    if clock is not None and parse_clock(clock.group("clock")) is None and not _WAKE.search(text):
        return None  # an alarm at no real time ("i want waking at 25:70") is set as said: the rules say why not
    if duration is not None and parse_duration(re.sub(r" (?:more|extra)\b", "", duration.group("amount"))) is None:
        return None
    said_day = "" if day is None else " ".join(
        p for p in ("on" if day.group("day") in WEEKDAYS else "", day.group("day"), day.group("part") or "") if p)
    when = " ".join(p for p in (f"at {clock.group('clock')}" if clock else "", (clock and clock.group("part")) or "",
                                said_day) if p)
    if _WAKE.search(text):
        return _alarm(text, when, said_day, clock, duration, taken)
    if re.search(r"\b(?:remind (?:me|us)|reminders?)\b", text):  # "in an hour remind me to ...": when it is due
        return _reminder(text, when or (f"in {duration.group('amount')}" if duration and not _more(duration) else ""),
                         taken)
    if re.search(r"\b(?:timers?|countdown)\b", text) or duration is not None and _more(duration):
        return _timer(text, duration, taken)
    if _LIST.search(text) and not (day or clock or duration):
        return _list(plain, taken)  # as said: "two cartons of orange juice" stays in words
    return None


def _more(duration: re.Match[str]) -> bool:
    return bool(duration.group("more") or duration.group("more2"))


def _done(command: str, text: str, taken: list[tuple[str, str]], *words: str) -> Composed | None:
    """The command when no word is left unconsumed but the head's ``words``."""
    left = [w for w in _leftover(text) if w not in words]
    return None if left else Composed(command, tuple(taken))


def _alarm(text: str, when: str, day: str, clock: re.Match[str] | None,
           duration: re.Match[str] | None, taken: list[tuple[str, str]]) -> Composed | None:
    if duration is not None:
        return None  # "an alarm in 20 minutes": the rules read it as said
    if clock is None:
        return _done(f"set an alarm for {day.removeprefix('on ')}" if day else "set an alarm", text, taken, "alarm", "wake",
                     "up", "waking")
    return _done(f"set an alarm {when}", text, taken, "alarm", "wake", "up", "waking")


def _reminder(text: str, when: str, taken: list[tuple[str, str]]) -> Composed | None:
    text, task = take(text, _TASK, taken, "task")
    said = task.group("task") if task else ""
    if said.startswith("of "):  # "remind me of something later": what, asked back; "remind me of my gran": no task
        vague = re.fullmatch(r"of (?:something|a thing|stuff|things)(?: later(?: on)?| soon| in a bit)?", said)
        return _done("remind me", text, taken, "reminder") if vague else None
    if re.search(r"\b(?:\d|am|pm)\b|\bthe \||\b(?:after|before|in|at|on|by|for|until|till|and)$", said):
        return None  # a time left inside the task, or cut from it ("to take my medicine after | "): not read
    return _done(f"remind me {said} {when}".replace("  ", " ").strip(), text, taken, "reminder")


def _timer(text: str, duration: re.Match[str] | None, taken: list[tuple[str, str]]) -> Composed | None:
    text = re.sub(r"\b(?:(?:on|to|for) )?(?:that|this) (?:timer|one)\b", f"{GAP}timer", text)  # "5 more minutes on that timer"
    text, label = take(text, _LABEL, taken, "label")
    words = next((g for g in (label.groups() if label else ()) if g), "").split()
    while words and words[-1] in _FRAME:  # "for the rice for me": the rice
        words.pop()
    name = " ".join(words)
    if name in ("it", "timer", "one", "countdown") or name.endswith(" timer"):
        return None
    amount = re.sub(r" (?:more|extra)\b", "", duration.group("amount")) if duration else ""
    # more time for a timer that runs: "3 more minutes", "add 3 minutes to the pasta timer", "give the pasta 3 ..."
    added = label is not None and re.match(r"(?:on|to) |give", label.group(0)) or re.search(r"\badd\b", text)
    if duration is not None and (_more(duration) or added):
        return _done(f"add {amount} to the {name + ' ' if name else ''}timer", text, taken, "timer", "countdown",
                     "more", "extra", "it")
    command = f"set a {name + ' ' if name else ''}timer" + (f" for {amount}" if amount else "")
    return _done(command, text, taken, "timer", "countdown")


_NO_ITEM_YET = re.compile(r"(?:(?:another|one more|a new|an?|one|some|more|other|a few|a couple of) )?(?:something|"
                          r"anything|stuff|things?|items?)(?: else)?")


def _list(text: str, taken: list[tuple[str, str]]) -> Composed | None:
    text, where = take(text, _LIST, taken, "list")
    name = (where.group("name") or "shopping ").strip() if where else "shopping"
    text, item = take(text, _ITEM, taken, "item")
    said = re.sub(r"\b(?:please|for me|too|as well|on there)$", "", item.group("item")).strip() if item else ""
    if not said or said.split()[0] in ("something", "anything", "stuff", "things", "thing") or _NO_ITEM_YET.fullmatch(
            said):  # "an item", "one more thing": what, asked back
        return _done(f"add to the {name} list", text, taken, "list")  # asked back, the answer awaited
    if said.split()[0] in _FRAME or set(said.split()) & _NOT_AN_ITEM:
        return None  # "get me eggs", "milk add it", "eggs pop them": a frame word inside the item is a reading left unsure
    return _done(f"add {said} to the {name} list", text, taken, "list")


def _question(text: str) -> Composed | None:
    """ "i forget things have i got an alarm for thursday" -> "do i have an alarm on thursday"; the remark before
    the question words may be anything, what follows them must be the thing asked about and its day, nothing else."""
    m = _QUESTION.search(text)
    if m is None:
        return None
    if m.group("about") is not None:
        rest = f"a reminder {m.group('about')}"
    else:
        rest = m.group("rest")
    asked = _ASKED_ABOUT.match(rest)
    if asked is None:
        return None
    day = f" {asked.group('day')}" if asked.group("day") else ""
    taken = [("question", m.group(0))]
    if asked.group("alarm"):
        return Composed(f"do i have an alarm{day}" if day else "what alarms do i have", tuple(taken))
    about = asked.group("about")
    if about:
        return Composed(f"do i have a reminder about {re.sub(r'^(?:about|for) ', '', about)}{day}", tuple(taken))
    return Composed("what are my reminders", tuple(taken)) if not day else None


# A set/add verb governed by a word that makes it no request now: negated ("dont", "no need to"), reported ("my son
# said", "she told me to"; "i said" repeats a request and stays one), wished or supposed ("i was going to", "meant
# to", "should have", "if"), or told of another time ("last week", "yesterday"). "dont forget to set ..." asks.
# The reporting verbs, negations and command verbs are ``agent/speech_cues.py``'s, shared with ``skills/relayed.py``.
_NOT_ASKED = re.compile(rf"\b(?:(?<!i )(?:{NEGATION}|no need to)(?! (?:forget|let me forget)\b)|(?<!\bi )(?:{REPORTING})|"
                        r"told \w+ to|(?<!\bi )asked \w+ to|(?:was|were) (?:going|gonna|about) to|meant to|should have|"
                        r"would have|used to|if|last (?:week|night|time|month|year)|yesterday)\b(?: \w+){0,4}? "
                        rf"(?:{COMMAND_VERB})\b")


# someone's word for what the speaker must do, then the speaker's own ask: "the doctor said i have to take my pills
# at 9, can you remind me" (the report is the task's reason; the ask after it is ours, skills/remind_after.py)
_OWN_NEED_TOLD = re.compile(r"^(?:(?:my|the|our) )?[a-z]+ (?:said|says|told me|tells me) (?:that )?(?:i|we) (?:need to|"
                            r"have to|must|ve got to|have got to|got to|should) [a-z0-9: ]+? (?:(?:so|and|please|can you|"
                            r"could you|will you|would you) )*(?:remind|tell|nudge|ping) me(?: please| for me| thanks)?$")


def not_asked(normalized: str) -> bool:
    """True when a household command in ``normalized`` is negated, reported, wished, supposed or of another time
    ("my son said set a timer for 10 minutes for the pasta", "no need to set an alarm at 7 am"): nothing is done.
    Only a head said first counts: "turn off the light and dont set an alarm" asked for the light."""
    if not _CUE.search(normalized) or (_OWN_NEED_TOLD.match(normalized) and not re.search(rf"\b(?:{NEGATION})\b", normalized)):
        return False  # the speaker's own need, told by someone, then asked: unless a negation is in it ("... dont remind me")
    text = _POLITE.sub(" ", normalized)
    found = _NOT_ASKED.search(text)
    head = text[:found.start()] if found else ""
    return found is not None and len(head.split()) <= 4 and not re.search(r"\b(?:and|but|then)\b", head) or (
        verb_frames.not_asked(unwrap(text)))  # the frames of the one list that ask nothing now ("you mustnt ...")
