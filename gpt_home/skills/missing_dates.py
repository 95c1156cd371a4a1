"""A day of the month that does not exist, asked about in any shape: "the 31st of november this year, which weekday
is it", "my birthday is on the 31st of april which day of the week is it", "how many days till june 31st".

Read clause by clause, the question after the date ("which weekday is it") is a question about today: a false
answer. The whole sentence is read first here: when it names a day past its month's end (or a 0th) and asks about a
day, a date, a weekday or a count of days, the reply is that the date does not exist (``day_statements.no_such_date``).
A command (a reminder, an alarm, a list) is left to its own readers, which refuse the date themselves.

Pure: the words in (``intents.normalize``'s form), the reply out.
"""

from __future__ import annotations

import re

from gpt_home.skills.day_statements import no_such_date, plain_day_words

# Something asked about the day: its weekday, its date, how far away it is, whether it is a given weekday
_ASKED = re.compile(r"\b(?:what|which|when|how (?:many|long|far)|is (?:the|it|that)|was (?:the|it)|will (?:the|it)|"
                    r"does|did|tell me|weekday|day of the week|falls?|lands?|until|till|til)\b")
# A command: its own reader answers (and refuses the date itself)
_COMMAND = re.compile(r"\b(?:remind|reminder|alarm|timer|add|put|set|schedule|book|note|list|calendar)\b")


def reply(normalized: str) -> str | None:
    """ "November 31 doesn't exist: November only has 30 days." for a question about a day that does not exist."""
    if _COMMAND.search(normalized) or not _ASKED.search(normalized):
        return None
    return no_such_date(plain_day_words(normalized))
