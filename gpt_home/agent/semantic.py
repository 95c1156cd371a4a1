"""The semantic reader: a request no rule or template understood, read by meaning (issue 15).

Rule families lift each request set they were written for, but an unseen household's phrasing only a little
("kill all the lights", "take the volume down a notch"). This reader compares the request with example sentences
per intent (``semantic_exemplars.txt``, written for it, many phrasings each) in WordLlama's embedding space (the
bundled embedder the memory side already loads: no new weights, no download) and takes the intent of the nearest
examples, but only when

- the best example is close enough (``FLOOR``), and
- the best intent beats every other intent, including ``none`` (knowledge questions, chit-chat, things the house
  cannot do: they must still reach the model), by ``MARGIN``.

The intent then becomes a plain command the rules already understand, with the request's own slots put in
(``semantic_slots.command``: light names, durations, clock times, days, numbers), and the turn runs that command
through the same handlers. A command whose slot is missing asks back through those handlers ("For how long?").

Speed: the examples are embedded once per process (about 1,000 short sentences; ~0.1 s), a request is one
tokenization and one matrix product (well under a millisecond).
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass, replace
from datetime import datetime
from importlib import resources
from typing import TYPE_CHECKING, Any

import numpy as np

from gpt_home.agent.alarm_days import DAY_WORDS
from gpt_home.agent.chance_asked import chance_asked
from gpt_home.agent.alarm_said import ONE_MEANT
from gpt_home.agent.semantic_slots import action, command
from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.remark_reader import tells
from gpt_home.agent.talk_kinds import TalkKind, read_kind
from gpt_home.agent.timeparse import parse_clock, parse_duration

if TYPE_CHECKING:
    from gpt_home.memory.embeddings import WordLlamaEmbeddings

_LOGGER = logging.getLogger(__name__)

NONE = "none"
FLOOR = 0.50  # cosine of the nearest example (tuned on the known request sets, bench/semantic_eval.py)
MARGIN = 0.04  # over the best example of any other intent, ``none`` included
_TOP = 3  # an intent's score: the mean of its best few examples (one stray example does not decide)
_WORD = re.compile(r"[a-z0-9']+")
# A knowledge question in a command's words ("what's the opposite of hot", "how do dimmer switches work"): the model's.
# Not a request for the house, whatever words it shares with one: a knowledge question ("what's the opposite of
# hot", "how do dimmer switches work", "the loudest animal"), an opinion or a story ("i love snowy days", "it was
# freezing at the match"). These reach the model.
_NOT_A_REQUEST = re.compile(
    r"^(?:why|who (?:wrote|invented|made|discovered|painted|sang|built|is|was)|tell me about|do you (?:like|love|"
    r"hate|enjoy|prefer)|(?:i|we|they|he|she|my \w+|our \w+) (?:love|loves|like|likes|hate|hates|enjoy|enjoys|"
    r"prefer|went|had|saw|watched|played|have a)|(?:it|there) (?:was|were)|we were)\b"
    r"|\bhow (?:do|does|did|can) (?:an? |the |you )?\w+(?: \w+)? work\b"
    r"|\b(?:invent\w*|opposite|synonym|another word|meaning|definition|plural|history|capital|point|speed|average|"
    r"volume|area|weight|size) of (?:an? |the )?\w"
    r"|^what did (?:i|you|we)\b|\b(?:just|earlier|before) (?:asked?|said|say|told)\b|\bwhat does \w+ mean\b|\bdoes it (?:usually |ever )?get\b|\bon (?:the )?(?:moon|sun|mars|venus|jupiter|saturn|"
    r"mercury|neptune|uranus|pluto|everest)\b|\b(?:in|from) the (?:story|film|movie|book|song|show|game)\b"
    r"|\b(?:loudest|quietest|brightest|darkest|coldest|hottest|warmest|wettest|sunniest|best|worst|biggest|"
    r"largest|smallest|fastest|longest|oldest)\b|\b(?:louder|brighter|hotter|colder|bigger) (?:an?|the) \w+ or\b"
    r"|\b(?:timer|alarm|reminder|list|light|lamp|volume|weather)s? (?:talk|chat|chatter|conversation|discussion|"
    r"questions|nonsense|waffle|business)\b"  # "drop all the reminder talk": the talk, not the reminders
    r"|\b(?:a|the) (?:cold|flu|fever)\b(?! (?:outside|out|today|tonight|tomorrow|morning|day|night|week))"
    # said about a request rather than making one: negated, quoted, past, conditional, someone else's habit
    r"|\b(?:don't|dont|do not|didn't|didnt|did not|never|not|no need|no point|isn't|wasn't|aren't|weren't|won't|wouldn't|shouldn't|"
    r"said|says|told|forgot|always|usually|sometimes|yesterday|ago|last night|bought|was|were|broken|what happens|"
    r"useful)\b|\b(?:no|without an?) (?:timers?|alarms?|reminders?)(?: (?:needed|necessary|please|thanks|required))*$"
    r"|^(?:if|whenever|once|when (?:it|i|we|you|she|he|they))\b|^how (?:long|much|many|often) should\b"
    r"|^what (?:shall|should|could|can|will|do) (?:we|i|us) do\b"  # asking for ideas ("this weekend"), never the date
    r"|^what(?:s| is) an? \w+(?: \w+)?$|^(?:she|he|they|(?:my|the|our|his|her|their) (?:daughter|son|kids|children|"
    r"husband|wife|mum|mom|dad|friend|sister|brother|partner|neighbou?r|family|baby|boss)\b)"
    r"|^(?:the|all the|my|our)\b[a-z ]*\b(?:is|are)\b(?! (?:too|so|very|a bit|far too|way too|really|getting))"
    # a child's age ("im six", "i am nearly 7", "im five and a half"): never an alarm for that hour
    r"|^(?:i am|im) (?:only |nearly |almost |just )?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve)(?: and a half| years old| now| today)*$")
# Greetings, thanks and goodbyes ("good day to you", "thank you very much dear", "morning all"): never a command,
# whatever they share with one ("day", "morning", "night"), unless a request follows them ("good morning, what time is
# it" is read by the rules and clauses before the reader is asked).
_SOCIAL = re.compile(
    r"^(?:(?:good|a good|and a good|lovely|happy) (?:day|morning|afternoon|evening|night|nite|weekend|one)|"
    r"(?:top of the|very good|a very good) (?:morning|day|evening)|morning|afternoon|evening|night|nighty|"
    r"night night|hello|hi|hiya|hey|heya|howdy|hullo|greetings|yo|thanks|thank you|thank u|thankyou|cheers|ta|"
    r"many thanks|much appreciated|bye|goodbye|bye bye|see you|see ya|cheerio|ta ra|later|farewell|sleep well|"
    r"sweet dreams|nice (?:one|to meet you)|pleased to meet you)\b"
    r"(?!.*\b(?:what|when|where|which|how|who|why|set|turn|switch|add|remind|put|start|stop|cancel|tell|play|"
    r"timer|alarm|reminder|lights?|lamp|list|weather|volume|louder|quieter)\b)")
# An acknowledgement said whole ("i know", "oh i see", "fair enough mate"): nothing asked, whatever it is near.
_ACKNOWLEDGED = re.compile(
    r"^(?:(?:oh|ah|yes|yeah|yep|ok|okay|well|right|mm|hmm) )*(?:i know|i see|i get it|got it|fair enough|makes sense|"
    r"i understand|understood|noted|i knew (?:that|it)|i know (?:that|it)|me too|same here|if you say so)"
    r"(?: (?:right|thanks|mate|love|dear|already|now|then))*$")
_TALK = (TalkKind.REMARK, TalkKind.FEELING)
_PLACE = re.compile(r"\bin ((?!(?:the|a|an|my|our|here|there|this|that|it|bed|time)\b)[a-z]+(?: [a-z]+){0,2})$")
_DOMAINS = {"time": "clock", "date": "clock", "weekday": "clock", "month": "clock", "year": "clock",
            "coin": "random", "dice": "random", "random_number": "random"}


def domain_of(intent: str) -> str:
    """ "light_off" -> "light", "weekday" -> "clock": what a request is about, whatever it asks done."""
    return _DOMAINS.get(intent, intent.split("_")[0])


_ASKING = frozenset({"time", "date", "weekday", "month", "year", "weather", "weather_rain", "weather_temp",
                     "timer_status", "alarm_list", "reminder_list", "list_show", "volume_query", "light_state"})


def asks_only(intent: str) -> bool:
    """True for an intent that only asks (the clock, the weather, what is set): reading it by meaning does nothing."""
    return intent in _ASKING


@dataclass(frozen=True, slots=True)
class Reading:
    """What the request most likely means: the intent, its score (cosine), and its margin over the runner-up."""

    intent: str
    score: float
    margin: float
    runner_up: str

    @property
    def accepted(self) -> bool:
        return self.intent != NONE and self.score >= FLOOR and self.margin >= MARGIN


def exemplars(text: str | None = None) -> dict[str, list[str]]:
    """The example sentences by intent, from ``semantic_exemplars.txt`` (or ``text`` in the same format)."""
    if text is None:
        text = resources.files("gpt_home.agent").joinpath("semantic_exemplars.txt").read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = out.setdefault(line[1:-1], [])
        elif current is not None:
            current.append(line.lower())
    return out


class TokenEmbedder:
    """Sentence vectors for the reader: every word kept (unlike memory search, "up" and "off" decide an intent), over
    the bundled WordLlama embedder's own pooling (``WordLlamaEmbeddings.vectors``)."""

    def __init__(self, embedder: WordLlamaEmbeddings) -> None:
        self._embedder = embedder

    def __call__(self, texts: list[str]) -> np.ndarray:
        return self._embedder.vectors([" ".join(_WORD.findall(t.lower())) or t for t in texts])


class SemanticReader:
    """Nearest examples by cosine; ``read`` returns the reading (accepted or not), None when no embedder loads."""

    def __init__(self, embed: Any, examples: dict[str, list[str]] | None = None) -> None:
        examples = examples or exemplars()
        self._embed = embed
        self._intents = list(examples)
        # every intent's examples as one row of indices into the matrix, padded with a row of -1 similarity
        width = max(len(lines) for lines in examples.values())
        rows, start = [], 0
        for lines in examples.values():
            rows.append(list(range(start, start + len(lines))) + [-1] * (width - len(lines)))
            start += len(lines)
        self._rows = np.array(rows)
        self._matrix = embed([line for lines in examples.values() for line in lines])

    def score(self, normalized: str) -> Reading:
        """The best intent for ``normalized`` and how sure the reader is. The margin is over the best intent of any
        other domain (``none`` included): "lights on" against "lights off" is for ``semantic_slots.action`` to
        settle, since antonyms sit close together in a static embedding."""
        sims = np.append(self._matrix @ self._embed([normalized])[0], np.float32(-1.0))  # [-1]: the padding
        per_intent = -np.sort(-sims[self._rows], axis=1)[:, :_TOP].mean(axis=1)
        order = [int(i) for i in np.argsort(per_intent)[::-1]]
        best = order[0]
        domain = domain_of(self._intents[best])
        other = next((i for i in order[1:] if domain_of(self._intents[i]) != domain), best)
        return Reading(self._intents[best], float(per_intent[best]), float(per_intent[best] - per_intent[other]),
                       self._intents[other])

    def read(self, normalized: str) -> Reading | None:
        """The accepted reading of ``normalized``, or None (the model answers)."""
        if (not normalized.strip() or _NOT_A_REQUEST.search(normalized) or _only_a_value(normalized)
                or _SOCIAL.search(normalized) or _ACKNOWLEDGED.match(normalized) or (read_kind(normalized).kind in _TALK and tells(normalized))):
            return None  # a story or a plan asks for nothing ("im seven and im going to bake a cake later")
        reading = self.score(normalized)
        _LOGGER.debug("semantic reading %s (score %.2f, margin %.2f over %s)", reading.intent, reading.score,
                      reading.margin, reading.runner_up)
        return reading if reading.accepted else None

    def command(self, normalized: str, lights: tuple[str, ...], now: datetime) -> tuple[Reading, str] | None:
        """The accepted reading and the command the rules understand for it, or None (the model answers)."""
        reading = self.read(normalized)
        if reading is None:
            return self._elsewhere(normalized)
        reading = replace(reading, intent=action(reading.intent, normalized))
        if not chance_asked(normalized, reading.intent):  # "we rolled a die earlier", "a roll of tape"
            return None
        said = command(reading.intent, normalized, lights, now)
        if said and not keeps_the_numbers(normalized, said):
            _LOGGER.debug("semantic reading %r drops numbers of %r: not acted on", said, normalized)
            return None
        if said and not keeps_the_day(normalized, said):
            _LOGGER.debug("semantic reading %r drops the day of %r: not acted on", said, normalized)
            return None
        return (reading, said) if said else None


    def _elsewhere(self, normalized: str) -> tuple[Reading, str] | None:
        """ "whats the hour in guadalajara": a place name dilutes the sentence, so it is read without the place;
        a question about the clock there becomes the rules' world-time question, one about the weather keeps it."""
        m = _PLACE.search(normalized)
        if m is None:
            return None
        rest = " ".join((normalized[:m.start()] + " " + normalized[m.end():]).replace(" there", " ").split())
        reading = self.read(rest) if rest else None
        if reading is not None and domain_of(reading.intent) == "clock":
            return replace(reading, intent="world_time"), f"what time is it in {m.group(1)}"
        if reading is not None and domain_of(reading.intent) == "weather":
            said = command(reading.intent, normalized, (), datetime.min)
            return (reading, said) if said else None
        return None


_NUMBER = re.compile(r"\d+")
_SIGN = re.compile(r"\b(?:minus|negative|below zero)\b")
_ONE_THING = re.compile(r"\bone (?=(?:timer|alarm|reminder)\b)")
_CLOCK_WORDS = re.compile(r"\b(?:half|quarter|past|to|till|til)\b")


def keeps_the_numbers(normalized: str, said: str) -> bool:
    """True when the command read by meaning uses the numbers the request said: an action must never run on part
    of them ("six times six times six" is no alarm for six, "twenty five o'clock" no alarm for twenty, "eight no
    wait twelve minutes" no eight-minute timer, "minus five minutes" no five-minute timer)."""
    normalized = _ONE_THING.sub("a ", normalized)  # "keep one timer for dal, seventeen minutes": one is "a"
    heard = _NUMBER.findall(numeralize(ONE_MEANT.sub(r"\1", normalized) if said in ("set an alarm", "set a timer") else normalized))  # "can you sort one"
    used = _NUMBER.findall(numeralize(said))
    if len(heard) > len(used) or (_SIGN.search(normalized) and not _SIGN.search(said)):
        return False
    # one number each: the command's must be the one said, unless a clock phrase turned it ("quarter to seven" ->
    # "6:45"); a command that still says the clock phrase was not turned ("half past twenty nine" read as "half
    # past twenty": no alarm for 8:30 pm)
    turned = _CLOCK_WORDS.search(normalized) is not None and _CLOCK_WORDS.search(said) is None
    return not (len(heard) == 1 and heard != used and not turned)


_DAY_WORD = re.compile(rf"\b(?:{WEEKDAY}|tomorrow|tonight|today|weekend)\b")
_TIMER_COMMAND = re.compile(r"\b(?:alarm|timer|remind|wake)\b")


def keeps_the_day(normalized: str, said: str) -> bool:
    """False when an alarm, reminder or timer read by meaning leaves out a day the request named: "wake me at half
    eight on sunday ..." must never become an alarm for tomorrow (asked back or left to the model instead)."""
    if not _TIMER_COMMAND.search(said):
        return True
    # a date or an occasion too: "set an alarm for 7 for my birthday" is never 7 am tomorrow (agent/alarm_days.py)
    return all(set(words.findall(normalized)) <= set(words.findall(said)) for words in (_DAY_WORD, DAY_WORDS))


def _only_a_value(normalized: str) -> bool:
    """ "five minutes", "7 am": an answer to a question no longer pending, not a request (which one is a guess)."""
    return parse_duration(normalized) is not None or parse_clock(normalized) is not None


_READER: SemanticReader | None = None
_READER_LOCK = threading.Lock()
_FAILED = False


def default_reader() -> SemanticReader | None:
    """The process's reader over the bundled WordLlama (the instance memory search loads); None when it cannot load."""
    global _READER, _FAILED
    with _READER_LOCK:
        if _READER is None and not _FAILED:
            try:
                from gpt_home.memory.embeddings import WordLlamaEmbeddings, load_embedder

                embedder = load_embedder("auto")
                if isinstance(embedder, WordLlamaEmbeddings):
                    _READER = SemanticReader(TokenEmbedder(embedder))
                else:  # the hashing fallback: no meaning to read
                    _LOGGER.warning("semantic reader unavailable: WordLlama is not loaded")
                    _FAILED = True
            except Exception as exc:  # noqa: BLE001 - the reader is an extra: without it the model answers as before
                _LOGGER.warning("semantic reader unavailable: %s", exc)
                _FAILED = True
        return _READER
