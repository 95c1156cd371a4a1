"""A timer asked for by its length and what it is for, with no "timer" said ("um give me 7 minutes for the tea to
brew", "can i have 12 minutes for the cake to cool"), and a length only told ("it takes 9 minutes for the rice to
cook"), which sets nothing.

Why: "give me 7 minutes" alone already sets a timer, but said with its purpose ("for the tea to brew") no rule read
it, and the turn got "Sorry, I didn't catch what to do with the timers". A length asked for first, then "for the X"
or "for the X to Y", is the rules' "set an X timer for 7 minutes" (the thing it is for becomes its name). A
length said in a statement of how long a thing takes ("it takes ...", "the rice took ...") or a pause asked while
the speaker thinks ("give me a minute to think about it") is no request: a reading by meaning that would set a timer
for it is declined.

Trust: the ask must come first (give me / gimme / can i have / i need / i want, or the length itself) and nothing
but a purpose after it; "give me 5 minutes to think" (no "for the") and "it took 7 minutes for the tea to brew" are
left as they were. Pure: text in, a command or a decision out.
"""

from __future__ import annotations

import re

_FILL = r"(?:(?:um|uh|er|erm|oh|ok|okay|right|so|please|and|yeah) )*"
_ASK = (r"(?:(?:give|gimme|get|set) (?:me|us) |gimme |(?:can|could|may) (?:i|we|you) (?:have|get|give me|set) |(?:i|we) "
        r"(?:need|want|would like|d like) |want )?")
_LENGTH = (r"(?P<length>(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
           r"thirty|forty|forty five|fifty|half an?)(?: and a half)? (?:minutes?|mins?|hours?|seconds?|secs?))")
_TAGS = r"(?:please|thanks|thank you|ta|yeah|yea|love|mate|then|ok|okay)"  # "12 minutes for the pizza yeah"
_PURPOSE = (rf"for (?:the|my|our|his|her|their|some) (?P<thing>[a-z]+(?: (?!to\b|{_TAGS}\b)[a-z]+)?)"
            r"(?: to [a-z]+(?: [a-z]+)?)?")
_ASKED = re.compile(rf"^{_FILL}{_ASK}{_LENGTH} {_PURPOSE}(?: {_TAGS})*$")
# how long a thing takes, told: "it takes 9 minutes for the rice to cook", "the bread took 40 minutes"
_TOLD = re.compile(r"\b(?:takes?|took|taking|will take|lasts?|lasted)\b(?: (?:about|around|roughly|only|just|nearly|"
                   r"over|under|at least))? (?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|[a-z]+teen|"
                   r"twenty|thirty|forty|fifty|half an?)\b.*\b(?:minutes?|mins?|hours?|seconds?|secs?)\b")
# a pause asked of the listener while the speaker thinks: "give me a minute to think about it", "give me 5 minutes
# to decide" (said to the one asking, never a countdown wanted)
_WAIT = re.compile(r"^(?:(?:um|uh|er|erm|oh|ok|okay|right|so|hmm|hang on|wait) )*(?:give|gimme|let) (?:me|us) "
                   r"(?:a|one|\d+|a few|a couple of|two|five|ten)? ?(?:minute|moment|mo|sec|second|min)s? "
                   r"(?:to|and ill|while i|so i can|i need to|(?:i|we) (?:have to|need to)) (?:think|decide|consider|"
                   r"have a think|make up (?:my|our) minds?|figure|work)\b")
_THING_WORDS = frozenset("it them that this one timer".split())


def purpose_reading(normalized: str) -> str | None:
    """ "give me 7 minutes for the tea to brew" -> "set a tea timer for 7 minutes"; None when the
    sentence is not a length asked for with its purpose."""
    m = _ASKED.match(normalized)
    if m is None or set(m.group("thing").split()) & _THING_WORDS:
        return None
    return f"set a {m.group('thing')} timer for {m.group('length')}"


def no_timer_asked(normalized: str) -> bool:
    """True when ``normalized`` tells how long something takes ("it takes 9 minutes for the rice to cook") or asks
    the listener to wait while the speaker thinks ("give me a minute to think about it"), rather than asking for a
    timer."""
    if re.search(r"\btimer\b", normalized):
        return False
    return _TOLD.search(normalized) is not None or _WAIT.match(normalized) is not None
