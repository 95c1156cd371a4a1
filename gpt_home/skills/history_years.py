"""Famous events and their years, from a small checked table: asked either way round.

- the year of a named event: "what year did the titanic sink", "when was the battle of hastings", "when did man first
  walk on the moon", "when did the second world war end" -> "The Titanic sank in 1912.";
- the event from its year and a clue (a crossword, a quiz): "the ship that sank in 1912 after hitting an iceberg",
  "which battle was in 1066" -> "That was the Titanic: it sank in 1912."

The events are the ones households ask about (British and world history taught at school); each has the words that
name it (``name``), the words of a clue that describe it without its name (``clue``) and its one checked year. An
event asked with words of two rows (a start and an end: "when did the war start and end") or a year that is not
the event's ("the ship that sank in 1915") is left to the model. Pure.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class Event(NamedTuple):
    name: re.Pattern[str]  # the question names the event
    clue: re.Pattern[str]  # a description of it, said with its year
    year: int
    told: str  # the answer, "{year}" filled in
    called: str  # what it is called, for the answer from a clue


def _e(name: str, clue: str, year: int, told: str, called: str) -> Event:
    return Event(re.compile(name), re.compile(clue), year, told, called)


_WAR2 = r"(?:second world war|world war (?:two|2|ii)|ww ?2|wwii)"
_WAR1 = r"(?:first world war|world war (?:one|1|i)|ww ?1|wwi|great war)"
_END = r"(?:end|ended|finish|finished|over|stop|stopped)"
_START = r"(?:start|started|begin|began|break out|broke out)"
EVENTS = (
    _e(r"\btitanic\b.*\b(?:sink|sank|sunk|go down|went down|hit|lost)\b|\bsinking of the titanic\b",
       r"\b(?:ship|liner|boat)\b.*\b(?:sank|sunk|sink|went down|iceberg)\b", 1912,
       "The Titanic sank in {year}, on 15 April, after hitting an iceberg.", "the Titanic"),
    _e(r"\bbattle of hastings\b", r"\bbattle\b.*\b(?:normans?|william|harold|1066)\b|\b(?:norman|conquest)\b", 1066,
       "The Battle of Hastings was in {year}.", "the Battle of Hastings"),
    _e(r"\b(?:first|man|men|people|astronauts?|someone|humans?|anyone)\b.*\b(?:walk|walked|land|landed|step|stepped|"
       r"set foot|go|went)\b.*\bmoon\b|\bmoon landing\b|\bapollo 11\b",
       r"\b(?:land|landed|landing|walk|walked|stepped)\b.*\bmoon\b", 1969,
       "People first walked on the Moon in {year}: Apollo 11 landed on 20 July.", "the Apollo 11 Moon landing"),
    _e(r"\bberlin wall\b.*\b(?:fall|fell|come down|came down|go down|torn down|knocked down|pulled down)\b|"
       r"\bfall of the berlin wall\b", r"\bwall\b.*\b(?:fell|came down|torn down|knocked down)\b", 1989,
       "The Berlin Wall came down in {year}, on 9 November.", "the fall of the Berlin Wall"),
    _e(rf"\b{_WAR2}\b.*\b{_END}\b|\b{_END}\b.*\b{_WAR2}\b", r"(?!)", 1945,
       "The Second World War ended in {year}.", "the end of the Second World War"),
    _e(rf"\b{_WAR2}\b.*\b{_START}\b|\b{_START}\b.*\b{_WAR2}\b", r"(?!)", 1939,
       "The Second World War began in {year}.", "the start of the Second World War"),
    _e(rf"\b{_WAR1}\b.*\b{_END}\b|\b{_END}\b.*\b{_WAR1}\b", r"(?!)", 1918,
       "The First World War ended in {year}, on 11 November.", "the end of the First World War"),
    _e(rf"\b{_WAR1}\b.*\b{_START}\b|\b{_START}\b.*\b{_WAR1}\b", r"(?!)", 1914,
       "The First World War began in {year}.", "the start of the First World War"),
    _e(r"\bgreat fire of london\b", r"\bfire\b.*\blondon\b|\blondon\b.*\bfire\b", 1666,
       "The Great Fire of London was in {year}.", "the Great Fire of London"),
    _e(r"\bbattle of waterloo\b", r"\bbattle\b.*\bnapoleon\b|\bnapoleon\b.*\b(?:defeated|beaten|lost)\b", 1815,
       "The Battle of Waterloo was in {year}.", "the Battle of Waterloo"),
    _e(r"\bmagna carta\b", r"\bking john\b.*\b(?:signed|sealed)\b", 1215,
       "Magna Carta was sealed in {year}.", "Magna Carta"),
    _e(r"\bgunpowder plot\b|\bguy fawkes\b.*\b(?:plot|blow up|parliament)\b",
       r"\bplot\b.*\bparliament\b|\bparliament\b.*\bblow\b", 1605,
       "The Gunpowder Plot was in {year}.", "the Gunpowder Plot"),
    _e(r"\bspanish armada\b", r"\barmada\b", 1588, "The Spanish Armada sailed in {year}.", "the Spanish Armada"),
    _e(r"\bcolumbus\b.*\b(?:america|sail|sailed|reach|reached|discover|discovered|new world)\b",
       r"\b(?:sailed|reached|discovered)\b.*\b(?:america|new world)\b", 1492,
       "Columbus reached the Americas in {year}.", "Columbus reaching the Americas"),
    _e(r"\bdeclaration of independence\b|\bamerican independence\b",
       r"\bindependence\b.*\b(?:declared|america|american)\b", 1776,
       "The American Declaration of Independence was signed in {year}.", "the American Declaration of Independence"),
    _e(r"\bfrench revolution\b", r"\bbastille\b", 1789, "The French Revolution began in {year}.",
       "the French Revolution"),
    _e(r"\bwright brothers\b|\bfirst (?:powered )?(?:aeroplane|airplane|plane) flight\b",
       r"\bfirst\b.*\b(?:flight|flew|aeroplane|airplane|plane)\b", 1903,
       "The Wright brothers made the first powered flight in {year}.", "the Wright brothers' first flight"),
    _e(r"\bengland\b.*\bwin\b.*\bworld cup\b|\bengland\b.*\bwon\b.*\bworld cup\b",
       r"\bengland\b.*\bworld cup\b", 1966, "England won the football World Cup in {year}.",
       "England winning the World Cup"),
    _e(r"\beverest\b.*\b(?:first|climbed|conquered|top|summit)\b", r"\beverest\b", 1953,
       "Everest was first climbed in {year}, by Edmund Hillary and Tenzing Norgay.", "the first ascent of Everest"),
)
_WHEN = re.compile(r"\b(?:what year|which year|in what year|when|what date)\b")
_YEAR = re.compile(r"\b(1\d{3}|20\d\d)\b")
_REVERSE = re.compile(r"\b(?:crossword|quiz|which|what|name|called|the)\b")


def reply(normalized: str) -> str | None:
    """The year of a named event, or the event of a year and a clue; None when no row (or two) fits."""
    years = _YEAR.findall(normalized)
    if not years and _WHEN.search(normalized):
        named = [e for e in EVENTS if e.name.search(normalized)]
        return named[0].told.format(year=named[0].year) if len(named) == 1 else None
    if len(years) == 1 and _REVERSE.search(normalized):
        year = int(years[0])
        clued = [e for e in EVENTS if e.year == year and (e.clue.search(normalized) or e.name.search(normalized))]
        if len(clued) == 1:
            event = clued[0]
            told = event.told.format(year=year)
            return f"That was {event.called}: {'t' + told[1:] if told.startswith('The ') else told}"
    return None
