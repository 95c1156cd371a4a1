"""A remark read by its shape: talk said to the house that asks for nothing (issue 15, round 19). Pure.

A remark is news, a feeling, a plan, a child's day, a complaint or thanks: "the baby just went down for a nap",
"grandpa is staying with us this week", "tomorrow i will visit my sister", "me and my sister made slime". Its kind
(``agent/talk_kinds``) picks the honest line when the model's reply cannot be used, and a remark must never be read
as a command by meaning ("im seven and im going to bake a cake later" had set an alarm for 7 am). The old reading
knew a statement only by a closed list of first words and took "guess what", "you know what", "mummy" or "hello"
said first for a question or a greeting. Here a statement is read from its parts:

- a talk lead, dropped: "guess what", "you know what", "excuse me", "sorry", who is spoken to ("mummy", "daddy",
  "mate") or a greeting ("hello", "hiya"), the last two only when a statement follows with its own subject;
- a talk tail, dropped: "haha", "lol", "you know", "at last", "honestly", "so yeah", "isnt that nice";
- the statement: when it happened (optional: "tomorrow", "this afternoon"), a subject of one to five words, then a
  finite verb ("is", "will", "got", "went", "keeps", any "-ed" form) before anything else.
"""

from __future__ import annotations

import re
from functools import cache

from gpt_home.agent.spoken_words import FAMILY

_TALK_LEAD = (r"(?:excuse me|listen|look|ah|aw|oh|er|erm|um|so|well|right|"
              r"ok|okay|anyway|hey)")
_CALLED = (r"(?:guess what|you know what|mummy|mommy|mum|mom|mam|mama|daddy|dad|dada|nana|nanna|nan|grandma|grandad|grandpa|granny|mate|love|"
           r"dear|darling|pal|buddy|hello|hi|hiya|hey there|hello there|good morning|morning|evening|afternoon|"
           r"computer|assistant)")
_TALK_TAIL = (r"(?:haha+|hahaha+|lol|lmao|hehe+|you know|at last|finally|honestly|so yeah|yeah|innit|isnt (?:that|it) "
              r"(?:nice|great|lovely|good|funny|brilliant|grand|amazing|annoying|typical|awful|sad|cool)|"
              r"(?:isnt|aint) that (?:something|a shame|a pain))")
_WHEN = (r"(?:today|tonight|tomorrow|yesterday|later|earlier|this (?:morning|afternoon|evening|week|weekend)|"
         r"last (?:night|week|weekend)|next (?:week|weekend)|at the weekend|in the morning|on (?:monday|tuesday|"
         r"wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|"
         r"sunday)|after (?:school|work|lunch|dinner)|at (?:school|work))")
# A subject that carries its verb: "im", "were", "theyve", "its"
_JOINED = r"(?:im|ive|ill|id|were|weve|well|wed|hes|shes|theyre|theyve|theyll|its|thats|theres|youre)"
_AUX = (r"(?:is|isnt|are|arent|am|was|wasnt|were|werent|has|hasnt|have|havent|had|hadnt|will|wont|ll|would|can|cant|"
        r"could|couldnt|might|may|must|should|shall|does|doesnt|do|dont|did|didnt|keeps|kept|got|gets|gotta|gonna|"
        r"need|needs|wants|says|said|goes|comes|looks|seems|makes|takes|feels|likes|loves|hates|just|finally|"
        r"really|also|never|always|still|already|only)")
# Past forms that are never also a present, an imperative or a noun ("put", "cut", "read", "bit", "left" are left
# out: "crank the heating up a bit", "someone left the light on" may still ask)
_IRREGULAR = (r"(?:went|came|got|made|won|lost|drew|built|brought|bought|had|saw|ate|ran|fell|broke|took|gave|found|"
              r"sent|told|said|thought|felt|kept|met|paid|sold|wrote|rode|swam|sang|began|caught|taught|grew|knew|"
              r"threw|wore|woke|slept|spent|sat|stood|did|done|flew|drove|forgot|hid|held|heard|meant|fought|stuck|"
              r"shook|spoke|stole|became|blew|chose|dug|froze|rang|rose|sank|wept|learnt|burnt|spelt|dreamt)")
_PAST = _IRREGULAR[:-1] + r"|[a-z]{2,}ed)"
_NOT_PAST = r"(?!(?:need|feed|seed|speed|weed|bleed|bed|red|shed|hundred|sled|bred|tired|bored|scared|excited)\b)"
_FIRST = (r"(?!(?:what|whats|who|whos|where|wheres|when|whens|why|how|hows|which|is|are|am|was|were|do|does|did|can|"
          r"could|would|will|should|shall|please|any|no|every|all|set|turn|switch|add|put|play|remind|tell|give|make|"
          r"call|ring|text|send|book|order|buy|cancel|stop|start|check|show|find|let|lets|kill|wipe|clear|delete|"
          r"remove|reduce|speak|lower|raise|dim|crank|take|get|bring|stick|pop|bung|chuck|throw|cross|tick|scrap|"
          r"ditch|empty|erase|mute|unmute|increase|decrease|bump|shut|close|open|lock|unlock|keep|leave|wake|go)\b)")
_PERSONAL = r"(?:i|we|they|he|she)"  # after these, the next word is the verb: "i miss my mum", "we love it here"
_ME = r"(?:me and (?:my )?[a-z]+|[a-z]+ and (?:me|i)|my [a-z]+ and (?:me|i))"


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    """The lead, tail and statement patterns, compiled on first use."""
    lead = re.compile(rf"^(?:{_TALK_LEAD} )+")
    called = re.compile(rf"^{_CALLED} ")
    tail = re.compile(rf"(?: {_TALK_TAIL})+$")
    word = r"[a-z0-9]+"
    more = r"(?!(?:i|it|he|she|we|they|you|u|is|are|was|were)\b)[a-z0-9]+"  # "what time it is" has no subject "time it"
    statement = re.compile(
        rf"^(?:{_WHEN} )?(?:(?:{_JOINED}|{_PERSONAL} {word})\b|{_FIRST}(?:{_ME}|{word}(?: {more}){{0,4}}?) "
        rf"(?:{_AUX}|{_NOT_PAST}{_PAST})\b)")
    return lead, called, tail, statement


def is_statement(said: str) -> bool:
    """True when ``said`` (lower case, no punctuation, leads gone) is shaped as a statement: when, a subject of one to
    five words, a finite verb. Questions and commands are decided before this is asked."""
    return _patterns()[3].match(said) is not None


def without_talk(said: str) -> str:
    """``said`` without the talk lead and tail around a statement ("guess what ...", "mummy ...", "... haha", "...
    isnt that nice"); a word that may be who is spoken to ("dad") is dropped only where a statement follows it
    ("guess what dad got a new job" keeps "dad"); what is said alone is kept."""
    lead, called, tail, _statement = _patterns()
    text = tail.sub("", said).strip() or said
    while True:
        if (found := lead.match(text + " ")) is not None and found.end() <= len(text):
            text = text[found.end():].strip()
            continue
        found = called.match(text + " ")
        rest = text[found.end():].strip() if found is not None else ""
        if not rest or not is_statement(rest):
            return text
        text = rest


# A story: a past verb after a subject; a regular "-ed" only after a subject that starts like one ("the heating came
# on", "my son turned off the light"), since "umbrella needed" is a question said short
_SUBJECT_START = (rf"(?:the|my|our|a|an|his|her|their|this|that|these|those|your|me and|i|we|they|he|she|it|you|"
                  rf"{FAMILY}|nan|nana|grandma|grandpa|grandad|granny)")
_INNER = rf"(?!(?:{_JOINED}|i|it|he|she|we|they|you|u|is|are|was|were)\b)[a-z0-9]+"  # no clause inside the subject
_TOLD = re.compile(rf"^(?:{_WHEN} )?(?:(?:{_JOINED}|{_SUBJECT_START}(?: {_INNER}){{0,4}}?) (?:(?:just|finally|already|"
                   rf"never) )?{_NOT_PAST}{_PAST}|{_FIRST}[a-z0-9]+(?: {_INNER}){{0,4}}? (?:(?:just|finally|already|"
                   rf"never) )?{_IRREGULAR})\b")
_AGE_FIRST = re.compile(r"^(?:im|i am) (?:nearly |almost )?(?:\d+|[a-z]+)(?: and a half| years old)?(?: and|,)? ")


def _statement_alone(said: str) -> str:
    said = without_talk(said)
    ageless = _AGE_FIRST.sub("", said, count=1)
    return ageless if is_statement(ageless) else said


def story(said: str) -> bool:
    """True when a statement tells of what happened (a past verb after its subject): "my son turned the kitchen
    light off", "we walked six miles on sunday". A household word or a number in it is told, not asked."""
    said = _statement_alone(said)
    return is_statement(said) and _TOLD.match(said) is not None


# A command said after the story ("the kids left the lights on turn them off"): the story does not take it back
_THEN_ASKED = re.compile(r"\b(?:(?:and|then|so|but|please|now|can you|could you|will you|would you) (?:turn|switch|put|"
                         r"set|add|remind|cancel|dim|make|take|start|stop|play|call|order)|(?:turn|switch|put|set|add|"
                         r"dim|make|take|start|stop|cancel) (?:it|them|that|those|this)\b)")


def told_only(said: str) -> bool:
    """True when ``said`` is a story and nothing is asked after it: no household command may be read from it."""
    return story(said) and _THEN_ASKED.search(said) is None


def tells(said: str) -> bool:
    """True when a statement tells of what happened or what is planned (a past verb, "will", "going to"): it asks
    for nothing, unlike a state said now ("the house is too dark", "you are talking too soft") that may be a need."""
    return story(said) or (is_statement(alone := _statement_alone(said)) and plan(alone))


_PLAN = re.compile(r"\b(?:(?:im|i am|were|we are|hes|shes|theyre|(?:my|our) \w+ (?:is|are)) (?:going|gonna|off|"
                   r"planning|thinking of|hoping)|(?:ill|well|i will|we will|i might|we might|i may|we may|im gonna|"
                   r"were gonna)|(?:going|gonna) to (?!be\b))\b")


def plan(said: str) -> bool:
    """True when a statement tells of a plan ("were going to the seaside on saturday", "ill go for a walk")."""
    return _PLAN.search(said) is not None
