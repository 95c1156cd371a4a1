"""Two list changes in one breath, the list named by neither part (issue 15, holdout22): "take oranges off and put
dog food on" is the oranges taken off the list and the dog food put on it. The second part is read as a list change
only when both parts have the same bare shape (a list verb, an item, a bare "on"/"off" last) and its item is no
household thing ("take the oranges off and put the kettle on" never puts a kettle on the list). Pure.
"""

from __future__ import annotations

import re

_ADD = r"(?:put|stick|pop|add|bung|chuck)"
_TAKE = r"(?:take|cross|knock|tick|scratch|strike|rub)"
_PART = re.compile(rf"^(?:(?:please|and|also|then|now|oh|um) )*(?:{_ADD}|{_TAKE}) (?P<item>[a-z]+(?: [a-z]+){{0,3}}) "
                   r"(?P<way>on|off)$")
# a thing of the house, or an item said with "the"/"my", is a household order ("put the kettle on"), not an item
_NOT_AN_ITEM = re.compile(r"^(?:the|my|your|our|his|her|their|it|them|that|this)\b|\b(?:kettle|oven|light|lights|"
                          r"lamp|heating|heater|tv|telly|radio|music|fan|timer|alarm|washing|dishwasher|coat|"
                          r"shoes|hat|jumper|clothes|show|film|movie)\b")


def paired_parts(first: str, second: str) -> tuple[str, str]:
    """Both parts with the list named when both are bare list changes ("take oranges off", "put dog food on" ->
    "take oranges off the list", "put dog food on the list"); both unchanged otherwise."""
    said, then = _PART.match(first), _PART.match(second)
    if said is None or then is None or _NOT_AN_ITEM.search(said.group("item")) or _NOT_AN_ITEM.search(
            then.group("item")):
        return first, second
    return f"{first} the list", f"{second} the list"
