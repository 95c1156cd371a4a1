"""Honest replies for what the assistant cannot do: one short true sentence, and what it can do instead.

Never an invented answer: the model is not asked, because a small model will happily "play" a song or "call" someone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_REFUSALS = {
    "music": "I can't play music yet.",
    "calendar": "I can't see a calendar. I can set reminders and alarms for you instead.",
    "calls": "I can't make phone calls.",
    "emergency": "I can't call anyone, I'm afraid. If it's an emergency, please call 999 or your local emergency "
                 "number from a phone now, or shout for someone nearby.",
    "bell": "I can't ring a bell: none is connected to me. I can set a timer or an alarm to ring instead.",
    "messages": "I can't send or read messages. I can remember a note for you instead.",
    "photos": "I can't take photos or videos: I have no camera.",
    "screen": "I can't show pictures or videos: I have no screen.",
    "purchases": "I can't buy anything. I can put it on your shopping list instead.",
    "payments": "I can't top up phones or make payments: I'm not connected to any bank or shop. I can set a "
                "reminder so you don't forget to.",
    "renewals": "I can't renew or change things online for you: I work offline and I'm not connected to any "
                "account. I can set a reminder so you don't forget to.",
    "bookings": "I can't book taxis, tables or tickets. I can set a reminder so you don't forget to.",
    "tv": "I can't see what's on TV: I have no TV guide, and I work offline. I can set a reminder so you don't miss "
          "a programme.",
    "recording": "I can't record programmes: I'm not connected to your TV. I can set a reminder so you don't miss "
                 "it.",
    "news": "I can't read the news: I work offline. I can tell you the time, the date and the weather instead.",
    "heating": "I can't control the heating or a thermostat: none is connected to me.",
    "opening": "I can't check opening times: I work offline. I can set a reminder so you don't miss them.",
    # jobs for hands or legs (``skills/odd_asks.py``)
    "no_body": "I can't do that, I'm afraid: I'm a voice on this device, with no hands or legs. I can set a timer, a "
               "reminder or an alarm, or add something to your list.",
    "traffic": "I can't check traffic or travel times: I work offline.",
    "translations": "I can't translate yet: I only understand and speak English. I can spell an English word for you.",
    "online": "I can't look things up online: I work offline. I can tell you the time, the date and the weather, do "
              "sums and convert units instead.",
    "social": "I can't use Facebook, Twitter or other social media: I work offline. I can remember a note for you "
              "instead.",
    "stocks": "I can't get stock prices: I work offline.",
    "exchange": "I can't get live exchange rates: I work offline. I can convert units or do a sum for you instead.",
    "sports": "I can't get sports results: I work offline. I can set a reminder for the match instead.",
    "banking": "I can't see your bank account: I'm not connected to your bank, and I work offline.",
    "find_phone": "I can't ring or find your phone: I'm not connected to it. Try calling it from another phone.",
    "deliveries": "I can't track parcels or deliveries: I work offline. I can set a reminder for when it's due.",
}


# A bell rung, not a person called: "ring the bell", "ring the dinner bell for the kids", "sound the gong" (never
# "ring taco bell": a name, a call). Read on the words after the verb, and on the whole request.
BELL = (r"^(?:ring|sound|ding|strike|bang|hit|call|toll)(?: (?:the|a|that|this|our|my|your))?(?: (?:door|dinner|school|"
        r"church|front door|bicycle|bike|hand|sleigh|ship s|ships|big|little|old))? ?(?:bells?|gong|chimes?)\b")
_BELL_AFTER = re.compile(BELL.replace("^(?:ring|sound|ding|strike|bang|hit|call|toll)(?: ", "^(?:", 1))


def rings_a_bell(said: str) -> bool:
    """True when the words after "ring"/"call" name a bell ("the bell", "the dinner bell", "a bell")."""
    return _BELL_AFTER.match(said) is not None


def refusal(service: str, *, device: str = "", lights: Sequence[str] = (), check: bool = False) -> str:
    """The sentence for an unsupported ``service`` ("music", "calendar", "calls", "messages", "purchases", "device");
    ``check``: the device was asked about ("is the back door locked"), not told what to do."""
    if service == "device":
        what = f"the {device}" if device else "that"
        verb = "check" if check else "control"
        if lights:
            return f"I can't {verb} {what}. I can only switch the lights set up in my settings."
        return f"I can't {verb} {what}: no smart devices are set up."
    return _REFUSALS.get(service, "Sorry, I can't do that yet.")


def not_configured(feature: str) -> str:
    """A feature whose service was not wired in (lists, announcements)."""
    return f"{feature} aren't set up on this device."
