"""A generated suite of sentence KINDS (``agent/talk_kinds.py``) and the fallback line each must get.

Not a list of sentences to pass one by one: per kind, frames (the sentence's shape, written as a child, a grandparent,
a teenager and a speaker of English as a second language would say it) x subjects (the word the frame is about) x
lead words ("um", "oh", "well", "hey") x the recognizer's run-on text (lower case, no punctuation, no apostrophes).
Every case is (utterance, expected kind, expected topic or "" for any). Must-nots are generated the same way: commands
and real questions, with the same lead words and chat words inside them ("i'm scared of the dark, can you leave the
kitchen light on"), which must never be read as chat: a kind word instead of an action is a wrong action by omission.
"""

from __future__ import annotations

import itertools
import re


LEADS = ("", "um ", "oh ", "well ", "hey ")
# the kinds' names (``agent/talk_kinds.TalkKind``'s values), spelled here: the suite runs on a tree without it too
FEELING, ABOUT_ME, SOCIAL = "feeling-or-situation", "about-the-assistant", "thanks-greeting-goodbye"
REMARK, DEVICE = "remark", "device-complaint"
NOT_CHAT_KINDS = ("command", "world-question", "unclear")

# kind, topic, frames ({x}: a subject), subjects
_CHAT: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    (FEELING, "lonely", (
        "I live on my own since my {x} went into a care home.",
        "It gets lonely here since my {x} moved away.",
        "i feel so alone, my {x} never calls",
        "me alone in the house, my {x} is far away",
        "nobody to talk to now my {x} has gone to australia",
    ), ("husband", "wife", "son", "daughter", "best friend")),
    (FEELING, "bereaved", (
        "My {x} passed away last spring.",
        "it's a year since my {x} died and i still miss them",
        "I lost my {x} in the winter and the funeral was hard",
        "my {x} he is dead since two years",
    ), ("husband", "wife", "dog", "mum", "brother")),
    (FEELING, "tired", (
        "I'm so {x} today.",
        "i am feeling really {x} after work",
        "im {x} mummy says i have to go to bed",
        "I'm ever so {x} these days, dear.",
        "me very {x} today",
    ), ("tired", "exhausted", "knackered", "sleepy", "worn out")),
    (FEELING, "sad", (
        "I'm feeling a bit {x} today.",
        "i think im gonna cry, i feel so {x}",
        "I've been {x} all week, love.",
        "me is {x} today",
    ), ("sad", "down", "miserable", "upset", "fed up")),
    (FEELING, "scared", (
        "I'm {x} of the thunder.",
        "i am so {x} about my exam tomorrow",
        "I get {x} at night when the house creaks.",
        "me very {x} about the doctor",
    ), ("scared", "frightened", "worried", "nervous", "anxious")),
    (FEELING, "unwell", (
        "I've got a {x} today.",
        "i feel sick and i have a {x}",
        "My {x} is killing me, dear.",
    ), ("headache", "fever", "sore throat", "bad back", "temperature")),
    (FEELING, "bored", (
        "I'm so {x} today.",
        "man im {x} there is nothing to do",
        "me {x} at home",
    ), ("bored", "really bored", "super bored")),
    (FEELING, "happy", (
        "I'm so {x} today!",
        "i feel really {x} because it is my birthday",
        "im {x} my nan is coming",
    ), ("happy", "excited", "proud", "thrilled", "delighted")),
    (FEELING, "angry", (
        "I'm so {x} with my brother.",
        "i am really {x} at work today",
    ), ("angry", "annoyed", "cross", "furious", "frustrated")),
    (ABOUT_ME, "feelings", (
        "Are you {x} today?",
        "you are {x} today or not?",
        "do you ever get {x}",
        "can you feel {x}",
        "are you ever {x} just sitting there",
    ), ("happy", "sad", "lonely", "bored", "tired")),
    (ABOUT_ME, "human", (
        "Are you a {x}?",
        "you are a {x} or a computer?",
        "is you a real {x}",
    ), ("boy", "girl", "human", "person", "man")),
    (ABOUT_ME, "likes", (
        "What's your favourite {x}?",
        "do you like {x}",
        "you like {x} or not?",
    ), ("colour", "food", "music", "animal", "football")),
    (ABOUT_ME, "body", (
        "Do you have a {x}?",
        "have you got a {x} like me",
        "you have a {x}?",
    ), ("heart", "brain", "body", "face", "mum")),
    (ABOUT_ME, "abilities", (
        "What can I ask you to help with {x}?",
        "what can you do {x}",
        "what are you good for {x}",
        "how can you help me {x}",
    ), ("around the house", "in the kitchen", "", "today", "for my gran")),
    (SOCIAL, "thanks", (
        "Thanks, {x}.",
        "thank you so much {x}",
        "cheers {x}",
        "thank you very much {x}",
    ), ("that was helpful", "my dear", "love", "mate", "that helps")),
    (SOCIAL, "compliment", (
        "You're {x}.",
        "youre {x} you know that",
        "you are {x}",
    ), ("the best", "so clever", "a lifesaver", "really funny", "a star")),
    (SOCIAL, "good-night", (
        "I'm off to bed, {x}.",
        "sleep well {x}",
        "good night {x}",
        "me go to sleep now {x}",
    ), ("talk tomorrow", "dear", "computer", "see you", "love")),
    (SOCIAL, "how-are-you", (
        "{x}, how are you?",
        "{x} how is your day going",
        "{x} how are you doing",
    ), ("hello", "morning", "hi there", "good evening", "hiya")),
    (REMARK, "good-news", (
        "My {x} learned to ride a bike today.",
        "my {x} got a gold star at school",
        "my {x} won the quiz last night",
        "Our {x} passed the driving test.",
    ), ("son", "daughter", "granddaughter", "grandson", "little one")),
    (REMARK, "bad-news", (
        "The {x} was late again.",
        "our {x} broke down this morning",
        "my {x} got cancelled because of the rain",
    ), ("bus", "train", "car", "football match", "boiler")),
    (DEVICE, "too-bright", (
        "The {x} light is hurting my eyes.",
        "that {x} lamp is way too bright",
        "its so bright in the {x} it hurts my eyes",
    ), ("kitchen", "living room", "bedroom", "hallway")),
    (DEVICE, "too-dark", (
        "It's too dark in the {x}.",
        "i cant see a thing in the {x} its so dark",
        "the {x} is pitch black",
    ), ("kitchen", "living room", "bedroom", "hallway")),
)

# Must-nots: commands and real questions, with chat words in them. Kind must be COMMAND, WORLD or UNCLEAR.
_NOT_CHAT: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("{x}", ("turn off the kitchen light", "set a timer for ten minutes", "add milk to the shopping list",
             "remind me to call my son at five", "dim the living room light please", "cancel the alarm")),
    ("can you {x}", ("turn on the light im scared of the dark", "set an alarm im so tired", "put bread on the list",
                     "remind me about my husband's tablets", "leave the kitchen light on")),
    ("i'm {x}", ("tired, set an alarm for 7", "sad, can you play some music", "lonely, please remind me to call mum")),
    ("i need {x}", ("a timer for the pasta", "an alarm for 6 am", "the lights on in the hallway")),
    ("{x}", ("who wrote the hobbit", "what time is it", "is toronto the capital of canada",
             "how many legs does a spider have", "what is the weather like today",
             "do you know who painted the mona lisa", "did i set an alarm for tomorrow",
             "how long is left on my timer", "what's on my shopping list")),
    ("please {x}", ("tell me a joke", "spell necessary", "convert 5 miles to km", "read my reminders")),
)

_PUNCTUATION = re.compile(r"[^\w\s]")


def run_on(text: str) -> str:
    """What a speech recognizer writes: lower case, no punctuation, no apostrophes."""
    return " ".join(_PUNCTUATION.sub("", text.lower().replace("'", "")).split())


def _forms(sentence: str) -> list[str]:
    return list(dict.fromkeys([sentence, run_on(sentence)]))


def chat_cases() -> list[tuple[str, str, str]]:
    """(utterance, kind, topic) for every chat frame x subject x lead x form."""
    cases = []
    for kind, topic, frames, subjects in _CHAT:
        for frame, subject, lead in itertools.product(frames, subjects, LEADS):
            sentence = " ".join(frame.replace("{x}", subject).split()).replace(" ,", ",").replace(" ?", "?")
            cases += [(lead + form, kind, topic) for form in _forms(sentence)]
    return cases


def not_chat_cases() -> list[str]:
    """Commands and real questions, every frame x subject x lead x form."""
    cases = []
    for frame, subjects in _NOT_CHAT:
        for subject, lead in itertools.product(subjects, LEADS):
            cases += [lead + form for form in _forms(frame.replace("{x}", subject))]
    return cases
