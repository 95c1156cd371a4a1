"""The local model's prompt is append-only: the turn's time line, profile and memories move next to its words."""

from __future__ import annotations

from datetime import datetime

from gpt_home.agent.prompt_layout import ThreadLayout, append_only, is_turn_part, split_prompt
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


def _graph_chat(minute: int, memories: list[str], exchanges: list[tuple[str, str]], question: str,
                earlier: tuple[str, ...] = ()) -> list[dict[str, str]]:
    """The chat agent/graph.py sends a local model: one system prompt, the history, the question."""
    chat = [{"role": "system", "content": system_prompt(now=NOW.replace(minute=minute), memories=memories,
                                                        earlier=earlier)}]
    for asked, answered in exchanges:
        chat += [{"role": "user", "content": asked}, {"role": "assistant", "content": answered}]
    return [*chat, {"role": "user", "content": question}]


def test_each_turn_extends_what_the_model_read_for_the_turn_before() -> None:
    layout = ThreadLayout()
    exchanges: list[tuple[str, str]] = []
    questions = ["what is the capital of france", "how tall is the eiffel tower", "when was it built",
                 "who designed it"]
    sent: list[dict[str, str]] = []
    for n, question in enumerate(questions):
        chat = layout.arrange(_graph_chat(n, [f"memory {n}"], exchanges, question))
        if sent:  # what the model read last turn (its answer after it) is where this prompt starts
            assert chat[:len(sent)] == sent
            assert chat[len(sent)] == {"role": "assistant", "content": f"answer {n - 1}"}
        assert chat[-2]["content"].startswith(f"It is now Sunday 29 November 2026, 20:0{n}.")
        assert chat[-2]["content"].endswith(f"- memory {n}") and chat[-1]["content"] == question
        layout.sent(chat)
        sent = chat
        exchanges.append((question, f"answer {n}"))
    # Every earlier question still has its own time line and memories right before it, as it was asked
    parts = [m["content"] for m in sent if is_turn_part(m)]
    assert len(parts) == 4 and all(f"20:0{n}" in p and f"- memory {n}" in p for n, p in enumerate(parts))
    assert sum(m["role"] == "system" for m in sent) == 5  # the head and one part per question


def test_a_guard_replaced_answer_keeps_the_parts_a_moved_window_reads_from_the_head() -> None:
    layout = ThreadLayout()
    first = layout.arrange(_graph_chat(0, ["Likes tea"], [], "why do cats purr"))
    layout.sent(first)
    # The reply guard replaced the model's answer: the history holds the spoken one; the part is still put back
    second = layout.arrange(_graph_chat(1, ["Has a cat"], [("why do cats purr", "I'm not sure.")], "and dogs"))
    assert second[:3] == first and second[3]["content"] == "I'm not sure."
    layout.sent(second)
    # The window moved (agent/graph.py trim_history): the prompt differs right after the head and is read again, so
    # nothing is put back (it would only lengthen that read); the turns after the move extend it again
    third_chat = _graph_chat(2, [], [("and dogs", "They wag.")], "and birds")
    third = layout.arrange(third_chat)
    assert third == append_only(third_chat)
    layout.sent(third)
    fourth = layout.arrange(_graph_chat(3, [], [("and dogs", "They wag."), ("and birds", "They sing.")], "and fish"))
    assert fourth[:len(third)] == third and "Has a cat" not in str(fourth)


def test_another_thread_or_a_new_head_gets_nothing_back() -> None:
    layout = ThreadLayout()
    layout.sent(layout.arrange(_graph_chat(0, ["Likes tea"], [], "why do cats purr")))
    fresh = _graph_chat(1, [], [], "what is the capital of france")  # a new thread: no history
    assert layout.arrange(fresh) == append_only(fresh)
    other = _graph_chat(1, [], [("how are you", "Fine.")], "and dogs")  # a history that does not continue it
    assert layout.arrange(other) == append_only(other)
    summarised = _graph_chat(1, [], [("why do cats purr", "To show they are content.")], "and dogs",
                             earlier=("They asked about cats.",))  # a summary changed the head
    assert layout.arrange(summarised) == append_only(summarised)
    layout.forget()
    continued = _graph_chat(1, [], [("why do cats purr", "To show they are content.")], "and dogs")
    assert layout.arrange(continued) == append_only(continued)
