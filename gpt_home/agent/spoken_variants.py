"""Everyday spoken variants of common words, read as the words they stand for, before any reading of a request.

People say "can ye turn yerself up", "is it gonna rain", "whit time is it the noo", "turn aff aw ma alarms", add a
name for the listener ("whats the clock hen", "lads will it be sunny") or a tail that only urges ("spell cappuccino
for me real quick", "how do i spell privilege go on"), and a recognizer writes "leaving room" for "living room".
The rules, templates and readings know the standard words; here the variants are put back to them, once, in one
place, so every reading after benefits:

- **word forms**: regional and casual forms of pronouns and function words ("ye", "ya", "youse" -> "you";
  "yer"/"ur" -> "your", or "you are" before what describes someone: "yer a legend"; "gonna" -> "going to";
  "whit" -> "what"; "aff" -> "off"; "aw ma" -> "all my"; "the noo" -> "now"; "the morra" -> "tomorrow");
- **address and urging at the ends**: a name for the listener ("hen", "lads", "mate", "pal", "yo") and a tail
  ("real quick", "go on", "if you would") taken off the start or the end, never the only words left, never a word
  that completes the sentence ("call my friend", "is there any sunshine", "when does the fan come on"), a subject
  ("my friend is coming over") or a word before a light ("boss lamp on"); "right" is never taken off;
- **sound-alikes of rooms**: "leaving room" -> "living room", "dinning room" -> "dining room".

Conservative by construction: a sentence about a list, a reminder, a note or a name is left exactly as said (its
words may be an item: "add ye olde mustard"), and a spelling request keeps the word to spell. Pure: text in (as
``agent.intents.normalize`` returns it), text out.
"""

from __future__ import annotations

import re

from gpt_home.agent.intents import MAX_COMMAND_WORDS
from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import OWNER

# Casual and regional forms of common words, always the same word.
_WORDS = {
    "ye": "you", "ya": "you", "yous": "you", "youse": "you", "yez": "you", "yiz": "you", "yah": "you",
    "yerself": "yourself", "urself": "yourself", "yaself": "yourself", "yersel": "yourself", "yoursel": "yourself",
    "gonna": "going to", "gunna": "going to", "wanna": "want to", "gotta": "got to", "gimme": "give me",
    "lemme": "let me", "dunno": "do not know", "whit": "what", "wot": "what", "wat": "what", "aff": "off",
    "oot": "out", "doon": "down", "cannae": "cannot", "canny": "cannot", "dinnae": "do not", "dinna": "do not",
    "isnae": "is not", "wisnae": "was not", "willnae": "will not", "pls": "please", "plz": "please",
    "plis": "please", "nite": "night", "tmrw": "tomorrow", "tmr": "tomorrow", "tomoz": "tomorrow",
    "2moro": "tomorrow", "tonite": "tonight",
}  # fmt: skip
# "yer"/"ur" before what describes the listener is "you are" ("yer a legend", "ur so clever"); else "your".
_YOU_ARE_WORDS = ("a an the so very awful dead pure such not too really proper well just always never "
                  "amazing brilliant great class magic lovely clever smart funny quiet loud the best "
                  "gorgeous useless rubbish hilarious welcome right wrong mint sound ace")
_YOU_ARE_NEXT = frozenset(_YOU_ARE_WORDS.split())
_FAMILY = (r"mam|mum|mom|ma|mammy|da|dad|daddy|nan|nana|nanna|gran|granny|grandad|grandpa|granda|brother|"
           r"sister|wife|husband|missus|missis|fella|auntie|aunty|uncle|boss|cousin|son|daughter|kids|bro|sis")
_PHRASES: Rewrites[str] = Rewrites((
    (r"\baw (ma|my|the|them|of)\b", r"all \1"),
    (r"\b(all|off|on|out|up|down|of) ma\b(?= \w)", r"\1 my"),
    (r"\bma (alarms?|timers?|lights?|lamps?|reminders?|volume|phone|music|radio)\b", r"my \1"),
    (rf"\bgive (?:me|ma|my) ({_FAMILY}) a (?:bell|ring|buzz|tinkle)\b", r"call my \1"),  # "give me mam a bell"
    (rf"\bgive (?!(?:me|us|it|them|him|her|you)\b)({OWNER}?\w+) a (?:bell|ring|buzz|tinkle)\b",
     r"call \1"),
    (rf"\b(ring|phone|dial) (?:me|ma) ({_FAMILY})\b", r"\1 my \2"),  # "ring me mam" (never "call me pri")
    # "do i need me coat", "turn off me alarm": "me" before a thing of one's own (never "call me", "tell me")
    ((r"(?<!call )(?<!name )(?<!give )(?<!get )(?<!show )(?<!find )(?<!bring )(?<!pass )(?<!hand )(?<!make )"
     r"\bme (coat|jacket|brolly|umbrella|jumper|scarf|gloves|hat|wellies|boots|shorts|sunglasses|"
     r"alarms?|timers?|lights?|lamps?|volume|keys|phone|tea|dinner|lunch|breakfast|brekkie|washing|bedroom|kitchen|"
     r"room)\b"), r"my \1"),
    (r"\bday of week\b", "day of the week"),  # "which day of week is the 18th": the article dropped
    (r"\bper cent\b", "percent"),  # "15 per cent of 240"
    (r"\b(\d+(?:\.\d+)?) ?g\b(?= of )", r"\1 grams"),  # "250g of butter": 250 grams
    (r"\b(tell me|know|is|whats) the (?:present|current|exact|correct) time\b", r"\1 the time"),
    (r"\b(\d+) divided (?:on|with|to) (\d+)\b", r"\1 divided by \2"),  # "1250 divided on 5": the learner's preposition
    (r"\bthe noo\b", "now"),
    (r"\bthe (?:morra|morrow|moro)\b|(?<!\bin )\bthe morn\b", "tomorrow"),  # never "6 in the morn"
    (r"\b(?:leaving|livin|leavin|living) ?rooms?\b", "living room"),
    (r"\bdinn?ing ?room\b", "dining room"),
    # the 24-hour clock by its other names, said last: "whats the time in twenty four hour", "in military", "in 24h"
    # (never "in 24 hours" nor "in 24 hours time": a time from now)
    (r"(?<=\btime\b)(.*?)\b(?:in|on|using|as|with) (?:the )?(?:military|24 ?h|24 ?hr|(?:24|twenty four)(?: |-)?hour)"
     r"(?: (?:time|clock|format|style|way))?(?=(?: please| thanks| thank you| now)?$)", r"\1on the 24 hour clock"),
))
# Words that only address the listener, at the start or the end: "lads will it be sunny", "whats the clock hen".
_ADDRESS = (r"(?:yo|oi|oy|lads|lad|hen|mate|matey|pal|bud|buddy|bro|bruh|bruv|brah|dude|chief|boss|fam|fella|guys|folks|"
            r"mucker|cuz|chum|pet|petal|hun|hon|luv|babe|champ|kiddo|sunshine|big man|my man|my friend|"
            r"my dear|old friend|yall|(?:you |ya )?(?:eejit|idiot|numpty|muppet|plonker|wally|dafty|daftie))")
_LEADING = re.compile(rf"^(?:{_ADDRESS}|listen(?! to\b)|go on|come on|cmon)(?: {_ADDRESS})? ")
# ...nor one that is the subject of what follows ("my friend is coming over", "boss is on the phone"; but "mate is it")
_SUBJECT_OF = re.compile(r"^(?:is|are|was|were|has|have|had|says|said|wants|needs|likes|loves|s)\b"
                         r"(?! (?:it|there|you|we|they|he|she|i|that|this)\b)")
# A leading word before a light or device may be its name ("boss lamp on"): kept ("right" is never stripped).
_DEVICE_NEXT = re.compile(r"^(?:\w+ )?(?:lamps?|lights?|bulbs?|telly|tv|radio|fan|heater|heating|kettle|plug)\b")
# An urging tail: "real quick", "go on", "if you would", "when you get a sec".
_TAIL = (r"(?:real quick|really quick|right quick|quick as you like|nice and quick|pronto|go on(?: then)?|"
         r"come on|cmon|if you would|if you can|if you could|if you dont mind|if you do not mind|when you get a "
         r"(?:sec|second|minute|chance)|would you|could you|will you|innit)")
_TRAILING = re.compile(rf" (?:{_ADDRESS}|{_TAIL})$")
# "when do the lights go on", "what time does the heating come on": "go on" / "come on" said of a thing, kept.
_THING_GOES_ON = re.compile(r"\b(?:do|does|did|will|would|should|can|could|to|lights?|lamps?|it|they|them|heating|"
                            r"tv|telly|radio|music|kettle|oven|alarms?|timers?|fan|heater|boiler|and|or|not|i|we)$|"
                            r"\b(?:do|does|did|will|would|should|when) (?:the |my |your |our )?\w+$")
# A sentence whose words may be taken down as said: a list item, a reminder, a note, a name.
_AS_SAID = re.compile(r"\b(?:list|lists|remind|reminder|reminders|note|notes|called|named|name|names|nickname|"
                      r"memo|message|text|tell \w+ that|say|repeat)\b")
_OWNED = re.compile(r"\b(?:my|the|a|an|your|our|his|her|their|this|that|any|some|no|old|dear|sweet|little|to|for|"
                    r"with|about|from|call|ring|phone|dial|play|text|email|find|meet|visit|invite|ask)$")
_SPELL = re.compile(r"\b(?:spell|spelled|spelt|spelling|letters)\b")
_WORD_DUE = re.compile(r"\b(?:spell|spelling of|the word|word|letters in|letters of)$")


def _yer(words: list[str], i: int) -> str:
    after = words[i + 1] if i + 1 < len(words) else ""
    return "you are" if after in _YOU_ARE_NEXT or after == "" else "your"


def _ends(text: str, spelling: bool) -> str:
    """``text`` without address words and urging tails at its ends (never all of it, never a word to spell)."""
    if len(text.split()) > MAX_COMMAND_WORDS:
        return text  # never a command; and trimming word by word would be quadratic
    previous = None
    while previous != text:
        previous = text
        rest = text[lead.end():] if (lead := _LEADING.match(text)) else ""
        if rest.strip() and not _DEVICE_NEXT.match(rest) and not _SUBJECT_OF.match(rest):
            text = rest
        tail = _TRAILING.search(text)
        if tail and (left := text[:tail.start()].strip()):
            urged = tail.group(0).strip()
            if urged in ("go on", "go on then", "come on") and _THING_GOES_ON.search(left):
                continue
            if spelling and _WORD_DUE.search(left) or _OWNED.search(left):
                continue  # "spell mate": the word to spell; "where is my pet", "call my friend": a thing, not the listener
            text = left
    return text


def everyday_words(normalized: str) -> str:
    """``normalized`` with casual and regional word forms put back to the common words; unchanged when none."""
    if not normalized or _AS_SAID.search(normalized):
        return normalized
    spelling = bool(_SPELL.search(normalized))
    words = normalized.split()
    if not spelling:
        words = [_yer(words, i) if w in ("yer", "ur") else _WORDS.get(w, w) for i, w in enumerate(words)]
    text = " ".join(words)
    if not spelling:
        text = _PHRASES.sub(text)
    return _ends(text, spelling)
