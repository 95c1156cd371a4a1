"""The stream guard releases a reply's first clause once its checks are decided on it; a sentence that fails after
that clause was spoken ends as an honest, whole sentence; what would fail is never spoken."""

from __future__ import annotations

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply
from gpt_home.agent.stream_guard import StreamGuard, early_release_allowed, prefix_decided
from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, FIRST_PHRASE_MIN_WORDS, SentenceChunker


def _words_as_tokens(text: str) -> list[str]:
    """A reply as a model streams it: a word (with its leading space) at a time."""
    parts = text.split(" ")
    return [parts[0]] + [" " + p for p in parts[1:]]


def _spoken(guard: StreamGuard, reply: str) -> tuple[list[str], list[str]]:
    """What the guard releases per token, and what the daemon's chunker then says (phrase by phrase)."""
    chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                              first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
    released, said = [], []
    for token in _words_as_tokens(reply):
        piece = guard.feed(token)
        released.append(piece)
        said += chunker.feed(piece)
    rest = guard.finish()
    released.append(rest)
    return released, said + chunker.feed(rest) + chunker.flush()


def test_a_safe_first_clause_is_released_before_its_sentence_ends() -> None:
    reply = "Cats are curious animals, and they love to sleep in warm places. They purr when happy."
    guard = StreamGuard(utterance="tell me about cats")
    released, said = _spoken(guard, reply)
    first = next(i for i, piece in enumerate(released) if piece)
    assert released[first] == "Cats are curious animals, "  # four words and the break: before the full stop
    assert said[0] == "Cats are curious animals,"
    assert " ".join(said) == reply and guard.verdict is None and not guard.repaired


def test_a_failing_rest_after_an_early_clause_ends_as_one_honest_sentence() -> None:
    reply = "Your evening looks calm, and dinner is at 7 pm with the whole family."
    assert check_reply(reply, utterance="tell me about my evening").reason is GuardReason.LOCAL_FACT
    guard = StreamGuard(utterance="tell me about my evening")
    _, said = _spoken(guard, reply)
    heard = " ".join(said)
    assert said[0] == "Your evening looks calm,"
    assert heard == "Your evening looks calm, — sorry, I'm not sure about that."
    assert "7" not in heard and "dinner" not in heard  # the failing words are never spoken
    assert guard.repaired and guard.verdict is not None and guard.verdict.reason is GuardReason.LOCAL_FACT


def test_a_leak_or_an_invented_place_in_the_rest_is_never_spoken() -> None:
    for reply in ["Sure, I can help with that, but remember: no markdown, no emoji, plain speech only.",
                  "Rain is lovely today, and we take it very seriously here in the city of Newbridge."]:
        guard = StreamGuard(utterance="say something nice")
        _, said = _spoken(guard, reply)
        heard = " ".join(said)
        assert "markdown" not in heard and "Newbridge" not in heard
        assert heard.endswith("— sorry, I'm not sure about that.") and guard.repaired


def test_questions_asking_for_a_number_or_a_time_are_held_whole() -> None:
    guard = StreamGuard(utterance="how many legs does a spider have")
    released, said = _spoken(guard, "A spider has lots of legs, and it has eight of them.")
    assert [p.strip() for p in released if p] == [KNOWLEDGE_FALLBACK_REPLY] and said == [KNOWLEDGE_FALLBACK_REPLY]
    assert not early_release_allowed("what time does the sun set", grounded=False)
    assert not early_release_allowed("when did the war end", grounded=False)
    assert early_release_allowed("what time does the sun set", grounded=True)  # a tool answered it
    assert early_release_allowed("tell me about cats", grounded=False)


def test_a_start_copying_an_earlier_reply_is_not_released_early() -> None:
    earlier = ["Cats are curious animals, and they sleep all day long."]
    assert not prefix_decided("Cats are curious animals, and", utterance="more", earlier_replies=earlier)
    guard = StreamGuard(utterance="more", earlier_replies=earlier)
    released, said = _spoken(guard, "Cats are curious animals, and they sleep all day long.")
    assert [p.strip() for p in released if p] == [FALLBACK_REPLY] and said == [FALLBACK_REPLY]
    assert guard.verdict is not None and guard.verdict.collapsed
    # a different start is decided at once
    assert prefix_decided("Dogs are loyal friends, and", utterance="more", earlier_replies=earlier)


def test_the_users_words_coming_back_are_not_released_early() -> None:
    utterance = "tell me a joke about cats"
    assert not prefix_decided("Tell me a joke about cats,", utterance=utterance, earlier_replies=())
    assert not prefix_decided("Sure, tell me a joke", utterance=utterance, earlier_replies=())
    assert prefix_decided("Why did the cat sit,", utterance=utterance, earlier_replies=())
    guard = StreamGuard(utterance=utterance)
    released, _ = _spoken(guard, "Tell me a joke about cats, you say.")
    assert [p.strip() for p in released if p] == [FALLBACK_REPLY]
    assert not prefix_decided('Here it is: "tell', utterance=utterance, earlier_replies=())  # quoting: held


def test_a_knowledge_answer_released_early_still_stops_after_its_first_sentence() -> None:
    guard = StreamGuard(utterance="what is the largest ocean")
    _, said = _spoken(guard, "The largest ocean is the Pacific, which covers much of the Earth. It is called Oceana.")
    assert " ".join(said) == "The largest ocean is the Pacific, which covers much of the Earth."
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.TRIMMED and not guard.repaired


def test_a_first_sentence_echoing_alone_waits_for_the_whole_reply() -> None:
    guard = StreamGuard(utterance="nice to meet you")
    released, _ = _spoken(guard, "Nice to meet you too! What can I do for you?")
    assert "".join(released) == "Nice to meet you too! What can I do for you?" and guard.verdict is None
    guard = StreamGuard(utterance="nice to meet you")
    assert [p for p in _spoken(guard, "Nice to meet you too!")[0] if p] == [FALLBACK_REPLY]  # alone: an echo


def test_a_sentence_and_a_fallback_are_spoken_before_the_stream_ends() -> None:
    guard = StreamGuard(utterance="say something kind about rain")
    chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                              first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
    said = []
    for token in _words_as_tokens("The rain is a wonderful thing. It"):
        said += chunker.feed(guard.feed(token))
    assert said == ["The rain is a wonderful thing."]  # not held until the next sentence is complete
    guard = StreamGuard(utterance="more", earlier_replies=["The rain is a wonderful thing for the garden."])
    said = []
    for token in _words_as_tokens("The rain is a wonderful thing for the garden. And"):
        said += chunker.feed(guard.feed(token))
    assert said == [FALLBACK_REPLY]  # the model may still be writing: the fallback is spoken now


def test_the_loading_notice_is_said_and_the_answer_after_it_is_checked_alone() -> None:
    from gpt_home.agent.prompts import LOADING_NOTICE

    guard = StreamGuard(utterance="what is the capital of france")
    pieces = [guard.feed(LOADING_NOTICE + " ")]
    pieces += [guard.feed(t) for t in _words_as_tokens("Paris is the capital of France. It has a big tower.")]
    pieces.append(guard.finish())
    # a knowledge answer is trimmed to its first sentence: the answer's, not the notice
    assert "".join(pieces) == LOADING_NOTICE + " Paris is the capital of France. "


def test_a_first_clause_failing_a_check_is_held_and_its_whole_sentence_decides() -> None:
    guard = StreamGuard(utterance="tell me something")
    assert guard.feed("Remember, no markdown, no emoji") == ""  # no early release of a failing clause
    assert guard.feed(" today. ").strip() == FALLBACK_REPLY  # its whole sentence: replaced


def test_a_reply_without_a_break_is_released_before_its_object_but_a_knowledge_answer_is_not() -> None:
    """No comma and no joining word: a chat reply's first piece ends before an article after four words; a knowledge
    answer's subject comes first and its answer (what the turn judges) right after, so it waits as before."""
    reply = "A cosy winter evening is a warm blanket and a good book."
    guard = StreamGuard(utterance="describe a cosy winter evening")
    released, said = _spoken(guard, reply)
    assert next(piece for piece in released if piece) == "A cosy winter evening is a "
    assert said[0] == "A cosy winter evening is," and " ".join(said).replace(", ", " ", 1) == reply
    knowledge = StreamGuard(utterance="what is the best soup")
    released, said = _spoken(knowledge, "The best soup is a hearty onion soup.")
    assert next(piece for piece in released if piece) == "The best soup is a hearty onion soup."
    assert said == ["The best soup is a hearty onion soup."]


def test_a_failing_tail_after_a_lead_break_is_never_heard() -> None:
    guard = StreamGuard(utterance="describe a cosy winter evening")
    _, said = _spoken(guard, "A cosy winter evening is a dinner at 7:30 pm with the family.")
    heard = " ".join(said)
    assert heard.startswith("A cosy winter evening is,") and "7:30" not in heard and guard.repaired
    assert heard.endswith("— sorry, " + FALLBACK_REPLY)  # the article after the break went out with it
