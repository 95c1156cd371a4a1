"""The reply guard (gpt_home/agent/guard.py): pure checks on model replies, and the stream variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.agent.guard import (
    FALLBACK_REPLY,
    KNOWLEDGE_FALLBACK_REPLY,
    GuardReason,
    asks_knowledge,
    Verdict,
    check_reply,
    earlier_replies,
    fallback_for,
    echoes_user,
    first_sentence,
    leaks_prompt,
    repeats_earlier,
    split_sentences,
    states_guessed_number,
    states_local_fact,
)
from gpt_home.agent.stream_guard import StreamGuard

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
    "The user owes three mates twelve fifty each whats the total.",
    "The user's dog is called Rolo.",
    "The person speaking is a woman named Elena.",
])
def test_prompt_text_is_a_leak(reply: str) -> None:
    assert leaks_prompt(reply)
    assert check_reply(reply, utterance="tell me something").reason is GuardReason.LEAK


def test_a_reply_speaking_to_the_listener_is_not_a_leak() -> None:
    assert not leaks_prompt("Your dog is called Rolo.")
    assert not leaks_prompt("Users of the tram pay at the stop.")


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
    verdict = check_reply("  ...  ", utterance="who painted the mona lisa")
    assert verdict.reason is GuardReason.EMPTY and verdict.text == FALLBACK_REPLY
    verdict = check_reply("  ...  ", utterance="hello")  # a greeting gets a greeting back (agent/kind_replies.py)
    assert verdict.reason is GuardReason.EMPTY and verdict.text != FALLBACK_REPLY and "Hello" in verdict.text


def test_good_replies_pass_and_bad_ones_are_caught() -> None:
    wrongly_replaced = [(c["user"], c["reply"]) for c in REPLIES["good"]
                        if check_reply(c["reply"], utterance=c["user"], earlier_replies=c.get("earlier", [])).replaced]
    missed = [(c["user"], c["reply"]) for c in REPLIES["bad"]
              if not check_reply(c["reply"], utterance=c["user"], earlier_replies=c.get("earlier", [])).replaced]
    # The price of not speaking the model's guessed numbers: correct numeric answers to knowledge questions go too
    # (the fallback says so honestly). Nothing else good is replaced.
    assert wrongly_replaced == [
        ("what is the speed of light", "Light travels at about 300,000 kilometres per second."),
        ("when did World War Two end", "World War Two ended in 1945."),
        ("how many legs does a spider have", "A spider has eight legs."),
    ]
    assert all(check_reply(reply, utterance=user).reason is GuardReason.GUESSED_NUMBER
               for user, reply in wrongly_replaced)
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
    assert pieces == [FALLBACK_REPLY + " "]  # the space: a chunker downstream speaks it before the stream ends
    assert guard.verdict is not None and guard.verdict.collapsed


def test_stream_stops_at_a_later_leaking_sentence() -> None:
    guard = StreamGuard(utterance="tell me something")
    pieces = _stream(guard, ["Cats sleep a lot. ", "No markdown, no lists", "."])
    assert pieces == ["Cats sleep a lot. "]
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.LEAK


def test_stream_releases_a_checked_first_clause_before_its_sentence_ends() -> None:
    guard = StreamGuard(utterance="tell me about cats")
    assert guard.feed("Cats are the most popular pets in") == ""
    assert guard.feed(" the world with over") == ""  # not before a joining word: "pets in" is no clause's end
    assert guard.feed(" thirty breeds, and") == "Cats are the most popular pets in the world with over thirty breeds, "
    assert _stream(guard, [" they sleep a lot. ", "Cute."]) == ["and they sleep a lot. ", "Cute."]
    assert guard.verdict is None


def test_a_first_phrase_copying_an_earlier_reply_is_replaced() -> None:
    earlier = ["I'm glad you enjoyed the answer and the jokes about the weather."]
    guard = StreamGuard(utterance="what now", earlier_replies=earlier)
    pieces = _stream(guard, ["I'm glad you enjoyed ", "the answer and ", "the jokes about the weather."])
    assert pieces == [FALLBACK_REPLY + " "]  # the space: a chunker downstream speaks it before the stream ends
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.REPEAT


def test_a_sentence_failing_after_its_first_clause_ends_the_reply_there() -> None:
    guard = StreamGuard(utterance="tell me something")
    pieces = _stream(guard, ["Here is a short answer for you, ", "with no markdown, no lists", ". More."])
    assert pieces == ["Here is a short answer for you, "]  # never the fallback after the words already said
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.LEAK and guard.stopped_at_clause


def test_empty_stream_gets_the_fallback() -> None:
    assert _stream(StreamGuard(utterance="what is a gecko"), []) == [FALLBACK_REPLY]
    assert _stream(StreamGuard(utterance="hi"), []) == [fallback_for("hi")] != [FALLBACK_REPLY]


def test_a_reply_grounded_in_a_tool_may_state_times_and_numbers() -> None:
    reply, question = "Your bread timer is set for fifteen minutes.", "keep an eye on the bread for a quarter hour"
    assert check_reply(reply, utterance=question).reason is GuardReason.LOCAL_FACT
    assert check_reply(reply, utterance=question, grounded=True).ok
    guard = StreamGuard(utterance=question)
    guard.grounded = True
    assert _stream(guard, [reply]) == [reply]


def test_a_knowledge_answer_with_a_guessed_number_is_replaced_honestly() -> None:
    # Replies the bundled model gave in bench/requests_eval.py.
    verdict = check_reply("There are five continents: Africa, Antarctica, and the Americas.",
                          utterance="how many continents are there")
    assert verdict.reason is GuardReason.GUESSED_NUMBER and verdict.text == KNOWLEDGE_FALLBACK_REPLY
    assert check_reply("The tallest mountain is Mount Everest, which stands at 8.9 km.",
                       utterance="what is the tallest mountain in the world").reason is GuardReason.GUESSED_NUMBER
    # No number, or only the question's own number, or a question about the user: it passes.
    assert check_reply("The capital of France is Paris.", utterance="what is the capital of france").ok
    assert check_reply("H2O is water.", utterance="what is h2o").ok
    assert check_reply("Two of your favourite things are tea and biscuits.",
                       utterance="what are my favourite things").ok
    # (the assistant's own favourites are an invented life: agent/invented_life.py, tests/unit/test_invented_life.py)
    assert check_reply("I'd say take 2 of them.", utterance="tell me a story").ok
    # A caller's own fallback line is kept.
    assert check_reply("Eight.", utterance="how many legs does a spider have", fallback="Hmm.").text == "Hmm."
    assert asks_knowledge("who painted the mona lisa") and not asks_knowledge("how are you")
    assert states_guessed_number("Leonardo painted it in 1503.", "who painted the mona lisa")


def test_the_users_question_quoted_back_as_text_is_an_echo() -> None:
    reply = 'The original text is: "who wrote romeo and juliet"\nThis sentence contains a grammatical error.'
    assert check_reply(reply, utterance="who wrote romeo and juliet").reason is GuardReason.ECHO
    assert check_reply('Shakespeare wrote "Romeo and Juliet".', utterance="who wrote romeo and juliet").ok


def test_a_knowledge_answer_is_cut_to_its_first_sentence() -> None:
    reply = "The largest ocean is the Pacific Ocean. They're called Oceana in Portuguese."
    verdict = check_reply(reply, utterance="what is the largest ocean")
    assert verdict.reason is GuardReason.TRIMMED and verdict.text == "The largest ocean is the Pacific Ocean."
    assert not verdict.replaced and not verdict.ok and not verdict.collapsed
    assert check_reply("The sky is blue.", utterance="what colour is the sky").ok  # one sentence: unchanged
    assert check_reply("Sure! Once upon a time. The end.", utterance="tell me a story").ok  # not a knowledge question
    assert check_reply("I'm well. Thanks for asking.", utterance="how are you").ok  # about the assistant


def test_a_knowledge_answer_is_judged_by_its_first_sentence_alone_so_generation_may_stop_there() -> None:
    full = "Spiders have legs. There are 8 of them. They live here in the city of Newbridge."
    question = "what do spiders have"
    assert first_sentence(full) == "Spiders have legs."
    cut = next(full[:n] for n in range(len(full)) if first_sentence(full[:n]) is not None)
    assert cut == "Spiders have legs. T"  # the first character after the sentence decides it
    assert check_reply(cut, utterance=question) == check_reply(full, utterance=question) == \
        Verdict("Spiders have legs.", GuardReason.TRIMMED)
    assert first_sentence("Spiders have legs.") is None and first_sentence("Spiders have legs. ") is None
    # A failing first sentence is replaced as before.
    assert check_reply("Spiders have 8 legs. Really.", utterance=question).reason is GuardReason.GUESSED_NUMBER


def test_stream_says_only_the_first_sentence_of_a_knowledge_answer() -> None:
    guard = StreamGuard(utterance="what is the largest ocean")
    spoken = _stream(guard, ["The largest ocean ", "is the Pacific. ", "It is called Oceana. ", "Really."])
    assert "".join(spoken) == "The largest ocean is the Pacific. "
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.TRIMMED


def test_a_reply_placing_the_assistant_somewhere_is_invented() -> None:
    # Replies the bundled model gave in bench/requests_eval.py.
    for reply, utterance in [
        ('The language of the people here is called "Babu" and it\'s a Bantu dialect.',
         "what language do they speak in brazil"),
    ]:
        assert check_reply(reply, utterance=utterance).reason is GuardReason.INVENTED_PLACE
    assert check_reply("People in Brazil speak Portuguese.", utterance="what language do they speak in brazil").ok
    # A knowledge answer is judged by the sentence that is spoken: a later sentence placing itself is cut, not said.
    later = check_reply("The water. It's a precious resource, and we take it very seriously here in the city of "
                        "Newbridge.", utterance="what is h2o")
    assert later.reason is GuardReason.TRIMMED and later.text == "The water."
    # ... and what is left must pass too: "No, it's not too hot." is the model's invented weather (round 22)
    assert check_reply("No, it's not too hot. Today is a normal day in my city.",
                       utterance="is it cold outside").text == "I'm not sure about that."
    assert check_reply("You could go for a walk here in the park nearby.", utterance="i am bored").ok


@pytest.mark.parametrize(("answer", "first"), [
    ("The author of Harry Potter is J.K. Rowling. She is British.", "The author of Harry Potter is J.K. Rowling."),
    ("The painter was Mr. Leonardo da Vinci. He was Italian.", "The painter was Mr. Leonardo da Vinci."),
    ("Paris is the capital. It is big.", "Paris is the capital."),
])
def test_an_initial_or_a_title_does_not_end_the_first_sentence(answer: str, first: str) -> None:
    from gpt_home.agent.guard import first_sentence

    assert first_sentence(answer) == first  # trimmed to "…is J.K." before: half a name


@pytest.mark.parametrize(("reply", "utterance", "said"), [
    ("Knowledge is spelled K, N.", "please spell me the word knowledge, letter for letter",
     "Knowledge is spelled K, N, O, W, L, E, D, G, E."),
    ('The word "there" is spelt T-H-E-I-R.', "spell there as in over there", "There is spelled T, H, E, R, E."),
    ("You spell rhythm R H Y M.", "how do you spell rhythm", "Rhythm is spelled R, H, Y, T, H, M."),
    ("Necessary is spelled out: N, E, S, E, S, A, R, Y.", "spell necessary", "Necessary is spelled N, E, C, E, S, S, A, R, Y."),
    # a word the user never said: the model may have made it up, so no spelling of it is offered
    ("Qwerty is spelled Q, W.", "spell the word for a keyboard", FALLBACK_REPLY),
])
def test_a_word_spelled_with_wrong_letters_is_replaced(reply: str, utterance: str, said: str) -> None:
    verdict = check_reply(reply, utterance=utterance)
    assert verdict.reason is GuardReason.MISSPELLS and verdict.text == said


@pytest.mark.parametrize(("reply", "utterance"), [
    ("Knowledge is spelled K, N, O, W, L, E, D, G, E.", "spell knowledge"),
    ('The word "there" is spelt T-H-E-R-E.', "spell there"),
    ("Colour is spelt differently in America.", "how is colour spelt in america"),
])
def test_a_word_spelled_right_or_only_talked_about_passes(reply: str, utterance: str) -> None:
    assert check_reply(reply, utterance=utterance).reason is not GuardReason.MISSPELLS


def test_a_wrong_spelling_is_never_spoken_while_it_streams() -> None:
    guard = StreamGuard(utterance="spell knowledge")
    released = [guard.feed(f"{word} ") for word in "Knowledge is spelled K, N, O, L, E, D, G, E.".split()]
    released.append(guard.finish())
    assert "".join(released).strip() == "Knowledge is spelled K, N, O, W, L, E, D, G, E."
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.MISSPELLS
