"""The local model's prompt is append-only: the turn's time line, profile and memories move next to its words."""

from __future__ import annotations

from datetime import datetime

from gpt_home.agent.prompt_layout import append_only, split_prompt
from gpt_home.agent.prompts import system_prompt, voice_rules

NOW = datetime(2026, 11, 29, 20, 15)


def test_the_stable_part_keeps_rules_instructions_and_summaries_in_order() -> None:
    prompt = system_prompt(now=NOW, persona="Speak like a pirate.", memories=["Prefers green tea"],
                           profile="name: Ada", earlier=["They asked: dinner? You answered: pasta."])
    stable, turn = split_prompt(prompt)
    assert stable.startswith(voice_rules()) and "Household instructions: Speak like a pirate." in stable
    assert stable.endswith("- They asked: dinner? You answered: pasta.")
    assert "It is now" not in stable and "Ada" not in stable and "green tea" not in stable
    assert turn.startswith("It is now Sunday 29 November 2026, 20:15.")
    assert "Profile of the person speaking: name: Ada" in turn and turn.endswith("- Prefers green tea")
    # Nothing lost, nothing added: the same paragraphs
    assert sorted(prompt.split("\n\n")) == sorted([*stable.split("\n\n"), *turn.split("\n\n")])


def test_two_turns_of_one_thread_share_everything_before_the_new_exchange() -> None:
    first = append_only([{"role": "system", "content": system_prompt(now=NOW, memories=["Likes tea"])},
                         {"role": "user", "content": "why do cats purr"}])
    later = NOW.replace(minute=16)
    second = append_only([{"role": "system", "content": system_prompt(now=later, memories=["Has a cat"])},
                          {"role": "user", "content": "why do cats purr"},
                          {"role": "assistant", "content": "To show they are content."},
                          {"role": "user", "content": "and dogs"}])
    assert [m["role"] for m in first] == ["system", "system", "user"]
    assert [m["role"] for m in second] == ["system", "user", "assistant", "system", "user"]
    assert second[0] == first[0]  # the head is the same although the minute and the memories changed
    assert second[3]["content"].startswith("It is now Sunday 29 November 2026, 20:16.") and "Has a cat" in second[3][
        "content"]


def test_prompts_without_a_turn_part_or_a_user_message_are_left_alone() -> None:
    plain = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hello"}]
    assert append_only(plain) == plain
    no_user = [{"role": "system", "content": system_prompt(now=NOW)}]
    assert append_only(no_user) == no_user
    no_system = [{"role": "user", "content": "hello"}]
    assert append_only(no_system) == no_system
    only_turn = "It is now Sunday."
    assert split_prompt(only_turn) == (only_turn, "")
