"""Commands nobody understood: said to a device or skill the assistant has, so never handed to the model for chat.

Why: a request phrased freely ("kill all the lights", "take the volume down a notch", "chuck bananas on the list")
that no rule, template or reading understood used to reach the bundled model, which answered it as chat with
nonsense ("I'm sorry for your loss…", "The house is dark."). A household hears that as a broken device. What is
shaped like a command (or a question about the household's own lights, timers, lists, volume or doors) gets an honest
line instead: what was not understood and what can be said (``honest_reply``), or the true refusal for a device it
cannot control ("I can't control the heating.").

Questions about the world stay with the model: "who invented the light bulb", "how do timers work", "why is the sky
blue" have no command shape and no household anchor. Decisions are pure (text in, ``Shape`` out); measured by
bench/command_shape_eval.py (false catches on every request set's knowledge and chit-chat, catches on the rest).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from gpt_home.agent.house_words import HOUSE_RE, ROOM_RE, STATE_RE
from gpt_home.agent.light_adjective import lamp_words
from gpt_home.agent.remark_reader import told_only
from gpt_home.agent.semantic_slots import ASKED_SWITCH, BY_ITSELF
from gpt_home.skills.asking_back import SkillReply
from gpt_home.skills.bad_input import impossible_clock, murmur, no_sides, timer_length, zero_length
from gpt_home.skills.refusals import BELL, not_configured, refusal
from gpt_home.skills.remark_commands import after_remark
from gpt_home.skills.volume import NO_MIXER_REPLY
from gpt_home.skills.weather import NOT_CONFIGURED_REPLY

_LOGGER = logging.getLogger(__name__)


class Domain(StrEnum):
    """What a command was about."""

    LIGHTS = "lights"
    VOLUME = "volume"
    TIMERS = "timers"
    ALARMS = "alarms"
    REMINDERS = "reminders"
    LISTS = "lists"
    WEATHER = "weather"
    MEDIA = "media"
    CHANCE = "chance"  # dice, coins, random numbers
    DEVICE = "device"  # a device it cannot control: heating, doors, the kettle…
    SERVICE = "service"  # calls, messages, purchases, bookings, news, calendar


@dataclass(frozen=True)
class Shape:
    """A command (or a question about the household's own things) in ``domain``; ``thing`` names the device or
    service ("heating", "calls"); ``question``: asked about, not told what to do."""

    domain: Domain
    question: bool = False
    thing: str = ""
    place: str = ""  # a room named for a light that is not set up ("light up the garage")


# Politeness and fillers before the verb: "ok so could you please just ...", "i want you to ...", "you can ...".
_LEAD_RE = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|and|but|now|right|oh|um|uh|er|erm|alright|well|yeah|yes|no|actually|please|pls|just|"
    r"quickly|quick|kindly|then|go ahead and|can you|could you|would you|will you|can u|would you mind|"
    r"i want you to|i need you to|i would like you to|id like you to|i wanna|i want to|i need to|you can|you could|"
    r"lets|let us|be a dear and|do me a favou?r and|computer|assistant|mate|love|buddy|now then|"
    # "please you make the dishwasher go": "you" before the verb, as a learner of English says it
    r"you(?=\s+(?:make|turn|switch|start|stop|put|set|open|close|play|run|lock|unlock|get)\b))\s+)+")
_COMMAND_VERBS = frozenset("""
turn switch put set make kill shut cut dim brighten darken raise lower increase decrease reduce bump crank pump drop
take bring add chuck stick throw pop bung shove whack remove delete clear wipe erase empty cancel stop start play pause
resume skip mute unmute silence lock unlock open close get give gimme show read check change adjust light douse flip
hit boost tone knock nudge scratch cross tick mark strike scrap ditch bin axe nix hush quieten keep go speak fire power
enable disable activate deactivate restart reset cool warm heat boil run call ring phone text message email order buy
book sort fix list lights volume do roll flip toss preheat defrost hoover vacuum mop send dock
""".split())
# Asking for something rather than ordering it: "can i get some light in here", "we need more light".
_REQUEST_RE = re.compile(r"^(?:can|could|may) (?:i|we) (?:get|have)\b|^(?:i|we) (?:want|need|would like|d like)\b"
                         r"|^(?:give|gimme|let there be)\b")
_QUESTION_RE = re.compile(
    r"^(?:who|whos|whose|what|whats|which|where|wheres|when|whens|why|how|hows|is|isnt|are|arent|was|were|did|didnt|"
    r"do|does|doesnt|dont|have|has|hasnt|havent|can|could|should|shall|will|would|any|anything|am)\b")
# Questions about the world, never about this household (unless they say "my", "our", "you"...).
_KNOWLEDGE_RE = re.compile(
    r"\b(?:invent|invented|inventor|discovered|history|origin|originally|work|works|mean|means|meaning|made of|made|"
    r"stand for|called|named|difference|why|explain|definition|define|science|scientist|famous|ever|first|speed|"
    r"year|years|century|planet|mars|moon|space|animal|animals|bird|birds|does a|do a|is a|are a)\b")
_PERSONAL_RE = re.compile(r"\b(?:i|me|my|mine|we|us|our|ours|you|your|yours|im|ive|id|ill|weve|youre)\b")
_PARTICLE_RE = re.compile(r"\b(?:on|off|out|up|down)\b")

# Devices and services it cannot control, by their canonical name (what the refusal calls them).
_DEVICES = (
    ("heating", r"heating|heat|heater|thermostat|boiler|radiators?|temperature|(?:warmer|cooler|hotter) in (?:here|"
                r"the house)(?! than)"),  # "is it warmer in the house than outside": a comparison, no heating
    ("air conditioning", r"air conditioning|air con|aircon|ac|a c|air conditioner"),
    ("fan", r"fans?|ceiling fan"),
    ("garage door", r"garage door|garage"),
    ("door", r"(?:front |back |side )?doors?|locks?|deadbolt"),
    ("gate", r"(?:front |back |side |garden |driveway |electric )?gates?"),
    ("blinds", r"blinds|curtains|shutters|shades"),
    ("kettle", r"kettle|coffee machine|coffee maker"),
    ("oven", r"oven|stove|hob|cooker|microwave"),
    ("dishwasher", r"dishwasher"), ("tap", r"taps?|faucets?"),  # a shower of rain is the weather's
    ("shower", r"(?<!get a )(?<!any )(?<!some )showers?(?! (?:this|tonight|today|tomorrow|later|on|of|in the (?:mor|aft|eve)))"),
    ("tumble dryer", r"tumble dryer|dryer"),
    ("washing machine", r"washing machine|washer"),
    ("vacuum", r"hoover|hoovering|vacuum|vacuuming|roomba|robot vacuum"),
    ("sprinklers", r"sprinklers?|irrigation"),
    ("cameras", r"cameras?|doorbell|security system|alarm system|burglar alarm"),
    ("hot water", r"hot water|immersion"),
    ("windows", r"windows?|skylights?"),  # last: "open the curtains of the window" is the curtains
)
_SERVICES = (
    ("bell", BELL),  # "ring the bell for dinner": a bell, never a phone call
    ("calls", r"^(?:call|ring|phone|dial|facetime)\b(?! me\b| us\b| him\b| her\b| it\b| (?:a|an|one|the|my|this|that) (?:new )?timer\b)"),  # "call me Pri": a name
    ("messages", r"\b(?:text|message|messages|email|emails|e mail|inbox|whatsapp|voicemail)\b"),
    ("purchases", r"^(?:order|buy|purchase)\b"),
    ("bookings", r"^(?:book|reserve)\b"),
    ("news", r"\b(?:news|headlines)\b"),
    ("calendar", r"\b(?:calendar|diary|agenda|meetings?|appointments?)\b"),
)
_DOMAINS = (
    (Domain.LIGHTS, r"\b(?:lights?|lamps?|bulbs?|lighting|dark|darker|darken|brighter|brighten|dim|dimmer|lit|"
                    r"light up)\b"),
    (Domain.VOLUME, r"\b(?:volume|louder|quieter|softer|mute|unmute|muted|speak up|hear you|too loud|too quiet|"
                    r"so loud|so quiet|sound|speaker|speakers)\b"),
    (Domain.ALARMS, r"\b(?:alarms?(?! (?:code|codes|pin|password|passcode|number|company|key|fob)\b)|wake me|wake us|"
                    r"wake up call)\b"),  # "whats my alarm code": a memory, never an alarm command
    (Domain.REMINDERS, r"\b(?:reminders?|remind)\b"),
    (Domain.TIMERS, r"\b(?:timers?|countdown|stopwatch|minutes?|mins?|seconds?|secs?|hours?)\b"),
    (Domain.CHANCE, r"\b(?:dice|die|d\d+|coin|coins|heads or tails|random number|rock paper scissors)\b"),
    (Domain.LISTS, r"\b(?:list|lists|shopping|groceries|grocery|to do list|todo list|to dos|todos)\b|^(?:tick|cross|check|scratch|strike) "
                   r"\w+(?: \w+)* off\b|^(?:tick|cross|check) off\b|^mark \w+(?: \w+)* (?:as )?(?:done|bought|got)\b"),
    (Domain.MEDIA, r"\b(?:music|songs?|playlist|radio|podcasts?|album|track|tunes?|spotify|netflix|youtube|tv|telly|"
                   r"television|channels?|episode|film|movie|audiobook|commentary|commentaries|disney plus|hulu|prime video|"
                   # music asked for by its kind ("put some jazz on while i cook", "stick a bit of classical on")
                   r"jazz|blues|reggae|hip hop|classical|opera|disco|techno|carols|motown|"
                   r"(?:rock|pop|country|folk|dance|christmas|party|relaxing|background) (?:music|songs|tunes))\b"),
    (Domain.WEATHER, r"\b(?:weather|forecast|rain|raining|rainy|snow|snowing|sunny|sun|umbrella|brolly|coat|"
                     r"jackets?|freezing|frost|frosty|windy|wind|degrees|washing out|hot out|cold out)\b"),
)
_DEVICE_RES = tuple((name, re.compile(rf"\b(?:{words})\b")) for name, words in _DEVICES)
_SERVICE_RES = tuple((name, re.compile(words)) for name, words in _SERVICES)
_DOMAIN_RES = tuple((domain, re.compile(words)) for domain, words in _DOMAINS)
# Complaints that are requests: "i can barely hear you", "it's so dark in here", "you're too loud".
_COMPLAINT_RE = re.compile(r"\b(?:(?:can ?not|cant|barely|hardly|can hardly|can barely) hear you|(?:you are|youre|"
                           r"its|it is) (?:too|so|really|very|a bit) (?:loud|quiet)|(?:its|it is) (?:too|so|really|"
                           r"very|a bit) dark in here)\b")
# Speech reported or remembered, not a command now: "make it louder than the party, said my son yesterday".
_REPORTED_RE = re.compile(r"\b(?:said|says|told|yesterday|last (?:night|week|time|year)|used to|was|were|than)\b")
_THANKS_RE = re.compile(r"(?:thanks|thank you|thank u|cheers|ta|nice one|good job|well done)\b")  # for what was done
# The command said after a reason: "i wanna nap, wake me in forty five minutes", "in an hour remind me to ...".
_ASKED_LATER_RE = re.compile(r"\b(?:wake me|wake us|remind me|remind us)\b(?! (?:what|who|how|why|when|where|which|of)\b)")
_NOT_ASKED_RE = re.compile(r"\b(?:forgot|forget|didnt|did not|dont|do not|never|not|ask|asked|want you to stop)\b")
_ADD_ALONE_RE = re.compile(r"^(?:add|chuck|stick|pop|bung|put) (?!a timer|an alarm|a reminder)\w+")  # add: no device


def _lead(normalized: str) -> str:
    return _LEAD_RE.sub("", normalized).strip()


def _domains(text: str) -> list[Domain]:
    lamps = lamp_words(text)  # "thick coat or light jacket": no lamp
    return [domain for domain, pattern in _DOMAIN_RES if pattern.search(lamps if domain is Domain.LIGHTS else text)]


def _device(text: str) -> str:
    return next((name for name, pattern in _DEVICE_RES if pattern.search(text)), "")


def _service(text: str) -> str:
    return next((name for name, pattern in _SERVICE_RES if pattern.search(text)), "")


def command_shape(normalized: str, *, light_names: Sequence[str] = ()) -> Shape | None:
    """The shape of an utterance (already ``intents.normalize``d) no local skill understood, or None when it is
    not a command or household question (knowledge, chit-chat: the model may answer)."""
    text = _lead(normalized)
    if not text:
        return None
    if (rest := after_remark(text, _COMMAND_VERBS)) and (shaped := command_shape(rest, light_names=light_names)):
        return shaped  # "the house is cold, put the thermostat on 22": the command after the remark (remark_commands)
    first = text.split()[0]
    question = bool(_QUESTION_RE.match(text)) and not _REQUEST_RE.match(text)
    if question and not text.startswith(("can you", "could you", "would you", "will you")):
        return _household_question(text, light_names)
    command = (first in _COMMAND_VERBS or bool(_REQUEST_RE.match(text)) or bool(_COMPLAINT_RE.search(text))
               or _asked_later(text)
               or _names_a_list_place(text) or _verbless(text, light_names))
    if not command or _REPORTED_RE.search(text) or _THANKS_RE.match(text) or told_only(text):
        return None  # "my son turned the kitchen light off for me earlier": a story, no command
    if first not in _COMMAND_VERBS and _QUESTION_RE.match(text) and not _REQUEST_RE.match(text):
        return None  # "can you sing": no command verb after the polite start
    return _command(text, light_names)


def _asked_later(text: str) -> bool:
    """ "bit of a headache so wake me in a bit": the command after its reason (not "i forgot to ... remind me")."""
    found = _ASKED_LATER_RE.search(text)
    return found is not None and not _NOT_ASKED_RE.search(text[:found.start()])


def _names_a_list_place(text: str) -> bool:
    """ "at hot dog buns to the shopping list": where the item goes is said, whatever the verb was heard as."""
    return re.search(r"\b(?:to|on|onto|off|from) (?:the|my|our) (?:\w+ )?list\b", text) is not None


def _verbless(text: str, light_names: Sequence[str]) -> bool:
    """ "lights out in the living room", "kitchen light can go off now", "volume up a bit", "heat up"."""
    nouns = r"lights?|lamps?|volume|heat|heating|music|tv|fan|sound|" + "|".join(re.escape(n) for n in light_names)
    found = re.search(rf"\b(?:{nouns})\b((?: \w+){{0,4}}) (?:on|off|out|up|down)\b", text)
    # "the lights are off in the kitchen", "the heating came on" say how things are or were; they ask for nothing
    return found is not None and not re.search(r"\b(?:is|are|was|were|been|came|went|gone)\b", found.group(1))


def _command(text: str, light_names: Sequence[str]) -> Shape | None:
    """The domain of a command; devices it cannot control first ("turn the heat up" is no light)."""
    domains = _domains(text)
    lights = Domain.LIGHTS in domains or any(re.search(rf"\b{re.escape(n)}\b", text) for n in light_names)
    service = _service(text)
    if service == "calendar" and {Domain.ALARMS, Domain.REMINDERS, Domain.TIMERS} & set(domains):
        service = ""  # "set a reminder for my dentist appointment": a reminder
    if service and not (lights and service == "messages"):
        return Shape(Domain.SERVICE, thing=service)
    device = _device(text)
    if device and not (device in ("garage door", "gate", "windows") and lights) and not text.startswith("add "):
        return Shape(Domain.DEVICE, thing=device)
    for domain in (Domain.VOLUME, Domain.ALARMS, Domain.REMINDERS, Domain.LISTS, Domain.MEDIA, Domain.TIMERS,
                   Domain.CHANCE):
        if domain in domains and not (domain is Domain.VOLUME and lights and "sound" not in text):
            if domain is Domain.MEDIA and Domain.LIGHTS in domains:  # "put the telly on in the living room": media
                break
            return Shape(domain)
    if lights:
        return Shape(Domain.LIGHTS, place=_unknown_room(text, light_names))
    if Domain.WEATHER in domains:
        return Shape(Domain.WEATHER)
    if _ADD_ALONE_RE.match(text):  # "add hot dog buns": an item for a list, whichever
        return Shape(Domain.LISTS)
    return None


def _unknown_room(text: str, light_names: Sequence[str]) -> str:
    """A room the utterance names that has no light set up ("" when none, or when it is one of the lights)."""
    for found in ROOM_RE.finditer(text):
        if found.group(0) != "room" and not any(found.group(0) in name or name in found.group(0) for name in light_names):
            return found.group(0)
    return ""


def _household_question(text: str, light_names: Sequence[str]) -> Shape | None:
    """A question about the household's own things ("which lights are on", "is the back door locked", "should i
    grab an umbrella"); None for a question about the world."""
    personal = bool(_PERSONAL_RE.search(text))
    if not personal and _KNOWLEDGE_RE.search(text):
        return None
    if text.startswith(("who ", "whos ", "why ", "whose ", "what happens", "what if", "when it ", "when its ",
                        "whenever ", "if ")) or re.match(r"how (?:long|much|many|often) should\b", text):
        return None
    domains = _domains(text)
    named_light = any(re.search(rf"\b{re.escape(n)} lights?\b", text) for n in light_names)
    anchored = personal or bool(HOUSE_RE.search(text)) or named_light
    if Domain.LIGHTS in domains and (named_light or (anchored or STATE_RE.search(text))
                                     and re.search(r"\b(?:lights?|lamps?)\b", text)):
        return Shape(Domain.LIGHTS, question=True, place=_unknown_room(text, light_names))
    device = _device(text)
    if device and (anchored or STATE_RE.search(text)) and re.search(r"\b(?:the|my|our|any)\b", text):
        return Shape(Domain.DEVICE, question=True, thing=device)
    if not anchored or " or " in text:  # "should i wear the red coat or the blue one": a choice
        return None
    for domain in (Domain.VOLUME, Domain.ALARMS, Domain.REMINDERS, Domain.TIMERS, Domain.LISTS, Domain.WEATHER):
        if domain in domains and (domain is not Domain.VOLUME or re.search(r"\b(?:your|you|volume)\b", text)):
            if domain is Domain.TIMERS and not re.search(r"\btimers?\b", text):
                continue  # "how many minutes in a day" is no timer
            return Shape(domain, question=True)
    return None


# --- what is said --------------------------------------------------------------------------------------------------
_HELP = {
    Domain.CHANCE: ("that", "'roll a die', 'flip a coin' or 'pick a random number'"),
    Domain.TIMERS: ("the timers", "'set a timer for 10 minutes', 'how long is left on the timer' or 'cancel the "
                                  "timer'"),
    Domain.ALARMS: ("the alarms", "'set an alarm for 7 am', 'what alarms do I have' or 'cancel my alarms'"),
    Domain.REMINDERS: ("the reminders", "'remind me to call Mum at 6', 'what are my reminders' or 'cancel my "
                                        "reminders'"),
    Domain.LISTS: ("the list", "'add milk to the shopping list', 'take milk off the list' or 'what's on my "
                               "shopping list'"),
    Domain.VOLUME: ("the volume", "'volume up', 'volume down' or 'set the volume to 5'"),
}
MEDIA_REPLY = "I can't play music, radio or videos yet."
NO_LIGHTS_REPLY = "I can't do that: no lights are set up yet. You can add them on the settings page."


def _and_plain(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _and(names: Sequence[str]) -> str:
    return _and_plain([f"the {n}" for n in names])


def honest_reply(shape: Shape, *, light_names: Sequence[str] = (), mixer: bool = True, weather_set: bool = True,
                 lists_set: bool = True, no_weather_reply: str = "", no_mixer_reply: str = "",
                 light_levels: Mapping[str, float] | None = None) -> str:
    """What to say for a command (or household question) nobody understood: what was not understood, and what can
    be said instead; or the honest refusal when it cannot be done at all."""
    if shape.domain is Domain.DEVICE:
        return refusal("device", device=shape.thing, lights=light_names, check=shape.question)
    if shape.domain is Domain.SERVICE:
        return refusal(shape.thing)
    if shape.domain is Domain.MEDIA:
        return MEDIA_REPLY
    if shape.domain is Domain.LIGHTS:
        names = [n.replace("_", " ") for n in light_names]
        if not names:
            return NO_LIGHTS_REPLY
        known = f"The lights I know are {_and(names)}." if len(names) > 1 else f"The only light I know is {_and(names)}."
        if shape.place:
            return f"I don't have a {shape.place} light. {known}"
        if shape.question and light_levels:  # whatever was asked about them, how they are now is true
            states = [f"the {n.replace('_', ' ')} light is {'on' if level > 0 else 'off'}"
                      for n, level in light_levels.items()]
            return f"Right now {_and_plain(states)}."
        if shape.question:
            return f"Sorry, I didn't catch that about the lights. You can ask 'is the {names[0]} light on'. {known}"
        return (f"Sorry, I didn't catch what to do with the lights. You can say 'turn off the {names[0]} light' or "
                f"'turn on all the lights'. {known}")
    if shape.domain is Domain.WEATHER:
        if not weather_set and no_weather_reply:
            return no_weather_reply
        return ("Sorry, I didn't catch that about the weather. You can ask 'what's the weather today' or 'will it "
                "rain tomorrow'.")
    if shape.domain is Domain.LISTS and not lists_set:
        return not_configured("Lists")
    if shape.domain is Domain.VOLUME and not mixer and no_mixer_reply:
        return no_mixer_reply
    what, examples = _HELP[shape.domain]
    opening = f"I didn't catch that about {what}" if shape.question else f"I didn't catch what to do with {what}"
    opening = "I didn't catch that" if shape.domain is Domain.CHANCE else opening
    return f"Sorry, {opening}. You can say {examples}."


def cannot_do(normalized: str, light_names: Sequence[str] = ()) -> str | None:
    """The honest refusal when ``normalized`` asks for a device, a service or media the assistant cannot control
    ("play some music", "preheat the oven"); None for anything else (a command it has, or no command)."""
    shape = command_shape(normalized, light_names=light_names)
    if shape is None or shape.domain not in (Domain.DEVICE, Domain.SERVICE, Domain.MEDIA):
        return None
    return honest_reply(shape, light_names=light_names)


def is_volume(normalized: str, light_names: Sequence[str] = ()) -> bool:
    """True when ``normalized`` is a command about the speaker's volume ("turn your volume up"): the volume rules answer
    it (with no sound mixer, honestly), so a second part said so is never dropped."""
    shape = command_shape(normalized, light_names=light_names)
    return shape is not None and shape.domain is Domain.VOLUME and not shape.question


def not_understood(normalized: str, skills: Any) -> SkillReply | None:
    """The honest reply for a command no rule, template or reading understood (``Dialogue.handle``'s last step),
    or None when the utterance is no command (the model answers it), or when the model can carry commands out
    through tools (``skills.model_uses_tools``, set by the wiring). ``skills``: the ``LocalSkills``."""
    if (murmured := murmur(normalized)) is not None:  # "erm", "uh the" (cue_readings' first stage reads it first)
        return murmured
    if skills.model_uses_tools:  # a cloud model with tools can carry the command out itself
        return None
    if (length := timer_length(normalized)) is not None:  # "timer for negative ten seconds": it cannot be
        return SkillReply(length)
    names = tuple(skills.lights.names)
    shape = command_shape(normalized, light_names=tuple(n.replace("_", " ") for n in names))
    if shape is None:
        return None
    _LOGGER.info("a %s command nobody understood: answered honestly, not by the model", shape.domain)
    if shape.domain in (Domain.ALARMS, Domain.REMINDERS) and (no_time := impossible_clock(normalized)) is not None:
        return SkillReply(no_time)  # "an alarm for thirteen seventy five"
    if shape.domain is Domain.TIMERS and (no_length := zero_length(normalized)) is not None:
        return SkillReply(no_length)  # "a timer for zero minutes"
    if shape.domain is Domain.CHANCE and (sides := no_sides(normalized)) is not None:
        return SkillReply(sides)  # "roll a die with zero sides"
    if shape.domain is Domain.LIGHTS and names and BY_ITSELF.search(normalized) and not ASKED_SWITCH.search(
            normalized):  # "keeps turning on by itself"
        said = next((n for n in names if re.search(rf"\b{re.escape(n)}\b", normalized)), names[0])
        return SkillReply(f"I only switch a light when someone asks me to, so I can't tell why it does that. Say "
                          f"'turn off the {said} light' if you want it off.")
    mixer, levels = True, None
    if shape.domain is Domain.LIGHTS and shape.question and not shape.place:
        try:
            levels = {name: skills.lights.level(name) for name in names}
        except Exception as exc:  # noqa: BLE001 - GPIO errors vary by board; then only what can be said is said
            _LOGGER.warning("could not read the lights: %s", exc)
    if shape.domain is Domain.VOLUME:  # only then ask the sound card (amixer) whether there is a mixer
        mixer = not skills.volume.report().startswith("I can't")
    return SkillReply(honest_reply(shape, light_names=names, mixer=mixer, weather_set=skills.weather.located,
                                   lists_set=skills.named.lists is not None, no_weather_reply=NOT_CONFIGURED_REPLY,
                                   no_mixer_reply=NO_MIXER_REPLY, light_levels=levels))
