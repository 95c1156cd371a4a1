"""Putting one process together: the memory service, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from. The memory service comes from ``memory.factory.open_memory_service`` (one per process) and is passed in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.graph import supports_tools
from gpt_home.agent.grounded import GroundedAnswers
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.maker_check import use_lexicon
from gpt_home.agent.place_check import use_gazetteer
from gpt_home.config import Settings
from gpt_home.memory.learning_pass import FinishedTurn, LearningPass
from gpt_home.memory.manager import user_label
from gpt_home.memory.namespace_cache import NamespaceCache
from gpt_home.memory.service import MemoryService
from gpt_home.memory.settled import SettledReads
from gpt_home.skills.announce import build_broadcast
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills, build_local_skills
from gpt_home.skills.person_glosses import people_lexicon
from gpt_home.skills.place_gazetteer import AtlasGazetteer
from gpt_home.skills.tools import SkillTools
from gpt_home.skills.warm_up import warm_up_skills
from gpt_home.skills.weather import Weather

_LOGGER = logging.getLogger(__name__)
HOUSE_START_WAIT_SECONDS = 5.0  # how long a starting daemon waits for the database before working alone


@dataclass
class VoiceBackend:
    """What the voice loop talks to: the agent (text in, reply pieces out), due timer announcements, and hooks."""

    responder: Callable[[str], Iterable[object]]  # text pieces, then optionally the Reply
    announcements: Callable[[], list[str]] | None = None
    house: Any = None  # gpt_home.house.link.HouseLink: announcements, one answer per house, presence
    prepare: Callable[[], None] | None = None  # called on the wake word: start loading what the turn may need
    is_complete: Callable[[str], bool | None] | None = None  # completeness judge for adaptive endpointing
    on_words: Callable[[str], None] | None = None  # each speculative transcript: load the model while the user speaks
    on_final: Callable[[str], None] | None = None  # the final words before the endpoint: swap STT for the model
    stop_generation: Callable[[], None] | None = None  # the daemon stops: end the answer being written (no lock taken)


@dataclass
class Household:
    """Everything a process needs to answer turns for the household."""

    settings: Settings
    memory: MemoryService
    skills: LocalSkills
    assistant: Assistant
    learning: LearningPass | None = None


@dataclass(frozen=True)
class _TimerStore:
    """What the timer service needs: the journaled store and a pool for its atomic claims."""

    store: Any
    pool: Any


def open_memory(settings: Settings, **kwargs: Any) -> MemoryService:
    """The process's memory service, with the agent's model factory for extraction (memory never imports agent)."""
    from gpt_home.agent.llm import build_chat_model
    from gpt_home.memory.factory import open_memory_service

    return open_memory_service(settings, extraction_model_factory=build_chat_model, **kwargs)


def build_household(settings: Settings, memory: MemoryService | Any, *,
                    chat_model: object = "from-settings") -> Household:
    """Assemble the assistant, local skills and tools over the process's memory service.

    ``memory`` may also be an open ``store.Database`` (tests, benchmarks): a service is built over it. The local skills
    need the memory service, and the assistant needs the skills as its first node: the skills are therefore looked up
    when a turn runs, after both exist.
    """
    if not isinstance(memory, MemoryService):
        memory = open_memory(settings, database=memory)
    built: dict[str, Any] = {}
    assistant = Assistant(
        settings,
        memory,
        chat_model=chat_model,
        intent_handlers=[lambda text, ctx: built["skills"].handle(text, ctx)],
        tools_for_user=lambda user_id: built["tools"].for_user(user_id),
    )
    # Lists and timers are read from a cache kept coherent through the journal (memory/namespace_cache.py); a write
    # is confirmed once journaled. Uncached reads are strict: a slow read says the database is unreachable, never
    # "your list is empty". Timer SQL (claims, moves) first lets queued timer writes land (memory/settled.py).
    list_store = NamespaceCache(memory.store.with_timing(wait_seconds=0.0, strict=True))
    timer_store = NamespaceCache(SettledReads(memory.store.with_timing(strict=True),
                                              settle_seconds=settings.memory_deadline_seconds))
    skills = build_local_skills(settings, _TimerStore(store=timer_store, pool=memory.pool), memory,
                                lists=ListSkill(list_store), broadcast=build_broadcast(settings, memory))
    built["skills"] = skills
    skills.model_uses_tools = assistant.config.chat_model is not None and supports_tools(assistant.config.chat_model)
    built["tools"] = SkillTools(skills, weather=Weather(settings.weather_location))
    use_lexicon(people_lexicon())  # WordNet for the reply guard's maker check (agent/maker_check.py)
    use_gazetteer(AtlasGazetteer())  # the country data for its place check (agent/place_check.py), read lazily
    return Household(settings=settings, memory=memory, skills=skills, assistant=assistant,
                     learning=_learning(assistant, memory))


def _learning(assistant: Assistant, memory: MemoryService) -> LearningPass | None:
    """The memory pass over every finished turn, queued on the background worker after the reply (never delays it)."""
    if memory.background is None:
        return None
    from gpt_home.memory.pass_spool import spooled_learning

    learning = spooled_learning(memory)
    worker = memory.background.worker

    def after_turn(turn: FinishedTurn) -> None:
        learning.submit(worker, turn, user_label(turn.user_id))
        if learning.failed_since_resume:  # a pass failed (database down): try the unfinished ones again after it
            learning.resume(worker, user_label)

    assistant.after_turn_hooks.append(after_turn)
    def resume() -> None:
        try:
            learning.resume(worker, user_label)
        except OSError as exc:
            _LOGGER.warning("could not read unfinished memory passes: %s", exc)

    resume()  # passes a crash, Ctrl-C or an outage cut short last time
    memory.health.on_up.append(resume)  # and those that failed while connecting or during an outage, once it is back
    if isinstance(assistant.config.grounded, GroundedAnswers):
        def settle(user_id: str) -> bool:  # a memory question sees the facts said just before
            assistant.settle(2.0, checkpoints=False)  # the turns before it were handed to the memory pass (after their replies)
            return learning.settle(user_id)

        assistant.config.grounded.settle = settle
        from gpt_home.agent.acknowledge import Acknowledger

        assistant.config.grounded.acknowledge = Acknowledger(  # the memory pass stores what it says
            memory, settle=settle, deadline_seconds=assistant.settings.memory_deadline_seconds)
    return learning


def local_command(skills: LocalSkills) -> Callable[[str], bool]:
    """True when the local intent matcher takes the words."""
    from gpt_home.agent.intents import match

    return lambda text: match(text, datetime.now(skills.tz), lights=skills.lights.names) is not None


def completeness_judge(skills: LocalSkills) -> Callable[[str], bool | None]:
    """The endpointer's judge (audio/endpointing.py): the local intent matcher plus trailing-word rules."""
    from gpt_home.agent.completeness import build_completeness_judge

    return build_completeness_judge(local_command(skills))


LOAD_WHILE_SPEAKING_MIN_BYTES = 700 * 1024 * 1024  # MemTotal: a 1 GB Pi about 900 MiB (less the GPU share), a Pi Zero 2 W about 420


def load_while_speaking(settings: Settings, total_memory: int | None = None) -> bool:
    """``llm_load_while_speaking``, or when unset: whether this machine has room for the model beside
    speech-to-text (at least 1 GB of memory; unknown memory: on)."""
    if settings.llm_load_while_speaking is not None:
        return settings.llm_load_while_speaking
    from gpt_home.hardware.heap import total_memory_bytes

    total = total_memory_bytes() if total_memory is None else total_memory
    return total is None or total >= LOAD_WHILE_SPEAKING_MIN_BYTES


def model_prefetch(settings: Settings, model: object, skills: LocalSkills) -> Any:
    """For a local model: ``agent/model_prefetch.ModelPrefetch`` with ``llm_load_while_speaking`` (loaded while the
    user speaks), else ``agent/silence_load.SilenceLoad`` (speech-to-text swapped for it in the end silence, once
    the final words are known); None with ``llm_load_on_wake`` or another model."""
    from gpt_home.agent.llm import LocalChatModel
    from gpt_home.agent.model_prefetch import ModelPrefetch
    from gpt_home.agent.silence_load import SilenceLoad

    if settings.llm_load_on_wake or not isinstance(model, LocalChatModel):
        return None
    judge = completeness_judge(skills)
    kind = ModelPrefetch if load_while_speaking(settings) else SilenceLoad
    return kind(model, claimed=local_command(skills), unfinished=lambda words: judge(words) is False,
                head=lambda: turn_prompt_head(settings))


def turn_prompt_head(settings: Settings) -> str:
    """The system prompt a model turn starting now opens with (agent/graph.py's, before any recalled memory)."""
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from gpt_home.agent.prompts import system_prompt

    now = datetime.now(UTC)
    if settings.timezone:
        now = now.astimezone(ZoneInfo(settings.timezone))
    return system_prompt(now=now, persona=settings.persona, name=settings.assistant_name)


def wake_hook(settings: Settings, model: object) -> Callable[[], None] | None:
    """What the daemon does with the local model on the wake word (footprint, issue 12).

    ``llm_load_on_wake``: start loading it, so a model turn does not wait for the load. Otherwise (the default)
    release it if idle: speech-to-text's working memory and the model are then never resident together, and the model
    is loaded after the transcript, only when the turn needs it (about 0.2 s CPU, bench/footprint.py).
    With ``llm_load_while_speaking`` (a machine with room for both) the model is loaded beside speech-to-text anyway,
    so it stays (released after ``llm_idle_release_seconds``): the next model turn of the thread then keeps the
    conversation it has read and reads only the new words (agent/prompt_layout.py), not the history again (issue 12).
    """
    from gpt_home.agent.llm import LocalChatModel

    if not isinstance(model, LocalChatModel):
        return None
    if settings.llm_load_on_wake:
        return model.prepare
    if load_while_speaking(settings):
        model.holder.keep_thread = True  # also over an idle release or a reload (agent/thread_state.py)
        model.holder.kept_thread_seconds = settings.conversation_idle_seconds  # no longer than its conversation
        model.holder.load_ahead = settings.llm_read_ahead_after_local  # loaded after local turns too (turn_prompt)
        return None
    return model.make_room


@contextmanager
def voice_backend(settings: Settings, *, now: Callable[[], datetime] | None = None) -> Iterator[VoiceBackend]:
    """The voice daemon's backend for its lifetime: database, agent (model loaded on demand) and timer announcements.

    ``now`` (an aware datetime) is the clock of every turn and of the timer announcements; tests pin it to a time of
    day. None: the system clock.

    The memory service connects in the background and replays the journal by itself when the database answers.
    """
    from gpt_home.house.link import build_house_link
    from gpt_home.skills.local import build_announcer

    memory = open_memory(settings)
    household = build_household(settings, memory)
    model = household.assistant.config.chat_model
    prepare = wake_hook(settings, model)
    prefetch = model_prefetch(settings, model, household.skills)
    warm_up_skills(household.skills)  # sentence templates and lights ready before the first turn (pint: on use)
    announcer = build_announcer(household.skills, clock=now)

    def announcements() -> list[str]:
        try:
            return announcer()
        except Exception as exc:  # noqa: BLE001 - timers are read again on the next poll; never stop the loop
            _LOGGER.warning("reading due timers failed: %s", exc)
            return []

    def respond(text: str) -> Iterator[object]:
        """The reply's text as it is generated, then the Reply itself (its ``expects_answer`` opens the follow-up)."""
        stream = household.assistant.stream_turn(text, now=now() if now else None)
        yield from stream
        if prefetch is not None:
            prefetch.reply_done(stream.reply.source, model_ran=stream.reply.model_ran)
        yield stream.reply

    house = build_house_link(settings, memory)
    try:
        # The name check needs the database: give a cold start a bounded wait for it (before READY, not on a turn).
        memory.wait_ready(HOUSE_START_WAIT_SECONDS)
        household.assistant.warm_up()  # the first turn's first-use costs paid here, not after its end of speech
        house.start()  # refuses a device name another live device uses (DeviceNameTakenError)
        yield VoiceBackend(responder=respond, announcements=announcements, house=house, prepare=prepare,
                           is_complete=completeness_judge(household.skills),
                           on_words=prefetch.heard if prefetch is not None else None,
                           on_final=getattr(prefetch, "final", None),
                           stop_generation=getattr(model, "stop_generation", None))
    finally:
        house.stop()
        household.assistant.close()
        # Before the interpreter finalizes: a read-ahead after the last reply was still inside llama.cpp at exit()
        OnDemandModel.close_all()  # and the daemon died with SIGSEGV (agent/model_close.py)
        memory.close()
