"""Authoring source of the household memory dataset: writes bench/data/household.json (commit both).

Each fact row is (slot, what the user said, what an extraction model stored, a question in other words). The JSON
records, per turn, the extraction output a model would produce (``add`` a new memory, ``update`` an existing one in
place after consolidation, ``delete`` on a "forget" request, nothing for a distractor) so the benchmark is
deterministic; the extraction itself is evaluated elsewhere.

Run: python bench/data/build_household.py
"""

from __future__ import annotations

import json
from pathlib import Path

FACTS: dict[str, list[tuple[str, str, str, str]]] = {
    "maya": [
        ("coffee", "I take my coffee with oat milk and no sugar", "Maya takes her coffee with oat milk and no sugar",
         "how does Maya like her coffee"),
        ("allergy", "I'm allergic to peanuts", "Maya is allergic to peanuts",
         "is there any food I react badly to"),
        ("birthday", "my birthday is on the 14th of March", "Maya's birthday is on 14 March",
         "when do I turn a year older"),
        ("car", "I drive a blue Skoda Octavia", "Maya drives a blue Skoda Octavia",
         "what kind of vehicle do I have"),
        ("work", "I work as a nurse at St Mary's hospital", "Maya works as a nurse at St Mary's hospital",
         "what is my job"),
        ("shift", "my night shifts are on Thursdays", "Maya works night shifts on Thursdays",
         "which day am I on nights"),
        ("yoga", "I go to yoga on Monday evenings", "Maya goes to yoga on Monday evenings",
         "when is my stretching class"),
        ("sister", "my sister Priya lives in Leeds", "Maya's sister Priya lives in Leeds",
         "where does my sibling live"),
        ("dentist", "my dentist is Dr Okafor", "Maya's dentist is Dr Okafor",
         "who looks after my teeth"),
        ("book", "I'm reading Middlemarch at the moment", "Maya is currently reading Middlemarch",
         "which novel am I in the middle of"),
        ("plant", "the fern in the living room needs water every three days",
         "The living room fern needs watering every three days", "how often should the fern get a drink"),
        ("music", "I love listening to Fleetwood Mac", "Maya loves Fleetwood Mac",
         "what band should you put on for me"),
        ("tea", "in the evening I drink chamomile tea", "Maya drinks chamomile tea in the evening",
         "what do I like to sip before bed"),
        ("gym", "my gym membership renews in September", "Maya's gym membership renews in September",
         "when is my fitness club subscription due"),
        ("bank", "I bank with Nationwide", "Maya banks with Nationwide", "which building society am I with"),
        ("doctor", "my GP is Dr Hughes at the Elm Street surgery", "Maya's GP is Dr Hughes at Elm Street surgery",
         "who is my family doctor"),
        ("shoe", "I wear size 6 shoes", "Maya's shoe size is 6", "what size footwear do I buy"),
        ("holiday", "we're going to Crete in August", "The family is going to Crete in August",
         "where are we travelling this summer"),
        ("pin", "the bike lock code is 4471", "The bike lock code is 4471", "what opens the bicycle lock"),
        ("garden", "I planted tomatoes by the back fence", "Maya planted tomatoes by the back fence",
         "what's growing near the rear fence"),
        ("language", "I'm learning Spanish on Duolingo", "Maya is learning Spanish on Duolingo",
         "which language am I studying"),
        ("mother", "my mum's name is Asha", "Maya's mother is called Asha", "what is my mother called"),
        ("flower", "my favourite flowers are peonies", "Maya's favourite flowers are peonies",
         "which blooms should someone buy me"),
        ("podcast", "I listen to the Rest Is History podcast", "Maya listens to The Rest Is History podcast",
         "what show do I have on in my earbuds"),
        ("wine", "I don't drink red wine, it gives me headaches", "Maya avoids red wine because it gives her headaches",
         "should you offer me a glass of merlot"),
        ("commute", "I cycle to work", "Maya cycles to work", "how do I get to the hospital each day"),
        ("neighbour", "our neighbour at number 12 is called Gareth", "The neighbour at number 12 is Gareth",
         "who lives next door at twelve"),
        ("film", "my favourite film is Amelie", "Maya's favourite film is Amelie", "what movie do I love most"),
        ("insurance", "the home insurance is with Aviva and renews in May",
         "The home insurance is with Aviva and renews in May", "when is the house cover due and who is it with"),
        ("wifi", "the guest wifi password is sunflower22", "The guest wifi password is sunflower22",
         "what's the code for visitors to get online"),
    ],
    "tom": [
        ("team", "I support Liverpool", "Tom supports Liverpool football club", "which football club do I follow"),
        ("beer", "my favourite beer is Guinness", "Tom's favourite beer is Guinness", "what should I order at the pub"),
        ("work", "I'm a software engineer at a bank", "Tom works as a software engineer at a bank",
         "what do I do for a living"),
        ("car", "I drive a grey Toyota Corolla hybrid", "Tom drives a grey Toyota Corolla hybrid",
         "what is my car"),
        ("birthday", "I was born on the 2nd of November", "Tom's birthday is on 2 November",
         "when is my birthday"),
        ("diet", "I'm trying to eat less sugar", "Tom is trying to cut down on sugar",
         "am I on any kind of diet"),
        ("running", "I run 5k every Saturday at parkrun", "Tom runs the 5k parkrun every Saturday",
         "what exercise do I do at the weekend"),
        ("brother", "my brother Sam lives in Dublin", "Tom's brother Sam lives in Dublin",
         "which city is my sibling in"),
        ("guitar", "I play the bass guitar in a band", "Tom plays bass guitar in a band",
         "what instrument do I play"),
        ("meds", "I take vitamin D every morning", "Tom takes vitamin D every morning",
         "what supplement do I need at breakfast"),
        ("shirt", "my shirt size is large", "Tom wears large shirts", "what size tops fit me"),
        ("podcast", "I listen to Hard Fork on the way to work", "Tom listens to the Hard Fork podcast on his commute",
         "what do I listen to while commuting"),
        ("boiler", "the boiler was last serviced in January", "The boiler was last serviced in January",
         "when did the heating system get its check-up"),
        ("game", "I'm playing Zelda on the Switch", "Tom is playing Zelda on the Nintendo Switch",
         "what video game am I playing"),
        ("spicy", "I love really spicy food", "Tom loves very spicy food", "how hot do I like my curry"),
        ("barber", "I get my hair cut at Joe's on the high street", "Tom gets his hair cut at Joe's on the high street",
         "where do I go for a trim"),
        ("bins", "the recycling goes out on Tuesday nights", "The recycling bins go out on Tuesday nights",
         "which evening do the bins need putting out"),
        ("cheese", "I can't stand blue cheese", "Tom dislikes blue cheese", "would I enjoy some stilton"),
        ("father", "my dad Richard lives in Cardiff", "Tom's father Richard lives in Cardiff",
         "where does my father live"),
        ("pension", "my pension is with Aegon", "Tom's pension is with Aegon", "which company holds my retirement savings"),
        ("whisky", "I like peaty whisky like Laphroaig", "Tom likes peaty whisky such as Laphroaig",
         "what scotch would make a good present for me"),
        ("sleep", "I go to bed around 11pm", "Tom goes to bed around 11pm", "what time do I usually turn in"),
        ("van", "we hire a van from Enterprise when we move stuff", "The family hires vans from Enterprise",
         "who do we rent a removal vehicle from"),
        ("phone", "I have a Pixel 8 phone", "Tom has a Google Pixel 8 phone", "what mobile do I use"),
        ("knee", "I hurt my left knee skiing last year", "Tom injured his left knee skiing last year",
         "which of my joints is dodgy"),
        ("coffee", "I drink my coffee black", "Tom drinks his coffee black", "how should you make my coffee"),
        ("fishing", "I go fishing at Llyn Brenig", "Tom goes fishing at Llyn Brenig", "where is my angling spot"),
        ("tv", "I'm watching Slow Horses", "Tom is watching the series Slow Horses", "what TV show am I following"),
        ("mechanic", "our mechanic is Dave at Castle Garage", "The family mechanic is Dave at Castle Garage",
         "who fixes our cars"),
        ("printer", "the printer ink is HP 305", "The printer takes HP 305 ink cartridges",
         "which cartridges does the printer need"),
    ],
    "lily": [
        ("school", "I'm in year 10 at Westfield Academy", "Lily is in year 10 at Westfield Academy",
         "which school do I go to"),
        ("subject", "my favourite subject is chemistry", "Lily's favourite subject is chemistry",
         "what lesson do I enjoy most"),
        ("pet", "my hamster is called Biscuit", "Lily's hamster is called Biscuit", "what's my little pet's name"),
        ("band", "I'm obsessed with Olivia Rodrigo", "Lily loves Olivia Rodrigo", "which singer am I a big fan of"),
        ("vegetarian", "I'm vegetarian", "Lily is vegetarian", "do I eat meat"),
        ("swim", "I have swimming training on Wednesdays", "Lily has swimming training on Wednesdays",
         "when is my practice at the pool"),
        ("friend", "my best friend is Zara", "Lily's best friend is Zara", "who is my closest mate"),
        ("birthday", "my birthday is on the 30th of June", "Lily's birthday is on 30 June", "when was I born"),
        ("exam", "my maths exam is on the 12th of May", "Lily's maths exam is on 12 May",
         "when is my algebra test"),
        ("colour", "my favourite colour is teal", "Lily's favourite colour is teal", "what shade do I like best"),
        ("phone", "I'm allowed two hours of screen time on school nights",
         "Lily is allowed two hours of screen time on school nights", "how long can I be on my devices on weekdays"),
        ("teacher", "my form tutor is Mr Patel", "Lily's form tutor is Mr Patel", "who is my tutor at school"),
        ("instrument", "I'm learning the violin", "Lily is learning the violin", "what do I practise playing"),
        ("book", "I'm reading the Hunger Games", "Lily is reading The Hunger Games", "which book am I on"),
        ("allergy", "I'm allergic to cats", "Lily is allergic to cats", "which animals make me sneeze"),
        ("bus", "the school bus comes at 7:50", "Lily's school bus comes at 7:50",
         "what time do I need to be at the stop in the morning"),
        ("game", "I play Minecraft with my cousins", "Lily plays Minecraft with her cousins",
         "what game do I play online with family"),
        ("food", "my favourite food is mushroom risotto", "Lily's favourite food is mushroom risotto",
         "what dinner would make me happy"),
        ("club", "I go to coding club on Fridays after school", "Lily goes to coding club on Fridays after school",
         "what do I do after lessons at the end of the week"),
        ("cousin", "my cousin Ellie is coming to stay at Easter", "Lily's cousin Ellie is visiting at Easter",
         "who is visiting over the spring holidays"),
        ("goal", "I want to be a vet when I grow up", "Lily wants to become a vet",
         "what career am I dreaming of"),
        ("bed", "my bedtime is 10pm on school nights", "Lily's bedtime is 10pm on school nights",
         "when do I have to sleep on weekdays"),
        ("shoe", "I'm a size 5 in trainers", "Lily wears size 5 trainers", "what size sneakers fit me"),
        ("money", "I get ten pounds pocket money a week", "Lily gets ten pounds pocket money a week",
         "what's my weekly allowance"),
        ("show", "I'm watching Wednesday on Netflix", "Lily is watching Wednesday on Netflix",
         "what series am I streaming"),
        ("dance", "I did ballet until I was twelve", "Lily did ballet until age twelve",
         "did I ever take dance lessons"),
        ("password", "my library card number is 88213", "Lily's library card number is 88213",
         "what's the number to borrow books"),
        ("braces", "I got braces in January", "Lily has had braces since January", "when did my teeth get fixed up"),
        ("trip", "our school trip to Paris is in October", "Lily's school trip to Paris is in October",
         "when is the class excursion abroad"),
        ("ice", "I love mint choc chip ice cream", "Lily loves mint chocolate chip ice cream",
         "which flavour of dessert should we get me"),
    ],
}

# Updates: the fact changes; the recorded extraction replaces the old memory in place (same key).
UPDATES = {
    "maya": [("car", "I sold the Skoda, I drive a red Honda Jazz now", "Maya drives a red Honda Jazz"),
             ("book", "I finished Middlemarch and started Wolf Hall", "Maya is currently reading Wolf Hall"),
             ("yoga", "yoga moved to Tuesday evenings", "Maya goes to yoga on Tuesday evenings"),
             ("wifi", "I changed the guest wifi password to bluebell77", "The guest wifi password is bluebell77"),
             ("shift", "my night shifts are Fridays now", "Maya works night shifts on Fridays")],
    "tom": [("phone", "I upgraded to an iPhone 15", "Tom has an iPhone 15 phone"),
            ("tv", "I finished Slow Horses, now I'm watching Shogun", "Tom is watching the series Shogun"),
            ("game", "I'm playing Elden Ring now", "Tom is playing Elden Ring"),
            ("bins", "the council moved recycling to Wednesday nights", "The recycling bins go out on Wednesday nights"),
            ("sleep", "I go to bed around 10:30 these days", "Tom goes to bed around 10:30pm")],
    "lily": [("book", "I finished the Hunger Games, I'm reading Percy Jackson", "Lily is reading Percy Jackson"),
             ("show", "I'm watching Stranger Things now", "Lily is watching Stranger Things on Netflix"),
             ("friend", "my best friend is Maisie now", "Lily's best friend is Maisie"),
             ("shoe", "I'm a size 6 in trainers now", "Lily wears size 6 trainers"),
             ("bus", "the school bus comes at 8:05 now", "Lily's school bus comes at 8:05")],
}
# "Forget" requests: the recorded extraction deletes the memory.
FORGETS = {"maya": [("pin", "forget the bike lock code"), ("wine", "forget what I said about red wine"),
                    ("shoe", "please forget my shoe size")],
           "tom": [("knee", "forget about my knee"), ("pension", "forget where my pension is"),
                   ("whisky", "don't remember my whisky preference any more")],
           "lily": [("password", "forget my library card number"), ("braces", "forget the braces thing"),
                    ("money", "forget how much pocket money I get")]}
# Restatements: consolidated into the existing memory (update) except where the recorded model added a duplicate.
RESTATES = {"maya": [("coffee", "remember, oat milk in my coffee, no sugar", "update"),
                     ("allergy", "I really can't have peanuts", "update"),
                     ("music", "Fleetwood Mac is my favourite band", "add")],
            "tom": [("team", "you know I'm a Liverpool fan", "update"), ("beer", "a pint of Guinness is my drink", "add"),
                    ("coffee", "black coffee for me, always", "update")],
            "lily": [("vegetarian", "remember I don't eat meat", "update"), ("pet", "Biscuit my hamster is so cute", "add"),
                     ("colour", "teal is the best colour", "update")]}
DISTRACTORS = ["what's the weather like tomorrow", "set a timer for ten minutes", "tell me a joke",
               "what time is it", "turn on the kitchen lights", "how do you spell necessary", "play some music",
               "thanks, that's all"]
# Questions about another member's facts: (asker, owner, slot, question). The asker's results must never hold the
# owner's memories.
CROSS = [("maya", "tom", "beer", "what is Tom's favourite beer"), ("maya", "lily", "pet", "what is Lily's hamster called"),
         ("maya", "tom", "work", "where does Tom work"), ("maya", "lily", "exam", "when is Lily's maths exam"),
         ("maya", "tom", "brother", "where does Tom's brother live"),
         ("tom", "maya", "birthday", "when is Maya's birthday"), ("tom", "maya", "dentist", "who is Maya's dentist"),
         ("tom", "lily", "friend", "who is Lily's best friend"), ("tom", "lily", "swim", "when does Lily swim"),
         ("tom", "maya", "sister", "where does Maya's sister live"),
         ("lily", "maya", "wifi", "what's the guest wifi password mum set"), ("lily", "tom", "spicy", "does dad like spicy food"),
         ("lily", "tom", "car", "what car does dad drive"), ("lily", "maya", "mother", "what's grandma Asha's daughter called"),
         ("lily", "tom", "running", "when does dad go running")]


def build() -> dict[str, object]:
    """The dataset: turns in the order they are spoken, each with its recorded extraction output, and the probes."""
    turns: list[dict[str, object]] = []
    for user, rows in FACTS.items():
        assert len(rows) >= 30, user
        for slot, said, stored, _question in rows:
            turns.append({"user": user, "utterance": said, "extraction": [{"op": "add", "slot": slot, "text": stored}]})
    for i, text in enumerate(DISTRACTORS * 3):
        user = list(FACTS)[i % 3]
        turns.append({"user": user, "utterance": text, "extraction": []})
    for user, rows in RESTATES.items():
        texts = {slot: stored for slot, _s, stored, _q in FACTS[user]}
        for slot, said, op in rows:
            turns.append({"user": user, "utterance": said, "extraction": [{"op": op, "slot": slot, "text": texts[slot]}]})
    for user, rows in UPDATES.items():
        for slot, said, stored in rows:
            turns.append({"user": user, "utterance": said, "extraction": [{"op": "update", "slot": slot, "text": stored}]})
    for user, rows in FORGETS.items():
        for slot, said in rows:
            turns.append({"user": user, "utterance": said, "extraction": [{"op": "delete", "slot": slot}]})
    questions = [{"user": user, "slot": slot, "question": q} for user, rows in FACTS.items() for slot, *_x, q in rows]
    cross = [{"asker": a, "owner": o, "slot": s, "question": q} for a, o, s, q in CROSS]
    return {"users": list(FACTS), "turns": turns, "questions": questions, "cross_user_questions": cross,
            "stale_texts": {u: {slot: next(f[2] for f in FACTS[u] if f[0] == slot) for slot, *_ in rows}
                            for u, rows in UPDATES.items()}}


if __name__ == "__main__":
    out = Path(__file__).with_name("household.json")
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {out}")
