"""Sums as a household says them, put in the operator words arithmetic reads (``calc._to_python``).

"add up 12 15 and 23" is 12 plus 15 plus 23; "divide 5 by nought" is 5 divided by 0; "an 18 percent tip on 45
dollars" is 18 percent of 45; "40 percent off 60 pounds" is 60 minus 40 percent of 60; money words and signs go. Only
the wording changes: the numbers and the operation stay the ones said. The text comes with numerals already.
"""

from __future__ import annotations

import re

from gpt_home.agent.rewrites import Rewrites

_NUM = r"\d+(?:\.\d+)?"
_PARTY = r"(?: (?:people|persons|ways|of us|of them|kids|children|friends|mates|equally|evenly))?"
_REWRITES: Rewrites[str] = Rewrites(
    (
        (r"\b(?:nought|naught|zero|nil)\b", "0"),
        (r"[£$€]", ""),
        (rf"({_NUM}) (?:pounds?|quid|dollars?|bucks|euros?|pence|cents?|p)\b", r"\1"),
        (rf"^(?:an? )?({_NUM}) (?:percent|per cent) (?:tip|service charge|service|tax|vat|deposit) (?:on|of|for) "
         rf"(?:a |an )?({_NUM})(?: (?:bill|meal|total))?$", r"\1 percent of \2"),
        (rf"^(?:an? )?({_NUM}) (?:percent|per cent) (?:off|discount on|reduction on|less than) ({_NUM})$",
         r"\2 minus \1 percent of \2"),
        (rf"^({_NUM}) (?:with|less|minus|and) ({_NUM}) (?:percent|per cent) off$", r"\1 minus \2 percent of \1"),
        # a percentage taken off or added on a number said with it: "take 20 percent from 160" is 160 less a fifth of
        # it (128), "knock 10 percent off 50", "80 plus 20 percent" (96), never 160 less 0.2; "take 20 percent of 160" is
        # the share (32), as "remove 20 percent of 160" is
        (rf"^(?:take|take away|knock|knock off|deduct|subtract|minus|remove|cut) ({_NUM}) (?:percent|per cent) "
         rf"(?:off|from)(?: of)? ({_NUM})$", r"\2 minus \1 percent of \2"),
        (rf"^(?:add|put) ({_NUM}) (?:percent|per cent) (?:on|onto|to)(?: top of)? ({_NUM})$", r"\2 plus \1 percent of \2"),
        # "80 plus 20 percent" is 96; "80 and 20 percent" is not read: it is a discount or a tip cut short ("it was 50
        # and 20 percent off" is 40, "the bill is 80 and 20 percent is the tip" is 16), never 96 by a guess
        (rf"^({_NUM}) (?:plus|add) ({_NUM}) (?:percent|per cent)$", r"\1 plus \2 percent of \1"),
        (rf"^({_NUM}) (?:minus|less|take away) ({_NUM}) (?:percent|per cent)$", r"\1 minus \2 percent of \1"),
        (rf"^(?:increase|raise|put up) ({_NUM}) by ({_NUM}) (?:percent|per cent)$", r"\1 plus \2 percent of \1"),
        (rf"^(?:decrease|reduce|cut|knock down) ({_NUM}) by ({_NUM}) (?:percent|per cent)$",
         r"\1 minus \2 percent of \1"),
        (r"^(?:add up|add together|total up|total|sum up|sum|add|up|together) (.+)$", r"\1 __sum__"),
        (rf"^((?:{_NUM} )+(?:and )?{_NUM}) plus ({_NUM})$", r"\1 \2 __sum__"),
        # a sum split among a party, verb first or between the numbers: "share 60 between 5 people", "divide 90
        # among 3 kids", "250 split between 4 people", "100 shared equally among 8 of us"
        (rf"^(?:divide|split|share) ({_NUM}) (?:equally |evenly )?(?:by|into|between|among|amongst|across) ({_NUM})"
         rf"{_PARTY}$", r"\1 divided by \2"),
        (rf"^(?:divide|split|share) ({_NUM}) (?:in |into )?({_NUM}) ways$", r"\1 divided by \2"),
        (rf"^multiply ({_NUM}) (?:by|and|with) ({_NUM})$", r"\1 times \2"),
        # the verb said between the numbers: "14 multiply by 3", "250 split between 4 people", "square 17"
        (rf"^({_NUM}) multiply (?:by|with) ({_NUM})$", r"\1 times \2"),
        (rf"^({_NUM}) (?:split|shared|divided) (?:equally |evenly )?(?:between|among|amongst|into|across|by) ({_NUM})"
         rf"{_PARTY}$", r"\1 divided by \2"),
        (rf"^square ({_NUM})$", r"\1 squared"), (rf"^cube ({_NUM})$", r"\1 cubed"),
        (rf"^(?:take|take away|subtract|minus) ({_NUM}) (?:from|off) ({_NUM})$", r"\2 minus \1"),
        (r"^what (?:do|does) (.+) (?:add up to|come to|make|total)$", r"\1 __sum__"),
    )
)


_POWERS = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "sixth": 6,
           "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8, "ninth": 9, "9th": 9, "tenth": 10, "10th": 10,
           "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
           "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}
# an ordinal said in figures or with its scale: "the 100th", "the 40 millionth", "the thousandth"
_SCALES = {"hundredth": 100, "thousandth": 1000, "millionth": 10**6, "billionth": 10**9, "trillionth": 10**12}
_ORDINAL = (rf"(?:{'|'.join(_POWERS)}|\d+(?:st|nd|rd|th)|(?:\d+(?:\.\d+)? )?(?:{'|'.join(_SCALES)}))")
_POWER = re.compile(rf"\bto the ({_ORDINAL}) power\b|\bto the power of ({_ORDINAL})(?= |$)|"
                    # "2 to the twelfth": a number raised to an ordinal, "power" unsaid (never "the 5th to the 12th")
                    rf"(?<=(?<![\d.,])\d )to the ({_ORDINAL})(?= (?:what|whats|is|please|equals|then|and|for)\b|$)|"
                    rf"(?<=(?<![\d.,])\d\d )to the ({_ORDINAL})(?= (?:what|whats|is|please|equals|then|and|for)\b|$)")


def _ordinal_value(said: str) -> str:
    if said in _POWERS:
        return str(_POWERS[said])
    if said[-1].isalpha() and said.split()[-1] in _SCALES:
        words = said.split()
        return str(round(float(words[0]) * _SCALES[words[-1]]) if len(words) > 1 else _SCALES[words[-1]])
    return said[:-2]  # "100th"


def powers(text: str) -> str:
    """ "6 to the third power" -> "6 to the power of 3", "19 to the 40 millionth power" -> "19 to the power of
    40000000" (an ordinal power as the operator words say it)."""
    said = _POWER.sub(lambda m: f"to the power of {_ordinal_value(next(g for g in m.groups() if g))}", text)
    return re.sub(r"\braised to the power of\b", "to the power of", said)  # "raised to the third power"


def verb_sum(first: str, op: str, second: str) -> str:
    """A sum said with a verb ("add 20 percent to 50": first, op, second) in operator words, the percentage on the
    number it is a share of: "50 plus 20 percent" (60), never 20 percent plus 50 (50.2)."""
    if op == "plus" and re.search(r"\b(?:percent|per cent)$", first.strip()) and re.fullmatch(_NUM, second.strip()):
        first, second = second, first
    return f"{first} {op} {second}"


def sum_words(text: str) -> str | None:
    """ "add up 12 15 and 23" -> "12 plus 15 plus 23"; None when ``text`` is not a list of numbers to add."""
    said = " ".join(text.lower().split())
    plain = plain_sum(said)
    return plain if plain != said and re.fullmatch(rf"{_NUM}(?: plus {_NUM})+", plain) else None


def plain_sum(text: str) -> str:
    """``text`` (lower case, numerals) with a household sum's wording put as operator words; unchanged otherwise."""
    text = powers(" ".join(text.split()))
    for pattern, out in _REWRITES.rows:  # "1,234" is one number already (``intents.normalize``): "436, 218" two
        text = pattern.sub(out, text)
    if text.endswith(" __sum__"):
        numbers = re.findall(_NUM, text)
        rest = re.sub(rf"{_NUM}|\band\b|__sum__|,|\bplus\b", " ", text).strip()
        text = " plus ".join(numbers) if len(numbers) >= 2 and not rest else text.removesuffix(" __sum__")
    return text


# A times table said the schoolroom way, "eight sevens", "whats nine sevens miss asked us", "six eights, is it 48":
# the first number times the one said as a plural. Only where a sum is asked: after "what is"/"how much is" or opening
# the sentence, never a count of things ("two sixes in a row", "nine sevens of them", "at sixes and sevens").
_PLURALS = {"twos": "2", "threes": "3", "fours": "4", "fives": "5", "sixes": "6", "sevens": "7", "eights": "8",
            "nines": "9", "tens": "10", "elevens": "11", "twelves": "12"}
_SMALL = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})")
_TABLE = re.compile(rf"(^|\b(?:whats|what is|what are|how much is|hows|tell me|say) )({_SMALL}) ({'|'.join(_PLURALS)})"
                    r"\b(?! (?:of|and|in|on|at|row|each|dice|rolled|thrown)\b)")
_NOT_TABLE = re.compile(r"\b(?:dice|die|roll|rolled|throw|threw|thrown|odds|chance|cards?|pairs?|sixes and sevens|"
                        r"in a row|hit|hits|scored|score)\b")


def times_table(normalized: str) -> str:
    """``normalized`` with a times table said as a plural put as "N times M"; unchanged with none."""
    if _NOT_TABLE.search(normalized):
        return normalized
    return _TABLE.sub(lambda m: f"{m.group(1)}{m.group(2)} times {_PLURALS[m.group(3)]}", normalized, count=1)
