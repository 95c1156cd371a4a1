"""Timer, alarm and reminder requests said the way households say them, put the way the rules say them.

The families (round ten): a courtesy word or an interjection in front ("kindly", "ayy", "yo"); a filler before the
time ("an alarm for like three pm"); "one" or "another" for the thing ("put one alarm at quarter to seven", "set another
one for six minutes"); verbs of other Englishes ("keep an alarm", "do us a timer", "nuke all the timers"); a few
regional words, only beside a timer word ("turn aff aw ma alarms"); status questions ("any timers still on", "are my
alarms still going", "whats on my reminders", "do i have a reminder about the bins"); "remind us"; the time first and a
bare clause after ("in forty five minutes remind me the washing is done"). Each reading is a sentence the rules already
check, so a reading that is not really a request is simply not understood and changes nothing.
"""

from __future__ import annotations

import re

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import CLOCK_HOURS, TIME_UNIT, WEEKDAY

_KIND_WORD = re.compile(r"\b(?:timers?|alarms?|reminders?|remind)\b")
# said in front of a request, never part of it
_LEAD = re.compile(r"^(?:(?:kindly|ayy+|ay|ey|eh|yo|oi|oy|so|like|right|okay|ok|please|pls|plz|just|and|um|uh|well|"
                   r"hey|mate|bro|bruh|lads|love) )+")
_TAIL = re.compile(r" (?:pls|plz|please|kindly|mate|bro|bruh|love|cheers|ta|thanks|for me|rn|fr)$")
# "for like three pm", "in like ten mins": a filler before the time
_LIKE = re.compile(r"\b(for|at|in|about|around) (?:like|about|roughly|around|maybe|say) (?=\S)")
# regional words, read only beside a timer word (Scots: "aff" off, "aw" all, "ma" my; "yer"/"ye" your/you)
_TASK = re.compile(r"\bremind(?:er)?\b.*\b(?:to|that|about|called|named)\b|\b(?:called|named|labell?ed)\b")
_REGIONAL = {"aff": "off", "aw": "all", "ma": "my", "mah": "my", "yer": "your", "oan": "on", "oot": "out"}
# verbs of setting in other Englishes: "keep an alarm", "put one alarm", "do us a timer", "fix an alarm"
_SET_VERB = re.compile(r"^(?:can you |could you |would you |will you |can ya |could ya )?(?:keep|put|fix|schedule|"
                       r"book|pop|stick|do|get|make|gimme|give)(?: (?:me|us|myself))?(?: on)? (?:one|an?|a new|"
                       r"another) (?P<body>(?:[a-z0-9]+ ){0,4}?)(?P<kind>alarm|timer)\b(?P<rest>.*)$")
# "one alarm at quarter to seven": "one" as the article
_ONE_KIND = re.compile(r"\bone (alarm|timer|reminder)\b(?! (?:and|of|more))")
# the verbs of cancelling everything in slang and other Englishes
_CANCEL_VERB = re.compile(r"^(?:nuke|zap|axe|bin|ditch|trash|dump|scrap|wipe out|wipe|clear out|shut off|knock off|"
                          r"do away with|get shot of|bin off|kill off|kill|lose|drop|turn off|switch off|stop)"
                          r"(?P<rest>(?: all| every| both)?(?: of)?(?: the| my| our| them| those| these)? "
                          r"(?:[a-z0-9 ]+ )?(?:timers?|alarms?|reminders?))$")
# "set another one for six minutes", "start one more for ten minutes", "another one for 7 am"
_ANOTHER = re.compile(r"^(?:(?:can you|could you|please|will you) )*(?:(?:set|start|make|do|put on|give me|add|i "
                      r"need|i want)(?: me| us)? )?(?:another|one more|a second|a new|an extra|a further)(?: one)? "
                      r"(?:for|of|at) (?P<rest>.+)$")
_DURATION = re.compile(rf"\b{TIME_UNIT}\b")
_CLOCK = re.compile(r"\b(?:am|pm|a m|p m|oclock|noon|midnight|morning|evening|tonight|tomorrow|half (?:past )?"
                    rf"(?:{CLOCK_HOURS})|quarter (?:to|past))\b|"
                    r"\b\d{1,2}:\d\d\b")
# status questions: "any timers still on", "are there any alarms still going", "are my reminders still set"
_STILL = (r"(?:still )?(?:on|going|running|set|left|active|ticking|pending|waiting|live|there|counting|counting "
          r"down)(?: still| now| at the moment| right now| at all)?")
_ANY_STILL = re.compile(rf"^(?:(?:are there|is there|have i got|do i have|have we got|do we have|got|are|is) )?"
                        rf"(?:any|some|any of (?:my|the)|my|the|all (?:my|the)) (?P<kind>timers|alarms|reminders)"
                        rf"(?: i set| we set)? {_STILL}$")
# "whats on my reminders", "what is in my alarms", "go through my reminders", "run me through the timers"
_WHATS_ON = re.compile(r"^(?:whats|what is|what are|what s|what have i got|what do i have) (?:on|in) (?:my|the) "
                       r"(?P<kind>reminders|alarms|timers)(?: list)?(?: now| today)?$")
_GO_THROUGH = re.compile(r"^(?:(?:can you|could you|please) )*(?:go through|run through|run me through|take me "
                         r"through|talk me through|give me a rundown of|rundown of|read out|read me|list out|read "
                         r"off)(?: all)?(?: of)? (?:my|the) (?P<kind>reminders|alarms|timers)(?: for me)?(?: one by one"
                         r")?$")
# "do i have a reminder about the bins", "is there an alarm for six thirty", "have i got a timer on the rice"
_ONE_ABOUT = re.compile(r"^(?:do (?:i|we) have|have (?:i|we) got|did (?:i|we) set|is there|got|any) (?:a|an|any|my) "
                        r"(?P<kind>reminder|alarm|timer)s? (?:about|for|to|called|named|on|re) (?P<label>[a-z0-9 ]+)$")
# "whats my next alarm", "when is the next reminder": the soonest first in the read-back
_NEXT = re.compile(r"^(?:whats|what is|when is|when s|whens|which is) (?:my|the) next (?P<kind>reminder|alarm|timer)"
                   r"(?: set for| for| going off| due)?$")
# "when will the rice be done", "is the rice ready yet", "rice done yet", "hows the chicken getting on": a timer named
# by its food (never a person: "are you done yet")
_FOOD_DONE = re.compile(r"^(?:when (?:will|is|does|s) (?:the|my) (?P<a>[a-z]+) (?:be )?(?:done|ready|cooked|finished)|"
                        r"(?:(?:is|are) )?(?:the |my )?(?!(?:you|we|i|they|he|she|it|that|this|everyone|everybody|dinner|tea|lunch)\b)"
                        r"(?P<b>[a-z]+) (?:done|ready|cooked|finished) yet|how (?:is|s|are) "
                        r"(?:the|my) (?P<c>[a-z]+) (?:getting on|coming along|doing) (?:for time|timewise|time wise))$")
# "remind me later to call mum", "remind me sometime to ring the garage": no time yet (asked back, the task kept)
_VAGUE_WHEN = re.compile(r"^remind me (?:later|later on|sometime|some time|at some point|soon|in a bit|in a while) "
                         r"(?P<rest>(?:to|about) .+)$")
# "remind us to ...": the household as "us"
_REMIND_US = re.compile(r"\bremind (?:us|the both of us|the two of us|both of us)\b")
# "in forty five minutes remind me the washing is done": the time first, a clause with no "to"/"that" after
_TIME_THEN_CLAUSE = re.compile(r"^(?P<when>(?:in|at|by|after) \S.*?) remind me (?!to |about |that |at |in |on )"
                               r"(?P<clause>.+)$")


REPEATING_REPLY = ("I can't repeat reminders or alarms yet. Say it for one time, for example 'remind me at 8 am to "
                   "take my pills', and ask me again next time.")
# "remind me every day at 8 to take my pills", "wake me up every weekday at seven": a repeat (not built)
_REPEATED_THING = re.compile(r"\b(?:remind|reminder|alarm|wake me|wake us|get me up)\b")
_REPEATING = re.compile(r"\b(?:every (?:single )?(?:day|"
                        r"morning|night|evening|afternoon|week|weekday|weekend|hour|month|year|"
                        rf"{WEEKDAY}|other day)|daily|nightly|weekly|each (?:day|"
                        r"morning|"
                        r"night|week)|on weekdays|on weekends|on repeat)\b")


def repeating(normalized: str) -> str | None:
    """The honest reply to a repeating reminder or alarm; None for anything else."""
    return REPEATING_REPLY if _REPEATED_THING.search(normalized) and _REPEATING.search(normalized) else None

# courtesy words in front and at the end, a filler before the time: taken off in this order
_COURTESY: Rewrites[str] = Rewrites(((_LEAD, ""), (_TAIL, ""), (_LIKE, r"\1 ")))


def _plain(text: str) -> str:
    """The request without courtesy words round it, a filler before its time, and regional words beside a timer."""
    text = _COURTESY.sub(text)
    # never inside a reminder's task: "remind me to ring ma at 6" keeps "ma" as said
    if (_KIND_WORD.search(text) or re.search(r"\b(?:alarm|timer)\b", text)) and not _TASK.search(text):
        text = " ".join(_REGIONAL.get(w, w) for w in text.split())
    return _ONE_KIND.sub(lambda m: f"an {m.group(1)}" if m.group(1)[0] == "a" else f"a {m.group(1)}", text)


# "remind me wednesday morning 10 oclock i have appointment with doctor" (a learner): the fact to be reminded of said
# after the time without "that"; the time or day must be said before it
_FACT_AFTER = re.compile(r"^(?P<head>(?:please )?remind (?:me|us) (?:(?!to |that |about |of )\S+ ){1,6}?)"
                         r"(?P<fact>(?:i|we) (?:have|have got|got|need to|must|should|am|are)\b.*)$")
_WHEN_SAID = re.compile(rf"\b(?:\d|oclock|am|pm|noon|midday|tomorrow|tonight|today|{WEEKDAY})")


def phrasing_readings(normalized: str) -> list[str]:
    """The request in the rules' order, most likely first; empty when no family applies."""
    text = _plain(normalized)
    out = [text] if text != normalized and _KIND_WORD.search(text) else []
    if (us := _REMIND_US.sub("remind me", text)) != text:
        text = us
        out.append(text)
    if (fact := _FACT_AFTER.match(text)) is not None and _WHEN_SAID.search(fact.group("head")):
        out.append(f"{fact.group('head')}that {fact.group('fact')}")
    if (m := _SET_VERB.match(text)) is not None:
        article = "an" if m.group("kind") == "alarm" and not m.group("body") else "a"
        out.append(f"set {article} {m.group('body')}{m.group('kind')}{m.group('rest')}")
    if (m := _CANCEL_VERB.match(text)) is not None:
        out.append(f"cancel{m.group('rest')}")
    if (m := _ANOTHER.match(text)) is not None:
        rest = m.group("rest")
        if _DURATION.search(rest) and not _CLOCK.search(rest):
            out.append(f"set a timer for {rest}")
        elif _CLOCK.search(rest) or re.search(r"\b\d", rest):
            out.append(f"set an alarm for {rest}")
    if (m := _ANY_STILL.match(text) or _WHATS_ON.match(text) or _GO_THROUGH.match(text)) is not None:
        out.append(f"what {m.group('kind')} do i have")
    if (m := _ONE_ABOUT.match(text)) is not None and len(m.group("label").split()) <= 5:
        out.append(f"do i have a {m.group('kind')} about {m.group('label')}")
    if (m := _NEXT.match(text)) is not None:
        out.append(f"what {m.group('kind')}s do i have")
    if (m := _FOOD_DONE.match(text)) is not None:
        out.append(f"how long is left on the {m.group('a') or m.group('b') or m.group('c')} timer")
    if (m := _VAGUE_WHEN.match(text)) is not None:
        out.append(f"remind me {m.group('rest')}")
    if (m := _TIME_THEN_CLAUSE.match(text)) is not None:
        out.append(f"remind me about {m.group('clause')} {m.group('when')}")
    return [r for r in dict.fromkeys(out) if r and r != normalized]
