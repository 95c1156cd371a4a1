"""The reply guard (gpt_home/agent/guard.py): pure checks on model replies, and the stream variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.agent.guard import (
    FALLBACK_REPLY,
    GuardReason,
    StreamGuard,
    check_reply,
    earlier_replies,
    echoes_user,
    leaks_prompt,
    repeats_earlier,
    split_sentences,
    states_local_fact,
)

REPLIES = json.loads((Path(__file__).resolve().parents[2] / "bench" / "data" / "guard_replies.json").read_text())


def test_a_repeated_reply_is_replaced_and_marks_the_thread_collapsed() -> None:
    earlier = ["I'm glad you enjoyed the answer! Let me know if you have more questions."]
    verdict = check_reply("I'm glad you enjoyed the answer! Let me know if you have more questions.",
                          utterance="what is the weather like", earlier_replies=earlier)
    assert verdict.text == FALLBACK_REPLY
    assert verdict.reason is GuardReason.REPEAT and verdict.collapsed


def test_a_near_copy_counts_as_a_repeat_but_a_new_answer_does_not() -> None:
    earlier = ["The spell is 'add'. Let me know if you need anything else."]
    assert repeats_earlier("The spell is 'add'. Let me know if you need anything else!", earlier)
    assert repeats_earlier("the spell is add let me know if you need more help", earlier)
    assert not repeats_earlier("The capital of France is Paris.", earlier)


def test_short_stock_lines_may_recur() -> None:
    assert not repeats_earlier("You're welcome!", ["You're welcome!"])
    assert check_reply("Okay.", utterance="thanks", earlier_replies=["Okay."]).ok


def test_echo_of_the_user_is_replaced() -> None:
    assert echoes_user("set a timer: 10.25", "set a timer")
    assert not echoes_user("Nice to meet you too! What can I do for you today?", "nice to meet you")
    verdict = check_reply("How do you spell necessary?", utterance="how do you spell necessary")
    assert verdict.reason is GuardReason.ECHO


@pytest.mark.parametrize("reply", [
    "remind me: no markdown, 10.25",
    "You are GPT Home, a friendly voice assistant in a family home.",
    "Answer in one to three short sentences of plain speech.",
    "so answer in one to three short",
])
def test_prompt_text_is_a_leak(reply: str) -> None:
    assert leaks_prompt(reply)
    assert check_reply(reply, utterance="tell me something").reason is GuardReason.LEAK


def test_times_and_dates_are_never_the_models_to_state() -> None:
    assert states_local_fact("It is 10:25 in Tokyo.", "what time is it in Tokyo")
    assert states_local_fact("Today is December 3rd.", "hello there")
    assert states_local_fact("It's 7 pm.", "hi")
    assert not states_local_fact("World War Two ended in 1945.", "when did world war two end")


def test_numbers_count_only_for_questions_a_local_skill_answers() -> None:
    assert states_local_fact("6", "what is 20 percent of 85")
    assert states_local_fact("10 miles is equal to 5 kilometres.", "convert 5 miles to kilometres")
    assert states_local_fact("It's Wednesday.", "what day is it tomorrow")
    assert not states_local_fact("Octopuses have three hearts.", "tell me a fun fact")


def test_empty_reply_gets_the_fallback() -> None:
    verdict = check_reply("  ...  ", utterance="hello")
    assert verdict.reason is GuardReason.EMPTY and verdict.text == FALLBACK_REPLY


def test_good_replies_pass_and_bad_ones_are_caught() -> None:
    wrongly_replaced = [(c["user"], c["reply"]) for c in REPLIES["good"]
                        if not check_reply(c["reply"], utterance=c["user"], earlier_replies=c.get("earlier", [])).ok]
    missed = [(c["user"], c["reply"]) for c in REPLIES["bad"]
              if check_reply(c["reply"], utterance=c["user"], earlier_replies=c.get("earlier", [])).ok]
    assert wrongly_replaced == []
    assert missed == []


def test_earlier_replies_skips_humans_and_tool_steps() -> None:
    messages = [HumanMessage("hi"), AIMessage("Hello there, friend."),
                AIMessage("", tool_calls=[{"name": "x", "args": {}, "id": "1"}]), HumanMessage("again")]
    assert earlier_replies(messages) == ["Hello there, friend."]


def test_split_sentences_keeps_the_unfinished_rest() -> None:
    assert split_sentences("One. Two! Thr") == (["One. ", "Two! "], "Thr")
    assert split_sentences("no end yet") == ([], "no end yet")


def _stream(guard: StreamGuard, tokens: list[str]) -> list[str]:
    out = [guard.feed(t) for t in tokens]
    out.append(guard.finish())
    return [piece for piece in out if piece]


def test_stream_speaks_each_checked_sentence_as_soon_as_it_ends() -> None:
    guard = StreamGuard(utterance="tell me a joke")
    pieces = _stream(guard, ["Why did the ", "chicken cross? ", "To get ", "to the other side", "."])
    assert pieces == ["Why did the chicken cross? ", "To get to the other side."]
    assert guard.verdict is None


def test_stream_replaces_a_repeated_first_sentence_and_drops_the_rest() -> None:
    earlier = ["I'm glad you enjoyed the answer! Let me know if you have more questions."]
    guard = StreamGuard(utterance="what now", earlier_replies=earlier)
    pieces = _stream(guard, ["I'm glad you enjoyed ", "the answer! ", "Let me know ", "if you have more questions."])
    assert pieces == [FALLBACK_REPLY]
    assert guard.verdict is not None and guard.verdict.collapsed


def test_stream_stops_at_a_later_leaking_sentence() -> None:
    guard = StreamGuard(utterance="tell me something")
    pieces = _stream(guard, ["Cats sleep a lot. ", "No markdown, no lists", "."])
    assert pieces == ["Cats sleep a lot. "]
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.LEAK


def test_stream_releases_a_checked_first_phrase_before_its_sentence_ends() -> None:
    guard = StreamGuard(utterance="tell me about cats")
    assert guard.feed("Cats are the most popular pets in") == ""
    assert guard.feed(" the world with over") == "Cats are the most popular pets in "  # the break, for a chunker
    assert _stream(guard, [" thirty breeds. ", "They sleep a lot."]) == ["the world with over thirty breeds. ",
                                                                          "They sleep a lot."]
    assert guard.verdict is None


def test_a_first_phrase_copying_an_earlier_reply_is_replaced() -> None:
    earlier = ["I'm glad you enjoyed the answer and the jokes about the weather."]
    guard = StreamGuard(utterance="what now", earlier_replies=earlier)
    pieces = _stream(guard, ["I'm glad you enjoyed ", "the answer and ", "the jokes about the weather."])
    assert pieces == [FALLBACK_REPLY]
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.REPEAT


def test_a_sentence_failing_after_its_first_phrase_ends_the_reply_there() -> None:
    guard = StreamGuard(utterance="tell me something")
    pieces = _stream(guard, ["Here is a short answer for you ", "with no markdown, no lists", ". More."])
    assert pieces == ["Here is a short answer for you with "]
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.LEAK


def test_empty_stream_gets_the_fallback() -> None:
    assert _stream(StreamGuard(utterance="hi"), []) == [FALLBACK_REPLY]


def test_a_reply_grounded_in_a_tool_may_state_times_and_numbers() -> None:
    reply, question = "Your bread timer is set for fifteen minutes.", "keep an eye on the bread for a quarter hour"
    assert check_reply(reply, utterance=question).reason is GuardReason.LOCAL_FACT
    assert check_reply(reply, utterance=question, grounded=True).ok
    guard = StreamGuard(utterance=question)
    guard.grounded = True
    assert _stream(guard, [reply]) == [reply]
