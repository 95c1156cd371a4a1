"""Trouble with the assistant's own sound, told ("my speaker keeps cutting out", "your voice is crackling"), and the
offer made for it, which "yes" or "no" answers.

The model used to answer such a complaint with an offer of its own ("would you like me to ...?") that nothing could
carry out: "yes" after it went to the model again, which invented a next step. Here the complaint is answered
locally with an offer the assistant CAN keep: to say a short test sentence, so the household hears whether the sound
comes through. The offer is a pending question (``asking_back.Missing.OFFER``, 30 s like every question asked back):
"yes" / "go on" / "please do" carry it out (``accepted``), "no" / "no thanks" drop it ("Okay, never mind."), and any
other sentence is a request of its own.

Only a complaint about this device's sound now: another device ("the radio keeps cutting out", "my phone"), a story
of the past ("it cut out last week but it's fine now"), a question ("does the speaker cut out") or a command ("turn
the speaker up") is none. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_WORDS = 16
_THE_SOUND = (r"(?:(?:my|the|your|this|that) (?:speaker|sound|audio|voice)|(?:you|your voice|u)|the speakers|"
              r"(?:the )?sound on (?:you|this|the speaker))")
_TROUBLE = (r"(?:keeps?|keep on|is|are|has been|have been|been|started|starts|seems? to be|seems? to keep|keeps on)? ?"
            r"(?:cutting out|cuts out|breaking up|breaks up|crackling|crackles|crackly|distorted|distorting|fuzzy|"
            r"muffled|buzzing|buzzes|dropping out|drops out|stuttering|stutters|glitching|glitchy|skipping|"
            r"going (?:quiet|silent|in and out)|cutting in and out|coming and going)")
_COMPLAINT = re.compile(rf"^(?:(?:oh|um|uh|er|so|hey|ugh|and|but|sorry|honestly|right|look) )*{_THE_SOUND} "
                        rf"(?:sounds? |is sounding |sound )?{_TROUBLE}"
                        r"(?: (?:again|all the time|a lot|today|tonight|lately|every time|when you (?:talk|speak)|"
                        r"mid sentence|half way through|on me|constantly))*$")
_YES = re.compile(r"^(?:(?:oh|um|uh|er|ok|okay|right|well|then|so) )*(?:yes|yeah|yep|yup|sure|please|go on|go ahead|then|do|"
                  r"ok|okay|alright|all right|do it|please do|yes please|why not|go for it|lets do that|lets hear it|"
                  r"try it|go on then|ok then|yes go on|yeah go on|yes do|yeah do it|yes please do|sure go ahead|"
                  r"that would be good|that would help|sounds good)(?: (?:please|then|thanks|thank you|love|dear))*$")
OFFER_QUESTION = ("Sorry about that. Shall I say a short test sentence, so you can hear whether the sound comes "
                  "through?")
TEST_LINE = ("Testing: one, two, three, four, five. If that cut out too, check the speaker's cable and power, or "
             "restart the device.")


@dataclass(frozen=True)
class Offer:
    """What is asked (``question``) and what "yes" carries out: a command for the rules (``command``) or a line to
    say (``said``)."""

    question: str
    command: str = ""
    said: str = ""


def offer(normalized: str) -> Offer | None:
    """The offer for a complaint about this device's sound (``normalized`` as ``intents.normalize`` writes it), or
    None for any other sentence."""
    if len(normalized.split()) > MAX_WORDS or _COMPLAINT.match(normalized) is None:
        return None
    return Offer(OFFER_QUESTION, said=TEST_LINE)


def accepted(normalized: str) -> bool:
    """True when ``normalized`` takes up an offer ("yes", "go on then", "yes please love")."""
    return _YES.match(normalized) is not None
