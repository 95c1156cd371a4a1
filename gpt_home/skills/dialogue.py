"""One local turn: finish a pending question, else the fast rule matcher, else the sentence templates.

Order and why: a pending question ("For how long?") is answered first, within its 30 s window; then the hand-written
rules in ``agent.intents`` (sub-millisecond, exact slots); then hassil over Home Assistant's templates and ours
(``agent.recognizer``), whose handlers may decline so the next one, or the model, answers. Times: the turn's clock.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime
from typing import Any

from gpt_home.agent.clock_hours import period_question
from gpt_home.agent.household_slots import compose, not_asked
from gpt_home.agent.light_slots import compose as light_parts
from gpt_home.agent.volume_slots import compose as volume_parts
from gpt_home.agent.intents import Intent, SetTimerSlots, TimerKind, normalize
from gpt_home.agent.order_phrasings import repeating
from gpt_home.agent.question_first import leading_questions
from gpt_home.agent.question_reader import tells_only
from gpt_home.agent.recognizer import Recognition, Recognizer, spoken_symbols
from gpt_home.agent.relaxed import clauses, relax, run_on_clauses
from gpt_home.agent.answer_repair import no_said_last, without_leading_no
from gpt_home.agent.self_correction import corrected, corrected_slots, has_correction, said_after
from gpt_home.agent.semantic import SemanticReader, asks_only, default_reader
from gpt_home.agent.timer_orders import misread as timer_misread, time_only_reminder
from gpt_home.skills import (after_remark, command_breaths, cue_readings, date_sums, domain_state, need_offers,
                             pointing_back, question_turn, remind_me_asks)
from gpt_home.skills.asked_events import HeardTurns, asked_event, reply as event_reply
from gpt_home.skills.asking_back import (VALUE_ANSWERS, Missing, PendingQuestions, SkillReply, is_cancel)
from gpt_home.skills.bad_input import impossible_clock, months_long, negative_length
from gpt_home.skills.chitchat import chit_chat_reply
from gpt_home.skills.command_breaths import Breath
from gpt_home.skills.command_first import leading_commands
from gpt_home.skills.command_shape import not_understood
from gpt_home.skills.courtesy import only_thanks
from gpt_home.skills.cue_readings import CueTurn, Stage
from gpt_home.skills.day_parts import day_part_reading
from gpt_home.skills.light_asking import LightTurn, asks_which
from gpt_home.skills.light_requests import light_correction, light_turn, state_reply
from gpt_home.skills.clock_elsewhere import misread as elsewhere
from gpt_home.skills.place_first import place_first
from gpt_home.skills.day_opinion import misread as day_misread
from gpt_home.skills.device_trouble import offer as trouble_offer
from gpt_home.skills.got_items import offer as got_offer
from gpt_home.skills.timer_edits import edit as timer_edit
from gpt_home.skills.light_tellings import told
from gpt_home.skills.light_times import light_later
from gpt_home.skills.light_wordings import as_lights_read
from gpt_home.skills.bare_items import offer as item_offer
from gpt_home.skills.list_orders import list_readings, misread, unnamed_take_off
from gpt_home.skills.list_phrasings import without_markup
from gpt_home.skills.named_intents import NamedIntents
from gpt_home.skills.not_the_lights import no_switch
from gpt_home.skills.pending_answer import answer
from gpt_home.skills.phrases import join_and, spoken_clock
from gpt_home.skills.pronoun_lights import pronoun_light
from gpt_home.skills.read_as import ReadAs
from gpt_home.skills.relayed import relayed_request, reported
from gpt_home.skills.restated import SECOND_ASKED, borrowed_day
from gpt_home.skills.taken_back import taken_back
from gpt_home.skills.timer_moves import move_order
from gpt_home.skills.timers import describe
from gpt_home.skills.turn_memo import match, readings, timer_readings  # once per text and turn
from gpt_home.skills.usual_order import plainly
from gpt_home.skills.which_one import (all_but_order, all_but_reading, all_lights_but, kept_from_all, ordinal_order,
                                       which_one_readings)

_LOGGER = logging.getLogger(__name__)
DROPPED_REPLY = "Okay, never mind."
# A question whose subject is the speaker ("what time do i get up", "what is my alarm code", "who am i talking to"):
# the reading by meaning only finds the nearest command ("what time is it"), memory or the model knows the answer.
_ABOUT_THE_SPEAKER = re.compile(r"^(?!.*\b(?:list|timers?|alarms?|reminders?|lights?|lamps?|volume|weather)\b)"
                                r"(?:what|whats|when|where|who|which|how|do|does|did|am|is|are|was|were)\b"
                                r"(?:.*\b(?:do|did|am|have|should|must|can|usually|normally) i\b|.*\bmy\b)")

_QUESTION_START = r"(?:what|whats|when|whens|how|hows|is|are|which|who)\b"  # questions only: a command is never split
_TWO_QUESTIONS = re.compile(rf"^(?P<first>{_QUESTION_START}(?: \S+){{1,7}}?) and (?:also )?"
                            rf"(?P<second>{_QUESTION_START}(?: \S+){{1,8}}|{SECOND_ASKED})$")
# a clause that asks about something said before it ("what day is that"): never answered on its own
_BACK_REFERENCE = re.compile(r"\b(?:is|was|be|s|on|fall on|falls on) (?:that|it then)\b")

class Dialogue:
    """The local turn runner behind ``LocalSkills.handle``."""

    def __init__(self, skills: Any, named: NamedIntents, pending: PendingQuestions, recognizer: Recognizer) -> None:
        self.skills = skills
        self.named = named
        self.pending = pending
        self.recognizer = recognizer
        self.heard = HeardTurns()
        self.semantic: Callable[[], SemanticReader | None] | None = default_reader  # None: no reading by meaning

    def handle(self, text: str, user_id: str, device_id: str, now: datetime) -> str | None:
        """The spoken reply, or None when no local intent applies (the model answers)."""
        now = now.astimezone(self.skills.tz)
        key = (user_id, device_id)
        text = said_first = without_markup(text)  # "<b>oat milk</b>": tags are never part of an item (stored plain)
        normalized = heard = normalize(spoken_symbols(text))
        if (said := as_lights_read(plainly(normalized), self.light_names())) != normalized:
            _LOGGER.debug("said plainly: %r", said)  # "can ye turn yerself up", "the lounge light"
            text = normalized = said
        pending = self.pending.take(key, now)
        fixed = light_correction(normalized, self.light_names()) or corrected(normalized)  # "five no ten minutes"
        if pending is not None:
            if is_cancel(normalized) or is_cancel(relax(normalized) or normalized) or no_said_last(normalized):
                return SkillReply(DROPPED_REPLY)
            # the answer as heard: an item or a task keeps its words ("ye olde mustard")
            said = corrected(heard) or heard  # "5 no 10 minutes"; "no, tomorrow at 6 pm" to "when?" is its time
            said = without_leading_no(said) if pending.missing in VALUE_ANSWERS else said
            if (reply := answer(self, pending, said, user_id, now, key)) is not None:
                return reply
        if (back := taken_back(normalized, self._read_as(now))) is not None:
            return back  # "kitchen light off, actually leave it on": nothing done (skills/taken_back.py)
        if (lit := light_later(normalized, lambda t: self.understand_once(t, t, user_id, now, key),
                               self._read_as(now))) is not None:
            return lit  # "turn the kitchen light on for five minutes": said honestly (skills/light_times.py)
        if (parted := day_part_reading(fixed or normalized, now)) and (r := self._understand(parted, parted, user_id, now, key)):
            return r  # "remind me in the morning to ...": which morning said, the hour asked (skills/day_parts.py)
        if (relay := relayed_request(normalized)) and (r := (None if pointing_back.points_back(relay) else  # "says cancel that"
                cue_readings.reply(Stage.FIRST, self._cue_turn(relay, user_id, now, key))) or self._understand(relay, relay, user_id, now, key)):
            return r  # "mummy says set a timer for 20 minutes": a relay now is done, a report never (skills/relayed.py)
        edited = self.skills.guarded("timer", lambda: timer_edit(normalized, self.skills.timers, user_id, now))
        if isinstance(edited, str):
            return edited  # "knock the pasta timer down to 6": that running timer changed (skills/timer_edits.py)
        if (offered := edited or trouble_offer(normalized) or got_offer(normalized, self._holds(user_id))
                or need_offers.offer(normalized)) is not None:  # "my speaker keeps cutting out", "we've got milk
            return self.pending.ask(key, Missing.OFFER, now, question=offered.question, command=offered.command,
                                    said=offered.said)  # now", "at 8 the cat needs feeding": an offer "yes" takes up
        earlier = self.heard.then(key, normalized, now)  # "the party is on saturday", then "when is the party"
        if (asked := asked_event(normalized, now)) is not None:  # "what date is the party": never today's date
            return event_reply(asked, self.skills, user_id, now, earlier)  # None: memory or the thread has it
        if (state := domain_state.reply(normalized, self.skills, user_id, now, pointed=True)) is not None:
            return state  # "my saturday alarm", "before i forget, whats on the list": the one thing, the state now
        if (said := question_turn.both(normalized, self._read_as(now),  # skills/question_turn.py
                                       lambda t: self.understand_once(t, t, user_id, now, key))) is not None:
            return said  # "how do you spell liaison and will it rain on saturday": both answered, in order
        if (said := cue_readings.reply(Stage.FIRST, self._cue_turn(fixed or normalized, user_id, now, key, said_first))):
            return said  # "flip a coin and roll a die"; read as corrected: "days until the 20th no sorry the 22nd"
        if (said := command_breaths.reply(normalized, self._breath(user_id, now, key, said_first))) is not None:
            return said  # "are you there set a timer ...", "... and another thing ...": skills/command_breaths.py
        # chit-chat said in any of its families' ways: a whole-utterance match, so no request is ever taken for it;
        # read as said too, since normalizing drops a trailing "thank you" ("phew thank you" is no "phew")
        whole = " ".join(re.sub(r"[^a-z0-9 ]", " ", said_first.lower().replace("'", "").replace("\u2019", "")).split())
        if (reply := next((r for t in dict.fromkeys((whole, normalized)) if t and (
                r := chit_chat_reply(t, self.named.rng, self.skills.capabilities_reply)) is not None), None)) is not None:
            return reply
        if (reply := negative_length(said_first) or months_long(normalized) or repeating(normalized)) is not None:
            return reply  # "timer for -10 seconds": never a 10 second timer; "every day at 8": not built, said so
        if has_correction(normalized) and (reply := self._slot_corrected(normalized, user_id, now, key)) is not None:
            return reply  # "add toilet paper no actually paper towels to the list": the item's last value
        reply = self._understand(fixed, fixed, user_id, now, key) if fixed else None
        if reply is not None:
            _LOGGER.debug("self-correction read as %r", fixed)
            return reply
        if (both := self._two_questions(normalized, user_id, now, key)) is not None:
            return both  # "whats the time and is it gonna rain": both answered, not only the first
        reply = self._understand(text, normalized, user_id, now, key)
        if reply is None and (state := domain_state.reply(normalized, self.skills, user_id, now)) is not None:
            return state  # "what month have we reached", "rattle off my alarms": that domain's state now
        if reply is None and (offered := item_offer(normalized)) is not None:  # "tin foil" alone: skills/bare_items.py
            return self.pending.ask(key, Missing.OFFER, now, question=offered.question, command=offered.command)
        reply = reply or remind_me_asks.answered(normalized, lambda t: self._understand(t, t, user_id, now, key))
        return reply if reply is not None else after_remark.unless_told(lambda: not_understood(normalized, self.skills),
            said_first, lambda t: self.handle(t, user_id, device_id, now), self._read_as(now), self.light_names())

    def _understand(self, text: str, normalized: str, user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        # "change my alarm to half seven": the alarm set is moved, never a second one set (skills/timer_moves.py)
        if (moved := self.skills.guarded("move", lambda: move_order(normalized, self.skills.timers, user_id, now,
                                                                    self.skills.tz))) is not None:
            return moved
        if (parts := compose(normalized)) is not None and parts.command != normalized:  # every word consumed, in any
            _LOGGER.debug("composed %r from %s", parts.command, parts.consumed)  # order (agent/household_slots.py)
            return self._understand(parts.command, parts.command, user_id, now, key) or impossible_clock(parts.command)
        if parts is None and not_asked(normalized):  # "my son said set a timer ...", "no need to set an alarm ..."
            return None
        cues = self._cue_turn(normalized, user_id, now, key)
        if (done := cue_readings.reply(Stage.COMMANDS, cues)) is not None:  # command families by cue
            return done
        if (gone := ordinal_order(normalized, self.skills.timers, user_id, now)) is not None:  # "the last timer"
            return f"Okay, I cancelled {describe(gone, self.skills.tz)}."
        but_said = all_but_reading(normalized) or normalized  # "leave the egg timer and cancel all the timers"
        if (but := all_but_order(but_said, self.skills.timers, user_id, now)) is not None:  # "all but the 6 am one"
            count, kept = but
            word = kept[0].kind.value + ("" if count == 1 else "s")
            return f"Okay, I cancelled {count} {word} and kept {join_and([describe(t, self.skills.tz) for t in kept])}."
        if (found := kept_from_all(normalized)) is not None:  # what was named to keep is never acted on
            commands = all_lights_but(found, self.light_names()) if found[0] == "light" else []
            replies = [r for c in commands if (r := self.understand_once(c, c, user_id, now, key))]
            return " ".join(replies) if replies else f"I couldn't find the {found[1]} {found[0]}, so I left them all."
        asked: list[str] = []  # "cancel the 7 am one" with an alarm and a reminder at 7: which, never a guess
        meant = self.which_one(normalized, user_id, now, asked)
        if asked:
            return asked[0]
        for other in meant:  # "cancel the egg one not the pasta one"
            if (reply := self.understand_once(other, other, user_id, now, key)) is not None:
                return reply
        intent = match(text, now, lights=self.skills.lights.names)
        for other in timer_readings(normalized, now) if intent is None else ():
            # "in an hour remind me to move the laundry to the dryer": a reminder the rules set, time and task
            intent = match(other, now, lights=self.skills.lights.names)
            if intent is not None and getattr(intent.slots, "kind", None) is TimerKind.REMINDER:
                return self.execute(intent, user_id, now, key)
        bare = relax(normalized) if intent is None else None  # "remind me to feed the cat friday at 6 pm dear": done,
        if bare and isinstance(getattr(said := match(bare, now, lights=self.skills.lights.names), "slots", None),
                               SetTimerSlots):  # never asked for its time again
            return self.execute(said, user_id, now, key)
        # two rooms in one command, a level with no verb, a colour (skills/light_requests.py)
        reply = light_turn(normalized, self.light_names(), lambda t: self.understand_once(t, t, user_id, now, key),
                           LightTurn(self.pending, self.heard, key, now, self._read_as(now),
                                     lambda t: self._understand(t, t, user_id, now, key)))
        reply = reply if reply is not None else self.understand_once(text, normalized, user_id, now, key)
        if reply is None and (lit := light_parts(normalized, self.light_names())) and lit.command != normalized:
            _LOGGER.debug("composed %r from %s", lit.command, lit.consumed)  # any order (agent/light_slots.py)
            return light_later(lit.command, lambda t: self.understand_once(t, t, user_id, now, key), self._read_as(
                now)) or self._understand(lit.command, lit.command, user_id, now, key)
        if reply is None and (loud := volume_parts(normalized)) is not None and loud != normalized:
            return self._understand(loud, loud, user_id, now, key)  # agent/volume_slots.py
        # the list or the time said first, a reason after, a slip ("shopping list add eggs"): skills/list_orders.py
        listed = list_readings(normalized) if reply is None and self._may_be_listed(normalized, user_id) else []
        for other in (*listed, *timer_readings(normalized, now)) if reply is None else ():
            _LOGGER.debug("in the usual order: %r", other)
            if (reply := self.understand_once(other, other, user_id, now, key)) is not None:
                return reply
        if reply is None and (when := time_only_reminder(normalized, now)) is not None:  # "remind me at 5": about what?
            return self.pending.ask(key, Missing.REMINDER_TASK, now, when=when)
        # sound-alikes, fillers, indirect questions; a place said first ("over in denver, whats the time": place_first)
        for other in filter(None, (*readings(normalized), place_first(normalized))) if reply is None else ():
            _LOGGER.debug("another reading: %r", other)
            if (reply := self.understand_once(other, other, user_id, now, key)) is not None:
                return reply
        if reply is None:  # "i always forget, how do you spell vacuum"; "i am cooking pasta set a timer for ..."
            for part in clauses(spoken_symbols(text), normalize) or run_on_clauses(relax(normalized) or normalized):
                # "…on the nineteenth what day is that": "that" is the 19th, not today; "… in feet? thanks": courtesy.py
                if (_BACK_REFERENCE.search(part) or only_thanks(part, normalized) or after_remark.not_now(part, normalized)
                        or date_sums.asked_of_count(part, normalized)):
                    continue
                for other in (part, *readings(part)):
                    _LOGGER.debug("a later clause: %r", other)
                    if (reply := self.understand_once(other, other, user_id, now, key)) is not None:
                        return reply
        for head in [*leading_questions(normalized), *leading_commands(normalized)] if reply is None else ():
            # "what time is it i need to go", "kill the lights were leaving" (in any of the head's readings)
            for other in (head, *readings(head)):
                if (reply := self.understand_once(other, other, user_id, now, key)) is not None:
                    return reply
        shaped = cue_readings.readings(Stage.SHAPED, cues) if reply is None else []  # skills/cue_readings.py
        shaped = [(i, s) for i, s in shaped if not tells_only(normalized, i) and not elsewhere(normalized, i)]
        for intent, slots in shaped:
            # the slot found by its shape inside extra words ("my ruler is 30 cm how long is that in inches")
            _LOGGER.debug("slot by shape: %s %s", intent, slots)
            found = Recognition(intent, slots)
            reply = self.skills.guarded(intent, lambda r=found: self.named.handle(r, user_id, now, key))
            if reply:
                return reply
        if reply is None and (lit := no_switch(normalized)) is not None:  # "light the candles", "the screen is too bright"
            return lit
        if reply is None and (said := question_turn.reply(normalized, self._read_as(now), lambda t: self.
                                                          understand_once(t, t, user_id, now, key))) is not None:
            return said  # "the current year is what", "im 7 how do you spell receipt": skills/question_turn.py
        reply = reply or state_reply(normalized, self.light_names(), lambda t: self.understand_once(t, t, user_id, now, key))
        if reply is None and self.semantic is not None and (reader := self.semantic()) is not None:
            # nothing understood it as said: the nearest intent by meaning, said as the rules say it (agent/semantic.py)
            read = reader.command(normalized, lights := self.light_names(), now)
            if read is not None and _ABOUT_THE_SPEAKER.match(normalized):
                # "what time do i get up", "who am i talking to": a question about the speaker is memory's to answer
                _LOGGER.debug("semantic %s declined: a question about the speaker", read[0].intent)
                read = None
            if read is not None and (misread(normalized, read[0].intent) or timer_misread(normalized, read[0].intent)
                                     or told(normalized, read[0].intent) or reported(normalized)  # told, reported
                                     or day_misread(normalized, read[0].intent)  # "is friday a good day for it"
                                     or elsewhere(normalized, read[0].intent)  # "nairobis clock what does it say"
                                     or tells_only(normalized, read[0].intent)):  # "the coin fell behind the sofa"
                _LOGGER.debug("semantic %s declined: the sentence asked for something else", read[0].intent)
                read = None  # a read-back or a clear for a sentence that asked to change a list
            if read is not None:
                _LOGGER.debug("semantic %s (score %.2f): %r", read[0].intent, read[0].score, read[1])
                said = pronoun_light(normalized, read[0].intent, read[1], self.heard.before(key, now), lights)
                ask = said is None or asks_which(normalized, said, lights)  # "too dark in here": which light?
                reply = LightTurn(self.pending, self.heard, key, now).ask(read[1], lights) if ask else (
                    self.understand_once(said, said, user_id, now, key))
        return reply

    def _cue_turn(self, normalized: str, user_id: str, now: datetime, key: tuple[str, str], said: str = "") -> CueTurn:
        """The turn as the cue families read it; a restated request is understood as the rules would."""
        return CueTurn(normalized, now, lambda t: self.understand_once(t, t, user_id, now, key), self.skills,
                       self.named.lists, user_id, self._read_as(now), lambda t: self._asked(t, now),
                       self.heard.previous(key), said)

    def _breath(self, user_id: str, now: datetime, key: tuple[str, str], heard: str) -> Breath:
        """What ``command_breaths`` may do: read a part by the rules, run a part as a whole turn, see the timers."""
        timers = self.skills.timers
        return Breath(lambda t: self.understand_once(t, t, user_id, now, key),
                      lambda t: self._understand(t, t, user_id, now, key),
                      lambda: timers.list(user_id, kind=TimerKind.TIMER) if timers is not None else [],
                      lambda: self.heard.before(key, now), heard.lower())

    def light_names(self) -> tuple[str, ...]:
        """The lights' names as a sentence says them ("living room", never "living_room")."""
        return tuple(normalize(n.replace("_", " ")) for n in self.skills.lights.names)

    def _asked(self, normalized: str, now: datetime) -> str | None:
        """The question ``normalized`` asks, read by meaning as the rules would be asked it; None for a command."""
        if self.semantic is None or (reader := self.semantic()) is None:
            return None
        read = reader.command(normalized, self.light_names(), now)
        return read[1] if read is not None and asks_only(read[0].intent) else None

    def _read_as(self, now: datetime) -> ReadAs:
        """The intent a text would be carried out as (the rules', then the templates'), nothing done."""
        return ReadAs(self.recognizer, self.skills.lights.names, self.light_names(), now)

    def _two_questions(self, normalized: str, user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        """Two questions joined by "and", each answered by a skill: both replies; never a command ("add eggs and X")."""
        found = _TWO_QUESTIONS.match(normalized)
        if found is None:
            return None
        replies = []
        first = found.group("first")
        for part in (first, found.group("second")):
            whole = borrowed_day(first, part) if part is not first else None  # "... and what is tomorrows"
            # each part as said, else in its other readings ("what was yesterdays date": the date yesterday)
            reply = next((r for other in (part, *readings(part), *((whole, *readings(whole)) if whole else ()))
                          if (r := self.understand_once(other, other, user_id, now, key)) is not None), None)
            if reply is None:
                return None
            replies.append(str(reply))
        _LOGGER.debug("two questions: %r and %r", found.group("first"), found.group("second"))
        return " ".join(replies)

    def understand_once(self, text: str, normalized: str, user_id: str, now: datetime,
                         key: tuple[str, str]) -> str | None:
        intent = match(text, now, lights=self.skills.lights.names)
        if intent is not None:
            _LOGGER.debug("local intent %s", intent.kind)
            return self.execute(intent, user_id, now, key)
        for recognition in self.recognizer.candidates(normalized, lights=self.light_names()):
            _LOGGER.debug("template intent %s", recognition.intent)
            if misread(normalized, recognition.intent) or timer_misread(normalized, recognition.intent):
                # never read back or clear a list asked to be changed, nor cancel a timer given more time
                continue
            reply = self.skills.guarded(
                recognition.intent, lambda r=recognition: self.named.handle(r, user_id, now, key))
            if reply:
                return reply
        return None

    def _slot_corrected(self, normalized: str, user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        """The sentence as heard, each slot holding a correction keeping its last value (agent/self_correction.py)."""
        texts = (normalized, *list_readings(normalized))
        for recognition in (r for t in texts for r in self.recognizer.candidates(t, lights=self.light_names())):
            if (slots := corrected_slots(recognition.slots)) is None:
                continue
            fixed = Recognition(recognition.intent, slots)
            _LOGGER.debug("slot self-corrected: %s %s", fixed.intent, slots)
            reply = self.skills.guarded(fixed.intent, lambda r=fixed: self.named.handle(r, user_id, now, key))
            if reply:
                return reply
        if (after := said_after(normalized)) is None:  # "add pasta to my shopping list no actually rice"
            return None
        request, value = after
        for recognition in (r for t in (request, *list_readings(request)) for r in self.recognizer.candidates(
                t, lights=self.light_names())):
            if "item" not in recognition.slots:
                continue
            fixed = Recognition(recognition.intent, {**recognition.slots, "item": value})
            reply = self.skills.guarded(fixed.intent, lambda r=fixed: self.named.handle(r, user_id, now, key))
            if reply:
                return reply
        return None

    def execute(self, intent: Intent, user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        """Carry out a rule-matched intent; an alarm whose hour could be morning or evening asks which first."""
        slots = intent.slots
        if isinstance(slots, SetTimerSlots) and slots.readings is not None:
            morning, evening = slots.readings
            clock = spoken_clock(morning, self.skills.tz).removesuffix(" am").removesuffix(" pm")
            return self.pending.ask(key, Missing.ALARM_PERIOD, now, morning=morning.isoformat(),
                                    evening=evening.isoformat(), label=slots.label,
                                    question=period_question(morning, clock))
        return self.skills.execute(intent, user_id, now)

    def _holds(self, user_id: str) -> Callable[[str], bool] | None:
        """Whether an item is on the user's shopping or to-do list (None: no lists)."""
        holds = getattr(self.named.lists, "holds", None)
        return None if holds is None else lambda item: bool(holds(user_id, item))

    def _may_be_listed(self, normalized: str, user_id: str) -> bool:
        """False for "take the chicken off" (no list named) when the thing is on no list: cooking, never a removal."""
        holds, item = self._holds(user_id), unnamed_take_off(normalized)
        return item is None or holds is None or holds(item)

    def which_one(self, normalized: str, user_id: str, now: datetime, asked: list[str] | None = None) -> list[str]:
        """ "cancel the egg one not the pasta one" read about the one meant, by what is set (skills/which_one.py)."""
        timers = self.skills.timers
        return which_one_readings(normalized, (lambda: timers.list(user_id)) if timers is not None else tuple, now,
                                  asked)
