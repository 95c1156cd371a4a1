"""Sums said the way a household says them, as small stories: composed from their slots, worked out by the safe
evaluator (``calc.evaluate``, never ``eval``) and said back so a listener can follow.

- **each**: a count at a unit price, "three pizzas at 8.40 each whats the bill", "if one ice cream costs 4.60 how much
  are 7", "there are 4 of us and tickets are 6.25 a person": "4 at 6.25 comes to 25." ("That's 25.20 for 3 pizzas."
  when what is bought is said before its price, as ``shopping_sums`` says it);
- **percent off / VAT**: "20 percent off 65", "how much do i save with 15 percent off 80", "add vat at 20 percent to
  150": the saving and the price both said, so neither reading is wrong;
- **inverse**: "half of what is 30", "what number times itself makes 361", "which number squared gives 49";
- **change**: "i paid with a twenty for 13.45 what change", "4.05 out of a fiver";
- **what is left**: "i had 50, spent 12 and 7.30, whats left";
- **two asks in one breath**: "15 squared and then 300 minus 45": each part that is a sum of its own, said in turn;
- a share said after a speaker's words ("mummy share 45 sweets between 4 kids") goes to ``bill_shares``.

Every number of the sentence must have its place in the story, and a question (or a bare sum) must be asked: a
number left over ("4 of us had 3 pizzas at 8 each"), two prices, a story told ("i bought 3 pizzas at 8 pounds each
yesterday") or another skill's request (a timer, a list item, a light level) is None, never a guess. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.number_reader import numerals
from gpt_home.skills import bill_shares, percent_change
from gpt_home.skills.calc import calculate, evaluate
from gpt_home.skills.unit_prices import measured

MAX_WORDS = 40
_N = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
_CURRENCY = r"(?:pounds?|quid|dollars?|bucks|euros?)"
_UNIT_SAID = {"pound": "pounds", "quid": "pounds", "dollar": "dollars", "buck": "dollars", "euro": "euros"}
# the words a speaker wraps a request in: a child's "mummy", an older person's "could you tell me", a learner's "i
# want know", a recognizer's "so"; only ever cut from the start
_LEAD = re.compile(r"^(?:(?:mummy|mum|mommy|mom|daddy|dad|hey|hi|um+|uh+|er+m?|so|ok|okay|right|please|excuse me|"
                   r"sorry|could you tell me|can you tell me|would you tell me|would you be so kind|i want know|"
                   r"i want to know|i wanna know|tell me|quick question|question) )+")
_ASK = re.compile(r"\bhow (?:much|many)\b|\bwhat (?:is|are|does|do|would|will|should|change|number)\b|\btotal\b|"
                  r"\bbill\b|\baltogether\b|\ball together\b|\bin all\b|\bcomes? to\b|\bwork (?:it )?out\b|"
                  r"\bcost\b")
# a story told, not asked: no question word with it
_TOLD = re.compile(r"\b(?:yesterday|last (?:night|week|month|year|time)|said|told|says|reckons)\b")
# a sum called off: "never mind how much 3 pizzas at 8.40 are", "forget what half of what is 30 is"
_CALLED_OFF = re.compile(r"\b(?:never mind|nevermind|forget|dont|don t|do not|no need|stop)\b")
_SIDE_BY_SIDE = re.compile(r"(?<![\d.])\d+(?:\.\d+)? \d")
_QUESTION_WORD = re.compile(r"\bhow\b|\bwhat\b|\bwhich\b")
# another skill's request: its numbers are a length, a level, a count to store, never a sum to work out here
_OTHER_SKILL = re.compile(r"\b(?:timers?|alarms?|remind|reminders?|lights?|lamps?|brightness|volume|list|"
                          r"thermostat|heating)\b")
# what a number measures when it is no money and no count of things: "3 laps at 5 minutes each", "250 grams at 8"
_MEASURE = re.compile(r" (?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|grams?|g|kilos?|"
                      r"kg|kilograms?|ml|millilitres?|litres?|liters?|metres?|meters?|m|km|kilometres?|miles?|feet|"
                      r"foot|inch(?:es)?|ounces?|oz|lbs?|stones?|degrees?|calories?|points?|goals?|percent|times)\b")


def _money_said(text: str) -> tuple[bool, str]:
    """Whether the sums are money (a currency named, or pence said) and the currency's name to say back."""
    named = re.search(rf"\b{_CURRENCY}\b", text)
    unit = _UNIT_SAID[named.group(0).rstrip("s")] if named else ""
    return bool(named) or bool(re.search(r"\d\.\d\d\b", text)), unit


def _said(value: float, money: bool) -> str:
    """A value as a listener hears it: money to the penny ("25.20"), anything else without trailing zeros."""
    value = round(value + 0.0, 2)
    if value == int(value):
        return f"{int(value):,}"
    return f"{value:,.2f}" if money else f"{value:,.2f}".rstrip("0").rstrip(".")


def _value(expression: str) -> float | None:
    value = evaluate(expression)
    return None if value is None or isinstance(value, str) else float(value)


def _prepared(normalized: str) -> str:
    text = numerals(normalized)
    text = re.sub(r"\b(?:an? )?(tenner|fiver)\b", lambda m: f"a {10 if m.group(1) == 'tenner' else 5} pound note", text)
    text = re.sub(r"\b(\d+) ?(?:p|pence)\b", lambda m: f"{int(m.group(1)) / 100:.2f} pounds", text)  # "85p"
    text = re.sub(r"\bper cent\b", "percent", text)
    if re.search(rf"\b{_CURRENCY}\b", text):  # "spend twenty three fifty" in a story of pounds: 23.50
        text = re.sub(r"(?<![\d.])(\d+) ([1-9]\d)(?![\d.]| (?:pounds?|quid|dollars?|bucks|euros?)\b)", r"\1.\2", text)
    return _LEAD.sub("", text)


def _numbers(text: str) -> list[re.Match[str]]:
    return list(_NUMBER.finditer(text))


def _measured(text: str, end: int) -> bool:
    """The number ending at ``end`` is a length of time, a weight, a distance (said with its unit): no money and no
    count of things."""
    after = text[end:].strip()
    if re.match(rf"{_CURRENCY}\b|pound note", after):
        return False  # "3.20 pounds": money, never a weight
    return _MEASURE.match(text, end) is not None or measured(after)


_BARE_NEXT = re.compile(rf" ?$| (?:{_CURRENCY}|pound note|note|and|then|but|so|i|we|spent|spend|in|on|to|left|"
                        r"what|whats|how|if|with|out|for|please|thank|dear|is|was|from|change|altogether|total)\b")


def _bare(text: str, end: int) -> bool:
    """The number ending at ``end`` is said alone or as money ("13.45", "12 pounds"), never a count of things."""
    return _BARE_NEXT.match(text, end) is not None


def _all_used(text: str, *spans: tuple[int, int]) -> bool:
    """Every number of ``text`` lies in one of ``spans``: none is left without a place in the story."""
    return all(any(a <= m.start() < b for a, b in spans) for m in _numbers(text))


# ---- a count at a unit price --------------------------------------------------------------------------------------
_PER = (r"(?:each|apiece|a piece|per head|per person|per (?!cent)[a-z]+|an? (?:head|person|go|time|pop|ticket|"
        r"bag|box|pack|bottle|one|piece|kid|child|adult|night|portion|slice|seat|pint|cup))")
_PRICES = (
    re.compile(rf"(?P<p>{_N})(?: {_CURRENCY})? {_PER}\b"),                                   # "8.40 each"
    re.compile(rf"\b(?:one|1|a|an) (?:[a-z]+ ){{1,3}}(?:costs?|is|was) (?P<p>{_N})\b"),      # "one ice cream costs 4"
    re.compile(rf"(?P<p>{_N})(?: {_CURRENCY})? for (?:one|a|each|1) (?!note\b)[a-z]+"),    # "4.60 for one bus fare"
)
_AT = re.compile(rf"(?P<n>\d+) (?:[a-z]+ ){{1,3}}at (?P<p>{_N})(?: {_CURRENCY})?(?: {_PER})?\b")
_BARE_EACH = re.compile(rf"(?P<n>\d+) (?:[a-z]+ ){{1,3}}at (?P<p>{_N})(?: {_CURRENCY})?(?: {_PER})?")


# what the count is of, when it is said before its price: "3 pizzas at 8.40", "6 tins of beans costing 2"
_NOT_A_THING = r"(?!(?:cost|costs|are|is|be|were|would|will|of us|of them|of you)\b)"
_THINGS_AT = re.compile(rf" (?P<thing>{_NOT_A_THING}[a-z]+(?: {_NOT_A_THING}[a-z]+)?(?: of [a-z]+)?) (?:at|costing|that cost|"
                        r"which cost|costs?) ")
# a number said as someone's age: "my son is 8" (never "how much is 4 tickets")
_AGE = re.compile(r"(?:\b(?:am|im|aged|age|turned|turns)|(?<!much)(?<!what)(?<!that)(?<!it)(?<!total)(?<!so) (?:is|was)) $")


def _each(text: str) -> str | None:
    """ "3 pizzas at 8.40 each what is the bill": "That's 25.20 for 3 pizzas."; "6 at 12.50 a head": "6 at 12.50
    comes to 75." """
    if re.search(r"\bpercent\b|\bchange\b|\bleft\b|\bspent\b|\bsplit|\bshare|\bdivide", text):
        return None
    asked = _ASK.search(text) is not None or _BARE_EACH.fullmatch(text) is not None  # "6 tickets at 12.50 a head"
    if not asked:
        return None
    found = [m for pattern in _PRICES for m in pattern.finditer(text)] or list(_AT.finditer(text))
    if len({m.group("p") for m in found}) != 1:
        return None  # no price, or two: which is meant is a guess
    price = found[0]
    per = re.search(r"\b(?:per|an?) ([a-z]+)$", price.group(0))
    if per and measured(per.group(1)):
        return None  # "6 dollars per metre, how much for 50 centimetres": a rate (unit_prices)
    # the price's own words hold no count ("1 ice cream costs 4.60", the "one" read as 1; "4.60 for 1 bus fare")
    start, end = (price.start(), price.end()) if price.re in _PRICES else (price.start("p"), price.end("p"))
    counts = [m for m in _numbers(text) if not start <= m.start() < end]
    if len(counts) != 1 or "." in counts[0].group(0) or not 1 <= int(counts[0].group(0)) <= 10_000:
        return None
    each = re.search(r"\b(?:each|apiece|a piece|a go|a time)$", price.group(0))  # "12 pints at 1.25 each": a count
    if re.match(rf" {_CURRENCY}\b", text[counts[0].end():]) or _measured(text, price.end("p")) or (
            not each and _measured(text, counts[0].end())):
        return None  # "10 pounds at 2 each" (two sums of money), "250 grams at 8 per kilo" (a rate)
    if _AGE.search(text[:counts[0].start()]):
        return None  # "my son is 8 and tickets are 5 each": an age, no count
    n, p = counts[0].group(0), price.group("p")
    total = _value(f"{n} * {p}")
    if total is None:
        return None
    money, unit = _money_said(text)
    if named := _THINGS_AT.match(text, counts[0].end()):  # said as the shopping sums say it
        return f"That's {_said(total, True)} for {n} {named.group('thing')}."
    return " ".join(f"{n} at {_said(float(p), money)} comes to {_said(total, money)} {unit}".split()) + "."


# ---- percent off, VAT ---------------------------------------------------------------------------------------------
_OFF = (
    re.compile(rf"(?P<p>{_N}) percent (?:off|discount|reduction)(?: (?:on|of|from))?(?: an?)? (?P<x>{_N})"),
    re.compile(rf"(?P<x>{_N})(?: {_CURRENCY})? (?:with|after|less|minus) (?:an? |the )?(?P<p>{_N}) percent "
               r"(?:off|discount|reduction)"),
    re.compile(rf"\btake (?P<p>{_N}) percent off (?P<x>{_N})"),
)
_VAT = (
    re.compile(rf"\b(?:add|plus|with|including|put) vat (?:at |of )?(?P<p>{_N}) percent (?:to|on) (?P<x>{_N})"),
    re.compile(rf"(?P<x>{_N})(?: {_CURRENCY})? (?:plus|with|including) vat (?:at |of )?(?P<p>{_N}) percent"),
    re.compile(rf"\bvat (?:at |of )?(?P<p>{_N}) percent (?:on|to) (?P<x>{_N})"),
    re.compile(rf"\b(?:add|plus|put) (?:the )?(?P<p>{_N}) percent vat (?:to|on|onto) (?P<x>{_N})"),
)


# "20 percent off 65" said alone: the saving and the price both said, as when asked
_BARE_OFF = re.compile(rf"^(?:an? )?{_N} percent off (?:an? )?{_N}\b")
# the saving asked, not only the price (a discount said with a rate but no "off": "a 20 percent discount")
_SAVING = re.compile(r"\bsav(?:e|es|ing|ings)\b|\bknock(?:s|ed)? off\b|"
                     r"\bhow much (?:do|will|would) (?:i|we|you) (?:get )?off\b")


def _off_slots(text: str) -> list[tuple[str, str]]:
    """A discount's rate and price wherever they are said: "a 85 pound jacket is 20 percent off": [("20", "85")]; none
    unless there are exactly one rate (said with "off", a discount or a sale) and one other number."""
    rates = [m for m in _numbers(text) if text.startswith(" percent", m.end())]
    others = [m for m in _numbers(text) if not text.startswith(" percent", m.end())]
    if len(rates) != 1 or len(others) != 1 or not re.search(r"\boff\b|\bdiscount|\bsale\b|\breduc", text):
        return []
    return [(rates[0].group(0), others[0].group(0))]


def _percent(text: str) -> str | None:
    """ "how much do i save with 20 percent off 65": "20 percent off 65 is 13 off, so 52." (the saving and the price
    both said); "add vat at 20 percent to 150": "150 with 20 percent VAT is 180, the VAT is 30." """
    if "percent" not in text or not (_ASK.search(text) or _BARE_OFF.match(text)
                                     or re.search(r"^(?:add|take|put)\b|\bsave\b", text)):
        return None
    money, unit = _money_said(text)
    for patterns, sign in ((_OFF, -1), (_VAT, 1)):
        hits = [(m.group("p"), m.group("x")) for pattern in patterns for m in pattern.finditer(text)
                if _all_used(text, m.span())]
        if sign < 0 and not hits:  # "the jacket was 80 pounds and it's 25 percent off, what do i pay"
            hits = _off_slots(text)
        if len(set(hits)) != 1:
            continue
        p, x = hits[0]
        part, whole = _value(f"{p} / 100 * {x}"), _value(f"{x} + {sign} * {p} / 100 * {x}")
        if part is None or whole is None or not 0 < float(p) <= 100:
            return None
        x_said = " ".join(f"{_said(float(x), money)} {unit}".split())
        if sign < 0:
            said = f"{p} percent off {x_said} is {_said(part, money)} {unit} off, so {_said(whole, money)} {unit}"
            return " ".join(said.split()) + "."
        return f"{x_said} with {p} percent VAT is {_said(whole, money)} {unit}".strip() + f", the VAT is {_said(part, money)}."
    return None


# ---- inverse questions --------------------------------------------------------------------------------------------
_PARTS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "tenth": 10}
_TIMES = {"double": 2, "doubled": 2, "twice": 2, "triple": 3, "tripled": 3, "treble": 3, "trebled": 3}
_WHAT = r"(?:what|which)(?: number)?"
_VERB = r"(?:is|makes?|gives?|equals|comes to|to get|to make|get|do i get)"
_INVERSE: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], tuple[str, str] | None]], ...] = (
    (re.compile(rf"\b(?:an? |one )?(?P<f>{'|'.join(_PARTS)}) of {_WHAT} {_VERB} (?P<x>{_N})\b"),
     lambda m: (f"{m.group('x')} * {_PARTS[m.group('f')]}", "{x} is {a} {f} of {v}.")),
    (re.compile(rf"(?P<x>{_N}) is (?:an? |one )?(?P<f>{'|'.join(_PARTS)}) of {_WHAT}\b"),
     lambda m: (f"{m.group('x')} * {_PARTS[m.group('f')]}", "{x} is {a} {f} of {v}.")),
    (re.compile(rf"\b(?P<f>{'|'.join(_TIMES)}) (?:of )?{_WHAT} {_VERB} (?P<x>{_N})\b|"
                rf"\b{_WHAT} (?P<f2>{'|'.join(_TIMES)}) {_VERB} (?P<x2>{_N})\b"),
     lambda m: (f"{m.group('x') or m.group('x2')} / {_TIMES[m.group('f') or m.group('f2')]}", "{v} {f} is {x}.")),
    (re.compile(rf"\b(?:{_WHAT}|what do i|what can i) (?:times|multiplied by|multiply|times by|multiplied) "
                rf"(?:by )?itself {_VERB} (?P<x>{_N})\b|\b{_WHAT} squared {_VERB} (?P<x2>{_N})\b|"
                rf"\b{_WHAT} (?:times|multiplied by) itself (?:is |makes |gives |equals )?(?P<x3>{_N})\b"),
     lambda m: (f"sqrt({m.group('x') or m.group('x2') or m.group('x3')})", "{v} times {v} is {x}.")),
    (re.compile(rf"\b{_WHAT} (?:times|multiplied by) (?P<k>{_N}) {_VERB} (?P<x>{_N})\b"),
     lambda m: None if float(m.group("k")) == 0 else (f"{m.group('x')} / {m.group('k')}", "{v} times {k} is {x}.")),
)


def _inverse(text: str) -> str | None:
    """ "half of what is 30": "30 is half of 60."; "what number times itself makes 361": "19 times 19 is 361." """
    for pattern, read in _INVERSE:
        hit = pattern.search(text)
        if hit is None or not _all_used(text, hit.span()) or (made := read(hit)) is None:
            continue
        expression, said = made
        value = _value(expression)
        if value is None or value < 0:
            return None
        x = next(g for g in (hit.groupdict().get(k) for k in ("x", "x2", "x3")) if g)
        f = hit.groupdict().get("f") or hit.groupdict().get("f2") or ""
        v = _said(value, False)
        if "sqrt" in expression and value != int(value):
            return f"No whole number does: the square root of {x} is about {v}."
        article = "" if f == "half" else "an" if f[:1] in "aeiou" else "a"
        out = " ".join(said.format(x=x, f=f, v=v, a=article, k=hit.groupdict().get("k")).split())
        return out[:1].upper() + out[1:]
    return None


# ---- change and what is left ---------------------------------------------------------------------------------------
_TENDERED = re.compile(rf"\b(?:with|from|out of|(?:gave|give|hand over|handed over|handed)(?: (?:the|them|him|"
                       rf"her|shop|shopkeeper|man|lady|woman|cashier|driver|waiter|till|checkout))*) (?:an? )?"
                       rf"(?P<t>{_N})(?: {_CURRENCY}| pound note| dollar bill| euro note| note)?")
_CHANGE_ASKED = re.compile(r"\b(?:what|how much|the|my|any|in) change\b|\bchange (?:do|will|would|should|is|from|"
                           r"back|that)\b|\bget back\b|\bgive me back\b|\bhave back\b|\bchange$")


_Said = Callable[[Callable[[float], str], str], str]  # (an amount said as the sums say it, the result said) -> words


def _money_result(expression: str, text: str, said: _Said, short: _Said) -> str | None:
    """What is left of a sum of money (``expression`` worked out), said back the one way change and what is left say
    it: ``said`` words the result (the currency's name is put after it, then a full stop), ``short`` words the
    shortfall when less than nothing is left; both are given how an amount is said (money or not, from ``text``).
    None when the expression cannot be worked out."""
    left = _value(expression)
    if left is None:
        return None
    money, unit = _money_said(text)

    def amount(value: float) -> str:
        return _said(value, money)

    if left < 0:
        return short(amount, amount(-left))
    return " ".join(f"{said(amount, amount(left))} {unit}".split()) + "."


def _change(text: str) -> str | None:
    """ "i paid with a 20 for 13.45 what change": "Change from 20 for 13.45 is 6.55." """
    if not _CHANGE_ASKED.search(text) or not _QUESTION_WORD.search(text) and not re.search(r"\bchange\?*$", text):
        return None
    tendered = list(_TENDERED.finditer(text))
    if len(tendered) != 1:
        return None
    paid = tendered[0]
    costs = [m for m in _numbers(text) if not paid.start("t") <= m.start() < paid.end("t")]
    if len(costs) != 1 or not _bare(text, costs[0].end()) or _measured(text, paid.end("t")):
        return None
    t, c = paid.group("t"), costs[0].group(0)
    return _money_result(f"{t} - {c}", text + " 0.00",
                         lambda a, left: f"Change from {a(float(t))} for {a(float(c))} is {left}",
                         lambda a, short: f"{a(float(c))} is more than {a(float(t))}: you are {short} short.")


_START = re.compile(rf"\b(?:had|have|started with|start with|began with|got) (?:got )?(?P<h>{_N})(?: {_CURRENCY})?")
_SPENT = re.compile(rf"\b(?:spent|spend|spending|paid out|used|lost|gave away)\b(?P<list>(?: (?:and then|and|then|"
                    rf"another|on|plus|a further)?\s*{_N}(?: {_CURRENCY})?(?: on [a-z]+)?)+)")
_LEFT_ASKED = re.compile(r"\bleft\b|\bremaining\b|\bremain\b|\bhave i got\b|\bdo i have\b|\bhave i\b|\bgot now\b|"
                         r"\bhave now\b|\bstill have\b")


def _left(text: str) -> str | None:
    """ "i had 50 spent 12 and 7.30 what is left": "50 take away 12 and 7.30 leaves 30.70." """
    if not _LEFT_ASKED.search(text) or not _QUESTION_WORD.search(text):
        return None
    start, spent = _START.search(text), _SPENT.search(text)
    if start is None or spent is None or spent.start() < start.end():
        return None
    amounts = _NUMBER.findall(spent.group("list"))
    if not all(_bare(text, m.end()) for m in _numbers(text)):
        return None  # "i had 2 coffees and spent 10 minutes on the bus": no money, "i have 3 kids": no sum
    if not _all_used(text, (start.start("h"), start.end("h")), spent.span("list")) or not amounts:
        return None
    had = start.group("h")
    return _money_result(f"{had} - ({' + '.join(amounts)})", text,
                         lambda a, left: f"{a(float(had))} take away {' and '.join(a(float(x)) for x in amounts)} "
                                         f"leaves {left}",
                         lambda a, short: f"That's {short} more than {a(float(had))}: nothing left.")


# ---- two asks in one breath ---------------------------------------------------------------------------------------
_JOIN = re.compile(r" (?:and then|and also|and after that|then|and|also|plus also) ")
_OPERATION = re.compile(r"\b(?:plus|minus|times|divided by|multiplied by|take away|squared|cubed|square root of|"
                        r"percent of|over)\b")
_SUM_EDGE = re.compile(rf"(?:(?:what is|whats) )?(?P<sum>(?:the square root of |half of |double )?{_N}.*?"
                       rf"(?:{_N}|squared|cubed))(?: [a-z ]*)?$")


def _one_sum(part: str) -> str | None:
    hit = _SUM_EDGE.search(part)
    if hit is None or not _OPERATION.search(hit.group("sum")) or not _all_used(part, hit.span("sum")):
        return None
    said = calculate(hit.group("sum"))
    return said if said and re.search(r" is -?[\d,]+(?:\.\d+)?\.$", said) else None


def _two_asks(text: str) -> str | None:
    """ "15 squared and then 300 minus 45": "15 squared is 225, and 300 minus 45 is 255." """
    joins = list(_JOIN.finditer(text))
    for join in joins:
        if re.match(r"(?:what is|whats|how much is|and what is) ", text[join.end():]):
            continue  # "6 times 7 and what is 81 divided by 9": two questions, each answered as its own turn
        first, second = _one_sum(text[:join.start()]), _one_sum(text[join.end():])
        if first and second:
            return f"{first[:-1]}, and {second[0].lower()}{second[1:]}"
    return None


def reply(normalized: str) -> str | None:
    """The sum a household story asks for, said back; None when no reader here places every number of it."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    text = _prepared(normalized)
    if not _NUMBER.search(text) or _SIDE_BY_SIDE.search(text) or _OTHER_SKILL.search(text):
        return None  # "12 7.30": one price or two, a guess; a timer, a light, a list: another skill's numbers
    if _CALLED_OFF.search(text) or _TOLD.search(text) and not _QUESTION_WORD.search(text):
        return None
    for read in (percent_change.reply, _change, _left, _percent, _inverse, _each, _two_asks):
        if (said := read(text)) is not None:
            return said
    if text != numerals(normalized) and (shared := bill_shares.reply(text)) is not None:
        return shared  # "mummy share 45 sweets between 4 kids": the share, once the speaker's words are cut
    return None
