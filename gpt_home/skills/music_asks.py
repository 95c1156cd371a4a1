"""Music asked for by what to hear, with a verb of putting it on ("stick some mozart on for the dinner party", "whack
on a bit of abba", "pop some jazz on while we eat", "throw some beethoven on"), and social media asked for ("whats
trending on twitter", "tell my son on facebook i got home safe", "post on instagram that were away"): services the
assistant does not have, answered with a short true sentence (the media family's for music, ``refusals.refusal``'s for social media; issue 15,
the eighteenth set).

Without the word "music", "stick some X on" is as often the cooking ("stick some pasta on", "put some water on") or
the wash ("put some washing on"): X is music only when it is a word of music ("tunes", "classical") or WordNet says
so: a sense of it is music, a musician or a band, and none is a food or a made thing (salsa is a sauce first, and
"put the rock salt on" names no music). The social families are one pattern over the whole utterance, so a request
that only mentions a site ("remind me to post on facebook", "add facebook to the list") is never read. Pure apart
from the shared WordNet reader.
"""

from __future__ import annotations

import re

from gpt_home.skills.command_shape import MEDIA_REPLY
from gpt_home.skills.refusals import refusal
from gpt_home.skills.wordnet_data import WordNet, answered, fail_soft

_LEAD = (r"(?:(?:hey|ok|okay|so|right|um|er|oh|and|now|please|go on) )*(?:(?:can|could|will|would) (?:you|we|i) "
         r"(?:please )?|(?:lets|let us|i want you to|i need you to) )?")
_AMOUNT = r"(?:some|a bit of|a little|a little bit of|bit of|a spot of|a touch of|a few|the)"
_REASON = r"(?: (?:for|while|during|at|so|in|before|after|because|as) (?:\w+ ?){1,10})?"
_PUT_ON = re.compile(rf"{_LEAD}(?:stick|put|whack|throw|bung|pop|chuck|slap|get|have) (?:(?P<on>on) )?{_AMOUNT} "
                     rf"(?P<what>[a-z]+(?: [a-z]+){{0,2}}?)(?(on)|(?: on))(?: (?:please|now|then|for me|for us))*"
                     rf"{_REASON}(?: please)?")
# Sounds to sleep or settle a baby by, and radio stations said by name ("classic fm", "radio 4", "heart")
_SOUNDS = (r"(?:white noise|brown noise|pink noise|rain sounds|sleep sounds|nature sounds|ocean sounds|sea sounds|"
           r"wave sounds|whale song|bird song|birdsong|lullabies|lullaby|nursery rhymes|kids songs|childrens songs)")
_STATION = (r"(?:(?:bbc )?radio (?:\w+|\d+)(?: extra| live| xtra)?|(?:classic|smooth|heart|capital|magic|absolute|kiss|"
            r"jazz|greatest hits|virgin|talk|times|scala|planet|gold|boom|lbc|kerrang|radio x|\w+) fm|lbc|heart|"
            r"kerrang|radio x|planet rock|the radio|my radio|local radio|the wireless)")
_MUSIC_WORDS = re.compile(rf"{_SOUNDS}|{_STATION}|(?:\w+ )?(?:music|songs?|tunes|choons|radio|classical|classics|oldies|hits|carols|"
                          r"christmas (?:songs|music|hits)|chart music|background music|\w+ music|hip hop|rnb|"
                          r"sixties|seventies|eighties|nineties|60s|70s|80s|90s)")
# Music chosen by its mood, put on or asked for: "put on something relaxing", "stick something cheerful on",
# "music please", "lets have some music", "can you put on classic fm" (never "put something warm on": clothes)
_MOOD = (r"(?:a bit |nice and |really |quite |very |more |a little )?(?:relaxing|soothing|calming|calm|chilled|chill|"
         r"mellow|upbeat|cheerful|happy|jolly|lively|romantic|festive|christmassy|peaceful|gentle|uplifting|cheery|"
         r"funky|groovy|catchy|jazzy|classical|rocky|loud|quiet and calm|to dance to|to sing along to|we can dance to|"
         r"we can sing along to|to relax to|to chill to|to get me going|to wake me up|to fall asleep to|to sleep to|"
         r"to cook to|to work to|to get (?:us|me) in the mood)")
_MORE_MUSIC = re.compile(
    rf"{_LEAD}(?:(?:stick|put|whack|throw|bung|pop|chuck|play|slap) (?:on )?(?:me |us )?something {_MOOD}(?: on)?"
    rf"|(?:stick|put|whack|throw|bung|pop|chuck|turn|switch|tune in to|tune into|play) (?:on )?(?:to )?{_STATION}"
    rf"(?: on)?|(?:put|stick|pop|play) (?:on )?(?:some |a bit of |the )?{_SOUNDS}(?: on)?"
    rf"|(?:(?:i|we) (?:fancy|could do with|would love|want|need|would like)|lets have|let us have|can (?:i|we) have|"
    rf"how about) (?:some|a bit of|a little|the|a) (?:\w+ )?(?:music|tunes|songs?|radio|{_SOUNDS})(?: on)?"
    rf"|(?:some |a bit of |a little )?(?:music|tunes|songs|the radio|radio)(?: on)?(?: please)?"
    # a film or cartoons put on: "put on the cartoons for the kids", "stick a film on"
    rf"|(?:stick|put|pop|whack|throw|get) (?:on )?(?:the |some |a )?(?:cartoons|film|movie|telly|tv|netflix|youtube|"
    rf"iplayer|kids tv|kids channel|cbeebies|disney|peppa pig|bluey|paw patrol)(?: on)?)"
    rf"(?: (?:please|now|then|for me|for us|dear|love))*{_REASON}(?: (?:please|dear|love))?")
# Music asked for by what to hear: "i want to hear some elvis", "can i hear some abba", "lets listen to a bit of
# queen": the name is music by WordNet, or a name WordNet does not know (a band it never had), never a story, the news
# or anything else a household hears
_HEAR = re.compile(rf"{_LEAD}(?:(?:i|we) (?:want|wanna|would like|d like|fancy|need) (?:to )?|id like to |can (?:i|we) |"
                   rf"let me |let us |lets )(?:hear|listen to|have a listen to) (?:some|a bit of|a little|a song by|"
                   rf"something by|a few songs by) (?P<what>[a-z]+(?: [a-z]+){{0,2}}?)(?: (?:please|now|then))*"
                   rf"{_REASON}(?: please)?")
_HEARD_NOT_MUSIC = re.compile(r"(?:\w+ )*(?:jokes?|stor(?:y|ies)|facts?|news|weather|forecast|time|poems?|poetry|"
                              r"quiet|peace|silence|more|good news|gossip|advice|ideas?|options|examples?)")
_MUSICAL = ("music", "musician", "musical organization", "song", "musical composition", "music genre")
_NOT_MUSIC_FILES = (6, 13)  # noun.artifact, noun.food: "put some washing on", "put some salsa on"
_SUPPORTED = re.compile(r"\b(?:remind|reminder|timers?|alarms?|list|lists|lights?|lamps?|volume|weather|spell|"
                        r"remember|oven|kettle|heating)\b")

_SITE = (r"(?:twitter|x|facebook|fb|messenger|instagram|insta|tiktok|tik tok|snapchat|snap|reddit|youtube|linkedin|"
         r"threads|bluesky|mastodon|social media|socials)")
_SOCIAL_ONLINE = re.compile(
    rf"{_LEAD}(?:(?:whats|what is|what s|whats been|what has been|anything) (?:trending|happening|going on|new|"
    rf"popular|hot|viral|the latest|good)|(?:tell me |read me |show me )?(?:what is|whats|whos|who is) (?:trending|"
    rf"viral)|(?:read|check|open|show) (?:me )?(?:my |the )?(?:latest )?(?:\w+ )?(?:feed|timeline|notifications|"
    rf"tweets|posts)) (?:on|in) {_SITE}(?: (?:right now|now|today|at the moment|this morning|tonight))*"
    rf"|{_LEAD}(?:read|check|open) (?:me )?(?:my |the )?(?:latest )?{_SITE}(?: (?:feed|timeline|notifications|"
    rf"messages|posts))?(?: (?:right now|now|today|please))*"
    rf"|{_LEAD}(?:whats|what is) trending(?: (?:right now|now|today|at the moment))*")
_SOCIAL_MESSAGE = re.compile(
    rf"{_LEAD}(?:tell|message|send|let|ask|wish) (?:\w+ ?){{1,4}}(?:on|over|via|through|by) {_SITE}(?: (?:\w+ ?)"
    rf"{{1,16}})?"
    rf"|{_LEAD}(?:post|put|share|upload|tweet|send) (?:(?:this|that|it|a photo|a picture|a message|a status|an update|"
    rf"something) )?(?:on|to|onto) {_SITE}(?: (?:\w+ ?){{1,16}})?"
    rf"|{_LEAD}tweet (?:that |about )?(?:\w+ ?){{1,16}}")


def _musical(wordnet: WordNet, what: str) -> str | None:
    """ "music" when a sense of ``what`` (or its last word: "frank sinatra", "some mozart") is music, a musician or a
    band and none is a food or a made thing; None otherwise."""
    for words in dict.fromkeys((what, what.split()[-1])):
        senses = wordnet.synsets(words, "n")
        if not senses or any(s.lexname in _NOT_MUSIC_FILES for s in senses):
            continue
        if any(h.words[0] in _MUSICAL for s in senses for h in wordnet.hypernyms(s)):
            return "music"
    return None


def _heard(wordnet: WordNet, what: str) -> str | None:
    """ "music" when ``what`` is music by WordNet or a name WordNet does not know at all ("abba", "adele")."""
    if not any(wordnet.synsets(w, p) for w in dict.fromkeys((what, what.split()[-1])) for p in ("n", "v", "a")):
        return "music"
    return _musical(wordnet, what)


@fail_soft
def _service(normalized: str, wordnet: WordNet | None) -> str | None:
    if (m := _PUT_ON.fullmatch(normalized)) is not None and (
            _MUSIC_WORDS.fullmatch(what := m.group("what")) or answered(wordnet, _musical, what)):
        return "music"
    if _MORE_MUSIC.fullmatch(normalized):
        return "music"
    if (m := _HEAR.fullmatch(normalized)) is not None and not _HEARD_NOT_MUSIC.fullmatch(what := m.group("what")):
        return "music" if _MUSIC_WORDS.fullmatch(what) else answered(wordnet, _heard, what)
    if _SOCIAL_ONLINE.fullmatch(normalized) or _SOCIAL_MESSAGE.fullmatch(normalized):
        return "social"
    return None


def service_asked(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """ "music" or "social" for a request of these families, None for anything else."""
    text = " ".join(normalized.split())
    if not text or len(text) > 160 or _SUPPORTED.search(text):
        return None
    return _service(text, wordnet)


def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The honest refusal for music or social media asked for in these ways; None for anything else."""
    service = service_asked(normalized, wordnet)
    if service == "music":
        return MEDIA_REPLY  # the sentence "put some jazz on" gets from the media family
    return None if service is None else refusal(service)
