"""The words a light command is said in, as regex parts shared by the light rules of ``intents`` (moved out of it to
keep that module under 400 lines): the light's name, the room, the switch verbs, a level, a step brighter or dimmer,
the "so"/"really" before "dark", a term of address after it ("its dark in the kitchen love"); and the words a whole
light command may start and end with in the readers before the rules (``agent/light_restated.py``,
``agent/light_clauses.py``): "please", "can you", "um" ... before it, "please", "thanks", "for me", "love" ... after."""

LW = r"(?:lights?|lamps?)"
NAME = r"(?:(?P<name>[a-z0-9 ]+?) )?"
THE = r"(?:the |my |all the |all of the |all )?"
WHERE = r"(?: in the (?P<room>[a-z0-9 ]+?)| in (?P<room2>[a-z0-9 ]+?))?"
SWITCH = r"(?:turn|switch|shut|put|flick|flip)"
# A level: "20 percent", "half brightness", "full", "50 percent brightness".
LEVEL = r"(?:(?P<level>[a-z0-9 ]+?) percent(?: brightness)?|(?P<word>half|full|max|maximum)(?: brightness| power)?)"
BRIGHTER = r"(?:brighter|lighter|more bright)"
SO = r"(?:(?:a bit|a little|too|very|so|really|rather|quite|pretty|pitch|awfully|terribly|far too|way too) )*"
ADDRESS = r"(?: (?:dear|love|darling|mate|pet|sweetheart|hun|honey))?"  # "its dark in the kitchen love"
DIMMER = r"(?:dimmer|darker|less bright)"
STEP = r"(?: a bit| a little| a little bit| a touch| a tad| slightly)?"  # one step up: "brighten it up a touch"
# before and after a whole light command (agent/light_restated.py, agent/light_clauses.py): one list for every shape
LEAD = (r"(?:(?:please|can you|could you|would you|will you|you|kindly|hey|now|and|then|ok|okay|just|oh|right|so|um|"
        r"uh|er) )*")
TAIL = (r"(?: (?:please|now|for me|for us|thanks|thank you|thanks a lot|cheers|ta|mate|love|pal|dear|then|a bit|"
        r"again|too|as well|also|would you|will you|if you can|if you would))*")
