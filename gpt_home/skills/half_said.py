"""A request begun and never finished, a "hold on", or a "what?": answered without guessing at a request.

``bad_input.murmur`` takes bare hesitations and small-word fragments ("erm", "uh the"). People also stop after the
opening of a request ("can you", "i want", "set a", "um what's the", "i was going to ask"), ask
for a moment ("just a minute", "hold on let me think", "wait a sec"), or say "what?" / "huh?" / "pardon" to hear the
last reply again. The bundled model answered each with an invented request; "just a minute" even set a one-minute
timer. The grammar: an opener (a modal and "you", "if you could", "i want", a question word, a command verb and an article)
followed only by small words (never "remind me" or "set a timer": those ask back for what is missing; never "tell
me", which may answer the model's own offer), a hold-on alone, or a "what?" alone. A request with any word that
carries content is never read here. A command naming its thing only by a placeholder ("set the, um, you know, the
thing", "turn on the whatsit") is asked what is meant, with its verb ("what would you like me to set?"), never guessed. Tried first, after a pending question (whose answer may be "just a minute").
"""

from __future__ import annotations

import re

from gpt_home.skills.asking_back import SkillReply
from gpt_home.skills.bad_input import FRAGMENT_REPLY

HOLD_ON_REPLY = "Take your time. What can I do for you?"
REPEAT_REPLY = "Sorry, I can't repeat what I said yet. Just ask me again."
_SMALL = (r"(?: (?:the|a|an|my|our|your|some|any|um|uh|er|erm|just|please|you know|i mean|actually|maybe|quickly|"
          r"so|and))*")
_OPENER = (r"(?:(?:hey|hi|ok|okay|so|right|and|oh|ah|um|er|well|actually|sorry|please) )*"
           r"(?:(?:can|could|will|would|do|did) you(?: please)?(?: (?:just|maybe|check|find|do|make|let))?"
           r"|(?:(?:i )?(?:wonder|wondered|was wondering) )?(?:if|whether) you (?:could|can|would|will|might)"
           r"|(?:i|we) (?:want|need|would like|wanna|d like|was going to|was gonna|meant to|wanted to|was wondering|"
           r"have a question|got a question)(?: (?:to|ask|say|know|tell|if))*"
           r"|(?:what|how|where|when|who|which|why) (?:is|are|was|do|does|did|about|many|can)"
           r"|(?:is|are|was) (?:it|there|this)"
           r"|(?:set|add|put|turn|switch|make|start|play|call|check|take|cancel) (?:a|an|the|my|our|some)"
           r"|what was i (?:going to|gonna|about to) (?:say|ask)|i forgot what i was (?:going to|gonna) (?:say|ask)"
           r"|i (?:had|have) a question|actually|please|so|and)")
_HALF = re.compile(_OPENER + _SMALL)
# A command that names its thing only by a placeholder ("set the, um, you know, the thing", "turn on the whatsit",
# "put the thingy on"): the verb is kept, the thing asked for, never guessed
_VAGUE = (r"(?:thing|things|thingy|thingie|thingamajig|thingamabob|thingummy|thingummybob|whatsit|wotsit|whatsits|"
          r"doodah|doohickey|whatchamacallit|whatsitcalled|whats it called|what is it called|whatdoyoucallit|what do you call it|"
          r"you know what)")
_VAGUE_ORDER = re.compile(
    r"(?:(?:hey|ok|okay|so|right|and|oh|um|er|erm|uh|well|please) )*(?:(?:can|could|will|would) you (?:please )?)?"
    r"(?P<verb>set|start|turn on|turn off|switch on|switch off|turn|switch|put|add|make|cancel|stop|play|open|close)"
    rf"{_SMALL}(?: (?:the|a|an|my|that|this))? {_VAGUE}(?: {_VAGUE})?{_SMALL}(?P<end> on| off| up| down)?(?: please)?")
_HOLD_ON = re.compile(r"(?:(?:oh|um|er|ok|okay|sorry|right) )*(?:(?:hold|hang) on|wait|just|give me|bear with me|"
                      r"one|half)(?: (?:a|one|just a))?(?: (?:minute|min|mo|moment|sec|secs|second|seconds|tick|jiffy|"
                      r"bit))?(?: (?:please|love|dear|mate))?(?: (?:let me|i need to|while i) (?:think|remember|check|"
                      r"find it|look))?")
_REPEAT = re.compile(r"(?:(?:sorry|oh) )?(?:what|huh|eh|pardon(?: me)?|come again|sorry|you what|say (?:that|it) "
                     r"again|repeat (?:that|it)|what did you say|i didnt (?:catch|hear) (?:that|you|it))")


def reply(normalized: str) -> SkillReply | None:
    """The reply to a request begun but not finished, a hold-on or a "what?"; None for anything with a request."""
    text = " ".join(normalized.split())
    if not text or len(text) > 60:
        return None
    if _REPEAT.fullmatch(text):
        return SkillReply(REPEAT_REPLY, expects_answer=True)
    if _HOLD_ON.fullmatch(text) and text not in ("just", "one", "half"):
        return SkillReply(HOLD_ON_REPLY, expects_answer=True)
    if _HALF.fullmatch(text):
        return SkillReply(FRAGMENT_REPLY, expects_answer=True)
    if (vague := _VAGUE_ORDER.fullmatch(text)) is not None:
        verb = vague.group("verb") + (vague.group("end") or "")
        return SkillReply(f"Sorry, what would you like me to {verb}?", expects_answer=True)
    return None
