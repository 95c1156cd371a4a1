"""The stream guard releases a reply's first clause once its checks are decided on it and it makes a statement by
itself; a sentence that fails after that clause was spoken ends the reply there (never with the fallback after the
words heard); what would fail is never spoken."""

from __future__ import annotations

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply, fallback_for
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
    assert " ".join(said) == reply and guard.verdict is None and not guard.stopped_at_clause


def _fallback_after_words(heard: str) -> bool:
    """True when the fallback (or its "sorry" continuation) comes after words the model wrote."""
    before = heard.split(FALLBACK_REPLY)[0].split("sorry,")[0].split(KNOWLEDGE_FALLBACK_REPLY)[0]
    return bool(before.strip(" —")) and (FALLBACK_REPLY in heard or "sorry" in heard.lower()
                                         or KNOWLEDGE_FALLBACK_REPLY in heard)


def test_a_failing_rest_after_an_early_clause_ends_the_reply_at_that_clause() -> None:
    reply = "Your evening looks calm, and dinner is at 7 pm with the whole family."
    assert check_reply(reply, utterance="tell me about my evening").reason is GuardReason.LOCAL_FACT
    guard = StreamGuard(utterance="tell me about my evening")
    _, said = _spoken(guard, reply)
    assert said == ["Your evening looks calm,"]  # a statement by itself, and no apology after it
    assert guard.stopped_at_clause and guard.verdict is not None and guard.verdict.reason is GuardReason.LOCAL_FACT


def test_a_leak_or_an_invented_place_in_the_rest_is_never_spoken() -> None:
    for reply in ["Sure, I can help with that, but remember: no markdown, no emoji, plain speech only.",
                  "Rain is lovely today, and we take it very seriously here in the city of Newbridge.",
                  "1. Cats are the most popular pets, and they are fed at 7:30 pm every day.",
                  "Cats are the most popular pets in homes, since the vet opens at 8 am on Monday.",
                  "Here is a short answer for you with no markdown, no lists and no emoji. More."]:
        assert not check_reply(reply, utterance="say something nice").ok
        guard = StreamGuard(utterance="say something nice")
        _, said = _spoken(guard, reply)
        heard = " ".join(said)
        assert "markdown" not in heard and "Newbridge" not in heard and "7:30" not in heard and "8 am" not in heard
        assert not _fallback_after_words(heard), heard  # never a cut-off sentence and then an apology


def test_only_a_first_clause_that_is_a_statement_by_itself_is_said_early() -> None:
    """A fragment ("When the sun sets,", "The capital of France,") waits for its full stop: if the rest failed, the
    reply would have to stop after it; a piece before a joining word or an article is never released early."""
    for reply in ["When the sun goes down, the sky turns red and orange.",
                  "In the early sixteenth century, Leonardo painted it.",
                  "The capital of France and its old town, Paris, is lovely.",
                  "Cats are the most popular pets in the whole wide world.",
                  "A cosy winter evening is a warm blanket and a good book."]:
        released, said = _spoken(StreamGuard(utterance="tell me something"), reply)
        first = next(piece for piece in released if piece)
        assert first.strip().endswith((".", "!", "?")), first
        assert " ".join(said).replace(",", "") == reply.replace(",", "")
    for reply, first_words in [("Leonardo da Vinci painted it, around the year fifteen hundred and three.",
                                "Leonardo da Vinci painted it, "),
                               ("Sure, I can help with that, just tell me what you need.",
                                "Sure, I can help with that, "),
                               ("The sky looks blue to us, because air scatters blue light the most.",
                                "The sky looks blue to us, "),
                               ("I'm happy to help you today, so ask me anything at all.",
                                "I'm happy to help you today, "),
                               ("Tea is a lovely drink; many people enjoy it in the morning.",
                                "Tea is a lovely drink; ")]:
        released, _ = _spoken(StreamGuard(utterance="tell me something"), reply)
        assert next(piece for piece in released if piece) == first_words


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
    assert guard.verdict is not None and guard.verdict.reason is GuardReason.TRIMMED and not guard.stopped_at_clause


def test_a_first_sentence_echoing_alone_waits_for_the_whole_reply() -> None:
    guard = StreamGuard(utterance="nice to meet you")
    released, _ = _spoken(guard, "Nice to meet you too! What can I do for you?")
    assert "".join(released) == "Nice to meet you too! What can I do for you?" and guard.verdict is None
    guard = StreamGuard(utterance="nice to meet you")
    # alone: an echo, replaced by the line for a greeting (agent/kind_replies.py), never "I'm not sure about that."
    assert [p for p in _spoken(guard, "Nice to meet you too!")[0] if p] == [fallback_for("nice to meet you")]
    assert fallback_for("nice to meet you") != FALLBACK_REPLY


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
    assert guard.feed("Remember, no") == ""  # no early release of a clause whose check is not decided
    # a leak in its complete words: the whole sentence is replaced whatever follows, so the fallback is said now
    assert guard.feed(" markdown, no emoji").strip() == FALLBACK_REPLY
    assert guard.feed(" today. ") == "" and guard.verdict is not None and guard.verdict.reason is GuardReason.LEAK


def test_a_failing_tail_without_a_break_is_never_heard() -> None:
    guard = StreamGuard(utterance="describe a cosy winter evening")
    _, said = _spoken(guard, "A cosy winter evening is a dinner at 7:30 pm with the family.")
    assert said == [FALLBACK_REPLY] and not guard.stopped_at_clause  # nothing was said before it: the fallback alone


def test_a_yes_or_no_is_never_said_without_its_caveat() -> None:
    """Review of round 11: "Yes, you can give a baby honey," was said alone when the rest failed a check."""
    for utterance, reply in [
        ("is it ok to give a baby honey", "Yes, you can give a baby honey, unless they are under 1 year old."),
        ("is it safe to leave the heating on", "Leaving the heating on is safe, if you check it every 2 hours."),
        ("can dogs eat grapes", "Yes, dogs can eat grapes, but only 3 or 4 of them a day."),
        ("should i unplug the toaster", "You should unplug the toaster, unless it is used every 5 minutes."),
        ("so does milk go off", "Milk does go off, usually within 7 days of opening."),
    ]:
        guard = StreamGuard(utterance=utterance)
        _, said = _spoken(guard, reply)
        assert not guard.stopped_at_clause and said and said[0] in (FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY) \
            or " ".join(said) == reply, (utterance, said)


def test_an_open_question_still_gets_its_first_clause_early() -> None:
    assert early_release_allowed("tell me about the roman empire", grounded=False)
    assert early_release_allowed("what is the eiffel tower", grounded=False)
    assert not early_release_allowed("is it ok to give a baby honey", grounded=False)
    assert not early_release_allowed("um can dogs eat grapes", grounded=False)


def _model_tokens(text: str) -> list[str]:
    """A reply as the bundled model streams it: words with their leading space, each digit a token of its own."""
    tokens: list[str] = []
    for word in _words_as_tokens(text):
        digits = [i for i, c in enumerate(word) if c.isdigit()]
        if not digits:
            tokens.append(word)
            continue
        tokens += [word[:digits[0]], *word[digits[0]:]]
    return [t for t in tokens if t]


def _first_release(utterance: str, reply: str) -> tuple[int, str, StreamGuard]:
    guard = StreamGuard(utterance=utterance)
    for index, token in enumerate(_model_tokens(reply), 1):
        if piece := guard.feed(token):
            return index, piece, guard
    return -1, guard.finish(), guard


def test_a_guessed_number_in_a_knowledge_answer_gives_the_fallback_at_its_first_digit() -> None:
    """The pauses set's "how far is ... the moon" waited for the model's whole first sentence before its fallback."""
    for utterance, reply in [
        ("how far is the moon from the earth", "The moon is approximately 384,400 kilometers away from Earth."),
        ("how far is? The moon from the earth.", "The moon is approximately 140,762.8 miles away."),
        ("how tall is mount everest", "Mount Everest is about 8,849 meters tall, the highest peak on Earth."),
        ("how many legs does a spider have", "A spider has 8 legs and two body parts."),
        ("when did the roman empire fall", "The Western Roman Empire fell in 476 AD."),
        ("what is the population of france", "France has a population of about 67 million people."),
        ("who wrote pride and prejudice", "Jane Austen wrote it in 1813, and it is still loved."),
    ]:
        tokens = _model_tokens(reply)
        at, piece, guard = _first_release(utterance, reply)
        first_digit = next(i for i, t in enumerate(tokens, 1) if t[0].isdigit())
        assert at == first_digit, (utterance, at, first_digit)
        assert piece.strip() == KNOWLEDGE_FALLBACK_REPLY and guard.stopped
        assert guard.verdict is not None and guard.verdict.reason is GuardReason.GUESSED_NUMBER
        # the same verdict the whole first sentence gets
        whole = check_reply(reply.split(". ")[0], utterance=utterance)
        assert not whole.ok and whole.text == KNOWLEDGE_FALLBACK_REPLY, (utterance, whole)


def test_a_digit_does_not_end_a_reply_the_whole_sentence_would_pass() -> None:
    for utterance, reply in [
        ("what is 12 times 3 in roman numerals", "In Roman numerals 36 is XXXVI."),  # a number asked: not a guess
        ("tell me about the year 1066", "The Battle of Hastings was fought in 1066, in England."),
        ("my daughter is 7, what games suit her", "Board games with simple rules, like snakes and ladders."),
        ("tell me a joke", "Why did the 2 cats sit on the computer? To keep an eye on the mouse."),  # no question
    ]:
        guard = StreamGuard(utterance=utterance)
        for token in _model_tokens(reply):
            guard.feed(token)
        guard.finish()
        assert guard.verdict is None or guard.verdict.reason is not GuardReason.GUESSED_NUMBER, (utterance, guard.verdict)
    grounded = StreamGuard(utterance="how far is the moon from the earth")
    grounded.grounded = True  # a tool answered it: its numbers are not guesses
    assert "".join(grounded.feed(t) for t in _model_tokens("It is 384,400 km away. ")).strip()
    assert grounded.verdict is None


def test_the_guard_counts_the_model_pieces_before_the_first_words() -> None:
    guard = StreamGuard(utterance="tell me about cats")
    for token in _words_as_tokens("Cats are curious animals, and they love to sleep."):
        guard.feed(token)
    assert guard.first_words_after == 5 and guard.pieces == 9  # "animals," goes once " and" shows the break
