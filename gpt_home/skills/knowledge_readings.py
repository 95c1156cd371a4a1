"""Everyday knowledge answered from data or from a rule, one family per module (issue 15): the readings of one
sentence by every family, for ``Dialogue._understand`` after the country questions.

Each family reads only its own questions (its cue and its subject named, nothing that makes the cue mean something
else) and returns at most one finished reply; a sentence two families read at once is left to the model. Families
whose data is a package (``element_questions``: periodictable; ``country_extremes``: countryinfo; ``us_states``:
us) import it with their first question, never at start; the word families (``word_meanings``: what an animal is,
its opposite, another word for it, an animal's kind; ``word_lookups``: baby animals, what a young grows into, animal
sounds, who invented or was the first, the animal that is most of something; ``animal_groups``: what a male, a
female or a group of an animal is called; ``place_lookups``: where a named landmark, city, river or mountain is;
``work_makers``: who wrote, composed or painted a named work; ``person_origin``: which country a named person came
from; ``animal_records``: birds' records, from a small table; ``place_superlatives``: the highest, longest or
largest natural feature in the world or a named place)
read WordNet's database files in place (``wordnet_data``). Small checked tables answer where WordNet is silent:
``book_authors`` (children's books, after ``work_makers``), ``landmark_gifts`` (the Statue of Liberty's giver),
``river_through``'s ``city_rivers``. The whole set said first ("of all the planets, which one ...":
``superlatives.set_first``) and how often ("normally has how many") are read as the plain question.

A question said with a remark or a reason after it ("what is a baby swan called we saw some at the pond", "what is
the capital of peru we are going there in may") is read by no family whole; ``after_remark`` reads it cut before the
remark (``agent.question_first.remarked_questions``), only when the whole sentence is read by none; so is a remark
said before it ("im six what do bees make": ``agent.remark_heads``).
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.intents import normalize
from gpt_home.agent.question_first import remarked_questions
from gpt_home.agent.question_form import model_question
from gpt_home.agent.remark_heads import questions_after
from gpt_home.skills import (
    animal_groups,
    animal_records,
    book_authors,
    famous_works,
    first_holders,
    formula_facts,
    mixing_facts,
    animal_legs,
    animal_makes,
    calendar_facts,
    common_checks,
    continent_checks,
    country_extremes,
    country_questions,
    earth_facts,
    element_questions,
    gloss_counts,
    history_years,
    knowledge_rewords,
    landmark_gifts,
    material_facts,
    person_origin,
    place_lookups,
    place_superlatives,
    planet_facts,
    river_through,
    shape_facts,
    symbol_meanings,
    us_states,
    water_facts,
    word_lookups,
    word_meanings,
    work_makers,
)
from gpt_home.skills.superlatives import one_word, set_first

Reading = tuple[str, dict[str, str]]


def said(reply: str | None) -> list[Reading]:
    """A family's finished reply as the dialogue's reading, [("GptSaid", {"reply": reply})], or [] for no reply:
    every family answers with a whole sentence, so each needs only its ``reply`` and the wrapping is done here."""
    return [("GptSaid", {"reply": reply})] if reply else []


def find(normalized: str, now: datetime) -> list[Reading]:
    """The one knowledge-family reading of ``normalized`` (``intents.normalize``d), or [] (none, or two disagree);
    "the most big" is read as "the biggest" (``superlatives.one_word``)."""
    normalized = one_word(normalized)
    replies = [planet_facts.reply(normalized), earth_facts.reply(normalized), shape_facts.reply(normalized),
               calendar_facts.reply(normalized, now.date()), element_questions.reply(normalized),
               country_extremes.reply(normalized), us_states.reply(normalized), water_facts.reply(normalized),
               word_meanings.reply(normalized), word_lookups.reply(normalized),
               first_holders.reply(normalized), animal_groups.reply(normalized),
               _place(normalized, now), famous_works.reply(normalized) or work_makers.reply(normalized) or book_authors.reply(normalized),
               mixing_facts.reply(normalized),
               place_superlatives.reply(normalized), animal_makes.reply(normalized), continent_checks.reply(normalized),
               animal_legs.reply(normalized), river_through.reply(normalized), gloss_counts.reply(normalized),
               material_facts.reply(normalized), person_origin.reply(normalized),
               animal_records.reply(normalized), landmark_gifts.reply(normalized),
               history_years.reply(normalized), symbol_meanings.reply(normalized), formula_facts.reply(normalized),
               common_checks.reply(normalized)]
    found = [r for r in replies if r]
    if not found and (reworded := knowledge_rewords.plain(normalized)) != normalized:
        return find(reworded, now)  # "what do baby frogs get called", "hg is which element", "... or am i mixing it up"
    if not found and (plainly := plain_form(normalized)) != normalized:
        return find(plainly, now)  # "you know who wrote the hobbit", "who discovered penicillin can you tell me"
    if not found and (ranked := set_first(normalized)) != normalized:
        return find(ranked, now)  # "of all the animals, which one is the fastest"
    if not found and (always := _OFTEN.sub("", normalized)) != normalized:
        return find(" ".join(always.split()), now)  # "a ukulele normally has how many strings"
    return said(found[0]) if len(found) == 1 else []


# how often a fact holds, said in the question ("how many legs does a spider normally have", "a ukulele usually has
# how many strings"): the question without it is the one the families read; their answers say "usually" themselves
_OFTEN = re.compile(r"\b(?:usually|normally|typically|generally|commonly)\b")


def plain_form(normalized: str) -> str:
    """``normalized`` as the plain question it asks (``agent.question_form``: a lead-in or a tail that asks about the
    world dropped, "do you know what the capital of germany is" -> "what is the capital of germany"), normalized
    again; unchanged when it is no general-knowledge question."""
    asked = model_question(normalized)
    return normalized if asked == normalized else normalize(asked)


def _place(normalized: str, now: datetime) -> str | None:
    """Where a named place is (WordNet), unless ``country_questions`` reads the question from its own data first."""
    found = place_lookups.reply(normalized)
    return None if found is None or country_questions.reply(normalized, now) else found


def after_remark(normalized: str, now: datetime) -> list[Reading]:
    """The reading of the question before a trailing remark, longest cut first, by the country or knowledge families,
    or [] when there is no remark, the whole sentence is read already (its tail may be part of the question:
    "what is the capital of the country we visited") or no family reads any cut."""
    heads = [*remarked_questions(normalized), *questions_after(normalized)]  # a remark after, or before, the question
    if not heads or country_questions.find(normalized, now) or find(normalized, now):
        return []
    for head in heads:
        if found := country_questions.find(head, now) or find(head, now):
            return found
    return []
