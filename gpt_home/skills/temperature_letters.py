"""A temperature said with its scale as a letter: "cookie recipe from the states says 350 degrees f so whats that in
c", "the oven says 180 c whats that in f", "convert 20 degrees c to f", "what's 98.6 f in c please".

The unit readers know "fahrenheit" and "celsius" ("350 fahrenheit in celsius") but took "f" and "c" for unknown units
("I don't know the unit degrees f") or read nothing, and the model then guessed. Here one temperature said with a
scale letter (or a scale word) and the other scale asked for by its letter or word is carried out as "convert N
fahrenheit to celsius" (or the other way). A temperature told with no other scale asked ("it was 30 c today") is
left alone: None.

The scale may also be named as the one an oven, a dial or a person goes by, anywhere in the sentence: "the oven only
does fahrenheit and the recipe wants 180 celsius, what do i set it to", "whats 180 c in fahrenheit for my oven":
one temperature said with a scale, the other scale named bare (no number before it), and a cooking or device word
(``_DEVICE``): the temperature is converted to the bare scale.

Pure reading; ``reply`` carries the conversion out through ``run`` (the usual rules).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.number_reader import numerals

_SCALE = {"f": "fahrenheit", "fahrenheit": "fahrenheit", "farenheit": "fahrenheit", "c": "celsius",
          "celsius": "celsius", "centigrade": "celsius", "celcius": "celsius"}
_SCALES = r"(?:f|c|fahrenheit|farenheit|celsius|celcius|centigrade)"
_SAID = re.compile(rf"(?<![\w.])(?:(?P<neg>minus|negative) )?(?P<n>-?\d+(?:\.\d+)?) ?(?:degrees? |deg )?(?P<from>{_SCALES})\b")
_ASKED = re.compile(rf"\b(?:in|to|into|as) (?:degrees )?(?P<to>{_SCALES})(?: (?:please|then|for me|degrees))*$|"
                    rf"\bhow many (?:degrees )?(?P<to2>{_SCALES}) (?:is|is that|would that be)\b")


_BARE = re.compile(rf"(?<![\d.])(?<!\d )(?<!degrees )(?<!degree )\b(?P<to>{_SCALES})\b")
_DEVICE = re.compile(r"\b(?:oven|ovens|cooker|hob|grill|air ?fryer|thermometer|dial|knob|set|setting|recipe|bake|"
                     r"baking|roast|cook|cooking|american|british|european)\b")


def _device_scale(text: str) -> tuple[str, str, str] | None:
    """(number, from, to) for one temperature said with a scale and the other scale named bare by a device's need."""
    said = list(_SAID.finditer(text))
    if len(said) != 1 or not _DEVICE.search(text) or len(re.findall(r"(?<![\d.])\d+(?:\.\d+)?", text)) != 1:
        return None
    source = _SCALE[said[0].group("from")]
    bare = {_SCALE[m.group("to")] for m in _BARE.finditer(text) if m.start() != said[0].start("from")
            and m.group("to") not in ("f", "c")} - {source}
    if len(bare) != 1:
        return None
    return ("-" if said[0].group("neg") else "") + said[0].group("n"), source, bare.pop()


def asked(normalized: str) -> tuple[str, str, str] | None:
    """(number, from scale, to scale) of a temperature conversion said with letters; None otherwise."""
    text = numerals(normalized)
    said, wanted = _SAID.search(text), _ASKED.search(text)
    if said is None or wanted is None or said.end() > wanted.start():
        return _device_scale(text)
    source, target = _SCALE[said.group("from")], _SCALE[wanted.group("to") or wanted.group("to2")]
    if source == target or not re.search(r"\b(?:f|c)\b", f"{said.group('from')} {wanted.group(0)}"):
        return None  # the same scale, or said in words only (the unit readers read those)
    return ("-" if said.group("neg") else "") + said.group("n"), source, target  # "minus 10 c": -10, never 10


def reply(normalized: str, run: Callable[[str], str | None]) -> str | None:
    """The temperature converted by the usual rules; None for any other sentence."""
    found = asked(normalized)
    return None if found is None else run(f"convert {found[0]} {found[1]} to {found[2]}")
