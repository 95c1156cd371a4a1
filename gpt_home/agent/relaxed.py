"""A second reading of a request no rule or template understood: politeness, hedges and fillers taken off.

People wrap a command in words that carry no meaning for it: "would you mind setting a timer for ten minutes",
"I was wondering if you could tell me the time, thanks", "oh hey quick question, what's the date today mate". The
rules and templates know the core ("set a timer for ten minutes"); this pass takes the wrapping off so they can
match it. It runs only after the first reading failed (a sentence understood as said is never re-read), strips only
whole phrases at the start or the end, and turns a leading gerund back into the command ("setting" -> "set"), so
it cannot change what a request is about, only let it be heard.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import CLOCK_HOURS

_LEAD = (
    r"(?:(?:sorry|excuse me) (?:to (?:bother|interrupt) you|for (?:bothering|interrupting)(?: you)?)|"
    r"(?:hello|hi|hey) there|(?:would|will) you be able to|are you able to|be able to|able to|"
    r"oh|ah|um+|uh+|erm|er|hmm+|right|alright|all right|yeah|yes|yep|okay|ok|so|well|now|then|listen|look|"
    r"shh+|shush|lets|let us|remind me(?= (?:what|which|when|how|who|where|is|are|was|were|has|have|does|did)\b)|"
    r"hi|hello|hey|hey there|hiya|morning|good morning|good evening|excuse me|sorry|actually|basically|"
    r"quick question|a quick question|question|real quick|one more thing|also|and also|and|but|just|"
    r"please|kindly|quickly|maybe|perhaps|possibly|go ahead and|do me a favou?r and|be a dear and|"
    r"(?:could|can|would|will) you(?: please| kindly| maybe| possibly| just| quickly)?|"
    r"(?:could|can|may) (?:i|we) (?:ask you to|get you to|have you|have|get)|"
    r"(?:i was|im|i am) (?:just )?wondering(?: if| whether)?(?: you could| you can| you would)?|"
    r"i wonder(?: if| whether)?(?: you could| you can| you would)?|"
    r"(?:is it|would it be) possible(?: for you)? to|any chance(?: you could)?|"
    r"(?:would|do) you mind|if you could|if you can|"
    r"i (?:need|want|would like|d like|would love|d love) you to|id (?:like|love) you to|"
    r"i (?:want|wanna|need|would like|would love|d love) to (?:know|find out|check|hear)|"
    r"id (?:like|love) to (?:know|find out|check|hear)|"
    r"let me know|let me hear|help me(?: out)?(?: and)?|"
    r"(?:hang|hold) on(?: a (?:sec|second|minute|mo))?|wait|one sec(?:ond)?|by the way|btw|out of (?:interest|curiosity)|"
    r"before i forget|while i (?:think of it|remember)|(?:oh )?i (?:nearly|almost) forgot|thanks|thank you|cheers|"
    r"good afternoon|mate|love|darling|dear|buddy|(?:is there )?any way (?:you could|you can|to)|"
    # a child's word of address before a question ("mummy is it half ten yet"), never before a relay ("mum says")
    r"(?:mummy|mommy|mum|mam|mom|daddy|dad|grandad|grandpa|grandma|granny|gran|nan|nana|nanny)"
    r"(?= (?:is it|has it|have we|what|whats|how|when|which|where)\b)|"
    r"(?:i d|id|i would) appreciate it if you (?:could|would|can)|(?:would you be|be) so kind as to|"
    r"(?:can|could|would) you do me a favou?r(?: and)?|(?:can|could) you (?:try to|try and)|try to|"
    r"(?:hey |ok |okay )?(?:computer|assistant|google|alexa|siri|jarvis))"
)
_TRAIL = (
    r"(?:please|pls|thanks|thank you|thanks a lot|thank you very much|cheers|ta|mate|buddy|pal|love|dear|"
    r"for me|for us|if you can|if you could|if you would|if you dont mind|if you do not mind|if possible|"
    r"when you (?:get a chance|can|have a moment|have a sec(?:ond)?)|real quick|quickly|right now|now|again|"
    r"too|as well|also|at the moment|currently|"
    r"would you|could you|can you|will you|ok|okay|alright|thanks in advance|computer|assistant|"
    r"then|again|anyway|anyhow|by the way|do you know|you know|if you know|if you know it|or something|or whatever|"
    r"or so|yeah|eh|right|huh|hm+|innit|by any chance|at all|i (?:guess|think|suppose|reckon)|just wondering|"
    r"just curious|out of (?:interest|curiosity)|darling|sweetie|honey|babe|my friend|and thank you|and thanks|"
    r"thank you kindly|much appreciated|ta very much|cheers mate|please and thank you|please and|and|when you can|sometime|"
    r"(?:theres |there is )?no (?:rush|hurry|worries|pressure|stress|panic|fuss)(?: at all)?)"
)
_LEAD_RE = re.compile(rf"^{_LEAD}\b ?")
# How much, said anywhere: "speak a little louder", "turn it up a notch" are "speak louder", "turn it up".
_DEGREE_RE = re.compile(r" (?:a (?:little )?bit|a little|a notch|a touch|a tad|a smidge|slightly|somewhat)\b")
# Where a second clause may start: "I always forget, how do you spell vacuum", "right, I'm off to work, bye".
_CLAUSE_START = re.compile(
    r"(?:what|whats|when|where|which|who|how|is|are|can|could|will|would|do|does|set|start|put|add|take|turn|"
    r"switch|tell|toss|flip|roll|pick|spell|remind|wake|cancel|stop|convert|speak|play|read|clear|dim|make|give|"
    r"bye|goodbye|thanks|thank|that)\b")
# The command itself negated: "i do not want you to set a timer", "dont set a timer", "never mind setting ...".
_NEGATION = re.compile(r"\b(?:not|dont|never|didnt|wont|shouldnt|without|no need)\b(?:.*\b(?:want|need|ask|asked|"
                       r"tell|told|have|like|mean|meant)\b.*)?$|\b(?:never mind|stop|no)$")
# Where the speaker paused: punctuation in the transcript (not inside 7:30 or 1.5), or a dash between words.
_PAUSE = re.compile(r"(?<!\d)[,;:!?.]+|[,;:!?.]+(?!\d)|\s[-\u2013\u2014]+\s")
# A head that quotes or supposes what follows: the later part is not a request ("what does it mean when he says, ...").
_REPORTED = re.compile(r"\b(?:if|when|whether|said|says|say|saying|mean|means|meant|happens|happen|asked|asks|"
                       r"told|tells|heard|hear|read|wrote|called|named)$")
_CLOSERS = frozenset({"bye", "goodbye", "thanks"})
MAX_CLAUSES = 3
_TRAIL_RE = re.compile(rf" {_TRAIL}$")
# A number said roughly: "for about ten minutes", "at around seven", "in roughly an hour" -> the number itself.
_ROUGHLY_RE = re.compile(r"\b(for|at|in|to|by|until|till) (?:about|around|roughly|approximately|approx|maybe|say|"
                         r"like|just about|somewhere around|round about) (?=\d|a |an |half|quarter|"
                         rf"{CLOCK_HOURS}|fifteen|twenty|thirty|forty|fifty|sixty|noon|"
                         r"midnight)")
_ISH_RE = re.compile(rf"\b(\d+|{CLOCK_HOURS}|fifteen|twenty|thirty|"
                     r"forty|fifty|sixty) ?ish\b")
# "would you mind setting a timer" -> "set a timer": the first word of the command as an imperative.
_GERUNDS = {
    "setting": "set", "starting": "start", "putting": "put", "adding": "add", "turning": "turn",
    "switching": "switch", "telling": "tell", "checking": "check", "reading": "read", "reminding": "remind",
    "cancelling": "cancel", "canceling": "cancel", "stopping": "stop", "making": "make", "giving": "give",
    "flipping": "flip", "tossing": "toss", "rolling": "roll", "spelling": "spell", "converting": "convert",
    "dimming": "dim", "brightening": "brighten", "playing": "play", "removing": "remove", "taking": "take",
    "clearing": "clear", "deleting": "delete", "waking": "wake", "working": "work", "picking": "pick",
    "calculating": "calculate", "showing": "show", "creating": "create", "raising": "raise", "lowering": "lower",
}


def clauses(text: str, normalize: Callable[[str], str]) -> list[str]:
    """Later parts of a request that may be the request itself ("I always forget, how do you spell vacuum"), longest
    first (``text`` as heard, ``normalize``: ``agent.intents.normalize``).

    A part starts only where the speaker paused (a comma, full stop, question mark or dash in the transcript): inside
    one phrase, "what happens if I set a timer for five minutes" must not set a timer. None follows a negation ("I don't
    want you to set a timer, thanks") or reported or hypothetical speech ("my friend said, turn off the lights").
    """
    segments = [part for part in _PAUSE.split(text) if part and part.strip()]
    found: list[str] = []
    for i in range(1, len(segments)):
        if len(found) >= MAX_CLAUSES:
            break
        head, tail = normalize(" ".join(segments[:i])), normalize(" ".join(segments[i:]))
        if _NEGATION.search(head) or _REPORTED.search(head):
            break
        if tail and _CLAUSE_START.match(tail) and (len(tail.split()) > 1 or tail in _CLOSERS):
            found.append(relax(tail) or tail)
    return found


# A run-on request with no pause written ("I'm cooking pasta set a timer for ten minutes"): the chatter before it
# must be a whole statement of its own (a finite verb, not ending on a word that needs more), not a question, and
# neither quote, suppose nor negate anything.
_RUN_ON_VERB = re.compile(r"\b(?:is|am|are|was|were|cant|cannot|have|has|had|got|need|feel|keep|getting)\b")
_RUN_ON_BLOCK = re.compile(
    r"\b(?:not|dont|never|didnt|wont|shouldnt|without|no need|if|when|whenever|whether|said|says|say|saying|mean|"
    r"means|meant|happens|happen|ask|asked|asks|tell|told|tells|heard|read|wrote|called|named|because|cause|until|"
    r"unless|after|once|while|before|how|why|what|who|which|where|like|want|wants|wanted|supposed|going|gonna|"
    # a wish, a dare, a memory: "i wish i had set an alarm for six", "i bet you cant turn on the kitchen light"
    r"wish|bet|hope|cant|cannot|couldnt|wouldnt|remember|forgot|forget|used|keep|keeps|trying|tried)\b")
_RUN_ON_BAD_END = frozenset({
    "i", "we", "they", "he", "she", "people", "to", "the", "a", "an", "my", "your", "our", "their", "his", "her", "and",
    "or", "but", "that", "can", "could", "will", "would", "should", "must", "might", "may", "shall", "just", "always",
    "usually", "often", "sometimes", "also", "then", "so", "as", "of", "for", "at", "with", "did", "does", "do", "is",
    "are", "was", "were", "am", "let", "lets", "from", "by", "never", "again", "had", "has", "have"})
_QUESTION_START = re.compile(r"(?:what|whats|when|where|which|who|whose|why|how|is|are|was|were|am|can|could|will|"
                             r"would|should|shall|do|does|did|have|has|may|might|must)\b")
MAX_RUN_ON_HEAD_WORDS = 8


def run_on_clauses(normalized: str) -> list[str]:
    """Requests said straight after a statement with no pause written ("it's dark in here turn on the kitchen
    light" -> "turn on the kitchen light"), longest first; ``normalized`` as ``agent.intents.normalize`` returns it.

    Without a pause the split is guessed, so the statement before it is held to more than ``clauses`` holds a head
    to: it has a finite verb ("it is dark in here", "i am cooking pasta"), is no question, ends on a word that needs
    nothing after it, and has no negation, condition or reported speech anywhere ("what happens if i set a timer ...",
    "my son wants to turn off the lights" stay whole).
    """
    words = normalized.split()
    found: list[str] = []
    for i in range(2, min(len(words) - 1, MAX_RUN_ON_HEAD_WORDS + 1)):
        head, tail = " ".join(words[:i]), " ".join(words[i:])
        if len(found) >= MAX_CLAUSES:
            break
        if not _CLAUSE_START.match(tail) or len(words) - i < 2:
            continue
        if (_QUESTION_START.match(head) or _RUN_ON_BLOCK.search(head) or not _RUN_ON_VERB.search(head)
                or words[i - 1] in _RUN_ON_BAD_END):
            continue
        found.append(relax(tail) or tail)
    return found

# how much ("a little bit"), then a number said roughly ("about ten", "sevenish"): taken off in this order
_ROUGH: Rewrites[str] = Rewrites(((_DEGREE_RE, ""), (_ROUGHLY_RE, r"\1 "), (_ISH_RE, r"\1")))


def relax(normalized: str) -> str | None:
    """The request without its wrapping, or None when there was none to take off (``normalized``: as
    ``agent.intents.normalize`` returns it)."""
    text = _ROUGH.sub(normalized)
    previous = None
    while previous != text:
        previous = text
        text = _LEAD_RE.sub("", text).strip() or text
        text = _TRAIL_RE.sub("", text).strip() or text
    first, _, rest = text.partition(" ")
    if first == "mind" and rest.split(" ", 1)[0] in _GERUNDS:  # "(would you) mind setting ..."
        first, _, rest = rest.partition(" ")
    if first in _GERUNDS:
        text = f"{_GERUNDS[first]} {rest}".strip()
    return text if text != normalized and len(text.split()) >= 1 else None
