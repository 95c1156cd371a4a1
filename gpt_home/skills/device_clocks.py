"""A clock of another device or room to set: "set the oven clock for me", "can you fix the clock in the car", "the
microwave clock needs setting can you do it", "adjust the kitchen clock please".

That is a request to change a thing the assistant is not connected to, never a question about the time: the reply
says so honestly (and that the time can be asked), and nothing is read as "what time is it". An alarm clock is an
alarm ("set the alarm clock for 7"), and a question about a clock ("is the oven clock right") is not a request to set
it. Pure.
"""

from __future__ import annotations

import re

_DEVICE = (r"(?:oven|cooker|stove|microwave|car|dashboard|video|vcr|dvd player|tv|television|telly|boiler|"
           r"heating|radio|kitchen|hall|hallway|wall|bedroom|bathroom|landing|dining room|living room|lounge|front room|"
           r"grandfather|cuckoo|church|bedside|mantelpiece|garage|office|school)")
# what may be said before the request: a speaker, a courtesy ("grandad here could you"), never a report, a refusal or
# a story ("she said set the oven clock", "dont change the car clock", "i already set the kitchen clock")
_NOT_ASKED = re.compile(r"\b(?:dont|do not|never|no need|not|said|says|told|asked|if|when|wish|wished|forgot|forget|"
                        r"already|tried|try|yesterday|last|he|she|they|hes|shes|theyve|ive|weve|we|did|didnt|how|why)\b")
_ASKER = re.compile(r"\b(?:i need you to|i want you to|id like you to|we need you to|i would like you to)\b")
_VERB = (r"(?:set|change|adjust|fix|reset|correct|sort out|sort|update|put right|program|programme|alter|"
         r"put forward|put back|move|do)")
_SET = re.compile(rf"\b{_VERB} (?:the |my |our |that |this )?(?:(?P<a>{_DEVICE}) clock|clock (?:on|in) the "
                  rf"(?P<b>{_DEVICE}))\b")
# "the oven clock needs setting (can you do it)", "the clock on the cooker wants changing"
_NEEDS = re.compile(rf"^(?:(?:so|um|er|oh|right) )*(?:the |my |our )?(?:(?P<a>{_DEVICE}) clock|clock (?:on|in) the "
                    rf"(?P<b>{_DEVICE})) (?:needs|wants|need) (?:setting|changing|fixing|resetting|adjusting|doing|"
                    r"correcting|sorting)\b")
_NOT_A_SET = re.compile(r"\b(?:alarm|alarms|timer|timers|remind|reminder|wake|what time|whats the time|is it right|"
                        r"the right time|the correct time|the real time)\b")

_NAMES = {"tv": "TV", "telly": "telly", "vcr": "video", "dvd player": "DVD player"}


def reply(normalized: str) -> str | None:
    """ "I can't set the oven clock: I'm not connected to it. ..." for a request to set a device's clock; None
    otherwise."""
    if _NOT_A_SET.search(normalized):
        return None
    found = _SET.search(normalized) or _NEEDS.match(normalized)
    if found is None or _NOT_ASKED.search(_ASKER.sub(" ", normalized[:found.start()])):
        return None
    device = found.group("a") or found.group("b")
    device = _NAMES.get(device, device)
    return (f"I can't set the {device} clock: I'm not connected to it. If you set it yourself, just ask me "
            "what time it is.")
