"""Two list changes in one breath, the one taken off said with "the" and held on a list (round 22): "take the
tomatoes off and put coffee on", "put butter on and cross the cheese off", "take the tomatoes off put coffee on
instead" (the comma the recognizer dropped), "... and stick coffee on there".

``agent/breath_parts.split`` pairs two bare list changes ("take oranges off and put dog food on") but turns away an
item said with "the", which is a household order as often as a list's ("take the chicken off and put rice on" is
cooking). Here that part is a list change only when a list holds what it names (``family_readings.bare_removal``, as
"remove the bananas" alone is); the other part must still be a bare put ("put coffee on": never "put the kettle on",
"put your coat on" or a household thing). Pure: the text and the holding check in, the two plain readings out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from gpt_home.agent.breath_parts import JOIN, LEAD, bare_list_change
from gpt_home.skills.family_readings import bare_removal

_ADD = re.compile(r"^add (?P<item>[a-z]+(?: [a-z]+){0,3})$")
# "... on instead", "... on it", "... on there": the words after a put that say nothing of the item
_AFTER_PUT = re.compile(r"(?<= on)(?: (?:it|there|the end|instead|too|as well|then|please|for me|now))+$")
# no "and" between the two (a comma the recognizer dropped): "take the tomatoes off put coffee on"
_BARE_CUT = re.compile(r"(?<= off) (?=(?:put|stick|pop|add|bung|chuck) )|(?<= on) (?=(?:take|cross|knock|remove|"
                       r"tick|scratch|strike) )")


def _put(part: str) -> str | None:
    """ "put coffee on", "put coffee on instead" or "add coffee" -> "put coffee on the list"; None for anything but a
    bare put."""
    part = _AFTER_PUT.sub("", re.sub(r" (?:instead|too|as well|please)$", "", part) if part.startswith("add ") else part)
    said = bare_list_change(_ADD.sub(r"put \g<item> on", part))
    return said if said is not None and said.startswith("put ") else None


def _cuts(normalized: str) -> Iterator[tuple[str, str]]:
    for join in (*JOIN.finditer(normalized), *_BARE_CUT.finditer(normalized)):
        yield normalized[:join.start()].strip(), LEAD.sub("", normalized[join.end():]).strip()


def held_pair(normalized: str, holds: Callable[[str], bool] | None) -> tuple[str, str] | None:
    """The two list changes of ``normalized`` in the order said, when one part takes off an item a list holds and
    the other puts a bare item on; None otherwise (no holding check: None)."""
    if holds is None:
        return None
    for first, second in _cuts(normalized):
        if (taken := bare_removal(first, holds)) is not None and (put := _put(second)) is not None:
            return taken, put
        if (put := _put(first)) is not None and (taken := bare_removal(second, holds)) is not None:
            return put, taken
    return None
