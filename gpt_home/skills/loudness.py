"""Loudness asked for through how the voice sounds or in slang: "full blast", "crank it right up", "as loud as you
can go", "youre awful quiet today", "i can barely hear you", "youre deafening me", "tone it down a notch".

The rules know "turn it up", "too quiet", "max volume"; people also say how the assistant sounds to them ("you're
awful quiet today" asks for louder) or name the top of the dial in slang ("full blast", "full whack"). Here:

- **the top**: "full blast", "full whack", "flat out", "as loud as it goes", "all the way up", "to the max" ->
  ``HassSetVolume`` at 100 ("full blast" alone; "max", "eleven", "the top" only with a verb or "volume", "it"...);
- **how the voice sounds**: "you"/"your voice"/"the volume" with quiet words (quiet, faint, mumbling, whispering,
  hard to hear) -> one step up, and so do the words lost ("youre mumbling love i cant make out the words"); with loud words (loud, shouting, booming, deafening) -> one step down; "i can
  barely hear you" -> up;
- **a hush**: "shh not so loud the baby is asleep", "keep it down the kids are sleeping" -> one step down (a reason
  after it is only why).

A sentence about anyone or anything else ("the baby is quiet", "the neighbours are loud", "is it quiet in the
library") is never read. Pure: (intent name, slots) out.
"""

from __future__ import annotations

import re

from gpt_home.skills.loudness_parts import all_quiet

_TOP = re.compile(r"^(?:(?:turn |crank |pump |put |whack |bang |stick |set )?(?:it |yourself |the volume |the sound |"
                  r"the music |you |volume |sound )?(?:up |right up |all the way up )?(?:to |at |on )?"
                  r"(?:full blast|full whack|full volume|flat out|the max|max|maximum|eleven|11|top volume|the top|"
                  r"full pelt|full tilt|as loud as (?:it goes|it will go|you can(?: go)?|possible|you go))"
                  r"(?: volume| please| mate| now)?|(?:crank|pump|whack|turn|bang) (?:it|her|him|yourself) (?:right |all the way )up"
                  r"(?: to (?:the max|max|full|eleven))?|max (?:it|yourself) out|"
                  r"(?:turn|crank|put|pump|bang) (?:it|yourself|the volume|the sound|her) (?:up )?(?:to )?full|(?:volume|sound) (?:to |at )?"
                  r"(?:full blast|full whack|the max|max|eleven))$")
# "max", "eleven", "the top" alone (a dog called Max, a stray number at night) are no loudness: they need a verb or a
# word of loudness ("turn it to 11", "max volume"); "full blast", "flat out", "as loud as you can" are loudness alone.
_BARE_TOP = re.compile(r"^(?:up |right up |all the way up )?(?:to |at |on )?(?:the max|max|maximum|eleven|11|the top)"
                       r"(?: please| mate| now)?$")
_YOU = r"(?:you|you are|youre|you re|your voice|your voice is|the volume|the volume is|the sound is|volume|sound)"
_HOW = (r"(?:awful|awfully|very|so|really|dead|pure|a bit|a little|quite|rather|too|pretty|super|terribly|"
        r"way|far|much|kind of|kinda|sort of|proper|well)")
_QUIET = (r"(?:quiet|soft|faint|low|muffled|mumbling|mumbly|whispering|whispery|hard to hear|difficult to hear|"
          r"hard to make out|difficult to make out|hard to catch|"
          r"not loud enough|barely audible|inaudible|timid|shy)")
_LOUD = (r"(?:loud|noisy|shouty|shouting|yelling|booming|blaring|deafening(?: me)?|screaming|bellowing|"
         r"hurting my ears|doing my head in|too much)")
_TIME = r"(?: (?:today|tonight|this (?:morning|evening|afternoon)|now|at the moment|right now|again|mate|love|dear|pet))*"
_UP = re.compile(rf"^(?:(?:why are you|are you|you are|youre|you re|your voice is|the volume is|the sound is) )?"
                 rf"(?:(?:{_HOW}) )+{_QUIET}{_TIME}$|^{_YOU} (?:(?:{_HOW}) )*(?:(?:being|sounding|talking|speaking) )?"
                 rf"(?:{_QUIET}|mumbling|whispering){_TIME}$|"
                 # a reason first: "the extractor fans on and i cant hear a word you say" (round 25)
                 r"^(?:(?:the|my|its|it is|theres|there is|with the|im|i am|were|we are) .+ (?:and|so) )?"
                 r"(?:i )?(?:can barely|can hardly|barely|hardly|cannot|can not|cant|could not|couldnt) hear "
                 r"(?:you|a thing|what you (?:are|re) saying|ya|a (?:single )?word(?: (?:you|youre|you re|you are) "
                 r"(?:say|saying))?)(?: at all)?(?: (?:speak up|louder|turn it up))?"
                 # a reason after it: "i cant hear you the hoover is on" (never the hoover switched)
                 r"(?: (?:the|my|its|it is|because|cause|cos|over|with|theres|there is|im|i am|were|we are) .+)?$|"
                 r"^(?:speak|talk) up(?: a bit| a little| please| would you| will you)*$|"
                 # the words lost: "youre mumbling love i cant make out the words", "i couldnt catch a word of it"
                 rf"^(?:{_YOU} (?:(?:{_HOW}) )*(?:{_QUIET}){_TIME} (?:and )?)?(?:i )?(?:cant|cannot|can not|couldnt|"
                 r"could not|can barely|can hardly) (?:make out|catch) (?:the words|what you (?:are |re )?(?:saying|"
                 r"said)|a (?:single )?word(?: of it| you say| you said)?|you)(?: at all)?$|"
                 rf"^(?:{_YOU} (?:(?:{_HOW}) )*(?:{_QUIET}){_TIME} (?:and |so )?)?(?:i )?(?:cant|cannot|can not|couldnt|"
                 r"could not|can barely|can hardly) make you out(?: at all)?$|"
                 r"^(?:more|bit more|a bit more|a little more|bit more of a) (?:volume|welly)(?: please)?$|"
                 r"^(?:give it|put) some welly(?: on it)?$|^(?:bump|nudge|kick|knock) (?:it|yourself|the volume) up"
                 r"(?: a (?:bit|notch|touch|smidge|tad))*$|^up a notch$|^(?:a )?(?:notch|touch|smidge|tad) louder$|"
                 r"^(?:crank|pump|whack|turn|bang|bring) (?:her|him|she) up(?: a (?:bit|notch|touch|smidge|tad))*$")
_DOWN = re.compile(rf"^(?:(?:why are you|you are|youre|you re|your voice is|the volume is|the sound is) )?"
                   rf"(?:(?:{_HOW}) )+{_LOUD}{_TIME}$|^{_YOU} (?:(?:{_HOW}) )*(?:being |sounding |)?{_LOUD}{_TIME}$|"
                   r"^(?:tone|turn|bring|knock|take) (?:it|yourself|the volume|that|your voice) down(?: a (?:bit|notch|"
                   r"touch|smidge|tad|peg)| some| a little| a little bit)*$|^(?:a )?(?:notch|touch|smidge|tad) (?:quieter|softer)$|"
                   r"^(?:less|bit less|a bit less) (?:volume|noise)(?: please)?$|^down a notch$|"
                   r"^(?:pipe|simmer|quieten|quiet) down(?: a bit)?$|^(?:my ears|ouch my ears)$|"
                   r"^(?:stop|quit) (?:shouting|yelling|screaming|bellowing)(?: at me)?$")

# A hush: "shh not so loud the baby is asleep", "keep it down the kids are sleeping", "hush a bit". A bare "shh" is a
# stop (agent/intents.py), and "not so loud" about anyone else ("the neighbours are not so loud") is never read.
_SHH = r"(?:shh+|sh+|shush|hush)"
_REASON = (r"(?: (?:because |cause |cos |as |since )?(?:the (?:baby|babys|kids|children|twins|dog)|everyone|everybody|"
           r"my \w+|our \w+|he|she|they|i|we|hes|shes|theyre|im|were|i am|we are|its|it is|people|you will|youll) .+)?")
# the reason said first, then "so": "the kids are asleep so keep it down", "grandads napping so quieter please"
_FIRST = (r"(?:(?:the (?:baby|babys|kids|children|twins|dog)|everyone|everybody|my \w+|our \w+|he|she|they|hes|shes|"
          r"theyre|im|i am|were|we are|people)(?: (?!if\b|when\b|later\b|tonight\b|tomorrow\b)\w+){1,6}? so )?")
_HUSH = re.compile(rf"^{_FIRST}(?:{_SHH} )?(?:(?:not|dont be|do not be|don't be) (?:so|that|as|too) loud|keep (?:it|your voice|"
                   rf"the noise|the volume|yourself) down|(?:a bit|a little|bit) (?:less loud|quieter|softer)|"
                   rf"quieter|softer)(?: (?:a bit|a little|please|now|would you|will you|mate|dear|love))*{_REASON}$"
                   rf"|^{_FIRST}{_SHH} (?:a bit|a little|down|now please|now)(?: please)?{_REASON}$"
                   # "whisper please", "can you whisper the baby is asleep": as quiet as it goes, said as a step down
                   rf"|^{_FIRST}(?:(?:can|could) you |please )?(?:whisper|speak in a whisper|talk in a whisper|(?:go |switch )?"
                   rf"(?:(?:in)?to )?(?:whisper|quiet) mode|use (?:your|the) (?:quiet|indoor|inside|whisper|whispering) "
                   rf"voice)(?: (?:please|"
                   rf"now|a bit|for me))*{_REASON}$")


# A learner's "more" with a word of strength: "your voice please more strong i cannot hear", "speak more strong",
# "more big voice please" -> louder; only with a word of the voice ("make the tea more strong" is no loudness).
_MORE = r"(?:a bit |a little |little |bit )?more (?:strong|stronger|loud|louder|big|bigger|high|higher|powerful|power)"
_VOICE = r"(?:(?:your|the|you) )?(?:voice|speak|talk|speaking|talking|volume|sound)"
_LEARNER = re.compile(rf"^(?:{_VOICE} (?:(?:is|be|must be|make it|make|do it|should be) )?{_MORE}|{_MORE} {_VOICE})$")
_NOT_HEARD = re.compile(r" (?:(?:i|me) )?(?:cannot|can not|cant|dont|do not|no|not|can hardly|can barely) (?:hear|listen)"
                        r"(?: (?:you|it|well|good|nothing|anything|much))*$")


# The voice said small or strong, the voice word said first, a hearing reason before "speak up" (round 16, said by
# learners and the elderly): "your voice is too small", "your voice is too strong for me", "voice lower please",
# "pardon speak up", "my hearing isnt what it was speak up dear"; never "you are too small" or "the tea is too strong"
_DEAR = r"(?: (?:please|dear|love|pet|now|for me|a bit|a little|thank you|thanks))*"
_VOICE_SMALL = re.compile(rf"^(?:your|the) voice(?: is)? (?:(?:{_HOW}) )*(?:small|weak|thin|tiny|little|low){_DEAR}"
                          rf"(?: (?:i|me) (?:cannot|can not|cant|dont|do not) hear(?: you)?(?: well| good)?)?$|"
                          rf"^(?:a )?(?:louder|stronger|bigger) voice{_DEAR}$|^voice (?:louder|up|stronger|bigger)"
                          rf"{_DEAR}$")
_VOICE_BIG = re.compile(rf"^(?:your|the) voice(?: is)? (?:(?:{_HOW}) )+(?:strong|big|powerful|harsh|hard|much|"
                        rf"heavy){_DEAR}$|^(?:a )?(?:lower|softer|quieter|smaller) voice{_DEAR}$|"
                        rf"^voice (?:lower|softer|quieter|down|smaller){_DEAR}$")
_HARD_OF_HEARING = re.compile(
    r"^(?:(?:pardon|sorry|what|eh|huh|come again|excuse me|my hearing (?:is not|isnt|aint|is) (?:what it was|what it "
    r"used to be|great|good|so good|very good|bad|poor)|(?:im|i am) (?:a (?:bit|little) |going |hard of hearing|"
    r"rather )?(?:deaf|hard of hearing)?|i (?:dont|do not) hear (?:so |very )?well|my ears are not what they were|my "
    r"ears arent what they were|(?:and|so|dear|love)) )+(?:speak up|talk up|louder|(?:speak|talk) (?:louder|up)|a bit "
    rf"louder){_DEAR}$")


def _learner_louder(normalized: str) -> bool:
    plain = re.sub(r"(?:^| )(?:please|pls|plz)(?= |$)", "", _NOT_HEARD.sub("", normalized)).strip()
    return _LEARNER.match(plain) is not None


# muted, asked: "are you muted at the moment or is it my ears", "have you been muted" -> the level asked for
_MUTED_ASKED = re.compile(r"^(?:are you|have you been|did you get|did someone) (?:on )?mute(?:d)?(?: you)?(?: (?:at the "
                          r"moment|right now|now|at present|today|dear|love))*(?: or (?:is it|are they|am i) .+)?$")


# half the volume said as a word: "set the volume to half", "volume halfway please", "half volume"
_HALF = re.compile(r"^(?:(?:set|put|turn|bring|have) )?(?:the |your )?(?:volume|sound)(?: level)? (?:to |at |on )?"
                   r"half(?: ?way)?(?: please)?$|^half ?(?:way )?(?:volume|sound)(?: please)?$")


_ASKED_OF_YOU = re.compile(r"^(?:please )?(?:(?:can|could|would|will) you (?:please |just |maybe )?)(?=tone|turn|speak|talk|"
                           r"bring|knock|keep|pipe|quieten|whisper|bump|nudge)|(?: (?:please|for me|would you|will you))+$")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """A volume reading of a request said through how the voice sounds or in slang; [] otherwise."""
    if _MUTED_ASKED.match(normalized):
        return [("GptVolumeLevel", {})]
    if all_quiet(normalized, lambda part: find(part) == _LOUDER):  # "im a bit deaf and youre hard to make out"
        return _LOUDER
    if len(normalized.split()) > 12:
        return []
    # a polite ask round it: "could you tone your voice down some", "can you please speak up" (round 25)
    normalized = _ASKED_OF_YOU.sub("", normalized) or normalized
    if _TOP.match(normalized) and not _BARE_TOP.match(normalized):
        return [("HassSetVolume", {"volume": "100"})]
    if _HALF.match(normalized):  # "set the volume to half": a level, never the level asked
        return [("HassSetVolume", {"volume": "50"})]
    if _UP.search(normalized) or _learner_louder(normalized) or _VOICE_SMALL.match(normalized) or (
            _HARD_OF_HEARING.match(normalized)):
        return [("HassSetVolumeRelative", {"volume_step": "up"})]
    if _DOWN.search(normalized) or _HUSH.match(normalized) or _VOICE_BIG.match(normalized):
        return [("HassSetVolumeRelative", {"volume_step": "down"})]
    return []


_LOUDER = [("HassSetVolumeRelative", {"volume_step": "up"})]
