"""Which one: a request that names what NOT to act on beside what to act on, read as the request about the right one.

The families: "cancel the egg one not the pasta one" (the one meant, then the one kept); "not the five thirty one the
half six one cancel that" (the one kept, the one meant, then the verb); "no not the dentist one get rid of the parcel
reminder" and "no not the apples keep them i meant remove the bananas" (the one kept, then the whole request). The
negated part is dropped, never acted on. "the X one" names its kind by what is set: a timer, alarm or reminder whose
label or time is X (a time said as "half six" is an alarm's); with nothing matching, a time is an alarm, else a timer.
A removal with no list named is a list's ("remove the bananas").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import datetime

from gpt_home.agent.clock_hours import alarm_time
from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.spoken_words import ORDINAL_NUMBER, POLITE
from gpt_home.skills.named_cancels import named_cancel
from gpt_home.skills.schedule import TimerRecord

_KIND = r"(?:one|ones|timer|alarm|reminder|item|thing)"
# the verbs of cancelling or removing, written once (each family adds its own: "take", "lose", ...)
_CANCEL_WORDS = "cancel|delete|remove|stop|scrap|kill|bin|ditch|get rid of|turn off|switch off"
_NOT = r"(?:(?:no|nah|nope|oh|sorry|wait|hang on|actually|oops|not that) )*(?:not|never mind|dont do|leave)"
_KEEP = (r"(?:(?:keep|leave) (?:it|them|that|those|this|that one|the [a-z]+ one)(?: alone| there| on| be)?|"
         r"(?:it|they|that|those) (?:can |should )?stay(?:s)?|(?:i|we) (?:still )?need (?:it|them|that))")
_MEANT = r"(?:(?:i|we) (?:meant|mean|want|wanted)|its|thats|it was|instead|rather|but|the other one|i said)"
# "cancel the egg one not the pasta one", "remove the bananas not the apples"
_MEANT_THEN_NOT = re.compile(rf"^(?P<request>(?:please |just )?(?:{_CANCEL_WORDS}|take|cross|tick) .+?) (?:and )?(?:not|but not|"
                             rf"rather than|"
                             rf"instead of) (?:the|my|that) "
                             rf"[a-z0-9 ]+?(?: {_KIND})?$")
# "not the five thirty one the half six one cancel that", "not the pasta one its the egg one i want gone"
_NOT_THEN_TARGET_VERB = re.compile(
    rf"^{_NOT} (?:the|my|that) [a-z0-9 ]+? {_KIND}(?: {_MEANT})? (?P<target>(?:the|my) [a-z0-9 ]+? {_KIND}) "
    rf"(?P<verb>{_CANCEL_WORDS}|take off)"
    r"(?: (?:that|it|this|that one|this one))?(?: please| instead| then)?$")
# "no not the dentist one get rid of the parcel reminder", "no not the apples keep them i meant remove the bananas"
_NOT_THEN_REQUEST = re.compile(
    rf"^{_NOT} (?:the |my |that )?(?P<kept>[a-z0-9 ]+?)(?: {_KIND})?(?: {_KEEP})?(?: {_MEANT})? (?P<request>(?:please |just )?"
    rf"(?:{_CANCEL_WORDS}|take|cross|tick|add|put|set|start|move|change) .+)$")
_CANCEL = rf"(?:{_CANCEL_WORDS}|lose|drop|bin off)"
# "cancel the seven oclock one", "get rid of the vet one": the one named by its label or time, no negation
_CANCEL_ONE = re.compile(rf"^(?:(?:please|just|can you|could you|and|then|ok|okay|right) )*{_CANCEL} (?:the|my|that) "
                         r"[a-z0-9 ]+? ones?(?: please| too| as well)?$")
# "the six am one can go", "the vet one isnt needed any more": the one named, then that it is done with
_ONE_DONE = re.compile(r"^(?:the|my|that) (?P<what>[a-z0-9 ]+?) one (?:can go|can be cancelled|isnt needed|is not "
                       r"needed|is no longer needed|(?:i|we) (?:dont|do not) need(?: it)?|you can (?:cancel|delete|"
                       r"scrap|bin|drop) (?:it|that)|(?:cancel|delete|scrap|bin|drop|kill) (?:it|that))(?: any ?more| "
                       r"now| please)?$")
# "keep the letters reminder but cancel the vet one", "leave the rice timer and stop the spuds one"
_KEEP_THEN = re.compile(rf"^(?:(?:no|actually|ok|okay|right) )*(?:keep|leave) (?:the|my|that) (?P<kept>[a-z0-9 ]+?) "
                        rf"(?:one|timer|alarm|reminder)s?(?: alone| on| going| running)?(?: but| and| then| just)+ "
                        rf"(?P<request>{_CANCEL} .+)$")
_THE_ONE = re.compile(r"\b(?:the|my) (?P<what>[a-z0-9 ]+?) ones?\b")
_LIST_VERB = re.compile(r"^(?:please |just )?(?:remove|take|cross|tick|scratch|strike|delete) ")
_KIND_WORD = re.compile(r"\b(?:timers?|alarms?|reminders?|list|lights?|lamps?)\b")


def _stem(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def names_record(what: str, record: TimerRecord, now: datetime) -> bool:
    """True when "what" ("egg", "half six", "dentist") names this timer, alarm or reminder."""
    said = {_stem(w) for w in what.split() if w not in ("the", "my", "a", "an")}
    if said and said <= {_stem(w) for w in record.label.lower().split()}:
        return True
    due, readings = alarm_time(what, now)
    times = [due] if readings is None else list(readings)
    local = record.due.astimezone(now.tzinfo)  # stored UTC; the time said is the household's
    return any(t is not None and (t.hour, t.minute) == (local.hour, local.minute) for t in times)


def _with_kind(request: str, records: Callable[[], Sequence[TimerRecord]], now: datetime,
               asked: list[str] | None = None) -> list[str]:
    """ "cancel the egg one" -> "cancel the egg timer" (the kinds of what is set and named "egg", else a guess). With
    two kinds set and named so (an alarm and a reminder both at 7), no reading: the question which goes to ``asked``."""
    m = _THE_ONE.search(request)
    if m is None:
        if _LIST_VERB.match(request) and not _KIND_WORD.search(request):
            return [request, f"{request} from the list"]  # "remove the bananas": a list's item
        return [request]
    what = m.group("what")
    kinds = sorted({r.kind for r in records() if names_record(what, r, now)}, key=list(TimerKind).index)
    if not kinds:
        due, readings = alarm_time(what, now)
        kinds = [TimerKind.ALARM] if due is not None or readings else [TimerKind.TIMER]
    out = []
    for kind in kinds:
        named = f"reminder about {what}" if kind is TimerKind.REMINDER else f"{what} {kind.value}"
        out.append(f"{request[: m.start()]}the {named}{request[m.end():]}")
    if len(kinds) > 1:  # "cancel the 7 am one" with an alarm and a reminder at 7: ask, never pick one
        said = "at" if alarm_time(what, now) != (None, None) else "called"
        either = " or the ".join(k.value for k in kinds)
        if said == "at":  # "cancel the 7 pm reminder": a reminder named by its time
            out = [f"{request[: m.start()]}the {what} {k.value}{request[m.end():]}" for k in kinds]
        options = " or ".join(f'"{o}"' for o in out)
        if asked is not None:
            asked.append(f"The {either} {said} {what}? Say {options}.")
        return []
    return out


_ALL = re.compile(r"\b(?:all|every|everything|the rest)\b")
_KEPT_KIND = re.compile(r"(?: (?:and|but|then|just|alone|on|going|running))+$|\b(?:ones?|timers?|alarms?|reminders?|"
                        r"lights?|lamps?)$")


def kept_from_all(normalized: str) -> tuple[str, str, str] | None:
    """(kind, what is kept, the request) for "leave the egg timer and cancel all the timers", "not the 6 am alarm
    cancel all the alarms", "leave the hall light and turn off all the lights": a request for all but the one named
    (kind "light" for lights); None for any other sentence."""
    m = _KEEP_THEN.match(normalized) or _NOT_THEN_REQUEST.match(normalized)
    if m is None or not _ALL.search(m.group("request")):
        return None
    kind = re.search(r"\b(?P<kind>timer|alarm|reminder|light|lamp)s?\b", m.group("request"))
    named = re.search(r"\b(?P<kind>timer|alarm|reminder|light|lamp)s?\b", normalized[: m.start("request")])
    if kind is not None and named is not None and named.group("kind") != kind.group("kind"):
        return None  # "never mind the egg timer cancel all the alarms": the one kept is of another kind
    kept = m.group("kept")
    while (trimmed := _KEPT_KIND.sub("", kept).strip()) != kept:
        kept = trimmed
    if kind is None or not kept:
        return None
    return ("light" if kind.group("kind") == "lamp" else kind.group("kind")), kept, m.group("request")


def all_but_reading(normalized: str) -> str | None:
    """ "leave the egg timer and cancel all the timers" -> "cancel all the timers except the egg one" (all_but_order
    reads that); None for lights and any other sentence."""
    found = kept_from_all(normalized)
    if found is None or found[0] == "light":
        return None
    return f"cancel all the {found[0]}s except the {found[1]} one"


def all_lights_but(found: tuple[str, str, str], light_names: Sequence[str]) -> list[str]:
    """The commands for "leave the hall light and turn off all the lights": each light but the one kept; empty when
    no light is named so (then nothing is switched: what was named to keep is never acted on)."""
    _, kept, request = found
    if not any(kept == name or kept in name.split() for name in light_names):
        return []
    state = "off" if re.search(r"\boff\b|\bout\b", request) else "on"
    return [f"turn {state} the {name} light" for name in light_names if not (kept == name or kept in name.split())]


def which_one_readings(normalized: str, records: Callable[[], Sequence[TimerRecord]], now: datetime,
                       asked: list[str] | None = None) -> list[str]:
    """The request about the one meant (never the one kept), its kind filled in; empty when no family applies. A
    question which one is meant goes to ``asked`` when what is named fits two kinds set."""
    out: list[str] = []
    if kept_from_all(normalized) is not None:  # "leave the egg timer and cancel all the timers": never all of them
        return out
    if (m := _ONE_DONE.match(normalized)) is not None:
        out.extend(_with_kind(f"cancel the {m.group('what')} one", records, now, asked))
    elif _CANCEL_ONE.match(normalized) is not None and not re.search(
            r"\b(?:other|last|first|second|next|not|rather|instead)\b", normalized):
        out.extend(_with_kind(normalized, records, now, asked))
    elif (m := _KEEP_THEN.match(normalized)) is not None:
        out.extend(_with_kind(m.group("request"), records, now, asked))
    if out or not re.search(r"\b(?:not|never mind|leave|keep|instead|rather)\b", normalized):
        return [r for r in dict.fromkeys(out) if r and r != normalized]
    if (m := _NOT_THEN_TARGET_VERB.match(normalized)) is not None:
        out.extend(_with_kind(f"{m.group('verb')} {m.group('target')}", records, now, asked))
    elif (m := _NOT_THEN_REQUEST.match(normalized)) is not None:
        out.extend(_with_kind(m.group("request"), records, now, asked))
    elif (m := _MEANT_THEN_NOT.match(normalized)) is not None and not normalized.startswith(("not ", "no ")):
        out.extend(_with_kind(m.group("request"), records, now, asked))
    return [r for r in dict.fromkeys(out) if r and r != normalized]


_ORDINALS = {word: n - 1 for word, n in ORDINAL_NUMBER.items() if n <= 5} | {"next": 0, "earliest": 0, "soonest": 0}
_NEWEST = ("last", "latest", "newest", "most recent", "last one i set", "one i just set")
# "cancel the last timer", "delete the second alarm", "get rid of the first reminder"; never stop/turn off/switch off:
# said while an alarm rings, "turn off the first alarm" is the STOP rule's (agent/timer_intents.py), not the next one
_ORDINAL_CANCEL = re.compile(
    rf"^(?:(?:{POLITE}|just) )*(?:cancel|delete|remove|scrap|kill|bin|ditch|get rid of) (?:the|my) (?P<ord>first|second|third|fourth|fifth|next|earliest|soonest|last|latest|newest|most "
    r"recent) (?P<kind>one|timer|alarm|reminder)(?: i set| i just set| you set)?(?: please)?$")


def ordinal_order(normalized: str, timers: object, user_id: str, now: datetime) -> TimerRecord | None:
    """The timer, alarm or reminder a request cancels by its place ("the last timer": the one set last; "the second
    alarm": the second as they are read out, soonest first) or by its name, cancelled; None when the sentence is not such a request
    or nothing is there (the rest of the cascade then answers it)."""
    m = _ORDINAL_CANCEL.match(normalized)
    if m is None:  # "cancel the one for the cake", "pizza timer cancel": the one thing of that name (named_cancels)
        return named_cancel(normalized, timers, user_id, now)
    if timers is None:
        return None
    records = [r for r in timers.list(user_id) if r.due > now]  # type: ignore[attr-defined]
    if m.group("kind") != "one":
        records = [r for r in records if r.kind is TimerKind(m.group("kind"))]
    elif records:  # "the last one": the kind of the one set last
        kind = max(records, key=lambda r: r.created).kind
        records = [r for r in records if r.kind is kind]
    if not records:
        return None
    if m.group("ord") in _NEWEST:
        chosen = max(records, key=lambda r: r.created)
    else:
        place = _ORDINALS[m.group("ord")]
        ordered = sorted(records, key=lambda r: r.due)
        if place >= len(ordered):
            return None
        chosen = ordered[place]
    return timers.cancel_id(chosen.id)  # type: ignore[attr-defined]


# "cancel all the alarms except the six am one", "delete every reminder but the vet one"
_ALL_BUT = re.compile(
    rf"^(?:(?:{POLITE}|just) )*{_CANCEL} (?:all|every|all of)(?: the| my)? (?P<kind>timer|alarm|"
    r"reminder)s? (?:except|but|apart from|other than|bar|besides|but not|except for|save) (?:the |my |for the )?"
    r"(?P<what>[a-z0-9: ]+?)(?: one| timer| alarm| reminder)?$")


def all_but_order(normalized: str, timers: object, user_id: str, now: datetime) -> tuple[int, list[TimerRecord]] | None:
    """Cancel every timer, alarm or reminder of a kind but the one named: (how many cancelled, the ones kept); None when
    the sentence is no such request or the one named is not set (the rest of the cascade then answers it)."""
    m = _ALL_BUT.match(normalized)
    if m is None or timers is None:
        return None
    kind = TimerKind(m.group("kind"))
    records = [r for r in timers.list(user_id, kind=kind) if r.due > now]  # type: ignore[attr-defined]
    kept = [r for r in records if names_record(m.group("what"), r, now)]
    if not kept:
        return None
    gone = [timers.cancel_id(r.id) for r in records if r not in kept]  # type: ignore[attr-defined]
    return len(gone), kept
