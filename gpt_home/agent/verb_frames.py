"""The verb frames a household request is said in: ONE list for every household act (issue 15, round 18).

Why: the composer (``household_slots``, ``household_acts``) trusted a request only when every word was accounted
for, and each family kept its own bag of frame words ("can", "you", "i", "want" ... anywhere). A bag lets any order
of those words through and still missed every frame it did not list ("be a dear and", "ill need", "dont let me
forget to"). Here each frame is a small pattern with the place where the act goes (``…``):

- DO: a verb phrase follows, the frame is dropped: "be a dear and … set an alarm", "i need you to … add eggs";
- HAVE: a thing follows, said as "want …": "can i get … an alarm", "ill need … a timer", "we could do with … milk";
- TASK: what to be reminded of follows, said as "remind me …": "dont let me forget … to call mum";
- AFTER: politeness after the act, dropped: "… okay", "… if you can";
- the thing first, the act after it: "we are out of … coffee put it" -> "add coffee".

A frame is taken only where its act can start (a DO frame before a verb, a TASK frame before "to" or "about"), so a
frame word in any other place is left for the caller's every-word-accounted-for check ("my son said be a dear and
set a timer" still leaves "my son said"). Words that change what is asked are never in a frame (said, told, dont,
if, was, last, yesterday): the one exception is "dont let me forget", which asks. Pure: text in, text out.
"""

from __future__ import annotations

import re
from functools import cache

# Politeness said anywhere, taken out as a gap (an item or a task never runs on into it)
POLITE = re.compile(r"\b(?:if you (?:can|could|would|dont mind|get a chance|would be so kind|please)|if (?:thats|that is|its|"
                    r"it is) (?:ok|okay|alright|all right|fine)|when you (?:can|get a chance|have a (?:sec|second|moment|"
                    r"minute))|any chance (?:of|you could)|thank you(?: (?:very|so) much)?|thanks(?: a lot| very much)?|"
                    r"cheers|ta|love|mate|dear|pet|darling|sweetheart|hun|honey|for me|for us|would you|will you|"
                    r"pretty please|please)\b")
# Words said around any act that carry no meaning of their own (fillers and glue), for the every-word check
FILLERS = frozenset("""um uh er erm mm hmm oh and ok okay so please just well now right hey then also too alright
kindly quickly hiya hello excuse""".split())

# Verbs a household act starts with (what a DO frame must be followed by)
ACT_VERBS = (r"set|start|put|pop|stick|bung|chuck|throw|add|make|give|create|wake|get (?:me|us) up|remind|cancel|"
             r"delete|clear|remove|wipe|scrap|erase|empty|get rid|bin|ditch|note|write|jot|book|schedule|turn|switch")
_I = r"(?:i|we)"
_YOU = r"(?:can|could|will|would|wont|wouldnt|cant|couldnt) you(?: please| kindly| just| possibly| quickly)?"
_TERM = r"(?:dear|love|darling|sweetheart|star|pet|angel|pal|lamb|treasure|good (?:boy|girl|lad))"

# (pattern, kind): the place of the act is after the pattern for DO, HAVE and TASK, before it for AFTER
DO, HAVE, TASK = "do", "have", "task"
FRAMES: tuple[tuple[str, str], ...] = (
    # polite wrappers
    (rf"be an? {_TERM} and", DO),
    (r"do (?:me|us) a (?:favour|favor|kindness) and", DO),
    (r"(?:would you )?be (?:so|as) (?:kind|good) as to", DO),  # "would you" is gone once normalized
    (r"(?:i|we) (?:was|were|am|are) wondering if you (?:could|would|can)(?: please)?", DO),
    (r"if you (?:could|would|can)(?: please| just)?", DO),
    (r"go ahead and|just go ahead and|go on and", DO),
    (r"lets|let us", DO),
    (r"make sure (?:you|to)|be sure to|remember to|dont forget to", DO),
    (rf"(?:can|could|may) {_I} (?:ask|get) you to", DO),
    (rf"{_I} (?:need|want|would like|would love) you to|(?:id|wed) (?:like|love) you to", DO),
    (rf"{_I} (?:need|want|have|would like) to|(?:id|wed) like to|{_I} (?:have )?got to|{_I} (?:gotta|wanna)", DO),
    (_YOU, DO),
    # needs and wishes: a thing follows
    (rf"{_I} (?:will|ll|(?:am|are|m|re) (?:gonna|going to)) (?:need|want)|(?:ill|well|im gonna|im going to) (?:need|want)",
     HAVE),
    (rf"{_I} (?:would|should|d) (?:like|love)|(?:id|wed) (?:like|love)|{_I} (?:need|want|wanna)", HAVE),
    (rf"(?:can|could|may) {_I}(?: please)? (?:have|get|grab)|(?:lemme|let me|let us) (?:have|get)|gimme|give me", HAVE),
    (rf"{_I} could (?:use|do with)|(?:how|what) about|any chance of", HAVE),
    # a reminder said another way: what to be reminded of follows
    (rf"(?:please )?dont let (?:me|us) forget|(?:help|make sure) (?:me|us|i|we) remember|make sure (?:i|we) dont forget|"
     rf"give (?:me|us) a (?:nudge|shout|buzz|reminder)|nudge (?:me|us)|{_I} (?:need|want) reminding", TASK),
)
# the thing said first, the act after it: "we are out of coffee put it on the list" -> "add coffee on the list"
_THING_FIRST = re.compile(r"\b(?:(?:we|i) (?:are|am|have|re|ve)(?: run| ran)?|were|im|weve|ive|we ran|i ran|(?:we|i) (?:have|ve) "
                          r"run) (?:out of|low on|short of) (?P<thing>[a-z]+(?: [a-z]+){0,2}?)(?: so)? (?:put|add|stick|pop) "
                          r"(?:it|them|that|those|some)\b")
_AFTER = r"(?:if (?:you can|you could|thats ok|thats alright|possible)|okay|ok|would you|could you|will you|yeah)"


# Frames that make the act NOT asked now: reported, wished, negated, told of another time, supposed, or asked about
# ("my daughter said …", "i wanted to … but", "you mustnt …", "last night you were supposed to …", "what if i said …",
# "did my wife ask you to …"); "dont forget to" and "dont let me forget" ask, and are DO and TASK frames above; a
# question about what is set ("did you set the pasta timer", "can you tell me if i have a timer") is the rules' to
# answer, so questions are no frame here and "if" counts only first ("if it snows set an alarm")
_PERSON = r"(?:my|our|the|his|her|their) [a-z]+|(?:he|she|they|someone|somebody|everyone|mum|dad|grandad|grandma|gran)"
NOT_ASKED = re.compile(
    rf"\b(?:(?:{_PERSON}) (?:said|says|keeps? (?:telling|saying|asking)|told|tells|wants|wanted|asked)\b|"
    r"(?:keeps?|kept) (?:telling|saying|asking) (?:me|us)|told (?:me|us|him|her|them)|"
    r"(?:i|we|you|he|she|they) (?:wanted|hoped|meant|tried|planned|intended|forgot|promised) to|"
    r"(?:i|we) (?:was|were) (?:hoping|planning|meaning|trying|going|gonna|about)|"
    r"(?:was|were|are|is) supposed to|(?:i|we) wish|"
    r"(?:you|we|i) (?:mustnt|must not|shouldnt|should not|neednt|need not)|theres no need|no point|"
    r"(?:earlier|yesterday|last (?:night|week|time|month|year)|this morning|the other day) (?:i|you|we|she|he)|"
    r"what if|suppose|imagine|in case|unless|^(?:(?:um|so|oh|and|ok|okay|well|right|but) )*if(?! you (?:can|could|would|"
    r"dont mind|get a chance|please)\b)|"
    r"(?:dont|do not|never)(?! (?:forget|let (?:me|us) forget)\b)|"
    r"did (?:he|she|they|my [a-z]+|someone|somebody) (?:ask|tell) you to)\b")
_HEAD_ACT = re.compile(rf"\b(?:{ACT_VERBS}|want|alarms?|timers?|reminders?|list|wake)\b")


def not_asked(text: str) -> bool:
    """True when a frame of ``NOT_ASKED`` is said before the act, in the sentence's first words ("my daughter said
    lemme get a timer", "you mustnt put a timer on"); a head said first stays asked ("set a timer my mum said i
    could" is no report of it)."""
    found = NOT_ASKED.search(text)
    if found is None or _HEAD_ACT.search(text, found.end()) is None:
        return False
    head = text[:found.start()]
    return len(head.split()) <= 4 and not _HEAD_ACT.search(head) and not re.search(r"\b(?:and|but|then)\b", head)


@cache
def _compiled() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each frame with where its act may start, longest frames first (built on first use)."""
    follows = {DO: rf"(?:{ACT_VERBS})\b", HAVE: r"(?!(?:to|that|it|you)\b)[a-z0-9]", TASK: r"(?:to|about|that)\b"}
    ordered = sorted(FRAMES, key=lambda f: len(f[0]), reverse=True)
    return tuple((re.compile(rf"\b(?:{pattern}) (?={follows[kind]})"), kind) for pattern, kind in ordered)


_SAID_AS = {DO: "", HAVE: "want ", TASK: "remind me "}
_TRAILING = re.compile(rf" {_AFTER}$")


def unwrap(normalized: str) -> str:
    """``normalized`` with every verb frame taken out where its act starts: DO frames dropped, HAVE frames said as
    "want", TASK frames as "remind me", politeness after the act dropped. Words of no frame are left as said."""
    text = _THING_FIRST.sub(lambda m: f"add {m.group('thing')}", _TRAILING.sub("", normalized))
    for _ in range(3):  # frames inside frames: "could you be a dear and"
        before = text
        for pattern, kind in _compiled():
            text = pattern.sub(_SAID_AS[kind], text)
        if text == before:
            break
    return " ".join(text.split())
