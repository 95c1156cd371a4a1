"""What KIND of sentence was said, from its shape and its word classes (pure, no model, one pass of a few patterns).

The guard (``agent/guard.py``) replaces a model reply it cannot trust with one honest line. "I'm not sure about that."
is that line for a question about the world, but it sounds broken after "i live alone since my husband went into a
care home", "thanks, you're a lifesaver" or "you are happy today or sad?". This module says which kind a sentence is,
so the line can fit it (``agent/kind_replies.py``):

* ``COMMAND``: something to do ("turn off the light", "can you set a timer", "i need an alarm for 7");
* ``WORLD``: a question about the world or the household ("who wrote the hobbit", "did i set an alarm");
* ``ABOUT_ME``: a question or a remark about the assistant itself: its feelings, likes, body, age, name, what it is,
  what it can do ("can you feel happy or sad", "you are a boy or a girl", "what can i ask you to help with");
* ``FEELING``: the speaker's own feeling or situation ("man im so bored today", "i live alone since my husband went
  into a care home", "i think im gonna cry");
* ``SOCIAL``: thanks, a greeting, a goodbye, a compliment or a complaint about the assistant;
* ``DEVICE``: a complaint about a light or the speaker's loudness, which a command would fix ("the living room light is
  hurting my eyes"): the reply offers that command, it never carries it out;
* ``REMARK``: any other statement (its subject first): news, a story, an opinion ("my dog learned to sit today");
* ``UNCLEAR``: none of these shapes ("more", "describe a winter evening"): perhaps a request, so the plain line.

Nothing here lists whole sentences: a sentence's kind comes from where its verb and its question word stand and from
classes of words (feeling words, request frames, the assistant's "you"), so a new sentence of a known kind is read.
A command or a real question is never read as chat (the order of the checks below): when in doubt, ``COMMAND`` or
``WORLD``, whose line stays the plain one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from gpt_home.agent import remark_reader
from gpt_home.agent.speech_cues import NEGATION, NOT
from gpt_home.agent.spoken_words import CHILDREN, FAMILY, PETS
from gpt_home.agent.told_numbers import told


class TalkKind(StrEnum):
    """The kind of a sentence, as far as a fallback reply cares."""

    COMMAND = "command"
    WORLD = "world-question"
    ABOUT_ME = "about-the-assistant"
    FEELING = "feeling-or-situation"
    SOCIAL = "thanks-greeting-goodbye"
    DEVICE = "device-complaint"
    REMARK = "remark"
    UNCLEAR = "unclear"  # no subject first and no question shape ("more", "describe a winter evening"): maybe a request


@dataclass(frozen=True)
class TalkReading:
    """A sentence's kind, the topic within it ("lonely", "thanks", "abilities", ...) and, for a device complaint, the
    command that would fix it ("dim the living room light")."""

    kind: TalkKind
    topic: str = ""
    offer: str = ""


class _Lazy:
    """A pattern compiled on its first use, not at import: the ~55 patterns here cost ~30-90 ms to compile, which a
    process that never reads a sentence's kind (the CLI, the web page) should not pay at start; a daemon pays it on
    its first chat turn once, or earlier if warmed (``warm_up``)."""

    __slots__ = ("_compiled", "_source")

    def __init__(self, source: str) -> None:
        self._source = source
        self._compiled: re.Pattern[str] | None = None

    def _get(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self._source)
        return self._compiled

    def search(self, text: str) -> re.Match[str] | None:
        return self._get().search(text)

    def match(self, text: str) -> re.Match[str] | None:
        return self._get().match(text)

    def sub(self, repl: str, text: str) -> str:
        return self._get().sub(repl, text)


def _rx(pattern: str) -> _Lazy:
    return _Lazy(pattern)


def warm_up() -> None:
    """Compile every pattern now (a long-running process calls it before its first turn)."""
    read_kind("i think the kitchen light is too bright, are you ok")
    for value in list(globals().values()):
        if isinstance(value, _Lazy):
            value._get()
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], _Lazy):
                    item[1]._get()


# Words that only open or pad a sentence (said by every speaker: "um", "man", "lol", "so", "hey computer").
_LEAD = _rx(r"^(?:(?:um+|uh+|er+|erm|hmm+|oh|ah|aw+|well|so|okay|ok|right|like|yeah|yes|no|hey|man|lol|ugh|bruh|"
            r"honestly|ngl|tbh|lowkey|listen|look|and|but|also|anyway|computer|gpt|gpt home|assistant|you know|"
            r"i mean|actually|just) )+")
_YOU = r"(?:you|u|ya|yer|youre|your|yourself|yours)"
# A request frame: the speaker asks for something to be done.
_ASK_FRAME = (r"(?:can|could|would|will|wont|cant) (?:you|u|ya|ye)|please|i (?:want|need|would like|wanna|d like) "
              r"(?:you to|to|a|an|some|the|my|it)|(?:lets|let us|id like|i would like)|(?:you )?(?:must|should) "
              r"(?:you )?(?:turn|set|put|add)|dont forget|do not forget|make sure")
# What the household's skills act on: a sentence asking for one of these is a command.
_HOUSE_NOUN = (r"(?:timers?|alarms?|reminders?|remind\w*|the time|dates?|brightness|percent|lists?|lights?|lamps?|"
               r"bulbs?|music|songs?|radio|volume|sound|muted|mute|quieter|louder|brighter|dimmer|softer|kettle|"
               r"phone|telephone|weather|forecast|calendar|appointments?|shopping|coin|dice|die|joke|fact|story|"
               r"spell|spelling|sum|maths|math)")
_VERB = (r"(?:turn|switch|set|add|put|stick|pop|remind|cancel|stop|start|play|dim|brighten|open|close|lock|unlock|"
         r"call|ring|phone|text|send|spell|convert|calculate|tell|give|show|read|find|search|look up|check|make|"
         r"book|order|buy|pause|resume|skip|mute|unmute|wake|count|flip|toss|roll|pick|delete|remove|clear|"
         r"take|cross|tick|announce|help|choose|email|message|drop|repeat|say|speak|lower|raise|increase|decrease|"
         r"reset|restart|snooze|keep|leave)")
_IMPERATIVE = _rx(rf"^(?:please )?{_VERB}\b(?! (?:you|me up)\b)")
# A request said anywhere in the sentence: "i need you to", "dim it", "turn it up", "please", a verb or a request frame
# before what the household's skills act on ("im so tired set an alarm for 7", "can ye dim it").
_REQUEST = _rx(r"\b(?:i|we) (?:need|want|would like|d like|wanna) (?:you to|to know|to find out)\b|"
               r"\b(?:dim|brighten|lower|raise|mute|unmute) (?:it|them|that|this)\b|"
               r"\b(?:turn|switch|put|tick|cross|take|knock|speak|pipe) (?:it|them|that|this|those) ?(?:up|down|on|"
               r"off|out)\b|"
               r"^(?!.*\b(?:thank|thanks|cheers)\b).*\b(?:please|pls|plz)\b|"
               rf"\b{_VERB} (?:\w+ ){{0,3}}?{_HOUSE_NOUN}\b|\b(?:{_ASK_FRAME}) (?:\w+ ){{0,6}}?(?:{_VERB}|"
               rf"{_HOUSE_NOUN})\b|"
               rf"\b(?:i|we) (?:need|want|would like|d like|wanna) (?:\w+ ){{0,3}}{_HOUSE_NOUN}\b")

_QUESTION_WORD = r"(?:what|whats|who|whos|whose|where|wheres|when|why|how|hows|which)"
_AUX = (r"(?:is|isnt|are|arent|am|do|dont|does|doesnt|did|didnt|can|cant|could|would|will|wont|should|shall|have|"
        r"havent|has|hasnt|was|were|may|might)")
_QUESTION_START = _rx(rf"^(?:{_QUESTION_WORD}(?! a\b)|{_AUX} (?:you|u|ya|i|we|they|he|she|it|there|the|this|that|a|"
                      rf"an|any|my|your|our|people)|(?:is|are|am|does|do|did|can|could|would|will|should|shall|has|"
                      rf"was|may|"
                      rf"might) \w+|tell me|i wonder|any idea|do you know)\b")
_QUESTION_TAIL = _rx(r"\b(?:or not|is that (?:true|right|so)|isnt it|right|yeah|eh|do you|are you|can you|have you|"
                     r"dont you|arent you)$")
# A question word inside a statement ("my passport runs out in march how long have i got"), not "what a day"
_INNER_QUESTION = _rx(r"\b(?:what|whats|who|whos|which|how|hows|why)\b(?! a\b)"
                      r"(?! (?:i|we) (?:said|mean|meant|need|want)\b)|"
                      r"\b(?:is|was|are|were|will|would|does|do|did|has|have) (?:it|he|she|they|there|this|that)"
                      r"(?: \w+){0,6}$|\b(?:asking|wondering|wants to know|want to know|wanna know)\b")
# "can you X": about the assistant only with a verb of what it is or feels ("can you feel sad"); else a request
_ASK_YOU = _rx(r"^(?:can|could|would|will|wont|cant) (?:you|u|ya) (?:please |kindly |ever |really |even )?(\w+)")
_CAPACITY = frozenset(("feel", "see", "hear", "think", "love", "like", "sleep", "dream", "eat", "laugh", "cry", "get",
                       "understand", "smell", "taste", "breathe", "die", "marry", "be"))
_ALTERNATIVE = _rx(r"\b(?:or|otherwise)\b")
_WORLD_LEAD = _rx(rf"^(?:do|did) (?:you|u) (?:know|remember|happen to know)(?: (?:if|whether|{_QUESTION_WORD})\b|$)|"
                  rf"^(?:can|could|would) (?:you|u) (?:tell|explain|remind) (?:me|us)\b|^have you (?:heard|seen)\b")

# --- about the assistant ----------------------------------------------------------------------------------------
_ABOUT_TOPICS: tuple[tuple[str, _Lazy], ...] = tuple((topic, _rx(pattern)) for topic, pattern in (
    ("abilities", r"\b(?:what|which|how) (?:\w+ ){0,3}?(?:can|could|do|should|shall) (?:i|we|you|u) (?:\w+ ){0,3}?"
                  r"(?:ask|say|tell|do|use|help|know how to do)\b|\bwhat (?:\w+ ){0,3}?(?:you|u) can do\b|\b(?:help|"
                  r"helping|help out) (?:\w+ )?(?:with|around)\b|"
                  r"\b(?:good at|able to do|capable of|your (?:skills|abilities|features|jobs?))\b|"
                  r"\bwhat (?:are|r) (?:you|u) (?:for|good for)\b|\bwhat (?:do|can) (?:you|u) do\b"),
    ("listening", r"\b(?:listening|listen(?:s)? to (?:everything|us|me|all)|record(?:ing)?|spy(?:ing)?|eavesdrop\w*|"
                  r"hear everything|hears everything|hear what we say)\b"),
    ("human", r"\b(?:human|person|people|real|someone|somebody|anyone|anybody|boy|girl|man|woman|robot|machine|alive|"
              r"male|female|lady|guy|computer|"
              r"program|ai)\b"),
    ("feelings", r"\b(?:happy|sad|lonely|bored|tired|angry|cross|scared|afraid|upset|feel|feels|feelings?|emotions?|"
                 r"mood|cry|laugh|okay|ok|alright|fine|sick|ill|cold|hot|nervous|jealous|busy|lonely)\b"),
    ("body", r"\b(?:heart|brain|body|eyes|ears|mouth|face|hands|legs|eat|sleep|sleeps|dream|dreams|breathe|hungry|"
             r"die|dead|mum|mom|dad|family|friends?|pets?|kids|children|husband|wife|tall|weigh|look like)\b"),
    ("name", r"\b(?:name|called|call you)\b"),
    ("age", r"\b(?:old|age|born|birthday|made|built|created|invented|come from|from|live|living)\b"),
    ("likes", r"\b(?:(?:you|u|ya) (?:\w+ )?(?:like|likes|love|prefer|enjoy)|favou?rite|fan of)\b"),
))
# "you" as the one talked about: "you are", "are you", "do you", "your", "yourself" (not "do you know who ...")
_ABOUT_YOU = _rx(r"\b(?:(?:are|were|do|did|does|can|could|would|will|have|r) (?:you|u|ya)|(?:you|u|ya) "
                 r"(?:are|r|were|do|did|can|could|would|will|have|ever|get|like|love|got|feel|sleep|eat|been|must|"
                 r"never|seem|sound)|"
                 r"(?:inside|in there|in) (?:you|u|there)|(?:is|are) (?:this|that|there) (?:a |"
                 r"an )?(?:real )?(?:person|human|someone|somebody)|(?:talking|speaking) to (?:a|an) |"
                 r"(?:youre|your|yourself)|(?:is|am) (?:you|u)|(?:call|called|made|built|created|ask|tell) (?:you|"
                 r"u))\b")
_COMPLIMENT = _rx(r"\b(?:(?:you|u|ya) (?:are|r|re)|youre|ur|yer|your(?= (?:so|very|really|the) )|you have been|"
                  r"youve been|thats|that was|what a|good|"
                  r"great) (?:\w+ ){0,3}?(?:best|great|amazing|awesome|brilliant|clever|smart|funny|helpful|kind|sweet|"
                  r"lovely|star|lifesaver|life saver|legend|genius|fab|fabulous|wonderful|good (?:girl|boy|job|"
                  r"listener|friend|company)|cool|nice|marvellous|perfect|the man|gem|treasure|diamond)\b|"
                  r"\b(?:i|we) (?:love|like|adore) (?:you|u|ya|talking to you|having you)\b|\b(?:good|great|nice) "
                  r"(?:job|work|one)\b|\bwell done\b")
_CRITICISM = _rx(r"\b(?:(?:you|u|ya) (?:are|r|re)|youre|ur|yer|thats|that was|that is) (?:\w+ ){0,3}?(?:useless|stupid|"
                 r"dumb|rubbish|hopeless|annoying|wrong|slow|awful|terrible|bad|silly|daft|thick|boring|rude|"
                 r"not (?:very )?(?:helpful|funny|good|clever|smart))\b|\b(?:you|u) (?:got (?:it|that) wrong|"
                 r"never listen|dont listen|dont understand|talk too much|keep getting)\b")
_BAD_JOKE = _rx(r"\b(?:that|this|the|your|last) (?:\w+ )?(?:joke|one|pun) (?:was|is|were) (?:\w+ ){0,2}?(?:awful|"
                r"terrible|rubbish|bad|lame|cringe|cringey|corny|silly|daft|dreadful|not funny|so bad)\b")

# --- thanks, greetings, goodbyes ---------------------------------------------------------------------------------
_THANKS = _rx(r"\b(?:thank|thanks|thankyou|thanx|thx|ta|cheers)\b")
_HOW_ARE_YOU = _rx(r"\b(?:are (?:you|u) having|have (?:you|u) had|hows your|how was your) (?:a )?(?:good |nice |great "
                   r"|lovely )?day\b|^how (?:are |r |have |is )?(?:you|u|ya|we|things|life|it going)(?: been| doing|"
                   r" keeping| going)?"
                   r"(?: today| lately| these days)?$|\bwhats the craic\b|\bhow are (?:we|things)\b|"
                   r""r"\bhow (?:are|r|is|has|have|you|u|ya)\b.*\b(?:you|u|ya|your (?:day|morning|evening|week))\b|"
                   r"\b(?:hows|how is) (?:it going|life|things|your (?:day|morning|evening|week))\b|"
                   r"\bwhats (?:up|new|happening)\b|\byou (?:alright|ok|okay|good|well)$")
_GREETING = _rx(r"^(?:hello|hi|hiya|hey|howdy|howya|yo|greetings|(?:good )?(?:morning|afternoon|evening|arvo)|g ?day|"
                r"hallo|helo|bonjour|namaste|top of the morning)(?: (?:there|again|all|everyone|you|my friend|friend|"
                r"love|dear|computer|gpt|gpt home|to you|too|sunshine|sweetheart|speaker|chuck|pet|mate|good morning|"
                r"anyone home))*$")
_GOODBYE = _rx(r"\b(?:good ?night|night night|nighty night|sleep (?:well|tight)|bye|goodbye|see (?:you|ya)|"
               r"talk (?:to you )?(?:tomorrow|later|soon)|catch you later|ttyl|(?:im|i am|were|we are) (?:off|going|"
               r"heading|away)(?: (?:up|now|out|off))* (?:to (?:bed|sleep|work|school)|out|now)|(?:off|up) to bed|"
               r"(?:i|we|me) (?:go|will go|ll go|going) to (?:bed|sleep))\b")
_APOLOGY = _rx(r"^(?:so |really |im |i am )*sorry (?:for |about |i |that i )(?:\w+ ){0,3}?(?:shout\w*|yell\w*|"
              r"rude|snapp\w*|wak\w*|woke|talking to|interrupt\w*|swear\w*|grumpy|cross)\b")
_MET = _rx(r"\b(?:nice|pleased|lovely|good|great|glad) (?:to (?:meet|see|hear|talk to) (?:you|u|ya)|meeting (?:you|"
           r"u))\b")
_SOCIAL: tuple[tuple[str, _Lazy], ...] = (
    ("bad-joke", _BAD_JOKE), ("criticism", _CRITICISM), ("thanks", _THANKS), ("compliment", _COMPLIMENT),
    ("goodbye", _GOODBYE), ("how-are-you", _HOW_ARE_YOU), ("apology", _APOLOGY), ("greeting", _GREETING),
    ("nice-to-meet", _MET),
)
_NIGHT = _rx(r"\b(?:night|bed|sleep|tomorrow)\b")

# --- the speaker's feeling or situation ---------------------------------------------------------------------------
_ME = _rx(r"\b(?:i|im|ive|id|ill|me|my|myself|mine|we|were|weve|us|our)\b")
_FEELINGS: tuple[tuple[str, _Lazy], ...] = tuple((topic, _rx(pattern)) for topic, pattern in (
    ("bereaved", r"\b(?:passed (?:away|on)?|died|(?:is|are|was|were) dead|funeral|buried|put (?:down|to sleep)|"
                 r"(?:isnt|is not|arent|are not) (?:with us|here) any ?more|widow|widowed|widower|"
                 rf"lost (?:my|our) (?:\w+ )?(?:{FAMILY}|{CHILDREN}|{PETS}|friend|nan|nana|baby|job)|"
                 r"since (?:my|our) \w+ "
                 r"(?:passed|died)|grave|miss (?:him|her|them|my \w+))\b"),
    ("lonely", r"\b(?:lonely|alone|on my own|by myself|no one to talk|nobody to talk|nobody (?:calls|visits)|"
               r"someone to talk to|no friends|(?:dont|do not) have (?:any )?friends|isolated|empty house|care home|"
               r"nursing home|house is (?:very |so |too )?quiet)\b"),
    ("scared", r"\b(?:scared|afraid (?:of|to|that)|(?<!im )(?<!i am )afraid|frightened|terrified|nervous|anxious|"
               r"worried|worry|stressed|panic\w*|"
               r"nightmare|bad dream)\b"),
    ("unwell", r"\b(?:ill|sick|poorly|unwell|under the weather|a cold|the flu|flu|fever|temperature|headache|"
               r"migraine|hurts|hurting|"
               r"sore|pain|aches?|aching|covid|hospital|dizzy|sick|throwing up|cough|killing me|(?:my|a) (?:bad )?"
               r"(?:back|knees?|hip|leg|chest|tummy|stomach))\b"),
    ("tired", r"\b(?:tired|exhausted|knackered|sleepy|worn out|shattered|wiped out|cant sleep|cannot sleep|"
              r"couldnt sleep|long day|no energy)\b"),
    ("sad", r"\b(?:sad|(?:feel|feeling|im|i am|so|bit|really|very|been) down|upset|crying|cry|cried|tears|miserable|"
            r"depressed|awful|terrible|horrible|bad day|"
            r"rough day|hard day|fed up|unhappy|gutted|heartbroken|broken hearted|blue|low|rubbish day|worst day)\b"),
    ("angry", r"\b(?:angry|annoyed|cross|mad|furious|frustrated|grumpy|irritated|fuming)\b"),
    ("bored", r"\b(?:bored|boring|nothing to do)\b"),
    ("happy", r"\b(?:happy|excited|glad|great day|good day|lovely day|amazing|fantastic|wonderful|brilliant|proud|"
              r"over the moon|cant wait|thrilled|delighted|in a good mood|feeling good|feel good|nice to have)\b"),
))
_FEELING_SUBJECT = _rx(r"\b(?:i|im|ive|id|i am|i feel|i felt|feeling|i get|i got|i was|me|my|we|were|us)\b|"
                       r"^(?:so|really|very|bit|a bit|kind of|kinda|absolutely|totally|proper|well)?\s?(?:bored|tired|"
                       r"lonely|sad|knackered|exhausted|shattered|fed up|scared|worried|happy|excited|poorly)\b|"
                       r"\bday\b")
_NEGATED = rf"\b(?:{NEGATION}|{NOT}|hardly)(?: \w+)? "

# --- a device the speaker finds uncomfortable ------------------------------------------------------------------
_ROOM = _rx(r"\b(?:kitchen|living room|lounge|sitting room|front room|bedroom|bathroom|hall|hallway|landing|"
            r"dining room|office|study|garage|nursery|porch|garden)\b")
_LIGHT_NOUN = (r"(?:lights?|lamps?|bulbs?|it|its|it is|in here|room|kitchen|living room|lounge|bedroom|bathroom|hall|"
               r"hallway|landing|dining room|office|study)")
_TOO_BRIGHT = _rx(rf"\b{_LIGHT_NOUN}\b.*\b(?:too bright|so bright|very bright|way too bright|blinding|dazzling|glaring|"
                  rf"harsh|hurting my eyes|hurts my eyes|hurt my eyes|in my eyes|giving me a headache)\b")
_TOO_DARK = _rx(rf"\b{_LIGHT_NOUN}\b.*\b(?:too dark|so dark|very dark|pitch black|gloomy|dim in here|(?:cant|cannot) "
                rf"see (?:a thing|anything|a thing in here)?)\b|\b(?:cant|cannot) see\b.*\b(?:dark|in here)\b|"
                r"\b(?:can barely|can hardly|cant|cannot) see (?:a thing |anything )?in (?:the|here)\b")
_TOO_LOUD = _rx(r"\b(?:(?:you|u|ya) (?:are|r|re)|youre|your voice is|the volume is|its|it is|that is|thats) "
                r"(?:way |much |a bit |bit |far |so |really )*(?:too )?(?:loud|deafening|shouting)\b|"
                r"\b(?:you|u) (?:talk|speak) (?:too |so )?(?:much )?loud")
_TOO_QUIET = _rx(r"\b(?:(?:you|u|ya) (?:are|r|re)|youre|your voice is|the volume is) (?:way |much |a bit |bit |so |"
                 r"really |awful |awfully |very |rather |pretty |quite )*(?:too )?(?:quiet|soft|low)\b|"
                 r"\b(?:i )?(?:cant|cannot|can hardly|can barely|couldnt) hear (?:you|u)\b|\b(?:thats|that is|its|"
                 r"it is) "
                 r"(?:way |much |a bit |bit |far |so |really )*too quiet\b")
_WORD_RE = re.compile(r"[a-z0-9]+")


def _normal(text: str) -> str:
    said = text.lower().replace("\u2019", "'").replace("'", "")
    return " ".join(_WORD_RE.findall(said))


def _without_lead(text: str) -> str:
    return _LEAD.sub("", text + " ").strip()


def is_question(text: str, said: str) -> bool:
    """True when ``said`` (normalised, lead words dropped) is shaped as a question: a question word or an auxiliary
    first, a question tag last, a question mark in ``text``, or "x or y" said to the assistant."""
    return ("?" in text or _QUESTION_START.match(said) is not None or _QUESTION_TAIL.search(said) is not None
            or (_ALTERNATIVE.search(said) is not None and re.match(rf"^(?:{_YOU}) (?:are|r|is|do|like)\b", said)
                is not None))


_HOUSE = _rx(rf"\b{_HOUSE_NOUN}\b")
_TASK = _rx(rf"\b(?:you|u|ya) (?:\w+ )?{_VERB}\b|\bcontrol\b")
_NUMBER = _rx(r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
              r"hundred|thousand|half|quarter|dozen|third|percent|per cent)\b")
_AGE = _rx(r"\b(?:im|i am) (?:nearly |almost )?\w+(?: (?:and a half|years old))?(?:$|(?= (?:and|but|so) ))|"
          r"\b\d+(?:st|nd|rd|th) birthday\b")  # "im nine and i got a gold star": who says it, not a number asked
_FILLERS_ONLY = _rx(r"^(?:(?:the|a|an|um+|uh+|er+|erm|hmm+|like|thing|stuff|you know|so|well|and) ?)+$")
_RUN_OUT = _rx(r"\b(?:run out|ran out|running out|used up|used the last|finished (?:all )?the|last of the|"
               r"need|needs|out of)\b")


def _about_me(said: str) -> str | None:
    if _ABOUT_YOU.search(said) is None:
        return None
    topic = next((topic for topic, pattern in _ABOUT_TOPICS if pattern.search(said)), None)
    if (topic != "abilities" and _TASK.search(said)) or (topic not in ("abilities", "likes") and _HOUSE.search(said)):
        return None  # "how do you spell yacht", "which lights can you control": a task, not the assistant itself
    return topic


def _feeling(said: str) -> str | None:
    if _FEELING_SUBJECT.search(said) is None:
        return None
    for topic, pattern in _FEELINGS:
        found = pattern.search(said)
        if found and not re.search(_NEGATED + r"$", said[:found.start()]):
            return topic
    return None


def _device(said: str) -> TalkReading | None:
    room = _ROOM.search(said)
    light = f"the {room.group(0)} light" if room else "the lights"
    offers = ((_TOO_BRIGHT, "too-bright", f"dim {light}"), (_TOO_DARK, "too-dark", f"turn on {light}"),
              (_TOO_LOUD, "too-loud", "turn the volume down"), (_TOO_QUIET, "too-quiet", "turn the volume up"))
    return next((TalkReading(TalkKind.DEVICE, topic, offer) for pattern, topic, offer in offers
                 if pattern.search(said)), None)


def _social(said: str) -> str | None:
    """Thanks, a greeting, a goodbye, praise or blame of the assistant: the first of ``_SOCIAL`` that matches."""
    topic = next((topic for topic, pattern in _SOCIAL if pattern.search(said)), None)
    return "good-night" if topic == "goodbye" and _NIGHT.search(said) else topic


def read_kind(text: str) -> TalkReading:
    """The kind of ``text`` (any case, punctuation or none). Commands and real questions are decided first, so a
    sentence that asks for something is never read as chat."""
    # "guess what ...", "mummy ...", "... haha": the statement alone
    said = _without_lead(remark_reader.without_talk(_normal(text)))
    if not said:
        return TalkReading(TalkKind.REMARK, "empty")
    question = is_question(text, said) or _INNER_QUESTION.search(said) is not None
    asked = _ASK_YOU.match(said)
    if (_IMPERATIVE.match(said) or (_REQUEST.search(said) and _about_me(said) != "abilities")
            or (asked is not None and asked.group(1) not in _CAPACITY)):
        return TalkReading(TalkKind.COMMAND)
    if (device := _device(said)) is not None:
        return device
    social = _social(said)
    if social in ("thanks", "good-night", "goodbye") and _HOUSE.search(said):
        return TalkReading(TalkKind.COMMAND)  # "living room light off thanks", "lights off im going to bed"
    if social is not None and not (question and social in ("compliment", "criticism")):
        return TalkReading(TalkKind.SOCIAL, social)
    if question:
        if _WORLD_LEAD.match(said) is None and (about := _about_me(said)) is not None:
            return TalkReading(TalkKind.ABOUT_ME, about)
        return TalkReading(TalkKind.WORLD)
    if re.match(rf"^(?:{_YOU}) ", said) and (about := _about_me(said)) is not None:
        return TalkReading(TalkKind.ABOUT_ME, about)  # "you are happy today", "you must get bored"
    if (feeling := _feeling(said)) is not None:
        return TalkReading(TalkKind.FEELING, feeling)
    if _FILLERS_ONLY.match(said):
        return TalkReading(TalkKind.REMARK, "empty")
    if _RUN_OUT.search(said):
        return TalkReading(TalkKind.UNCLEAR)  # "we've run out of bin bags": for the shopping list's skill
    ageless = _AGE.sub("", said)  # "i'm nine", "my 80th birthday": an age, not a number to work with
    told_of = remark_reader.story(said)  # "my son turned the kitchen light off", "we walked six miles": told
    if (not (_STATEMENT_START.match(said) or remark_reader.is_statement(said))
            or (not told_of and (_HOUSE.search(said) or (_NUMBER.search(ageless) and not told(ageless))))):
        return TalkReading(TalkKind.UNCLEAR)
    return TalkReading(TalkKind.REMARK, _mood(said))


# A statement says its subject first: a pronoun, a determiner, a person, or when it happened.
_STATEMENT_START = _rx(r"^(?:i|im|ive|id|ill|we|were|weve|wed|my|our|the|a|an|this|that|thats|these|those|it|its|there|"
                       r"theres|he|hes|she|shes|they|theyre|his|her|their|me|mum|mom|dad|nan|gran|grandma|grandad|"
                       r"today|yesterday|tonight|last|everyone|everybody|nobody|someone|somebody|no one|all|some|"
                       r"guess|just|finally)\b")
_GOOD_NEWS = _rx(r"\b(?:learned|learnt|won|passed|got a|got my|finished|made|scored|lovely|nice|great|good|fun|best|"
                 r"new|gold star|birthday|engaged|married|baby|born|holiday|visit\w*|coming|proud|first)\b")
_BAD_NEWS = _rx(r"\b(?:broke|broken|lost(?! (?:my|her|his|a) (?:first |wobbly |baby )?(?:tooth|teeth))|late|missed|awful|terrible|rubbish|horrible|bad|annoying|cancelled|failed|"
                r"fell|crashed|stolen|leaking|flooded|burnt|burned|ruined|raining|freezing|cold|expensive|again)\b")


def _mood(said: str) -> str:
    if remark_reader.plan(said):
        return "plan"
    if _BAD_NEWS.search(said):
        return "bad-news"
    if _GOOD_NEWS.search(said):
        return "good-news"
    return "news"
