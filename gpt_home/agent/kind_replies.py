"""The honest line that fits a sentence's kind, for when the model's reply cannot be used (pure).

The guard (``agent/guard.py``) replaces a model reply it does not trust; with no model, or a model that failed, there
is no reply at all. "I'm not sure about that." is right after a question about the world and wrong after a feeling, a
thank-you, a story or a question about the assistant itself. ``kind_lines`` gives the lines for the kind
``agent/talk_kinds.py`` reads, in the order to try them: a warm short acknowledgement of a feeling or a situation (with
a helpful offer where one is natural), the truth about the assistant (a program on this device: no feelings, body, age
or favourites of its own), a reply to thanks, a greeting or a goodbye, and for a complaint about a light or the
loudness the command that would fix it, said as an offer (nothing is switched).

Each kind has several lines that differ from their first words on, so the guard, which refuses a reply copied from the
last few turns, can take the next one in a long conversation; the last line of each is a short one, said when all the
others were said lately (under four words, which the guard never counts as a repeat, except a device's offer). No
line states a fact about the world, a time, a number or a feeling the assistant has. An empty tuple means a question
or a command: the plain fallback is the right line.
"""

from __future__ import annotations

import zlib

from gpt_home.agent.talk_kinds import TalkKind, TalkReading, read_kind

_ABOUT_ME: dict[str, tuple[str, ...]] = {
    "abilities": (
        "I can set timers, alarms and reminders, keep your lists, switch and dim the lights, tell you the time and "
        "date, do sums and convert units, and spell words.",
        "Around the house I do timers, alarms, reminders and lists, the lights, the time and date, sums, units and "
        "spelling. Just ask.",
        "Try me with timers, alarms, reminders, lists or the lights.",
    ),
    "listening": (
        "I'm a program on this device, and I only pay attention to what's said after the wake word.",
        "No person is listening: I'm a computer program, and I only act on what follows the wake word.",
        "Only after the wake word.",
    ),
    "human": (
        "I'm a computer program running on this device, not a person.",
        "I'm not a person at all: I'm a program on a small computer in your home.",
        "Just a computer program.",
    ),
    "feelings": (
        "I'm a computer program, so I don't have feelings like you do, but I'm always here to help.",
        "I don't have moods the way people do: I'm a program on this device. How are you feeling?",
        "No feelings here, just software.",
    ),
    "body": (
        "I'm a computer program: no body, no heart and no brain, just software on a small computer.",
        "I don't eat, sleep or have a body: I'm a program running on this device.",
        "Just software, no body.",
    ),
    "likes": (
        "I'm a computer program, so I don't have favourites of my own. What do you like?",
        "I don't have likes and dislikes the way people do, but tell me about yours.",
        "No favourites, I'm afraid.",
    ),
    "age": (
        "I'm a computer program running on this device, so I don't have an age or a home town like a person.",
        "I'm software on a small computer in your house, not a person with a birthday.",
        "I'm just a program.",
    ),
    "name": (
        "I'm the household's voice assistant, a program on this device. You can wake me with the wake word.",
        "I'm your home assistant: a computer program that lives on this device.",
        "Your home assistant.",
    ),
}
_FEELING: dict[str, tuple[str, ...]] = {
    "bereaved": (
        "I'm so sorry. That's a lot to carry, and I'm here whenever you'd like to talk.",
        "That must be very hard. Be gentle with yourself, and do ring someone close if you'd like company.",
        "I'm so sorry.",
    ),
    "lonely": (
        "It's nice to have a chat. I'm here whenever you want one, and a call to someone you love can help too.",
        "It's good to talk. I'm here any time, day or night, and I can set a reminder to ring a friend.",
        "I'm here for a chat.",
    ),
    "unwell": (
        "Sorry you're not feeling well. Rest up, and if it's serious, please call a doctor or someone who can help.",
        "That doesn't sound nice. Take it easy, and ask someone for help if it gets worse.",
        "Get well soon.",
    ),
    "scared": (
        "That sounds frightening. If anyone is in danger, call for help or tell someone nearby. I'm here to talk.",
        "It's all right to feel like that. Take a slow breath, and talk to someone you trust if it helps.",
        "I'm here with you.",
    ),
    "tired": (
        "Sounds like you need a rest. I can set a timer for a nap or an alarm for the morning.",
        "That's tiring. Put your feet up if you can, and I'll keep an eye on any timers.",
        "Time for a rest.",
    ),
    "sad": (
        "I'm sorry you're having a hard time. I'm here if you want to talk, or I can tell you a joke.",
        "That sounds really tough. Be kind to yourself, and talk to someone you trust if it helps.",
        "I'm sorry.",
    ),
    "angry": (
        "That sounds frustrating. Take a deep breath: I'm here if you want to talk it through.",
        "Sorry it's been annoying. Maybe a short break would help; I can set a timer for it.",
        "That's annoying.",
    ),
    "bored": (
        "How about a joke or a fun fact? Just ask, or I can flip a coin or pick a random number.",
        "Bored? You could ask me for a joke, a fun fact, or a quick quiz question.",
        "Want a joke?",
    ),
    "happy": (
        "That's lovely to hear! Thanks for telling me.",
        "How nice, good to hear things are going well.",
        "That's great!",
    ),
}
_SOCIAL: dict[str, tuple[str, ...]] = {
    "thanks": ("You're welcome!", "Happy to help.", "Any time."),
    "compliment": ("Thank you, that's kind of you to say!", "That's nice to hear, thanks!", "Thank you!"),
    "bad-joke": (
        "Fair enough, that one was a groaner! Ask for another if you dare.",
        "Ha, tough crowd. I'll try a better one next time.",
        "Fair enough!",
    ),
    "criticism": (
        "Sorry about that. Try saying it another way and I'll do my best.",
        "Fair enough, I do get things wrong sometimes. Tell me what you'd like and I'll try again.",
        "Sorry about that.",
    ),
    "apology": ("No problem at all, don't worry.", "That's quite all right.", "No harm done."),
    "nice-to-meet": ("Nice to meet you too!", "Likewise! What can I do for you?", "Likewise!"),
    "greeting": ("Hello! What can I do for you?", "Hi there, how can I help?", "Hello again!"),
    "how-are-you": (
        "All good here, thanks for asking. How are you?",
        "Running smoothly, thanks. How about you?",
        "Fine, thanks. And you?",
    ),
    "good-night": ("Good night, sleep well!", "Night night, sweet dreams.", "Sleep well!"),
    "goodbye": ("Bye for now! I'm here whenever you need me.", "See you later, take care.", "Bye for now!"),
}
_REMARK: dict[str, tuple[str, ...]] = {
    "good-news": (
        "That's lovely, thanks for telling me!",
        "How nice! That sounds like good news.",
        "That's great!",
    ),
    "bad-news": (
        "Oh dear, what a nuisance.",
        "That doesn't sound much fun. I hope it gets sorted soon.",
        "What a pain.",
    ),
    "plan": (
        "That sounds like a nice plan. I can set a reminder for it if you like.",
        "Sounds good! Just ask if you'd like a reminder or an alarm for it.",
        "Sounds like a plan!",
    ),
    "news": (
        "Thanks for telling me.",
        "I see. Tell me more if you like.",
        "Right, I see.",
    ),
}
_REMARK["empty"] = ("Sorry, I didn't catch that.", "Could you say that again?", "Pardon?")


def _device_lines(reading: TalkReading) -> tuple[str, ...]:
    offer = reading.offer
    return (
        f"Sorry about that. I can {offer} if you like: just say {offer}.",
        f"I could {offer} for you. Say {offer} and I'll do it.",
        f"Say {offer} if you like.",
    )


def lines_for(reading: TalkReading) -> tuple[str, ...]:
    """The lines for one reading, best first; () for a question about the world or a command."""
    if reading.kind is TalkKind.DEVICE:
        return _device_lines(reading)
    table = {TalkKind.ABOUT_ME: _ABOUT_ME, TalkKind.FEELING: _FEELING, TalkKind.SOCIAL: _SOCIAL,
             TalkKind.REMARK: _REMARK}.get(reading.kind, {})
    return table.get(reading.topic, ())


def kind_lines(utterance: str) -> tuple[str, ...]:
    """The lines that fit ``utterance``'s kind, in the order to try them (the first chosen by the sentence, so turns
    of one conversation start from different lines); () when the plain fallback is right (a question or a command).
    The last line is the short one, for when the others were all said lately."""
    lines = lines_for(read_kind(utterance))
    if not lines:
        return ()
    *long_lines, short = lines
    start = zlib.crc32(utterance.lower().encode()) % len(long_lines)
    return (*long_lines[start:], *long_lines[:start], short)
