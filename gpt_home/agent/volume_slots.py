"""Volume commands said with words around them, read as the plain command (issue 15).

The rules know "turn the volume up", "louder", "set the volume to 5", "i cant hear you"; households wrap them: "oh
louder please for me because were watching a film", "too loud turn it down for me", "can you turn yourself down
a bit love the baby is asleep". Here the words around the command are taken out the way ``agent/light_slots.py``
takes them from a light command (a known remark before, a reason after, politeness anywhere), the parts of the
volume command are found in any order (the thing: the volume, the sound, yourself, you, it; the way: up, down, louder,
quieter; a level: "to 5"), and every other word must be a frame or a filler; the result is the plain command the
rules answer (today, with no sound mixer in the default install, the honest "I can't change the volume" reply).

A sentence about anyone else's loudness ("the neighbours are too loud", "the tv was loud last night") leaves words
over, so nothing is composed. "it" with up or down stays "it" ("turn it down"): the rules know whether the turn before
was about a light. Pure: text in, a command string out.
"""

from __future__ import annotations

import re

from gpt_home.agent import voice_size
from gpt_home.agent.light_needs import needs_light
from gpt_home.agent.light_slots import around
from gpt_home.agent.volume_steps import NOTCHES

_THING = re.compile(r"\b(?:(?:the|your) )?(?P<thing>volume(?: level)?|sound(?: level)?|loudness|yourself|you|"
                    r"your voice|it)\b")
# "keep it down", "speak up", "be quieter": verbs that move only a voice, so their "it" is the volume, never a light
_WAY = re.compile(r"\b(?:(?P<loud>keep|speak|be|talk)|turn|put|bring|make|crank|pump|knock|bump|take|nudge|move)? ?"
                  r"(?:(?P<thing>it|yourself|the volume|the sound|your voice) )?(?:a (?:bit|little|touch|tad|lot|little bit) |slightly |much |even )?"
                  r"(?P<way>up|down|louder|quieter|softer|lower|higher|more (?:loud|louder|strong|high)|more quiet|"
                  r"less loud)(?: (?:a bit|a little|a touch|a tad|a notch|slightly))?\b")
# the way said by the verb alone: "drop your voice", "lower the volume", "raise the sound"
_MOVE = re.compile(r"\b(?P<way>drop|lower|reduce|decrease|raise|increase|lift) (?P<thing>your voice|the volume|the sound|"
                   r"yourself|your volume)(?: (?:down|up))?\b")
_LEVEL = re.compile(r"\b(?:(?:set|put|turn|change) )?(?:it |yourself |(?:(?:the|your) )?(?:volume|sound|loudness)(?: level)? )?"
                    r"(?:to|at) "
                    r"(?P<level>\d{1,2}|100)(?P<percent> percent| per cent)?\b")
# a remark that says the volume is wrong: "too loud", "i cant hear you"
# a remark that says the volume is wrong, before the command or after it: "too loud", "i cant hear you", a learner's
# "i not hear you good"; it makes "it" the volume ("turn it up i cant hear you"), never the light switched last
_SAID = (r"(?:(?:its|youre|you are|thats) )?(?:(?:way|far|much|a bit|a little|really) )?too (?P<way>loud|quiet)|"
         r"i (?:cant|can not|cannot|can barely|can hardly|not|dont|do not) hear(?: you| anything| a thing| it)?"
         r"(?: (?:good|well|very well|properly|at all))?"
         # the need said as a reason: "my hearing isnt what it was can you talk louder", "im a bit deaf turn it up"
         r"|(?P<deaf>my hearing (?:is not|isnt|aint|is) (?:what it was|what it used to be|(?:not |not so |so |very )?(?:great|"
         r"good)|bad|poor|going)|(?:im|i am) (?:a (?:bit|little) |going |rather |quite )?(?:deaf|hard of hearing)|"
         r"my ears (?:are not|arent) what they (?:were|used to be)|"
         # "my hearing aid is playing up", "ive not got my hearing aids in": the aid the speaker hears by is not helping
         r"my hearing aids? (?:is|are|keeps|keep)(?: not)? (?:playing up|acting up|on the blink|broken|not working|"
         r"working|dead|flat|whistling|out)|(?:i (?:forgot|left)|i (?:have|ive) (?:not got|lost)|i havent got) my "
         r"hearing aids?(?: in| on| at home| upstairs)?)"
         # "youre blasting", "youre deafening me": the voice said too loud; "whats that i didnt catch it": too quiet
         r"|(?P<blast>(?:youre|you are|its|thats) (?:(?:really|so|a bit) )?(?:blasting|deafening(?: me)?|booming|"
         r"shouting|screaming|yelling|blaring)(?: (?:at me|my ears off))?)"
         r"|(?P<missed>(?:(?:whats that|what is that|what|pardon|sorry|eh|huh|come again) )?i (?:didnt|did not|couldnt|could not) "
         r"(?:catch|hear|get|make out) (?:it|that|you|what you said|a word)(?: you said| of that| of it)?)")
_REMARK = re.compile(rf"^(?:(?:oh|so|er|erm|um|uh|well|ok|okay|right|and) )*(?:{_SAID})\b")
_REMARK_AFTER = re.compile(rf" (?:{_SAID})$")
# a reason said after the command that is no part of it: the programme on ("the footys on", "the match is on"), someone
# asleep ("the babys asleep"), or a learner's need ("i am old and my ears not good", "my english is not good")
_REASON_AFTER = re.compile(
    r"(?: (?:mate|love|dear|pal))?(?: (?:because|cos|as|since))?(?: (?:the|my|our) (?:\w+ )?\w+ (?:is |s |are )?"
    r"(?:on|starting|asleep|sleeping|napping|having a nap)|(?: (?:and )?(?:(?:i am|im) (?:old|very old|elderly|\d{2,3})|"
    r"my (?:ears|hearing) (?:are |is )?(?:not|no) (?:good|so good|very good|working|well)|my english (?:is )?(?:not|no) "
    r"(?:good|so good|very good)))+)$")
_FRAME = frozenset("""um uh er erm oh ok okay so hey right well now just please kindly thanks thank you cheers love dear
mate can could would will ill you i me want need to go ahead and lets be a bit little make today""".split())
# the loudest there is, said in everyday words: "top whack on your volume, the loudest youve got", "volume full blast"
_MAX = re.compile(r"\b(?:top whack|full whack|full blast|max(?:imum)?|full|(?:the |your )?loudest(?: (?:setting|level|"
                  r"you(?:ve| have)? got|you go|it goes|you can go|possible))?|as loud as (?:you can go|you can|it goes|"
                  r"possible))\b")
# the quietest there is: "quietest you can go please", "as quiet as it goes", "the lowest volume youve got"
_MIN = re.compile(r"\b(?:(?:the |your )?(?:quietest|softest)(?: (?:setting|level|volume|you(?:ve| have)? got|you go|it goes|"
                  r"you can go|you can|possible))?|as (?:quiet|soft|low) as (?:you can go|you can|it goes|possible)|"
                  r"(?:the |your )?lowest (?:volume|setting|level|sound)(?: (?:you(?:ve| have)? got|you can go|it goes|"
                  r"possible))?)\b")
_MAX_FRAME = frozenset("on at to up all the way put turn set go crank it your volume".split())
# a step's size said with "up": "up the volume by 10 percent" (the rules step by their own notch)
_BY = re.compile(r"^(?:up|boost|bump up|pump up|crank up) (?P<thing>(?:the|your) (?:volume|sound))(?: by \d{1,3}(?: percent| per cent)?"
                 r"| a (?:bit|notch|touch|little))?$")
_LOUD_WORDS = re.compile(r"\b(?:volume|sound|louder|quieter|softer|yourself)\b")


def compose(normalized: str) -> str | None:
    """The plain volume command ``normalized`` asks for ("turn the volume up", "turn it down", "set the volume to
    5"), or None: no volume said, a word left over, or the sentence negated, reported, asked or for later."""
    if re.search(r"\b(?:lights?|lamps?|bulbs?|timer|alarm|tv|television|radio|music|neighbours?)\b", normalized) or (
            needs_light(normalized)):  # "too dark in here turn it up": a light's need, never the volume
        return None
    if (sized := voice_size.command(normalized)) is not None:  # "your voice too small, make it more" (a learner)
        return sized
    text, up = normalized, False
    if (remark := _REMARK.match(text)) is not None:  # taken first: "i not hear you" is no negation of the command
        text = text[remark.end():].strip()
    elif (remark := _REMARK_AFTER.search(text)) is not None:
        text = text[:remark.start()].strip()
    if (reason := _REASON_AFTER.search(text)) is not None and _WAY.search(text[:reason.start()]):
        text = text[:reason.start()]  # "crank yourself up a notch mate the footys on": the command before the reason
    if (text := around(text, [])) is None:
        return None
    text = " ".join(NOTCHES.sub(" ", text).split())  # "a couple of notches": the steps (agent/volume_steps.py)
    if _BY.fullmatch(text):
        return "turn the volume up"
    if _MAX.search(text) and re.search(r"\b(?:volume|sound|loudest)\b", text) and not [
            w for w in _THING.sub(" ", _MAX.sub(" ", text)).split() if w not in _FRAME | _MAX_FRAME]:
        return "set the volume to 100"  # "top whack on your volume, the loudest youve got"
    if _MIN.search(text) and not [w for w in _THING.sub(" ", _MIN.sub(" ", text)).split() if w not in _FRAME | _MAX_FRAME]:
        return "set the volume to 10 percent"  # the quietest said, never muted: the lowest level the box plays at
    if (moved := _MOVE.search(text)) is not None and _WAY.search(text) is None:  # "drop your voice a couple of notches"
        rest = text[:moved.start()] + " " + text[moved.end():]
        up = moved.group("way") in ("raise", "increase", "lift")
        return None if remark is not None or [w for w in rest.split() if w not in _FRAME] else (
            f"turn the volume {'up' if up else 'down'}")
    if (level := _LEVEL.search(text)) is not None:
        rest = text[:level.start()] + " " + text[level.end():]
        thing = _THING.search(level.group(0)) or _THING.search(rest)
        said = f"{level.group('level')}{' percent' if level.group('percent') else ''}"
        command = f"set the volume to {said}" if thing or "volume" in level.group(0) else None
        remark = None if remark is None or command is None else remark
    elif (way := _WAY.search(text)) is not None:
        rest = text[:way.start()] + " " + text[way.end():]
        up = way.group("way") in ("up", "louder", "higher") or way.group("way").startswith("more") and "quiet" not in \
            way.group("way")
        if remark is None and not way.group("loud") and (way.group("thing") == "it" or way.group("way") in ("up", "down") and
                               not way.group("thing") and re.search(r"\bit\b", rest)):
            command = f"turn it {'up' if up else 'down'}"  # a light or the volume: the turn before decides
            rest = re.sub(r"\bit\b", " ", rest, count=1)
        elif way.group("thing") or way.group("loud") or _LOUD_WORDS.search(text) or remark is not None:
            command = f"turn the volume {'up' if up else 'down'}"  # "too loud turn it down": the volume, never a light
            rest = re.sub(r"\bit\b", " ", rest, count=1) if way.group("thing") != "it" else rest
        else:
            return None  # "down please", "up a bit": no volume said
    else:
        return None
    loud = remark is not None and bool(remark.group("way") == "loud" or remark.group("blast"))
    quiet = remark is not None and bool(remark.group("way") == "quiet" or remark.group("deaf") or remark.group("missed"))
    if command is None or loud and up or quiet and command.endswith("down"):
        return None  # "too loud turn it up", "im deaf turn it down": said the wrong way round, never guessed
    rest = _THING.sub(" ", rest, count=1) if not re.search(r"\bit\b", command) else rest
    left = [w for w in rest.split() if w != "|" and w not in _FRAME]
    return None if left else command
