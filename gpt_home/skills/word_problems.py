"""Word problems of one operation, where the numbers and the operation are both plain: the sum they stand for.

"if i have three boxes with twelve eggs each how many eggs is that" is 3 times 12; "i had 20 sweets and ate 5 how
many are left" is 20 minus 5; "i have 4 apples and buy 6 more how many do i have" is 4 plus 6; "i save 5 pounds a
week for 10 weeks how much is that" is 5 times 10. Exactly two numbers, one recognised story shape and a question
for a count or an amount: anything else (two operations, a third number, no question) is left to the model.

``find`` returns ("GptMath", {"expression": ...}) readings like ``slot_spans.find``. Pure.
"""

from __future__ import annotations

import re
from math import isqrt

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.number_reader import amounts

MAX_WORDS = 30
_N = r"(\d+(?:\.\d+)?)"
_QUESTION = re.compile(r"\bhow (?:many|much)\b|\bwhat change\b|\bwhat(?:s| is| does| do| will) (?:that|it|the total)\b|\bin total\b|"
                       r"\baltogether\b|\ball together\b|\bthe total\b|\bhow far\b|"
                       # what a rate for a while comes to: "what have i saved", "what will we have put by"
                       r"\bwhat (?:have|has|will|would|did) (?:i|we|he|she|they) (?:have )?(?:saved|spent|paid|"
                       r"put (?:away|by|aside)|earned|made|walked|done)\b")
_LEFT = re.compile(r"\b(?:left|remaining|remain|over|still have|have now|got now|change)\b")
_MONEY = re.compile(r"[£$€]|\b(?:pounds?|dollars?|euros?|quid|bucks|pence|cents?)\b")
# a price said in two halves: "12 50 each" is 12.50 (never a count: two bare numbers side by side before "each")
_EACH = r"(?:each|apiece|a piece|a head|per head|per person)"
_PRICE = re.compile(rf"(?<![\d.])\b(\d{{1,3}}) ([1-9]\d|0[1-9])\b(?= {_EACH}\b)")
# money spent said in two halves: "spend 23 50" is 23.50 (only when the sentence names money)
_SPENT = re.compile(r"\b(spend|spent|pay|paid|cost|costs|costing|give|gave|hand over|handed over) (\d{1,3}) "
                    r"([1-9]\d|0[1-9])\b(?![\d.])")
_SHAPES: Rewrites[str] = Rewrites((
    # groups of things: "3 boxes with 12 eggs each", "5 bags of 4 apples", "4 packs each holding 6 cans"
    # ("2 kids with 3 cats" has no "each": not a sum)
    (rf"\b{_N} [a-z]+(?: [a-z]+)? (?:with|holding|containing|that (?:hold|have|contain)|has|have|holds|hold|"
     rf"contains|contain) {_N} [a-z]+(?: [a-z]+)? (?:each|in each|apiece|in every one)\b", "times"),
    (rf"\b{_N} [a-z]+(?: [a-z]+)? (?:each|and each|which each) (?:with|of|holding|containing|has|have|holds|hold|"
     rf"contains|contain) {_N} [a-z]+", "times"),
    (rf"\b{_N} (?:boxes|bags|packs|packets|cartons|crates|trays|rows|boxes|tins|jars|bottles|cases|sets|bunches|"
     rf"dozens|piles|stacks|teams|groups|tables|shelves|pages) of {_N} [a-z]+", "times"),
    # one holds so many, how many in so many: "if a box holds 6 eggs how many eggs in 4 boxes"
    (rf"\b(?:an?|each|one|every) [a-z]+ (?:holds?|has|contains?|takes|fits|carries) {_N} [a-z]+\b"
     rf".*\b(?:in|for|on) {_N} [a-z]+", "times"),
    # so much to each of so many: "i owe 3 mates 12.50 each", "give 4 kids 5 pounds each", "2 adults 9.50 a head"
    (rf"\b{_N} [a-z]+(?: [a-z]+){{0,2}} {_N} (?:each|apiece|a piece|a head|per head|per person)\b", "times"),
    # prices: "3 tickets at 12 pounds each", "6 coffees for 2.50 each"
    (rf"\b{_N} [a-z]+(?: [a-z]+)? (?:at|for|costing) {_N}(?: [a-z]+)? (?:each|apiece|a piece|a head|per [a-z]+)\b",
     "times"),
    # a rate for a while: "5 pounds a week for 10 weeks", "8 hours a day for 5 days"
    (rf"\b{_N}(?: [a-z]+)? (?:a|an|per|every|each) (day|week|month|year|hour)s?\b.*?\b(?:for|over|in) {_N} \2s?\b", "rate"),
    # a sum asked plainly: "how much makes seven and eight", "what do 4 and 5 make together"
    (rf"^(?:how much|what) (?:makes|make|is|are|do|does|would) {_N} and {_N}(?: (?:make|makes|together|"
     rf"altogether|in total|be))*$", "plus"),
    # a bill shared: "there's four of us and the bill is 138 dollars how much each"
    (rf"\b{_N} (?:of us|people|friends|adults|guests)\b.*?\b{_N}\b.*\b(?:each|per person|a head|per head|apiece)\b",
     "share"),
    (rf"\b{_N}\b.*?\b(?:between|among|amongst|for) {_N} (?:of us|people|friends|adults|guests)\b.*"
     rf"\b(?:each|per person|a head|per head|apiece)\b", "split"),
    # more: "i have 4 apples and buy 6 more"
    (rf"\b(?:have|had|got) {_N} [a-z]+(?: [a-z]+)? and (?:i |we |then )*(?:get|buy|find|am given|are given|got|"
     rf"bought|found|was given|were given|pick|picked|add|added) (?:another )?{_N}(?: more)?\b", "plus"),
    # fewer: "i had 20 sweets and ate 5", "we have 12 eggs and use 3"
    (rf"\b(?:have|had|got) {_N}(?: [a-z]+(?: [a-z]+)?)? and (?:i |we |then )*(?:eat|ate|give away|gave away|lose|lost|"
     rf"sell|sold|use|used|spend|spent|break|broke|drink|drank|give|gave) {_N}\b", "minus"),
))


# the speaker's age said first, no number of the story: "i'm 77, my pension is 212 pounds a week, how much over 4 weeks"
_AGE = re.compile(r"^(?:(?:well|so|um|right) )*(?:i am|im|i m) (\d{2,3})(?: years old| year old)?(?: and| so)? (?=[a-z])")
# things laid in a square, the side asked: "1521 tiles to lay in a perfect square, how many along each side"
_SQUARE_SIDE = re.compile(rf"\b{_N} [a-z]+\b.*\b(?:in|into|as|make|making) an? (?:perfect |big |neat )?square\b.*"
                          r"\bhow many (?:along|on|down|across|per|for|go on|go along) (?:each|one|a|every) (?:side|edge|row)\b")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The one sum a plain word problem stands for, as a GptMath reading; [] when it is not that plain."""
    if len(normalized.split()) > MAX_WORDS or not _QUESTION.search(normalized):
        return []
    normalized = _AGE.sub("", amounts(normalized))
    if (side := _SQUARE_SIDE.search(normalized)) is not None and float(side.group(1)).is_integer() and (
            isqrt(n := int(float(side.group(1)))) ** 2 == n):  # a perfect square only: no tile is cut in two
        return [("GptMath", {"expression": f"the square root of {side.group(1)}"})]
    text = _PRICE.sub(r"\1.\2", " ".join(_MONEY.sub(" ", normalized).split()))
    if _MONEY.search(normalized):  # "spend twenty three fifty": 23.50
        text = _SPENT.sub(r"\1 \2.\3", text)
    if len(re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", text)) != 2:
        return []  # a third number is a second operation, or a detail the story depends on
    found = []
    for op, m in _SHAPES.found(text):
        if op == "minus" and not _LEFT.search(text[m.end():]):
            continue  # "i had 20 and sold 5 how much did i make": not what is left
        first, second = m.group(1), m.group(3) if op == "rate" else m.group(2)
        if op in ("share", "split") and re.search(rf"\b{re.escape(m.group(2 if op == 'share' else 1))} {_EACH}\b",
                                                  text):
            continue  # "4 friends owe me 7.50 each": so much each, not a bill shared
        if op == "share":  # the people are said first, the amount after
            first, second, op = second, first, "divided by"
        word = {"rate": "times", "split": "divided by"}.get(op, op)
        found.append(f"{first} {word} {second}")
    return [("GptMath", {"expression": found[0]})] if len(set(found)) == 1 else []  # two shapes, one sum: fine
