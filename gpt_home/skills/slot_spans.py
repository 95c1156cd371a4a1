"""Slots found by their shape inside extra words: date arithmetic, unit conversions and sums said the way people talk.

The sentence templates read "how many days until christmas" but not "grandma comes at christmas how many days is it
till then", "convert 42 kilometers to miles" but not "my ruler is 30 centimeters how long is that in inches", "15
percent of 80" but not "whats fifteen percent of eighty for the tip". Here the intent is taken from a clear cue
anywhere in the request and the slot from the span that has its shape, wherever it sits:

- **date arithmetic**: a date question ("what date", "which day", "what day of the week") or a count ("how many days
  / weeks", "how long until", "how many days away") plus the longest span that reads as a day (``everyday.resolve_day``
  or a holiday); the words left over must name no other day ("one month from today" is not "today");
- **units**: one quantity (a number and a unit: "30 centimeters", "minus 40 fahrenheit", "a litre", "half a pound")
  and one other unit asked for ("in inches", "how many grams"); an oven's bare number asked in one temperature scale
  is the other scale;
- **sums**: the longest run of numbers and operator words ("15 percent of 80", "half of 250", "17 take away 9",
  "twelve times twelve") with at least two numbers or a one-number operator (a square root, a fraction of).

``find`` proposes readings as (intent name, slots) for ``named_intents``; each handler still checks its slot and
declines what it cannot read. Pure: only ``today`` comes in.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

from gpt_home.agent.number_reader import amounts
from gpt_home.agent.spoken_words import MONTHS, WEEKDAY, WEEKDAYS
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import dated_events, day_statements, media_asked, number_facts, weather_needs, word_problems
from gpt_home.skills.date_sums import anchor_pattern
from gpt_home.skills.day_corrections import day_corrected
from gpt_home.skills.day_phrases import spoken_ordinals, spoken_years
from gpt_home.skills.everyday import day_name_words, event_date, resolve_day
from gpt_home.skills.number_slots import not_asked
from gpt_home.agent.number_reader import numerals
from gpt_home.skills.spoken_quantity import SPOKEN_UNITS
from gpt_home.skills.unit_named_apart import unit_asked
from gpt_home.skills.spoken_sums import powers, times_table

MAX_WORDS = 30  # longer is a story, not a request
MAX_SPAN = 8

_COUNT = re.compile(
    r"\bhow (?:many|much) (?:more )?(?:days|weeks|sleeps)\b|\bhow long (?:(?:is it|have we got|have i got|do we have|"
    r"do i have|is left)(?: |$)|until|till|til|before)|\b(?:days|weeks) away\b|\bhow (?:far|long) (?:away|off)\b|"
    r"^(?:the )?(?:number of )?(?:days|sleeps|weeks) (?:left |to go )?(?:until|till|til|before)\b|"  # "days till x"
    r"\bcount(?: me| us)?(?: down| up)? (?:the )?(?:days|sleeps|weeks)\b")  # "count the days between now and the first of march"
# the days gone by since a day: "how many weeks since the 1st of october", "born on 1 november, how many weeks old is
# she", "we moved in on 28 august, how long ago was that"
_SINCE = re.compile(r"\b(?:how many (?:days|weeks)|how long)\b.*\bsince\b|\bsince\b.*\bhow many (?:days|weeks)\b|"
                    r"\bborn\b.*\bhow (?:many (?:days|weeks) )?old\b|\bhow (?:many (?:days|weeks)|long) ago\b")
_DATE = re.compile(
    r"\b(?:what|which) (?:is the |was the |will the |will be the |s the )?(?:date|day|weekday)(?: of the week)?\b|"
    r"\bthe date\b|"  # the nth weekday of a month asked as a thing: "what is the third thursday in february"
    rf"^(?:what|whats) (?:is|was|s|will be) (?=the (?:first|second|third|fourth|last|final) (?:{WEEKDAY}) (?:of|in) )")
_PAST = re.compile(r"\b(?:was|did|ago|last|just (?:gone|been|passed)|gone by)\b")  # "the friday just gone"
_DATE_TOLD = re.compile(r"\bthe date (?:on|of) (?:the|my|our|this|that) [a-z]+(?: [a-z]+)? (?:says|said|reads|read|shows|"
                        r"showed|is|was)\b")
# Words left over that name a day: the span found is then only part of it.
_DAYISH = frozenset([*WEEKDAYS, *MONTHS, "month", "months", "year", "years", "from", "after", "before", "ago",
                     "next", "last", "tomorrow", "yesterday", "today", "day", "days", "week", "weeks", "fortnight"])
_EDGE = frozenset("is was will be it what which how many much the date until till to a and so that then this going "
                  "gonna whats".split())


def find(normalized: str, today: date) -> list[tuple[str, dict[str, str]]]:
    """Readings of ``normalized`` (from ``intents.normalize``) by the shape of their slots, most specific first."""
    if len(normalized.split()) > MAX_WORDS:
        return []
    asked = not not_asked(normalized)  # "dont convert 3 miles", "... but never mind": nothing worked out (number_slots)
    return [*(_units(normalized) if asked else ()), *_days(normalized, today), *day_statements.find(normalized, today),
            *number_facts.find(normalized), *(_sums(normalized) if asked else ()), *word_problems.find(normalized),
            *weather_needs.find(normalized), *media_asked.find(normalized)]


def conversion(normalized: str) -> tuple[str, str] | None:
    """The one conversion ``normalized`` asks, as (quantity, unit asked), or None (``both_asked`` reads each part of
    two asked in one breath)."""
    found = _units(normalized) if len(normalized.split()) <= MAX_WORDS else []
    return (found[0][1]["quantity"], found[0][1]["to_unit"]) if len(found) == 1 else None


# --- date arithmetic -------------------------------------------------------------------------------------------


_ANCHORS = frozenset([*_DAYISH, "day", "days", "weekend", *day_name_words()])
_ORDINAL = re.compile(r"\d|(?:st|nd|rd|th)$")


def _spans(words: list[str]) -> Iterator[tuple[int, int]]:
    """Every span of up to MAX_SPAN words that holds a word a day is named by and neither starts nor ends with a
    question word, longest first."""
    anchors = [i for i, w in enumerate(words) if w in _ANCHORS or _ORDINAL.search(w)]
    if not anchors:
        return
    for size in range(min(MAX_SPAN, len(words)), 0, -1):
        for start in range(len(words) - size + 1):
            end = start + size
            if words[start] in _EDGE and words[start] not in ("the", "a") or words[end - 1] in _EDGE:
                continue
            if any(start <= i < end for i in anchors):
                yield start, end


# "how many days between today and the 20th", "how many sleeps left before christmas": until that day
_FROM_NOW = re.compile(r"\b(?:between|from) (?:today|now|here|this morning|tonight) (?:and|to|till|until)\b|"
                       r"(?:(?<=days )|(?<=weeks )|(?<=sleeps ))(?:(?:are |is )?(?:there |it )?(?:left |to go |remaining )?)"
                       r"before\b")


_LEARNERS_ONE = re.compile(r"\b(how (?:many|much) (?:more )?)(day|week|sleep)\b")
_NAMED_YEAR = re.compile(r"\b(?:lunar|chinese|jewish|persian|islamic|hindu|tamil|sikh|thai|korean|vietnamese|"
                         r"the) new years?\b")
_FORWARD = re.compile(r"\b(\d+ (?:days?|weeks?)) (?:forward|forwards|ahead|on|onward|onwards) from\b")


def _days(normalized: str, today: date) -> list[tuple[str, dict[str, str]]]:
    normalized = _FROM_NOW.sub("until", day_corrected(normalized, anchor_pattern()))  # "1st november, sorry, 1st october"
    normalized = _LEARNERS_ONE.sub(r"\1\2s", normalized)  # "how many day until her birthday": a count of days
    normalized = re.sub(r"\bbirth day\b", "birthday", normalized)  # "her birth day is 2 april": no second day
    if _COUNT.search(normalized):
        normalized = re.sub(r"\b(christmas|new years|halloween|easter|boxing) (?:morning|night)$", r"\1", normalized)
    count, since, asked = _COUNT.search(normalized), _SINCE.search(normalized), _DATE.search(normalized)
    if asked and asked.group(0) == "the date" and _DATE_TOLD.search(normalized):
        asked = None  # "the date on the milk says yesterday, should i bin it": a date read out to us, none asked
    if not (count or since or asked):
        return []
    text = spoken_years(spoken_ordinals(normalized))
    text = _FORWARD.sub(r"\1 from", text)  # "19 days forward from today": 19 days from today
    words = text.split()
    cue_words = {w for cue in (_COUNT, _SINCE, _DATE) for m in cue.finditer(normalized) for w in m.group(0).split()}
    cue_words |= {"this", "year"} if re.search(r"\bthis year\b", text) else set()
    if count and (told := dated_events.day_told_after(text, today)) is not None:
        return [("GptDaysUntil", {"event": told})]  # "... till we break up for christmas its the eighteenth"
    for start, end in _spans(words):
        span = " ".join(words[start:end]).removeprefix("on ")
        if since or count:
            if span.startswith("in ") or event_date(span, today) is None:  # "how many days are there in a year"
                continue
        elif resolve_day(span, today) is None and event_date(span, today) is None:
            continue
        rest = [w for w in _NAMED_YEAR.sub("", numeralize(" ".join([*words[:start], *words[end:]]))).split()
                if w not in cue_words]  # "lunar new year is on the 6th of february": a name, no longer day
        if any(w in _DAYISH for w in rest):
            return []  # "one month from today": a longer day than the one found, not read
        if set(words[max(0, start - 2):start]) & {"back", "backward", "backwards", "minus", "subtract"}:
            return []  # "if i go back 11 days from today": counted back, not the day the span says
        if since:
            weeks = re.search(r"\bhow many weeks\b", normalized)
            return [("GptDaysSince", {"event": span, **({"unit": "weeks"} if weeks else {})})]
        if count:
            return [("GptDaysUntil", {"event": span})]
        slots = {"day": span}
        if _PAST.search(normalized):
            slots["tense"] = "past"
        return [("GptDateOffset", slots)]
    if count and (said := dated_events.day_said_before(normalized, today)) is not None:
        return [("GptDaysUntil", {"event": said})]  # "my grandson comes on the 19th, how many days is that"
    return []


# --- units -----------------------------------------------------------------------------------------------------

_UNIT = "|".join(sorted((re.escape(u) for u in SPOKEN_UNITS), key=len, reverse=True))
_AMOUNT = (r"(?:-?\d+(?:\.\d+)?(?: and a half)?|minus \d+(?:\.\d+)?|half an?|half of an?|a half|a quarter of an?|"
           r"three quarters of an?|an?|one)")
# a measure of two sizes said with its system: "4 us gallons", "2 imperial pints" (``measure_systems``)
_SYSTEM = r"(?:(?:us|uk|imperial|british|american) (?=(?:gallons?|pints?|quarts?|cups?|fluid ounces?)\b))?"
_QUANTITY = re.compile(rf"(?<![\w.])(?P<quantity>{_AMOUNT} (?:degrees )?(?P<unit>{_SYSTEM}(?:{_UNIT})))\b")
_TARGET = re.compile(rf"\b(?:in|into|to|as|how many|how much) (?:(?:a|an|the) )?(?:degrees )?(?P<unit>{_SYSTEM}(?:{_UNIT}))\b|"
                     rf"\bhow many (?P<unit2>{_SYSTEM}(?:{_UNIT}))\b")
_BARE_TEMPERATURE = re.compile(r"(?<![\w.])(?P<n>(?:(?:minus|negative) )?-?\d+(?:\.\d+)?)(?: degrees)?(?! (?:degrees|percent)\b)")
# A bare number is a temperature only where something is measured for heat ("my oven says 375"), not "gas mark 4".
# "my kid has 38.5, whats that in fahrenheit": a reading someone has or runs is a temperature too
_HEAT = re.compile(r"(?:\b(?:oven|thermostat|thermometer|temperature|temp|degrees|fever|outside|water|bath|pool)\b|"
                   r"\b(?:has|has got|got|running|running at|is at|reads|reading)(?= \d))"
                   r"(?!.*\b(?:mark|level|setting|number)\b)")
_OTHER_SCALE = {"celsius": "fahrenheit", "centigrade": "fahrenheit", "fahrenheit": "celsius"}
# said with the smaller unit after: "5 foot 4", "1 metre 60" (centimetres), "2 pounds 4 ounces" (a weight only with
# its ounces said: "2 pounds 50" is money)
_COMPOUND_UNITS = frozenset({"foot", "feet", "stone", "stones", "metre", "metres", "meter", "meters", "pound", "pounds"})
_SMALLER = re.compile(r" (\d+(?:\.\d+)?)(?: (?P<unit>inch(?:es)?|pounds?|lbs?|ounces?|oz|cm|centimet(?:re|er)s?))?\b")


def _smaller(text: str, quantity: re.Match[str]) -> re.Match[str] | None:
    """The smaller unit's number said after a quantity in a unit that has one ("5 foot 4": 4); None when there is none
    or it cannot be that unit's ("1 metre 60" is 60 centimetres, never "1 metre 160")."""
    unit = quantity.group("unit")
    if unit not in _COMPOUND_UNITS or not (rest := _SMALLER.match(text, quantity.end())):
        return None
    if unit.startswith("pound") and not (rest.group("unit") or "").startswith(("ounce", "oz")):
        return None
    if unit.startswith("met") and (float(rest.group(1)) >= 100 or rest.group("unit") not in (None, "cm", *_CENTIMETRES)):
        return None
    return rest


_CENTIMETRES = ("centimetre", "centimetres", "centimeter", "centimeters")


_UNIT_AND_A_HALF = re.compile(rf"\b(an?|one|\d+(?:\.\d+)?) ({_UNIT}) and a half\b")
_RUN_K = re.compile(r"\b(\d+(?:\.\d+)?) ?k\b(?=.*\b(?:miles?|kilometers?|kilometres?|km)\b)")  # "a 10 k run"


def _units(normalized: str) -> list[tuple[str, dict[str, str]]]:
    text = _RUN_K.sub(r"\1 km", re.sub(r"\b(?:whole|full|entire) (?=[a-z])", "", numerals(normalized, quantity=True)))
    text = _UNIT_AND_A_HALF.sub(  # "a pint and a half": 1.5 pints, never "a pint"
        lambda m: f"{float(m.group(1) if m.group(1)[0].isdigit() else 1) + 0.5:g} {m.group(2)}", text)
    quantities = list(_QUANTITY.finditer(text))
    inside = [(m.start(), m.end()) for m in quantities]
    smaller = [rest.start() + 1 for m in quantities if (rest := _smaller(text, m))]
    quantities = [m for m in quantities if m.start() not in smaller]  # "2 pounds 4 ounces": one quantity
    targets = [(m.group("unit") or m.group("unit2"), m.start("unit") if m.group("unit") else m.start("unit2"))
               for m in _TARGET.finditer(text)]
    targets = [(unit, at) for unit, at in targets if not any(start <= at < end for start, end in inside)]
    if not targets:
        return _other_scale(quantities, text) or _time_units(text)
    if len(quantities) == 1:
        quantity = quantities[0]
        asked = [u for u, _ in targets if u != quantity.group("unit")]
        if len(set(asked)) == 1:
            said = quantity.group("quantity").replace("minus ", "-")
            if rest := _smaller(text, quantity):
                said = f"{said}{rest.group(0)}"  # "six foot two": 6 feet and 2 inches, never 6 feet
            elif quantity.group("unit") in _COMPOUND_UNITS and _SMALLER.match(text, quantity.end()):
                return []  # "1 metre 200": a number after the unit that is not its smaller unit's, not read
            return [("GptConvertUnit", {"quantity": said, "to_unit": asked[0]})]
        return []
    if not quantities and len(targets) == 1 and targets[0][0] in _OTHER_SCALE and _HEAT.search(text):
        numbers = list(_BARE_TEMPERATURE.finditer(text))
        if len(numbers) == 1:  # "my oven says 375 what's that in celsius": the other scale
            amount = re.sub(r"^(?:minus|negative) ", "-", numbers[0].group("n"))  # "minus 5 degrees": -5, never 5
            return [("GptConvertUnit", {"quantity": f"{amount} {_OTHER_SCALE[targets[0][0]]}",
                                        "to_unit": targets[0][0]})]
    return []


def _other_scale(quantities: list[re.Match[str]], text: str) -> list[tuple[str, dict[str, str]]]:
    """One quantity and the unit wanted named apart from it ("my oven only does celsius", "in my country is
    kilometres ... how much this is": ``unit_named_apart``); [] for anything else."""
    if len(quantities) != 1:
        return []
    found = quantities[0]
    asked = unit_asked(text, found.start(), found.end(), found.group("unit"))
    return [] if asked is None else [("GptConvertUnit", {"quantity": found.group("quantity").replace("minus ", "-"),
                                                         "to_unit": asked})]


_TIME_UNIT = r"(?:second|minute|hour|day|week|fortnight|month|year)s?"
# "half an hour" is half of it, never "an hour" (a wrong answer); "a quarter hour", "three quarters of an hour"
_TIME_QUANTITY = re.compile(rf"(?<![\w.])(?:(?:(?:a |one |three )?(?:half|quarters?)(?: of)? )?(?:an?|one) |"
                            rf"(?:a |one |three )?(?:half|quarters?) |\d+(?:\.\d+)? )(?P<unit>{_TIME_UNIT})\b")
_TIME_TARGET = re.compile(rf"\bhow many (?P<unit>{_TIME_UNIT})\b")
_NOT_A_LENGTH = re.compile(r"\b(?:timer|alarm|remind\w*|ago|from|until|till|since|left|old|age|after|before|every)\b")


def _time_units(text: str) -> list[tuple[str, dict[str, str]]]:
    """ "one whole day has how many seconds": a length of time in another unit (never a timer's or a date's)."""
    target, quantities = _TIME_TARGET.search(text), list(_TIME_QUANTITY.finditer(text))
    if target is None or len(quantities) != 1 or _NOT_A_LENGTH.search(text):
        return []
    if quantities[0].group("unit").rstrip("s") == target.group("unit").rstrip("s"):
        return []
    return [("GptConvertUnit", {"quantity": quantities[0].group(0), "to_unit": target.group("unit")})]


# --- sums ------------------------------------------------------------------------------------------------------

_NUM = r"-?\d+(?:\.\d+)?(?: (?:thousand|million|billion|trillion))?"  # "10 to the power of 1 billion": all of it
_BINARY = (r"plus|minus|times|multiplied by|multiplied with|multiply by|divided by|over|x|take away|less|percent of|"
           r"percent off|(?:split|shared|divided)(?: equally| evenly)? (?:between|among|amongst|into|across|by)|"
           r"among|amongst|"
           r"percent|and|by|to the power of|from|off|between|into|thirds of|quarters of|fifths of|"
           r"lots of|lot of|sets of|groups of|batches of")  # "3 lots of 45": times, as said in Britain
_PREFIX = (r"(?:the )?(?:square|cube) root of|(?:the )?square of|(?:the )?cube of|half of|a half of|a third of|"
           r"a quarter of|double|triple|twice|halve|add up|add together|"
           r"add|subtract|take|multiply|divide|split|share|the sum of|the product of|square|cube")
_POSTFIX = r"squared|cubed|percent|factorial"
_RUN = re.compile(
    rf"(?:(?:{_PREFIX}) )?{_NUM}(?: (?:squared|cubed))?(?: (?:(?:{_BINARY}) )?(?:(?:{_PREFIX}) )?{_NUM}"
    rf"(?: (?:squared|cubed)(?= (?:{_BINARY}) ))?)*(?: (?:{_POSTFIX}))?"
    rf"(?: (?:people|ways|kids|children|friends|of us))?")
_ONE_NUMBER_OPS = re.compile(r"\b(?:square|cube|half|halve|third|quarter|double|triple|twice|squared|cubed|factorial)\b")
_COUNT_WORD = re.compile(r"^(?:how many|how much|what)\b.*\b(?:dozen|score|gross)\b")
_MONEY = re.compile(r"\b(?:dollars?|pounds?|quid|euros?|bucks|pence|cents?|rupees?)\b|[£$€]")
_TAX = re.compile(r"\b(\d+(?:\.\d+)?) percent (?:sales )?(?:tax|tip|vat|service charge|service|discount)"
                  r" (?:on|of|for) (?:a |an |the )?")
_SUM_CUE = re.compile(r"\b(?:plus|minus|times|multiplied|divided|over|percent|squared|cubed|root|half|third|thirds|"
                      r"quarter|quarters|double|triple|twice|halve|take away|add|subtract|multiply|divide|split|share|shared|"
                      r"factorial|sum|product|power|square|cube|into|lots of|sets of|groups of|batches of|"
                      r"(?:take|knock) \d+(?:\.\d+)? (?:away|off))\b")

# a statement of what someone did or does, with no question or request in it: no sum is asked
_TOLD = re.compile(r"^(?:i|we|he|she|they|my \w+|our \w+)\b(?! (?:wonder|want to know|need to know|need|would like|"
                   r"want)\b)(?!.*\b(?:what|whats|how|tell me|work out|calculate|is that|is it|can you|could you|please|"
                   r"equals?|makes?|know|asking|asks|asked|wondering|homework|says|said|reads)\b)")
_QUICK_ONE = re.compile(r"^(?:(?:ok|okay|right|uh|um|so|just) )*(?:a |just a )?quick (?:one|1)\b ?")
_TIMED = re.compile(r"\b(?:timers?|countdown)\b.*\b(?:lots?|sets?|batches?|rounds?) of \d+ (?:hours?|minutes?|mins?|"
                    r"seconds?|secs?)\b")


# a fraction said in words with no number it is of ("3 quarters of a cup", "2 thirds"): "3 quarters of 12" is a sum
_FRACTION = re.compile(r"\b\d+ (?:halves|thirds|quarters|fifths|sixths|eighths|tenths)\b(?! of \d)")
_AWAY_FROM = re.compile(rf"\b(?:take|knock) ({_NUM}) (?:away from|off of|off) ({_NUM})\b")


# a share of a sum named as a bill or price: "18 percent of a 450 bill", "15 percent off the 80 price"
_OF_A_BILL = re.compile(r"\bpercent (of|off) (?:a|an|the|my|our|this|that|your) (\d+(?:\.\d+)?)(?:  *(?:bill|meal|total|"
                        r"price|tab|check|cheque|order|sum|amount))?\b")
# a root asked in words: "what number times itself makes 361", "which number multiplied by itself is 49"
_ITSELF = re.compile(r"\b(?:what|which) number (?:(?:times|multiplied by) itself|(squared)|(cubed))(?: again)? (?:makes|is|"
                     r"gives(?: you)?|equals|comes to|gets you|will give) (\d+(?:\.\d+)?)\b")


def _sums(normalized: str) -> list[tuple[str, dict[str, str]]]:
    if _TIMED.search(normalized):  # "set a timer for 3 lots of 10 minutes": a timer of 30 minutes, never a sum
        return []
    normalized = times_table(normalized)  # "whats nine sevens miss asked us": 9 times 7
    if not _SUM_CUE.search(normalized):  # "how many is a bakers dozen": the count (calc.count_value reads it)
        return [("GptMath", {"expression": normalized})] if _COUNT_WORD.search(normalized) else []
    normalized = _QUICK_ONE.sub("", normalized)  # "quick one add up 15 27 and 38": never a number 1
    if _TOLD.match(normalized):  # "i had to double 2 onions", "we split 40 between 4 of us": told, not asked
        return []
    text = numerals(re.sub(r"\b(?:nought|naught|nil)\b", "zero", normalized))  # "half a dozen", "3k", "one and a half"
    text = _MONEY.sub(" ", text)
    if _FRACTION.search(text):  # "half of three quarters of a cup": a fraction of no number, never "half of 3"
        return []
    text = _OF_A_BILL.sub(r"percent \1 \2", text)  # "18 percent of a 450 pound bill": of 450
    text = _ITSELF.sub(lambda m: f"the {'cube' if m.group(2) else 'square'} root of {m.group(3)}", text)  # "what number times itself makes 361": its square root
    text = re.sub(r"(\d+) point ((?:\d )*\d)\b", lambda m: f"{m.group(1)}.{m.group(2).replace(' ', '')}", text)
    text = re.sub(r"(?<![\d.])\bpoint ((?:\d )*\d)\b", lambda m: f"0.{m.group(1).replace(' ', '')}", text)
    text = powers(_TAX.sub(r"\1 percent of ", text))
    text = _AWAY_FROM.sub(r"\2 take away \1", text)  # "take 389 away from 1000 and what is left": 1000 take away 389
    text = " ".join(re.sub(r"\bminus (\d)", r"minus \1", text).split())
    found = []
    for m in _RUN.finditer(text):
        # "take 15 percent off 80" (68); "take 20 percent of 160" is the share taken (32), said back without "take"
        run = re.sub(r"^take (?=\S+ percent (?:off|of)\b)", "", m.group(0))
        if run.endswith(" percent") and re.match(r" off\b(?! (?:of |from )?\d)", text[m.end():]):
            run += " off"  # "it was 50 and 20 percent off": a discount off 50 (40), never 50 and 20 percent
        numbers = re.findall(_NUM, run)
        if len(numbers) >= 2 and re.search(rf"\b(?:{_BINARY}|{_PREFIX}|{_POSTFIX})\b", run) or (
                len(numbers) == 1 and _ONE_NUMBER_OPS.search(run)):
            found.append(run)
    numbers = re.findall(rf"(?<![\w.]){_NUM}(?![\w.])", text)
    share = _SHARE.search(text)
    if not found and share and len(numbers) == 2:  # "it costs 80 and it is 25 percent off": off the other number
        base = next(n for n in numbers if n != share.group(1)) if len(set(numbers)) == 2 else numbers[0]
        priced = re.search(rf"(?:[£$€]|\b(?:was|is|came to|comes to|cost|costs|costing|of|at|for|bill|total) ){base}\b|"
                           rf"\b{base} (?:pounds?|quid|dollars?|bucks|euros?)\b", amounts(normalized))
        found = [_shared(share.group(1), share.group(2), base, text)] if priced else []  # "we were 4": no price
    if not found and _COUNT_WORD.search(normalized):  # "how many is one and a half dozen": the count
        return [("GptMath", {"expression": normalized})]
    if len(found) != 1:
        return []  # two sums in one sentence ("6 plus 6 or 7 plus 7"): which one is a guess
    return [("GptMath", {"expression": found[0]})]


# A percentage said with no number after it ("it is 25 percent off"): of the one other number in the request.
_SHARE = re.compile(r"\b(\d+(?:\.\d+)?) percent (off|discount|tax|vat|tip|service charge|service|gratuity)\b"
                    r"(?! (?:on|of|from) \d)")
_TOTAL = re.compile(r"\b(?:total|altogether|all together|in all|all in|overall|with the (?:tip|tax|vat|service)|"
                    r"including|pay in the end|to pay|come to|comes to)\b")


def _shared(percent: str, kind: str, base: str, text: str) -> str:
    """The sum a percentage of ``base`` asks: the share itself when it is asked about ("how much is the tip") or a tip
    with no total asked; else the amount after it (a discount off, a tax or a tip with the total asked on top)."""
    noun = {"off": "discount", "service charge": "service", "gratuity": "tip"}.get(kind, kind)
    share_asked = re.search(rf"\bhow much (?:is|will be|would be|should be|do|does|should|to|would) (?:the |my |our |we |i |"
                            rf"that )?(?:{noun}|{kind}|leave|tip|give|pay for the {noun})\b|\b(?:what|whats|what s) (?:is )?"
                            rf"the {noun}\b", text)
    if share_asked or (noun == "tip" and not _TOTAL.search(text)):
        return f"{percent} percent of {base}"
    return f"{base} {'minus' if noun == 'discount' else 'plus'} {percent} percent of {base}"
