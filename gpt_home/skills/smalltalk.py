"""Small talk without a model: greetings, thanks, "how are you", a joke, a fact, good night, a complaint.

The bundled 135M model answers "how are you" with a made-up evening in front of the television and "tell me a joke"
with nonsense; these few everyday lines are better said by us, short and true (the assistant is a program: it does
not claim a life of its own). Recognised by the ``GptSmallTalk`` templates in ``agent/sentences_en.yaml``, whose
``topic`` slot picks the line. Pure: a ``random.Random`` is passed in so tests pin the joke.
"""

from __future__ import annotations

import random

from gpt_home.skills import remarks

# Jokes a family can hear at breakfast: short, one breath, no wordplay that needs seeing the spelling.
JOKES = (
    "Why did the scarecrow win an award? Because he was outstanding in his field.",
    "What do you call a fake noodle? An impasta.",
    "Why don't eggs tell jokes? They'd crack each other up.",
    "What do you call a bear with no teeth? A gummy bear.",
    "Why did the bicycle fall over? Because it was two tired.",
    "What did the ocean say to the beach? Nothing, it just waved.",
    "Why can't you give Elsa a balloon? Because she'll let it go.",
    "What do you call a sleeping dinosaur? A dino-snore.",
    "Why did the tomato turn red? Because it saw the salad dressing.",
    "How does a penguin build its house? Igloos it together.",
)
# Riddles with their answer said at once (a speaker cannot ask for it later): old and true, no trick of spelling
RIDDLES = (
    "What has keys but can't open locks? A piano.",
    "What gets wetter the more it dries? A towel.",
    "What has hands but can't clap? A clock.",
    "What has a neck but no head? A bottle.",
    "What goes up but never comes down? Your age.",
)
_GREETINGS = {"good morning": "Good morning", "morning": "Good morning", "good afternoon": "Good afternoon",
              "afternoon": "Good afternoon", "good evening": "Good evening", "evening": "Good evening",
              "good day": "Good day to you too"}  # fmt: skip
_LINES = {
    "thanks": "You're welcome.",
    "how_are_you": "All good here, thanks for asking. What can I do for you?",
    "good_night": "Good night. Sleep well!",
    "goodbye": "Goodbye! Just say the wake word when you need me.",
    "nice_to_meet_you": "Nice to meet you too! Ask me anything, or say what can you do.",
    "compliment": "Thank you, that's kind of you!",
    "bored": "How about a joke? Say tell me a joke. I can also flip a coin, pick a random number, or set a timer "
             "for a quick break.",
    "sorry": "No problem at all.",
    "presence": "Yes, I'm here. What can I do for you?",
    "complaint": "Sorry about that. Try saying it another way, or ask me what I can do.",
    "home": "Welcome home!",
    "favourite": "I'm a computer program, so I don't have favourites. What's yours?",
    "team": "I'm a computer program, so I don't support a team or follow any sport. Who do you support?",
    "rather": "Fun question! I'm a computer program, so I can't be or have either. Which would you pick?",
    "practise_english": "Hello! Yes, I'm glad to help you practise your English: talk to me, ask me "
                        "something, or ask me how to spell a word.",
    "fan": "I'm a computer program, so I don't have favourites, but it sounds like you're a real fan!",
    "doing": "Just listening out for you. What can I do for you?",
    "sing": "I can't sing, I'm afraid. I can tell you a joke instead.",
    "whats_up": "Not much, just here to help. What can I do for you?",
    "sad": "I'm sorry you're feeling down. I'm here if you want to talk, and I can tell you a joke if that would help.",
    "doing_well": "Glad to hear it! What can I do for you?",
    "tired": "Sounds like you need a rest. I can set a timer for a nap, or an alarm for the morning.",
    "about_me": "No, I'm a computer program, so I never sleep or get tired. I'm here whenever you need me.",
    "not_a_person": "I'm a program running on this device, not a human. I'm here whenever you need me.",
    "listening": "No, no person is listening: I'm a computer program running on this device, not a human.",
    "call_it_a_day": "Good idea. Have a good rest, and I'm here whenever you need me.",
    "hungry": "Sounds like time for a snack! If you're cooking, I can set a timer.",
    "birthday": "Happy birthday! I hope you have a lovely day.",
    "laugh": "Glad that made you smile!",
    "bad_joke": "Fair enough, that one was a groaner. Say tell me a joke if you'd like another go.",
    "grief": "I'm so sorry for your loss. Losing someone you love is hard. I'm here whenever you'd like to talk.",
    "long_day": "That sounds like a tiring day. I hope you get a chance to put your feet up now.",
    "good_news": "Congratulations, that's wonderful news!",
    "team_lost": "Oh no, sorry to hear that. There's always the next match.",
    "well_done": "Well done, that's brilliant! You should be really proud of yourself.",
    "well_wished": "Thank you, that's kind of you! I hope your day is going well too.",
    "tooth": "Ooh, a tooth out, how exciting! That's a sign you're growing up.",
    # it did understand the words just said; it never claims to judge the speaker's English
    # ``skills/weather_talk.py``: a moan about the weather (no weather stated: the person said it), a learner's hello
    "weather_cold": "It can really get you down, can't it? Stay warm and cosy, and here's hoping for brighter days.",
    "weather_hot": "It can be hard going, can't it? Keep cool, drink plenty of water, and here's hoping it eases "
                   "soon.",
    "from_place": "Welcome! It's lovely to hear where you're from. Ask me anything, or say what can you do.",
    # ``skills/learner_talk.py``: a newcomer says how long they have lived here (after their English, where from)
    "new_here": "Welcome! Settling in somewhere new takes time. I understood you fine, so ask me anything, or say "
                "what can you do.",
    "my_english": "I understood you fine. Speak however is easiest for you, and if I get something wrong, just say it "
                  "another way.",
    # the assistant about itself (``skills/self_talk.py``; its name and age are ``agent/identity.py``'s)
    "smart": "I know a few useful things, but I'm a computer program: I can't know everything, and I get things "
             "wrong sometimes.",
    "see": "No, I can't see anything: I have no camera. I only hear what you say after the wake word.",
    "unwell": "I'm sorry you're not feeling well. Rest and keep warm, and if it's serious, please call a doctor or "
              "someone who can help.",
    "scared": "I'm sorry you're scared. If someone is in danger, please call for help or tell a grown-up or someone "
              "nearby. I'm here if you want to talk.",
    "angry": "Sorry you're feeling that way. Take a deep breath. I'm here if you want to talk, or I can tell you a "
             "joke.",
    "on_my_own": "I'm sorry to hear that. I'm here if you want to talk, and if you need anything, please call "
                 "someone you trust.",
    # round 16 (``skills/life_talk.py``): a pet lost, someone missed, loneliness, company, a game
    "pet_loss": "I'm so sorry. Losing a pet is really hard: they're part of the family. I'm here if you'd like to "
                "talk.",
    "missing": "I'm sorry, missing someone is hard. I'm here if you'd like to talk about them.",
    "lonely": "I'm sorry you're feeling lonely. I'm here and happy to chat, and it might help to ring someone you "
              "love for a natter.",
    "company": "Of course, I'm here. I can tell you a joke or a fun fact, and I'm listening whenever you want to talk.",
    "game": "I know one game: rock paper scissors, just say 'rock paper scissors'. I can also tell you a joke, flip a "
            "coin, roll a die or pick a random number.",
    # ``skills/feeling_talk.py``: a worry, a hurt, a hard time, an anniversary, the year's days, santa, a proposal
    "worried": "I'm sorry you're worried. It can help to talk it over with someone you trust. I'm here if you want to "
               "talk.",
    "hurt": "Ouch, I'm sorry. If it's bad, please ask someone to help, or call a doctor.",
    "hard_time": "I'm sorry, that sounds hard. It can help to talk to someone you trust about it. I'm here if you want "
                 "to talk.",
    "anniversary": "Happy anniversary! I hope you have a lovely day.",
    "season": "And the same to you! I hope it's a lovely one.",
    "santa": "That's a question for your family! I hope you have a magical Christmas.",
    "excited": "How exciting! I hope it's wonderful.",
    "no_more": "Okay. I'm here whenever you need me.",
    "visit": "How lovely! I hope you have a wonderful time together.",
    "kin_unwell": "I'm sorry to hear that. I hope they feel better soon.",
    "cooking": "Sounds lovely! I can set a timer for it if you like.",
    "privacy": "No. I only pay attention to what's said after the wake word.",
    "marry": "That's very sweet of you, but I'm a computer program. I'm always happy to help, though!",
    # bad input (``skills/odd_asks.py``): nonsense, the sky ordered about
    "huh": "Sorry, I didn't catch a request there. What can I do for you?",
    "sky": "I can't change the weather or the sky, I'm afraid: nobody can!",
    "cant_sleep": "Sorry you can't sleep. Try some slow, deep breaths. I can set an alarm for the morning, so you "
                  "don't need to watch the clock.",
}
# Facts a family can hear at breakfast: short, true, and no number a listener would need to check.
FACTS = (
    "Octopuses have three hearts and blue blood.",
    "Honey never goes off: honey found in ancient Egyptian tombs was still edible.",
    "Bananas are berries, but strawberries are not.",
    "A day on Venus is longer than a year on Venus.",
    "Sharks were around before there were trees.",
    "Wombats leave droppings shaped like cubes.",
    "Sea otters hold hands when they sleep so they don't drift apart.",
    "A group of flamingos is called a flamboyance.",
)


def small_talk(topic: str, rng: random.Random, greeting: str = "") -> str | None:
    """The line for ``topic`` ("greeting", "thanks", "how_are_you", "joke", ...); None for an unknown topic."""
    if topic == "greeting":
        return f"{_GREETINGS.get(greeting.strip(), 'Hello')}! What can I do for you?"
    if topic == "greeting_how":
        return f"{_GREETINGS.get(greeting.strip(), 'Hello')}! All good here, thanks for asking. What can I do for you?"
    if topic == "joke":
        return rng.choice(JOKES)
    if topic == "cheer_up":
        return f"Here's one to make you smile. {rng.choice(JOKES)}"
    if topic == "story":
        return f"I'm no storyteller, I'm afraid, but here's a joke: {rng.choice(JOKES)}"
    if topic == "knock_knock":
        return f"I'm no good at knock-knock jokes, but here's one of mine: {rng.choice(JOKES)}"
    if topic == "riddle":
        return f"Here's a riddle. {rng.choice(RIDDLES)}"
    if topic == "fact":
        return rng.choice(FACTS)
    return _LINES.get(topic) or remarks.LINES.get(topic)
