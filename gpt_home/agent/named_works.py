"""A work named by its title: "the song what time is it is on the radio", "the film is called a weekday morning is it
any good", "theres a book called what time is it mr wolf", "my kid keeps singing the song what day is it".

A title is words quoted, not asked: a question inside it ("what time is it", "is it the weekend") is the work's
name, so a reading by meaning or by a noun's shape must not answer it with the clock or the calendar. A title is
said after a kind of work and "called" / "named" / "titled" ("a film called ...", "the show is named ..."), or right
after "the song" / "that tune" when it opens with a question's words ("the song what time is it"). Never a question
about a work ("what time does the film start", "is the film any good"): those name no title. Pure.
"""

from __future__ import annotations

import re

_WORK = (r"(?:songs?|films?|movies?|books?|shows?|programmes?|programs?|albums?|plays?|series|poems?|novels?|"
         r"musicals?|episodes?|tracks?|tunes?|records?|singles?|cartoons?|stories|story|nursery rhymes?|rhymes?|"
         r"games?|podcasts?|bands?|groups?|films? on telly|sitcoms?|soaps?)")
# "a film called ...", "the show is named ...", "the book was titled ...", "theres a song called ..."
_CALLED = re.compile(rf"\b{_WORK}(?: (?:is|was|thats|that is|which is|its|it is))? (?:called|named|titled|entitled)"
                     r" \w")
# "the song what time is it is on", "that tune is it friday yet": a question's words right after the work
# (never after "in", "on" ...: "writing separate in our books how is it spelt" names no title)
_QUOTED = re.compile(rf"(?<!\bin )(?<!\bon )(?<!\bfor )(?<!\bfrom )(?<!\bat )(?<!\binto )(?<!\bwith )"
                     rf"\b(?:the|that|this|a|an|my|our|his|her|their|favourite) (?:old |new )?{_WORK} "
                     r"(?:what|whats|when|is it|its|it is|are we)\b")


def names_a_work(normalized: str) -> bool:
    """True when ``normalized`` names a song, film, book or show by a title said in the sentence."""
    return bool(_CALLED.search(normalized) or _QUOTED.search(normalized))
