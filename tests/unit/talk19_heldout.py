"""A second vocabulary for round 19's talk kinds (engineer "talk19"), written before any code changed and NEVER tuned
on: new frames, fillers, things and speakers (children, older people, people learning English, recognizer text
without apostrophes or punctuation). Measured and reported by ``bench/talk19_measure.py``; only its must-nots are
asserted (0 wrong actions), never its hits.
"""

from __future__ import annotations

from itertools import product

from talk19_cases import Case

H_LEADS = ("", "er ", "right ", "mummy ", "excuse me ", "hello ")
H_REMARKS: dict[str, tuple[str, ...]] = {
    "news": ("grandpa is staying with us this week", "the cat brought in a mouse", "my brother got married in june",
             "the new sofa arrived this afternoon", "it is my wedding anniversary", "our team won the quiz at the pub",
             "the tomatoes in the garden are ripe"),
    "feeling": ("i am feeling a bit low", "im worried about my hospital appointment", "i am very happy today",
                "honestly im fed up with everything", "im ever so grateful for my family"),
    "plan": ("we are going camping next weekend", "me and my friend will go to the park", "i am going to paint the fence",
             "this afternoon im having my hair done", "were thinking of getting a dog"),
    "child": ("i builded a big sandcastle", "my tooth is wobbly", "i was star of the week", "i can count to a hundred",
              "me and my sister made slime", "i got ten out of ten on my spelling test"),
    "complaint": ("the internet keeps dropping out", "my knees are playing up again", "the traffic was horrendous",
                  "next door are drilling again", "the roof is leaking", "my tea has gone cold"),
    "thanks": ("thank you very much my dear", "many thanks", "thanks a million", "ta", "you have been a great help"),
}
H_REMARK_TAILS = ("", " lol", " you know", " at last")

H_FRAMES = ("", "would you ", "be a dear and ", "i need you to ", "you must ", "pls ", "will you ", "can u ")
H_SERVICE_ACTS: dict[str, tuple[str, ...]] = {
    "music": ("put classic fm on", "play my audiobook from where i stopped", "play some lullabies for the baby",
              "resume my podcast", "play the latest episode of the archers", "start some whale sounds",
              "stick on some relaxing music", "play radio four"),
    "news": ("read the news headlines", "catch me up on the news"),
    "calls": ("ring my son on his mobile", "phone my neighbour", "call the vet", "dial my wife", "skype my nephew",
              "make a call to grandad"),
    "messages": ("send a text to my daughter saying im home", "email the school", "whatsapp my sister",
                 "send my husband a message", "check my emails", "text mum happy birthday"),
    "purchases": ("order more cat litter", "buy me some new shoes", "order a chinese takeaway",
                  "get some groceries delivered", "reorder the washing powder", "purchase a new kettle"),
    "bookings": ("call me a taxi", "get me an uber to the airport", "book a cab for eight oclock",
                 "book tickets for the cinema", "reserve a table at the italian"),
    "calendar": ("put my dentist appointment in the calendar", "add the school play to the family calendar",
                 "schedule a meeting with jane"),
    "device": ("unlock the back door", "switch the oven on", "turn the thermostat down", "close the curtains",
               "turn off the washing machine", "start the coffee machine", "open the blinds"),
}
H_SERVICE_TAILS = ("", " please", " love", " for me please", " my hands are full", " cheers")

# Questions take no request frame, only a lead
H_QUESTIONS: dict[str, tuple[str, ...]] = {
    "news": ("whats the latest news", "any news headlines today"),
    "calendar": ("what have i got in my diary on friday",),
}
H_SERVED: tuple[tuple[str, str], ...] = (
    ("put a timer on for the podcast 30 minutes", "timer"), ("add ink for the printer to my shopping list", "list"),
    ("will it rain when i get the taxi", "weather"), ("remind me to ring the vet at 4 pm", "reminder"),
    ("set an alarm for 7 am for my train", "alarm"), ("add call grandad to my to do list", "list"),
    ("put headphones for the radio on the list", "list"), ("remind me to order a takeaway at 6 pm", "reminder"),
)
H_SERVED_LEADS = ("", "er ", "would you ")

H_NOT_ASKED = (
    "my wife ordered a taxi already", "please dont ring anyone", "the music next door is so loud",
    "grandma sent me a text", "was the news on", "i would love to go to the cinema one day",
    "we got a takeaway last night", "the uber driver was really nice", "the kids were watching tv all day",
    "my dad told me to call him", "if the doorbell rings dont answer", "i hate the radio",
    "the heating is on", "i phoned the bank earlier",
)
H_NOT_ASKED_LEADS = ("", "mummy ", "er ")


def held_out_cases() -> list[Case]:
    """The never-tuned vocabulary, built the same way as the dev suite."""
    cases: list[Case] = []
    for topic, said in H_REMARKS.items():
        for i, (lead, remark) in enumerate(product(H_LEADS, said)):
            cases.append(Case("remark", f"{lead}{remark}{H_REMARK_TAILS[i % len(H_REMARK_TAILS)]}", topic))
    for service, acts in H_SERVICE_ACTS.items():
        for i, (act, frame) in enumerate(product(acts, H_FRAMES)):
            cases.append(Case("service", f"{frame}{act}{H_SERVICE_TAILS[i % len(H_SERVICE_TAILS)]}", service))
    for service, asks in H_QUESTIONS.items():
        for ask, lead in product(asks, H_LEADS):
            cases.append(Case("service", f"{lead}{ask}", service))
    for (text, skill), lead in product(H_SERVED, H_SERVED_LEADS):
        cases.append(Case("served", f"{lead}{text}", skill))
    for text, lead in product(H_NOT_ASKED, H_NOT_ASKED_LEADS):
        cases.append(Case("not asked", f"{lead}{text}", ""))
    return cases
