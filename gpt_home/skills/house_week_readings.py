"""Command families from a household week (issue 15, the eleventh set), read by a cue word and tolerant slots and put
the way the rules say them, so the next household's words carry over, not only the sentence seen:

- a timer corrected while it is said ("set a timer for fifteen minutes no make it twenty for the bread"): the last
  amount and the label win -> "set a bread timer for twenty minutes";
- a machine's end said as a time ("the washing machine finishes in forty minutes let me know") -> a timer named so;
- a reminder asked after its task ("i always forget to defrost the mince can you remind me at five") or with the day
  before the task and the hour after ("remind me tomorrow morning to go to the post office at ten");
- a reminder or an alarm moved and corrected while said ("move the tablets reminder to half past eight no nine
  oclock") -> the last time only;
- a list asked about with a reason after ("is cheese on the list already i dont want to buy it twice");
- a light made darker or brighter in other words ("make the kitchen lamp more dark": dim, never on) and its level with
  a reason after ("set the living room brightness to seventy percent were watching a film");
- volume said about the assistant itself ("turn your voice down a bit", "turn yourself down the neighbours ...");
- how warm or cold it is outside, asked with a reason after -> the weather.

A reading is a sentence the rules already check, so a reading that is not really a request is not understood and
changes nothing. Pure: no store, no clock.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import DIGITS, FILLERS, NUMBERS, OWNER, POLITE, TIME_UNIT
from gpt_home.skills.family_readings import DURATION

_AMOUNT = rf"(?:\d+|{NUMBERS}|a|an|half an?)(?: (?:{DIGITS}))?"
_FIX = r"(?:no|nope|sorry|actually|i mean|wait|make it|or rather|rather|scratch that|change that to|better)"
_TIMER_CUE = re.compile(r"\btimer\b")
# "... for fifteen minutes no make it twenty for the bread": the amount after the last correction word
_LAST_AMOUNT = re.compile(rf"\b{_FIX}(?: {_FIX})*(?: (?:it|to|for|that))* (?P<amount>{_AMOUNT})(?: (?P<unit>{TIME_UNIT}))?"
                          rf"\b(?P<rest>.*)$")
_FOR_THING = re.compile(r"\bfor (?:the |my |our |his |her |their )?(?P<label>[a-z]+(?: [a-z]+)??)(?: (?:because|cause|coz|"
                        r"as|since|its|it is|theyre|we|i|so|please|thanks)\b.*)?$")


def _corrected_timer(normalized: str) -> list[str]:
    """ "set a timer for fifteen minutes no make it twenty for the bread" -> "set a bread timer for twenty minutes"."""
    if not _TIMER_CUE.search(normalized) or not re.match(rf"^(?:(?:{POLITE}|oh|ok|okay) )*(?:set|put|"
                                                         r"start|give me|i need|i want)\b", normalized):
        return []
    first = re.search(DURATION, normalized)
    m = _LAST_AMOUNT.search(normalized)
    if first is None or m is None or m.start() < first.end():
        return []
    unit = m.group("unit") or first.group(0).split()[-1]
    rest = m.group("rest").strip()
    thing = _FOR_THING.search(" " + rest) if rest else None
    if rest and thing is None:
        return []  # something else said after the correction: the rest of the cascade reads it
    before = _FOR_THING.search(normalized[:first.start()].strip().removesuffix(" for").strip())
    label = thing.group("label") if thing else (before.group("label") if before else "")
    if label in ("a", "the", "it", "me", "us"):
        return []
    return [f"set a {label + ' ' if label else ''}timer for {m.group('amount')} {unit}"]


_DONE_IN = re.compile(rf"^(?:(?:so|oh|ok|okay|right|and) )*{OWNER}?(?P<thing>[a-z]+(?: [a-z]+){{0,2}}?) "
                      rf"(?:finishes|is finished|will finish|will be done|is done|ends|will end|is ready|will be ready|"
                      rf"should be done|should be ready|should finish|comes out|beeps|needs|has|s done|s ready) "
                      rf"(?:in|after) (?P<amount>{DURATION}(?: and a half)?)(?: or so)? (?:(?:please|so|and|can you|could you|will you) )*"
                      rf"(?:let me know|tell me|give me a (?:shout|call|nudge|buzz)|shout|ping me|warn me|remind me|"
                      rf"let us know|tell us|call me)\b")


def _done_in(normalized: str) -> list[str]:
    """ "the washing machine finishes in forty minutes let me know" -> "set a washing machine timer for forty
    minutes": a time until something ends, and a call to be told."""
    m = _DONE_IN.match(normalized)
    if m is None or m.group("thing") in ("it", "that", "this", "she", "he", "they"):
        return []
    return [f"set a {m.group('thing')} timer for {m.group('amount')}"]


_FORGET_THEN_ASK = re.compile(r"^(?:(?:oh|so|and|ok|okay) )*(?:i|we) (?:always |often |keep |usually |might |will |ll |"
                              r"could |tend to )?(?:forget|forgetting) to (?P<task>.+?) (?:so )?(?:(?:can|could|will|"
                              r"would) you |please |pls )*remind (?:me|us) (?P<when>(?:at|on|in|by|tomorrow|tonight|this|"
                              r"next)\b.*)$")
_WHEN_FIRST = re.compile(r"^(?:(?:please|you|can you|could you|would you|will you|pls) )*remind (?:me|us) (?P<day>(?:"
                         r"tomorrow|today|tonight|this|on \w+day|\w+day)(?: (?:morning|afternoon|evening|night))?) "
                         r"(?:to|about) (?P<task>.+?) (?P<hour>at .+)$")


def _reminder_orders(normalized: str) -> list[str]:
    """ "i always forget to defrost the mince can you remind me at five" -> "remind me to defrost the mince at five";
    "please you remind me tomorrow morning to go to the post office at ten" -> "remind me to go to the post office
    tomorrow morning at ten"."""
    if (m := _FORGET_THEN_ASK.match(normalized)) is not None:
        return [f"remind me to {m.group('task')} {m.group('when')}"]
    if (m := _WHEN_FIRST.match(normalized)) is not None:
        day, hour = m.group("day"), m.group("hour")
        part = re.search(r"(morning|afternoon|evening|night)$", day)
        if part is not None and re.fullmatch(r"at [a-z0-9: ]+", hour) and not re.search(r"\b(?:am|pm)\b", hour):
            day = day.removesuffix(" " + part.group(1))  # "tomorrow morning ... at ten": ten in the morning
            day = {"this": "today"}.get(day, day)  # "this evening ... at seven": today at seven pm
            hour = f"{hour} {'am' if part.group(1) == 'morning' else 'pm'}"
        return [f"remind me to {m.group('task')} {day} {hour}"]
    return []


_MOVE = re.compile(rf"^(?P<head>(?:(?:{POLITE}|oh) )*(?:move|change|push|put back|bring forward|shift) "
                   rf"{OWNER}?.*?\b(?:reminder|alarm|one)) (?:to|till|until|for) (?P<first>.+?) "
                   rf"(?:{_FIX})(?: {_FIX})*(?: (?:to|make it))? (?P<last>.+)$")


def corrected_move(normalized: str) -> list[str]:
    """ "move the tablets reminder to half past eight no nine oclock" -> "move the tablets reminder to nine oclock":
    the time said after the correction is the only one acted on."""
    m = _MOVE.match(normalized)
    return [f"{m.group('head')} to {m.group('last')}"] if m is not None else []


_ON_LIST = re.compile(r"^(?P<ask>(?:is|are) (?:there )?(?:any )?(?P<item>[a-z]+(?: [a-z]+){0,2}) (?:on|in) (?:the |my |"
                      r"our )?(?:shopping |to do |grocery )?list)(?: (?:already|yet|still|too|now))?(?: "
                      r"(?P<why>(?:i|we|im|cause|coz|because|as|so|dont|just)\b.*))?$")


def _on_list(normalized: str) -> list[str]:
    """ "is cheese on the list already i dont want to buy it twice" -> "is cheese on the list"."""
    m = _ON_LIST.match(normalized)
    return [m.group("ask")] if m is not None else []


_LIGHT = r"(?:lights?|lamps?|bulbs?|one)"
_DARKER = re.compile(rf"^(?:(?:{POLITE}|pls|would you) )*(?:make|get|have|put|turn) {OWNER}?"
                     rf"(?P<room>[a-z]+(?: [a-z]+)?) {_LIGHT} (?:a (?:bit|little|tad|touch) |a little bit |bit |little |much )?(?P<how>more dark|darker|less bright|not so bright|"
                     rf"not as bright|dimmer|more dim|softer|lower|more bright|brighter|less dark|lighter)\b")
_LEVEL_REASON = re.compile(rf"^(?P<order>(?:(?:{POLITE}) )*(?:set|put|turn|make) {OWNER}?"
                           r"(?P<room>[a-z]+(?: [a-z]+)?) (?:light |lights |lamp )?(?:brightness|level|dimmer|light|"
                           r"lights|lamp) (?:to|at|on) (?P<level>\d+|[a-z]+(?: [a-z]+)?) ?(?:percent|per cent|%)) "
                           r"(?P<why>.+)$")


def _light_levels(normalized: str, light_names: tuple[str, ...]) -> list[str]:
    """ "please make the kitchen lamp more dark" -> "dim the kitchen light" (never on); "set the living room
    brightness to seventy percent were watching a film" -> "set the living room light to seventy percent"."""
    if (m := _DARKER.match(normalized)) is not None and m.group("room") in light_names:
        darker = m.group("how") in ("more dark", "darker", "less bright", "not so bright", "not as bright", "dimmer",
                                    "more dim", "softer", "lower")
        return [f"make the {m.group('room')} light {'dimmer' if darker else 'brighter'}"]  # one step, never on
    if (m := _LEVEL_REASON.match(normalized)) is not None and m.group("room") in light_names:
        return [f"set the {m.group('room')} light to {m.group('level')} percent"]
    return []


_SELF_VOLUME = re.compile(rf"^(?:(?:{POLITE}|would you|pls) )*(?:turn|put|bring|keep) (?:your (?:voice|"
                          rf"sound|volume|speaker)|yourself|you) (?P<way>down|up)\b|^(?:(?:{POLITE}) )*"
                          r"(?:turn|put|bring) (?P<way2>down|up) (?:your (?:voice|sound|volume|speaker)|yourself)\b")


def _self_volume(normalized: str) -> list[str]:
    """ "turn your voice down a bit", "turn yourself down the neighbours are complaining" -> "turn the volume down"."""
    m = _SELF_VOLUME.match(normalized)
    if m is None:
        return []
    return [f"turn the volume {m.group('way') or m.group('way2')}"]


_HOW_WARM = re.compile(rf"^(?:(?:{FILLERS}|hey) )*how (?:warm|cold|hot|chilly|nippy|mild) (?:is it|it is|s it) "
                       r"(?:out there|outside|out|outdoors|out today|today|this morning|this afternoon|tonight|"
                       r"tomorrow)\b")


def _how_warm(normalized: str) -> list[str]:
    """ "how warm is it out there do the kids need jumpers" -> "whats the weather" (inside, the oven: not weather)."""
    if _HOW_WARM.match(normalized) is None:
        return []
    return ["whats the weather tomorrow" if "tomorrow" in normalized else "whats the weather"]


_NEEDS_ON = re.compile(rf"^(?:(?:{FILLERS}|right) )*{OWNER}?(?P<thing>[a-z]+(?: [a-z]+){{0,2}}?) (?:needs|"
                       r"has|wants|ought|should|must|can|could)(?: to)? (?:go|be|get|come|going|putting|turning|"
                       r"switching|be put|be turned|be switched) (?P<state>on|off)(?: (?:now|please|again|for a bit|soon))*"
                       r"(?: (?:its|it is|im|we|were|i|because|cause|as)\b.*)?$")


def _needs_on(normalized: str) -> list[str]:
    """ "the robot hoover needs to go on" -> "turn on the robot hoover" (the rules switch a light so named and say
    honestly what they cannot control)."""
    m = _NEEDS_ON.match(normalized)
    if m is None or m.group("thing") in ("it", "that", "this", "he", "she", "they", "i", "we", "you", "light", "lights",
                                         "lamp", "lamps"):  # "lights can go off now": which ones is asked back
        return []
    return [f"turn {m.group('state')} the {m.group('thing')}"]


_DONE_TICK = re.compile(r"^(?:(?:oh|ok|okay|so|right|and|well) )*(?:i|we|ive|weve|i have|we have|i ve|we ve)(?: (?:just|"
                        r"already|finally|now|have))* (?:done |finished |did |sorted )?(?:with )?(?:(?P<ing>[a-z]+ing )|[a-z]+ )(?P<obj>[a-z]+"
                        r"(?: [a-z]+){0,3}?) (?:so |and )?(?:(?:you can|can you|could you|please|now|just) )*(?:tick|"
                        r"cross|check|mark|strike|scratch|take) (?:it|that|this) off(?: (?:the|my|our) (?:to do |todo )?"
                        r"list)?$")


def _done_tick(normalized: str) -> list[str]:
    """ "i paid the gas bill you can tick it off", "we have done ringing the council cross it off" -> "cross the gas
    bill off the to do list" (the to-do it names is found by its last words, one only)."""
    m = _DONE_TICK.match(normalized)
    if m is None:
        return []
    return [f"cross {m.group('ing') or ''}{m.group('obj')} off the to do list"]  # "fixing the gate": its -ing kept


_CHECKED = re.compile(rf"^(?:(?:{FILLERS}) )*(?:is|are|has|how (?:hot|warm|cold) is) {OWNER}?(?P<thing>oven|"
                      r"hob|kettle|bath|water|iron|radiators?|cooker|grill|tea|coffee|dinner|fridge|freezer)(?: (?:hot|"
                      r"warm|cold|ready|on|heated up|warmed up|boiled|boiling|cool|cooled down))?(?: yet| now| already)?$"
                      rf"|^(?:(?:{FILLERS}) )*(?:is it|its|how (?:hot|warm|cold) is it) (?:\w+ )?(?:cold|warm|hot|"
                      r"chilly|freezing|stuffy)? ?(?P<inside>in here|inside|in the house|indoors|in this room)$")


def checked_inside(normalized: str) -> str | None:
    """ "is the oven hot" -> "oven", "is it cold in here" -> "inside": a question about a thing in the house, never
    the weather outside (there is no sensor to answer it)."""
    m = _CHECKED.match(normalized)
    if m is None:
        return None
    return m.group("thing") or "inside"


def house_week_readings(normalized: str, light_names: tuple[str, ...] = ()) -> list[str]:
    """The request in the rules' words, one family's reading; empty when no family's cue is said."""
    out = [*_corrected_timer(normalized), *_done_in(normalized), *_reminder_orders(normalized),
           *_on_list(normalized), *_light_levels(normalized, light_names), *_self_volume(normalized),
           *_how_warm(normalized), *_needs_on(normalized),
           *_done_tick(normalized)]
    return [r for r in dict.fromkeys(out) if r != normalized]
