"""Questions the earlier readers answer wrongly or in half, read by their cue and restated in the textbook words the
skills know: "tell me the time and the day please" (both, not only the time), "flip a coin and roll a die" (both),
"call heads or tails for me" (call = choose, never a phone call), "is weird spelled e i or i e" (the word, not the
letter), "is the 18th a weekday", "how many days till the 12th i get paid then", "can i call my mum in denver now or
is it too early" (the clock there and whether it is early), "the bill was 84 pounds split four ways how much each",
"whats five add five add five", "my birthday is on the fifth of january what day of the week is it" ("it" is the
day said), "thats me done for the day" (a sign-off, not a question), "how many colours are in a rainbow".

Each family has a cue and a tolerant slot; the restated requests are answered by ``ask`` (the local skills): every
part must be answered or nothing is said here (two requests in one breath: both or neither). Pure but for ``ask``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime

from gpt_home.agent.spoken_words import MONTH, MONTHS
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import (
    both_asked,
    clock_checks,
    coin_counts,
    date_questions,
    date_rewordings,
    day_counts,
    letter_questions,
    now_asked,
    unit_sizes,
)
from gpt_home.skills.measure_systems import region_of
from gpt_home.skills.number_slots import priced_each
from gpt_home.skills.places import place_spans
from gpt_home.skills.topic_first import known_place

Ask = Callable[[str], str | None]
MAX_WORDS = 24

# another moment than now: never the clock or calendar of now
_OTHER = re.compile(r"\b(?:tomorrow|yesterday|next|last|ago|until|till|since|timer|alarm|reminder|remind|birthday|"
                    r"open|close|opens|closes|there|in [a-z]+ (?:city|town)|zone|weather)\b")
_TIME_AND_DAY = re.compile(r"\b(?:the )?time\b.*\band\b.*\b(?:the )?(?:day|date)\b|\b(?:the )?(?:day|date)\b.*\band\b"
                           r".*\b(?:the )?time\b")
_CHANCE = re.compile(r"\b(?:(?:flip|toss|spin|throw)(?: us| me)? (?:a|the|one) coin|(?:roll|throw|chuck)(?: us| me)? "
                     r"(?:a|an|the|one|\w+)(?: \w+ sided)? (?:dice|die)|(?:roll|throw) (?:a|an|one) d ?\d+|(?:pick|draw|pull|deal|take)(?: us| me)? (?:a|one|any) card|"
                     # "pick a number from 1 to 5 and flip a coin": the number said whole, its range kept
                     r"(?:pick|choose|give|get|think of)(?: us| me)? (?:a|one) (?:random )?number (?:from|between) "
                     r"\w+ (?:to|and) \w+|(?:pick|choose|give|get|think of)(?: us| me)? (?:a|one) (?:random )?number "
                     r"(?:up to|out of) \w+)\b")  # "... and then pick a number up to 20": from 1
_CALL_IT = re.compile(r"^(?:can you |could you |will you |would you |you |go on |now )*(?:call|say|shout|pick)(?: it)?"
                      r" (?:heads or tails|tails or heads)\b|\bheads or tails (?:you )?(?:call it|call|decide|pick)\b")
_WEEKDAY_CHECK = re.compile(r"^(?:is|does|will|would) (?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:fall on |land on |be )?"
                            r"(?:a|an|on a) (weekday|week day|working day|work day|school day|weekend|weekend day)\b")
_DAYS_TILL = re.compile(r"\bhow (?:many (?:more )?(?:days|sleeps)|long)(?: is it| have i got| have we got| left| "
                        r"to go)* (?:until|till|til|to|before) (?:the )?(\d{1,2})(?:st|nd|rd|th)\b(?! of)"
                        rf"(?! (?:{MONTH}))")
_CALL_EARLY = re.compile(r"\b(?:too early|too late|early|late|asleep|awake|up yet|in bed|a good time|ok to|okay to|"
                         r"alright to|right time)\b|\b(?:can|could|shall|should|may) (?:i|we) (?:call|ring|phone|"
                         r"facetime)\b.* now$")  # "my friend in kabul, can i call him now": is it a fair hour there
_CALL_CUE = re.compile(r"\b(?:call|ring|phone|facetime|video call|text|message|skype|zoom)\b")
_CLOCK = re.compile(r"\b(\d{1,2})(?::\d\d)? (am|pm)\b")
_SPLIT_BILL = re.compile(r"\b(?:(\d+) ways|(?:between|among|amongst|by) (?:the )?(\d+)(?: of us| people| of them| kids|"
                         r" friends| mates| families)?|"
                         # the party counted apart from the sum: "there are three of us", "we are 4", "for 5 people";
                         # a bare number only at a clause's end ("for 4 hours" counts no party)
                         r"(?:there (?:are|were|is|will be)|theres|we are|were|(?:between|for)(?: the)?) (\d+)(?: of us| people"
                         r"| adults| friends| mates|$|(?= (?:and|so|how|what|whats|then|split|can|could|please|each|now|"
                         r"but)\b))|(\d+) (?:of us|people|adults|friends|mates) (?:at the table|eating|here|"
                         r"sharing|splitting|paying)|"
                         # the party said first, the sum after: "four people, pizza cost 54 euros, how much each"
                         r"^(\d+) (?:of us|people|adults|friends|mates|kids)(?= (?:the |a |and |so )?(?:\w+ )?"
                         r"(?:cost|costs|came|comes|was|is|bill|meal|pizza|dinner|takeaway|taxi|total)\b))\b")
# the sum is each one's share already: "4 people paid 54 euros each", a total asked, never a split
_EACH_PAID = re.compile(r"\d (?:pounds?|quid|dollars?|bucks|euros?) (?:each|a head|per person|apiece)\b")
_SPLIT_CUE = re.compile(r"\b(?:split|splitting|shared|share|sharing|divided|divide|halved|each|a head|per person|"
                        r"a piece|apiece)\b")
_MONEY_SAID = re.compile(r"[£$€]|\b(?:pounds?|quid|dollars?|bucks|euros?|bill|meal|cost|costs|owe|paid|pay|"
                         r"tab|total|came to|comes to)\b")
_AMOUNT = re.compile(r"[£$€]?(\d+(?:\.\d{1,2})?) ?(pounds?|quid|dollars?|bucks|euros?)?")
_ADD_WORDS = re.compile(r"^(?:whats|what is|what does|what do|how much is|how much does|can you work out|work out)"
                        r" \d+(?: (?:add|added to|plus|minus|take away|takeaway|times) \d+)+(?: make| come to| equal| add up to| then| please)*$")
_LETTERS = r"(?:an? (?=[a-z]\b|ie\b|ei\b))?((?:[a-z] ){0,2}[a-z]|ie|ei)(?![a-z])"  # "e i", "an ie", "a double s"
_SPELL_OPTIONS = re.compile(rf"\b(?:is|how is) ([a-z']{{3,}}) (?:spelled|spelt|written)(?: with)? {_LETTERS} or {_LETTERS}")
_SIGN_OFF = re.compile(r"^(?:right |ok |okay |well |so )?(?:thats|that is|im|i am|well im|were|we are)(?: me| us| it)?"
                       r" (?:done|finished|off|all done)(?: now)? for (?:the day|today|the night|tonight|now)"
                       r"(?: then| thanks| thank you| love| mate)*$|"
                       r"^(?:right |ok |okay |well |so )?(?:thats|that is|thats me|thats us) (?:it|all) for"
                       r" (?:the day|today|tonight|now)(?: then| thanks| thank you| love| mate)*$")
# "how are you feeling today": the textbook small talk the skills answer
_FEELING = re.compile(r"^(?:and |so |hey |hi |well )?(?:how are you|how r u|how are u|how you|hows you|how is you)"
                      r"(?: feeling| doing| keeping| getting on)(?: today| this morning| tonight| now| then| love| mate)*$")
# "do you like music i love it turn it up": the liking is talk, the request after it is what is wanted
_LIKED_THEN_ASKED = re.compile(r"^do you (?:like|love|enjoy|fancy) (?:\w+ ){1,3}?(?:i|we) (?:really |just )?(?:love|"
                               r"like|adore) (?:it|them|that|this|him|her)(?: so| too)? (?P<ask>(?:turn|play|put) .+)$")
_RAINBOW = re.compile(r"\bhow many colou?rs\b.*\brainbow\b")
_RAINBOW_REPLY = "A rainbow has seven colours: red, orange, yellow, green, blue, indigo and violet."


def _all(parts: list[str], ask: Ask) -> str | None:
    """Every part answered, joined; None when any part is not (then nothing is said here)."""
    replies = [ask(p) for p in parts]
    return " ".join(str(r) for r in replies) if replies and all(replies) else None


def time_and_day(normalized: str, ask: Ask) -> str | None:
    """ "tell me the time and the day please": the time and today's date."""
    if _TIME_AND_DAY.search(normalized) is None or _OTHER.search(normalized) or now_asked.OTHER.search(normalized) \
            or re.search(r"\b(?:in|at|does|do|did)\b", normalized):  # "the time in paris", "does the match start"
        return None
    return ask("give me the date and the time")  # as the templates answer "the date and the time": both


# A throw asked for by its name: "a coin toss", "a toss of a coin", "a dice roll", "a roll of the dice"
_COIN_NAMED = re.compile(r"\ba (?:coin (?:toss|flip)|(?:toss|flip) of (?:a|the) coin)\b|"
                         r"(?<=^give me )heads or tails\b|(?<=^give us )heads or tails\b")  # "give me heads or tails"
_DIE_NAMED = re.compile(r"\ba (?:(?:dice|die) (?:roll|throw)|(?:roll|throw) of (?:a|the) (?:dice|die))\b")
# a throw talked about, never asked for: "is a coin toss fairer than a dice roll", "we lost a coin toss"
_CHANCE_TALK = re.compile(r"\b(?:than|fair|fairer|lost|won|win|lose|why|who|history|invented|odds|chance of)\b")


def chances(normalized: str, ask: Ask) -> str | None:
    """ "flip a coin and roll a die": both thrown; "call heads or tails for me": the assistant calls one."""
    if _CALL_IT.search(normalized) and not re.search(r"\b(?:mum|dad|mom|phone|number|\d{3,})\b", normalized):
        said = ask("flip a coin")
        return re.sub(r"^It's (heads|tails)\.", r"I call \1.", said) if said else None
    if not _CHANCE_TALK.search(normalized):  # "i need a coin toss and a dice roll": each thing asked for by its name
        normalized = _COIN_NAMED.sub("flip a coin", _DIE_NAMED.sub("roll a die", normalized))
    # "pick me a number between 1 and 4": the number as the rules ask it (whom it is for says nothing of it)
    normalized = re.sub(r"\b(pick|choose|think of) (?:us|me) (?=(?:a|one) (?:random )?number\b)", r"\1 ", normalized)
    found = [re.sub(r"\b(?:up to|out of) (\w+)$", r"between 1 and \1", re.sub(r"\b(?:an? )?d ?(\d+)$", r"a \1 sided die",
                                                                              m.group(0))) for m in _CHANCE.finditer(normalized)]
    if len(found) < 2 or not re.search(r"\b(?:and|then|also|plus)\b", normalized):
        return None
    said = _all(found, ask)  # a bare number among other answers is said as the number picked: "The number is 2."
    return re.sub(r"(?:^|(?<=\. ))(\d+)\.(?= |$)", r"The number is \1.", said) if said else None


_CHANCE_ASKED = re.compile(r"^(?:can you |could you |will you |please |go on )*(roll|throw|chuck|flip|toss|pick|choose)"
                           r"\b.*\b(?:dice|die|d ?\d+|sided|coin|number)\b")
_CHANCE_FIX = re.compile(r"\b(?:no (?:actually|sorry|wait|make (?:it|that))|(?:sorry|no) i mean|actually make (?:it|that)|"
                         r"i mean|actually|or rather|make (?:it|that)|no)\b(?!.*\b(?:no|actually|i mean)\b) (?P<new>.+)$")
_PLAIN_DIE = re.compile(r"\b(?:normal|standard|regular|ordinary|usual|plain|fair|proper|common)\b "
                        r"(?=(?:\w+ sided )?(?:dice|die|one)\b)")


_ONE_DIE_SAID = re.compile(r"^ (?:me |us )?(?:a|an|one|the) (\w+ sided )?(?:dice|die)\b(?! \w+ (?:dice|die)\b)")
_ONE_DIE = re.compile(r"\b(\w+ sided) one\b")  # "a six sided one": a die
# dice counted in the first request ("two dice", "2 six sided dice"): a bare number said after corrects that count
_COUNTED_DICE = re.compile(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a pair of) "
                           r"((?:\w+ sided )?dice)\b")


def coins(normalized: str, ask: Ask) -> str | None:
    """ "flip two coins", "toss a coin 3 times": each toss's side, in order (2 to 10 tosses: skills/coin_counts.py)."""
    if (count := coin_counts.asked(normalized)) is None:
        return None
    if count > coin_counts.MAX_COINS:  # one toss said back for "flip a coin 50 times" would be a false answer
        return f"I can toss a coin up to {coin_counts.MAX_COINS} times in one go."
    sides = [re.sub(r"^It's (heads|tails)\.$", r"\1", ask("flip a coin") or "") for _ in range(count)]
    if not all(side in ("heads", "tails") for side in sides):
        return None
    return f"{', '.join(sides[:-1]).capitalize()} and {sides[-1]}."


def chance_corrected(normalized: str, ask: Ask) -> str | None:
    """ "roll a 20 sided die no actually a normal six sided one": the roll said last, whole or as a fragment of the
    first ("three dice", "a d6"); "roll a normal die": a plain one. None when no chance request is corrected."""
    asked = _CHANCE_ASKED.match(normalized)
    if asked is None:
        return None
    fix = _CHANCE_FIX.search(normalized)
    if fix is None or fix.start() <= asked.end(1):
        plain = _ONE_DIE.sub(r"\1 die", _PLAIN_DIE.sub("", normalized))
        return ask(numeralize(plain)) if plain != normalized else None
    new = _ONE_DIE.sub(r"\1 die", _PLAIN_DIE.sub("", re.sub(r"^(?:just|only) ", "", fix.group("new"))).strip())
    if re.fullmatch(r"\d+", count := numeralize(new)):  # "roll two dice no actually three": a new count of dice
        first = normalized[asked.end(1):fix.start()]
        if counted := _COUNTED_DICE.search(first):
            return ask(f"{asked.group(1)} {count} {counted.group(1)}")
        # "roll a die no actually three": one die said first, the count said after is of the same dice
        one = _ONE_DIE_SAID.search(first)
        return ask(f"{asked.group(1)} {count} {one.group(1) or ''}dice") if one and 1 < int(count) <= 10 else None
    if not _CHANCE_ASKED.match(new):  # a fragment: said with the first request's verb
        new = f"{asked.group(1)} {new}"
    return ask(numeralize(new)) if _CHANCE_ASKED.match(new) else None


def weekday_check(normalized: str, now: datetime) -> str | None:
    """ "is the 18th a weekday": "Yes, the 18th is a Friday." (the next such day from today)."""
    found = _WEEKDAY_CHECK.match(numeralize(date_questions._plain(normalized)))
    if found is None:
        return None
    day = _next_day(int(found.group(1)), now.date())
    if day is None:
        return None
    weekend = day.weekday() >= 5
    asked_weekend = found.group(2).startswith("weekend")
    yes = weekend == asked_weekend
    n = int(found.group(1))
    return f"{'Yes' if yes else 'No'}, the {n}{date_questions._suffix(n)} is a {day:%A}."


def _next_day(n: int, today: date) -> date | None:
    """The next day numbered ``n`` from today (today included); None when no month of the next two has it."""
    year, month = today.year, today.month
    for _ in range(3):
        try:
            day = date(year, month, n)
        except ValueError:
            day = None
        if day is not None and day >= today:
            return day
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def days_till(normalized: str, now: datetime, ask: Ask) -> str | None:
    """ "how many days till the 12th i get paid then": the days until the next 12th."""
    found = _DAYS_TILL.search(date_questions._plain(normalized))
    day = _next_day(int(found.group(1)), now.date()) if found else None
    if day is None:
        return None
    return ask(f"how many days until {MONTHS[day.month - 1]} {day.day}{date_questions._suffix(day.day)}")


def call_there(normalized: str, ask: Ask) -> str | None:
    """ "can i call my mum in denver now or is it too early": the clock there and whether it is a fair hour."""
    if _CALL_CUE.search(normalized) is None or _CALL_EARLY.search(normalized) is None:
        return None
    words = normalized.split()
    spans = sorted(place_spans(words, known_place))
    if len(spans) == 2 and words[spans[0][1]:spans[1][0]] == ["in"]:
        spans = spans[:1]  # "halifax in canada": the city, said with its country
    if not spans or any(a != b for (_, a), (b, _) in zip(spans, spans[1:])):
        return None  # two places apart: which one is a guess; "st johns newfoundland": one place and its province
    place = " ".join(words[spans[0][0]:spans[0][1]])
    said = ask(f"what time is it in {place}")
    clock = _CLOCK.search(said or "")
    if said is None or clock is None:
        return None
    hour = int(clock.group(1)) % 12 + (12 if clock.group(2) == "pm" else 0)
    if 7 <= hour < 21:
        return f"{said} That's a reasonable hour to call."
    if 5 <= hour < 7:
        return f"{said} That's early there, so they may still be asleep."
    return f"{said} That's {'late' if hour >= 21 else 'the middle of the night'} there, so maybe wait."


def split_bill(normalized: str) -> str | None:
    """ "the bill was 84 pounds split four ways how much each": "That's 21 pounds each." """
    text = re.sub(r"\beach 1\b", "each", numeralize(normalized))  # "how much each one pay": no amount of 1
    found = _SPLIT_BILL.search(text)
    if found is None or _SPLIT_CUE.search(text) is None or not _MONEY_SAID.search(text) or _EACH_PAID.search(text) or (
            priced_each(normalized)):  # "it is 3 pounds per person and we are 4": a total, never a share (number_slots)
        return None
    group = next(i for i in range(1, 6) if found.group(i))
    ways = int(found.group(group))
    amounts = [m for m in _AMOUNT.finditer(text[:found.start(group)] + " " + text[found.end(group):]) if m.group(1)]
    if len(amounts) != 1 or not 1 < ways <= 100:
        return None
    money = amounts[0].group(2) or ""
    each = float(amounts[0].group(1)) / ways
    said = f"{each:.0f}" if abs(each - round(each)) < 0.005 else f"{each:.2f}"
    unit = {"pound": "pounds", "quid": "pounds", "dollar": "dollars", "buck": "dollars", "euro": "euros"}.get(
        money.rstrip("s"), "") if money else ""
    return f"That's {said}{' ' + unit if unit else ''} each."


def spoken_sums(normalized: str, ask: Ask) -> str | None:
    """ "whats five add five add five": five plus five plus five."""
    text = numeralize(normalized)
    if _ADD_WORDS.match(text) is None or not re.search(r"\b(?:add|added to)\b", text):
        return None
    return ask(re.sub(r"\b(?:add|added to)\b", "plus", text))


def spelled_which(normalized: str, ask: Ask) -> str | None:
    """ "is weird spelled e i or i e": which of the letters, and the word spelled."""
    found = _SPELL_OPTIONS.search(normalized)
    if found is None:
        return None
    word = found.group(1)
    said = ask(f"spell {word}")
    if said is None:
        return None
    options = [found.group(i).replace(" ", "") for i in (2, 3)]
    right = [o for o in options if o in word]
    if len(right) == 1:
        return f"With {' '.join(right[0].upper())}. {said}"
    return said


_DAY_WORD = r"(?:today|tomorrow|yesterday)"
# the second of two questions said with only its day: "... and what is tomorrows", "... and tomorrow", "... and what
# about yesterday", "... and what is it tomorrow"
_ONLY_A_DAY = re.compile(rf"^(?:(?:what|which) (?:is|was|will be|about)(?: it)?(?: for)? |whats |how about |and )?"
                         rf"(?:the (?:date|day) )?({_DAY_WORD})(s?)(?: one| then)?$")


# the second of two asks in one breath, after a question (dialogue's two questions): an ask put to the assistant
# ("whats the time and can you speak up a bit": round 25 answered only the volume), a day alone ("... and tomorrows")
# or a yes-no question ("whats the date and will it be sunny": round 26 answered only the weather)
SECOND_ASKED = (r"(?:can|could|would|will) you(?: please)?(?: \S+){1,8}|(?:today|tomorrow|yesterday)s?|"
                r"(?:will|does|do|should|shall|could|might) (?:it|we|i|there)(?: \S+){1,7}")


def borrowed_day(first: str, second: str) -> str | None:
    """The second of two questions said with only its day, asked in the first one's words: "what was yesterdays
    date" + "what is tomorrows" -> "what is tomorrows date"; None when the second asks more than a day, or the first
    names no day of its own to swap."""
    found = _ONLY_A_DAY.match(second)
    said = re.search(rf"\b({_DAY_WORD})(s?)\b", first) if found else None
    if found is None or said is None or said.group(1) == found.group(1):
        return None
    day = found.group(1)
    asked = f"{first[:said.start()]}{day}{said.group(2)}{first[said.end():]}"
    if day == "yesterday":
        return re.sub(r"\b(?:is|will be)\b", "was", asked, count=1)
    return re.sub(r"\bwas\b", "is", asked, count=1)


def find(normalized: str, now: datetime, ask: Ask) -> str | None:
    """The reply to a question of these families, or None (the other readers then try)."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if _SIGN_OFF.match(normalized):
        return "Okay. Have a good rest of the day."
    if _FEELING.match(normalized):
        return ask("how are you")
    if _RAINBOW.search(normalized):
        return _RAINBOW_REPLY
    if (liked := _LIKED_THEN_ASKED.match(normalized)) is not None:
        return ask(liked.group("ask"))
    for reply in (lambda: both_asked.reply(normalized, ask),  # "spell quay and tell me how many letters": both
                  lambda: clock_checks.reply(normalized, now, ask),  # "my watch says half ten is that right"
                  lambda: date_questions.days_between(normalized, now),  # never read as "days until" the second date
                  lambda: date_questions.weeks_until(normalized, now),  # weeks asked: never days alone
                  lambda: weekday_check(normalized, now), lambda: split_bill(normalized),
                  lambda: _back_day(normalized, now), lambda: time_and_day(normalized, ask),
                  lambda: chances(normalized, ask), lambda: chance_corrected(normalized, ask), lambda: coins(normalized, ask),
                  lambda: days_till(normalized, now, ask), lambda: day_counts.countdown(normalized, ask),
                  lambda: day_counts.next_due(normalized, now), lambda: date_rewordings.this_day_then(normalized, now, ask),
                  lambda: date_rewordings.runs_out(normalized, ask), lambda: date_rewordings.span_from_today(normalized, ask),
                  lambda: call_there(normalized, ask), lambda: spoken_sums(normalized, ask),
                  lambda: spelled_which(normalized, ask), lambda: letter_questions.reply(normalized),
                  lambda: unit_sizes.reply(normalized, region_of(now.tzinfo))):
        if (said := reply()) is not None:
            return said
    return None


def _back_day(normalized: str, now: datetime) -> str | None:
    """ "my birthday is on the fifth of january what day of the week is it": "it" is the day said, never today."""
    # "... what day is that" is read by date_questions in the dialogue's later turn; "is it" is read there as today
    if not re.search(r"\b(?:what|which|whats) (?:day|date|weekday)\b.*\b(?:is|was|will) it(?: be)?(?: then| again)?$",
                     normalized) \
            or re.search(r"\b(?:days|weeks|fortnights?|months|ago|back|(?:a|one) (?:day|week|month))\b", normalized):
        return None  # a span ("three days ago ... what day was that") is date_questions' to say, in its words
    return date_questions.day_said_before(normalized, now)

