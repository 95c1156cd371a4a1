"""Sentence-template recognition with hassil: Home Assistant's English templates plus ours (``sentences_en.yaml``).

Home Assistant's ``home-assistant-intents`` package supplies the templates for timers, time and date, weather, lists,
volume, media, broadcast and never-mind (its light templates measured slower than our rules, with no gain: left out); ``sentences_en.yaml`` adds what it lacks (labelled-timer questions, asking back,
date arithmetic, world time, arithmetic, units, random, spelling, honest refusals) in the same format.

Speed: hassil tries every template of every intent it is given (≈ 5 ms a sentence for the whole set on a 2-core box).
So intents are grouped, each group behind a cheap keyword gate, and only the groups whose gate fires are searched
(well under 1 ms for most sentences). Templates load once per process, on first use.

Slot lists are real, as Home Assistant's conversation agent passes them: ``name`` and ``area`` are the configured
light names, ``floor`` is empty; labels, list items, cities and expressions are wildcards of our own lists.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.number_reader import decimals
from gpt_home.agent.spoken_words import CLOCK_HOURS
from gpt_home.agent.number_reader import numeralize

_LOGGER = logging.getLogger(__name__)

# Home Assistant intents we answer, by group; everything else in their package is left out.
_HA_GROUPS: dict[str, tuple[str, ...]] = {
    # HassStartTimer's ~100 templates cost several ms and our rules already parse every duration they do
    # (bench/intents_bench.py): only the timer intents our rules lack come from Home Assistant.
    "timer_cancel": ("HassCancelTimer", "HassCancelAllTimers"),
    "timer_adjust": ("HassIncreaseTimer", "HassDecreaseTimer"),
    "timer_status": ("HassTimerStatus",),
    "timer_pause": ("HassPauseTimer", "HassUnpauseTimer"),
    "lists": ("HassShoppingListAddItem", "HassShoppingListCompleteItem"),
    "broadcast": ("HassBroadcast",),
    "nevermind": ("HassNevermind",),
    "clock": ("HassGetCurrentTime", "HassGetCurrentDate", "HassGetWeather"),
    "volume": ("HassSetVolume", "HassSetVolumeRelative"),
    "media": ("HassMediaSearchAndPlay", "HassMediaPause", "HassMediaUnpause", "HassMediaNext", "HassMediaPrevious"),
}
# Our intents (sentences_en.yaml), by group. A group may hold both: HassTimerStatus gets more sentences from us.
_OWN_GROUPS: dict[str, tuple[str, ...]] = {
    "timer_start": ("HassStartTimer",),
    "timer_cancel": ("HassCancelAllTimers",),
    "timer_adjust": ("HassIncreaseTimer",),
    "timer_status": ("HassTimerStatus",),
    "ask": ("GptAskAlarm", "GptAskReminder", "GptAskReminderTime"),
    "volume": ("HassSetVolume", "GptVolumeLevel"),
    "lists": ("GptAskListAdd", "GptShoppingNeed", "HassListAddItem", "HassShoppingListAddItem", "HassListRemoveItem", "HassListShow",
              "GptListHasItem", "HassListClear"),
    "calendar_days": ("GptDateOffset", "GptDaysUntil"),
    "calendar_now": ("GptCurrentMonth", "GptCurrentYear"),
    "date_and_time": ("GptDateAndTime",),
    "weather": ("HassGetWeather",),
    "world_time": ("GptWorldTime",),
    "math": ("GptMath",),
    "units": ("GptConvertUnit",),
    "random": ("GptFlipCoin", "GptRollDie", "GptRandomNumber"),
    "cards": ("GptDrawCard",),
    "choose": ("GptChoose",),
    "years_ago": ("GptYearsAgo",),
    "spell": ("GptSpell",),
    "light_state": ("GptLightState",),
    "time_is": ("GptTimeIs",),
    "clock_sums": ("GptTimeUntil", "GptTimeAfter"),
    "unsupported": ("GptUnsupported",),
    "smalltalk": ("GptSmallTalk",),
}
# Cheap gates on the normalised text; a group is searched only when its gate matches. Order = priority.
_GATES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        ("nevermind", r"\bnever ?mind\b"),
        ("timer_start", r"^(?:(?:could|can|would|will) (?:i|you|we) (?:please )?)?(?:set|start|create|make|give me|"
                        r"i need|i want|timer|get|have|id like|i would like|we would like|wed like)\b.*\btimer"),
        ("timer_cancel", r"^(?:cancel|stop|delete|remove|clear|turn off)\b.*\btimers?\b"),
        ("timer_adjust", r"^(?:add|increase|extend|give|take|remove|subtract|decrease)\b.*\btimer"),
        ("timer_status", r"\btimers?\b"),
        ("timer_pause", r"^(?:pause|resume|unpause|continue|restart)\b.*\btimer"),
        ("ask", r"\b(?:alarm|wake|remind|reminder)\b"),
        ("lists", (r"\b(?:list|shopping|grocery|groceries|shop|shops|store|supermarket|buy|out of|low on|need more|"
                   r"need some more|what (?:do|should) (?:i|we) (?:need|buy|get)|the last of|used up|no \w+(?: \w+)? left|"
                   r"r[au]n out|all gone|needs?)\b")),
        ("broadcast", r"\b(?:broadcast|announce)\b"),
        ("clock_sums", (r"^(?:how (?:long|much|many|far)|is (?:it|there) (?:long|much|many)|(?:time|minutes|hours)\b)"
                        r".*\b(?:until|till|til|before|to|is)\b.*\b(?:\d+|am|pm|oclock|noon|midday|"
                        rf"midnight|half|quarter|{CLOCK_HOURS})\b|"
                        r"^what (?:time|is the time|will the time)\b.*\b(?:seconds?|minutes?|mins?|hours?|hrs?)\b")),
        ("world_time", (r"\btime\b.* in \w|\btime difference\b|\b(?:hours?|far|much) (?:ahead|behind)\b|^is \w.* (?:ahead|behind)\b|"
                        r"^(?:by )?how (?:many hours|far|much)\b.* (?:ahead|behind)\b|"
                        r"^is it (?:still |the |a )?(?:morning|afternoon|evening|night|day|daytime|middle)\b.* in \w")),
        ("weather", (r"\b(?:weather|forecast|temperature|rain\w*|pour\w*|drizzl\w*|showers?|showery|wet|dry|snow\w*|"
                     r"wind\w*|breezy|gusty|storms?|stormy|thunder|umbrella|brolly|raincoat|wellies|coat|jacket|jumper|"
                     r"sweater|scarf|gloves|sun|sunshine|sunscreen|suncream|sunglasses|shorts|cold|chilly|freez\w*|cool|"
                     r"frost\w*|icy|hot|warm|sunny|cloudy|clear|foggy|nice|outside|out there|high|low|max|min|humid\w*|uv|pollen|"
                     r"pressure)\b")),
        ("clock", r"\b(?:time|date|weather)\b"),
        ("date_and_time", r"\bdate and (?:the )?time\b|\btime and (?:the )?date\b"),
        ("calendar_now", r"\b(?:month|year)\b"),
        ("calendar_days", r"\b(?:day|days|weekday|date|today|tomorrow|yesterday|until|till|weeks|sleeps|ago)\b|^when (?:is|does|will)\b|^when (?:was|did)\b.* (?:this|last) year$"),
        ("units", r"\b(?:convert|how many|in|into|to)\b"),
        ("math", (r"\d|\b(?:plus|minus|times|divided|percent|squared|cubed|root|power|half|quarter|third|thirds|fifth|tenth|twice|double|triple|add|subtract|"
                  r"multiply|divide|sum|product|take|factorial|square|cube|into|dozen|score|gross|googol\w*)\b")),
        ("random", r"\b(?:coin|heads|tails|dice|die|random|number)\b"),
        ("cards", r"\bcard\b|\b(?:shuffle|mix)\b.*\b(?:cards|pack|deck)\b"),
        ("years_ago", r"\b(?:years?|long) (?:ago|since)\b|\bhow many years\b|\bhow long (?:has it been|is it) since\b"),
        ("choose", r"^(?:can you |could you |will you |help me )?(?:choose|pick|decide|select|should|shall|which|what)\b"
                   r".*\b(?:or|and|between|out of|one of)\b"),
        ("spell", r"\bspel[lt]|\bletters in\b"),
        ("time_is", r"^is it (?:already )?(?:past|after|gone|before)\b|^is it .* (?:yet|already)$|"
                    r"^(?:has it|have we) .*\b(?:gone|passed|reached|hit|got|gotten|turned)\b"),
        ("light_state", r"^(?:is|are|did i leave)\b.*\b(?:lights?|lamps?)\b.*\b(?:on|off|lit)\b"),
        ("volume", r"\b(?:volume|mute|unmute|loud|loudness|sound)\b"),
        ("media", r"\b(?:play|pause|resume|skip|next|previous|music|song)\b"),
        ("smalltalk", (r"^(?:hello|hi|hey|hiya|howdy|greetings|good|morning|afternoon|evening|night|nighty|thanks|"
                       r"thank|cheers|ta|that|and|how|are|what|whats|sup|tell|give|do|can|make|say|another|joke|i|it|"
                       r"goodbye|bye|see|talk|catch|later|nice|pleased|lovely|great|you|youre|well|sorry|my|oops|hear|"
                       r"time|no|nope|wrong|not|honey|we|were|which|have|sing|will|could)\b")),
        ("unsupported", (r"\b(?:play|pause|whatsapp|snap|photograph|film|video|resume|skip|next|music|song|radio|podcast|shuffle|repeat|replay|loop|sings|"
                         r"sang|singing|playlist|track|tune|calendar|schedule|agenda|diary|"
                         r"appointments?|meetings?|events?|busy|tv|telly|television|box|bbc|itv1?|itv2|channel|cbbc|cbeebies|sky|"
                         r"programmes?|programs?|shows?|listings|guide|call|phone|ring|dial|send|text|message|messages|emails?|mail|"
                         r"emailed|texted|messaged|"
                         r"texts|buy|order|purchase|turn|switch|lock|unlock|open|close|thermostat|heating|heater|ac|"
                         r"book|reserve|reservation|booking|taxi|cab|get|find|make|put on|news|headlines|start|stop|run|pause|"
                         r"set off|locked|unlocked|shut|running|results|scores?|won|did|closed|arm|disarm|traffic|commute|take|"
                         r"stocks?|shares|markets?|dow|nasdaq|netflix|hulu|disney|hbo|prime|youtube|iplayer|peacock|"
                         r"winning|account|balance|overdrawn|overdraft|money|bank|parcels?|packages?|delivery|preheat|pre heat|"
                         r"heat up|warm up|football|rugby|cricket|tennis|snooker|darts|top up|top|credit|airtime|bill|transfer|wire|"
                         r"unread|whatsapps?)\b")),
    )
)
_WARM_UP = (
    "never mind", "add 5 minutes to the pizza timer", "remind me", "add milk to the shopping list", "broadcast hello",
    "what time is it in paris", "what is the date tomorrow", "convert 5 miles to km", "what is 2 plus 2",
    "flip a coin", "spell cat", "set the volume to 50 percent", "turn on the tv",
    "play some music", "will it rain tomorrow", "how cold is it outside", "what month is it",
)
# Wildcard slots that must look like something before the reading counts: intent -> (slot, pattern to match).
_PLAUSIBLE: dict[str, tuple[str, re.Pattern[str]]] = {
    "GptConvertUnit": ("quantity", re.compile(r"(?:-?\d|an? |one )")),
    # "play {anything}" / "call {anything}": a short object, not a sentence ("call me maybe is a song") or a game.
    # "is it hot in here", "is it chilly in the bedroom" are about the room, not the weather somewhere else.
    "HassGetWeather": ("city", re.compile(r"(?!(?:in )?(?:here|there|this room|the (?:house|room|car|office|kitchen|"
                                          r"bedroom|living room|lounge|bathroom|hall|hallway|landing|nursery|"
                                          r"dining room|spare room|loft|attic|basement|cellar))$)")),
    # "we are out of time / luck / ideas" is no shopping: a short thing, not an abstract one
    "GptShoppingNeed": ("item", re.compile(r"(?!(?:time|luck|ideas?|options|breath|patience|money|steam|control|"
                                           r"order|range|sync|touch|here|it|that|this|them|things|road|line|"
                                           # the last of a chore or a story is done, never bought
                                           r"(?:the )?(?:washing(?: up)?|ironing|laundry|dishes|hoovering|cleaning|"
                                           r"homework|work|jobs?|chores?|housework|gardening|painting|decorating|"
                                           r"book|chapter|episodes?|series|season|film|movie|puzzle|crossword|"
                                           r"game|boxes|packing|unpacking|marking|emails?|letters?)$)\b)"
                                           r"\S+(?: \S+){0,3}$")),
    "GptUnsupported": ("anything", re.compile(r"(?!.*\b(?:is|was|are|were|game|games|(?:a|an|one|the|my) (?:new )?timer)\b)(?:\S+(?: \S+){0,5})?$")),
}
# The intents a group can give (a reading that wants only some of them need not search the others' groups)
_INTENTS_OF: dict[str, frozenset[str]] = {group: frozenset((*_HA_GROUPS.get(group, ()), *_OWN_GROUPS.get(group, ())))
                                          for group in dict.fromkeys([*_HA_GROUPS, *_OWN_GROUPS])}
_NUMERIC_GROUPS = frozenset(
    {"timer_start", "timer_cancel", "timer_adjust", "timer_status", "random", "units", "math", "volume"}
)


_SYMBOLS: Rewrites[str] = Rewrites((
    (re.compile(r"(?<=\d)\s*\^\s*(?=\d)"), " to the power of "),
    (re.compile(r"(?<=\d)\s*[*×x]\s*(?=\d)"), " times "),
    (re.compile(r"(?<=\d)\s*[/÷]\s*(?=\d)"), " divided by "),
    # a speed as written on a sign: "100 km/h", "30 mi/h", "50 kmh" (the slash would otherwise be lost)
    (re.compile(r"\b(?:km|kms) ?/ ?(?:h|hr)\b|\bkmh\b", re.IGNORECASE), "kilometres per hour"),
    (re.compile(r"\bmi ?/ ?(?:h|hr)\b", re.IGNORECASE), "miles per hour"),
    (re.compile(r"(?<=\d)\s*\+\s*(?=\d)"), " plus "),
    (re.compile(r"(?<=\d)\s+-\s*(?=\d)|(?<=\d)-(?=\d+\s*(?:$|[?.=]))"), " minus "),
    (re.compile(r"\s*=\s*\??\s*$"), ""),
))


def spoken_symbols(text: str) -> str:
    """ "2+2", "3 × 4", "2^10" -> words, so typed arithmetic survives normalisation like spoken arithmetic."""
    return _SYMBOLS.sub(text)


@dataclass(frozen=True, slots=True)
class Recognition:
    """A recognised sentence: the intent name (Home Assistant's where one exists) and its slot values."""

    intent: str
    slots: Mapping[str, Any] = field(default_factory=dict)


# Timers are told apart by label here, not by room or by their starting length: those templates only cost time.
_UNUSED_SLOTS = re.compile(r"\{area\}|\{floor\}|:start_(?:hours|minutes|seconds)\}")


def _without_unused(data: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Home Assistant's data blocks minus sentences that need slots this device has no use for."""
    kept = []
    for block in data:
        sentences = [s for s in block.get("sentences", []) if not _UNUSED_SLOTS.search(s)]
        if sentences:
            kept.append({**block, "sentences": sentences})
    return kept


def _digits_only(intents: Any) -> None:
    """Range slots match digits only: hassil otherwise builds a trie of every number's words on first use (0.7 s of
    CPU for "roll a 20 sided die": the 2-1000 sides range), for text that ``numeralize`` already turned into digits."""
    from dataclasses import replace

    from hassil import RangeSlotList

    for name, slot_list in list(intents.slot_lists.items()):
        if isinstance(slot_list, RangeSlotList) and slot_list.words:
            intents.slot_lists[name] = replace(slot_list, words=False, digits=True)


def _slot_value(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        return value.strip()
    return value


class Recognizer:
    """hassil over grouped templates; thread-safe lazy loading, one per process (see ``default_recognizer``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._groups: dict[str, Any] | None = None
        self._slot_cache: tuple[tuple[str, ...], dict[str, Any]] | None = None

    def _load(self) -> dict[str, Any]:
        with self._lock:
            if self._groups is not None:
                return self._groups
            import yaml
            from hassil import Intents
            from home_assistant_intents import get_intents

            ha = get_intents("en") or {}
            own = yaml.safe_load(resources.files("gpt_home.agent").joinpath("sentences_en.yaml").read_text("utf-8"))
            lists = {**ha.get("lists", {}), **own.get("lists", {})}
            rules = {**ha.get("expansion_rules", {}), **own.get("expansion_rules", {})}
            groups: dict[str, Any] = {}
            for group in dict.fromkeys([*_HA_GROUPS, *_OWN_GROUPS]):
                intents: dict[str, Any] = {}
                for name in _HA_GROUPS.get(group, ()):
                    intents.setdefault(name, {"data": []})["data"].extend(_without_unused(ha["intents"][name]["data"]))
                for name in _OWN_GROUPS.get(group, ()):
                    intents.setdefault(name, {"data": []})["data"].extend(own["intents"][name]["data"])
                groups[group] = Intents.from_dict(
                    {"language": "en", "intents": intents, "lists": lists, "expansion_rules": rules,
                     "skip_words": ha.get("skip_words", [])}
                )
            for group in _NUMERIC_GROUPS:  # their text arrives with digits (numeralize): no number-word tries
                _digits_only(groups[group])
            self._groups = groups
            return groups

    def _slot_lists(self, lights: tuple[str, ...]) -> dict[str, Any]:
        cached = self._slot_cache
        if cached is not None and cached[0] == lights:
            return cached[1]
        from hassil import TextSlotList

        names = [f"{n} light" for n in lights] + [f"{n} lights" for n in lights] + list(lights)
        slot_lists = {
            "name": TextSlotList.from_tuples([(n, n, {"domain": "light"}) for n in names]) if names
            else TextSlotList.from_strings([]),
            "area": TextSlotList.from_strings(list(lights)),
            "floor": TextSlotList.from_strings([]),
        }
        self._slot_cache = (lights, slot_lists)
        return slot_lists

    def warm_up(self) -> None:
        """Load the templates and search every group once (hassil's first search of a group builds its caches)."""
        for sentence in _WARM_UP:
            list(self.candidates(sentence))

    def recognize(self, normalized: str, *, lights: Iterable[str] = ()) -> Recognition | None:
        """The first recognised intent of the gated groups, or None; ``normalized`` comes from ``intents.normalize``."""
        return next(self.candidates(normalized, lights=lights), None)

    def candidates(self, normalized: str, *, lights: Iterable[str] = ()) -> Iterator[Recognition]:
        """Recognitions in priority order, at most one per group; searched lazily so the caller may stop early."""
        yield from (found for _group, found in self._found(normalized, tuple(lights), gated_groups(normalized)))

    def recognized_within(self, normalized: str, within: frozenset[str], *, lights: Iterable[str] = ()) -> str | None:
        """``recognize``'s intent when it is one of ``within``, else None, with fewer groups searched: first only the
        groups that hold one of them (most texts match none: nothing else is searched), then, once one is found, only
        the other groups of higher priority (one matching there is what ``recognize`` gives: not one of them)."""
        gated, lights = gated_groups(normalized), tuple(lights)
        able = [group for group in gated if _INTENTS_OF[group] & within]
        for group, found in self._found(normalized, lights, able):
            earlier = [g for g in gated[:gated.index(group)] if g not in able]
            if found.intent not in within or next(self._found(normalized, lights, earlier), None) is not None:
                return None
            return found.intent
        return None

    def _found(self, normalized: str, lights: tuple[str, ...], groups: list[str]) -> Iterator[tuple[str, Recognition]]:
        """(group, recognition) for each of ``groups`` (gated, in priority order) that reads ``normalized``."""
        if not groups:  # nothing to search ("why do cats purr"): the templates need not even be loaded
            return
        numeric = decimals(numeralize(normalized))  # "26 point 2 miles" is 26.2 miles, never "2 miles"
        for group in groups:
            # Digits for number slots: hassil's own spoken-number parsing is the slowest part of a search.
            text = numeric if group in _NUMERIC_GROUPS else normalized
            result = best_in_group(self, group, text, lights)
            if result is None:
                continue
            slots = {name: _slot_value(entity.value) for name, entity in result.entities.items()}
            if slots.get("service") == "messages" and isinstance(slots.get("anything"), str):
                # "text my wife that i am running late": who it is for, not what it says
                slots["anything"] = re.split(r" (?:that|to say|saying) ", slots["anything"], maxsplit=1)[0]
            if slots.get("service") == "calls" and isinstance(slots.get("anything"), str):
                # "video call my grandson i dont know how to do it": who is to be called, not why it is asked
                slots["anything"] = _REASON_AFTER.split(slots["anything"], maxsplit=1)[0]
            check = _PLAUSIBLE.get(result.intent.name)
            if check is not None and not check[1].match(str(slots.get(check[0], ""))):
                continue  # "send a message to dad" is not a conversion of "send a message" into "dad"
            yield group, Recognition(result.intent.name, _on_a_ten_scale(result.intent.name, slots, normalized))


@lru_cache(maxsize=512)
def best_in_group(recognizer: Recognizer, group: str, text: str, lights: tuple[str, ...]) -> Any:
    """hassil's best match of ``text`` in ``group``: several readers of one turn search the same text (pure: the
    templates load once; the slot lists follow the light names)."""
    from hassil import recognize_best

    return recognize_best(text, recognizer._load()[group], slot_lists=recognizer._slot_lists(lights), language="en")


# A reason or a plea said after whom to call: "i dont know how to do it", "because i miss him", "im no good with phones"
_REASON_AFTER = re.compile(r" (?:i dont|i do not|i cant|i cannot|i never|im not|im no|i am not|because|cause|cos) ")


def gated_groups(normalized: str) -> list[str]:
    """The template groups whose keyword gate lets ``normalized`` (from ``intents.normalize``) through, by priority."""
    return [group for group, gate in _GATES if normalized and gate.search(normalized)]


def _on_a_ten_scale(intent: str, slots: dict[str, Any], normalized: str) -> dict[str, Any]:
    """ "set the volume to 7": a bare small number is a 1-10 scale (70 percent), as people mean it; "7 percent" stays."""
    volume = slots.get("volume")
    if (intent == "HassSetVolume" and isinstance(volume, int) and 1 <= volume <= 10
            and not re.search(r"\bpercent\b", normalized)):
        return {**slots, "volume": volume * 10, "scale": "1-10"}
    return slots


_DEFAULT: Recognizer | None = None
_DEFAULT_LOCK = threading.Lock()


def default_recognizer() -> Recognizer:
    """The process-wide recognizer (templates are loaded once, lazily)."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Recognizer()
        return _DEFAULT
