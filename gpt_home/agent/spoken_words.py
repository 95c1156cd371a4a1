"""The spoken words every reading shares, defined once: days and months, number words, units of time, the polite
ask and the fillers said in front of a request.

The reading modules (``agent/order_phrasings.py``, ``agent/timer_orders.py``, ``skills/family_readings.py``,
``skills/house_week_readings.py``, ``skills/restated.py``, ``skills/topic_first.py`` ...) each kept a copy of these
lists inside their patterns; a word added to one copy was never heard by the others. Here each group is a plain
regular-expression alternation (lower case, no group of its own, as ``agent.intents.normalize`` writes a sentence)
or a tuple, and a reading builds its pattern from it: ``rf"^(?:(?:{POLITE}|just) )*"`` is the pattern that was
written out by hand, to the letter, so moving a copy here changes no reading.

In the agent layer so that both ``agent`` and ``skills`` may use it (``skills`` imports ``agent``, never the other
way round). Pure data: no imports, nothing compiled.
"""

from __future__ import annotations

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")  # fmt: skip
WEEKDAY = "|".join(WEEKDAYS)  # "monday|tuesday|...|sunday"
MONTH = "|".join(MONTHS)  # "january|...|december"

# Number words as said, smallest first: "one".."nine"; the hours of a clock; every word of a small amount.
DIGITS = "one|two|three|four|five|six|seven|eight|nine"
CLOCK_HOURS = f"{DIGITS}|ten|eleven|twelve"
TEENS = "thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
TENS = "twenty|thirty|forty|fifty|sixty|ninety"
NUMBERS = f"{CLOCK_HOURS}|{TEENS}|{TENS}"  # one .. nineteen, twenty .. sixty, ninety

# The ordinal words as said, "first" (1) .. "twentieth" (20), and each one's number ("thirtieth" too): one copy for
# every reading of a day of the month, a place in a list ("cancel the second timer") or an order ("fifth planet").
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
            "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
            "twentieth")  # fmt: skip
ORDINAL_NUMBER = {word: n for n, word in enumerate(ORDINALS, 1)} | {"thirtieth": 30}

# A unit of a timer's length, singular or plural, long or short ("mins", "hrs").
TIME_UNIT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)"
CALENDAR_UNIT = r"(?:days?|weeks?|fortnights?|months?|years?)"  # the longer delays: "in two weeks"
DAY_PART = "morning|afternoon|evening|night|tonight|lunchtime|teatime|bedtime"  # "this evening", "at bedtime"
CLOCK_WORD = r"(?:oclock|am|pm|noon|midday|midnight)"  # what ends a time of day said in words

# The polite ask said in front of a request ("please", "can you", "could you"), and the words of a sentence's start
# that carry nothing ("so", "and", "oh", "um"); a reading adds its own few (``rf"(?:{FILLERS}|hey) "``).
POLITE = "please|can you|could you"
FILLERS = "so|and|oh|um"
# The one spoken to, said at the end ("is my alarm set dear", "who left the light on love"): no part of the request.
ADDRESS = "dear|love|darling|mate|pet|sweetheart|hun|honey"
# Whose a thing is, said before it, with its space: "the ", "my ", "our " (``rf"{OWNER}?(?P<thing>...)"``).
OWNER = "(?:the |my |our )"
# A false start: small words the speaker broke off with a hesitation before saying the request whole ("um the uh
# turn on the kitchen light", "so my er add milk to the list"); only before a command's own verb, so "the uh what is
# it called" stays a murmur and "the uh show starts at eight" keeps its words.
FALSE_START = (r"^(?:(?:u+m+|u+h+m*|e+r+m*|h+m+) )*(?:(?:the|a|an|my|our|so|and|but|to|this|that|like) "
               r"(?:(?:u+m+|u+h+m*|e+r+m*|h+m+) )+)+(?=(?:turn|switch|set|add|put|remind|wake|cancel|take|remove|"
               r"delete|clear|dim|brighten|tell|give|spell|convert|flip|roll|pick|open|close)\b)")

# The family as it is spoken of ("my husband", "our gran", "my daughter"), for every chat reading of the family; a
# reading adds its own few words after it (``rf"(?:my|our) (?:{FAMILY}|nan|nana|hubby)"``).
FAMILY = ("husband|wife|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|gran|granny|grandma|grandad|"
          "grandpa")
# The family's young, the ones whose news and visits are told ("my grandson phoned", "the grandkids are coming").
CHILDREN = "son|daughter|grandson|granddaughter|grandkids|grandchildren"
# A household's animals, as a child or a grown-up says them ("we're getting a puppy", "our cat died").
PETS = "puppy|kitten|dog|cat|rabbit|hamster|guinea pig|pet"
