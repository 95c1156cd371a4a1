"""The time now in a place asked after a remark (skills/topic_first.world_time): the remark may say a trip, a holiday
or a flight, and the place may be in it; only the ask says whether the time now is asked. Generated over speakers,
remarks, places and asks, through the real skills (a pinned Tuesday, 10:25 UTC)."""

from __future__ import annotations

import itertools
from zoneinfo import ZoneInfo

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NOW, local_skills, say

PLACES = [("bangkok", "Asia/Bangkok"), ("lima", "America/Lima"), ("nairobi", "Africa/Nairobi"),
          ("paris", "Europe/Paris")]
REMARKS = ["my grandson is on holiday in {p}", "we're playing a quiz", "my daughters flight to {p} leaves tomorrow",
           "my son went on a trip to {p}", "for the pub quiz"]
ASKS = ["what time is it there", "whats the time over there", "what time is it in {p} now", "{p} is at what time"]
CASES = [(r.format(p=p) + " " + a.format(p=p), p, z) for (r, a), (p, z) in
         zip(itertools.product(REMARKS, ASKS), itertools.cycle(PLACES), strict=False)
         if "{p}" in r + a]
NOT_THERE = ["were back from our holiday in spain what time is it", "what time does the flight to tokyo leave",
             "what time was it in tokyo when we landed", "the train to paris leaves at what time"]


@pytest.mark.parametrize(("text", "place", "zone"), CASES)
def test_the_time_there_after_a_remark(factory: MockFactory, text: str, place: str, zone: str) -> None:
    when = NOW.astimezone(ZoneInfo(zone))
    with local_skills(factory) as skills:
        reply = str(say(skills, text))
    assert place in reply.lower() and f"{when.hour % 12 or 12}:{when.minute:02d}" in reply, reply


@pytest.mark.parametrize("text", NOT_THERE)
def test_no_time_there_when_not_asked_now(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = str(say(skills, text))
    assert not any(p in reply.lower() for p in ("tokyo", "paris", "spain")), reply
