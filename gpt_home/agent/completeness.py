"""Is this (partial) utterance a finished request? The judge behind adaptive endpointing (audio/endpointing.py).

Three answers: True (a local command matched, or the words end like a finished sentence after a question word),
False (it ends on a word that needs more: "set a timer for", "remind me to", "what is the"), None (cannot tell:
the endpointer then waits its middle silence). A wrong True cuts the speaker off, a wrong False only costs
0.75 s, so True needs positive evidence. The matcher is injected (``matches(text) -> bool``), so the intent
engine can be swapped without touching this module.

The transcript judged is a quick pass over speech that may have stopped mid-sentence, and Whisper "completes" what
it hears: "what is the" comes back as "What is it?" or "What is they?", "remind me to" as "Remind me too.". So the
rules look at the shape, not only the last word: Whisper's trailing-off mark ("Turn on the..."), a question word with
at most two words after it that no local command takes ("what is it", "where is"), a request verb with at most two
words after it that no local command takes ("remind me too", "turn it off" for "turn off the"), a switching verb
without on/off/up/down ("turn your ass there" for "turn off the"), a bare subject and verb ("he wrote" for "who
wrote"), a transcript that loops ("Turn it off, they... Turn it off"), two or three words no local command takes
("few road" for "who wrote").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import CLOCK_HOURS, DIGITS

# Words an English request does not end on: articles, prepositions, conjunctions, possessives, auxiliaries and
# the verbs of our commands that need an object.
_DANGLING = frozenset("""
a an the my your our his her their its this that these those some any every each another
to for of in on at by with about from into onto than as like per via
and or but nor so because if when while until unless then also plus minus times
is are was were am can could would should will
set start make add put turn remind tell give play call send show find remember
what whats who whom whose which where why how
i me we he she they
may might must shall
whether though although since till toward towards upon within between through during against
im id ill ive dont doesnt didnt cant wont lets theres whats wheres hows whos
very really just also
um uh er erm hmm
""".split())
_NUMBER_WORDS = frozenset("""
one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty half a couple few
""".split())
# "for five" / "in ten": a duration or time still missing its unit ("set a timer for five ... minutes").
_NUMBER_WITHOUT_UNIT = re.compile(r"\b(?:for|in)\s+(?:\S+\s+)?(?:\d+(?:[.:]\d+)?)$|\b(?:for|in)\s+\w+$")
# Request verbs that need more words after them: a two-word utterance starting with one is a start ("remind me",
# and the STT's "remind meter" for "remind me to"), unless the intent matcher takes it ("turn off", "play music").
_NEEDS_MORE = frozenset("set remind add turn put make tell give call send show find remember start".split())
_QUESTION_START = re.compile(r"^(?:what|whats|who|where|when|why|how|which|is|are|do|does|can|could|tell me)\b")
# Whisper's spellings of a question word run into "is" when it hears a question cut short by the end-of-speech pause:
# "wise this sky blue" for "why is the sky blue" (the worst turn of round 15 waited the middle silence on it). Read as
# the question word they stand for, only as the first word of the request (after fillers), never counted as more words.
_MISHEARD_QUESTION_WORD = {"wise": "why", "whys": "why", "watts": "whats", "wats": "whats", "wot": "what"}
_FILLERS = frozenset("so and um uh okay ok well".split())
_SUBJECTS = frozenset("i he she we they you it".split())
_SHORT_QUESTION_ENDS = frozenset("you up new".split())  # "how are you", "what's up": whole as they are
# "good morning", "no thanks", "never mind": short phrases said whole, to the model when no local command takes them
_SOCIAL_ENDS = frozenset("morning afternoon evening night thanks please mind bye goodbye hello hi there much".split())
_WH = frozenset("what whats who whos where wheres when why how hows which".split())
# Whisper writes the function words "for" and "to" as digits when nothing follows them: "set a timer for" came back
# "set at timer 4." and was cut (round six, quiet run). A bare 4 or 2 after a plain word (not a number, an operator or
# a preposition, after which it is a real number: "of 4", "plus 2", "at 4") is the preposition still waiting.
_DIGIT_PREPOSITIONS = frozenset("4 2".split())
_BEFORE_A_REAL_NUMBER = frozenset("""
of at for in to by on from until till before after around about past than plus minus times over divided multiplied
and or x is are was equals level volume number channel station track page room floor
""".split())
# Whisper's usual mishearings of a command's first word after the wake phrase (flite and real voices): "He computer
# said a timer for 10 minutes", "turned on the kitchen light." The matcher is asked about the command as meant, so a
# whole command ends at the short silence instead of the middle one (and its quick transcript is the final one).
_MISHEARD_START: Rewrites[str] = Rewrites(((re.compile(r"^\s*(?:said|sat)\b(?=\s+(?:a|an|the|my)\s+(?:timer|alarm)\b)", re.IGNORECASE), "set"),
                   (re.compile(r"^\s*turned\b(?=\s+(?:on|off)\b)", re.IGNORECASE), "turn")))
# A clock time said after "alarm for/at", "wake me (up) at/for" or any "at" ends the request: "set an alarm for 730"
# (Whisper's "7:30" without the colon), "7:30", "7.30", "seven thirty", "7 am", optionally "am"/"pm"/"a.m.". Checked
# before the rules on a number missing its unit ("for 730" read as a duration without "minutes") and on "am" as an
# auxiliary. A bare hour ("for 7", "at seven") may go on ("... 30"), so it is not taken here.
_HOUR_WORD = rf"(?:{CLOCK_HOURS})"
_MINUTE_WORDS = (rf"(?:oclock|o (?:{DIGITS})|ten|fifteen|"
                 r"(?:twenty|thirty|forty|fifty)(?: five)?)")
_CLOCK_WORDS = (r"(?:(?:[01]?\d|2[0-3]) [0-5]\d|" + _HOUR_WORD + " " + _MINUTE_WORDS + "|"
                r"(?:[1-9]|1[0-2]|" + _HOUR_WORD + r")(?= (?:am|pm|a m|p m)$))")
_CLOCK_DIGITS = r"(?:0?[1-9]|1\d|2[0-3])[0-5]\d"  # "730": a time only where a time is asked for ("at 100 percent")
_CLOCK_END = re.compile(
    r"(?:(?:\balarm (?:for|at|4)|\bwake me (?:up )?(?:at|for)|\bremind\b.* at) (?:" + _CLOCK_DIGITS + "|" + _CLOCK_WORDS
    + r")|\bat " + _CLOCK_WORDS + r")(?: (?:am|pm|a m|p m))?$")
# Switching verbs and the particles a whole switching command has: "turn off the ... bedroom lamp" came back as "turn
# your ass there." in its pause (voice9: the one cut-off after the wake phrase in voice_bench.py --cutoffs).
_SWITCH_VERBS = frozenset("turn turned switch switched".split())
_SWITCH_PARTICLES = frozenset("on off up down".split())
_TRAILING_OFF = re.compile(r"(?:\.\.\.|…|[-–—,;:])\s*$")  # Whisper's mark for speech that stopped mid-sentence
_WORD = re.compile(r"[a-z0-9']+")


def _loops(words: list[str]) -> bool:
    """True when the transcript ends by repeating two or three of its earlier words: Whisper looping over audio that
    stopped mid-phrase ("Turn it off, they... Turn it off" for "turn off the"), not words to act on."""
    return any(len(words) >= 2 * n and any(words[i:i + n] == words[-n:] for i in range(len(words) - 2 * n + 1))
               for n in (2, 3))


def _clock_said_twice(words: list[str]) -> bool:
    """True when the transcript ends with a clock time after "alarm for" (or "wake me at", "remind ... at") said
    twice: Whisper doubles the last words of a command followed by silence ("said an alarm for 730 730", "alarm 4 7
    30 7 30" for "set an alarm for ... seven thirty"; voice7, the bench's paused alarm waited the long silence)."""
    for n in (1, 2, 3):
        if len(words) >= 2 * n + 2 and words[-n:] == words[-2 * n:-n] and _CLOCK_END.search(" ".join(words[:-n])):
            return True
    return False


def _as_meant(text: str) -> str:
    """``text`` with a misheard first word put right ("said a timer" -> "set a timer"); unchanged otherwise."""
    return _MISHEARD_START.sub(text, count=1)


# The maker verbs of "who wrote / painted / invented X": Whisper loses the question word before them to the wake word's
# last syllable ("review wrote, pride and prejudice" for "who wrote ... pride and prejudice"); the verb and its object
# still make the question whole.
_MAKER_VERBS = frozenset("wrote painted invented composed discovered directed designed founded sang built".split())


def _maker_question(core: list[str]) -> bool:
    """True for a maker verb among the first three words with at least two words of its object after it."""
    return len(core) >= 4 and any(w in _MAKER_VERBS and len(core) - i - 1 >= 2 for i, w in enumerate(core[:3]))


def _question_as_meant(core: list[str]) -> str:
    """The request's words (fillers dropped) with a misheard question word first put right ("wise" -> "why")."""
    return " ".join([_MISHEARD_QUESTION_WORD.get(core[0], core[0]), *core[1:]])


def build_completeness_judge(matches: Callable[[str], bool]) -> Callable[[str], bool | None]:
    """A judge for ``AdaptiveEndpointer``: ``matches(text)`` says whether the local intent engine takes the text."""

    def is_complete(text: str) -> bool | None:
        words = [w.replace("'", "") for w in _WORD.findall(text.lower())]
        if not words:
            return None
        last = words[-1]
        tail = " ".join(words)
        if not _TRAILING_OFF.search(text) and _clock_said_twice(words):
            return True
        if _TRAILING_OFF.search(text) or _loops(words):
            return False
        if _CLOCK_END.search(tail):
            return True  # "set an alarm for 730", "remind me to call mum at 7:30 pm": the time said, the request whole
        if last in _DANGLING:
            return False
        if _NUMBER_WITHOUT_UNIT.search(tail) and (last.isdigit() or last in _NUMBER_WORDS):
            return False
        if matches(text) or matches(_as_meant(text)):
            return True
        if (last in _DIGIT_PREPOSITIONS and len(words) >= 2 and words[-2].isalpha()
                and words[-2] not in _BEFORE_A_REAL_NUMBER and words[-2] not in _NUMBER_WORDS):
            return False  # "set at timer 4." for "set a timer for" (see _DIGIT_PREPOSITIONS)
        core = words[next((i for i, w in enumerate(words) if w not in _FILLERS), len(words)):]
        if core and core[0] in _SWITCH_VERBS and not _SWITCH_PARTICLES.intersection(core):
            return False  # "turn your ass there" (for "turn off the"), "turn the living room": what it does is to come
        if len(words) <= 3 and words[0] in _NEEDS_MORE:
            return False  # "remind me too", "turn it off" (for "turn off the"): no local command, the object to come
        if len(words) == 2 and words[0] in _SUBJECTS:
            return False  # "he wrote" (for "who wrote"), "I want": a subject and a verb, the rest still to come
        if 0 < len(core) <= 3 and core[0] in _WH and core[-1] not in _SHORT_QUESTION_ENDS:
            return False  # "what is it" / "what is they" (for "what is the"): the question's object is still to come
        if len(core) >= 4 and (_QUESTION_START.match(_question_as_meant(core)) or _maker_question(core)):
            # "what is the capital of france", "um why is the sky blue", "wise this sky blue", "review wrote, pride
            # and prejudice": a question with its object said
            return True
        if 2 <= len(words) <= 3 and last not in _SHORT_QUESTION_ENDS and last not in _SOCIAL_ENDS:
            # "few road" (for "who wrote"), "and ex-end" (for "add eggs and"), "said NLR'M 4" (for "set an alarm
            # for"): two or three words no local command takes are far more often a request's start misheard than
            # a whole one (voice4: the three real-time cut-offs after the wake phrase).
            return False
        return None

    return is_complete
