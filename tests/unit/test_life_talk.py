"""``skills/life_talk.py``: each round-16 chit-chat family read in its households' ways (the topic, so the line that
fits: a pet's, not a person's), and its near misses (a request after it, a story told, news of other things) never."""

from __future__ import annotations

import re

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import life_talk
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.smalltalk import small_talk


def read(text: str) -> str:
    return " ".join(normalize(spoken_symbols(text)).replace("'", "").split())


FAMILIES = {
    "pet_loss": ["our dog died", "we had to put the cat down", "my hamster passed away this morning",
                 "the vet put our dog to sleep today", "im so sad because my cat died", "we buried the hamster today",
                 "the kids are devastated our rabbit passed away"],
    "missing": ["i miss my husband", "i really miss my mum today", "i keep thinking about my late wife",
                "we miss our old dog so much", "im missing my daughter"],
    "grief": ["its the anniversary of my dads death today", "today would have been our wedding anniversary",
              "my husband would have been 70 today", "its my mums birthday today but shes not here any more",
              "tomorrow is the first anniversary of my wifes death"],
    "lonely": ["i feel so alone", "nobody has visited me this week", "i dont have anyone to talk to",
               "its very quiet in the house", "the kids never ring me any more", "i havent spoken to anyone all day"],
    "company": ["will you talk to me", "can you keep me company", "can we have a chat", "i just want someone to talk to",
                "have a natter with me"],
    "tired": ["im shattered after work", "i didnt sleep well last night", "i could do with a nap",
              "ive been up since five", "i can hardly keep my eyes open"],
    "bored": ["theres nothing to do", "im so bored mum", "im bored of this rainy day",
              "i dont know what to do with myself", "theres nothing to do round here"],
    "game": ["can you play a game with me", "lets play a game", "do you know any games", "shall we play a game",
             "i want to play a game"],
    "greeting_how": ["morning love how are we today", "good morning how are you this fine day", "hello again how are you",
                     "good afternoon how are things", "hi there how are things today"],
    "about_me": ["good morning did you sleep well", "did you have a good night", "did you sleep ok",
                 "hello did you sleep well last night", "have you had a restful night"],
    "good_night": ["im turning in for the night", "time for bed", "right time to hit the hay", "im heading up now",
                   "off upstairs night"],
    "well_done": ["i learned to ride my bike today", "i got a sticker for reading", "i got picked for the team",
                  "i can swim now", "i got my yellow belt in karate", "i read a whole book by myself",
                  "i got ten out of ten on my spelling test"],
}


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in FAMILIES.items() for t in texts])
def test_each_family_is_read_in_its_households_ways(family: str, text: str) -> None:
    assert chit_chat_topic(read(text)) == family


NEAR_MISSES = [
    # a pet: an order to a child, a story, news of a test, a lost thing, a request with the news
    "put the cat down", "put the dog down for a nap", "my dog died in the film", "in the book the dog died",
    "the dog passed the test", "my cat passed her check up", "i lost my dog in the park", "i lost my cats collar",
    "our dog died can you set a reminder for the vet", "remind me the hamster died so i buy a new one",
    "the vet put the dog on a diet", "we had to put the heating on",
    # missed things, not people; a request after the feeling
    "i miss my bus", "i missed the train", "i miss the old days", "i miss you",
    "the house is very quiet turn the volume up", "nobody has visited me set a reminder to call mum",
    "talk to me about the weather", "i need a nap set a timer for 20 minutes",
    "i could do with a nap wake me in half an hour", "i didnt sleep well remind me to go to bed early",
    "theres nothing to do add games to the shopping list", "lets play a game of cards remind me at 7",
    # a greeting with a request, a good night with one
    "hello how are you set a timer for 10 minutes", "good morning what time is it", "time for bed turn off the lights",
    "im turning in turn off the kitchen light",
    # news of other things
    "i got a new belt", "i got picked up late from school", "i read the book", "i did the washing",
    "i got chosen set a timer", "i learned to ride my bike add plasters to the list",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_is_no_talk_of_these_families(text: str) -> None:
    said = read(text)
    assert not any(re.fullmatch(pattern, said) for _, pattern in life_talk.FAMILIES)
    assert chit_chat_topic(said) is None


@pytest.mark.parametrize("topic", sorted({t for t, _ in life_talk.FAMILIES}))
def test_each_family_has_a_line(topic: str) -> None:
    import random

    assert small_talk(topic, random.Random(1), "good morning")


def test_a_pet_lost_never_hears_of_a_person_lost() -> None:
    import random

    line = small_talk("pet_loss", random.Random(1)) or ""
    assert "pet" in line and "someone you love" not in line
    assert small_talk("greeting_how", random.Random(1), "good morning") == (
        "Good morning! All good here, thanks for asking. What can I do for you?")
