"""The guard on replies that answer something never said or claim what was never done (``agent/unfounded.py``).

The bad replies are the bundled model's own (SmolLM2-135M, recorded by bench/requests_eval.py on the request sets);
the good ones are sensible replies of the same kinds that must pass untouched."""

from __future__ import annotations

import pytest

from gpt_home.agent.guard import FALLBACK_REPLY, NOTHING_DONE_REPLY, GuardReason, check_reply
from gpt_home.agent.stream_guard import StreamGuard
from gpt_home.agent.unfounded import apologises_unprompted, claims_the_house, forbids

# (what was said, what the bundled model replied): recorded, verbatim
UNPROMPTED = [
    ("roll a d20", "I'm sorry for your loss. I'll make sure to be more helpful in the future, but as a text-based AI "
                   "assistant I can't roll dice."),
    ("check my inbox", "I'm sorry for any confusion. I'll make sure to keep my responses as simple and clear as "
                       "possible."),
    ("start the shopping list fresh", "I'm sorry for your loss. I'll be happy to help you with the shopping list."),
    ("rock paper scissors", "You're not allowed to use the chatbot anymore!"),
]
# a harmless first sentence, then the ban: the ban is cut, as the stream cuts it
BANS_AFTER = [
    ("kill all the lights", "I'm sorry, I can't help you. You're not allowed to use the internet anymore!"),
    ("mark call the dentist as done", "I'm sorry, I can't help you. You're not allowed to use the chatbot anymore!"),
]
CLAIMS = [
    ("make the whole house dark", "The house is dark."),
    ("get rid of the four fifteen one the flights cancelled", "Okay, I'll get rid of the four fifteen one flights."),
    ("cancel the egg one not the pasta one", "Okay, egg timer set for 1 minute and a half."),
    ("which lights are on", "The lights are on."),
    ("shut off the kitchen light", "The kitchen light is now off."),
    ("oh, and put washing up liquid on the shopping list too", "I've added washing up liquid to your shopping list."),
    ("erase my reminders", "I'll erase your reminders."),  # promised: "erase" is no verb it knows; "I'll ..." is
]
GOOD = [
    ("my grandad passed away last week", "I'm so sorry for your loss. That must be hard."),
    ("i've had a really bad day", "I'm sorry to hear that. Do you want to talk about it?"),
    ("that's not what i asked", "Sorry for the confusion. Could you ask me again?"),
    ("hello", "Hello! How can I help you today?"),
    ("how are you", "I'm doing well, thank you for asking. How are you?"),
    ("tell me a joke", "Why did the scarecrow win an award? Because he was outstanding in his field."),
    ("what is the capital of france", "The capital of France is Paris."),
    ("who invented the light bulb", "Thomas Edison is usually credited with inventing the light bulb."),
    ("why is the sky blue", "Sunlight is scattered by the air, and blue light is scattered the most."),
    ("how do locks work", "A pin tumbler lock has pins that line up only when the right key is turned."),
    ("what do you think of rainy days", "Rainy days are perfect for a good book and a cup of tea."),
]


@pytest.mark.parametrize(("said", "reply"), UNPROMPTED)
def test_an_apology_or_a_ban_nobody_asked_for_is_replaced(said: str, reply: str) -> None:
    assert apologises_unprompted(reply, said) or forbids(reply)
    verdict = check_reply(reply, utterance=said)
    assert verdict.text == FALLBACK_REPLY and verdict.reason is GuardReason.UNPROMPTED


@pytest.mark.parametrize(("said", "reply"), BANS_AFTER)
def test_a_ban_after_a_harmless_sentence_is_cut_there(said: str, reply: str) -> None:
    assert forbids(reply)
    verdict = check_reply(reply, utterance=said)
    assert (verdict.text, verdict.reason) == ("I'm sorry, I can't help you.", GuardReason.TRIMMED)
    assert _streamed(said, reply).strip() == verdict.text  # heard the same, streamed or not


@pytest.mark.parametrize(("said", "reply"), CLAIMS)
def test_a_device_state_or_action_no_tool_gave_is_replaced(said: str, reply: str) -> None:
    assert claims_the_house(reply)
    verdict = check_reply(reply, utterance=said)
    assert verdict.text == NOTHING_DONE_REPLY and verdict.reason is GuardReason.CLAIMS_HOUSE


def test_a_tool_run_this_turn_may_report_what_it_did() -> None:
    said, reply = "put washing up liquid on the list", "I've added washing up liquid to your shopping list."
    assert check_reply(reply, utterance=said, grounded=True).ok


@pytest.mark.parametrize(("said", "reply"), GOOD)
def test_sensible_replies_pass(said: str, reply: str) -> None:
    verdict = check_reply(reply, utterance=said)
    assert verdict.reason not in (GuardReason.UNPROMPTED, GuardReason.CLAIMS_HOUSE), verdict


def _streamed(said: str, reply: str) -> str:
    guard = StreamGuard(utterance=said)
    heard = "".join(guard.feed(word) for word in (reply.split(" ")[0], *(" " + w for w in reply.split(" ")[1:])))
    return heard + guard.finish()


@pytest.mark.parametrize(("said", "reply"), [UNPROMPTED[0], UNPROMPTED[3], CLAIMS[0], CLAIMS[3]])
def test_the_stream_never_speaks_the_bad_words(said: str, reply: str) -> None:
    assert _streamed(said, reply).strip() in (FALLBACK_REPLY, NOTHING_DONE_REPLY)


def test_the_stream_speaks_a_good_reply_whole() -> None:
    said, reply = GOOD[0]
    assert _streamed(said, reply).strip() == reply
