"""WordNet's database read in place (issue 15; ``skills.wordnet_data``): the binary search over a sorted index, senses
read at their byte offsets with words, pointers and gloss, base forms, tag counts; on a small database the test
writes in WordNet's own format, and on the installed one (Debian's wordnet-base, which scripts/setup.sh installs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpt_home.skills import wordnet_data
from gpt_home.skills.wordnet_data import WordNet, find_root
from tests.optional_parts import require

LICENCE = "  1 This software and database is being provided to you, the LICENSEE, by  \n"


def write_database(root: Path) -> None:
    """Three noun senses (frog, tadpole and its larva kind) with real-format lines and offsets."""
    lines = [
        ("tadpole", "{off} 05 n 02 tadpole 0 polliwog 0 001 @ {larva} n 0000 | a larval frog or toad  \n"),
        ("larva", "{off} 05 n 01 larva 0 001 ~ {tadpole} n 0000 | the immature free-living form of insects  \n"),
        ("frog", "{off} 05 n 01 frog 0 000 | a tailless amphibian; \"frogs jump\"  \n"),
    ]
    text, offsets = LICENCE, {}
    for name, line in lines:  # offsets are fixed-width (8 digits), so a first pass can place every line
        offsets[name] = len(text.encode())
        text += line.format(off="0" * 8, larva="0" * 8, tadpole="0" * 8)
    data = LICENCE + "".join(line.format(off=f"{offsets[name]:08d}", larva=f"{offsets['larva']:08d}",
                                         tadpole=f"{offsets['tadpole']:08d}") for name, line in lines)
    (root / "data.noun").write_text(data)
    index = [f"frog n 1 0 1 1 {offsets['frog']:08d}  ", f"larva n 1 1 ~ 1 0 {offsets['larva']:08d}  ",
             f"polliwog n 1 1 @ 1 0 {offsets['tadpole']:08d}  ", f"tadpole n 1 1 @ 1 3 {offsets['tadpole']:08d}  "]
    (root / "index.noun").write_text(LICENCE + "".join(line + "\n" for line in sorted(index)))
    (root / "noun.exc").write_text("tadpoles tadpole\n")


@pytest.fixture
def small(tmp_path: Path) -> WordNet:
    write_database(tmp_path)
    return WordNet(tmp_path)


def test_every_word_is_found_by_the_binary_search_and_unknown_ones_are_not(small: WordNet) -> None:
    for word in ("frog", "larva", "polliwog", "tadpole"):
        assert small.offsets(word, "n"), word
    for word in ("aardvark", "fro", "frogs", "zebra", "tad"):
        assert small.offsets(word, "n") == ()


def test_a_sense_is_read_at_its_offset_with_words_pointers_and_gloss(small: WordNet) -> None:
    tadpole = small.synsets("tadpole")[0]
    assert tadpole.words == ("tadpole", "polliwog")
    assert tadpole.definition == "a larval frog or toad"
    assert [small.synset(p.offset, p.pos).words[0] for p in tadpole.linked("@")] == ["larva"]
    assert [s.words[0] for s in small.hypernyms(tadpole)] == ["larva"]
    assert small.synsets("frog")[0].definition == "a tailless amphibian"  # the quoted example dropped


def test_base_forms_and_tag_counts(small: WordNet) -> None:
    assert small.base_forms("tadpoles") == ["tadpole"]
    assert small.base_forms("frogs") == ["frog"]
    assert small.tagged("tadpole", "n") == 3 and small.tagged("polliwog", "n") == 0


def test_the_installed_database_is_found_and_read() -> None:
    root = find_root()
    require(root is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    assert root is not None
    wordnet = WordNet(root)
    assert wordnet.synsets("calf")[0].definition == "young of domestic cattle"
    assert wordnet.offsets("zyrian", "n") and wordnet.offsets("a", "n")  # the index's last and first words
    assert wordnet.base_forms("geese") == ["goose"]  # an irregular plural, from noun.exc


def test_a_missing_database_is_none(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GPT_HOME_WORDNET", str(tmp_path))
    assert find_root(()) is None
    monkeypatch.setattr(wordnet_data, "DEFAULT_DIRS", ())
    monkeypatch.setattr(wordnet_data, "_opened", {})
    assert wordnet_data.open_wordnet() is None


def test_one_reader_shared_by_threads_reads_right(small: WordNet) -> None:
    """The daemon answers from more than one thread: positioned reads share no file position."""
    from concurrent.futures import ThreadPoolExecutor

    def read(word: str) -> str:
        return small.synsets(word)[0].words[0]

    words = ["frog", "tadpole", "larva", "polliwog"] * 50
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(read, words)) == [{"polliwog": "tadpole"}.get(w, w) for w in words]


def test_sense_counts_are_read_from_cntlist_by_part_of_speech_and_sense_number() -> None:
    """The tag counts that gate a definition: the animal "tiger" is WordNet's second noun sense, tied with the person;
    a word in no tagged text has none; a database without the file gives none (and no error)."""
    root = find_root()
    require(root is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    wordnet = WordNet(root)
    assert wordnet.sense_counts("tiger") == {("n", 1): 1, ("n", 2): 1}
    assert wordnet.sense_counts("horse") == {("n", 1): 103, ("n", 2): 1}
    assert wordnet.sense_counts("kid")[("v", 1)] == 5
    assert wordnet.sense_counts("aardvark") == {}
    assert wordnet.sense_counts("zzzz") == {}


def test_fail_soft_answers_none_for_a_read_error_and_lets_others_through() -> None:
    @wordnet_data.fail_soft
    def broken(text: str) -> str | None:
        raise FileNotFoundError(text)

    @wordnet_data.fail_soft
    def wrong(text: str) -> str | None:
        raise TypeError(text)  # a bug, not a damaged database: still raised

    assert broken("index.verb") is None
    with pytest.raises(TypeError):
        wrong("x")


def test_asked_about_reads_the_first_matching_form_and_refuses_the_households_own() -> None:
    import re

    forms = (re.compile(r"^how tall is (?:a |the )?(?P<thing>[a-z]+(?: [a-z]+)?)$"),
             re.compile(r"^(?P<thing>[a-z]+) is how tall$"))
    mine = frozenset({"my", "this"})
    found = wordnet_data.asked_about("how tall is a giraffe", forms, 6, "thing", mine)
    assert found is not None and found["thing"] == "giraffe"
    assert wordnet_data.asked_about("giraffes is how tall", forms, 6, "thing", mine)["thing"] == "giraffes"
    assert wordnet_data.asked_about("how tall is my giraffe", forms, 6, "thing", mine) is None  # the household's own
    assert wordnet_data.asked_about("how tall is a giraffe", forms, 4, "thing", mine) is None  # too many words
    assert wordnet_data.asked_about("how tall is a giraffe at the zoo", forms, 9, "thing", mine) is None  # no form
