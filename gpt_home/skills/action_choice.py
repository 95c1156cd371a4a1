"""A choice between two things to DO: "should i walk the dog or feed the cat first", "shall we go out or stay in",
"what should i do first, the dishes or the ironing", "is it better to call mum or text her".

The speaker asks which of two actions to take. Each action may carry a word that also cues another skill ("walk the
dog" reads as weather: is it dry enough for a walk?), so the forecast would answer a question nobody asked. Here the
sentence is read as the choice it is: the two options are verb phrases said either side of "or" after a frame that
asks what to do ("should i", "shall we", "do i", "is it better to", "what should i do first"); the reply says
honestly that it is up to them and makes a fair pick from the passed-in ``random.Random``, with the speaker's words
said back to them ("do my homework" -> "do your homework").

Not a choice of actions (``reply`` returns None, the other readers answer as before):
- a part that asks a question of its own or names no action: "should i take the dog out or will it rain", "... or
  not", "... or later", "... or something";
- options that are things, not actions: "should i have pizza or pasta" (the plain chooser picks one of those);
- a choice told, reported or wished: "i should have walked the dog or fed the cat", "she asked if i should ...".
Pure but for the ``random.Random``.
"""

from __future__ import annotations

import random
import re

MAX_WORDS = 24
_LEAD = r"^(?:(?:um|uh|er|erm|so|ok|okay|right|hmm|well|oh|and|hey|quick question) )*"
_FRAMES = (
    re.compile(_LEAD + r"(?:should|shall|do|must|can) (?:i|we) (?:rather )?(?P<a>.+?) or (?:should (?:i|we) |shall "
               r"(?:i|we) |do (?:i|we) |(?:i|we) should |to )?(?P<b>.+?)$"),
    re.compile(_LEAD + r"(?:is it|would it be|will it be) (?:better|best|smarter|wiser) (?:for (?:me|us) )?(?:to|if "
               r"(?:i|we)) (?P<a>.+?) or (?:to |if (?:i|we) )?(?P<b>.+?)$"),
    re.compile(_LEAD + r"(?:what|which) (?:one )?(?:should|shall|do|must) (?:i|we) do (?:first|next|now) (?P<a>.+?) "
               r"or (?P<b>.+?)$"),
    re.compile(_LEAD + r"(?P<a>.+?) or (?P<b>.+?) (?:what|which) (?:one )?(?:should|shall|do) (?:i|we) do (?:first|"
               r"next|now)$"),
    # an undecided speaker: "we cant decide whether to watch a film or play a board game tonight"
    re.compile(_LEAD + r"(?:(?:i|we) (?:cant|cannot|can not|cant quite|just cant|dont know how to|need (?:you )?to|"
               r"want you to)|help (?:me|us)) (?:decide|choose|make up (?:my|our) minds?) (?:whether|between|if) "
               r"(?:to |(?:i|we) should )?(?P<a>.+?) or (?:to |(?:i|we) should )?(?P<b>.+?)$"),
)
# Said after the second option: "... first", "... tonight", "... what do you think", "... you choose"
_TAIL = re.compile(r"(?: (?:first|next|now|tonight|today|this morning|this afternoon|this evening|then|please|"
                   r"what do you (?:think|reckon)|do you think|you think|which one|which|what|you (?:choose|pick|decide)|"
                   r"your (?:choice|call|pick)|(?:its )?up to you|you tell me))+$")
# A word that starts no action: a determiner, a pronoun, an auxiliary, a time word, a question word
_NOT_A_VERB = frozenset("""
the a an my your his her our their some any this that these those it its is are was will would can could should
shall does did not no nothing now later today tonight tomorrow first both either neither something anything
what which who how when where why whatever else more less one two three four five ten yes maybe perhaps just
also too very really so then there here and or but if me you him them us i we they he she
""".split())
# Words after a verb that show a verb phrase: "walk THE dog", "tidy UP", "call HER", "go OUT"
_OBJECT_START = frozenset("""
the a an my your his her our their some it them him her me us up out in off on down over away back home to with
this that these those all everything
""".split())
# Verbs of household jobs and plans that take no object word: "cook", "go shopping", "stay home", "hoover"
_BARE_VERBS = frozenset("""
cook bake clean tidy hoover vacuum iron dust mop sweep wash shower bathe nap sleep rest read study revise work
exercise run jog swim walk shop go stay leave wait eat rest relax practise practice write paint garden
""".split())
# Verbs of household jobs and plans said with an object that shows no object word: "make dinner", "feed ducks"
_VERBS = frozenset("""
make have take get put do call ring phone text feed walk watch play read buy pay cook clean wash tidy hoover iron
fold empty load unload write finish start book order pack sort bake prepare answer reply send open wrap charge brush
bath bathe help visit see meet fix check mow water weed paint plant change go stay leave catch drive ride learn
practise practice revise study eat drink grab pick collect fetch drop lay set clear mop dust sweep hang polish
""".split()) | _BARE_VERBS
_TOLD = re.compile(r"\b(?:should have|shouldve|said|says|asked|told|wondered|was wondering if|if i should)\b")
_SPEAKER = {"i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself", "im": "youre", "we": "you",
            "us": "you", "our": "your", "ours": "yours", "ourselves": "yourselves"}


def _action(option: str) -> bool:
    """True when ``option`` is said as a verb phrase ("feed the cat", "go out", "hoover")."""
    words = option.split()
    if not words or words[0] in _NOT_A_VERB or len(words) > 8:
        return False
    if len(words) == 1:
        return words[0] in _BARE_VERBS
    return words[1] in _OBJECT_START or words[0] in _VERBS


def options(normalized: str) -> tuple[str, str] | None:
    """The two actions ``normalized`` asks to choose between, or None (see the module's note)."""
    if len(normalized.split()) > MAX_WORDS or _TOLD.search(normalized) or normalized.count(" or ") != 1:
        return None
    for number, frame in enumerate(_FRAMES):
        if (found := frame.match(normalized)) is None:
            continue
        first = found.group("a").strip()
        second = _TAIL.sub("", found.group("b")).strip()
        if number >= 2:  # "what should i do first, the dishes or the ironing": jobs named as things are done
            first, second = (f"do {o}" if o.split()[:1] in (["the"], ["my"], ["our"]) else o for o in (first, second))
        verb_led = number < 3 and bool(first.split()) and first.split()[0] not in _NOT_A_VERB  # the frame's verb slot
        if (verb_led or _action(first)) and _action(second) and first != second:
            return first, second
        return None
    return None


def said_back(option: str) -> str:
    """``option`` as the listener hears it: "do my homework" -> "do your homework"."""
    return " ".join(_SPEAKER.get(w, w) for w in option.split())


def reply(normalized: str, rng: random.Random) -> str | None:
    """ "That's up to you, but if I had to pick, I'd walk the dog first."; None when no two actions are offered."""
    found = options(normalized)
    if found is None:
        return None
    first = " first" if re.search(r"\b(?:first|before)\b", normalized) else ""
    return f"That's up to you, but if I had to pick, I'd {said_back(rng.choice(found))}{first}."
