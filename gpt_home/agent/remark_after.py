"""A remark said after a request, read in ONE place (issue 15, round 26). Pure.

Why: a household says a request and then a remark, a reason or a feeling ("add strawberry yoghurt the kids go mad
for it", "add tomatoes and onions we're making curry tonight", "timer 25 minutes for the cake, fingers crossed",
"remind me to call mum at 6 it's her birthday"). A list item and a reminder's task are stored, so a remark kept in
one is a wrong action, and a timer named "cake fingers" is a false name. Round 25 had three copies of this reader
(the list readers, the reminder reader, the timer-name reader) and its two regressions came from them drifting
apart; every one of them now asks ``remark_start``/``without_remark`` here.

A remark starts at (normalized text: lower case, no punctuation):

- a reason: "because", "cos", "since we ...";
- a subject with its verb joined ("were", "weve", "im", "its", "theyre"), or "i", "we", "they", "he", "she" said as
  a new subject, never inside the request ("call mum to ask if she needs anything", "tell john we are late": after
  "if", "that", "to" or a speech verb the clause is the task's own);
- one of the household's people with a verb after ("the kids go mad for it", "my husband eats it all"), never a
  person said as who it is for ("yoghurt for the kids");
- talk that asks nothing ("fingers crossed", "hold on while i think", "honestly", "you know the one");
- a judgement ("soft boiled is best"), whose subject is at most two words;
- with ``told_of`` (a shopping list, where an item never holds a clause): a thing told of with its verb ("the last
  loaf went mouldy", "the chickens stopped laying", "the remotes dead").

What is before the remark is never touched, so no item said is dropped ("tomatoes and onions" are both kept).
"""

from __future__ import annotations

import re

# filler words said before a request ("oh and milk on the list", "um add bread"): the list readers' leads
LEAD_FILLERS = r"(?:oh|ah|er|erm|and|also|so|um|uh|ok|okay|right|plus|well)"
# an elongated please ("pleeease", "pleaseee"), said last
PLEASE = r"(?:ple+a*s+e*|pls|plz)"

# a clause after these is the request's own: "ask if she needs anything", "make sure we lock up", "yoghurt for the kids"
_CLAUSE_WORDS = (r"if|whether|that|when|where|what|how|why|which|who|until|till|before|after|while|unless|to|and|or|"
                 r"but|so|sure|check|think|know|hope|guess|say|said|tell|ask|see|the|my|our|a|an|some|your|"
                 # a question's own subject: "is yoghurt on the list or did i forget"
                 r"did|do|does|can|could|will|would|should|shall|have|has|had|am|is|are|was|were|may|might|must")
_PREPOSITIONS = r"for|to|with|from|of|by|at|on|in|about|like|than"
_SPEECH = re.compile(r"\b(?:tell|telling|ask|asking|say|saying|text|texting|message|email|remind|warn|let [a-z]+ "
                     r"know)\b")
_PEOPLE = (r"(?:kids|children|boys|girls|family|husband|hubby|wife|missus|partner|son|daughter|grandkids|baby|babies|"
           r"twins|mum|dad|nan|grandma|grandad|lodger|neighbours?)")
_JOINED = (r"(?:im|ive|ill|were|weve|theyre|theyve|theyll|hes|shes|thats|theres|youre|i am|i have|we are|we have|"
           r"it is|that is|there is|they are)")
# "its" said as "it is", never as whose ("give the tortoise its dinner", "walk the dog on its lead")
_IT_IS = (r"its (?:a|an|the|so|too|very|really|quite|been|got|gone|not|nearly|almost|due|for|only|every|my|her|his|"
          r"their|our|your|in|on|out|off|at|up|down|[a-z]+ing|[a-z]+ed|healthier|cheaper|better|nicer|easier|quicker|"
          r"tastier|late|early|broken|empty|dead|ready|cold|hot|freezing|time|[a-z]+ (?:day|night|week|time))")
# what follows a person who is the request's own ("pick the kids up from school", "bath the baby tonight")
_NOT_THEIR_VERB = (r"(?!(?:from|up|to|at|for|in|on|off|out|and|or|with|down|back|home|over|round|around|after|before|"
                   r"into|some|a|an|the|their|its|breakfast|lunch|dinner|tea|tonight|today|tomorrow|now|later|first|"
                   r"again|too|as|please|then|when|if|because|cos)\b)")
_PERSONAL = r"(?:i|we|they|he|she)"
_REASON = r"(?:because|cause|cos|coz|cuz|since (?:we|i|its|the|they|he|she))"
_TALK = (r"(?:fingers crossed|wish me luck|(?:hold|hang) on|let me think|while i think|give me a (?:sec|second|"
         r"minute)|no rush|you know the one|honestly|if you (?:can|could|dont mind))")
_ENDS = r"(?:it (?:will|has to|needs to|must|wont)|(?:the|my|our) [a-z]+ (?:runs? out|expires?|closes?|shuts?))"
_JUDGED = (r"(?:[a-z]+ )?[a-z]+ (?:is|are|tastes?|works?) (?:best|better|nicer|lovely|great|perfect|the best|"
           r"how (?:i|we) like it)")
# a thing told of: "the last loaf went mouldy", "the chickens stopped laying", "the remotes dead", "the kids finished it"
_TOLD_VERBS = (r"(?:is|s|are|was|were|has|have|had|finished|ate|eat|drank|used|broke|gave|bought|brought|got|went|"
               r"stopped|started|died|leaked|spilled|spilt|burst|smashed|expired|ran|keeps?|wont|cant|never|always|"
               r"dead|empty|broken|gone|flat|bust|knackered|out|low|nearly|almost|run out)")
_TOLD_OF = rf"(?:the|my|our) (?:[a-z]+ )?[a-z]+ {_TOLD_VERBS}"

# every place a remark may start (a lookahead, so "eggs soft boiled is best" is tried at "soft" as well as "eggs")
_START = re.compile(rf" (?=(?:{_REASON}|{_JOINED} [a-z]+|{_PERSONAL} [a-z]+|(?:the|my|our) {_PEOPLE} {_NOT_THEIR_VERB}[a-z]+|"
                    rf"{_IT_IS}|you know|"
                    rf"{_TALK}|{_ENDS}|{_JUDGED})\b)")
_START_TOLD = re.compile(rf" (?={_TOLD_OF}\b)")
_START_TALK = re.compile(rf" (?={_TALK}\b)")
_BEFORE_NOT_A_REMARK = re.compile(rf"\b(?:{_CLAUSE_WORDS}|{_PREPOSITIONS})$")
_OWN_CLAUSE = re.compile(rf"^ (?:{_PERSONAL}|{_JOINED}) ")


def remark_start(text: str, *, told_of: bool = False, talk_only: bool = False, after: int = 0) -> int | None:
    """Where the remark after a request in ``text`` starts (the index of the space before it), or None; with
    ``talk_only`` only talk that asks nothing ("hold on while i think"), never a clause that may carry the request;
    ``after``: the request's own words end there, the remark is looked for from there on, with them as what is before
    it ("milk on the shopping list weve run out": the remark is all that follows the list named)."""
    patterns = (_START_TALK,) if talk_only else (_START, _START_TOLD) if told_of else (_START,)
    starts = sorted(m.start() for pattern in patterns for m in pattern.finditer(text, max(after - 1, 0)) if m.start() >= after)
    for start in starts:
        before = text[:start]
        if not before.strip() or _BEFORE_NOT_A_REMARK.search(before):
            continue  # "yoghurt for the kids", "ask if she needs anything": who it is for, the task's own clause
        if _OWN_CLAUSE.match(text[start:]) and _SPEECH.search(before):
            continue  # "tell john we are late": what is told is the task
        return start
    return None


_TAIL = re.compile(rf"(?: (?:{PLEASE}|thanks|thank you|ta|cheers|love|again|honestly))+$")


def without_tail(text: str) -> str:
    """``text`` without the courtesy said last ("... pleeease", "... again honestly"); kept when nothing is left."""
    return _TAIL.sub("", text).strip() or text


def without_remark(text: str, *, told_of: bool = False) -> str:
    """``text`` without the remark after its request ("add bread the kids go mad for it" -> "add bread"); unchanged
    when none is said."""
    start = remark_start(text, told_of=told_of)
    return text if start is None else text[:start]
