"""The household's ONE list of the cues that make a command in a sentence no request of the speaker's now.

Many readers ask the same question of a sentence holding a command: the command composer (``household_slots.
not_asked``: "my son said set a timer", "dont put eggs on the list"), the rule for relayed speech (``skills/relayed.py``:
"mum says turn the light off" is done, "she said set a timer" never), the part after a remark (``skills/after_remark``),
the wake-up wordings, the list orders and the remark and talk readers. All build their lists from these cues, kept
here once so they cannot drift apart (round 26's "you mustnt add bananas" added them: one copy lacked "mustnt"):

* ``REPORTING``: a verb that reports someone's words ("said", "shouted", "reckons" ...);
* ``TOLD_SOMEONE``: a request passed to someone else ("told me to", "asked her to");
* ``NEGATION``: a command negated ("dont", "do not", "never", "mustnt", "better not");
* ``NOT``: a statement negated ("isnt", "wasnt", "cant", "not") -- said of a remark, not of a command;
* ``REPORTED_SPEECH``: any word for someone's words, ``REPORTING`` and the rest ("told", "asking", "shouting");
* ``COMMAND_VERB``: the verbs a household command starts with ("set", "add", "turn", "remind" ...);
* ``PERSON``: a member of the household or a pronoun for one ("mum", "my wife", "she").

Each is a regular-expression alternation without groups, to be placed inside ``(?:...)``. Pure data.
"""

from __future__ import annotations

REPORTING = r"said|says|shouted|yelled|screamed|wrote|writes|reckons|reckoned"
TOLD_SOMEONE = r"told (?:me|us|him|her|them)|asked (?:me|us|him|her|them)"
NEGATION = (r"dont|do not|never|mustnt|must not|shouldnt|should not|neednt|need not|better not|had better not|"
            r"dare not|darent")
NOT = r"not|no|didnt|doesnt|isnt|arent|wasnt|werent|cant|cannot|wont|wouldnt|couldnt|no longer"
REPORTED_SPEECH = (rf"{REPORTING}|saying|told|tells|telling|asked|asks|asking|shouts|shouting|yelled|yelling|"
                   r"screams|screaming|whispered|whispering|writing")
COMMAND_VERB = (r"turn|switch|put|set|make|dim|brighten|start|stop|cancel|add|remind|remove|delete|take|wake|mute|"
                r"unmute|pause|raise|lower|stick|pop|create|give")
PERSON = (
    r"mum|mummy|mam|mammy|mom|mommy|mama|ma|dad|daddy|papa|pa|grandma|granny|gran|nan|nana|nanny|grandad|"
    r"grandpa|granda|auntie|aunty|uncle|"
    r"(?:my|our|your|the) (?:mum|mummy|mom|dad|daddy|wife|husband|partner|son|daughter|boy|girl|kids?|children|"
    r"brother|sister|nan|gran|grandma|grandad|grandpa|granny|auntie|uncle|other half|missus|mrs|hubby|"
    r"flatmate|housemate|lodger|carer|nanny|babysitter)|he|she|they"
)
