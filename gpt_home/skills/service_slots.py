"""A request for a service the assistant does not have, read from its parts (issue 15, the twenty-first set): a
lead-in, a verb frame, the service's object with the words that describe it, and a reason or a courtesy after.

``service_asks`` and ``music_asks`` know whole forms ("play some music", "tune in to radio two", "news please");
households also say the object with its own describing words and a reason with no "because": "tune in to the local
radio station", "put some rain sounds on i cant get to sleep", "what are todays news headlines", "you can make video
call to my daughter in canada" (a learner). Each part is read separately and every word must belong to one of them,
else nothing is read (so "i heard it on the news", "the radio was on all night", "dont put the radio on", "if i cant
sleep put rain sounds on", "remind me to listen to the radio", "add a radio to the list", "is the radio on" are left
to the rest of the turn). A sentence with a household word (timers, lists, lights, the weather ...) is never read
here: that skill answers it. Read in ``cue_readings``' first stage after ``music_asks``, and only where the rules and
templates read nothing ("play some music" keeps their "I can't play music yet."). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.age_lead import AGE, without_age
from gpt_home.skills.command_shape import MEDIA_REPLY
from gpt_home.skills.refusals import refusal

MAX_WORDS = 24
# Fillers and courtesy before the request, then how it is put to the assistant ("can you", a learner's "you can")
_FILLER = r"(?:um+|uh+|er+|erm|oh|ok|okay|so|right|hey|please|and|now|well|just|go on|quickly|alright|all right)"
_FRAME = (r"(?:(?:can|could|will|would) you(?: please| just)?|(?:are|would) you able to|is it possible to|"
          r"would you mind|(?:i|we) (?:want|need|would like|d like) you to|id like you to|you can|you could|"
          r"(?:can|could|may) (?:i|we)|(?:i|we) (?:want|need|would like|d like|fancy)(?: to)?|"
          r"id like|lets|let us|let me)")
_HEAD = rf"^(?:{_FILLER} )*(?:{AGE}(?: and)? )?(?:{_FILLER} )*(?:{_FRAME} )?(?:{_FILLER} )*"
# After the request: a courtesy, when, or a reason ("for the baby", "so i can sleep", "i cant get to sleep")
_COURTESY = r"(?:please|thanks|thank you|for me|for us|now|right now|then|dear|love|mate|pet|quickly|again)"
_SUBJECT = r"(?:i|im|ive|we|were|the (?:baby|kids|children|dog)|my (?:\w+ )?(?:son|daughter|wife|husband|baby|kids)|he|she|they|it|its)"
_REASON = (rf"(?:(?:for|while|so|because|cos|coz|as|since|during|before|until|till|to help) (?:\w+ ?){{1,10}}"
           rf"|{_SUBJECT} (?:cant|cannot|can not|wont|will not|need|want|am|is|are|have|has|keep|keeps|feel|"
           rf"feels|like|love|likes|loves|just|really|never) (?:\w+ ?){{0,8}})")
_TAIL = rf"(?: {_COURTESY})*(?: {_REASON})?(?: {_COURTESY})*$"
_DET = r"(?:the|some|a|an|my|our|a bit of|a little|a few|some more|more|that|this)"
_DESCRIBING = r"(?:(?!(?:on|off|in|to|and|or|but|not|for)\b)[a-z0-9]+ )"  # "local", "workout", "baby shark"

# Media: sounds, stations, playlists, songs, put on or played
_SOUND = (r"(?:(?:rain|rainfall|thunder|thunderstorm|storm|ocean|sea|wave|waves|forest|nature|sleep|relaxing|"
          r"calming|white|brown|pink|fan|fire|fireplace|bird|jungle|river|stream|whale)\s(?:sounds?|noise|noises)|"
          r"white noise|brown noise|pink noise|lullab(?:y|ies)|nursery rhymes?)")
_MEDIA = (rf"(?:{_SOUND}|radio stations?|radio channels?|stations?|radio|playlists?|podcasts?|audio ?books?|"
          r"albums?|songs?|tracks?|tunes|music|mixtape)")
_MEDIA_OBJECT = rf"(?:{_DET} )?{_DESCRIBING}{{0,3}}{_MEDIA}"
_MEDIA_ACT = (rf"(?:(?:play|start|put on|stick on|pop on|turn on|switch on|tune in to|tune into|tune in|listen to|"
              rf"hear|have|get|put in) {_MEDIA_OBJECT}|(?:put|stick|pop|turn|switch|have|get) {_MEDIA_OBJECT} on)")
# News asked for, as a question or a request
_NEWS_WHEN = r"(?:todays|tonights|this mornings|this evenings|the days|the latest|latest|breaking|local|world|top|bbc)"
_NEWS_OBJECT = (rf"(?:(?:the|some|any) )?(?:{_NEWS_WHEN} ){{0,2}}(?:news(?: headlines| stories| bulletin| update)?|"
                rf"headlines|top stories)(?: (?:today|this morning|tonight|right now|now|at the moment|for today))?")
_NEWS_ACT = (rf"(?:(?:what are|whats|what is|what s|whatre|what were|tell me|give me|read me|read out|read|"
             rf"are there any|is there any|any|have|get|hear|play|put on) {_NEWS_OBJECT})")
# Calls: "make a video call to my daughter in canada", "video call my son", "start a facetime with nan"
_WHO = r"(?!(?:you|u|me|us|yourself)\b)(?:(?:my|our) )?[a-z]+(?: [a-z]+)?(?: (?:in|at) [a-z]+(?: [a-z]+)?)?"
_CALL = r"(?:(?:video |phone |facetime |whatsapp |skype |zoom )?call|(?:video|facetime|whatsapp|skype|zoom) chat)"
_CALL_ACT = (rf"(?:(?:make|do|start|place|set up|have) (?:a |an )?{_CALL} (?:to|with|for) {_WHO}|(?:video call|"
             rf"video chat|videocall|facetime|skype|zoom) (?:with )?{_WHO})")

_ACTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (service, re.compile(_HEAD + f"(?P<act>{act})" + _TAIL))
    for service, act in (("music", _MEDIA_ACT), ("news", _NEWS_ACT), ("calls", _CALL_ACT)))
# The household's own words: that skill answers ("play a sound when the timer ends", "add rain sounds to the list")
_HOUSEHOLD = re.compile(r"\b(?:remind\w*|reminders?|timers?|alarms?|lists?|lights?|lamps?|volume|louder|quieter|"
                        r"weather|forecast|spell\w*|remember|add|delete|remove|clock|minutes?|seconds?|hours?)\b")
# A request not made now: a story, a wish, a negation, a question about the thing ("is the radio on")
_NOT_ASKED = re.compile(r"\b(?:dont|do not|didnt|did not|never|no need|stop|turn off|switch off|off|was|were|if|"
                        r"heard|said|told|yesterday|last night|already)\b")


def service_asked(normalized: str) -> str | None:
    """ "music", "news" or "calls" when ``normalized`` (``intents.normalize``d) is wholly a request for it, else
    None."""
    text = " ".join(normalized.split())
    if not text or len(text.split()) > MAX_WORDS or _HOUSEHOLD.search(text):
        return None
    for service, act in _ACTS:
        found = act.fullmatch(text)
        if found is not None and _NOT_ASKED.search(found.group("act")) is None:
            return service  # the words of the request itself (a reason after it may say "i never sleep")
    return None


def reply(normalized: str, reads: Callable[[str], str | None] = lambda _t: None,
          run: Callable[[str], str | None] = lambda _t: None) -> str | None:
    """The honest refusal for a request composed of these parts; None for anything else. When the rules read the
    request (``reads``: their intent, asked only once these parts are found) their reply stays theirs: None, or for
    a request said after the speaker's age, the rules' reply to the request alone (``run``; a refusal, nothing done)."""
    service = service_asked(normalized)
    if service is None:
        return None
    request = without_age(normalized) or normalized
    if reads(request) is not None:
        return run(request) if request != normalized else None
    return MEDIA_REPLY if service == "music" else refusal(service)
