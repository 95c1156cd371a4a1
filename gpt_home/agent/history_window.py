"""Which of a thread's messages the model sees: a window whose front moves rarely, in large blocks (issue 12).

Why: llama.cpp reads only the tokens after the longest common prefix of what it evaluated last, and a kept model
reads the next turn's start ahead while a reply is spoken (agent/read_ahead.py). Every time the front of the window
moves, everything after the system prompt is read again (300-500 tokens in a long thread). The window used to move
in steps of half its length (every third turn) and, once a thread had a summary, by one exchange on every turn (the
raw turns kept after a summary slid along): 26 moves in a 40-turn thread (bench/history_window_moves.py). Under load
the read-ahead could not keep up, and a paused "who wrote ... pride and prejudice" read 207 prompt tokens after its end
of speech (5.7 s). Up to four summaries of about 200 tokens each were shown besides: a long thread's prompt reached 916
tokens, past the 768-token context a voice turn loads (a reload with a larger one, and what was read lost).

Here the front moves with hysteresis: only when the history before the question holds more than ``limit`` messages
or ``high_tokens`` (estimated) tokens, and then by a large block, down to the last ``keep_turns`` turns (fewer while
they hold more than ``low_tokens``, but the last exchange while it fits at all): a window then grows for four or five
turns before it moves again. Between two moves the history only grows at its end. The decision is replayed
from the thread's start on every call, so it depends on the thread alone: the turn and the read-ahead of its start
(which ends with a placeholder question) cut exactly alike, and so does a restarted process. The question itself is
never counted: its words differ between the read-ahead and the turn. Summaries are shown only as far as they fit
``SUMMARY_TOKENS`` (the newest always) and change only at a move. Result: 9 moves in 40 turns, 1,984 tokens read again
at them instead of 5,503, the largest prompt 565 tokens.

Pure: messages in, positions out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from langchain_core.messages import AnyMessage, HumanMessage

from gpt_home.memory.summaries import SummaryEntry, summarised_until
from gpt_home.memory.summaries import Window as SummaryWindow

CHARS_PER_TOKEN = 4.0  # SmolLM2's tokenizer on short spoken replies (agent/local_model.py uses 2.5: a safe context)
TOKENS_PER_MESSAGE = 8  # the chat template's role markers around each message
# The history before the question never holds more than HIGH_TOKENS, and right after a move at most LOW_TOKENS
# (unless one exchange alone is longer); with the voice rules (about 120), the summaries shown (SUMMARY_TOKENS) and a
# turn's time line and question, a prompt without recalled memories stays near 600 tokens: a 768-token context with
# room for the answer (a longer prompt reloads the model with a larger context, and loses what it read).
HIGH_TOKENS = 300
LOW_TOKENS = 100
SUMMARY_TOKENS = 200
KEEP_TURNS = 2  # earlier turns kept at most at a move of a thread without summaries


@dataclass(frozen=True, slots=True)
class HistoryWindow:
    """Where the raw messages the model sees begin (``start``), and the position of the question at which the front
    last moved there (``moved_at``; 0: never)."""

    start: int
    moved_at: int = 0


def _text_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def estimated_tokens(message: AnyMessage) -> int:
    """A deterministic estimate of a message's tokens in the prompt (from its characters)."""
    return _text_tokens(message.text) + TOKENS_PER_MESSAGE


def block_window(
    messages: Sequence[AnyMessage],
    *,
    limit: int,
    keep_turns: int,
    high_tokens: int = HIGH_TOKENS,
    low_tokens: int = LOW_TOKENS,
    floor: int = 0,
    entries: Sequence[SummaryEntry] = (),
) -> HistoryWindow:
    """The window for a thread whose last message is the turn's question (or a placeholder for it).

    ``floor``: the first message that may be shown at all (past a stretch the reply guard collapsed). ``entries``:
    the thread's summaries; at the first turn after a stretch is summarised (its summary written after the reply
    that ended it) the front moves once to where the summary takes over, keeping the last ``keep_turns`` turns raw,
    as memory/summaries.py ``raw_start`` places it; later turns do not slide it along. Every window starts at a human
    message, so no tool result is left without its call, and always holds the last message.
    """
    sizes = [estimated_tokens(m) for m in messages]
    turns = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage) and i >= floor]
    last = len(messages) - 1
    if last < 0:
        return HistoryWindow(0)
    if not turns or turns[-1] != last:
        turns.append(last)  # a question that is no human message (should not happen): the window still ends on it
    start, moved_at, applied = turns[0], 0, 0
    for at in turns[1:]:  # each later turn's question: the history before it (and the summaries then) decide
        earlier = [t for t in turns if start < t < at]
        anchor = summarised_until(
            [SummaryWindow(e.seq, e.start_index, e.end_index) for e in entries if e.end_index <= at]
        )
        if anchor > applied:
            applied = anchor
            kept = earlier[-keep_turns:] if keep_turns > 0 else []
            summarised = min(anchor, kept[0] if kept else at)
            if summarised > start and summarised in turns:
                start, moved_at = summarised, at
                earlier = [t for t in earlier if t >= start]
        if at - start <= limit and sum(sizes[start:at]) <= high_tokens:
            continue
        earlier = earlier[-max(1, keep_turns) :]  # the turns that may stay
        fitting = [t for t in earlier if sum(sizes[t:at]) <= low_tokens and at - t <= limit]
        # At least the last exchange stays while it fits the window at all ("and of spain?" needs it)
        last_one = [t for t in earlier[-1:] if sum(sizes[t:at]) <= high_tokens and at - t <= limit]
        start, moved_at = (fitting or last_one or [at])[0], at
    return HistoryWindow(start, moved_at)


def summaries_before(entries: Sequence[SummaryEntry], window: HistoryWindow) -> list[str]:
    """The summary lines the model sees with ``window``: of the stretches its front has left (a summary starting
    before the raw messages do) and summarised by the turn the front last moved at. A summary written later is shown
    from the next move on, so the system prompt does not change between two moves (a new summary line there made the
    whole history be read again: 422 prompt tokens at turn 14 of the voice bench's thread)."""
    shown: list[str] = []
    for entry in reversed(entries):  # the newest first, as many as fit SUMMARY_TOKENS (always the newest)
        if entry.start_index >= window.start or entry.end_index > window.moved_at:
            continue
        line = f"They asked: {entry.question} You answered: {entry.answer}"
        if shown and sum(_text_tokens(text) for text in [*shown, line]) > SUMMARY_TOKENS:
            break
        shown.insert(0, line)
    return shown
