"""The household's vocabulary of rooms, of the whole house and of device states, in one place.

Both the semantic reader's slot filler (``agent/semantic_slots.py``: "the garage light", a room the house has no
light in) and the honest reply for commands nobody understood (``skills/command_shape.py``: "I don't have a garage
light") need to know what a room is said like; they used to keep two lists that drifted apart.
"""

from __future__ import annotations

import re

# Kinds of room, and the words that make a kind into a named room ("master bedroom", "kids room", "front room").
ROOM_KINDS = ("room", "bedroom", "bathroom", "hall", "hallway", "landing", "porch", "garage", "basement", "cellar",
              "attic", "office", "study", "den", "nursery", "garden", "patio", "yard", "driveway", "deck", "loft",
              "lounge", "kitchen", "toilet", "loo", "shed", "closet", "stairs", "playroom", "conservatory")
ROOM_QUALIFIERS = ("dining", "living", "guest", "spare", "master", "front", "back", "family", "laundry", "utility",
                   "kids")
ROOM = rf"(?:(?:{'|'.join(ROOM_QUALIFIERS)}) )?(?:{'|'.join(ROOM_KINDS)})"
ROOM_RE = re.compile(rf"\b{ROOM}\b")
# The room named ("the kitchen", "the spare room"), captured without its article.
ROOM_SLOT_RE = re.compile(rf"\b(?:the )?({ROOM})\b")
# Words for every light or the whole house ("all", "everywhere").
EVERY_RE = re.compile(r"\b(?:all|every|everything|whole|entire|house|everywhere)\b")
# The household as a place or a time ("in here", "at home", "tonight"): a question about it is about us.
HOUSE_RE = re.compile(r"\b(?:in here|at home|the house|the whole house|this house|downstairs|upstairs|out there|"
                      r"outside|tonight|today|tomorrow|this (?:week|weekend|morning|afternoon|evening)|later)\b")
# States a device is asked about ("is the door locked", "are the lights on").
STATE_RE = re.compile(r"\b(?:on|off|lit|dark|locked|unlocked|open|closed|shut|running|going|set|left)\b")
