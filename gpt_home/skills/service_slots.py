"""A request for a service the assistant does not have, read from its parts (issue 15, rounds 18-19): a head (fillers,
an age, a vocative, a request frame), the act (a service verb with its object), and a tail (courtesy, a time, or a
reason with or without "because"). Every word must belong to one part, else nothing is read.

Why parts: households say a service in words no list holds: "be a dear and put classic fm on love", "can u skype my
nephew cheers", "you must book a cab for eight oclock my hands are full", "pls reorder the washing powder". The head
and the tail are read once here; the act is read by its slots (a verb of the service and an object of its class:
media, news, calls, messages, purchases, bookings, payments, calendars, devices not set up) and, for the forms the older
readers know, by those readers on the act alone (``service_asks``, ``music_asks``, ``command_shape.cannot_do``), so
a new frame or tail composes with every service they know.

Never read: a sentence with a household word (timers, lists, lights, reminders, the weather ...: that skill answers
it), a request told of, negated, wished, supposed or asked about ("dont play any music", "my son said to order a
taxi", "if it rains order a taxi", "i wish i could order a pizza", "the taxi is coming at six"), and what the rules
read. Read in ``cue_readings``' first stage after ``service_asks`` and ``music_asks``. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from gpt_home.agent.age_lead import AGE, without_age
from gpt_home.agent.spoken_words import FAMILY
from gpt_home.skills import music_asks, service_asks
from gpt_home.skills.command_shape import MEDIA_REPLY, Domain, command_shape, honest_reply
from gpt_home.skills.refusals import refusal

MAX_WORDS = 26
# --- the head: fillers, an age, who is spoken to, how the request is put ----------------------------------------
_FILLER = (r"(?:um+|uh+|er+|erm|oh|ok|okay|so|right|hey|hi|hello|please|pls|plz|and|now|well|just|go on|quickly|"
           r"alright|all right|excuse me|computer|kindly)")
_FRAME = (r"(?:(?:can|could|will|would|wont|cant) (?:you|u|ya|ye)(?: please| pls| just| kindly| quickly)?|"
          r"(?:are|would) you able to|would you be able to|is it possible to|would you mind|"
          r"(?:you|u) (?:must|should|have to|need to|gotta|can|could)|"
          r"(?:i|we) (?:want|need|would like|d like) (?:you|u) to|id like you to|be an? (?:dear|love|star|angel) and|"
          r"do (?:me|us) a (?:favour|favor) and|(?:can|could|may) (?:i|we)(?: please)?(?= (?:have|get|hear|listen) )|"
          r"(?:i|we) (?:want|need|would like|d like|would love|fancy|wanna)(?: to)?|id (?:like|love)(?: to)?|"
          r"lets|let us|let me)")
# the reason said first, then the request put as one ("my car insurance runs out on friday, can you renew it online"):
# a clause about the speaker's own things, asking nothing, before "can you" / "could you"
_WHY = r"(?P<why>(?:my|our|the|his|her|their|i|im|we|were|its|it) (?:[a-z0-9]+ ){1,10}?(?:so |and )?(?=(?:can|could) you ))"
_HEAD = re.compile(rf"^(?:(?:{_FILLER}|{AGE}(?: and)?) )*{_WHY}?(?:{_FRAME} )?(?:(?:{_FILLER}) )*")
# --- the tail: courtesy, a time, a reason ------------------------------------------------------------------------
_COURTESY = (r"(?:please|pls|plz|thanks|thank you|thank u|ta|cheers|dear|love|mate|pet|hun|darling|for me|for us|"
             r"now|right now|then|quickly|again|if you can|if you could|when you can|if you dont mind|ok|okay|yeah)")
_WHEN = (r"(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|weekend)|later|at \w+(?: (?:am|pm|oclock|"
         r"thirty|fifteen|forty five))?|for \w+ (?:oclock|am|pm)|for (?:tonight|tomorrow|later|saturday|sunday))")
_SUBJECT = (r"(?:i|im|ive|id|we|were|weve|the (?:baby|kids|children|dog|little one)|my (?:\w+ )?(?:son|daughter|wife|"
            r"husband|baby|kids|hands|back|arms|legs)|he|she|they|it|its)")
# (what a call or a message is about is said after it: "ring the chemist about my blood pressure pills")
_REASON = (rf"(?:(?:for|while|so|because|cos|coz|as|since|during|before|until|till|to help|about|regarding)(?: \w+){{1,10}}"
           rf"|{_SUBJECT} (?:cant|cannot|can not|wont|will not|dont|do not|need|want|am|is|are|have|has|keep|keeps|feel|feels|"
           rf"like|love|likes|loves|just|really|never|m|re|ve|got)(?: \w+){{0,8}})")
_TAIL = re.compile(rf"^(?:(?:{_COURTESY}|{_WHEN}) )*(?:{_REASON} )?(?:(?:{_COURTESY}) )*$")

# --- the act: a verb of the service and an object of its class -------------------------------------------------
_DET = r"(?:the|some|a|an|my|our|a bit of|a little|a few|some more|more|that|this|any|his|her|their)"
_DESC = r"(?:(?!(?:on|off|in|to|and|or|but|not|for|from|with|at)\b)[a-z0-9]+ )"  # "local", "latest", "relaxing"
_SOUND = (r"(?:(?:rain|rainfall|thunder|thunderstorm|storm|ocean|sea|wave|waves|forest|nature|sleep|relaxing|calming|"
          r"white|brown|pink|fan|fire|fireplace|bird|birdsong|jungle|river|stream|whale|wind|beach)\s(?:sounds?|noise|"
          r"noises)|white noise|brown noise|pink noise|lullab(?:y|ies)|nursery rhymes?)")
_MEDIA_NOUN = (rf"(?:{_SOUND}|radio stations?|radio channels?|stations?|radio(?: (?:one|two|three|four|five|six|"
               r"\d+|[a-z]+ fm))?|[a-z]+ fm|playlists?|podcasts?|audio ?books?|albums?|songs?|tracks?|tunes|"
               r"music|mixtape|episodes?(?: of (?:the )?(?:[a-z]+ ?){1,4}?)?|the archers|jazz|classical|opera|"
               r"carols|hymns)")
_MEDIA_OBJ = (rf"(?:{_DET} )?{_DESC}{{0,3}}{_MEDIA_NOUN}(?: (?:from where i (?:stopped|left off)|where i left off|"
              r"from the (?:start|beginning)))?")
_MEDIA_ACT = (rf"(?:(?:play|put on|stick on|pop on|bung on|whack on|start|resume|continue|carry on with|stream|"
              rf"shuffle|queue up|queue|tune in to|tune into|tune in|listen to|listening to|hear|have|get|turn on|switch on) "
              rf"{_MEDIA_OBJ}|(?:put|stick|pop|bung|whack|turn|switch|have|get) {_MEDIA_OBJ} on)")
# what the news is about: "the latest on the election", "any news about the strike" (never the speaker's own or the
# assistant's: "any news on my sister", "the latest with you"; the household's own words are read before, _HOUSEHOLD)
_NEWS_TOPIC = r"(?: (?:on|about|with|from|regarding) (?!(?:my|our|your|me|us|you|u|it|that|this|him|her)\b)[a-z]+(?: [a-z]+){0,3})"
_NEWS_OBJ = (r"(?:(?:(?:the|some|any|todays|tonights|this mornings|the latest|latest|local|world|breaking|top) )*"
             r"(?:news(?: headlines| stories| bulletin| update)?|headlines|top stories)"
             rf"|(?:the )?latest(?: news| updates?| developments)?(?={_NEWS_TOPIC}))"
             rf"{_NEWS_TOPIC}?(?: (?:today|this morning|tonight|now|at the moment|for today))?")
_NEWS_ACT = (rf"(?:(?:read|read out|read me|read us|tell me|tell us|give me|give us|catch me up on|update me on|"
             rf"fill me in on|play|put on|get|have|hear|what are|whats|what is|are there any|is there any|any) "
             rf"{_NEWS_OBJ})")
_STOP = (r"(?:me|us|you|u|it|that|this|them|him|her|a|an|one|some|the timer|the alarm|the bell|the shots|the "
         r"tune|time|back|off|out|in|up|the lights?)")
_PERSON = (rf"(?!{_STOP}\b)(?:(?:my|our|the|his|her) )?(?:{FAMILY}|[a-z]+)(?: [a-z]+)?"
           r"(?: (?:in|at|on) (?:his|her|their|the|my) (?:mobile|phone|landline|work phone|work)|(?: in [a-z]+))?")
_CALL_ACT = (rf"(?:(?:call|ring|phone|telephone|dial|facetime|skype|video call|videocall|whatsapp call|zoom) "
             rf"{_PERSON}|(?:make|do|start|place|set up|have) (?:a |an )?(?:(?:(?:video|phone|facetime|whatsapp|"
             rf"skype|zoom) )?call|(?:video|facetime|whatsapp|skype|zoom) chat) (?:to|with|for) {_PERSON}|give {_PERSON} a (?:quick )?(?:call|ring|bell|buzz)|"
             rf"put me through to {_PERSON}|get {_PERSON} on the (?:phone|line))")
_CONTENT = r"(?:(?: (?:saying|to say|that|and say|and tell (?:him|her|them)))?(?: [a-z0-9]+){1,10})?"
_MESSAGE = r"(?:text|text message|message|email|e mail|whatsapp|msg|note)"
_MESSAGES_ACT = (rf"(?:(?:text|message|email|e mail|whatsapp|msg) {_PERSON}{_CONTENT}|"
                 rf"send (?:a |an )?{_MESSAGE} to {_PERSON}{_CONTENT}|send {_PERSON} (?:a |an )?{_MESSAGE}{_CONTENT}|"
                 r"(?:check|read|open|read out) (?:me )?(?:my |our )?(?:emails|messages|texts|inbox|voicemails?))")
_RIDE = (r"(?:taxi|cab|minicab|uber|lyft|table|tickets?|seats?|hotel(?: room)?|room|flight|train tickets?|"
         r"bus tickets?|train|coach)")
_PLACE = r"(?: (?:to|for|at|from|on|in|near) (?:the )?(?:[a-z0-9]+ ?){1,3}?)*"
_BOOKINGS_ACT = (rf"(?:(?:book|reserve|order|call|get|ring|find|grab|sort out) (?:me |us )?(?:a |an |the |two |some )?"
                 rf"{_DESC}{{0,2}}{_RIDE}{_PLACE})")
_GOODS = r"(?:(?:a|an|some|more|the|my|our|two|three|another|new) )?(?:[a-z]+ ){0,3}[a-z]+"
_PURCHASES_ACT = (rf"(?:(?:order|buy|purchase|reorder|re order) (?:me |us )?{_GOODS}(?: (?:from|on|off|at) "
                  rf"(?:the )?[a-z]+)?(?: delivered)?|(?:get|have) (?:me |us )?{_GOODS} delivered)")
_DIARY = r"(?:(?:my|our|the|this) )?(?:family |work |google |outlook )?(?:calendar|diary|agenda|planner|schedule)"
_CALENDAR_ACT = (rf"(?:(?:add|put|pop|stick|write|enter|schedule|book|note|save) (?:[a-z0-9]+ ?){{1,6}}?(?:in|into|on|to"
                 rf"|onto) {_DIARY}(?: for (?:[a-z0-9]+ ?){{1,3}})?|(?:schedule|arrange|set up|organise|organize|"
                 rf"book) (?:a |an )?(?:meeting|appointment|call|catch up|zoom)(?: with {_PERSON})?(?: {_WHEN})?|"
                 rf"(?:check|open|read|show me|look at|go through) {_DIARY})")
_BILL = (r"(?:bills?|invoices?|rent|mortgage|council tax|tv licence|(?:parking |speeding )?fine|"
         r"(?:credit card|card|phone|mobile|energy|gas|electric|electricity|water|internet|broadband) (?:bill|balance))")
_PAYMENTS_ACT = (rf"(?:(?:pay|pay off|settle|clear) (?:(?:{_DET} )?{_DESC}{{0,2}}{_BILL}|it|them)(?: online)?|"
                 rf"(?:send|transfer|wire|pay) (?:[a-z0-9]+ ){{1,3}}(?:pounds|dollars|euros|quid|money|bucks) to {_PERSON})")
# a thing of the speaker's renewed or changed online (round 27): "renew my car insurance", "renew them" after the
# reason named them, "switch us to a cheaper one"
_KEPT = (r"(?:insurance|passport|licen[cs]e|membership|subscription|library books|books|contract|policy|railcard|"
         r"bus pass|car tax|road tax|tax|mot|warranty|tenancy|lease)")
_RENEWALS_ACT = (rf"(?:(?:renew|re new|extend) (?:it|them|(?:{_DET} )?{_DESC}{{0,2}}{_KEPT})|(?:switch|move|change) "
                 r"(?:us |me |it |them )?(?:over )?(?:to )?(?:a )?(?:cheaper|better|new|different) (?:one|deal|tariff|"
                 r"provider|supplier|plan|contract|company))(?: online| on the internet| on the website)?")
_ACTS: tuple[tuple[str, str], ...] = (
    ("renewals", _RENEWALS_ACT), ("payments", _PAYMENTS_ACT), ("bookings", _BOOKINGS_ACT), ("music", _MEDIA_ACT), ("news", _NEWS_ACT), ("calls", _CALL_ACT),
    ("messages", _MESSAGES_ACT), ("calendar", _CALENDAR_ACT), ("purchases", _PURCHASES_ACT),
)
# The household's own words: that skill answers ("play a sound when the timer ends", "add rain sounds to the list")
_HOUSEHOLD = re.compile(r"\b(?:remind\w*|reminders?|timers?|alarms?|lists?|lights?|lamps?|volume|louder|quieter|"
                        r"weather|forecast|spell\w*|remember|clock|minutes?|seconds?|hours?|shopping list|to do)\b|"
                        # "mark fix the gate as done", "mark pay the window cleaner as done": a job ticked off a list
                        r"^(?:please )?mark .+ as (?:done|finished|complete|completed|bought|sorted)$")
# A request not made now: a story, a wish, a negation, a supposition, a report, a question about the thing
_NOT_ASKED = re.compile(r"\b(?:dont|do not|didnt|did not|never|no need|stop|was|were|if|heard|said|says|told|tell me "
                        r"if|wish|wished|yesterday|last night|already|earlier|ordered|booked|called|rang|phoned|texted|"
                        r"is coming|are coming|supposed|should i|shall i|wanted|used to|hate|love to go)\b")


_ASKS = re.compile(r"\b(?:or|what|when|whats|how|is it|too (?:early|late))\b")
# a thing added ("add dishwasher tablets, weve run out again"): a list's item named after a device, never the device
_ADDED = re.compile(r"^(?:(?:please|can you|could you|oh|and|also) )*add\b")
# a question said after the act ("i want to video call my daughter in perth before she goes to bed, what time is it
# there"): the call is the purpose of the question, never a request of its own (the question is answered elsewhere)
# ("i dont know how", "i never remember when": no question asked)
# the time where someone is asked at the end ("i need to email my brother in rome before he leaves work, what time is
# it there"): the message or the call is the purpose of the question (a message's words never end so)
_TIME_THERE = re.compile(r"\b(?:what time is it|whats the time|what time have they got|what time do they have|is it too "
                         r"(?:late|early))(?: (?:there|over there|for (?:him|her|them)|where (?:he|she|they) (?:is|are)|"
                         r"now|right now|at the moment))+$")
_ASKED_AFTER = re.compile(r"(?<!know )(?<!knows )(?<!remember )(?<!sure )(?<!idea )\b(?:what|whats|when|which|how|"
                          r"where|is it|are they|will (?:it|they|she|he) be)\b")


@cache
def _acts() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each service's act, compiled on first use (a process that never reads a service pays nothing)."""
    return tuple((service, re.compile(act)) for service, act in _ACTS)


def _by_slots(cores: Sequence[str]) -> tuple[str, str] | None:
    """The first service (most particular first: a taxi ordered is a booking, not a purchase) whose act is one of
    ``cores`` (the longest first)."""
    found = next((service for service, act in _acts() for core in cores if act.fullmatch(core)), None)
    return None if found is None else (found, MEDIA_REPLY if found == "music" else refusal(found))


def _by_forms(core: str, lights: Sequence[str]) -> tuple[str, str] | None:
    """The older readers of whole forms, asked on the act alone (only where a head or a tail was taken off: the whole
    sentence is theirs to read at their own place in the turn); a device or media only when told what to do."""
    if (service := service_asks.service_asked(core)) is not None:
        return service, service_asks.reply(core) or refusal(service)
    if (said := music_asks.reply(core)) is not None:
        return "music", said
    if _ASKS.search(core):
        return None  # "call my mum in denver now or is it too late": a question about the call, not the call
    shape = command_shape(core, light_names=lights)
    if shape is None or shape.question or shape.domain is not Domain.DEVICE or _ADDED.match(core):
        return None  # its services and media are read by their first word alone: the slots above read those
    return "device", honest_reply(shape, light_names=lights)


def read(normalized: str, lights: Sequence[str] = ()) -> tuple[str, str] | None:
    """(service, its refusal) when ``normalized`` (``intents.normalize``d) is wholly a request for a service the
    assistant does not have, else None. The act is read by its slots first, then by the readers of whole forms,
    each time the longest act whose tail is all courtesy, time and reason."""
    text = " ".join(normalized.split())
    if not text or len(text.split()) > MAX_WORDS or _HOUSEHOLD.search(text) or _TIME_THERE.search(text):
        return None
    head = _HEAD.match(text)
    if head and head.group("why") and (_ASKS.search(head.group("why")) or _ASKED_AFTER.search(head.group("why"))):
        return None  # "what time is it so can you ...": a question first, never a reason
    words = (text[head.end():] if head else text).split()
    splits = []
    for end in range(len(words), 0, -1):
        core, tail = " ".join(words[:end]), " ".join(words[end:])
        if tail and (_TAIL.match(tail + " ") is None or _ASKED_AFTER.search(tail)):
            continue
        if re.match(r"(?:about|regarding)\b", tail) and not re.fullmatch(_CALL_ACT, core):
            continue  # "ring the chemist about my pills": a call's topic; "any news about our order" is no refusal
        if _NOT_ASKED.search(text[:len(text) - len(tail)]) is not None:
            continue  # this request is told of, negated or wished; a reason after may say "i never sleep", "i dont
            # know how" (a shorter request with that reason as its tail is read on)
        splits.append(core)
    return _by_slots(splits) or next((found for core in splits if core != text
                                      and (found := _by_forms(core, lights)) is not None), None)


def service_asked(normalized: str) -> str | None:
    """The service ``normalized`` wholly asks for ("music", "news", "calls", "bookings" ...), else None."""
    found = read(normalized)
    return None if found is None else found[0]


def reply(normalized: str, reads: Callable[[str], str | None] = lambda _t: None,
          run: Callable[[str], str | None] = lambda _t: None, lights: Sequence[str] = ()) -> str | None:
    """The honest refusal for a request composed of these parts; None for anything else. When the rules read the
    request (``reads``: their intent) their reply stays theirs: None, or for a request said after the speaker's age,
    the rules' reply to the request alone (``run``; a refusal, nothing done); a device they read as a light ("can u
    switch the oven on") is still the device's refusal. ``lights``: the lights set up, named in a device refusal."""
    found = read(normalized, lights)
    if found is None:
        return None
    service, said = found
    request = without_age(normalized) or normalized
    intent = reads(request)
    if intent is not None and not (service == "device" and intent == "light"):
        return run(request) if request != normalized else None
    return said
