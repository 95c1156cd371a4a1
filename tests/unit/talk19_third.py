"""A third vocabulary for round 19's talk kinds (engineer "talk19"), written after the service reader was built (the
second vocabulary's misses had been seen in its before-run listing, so it is no longer untouched) and before the
remark reader: new frames, fillers, things and speakers, never looked at line by line. Measured and reported by
``bench/talk19_measure.py --sets third``; only its must-nots are asserted (0 wrong actions).
"""

from __future__ import annotations

from itertools import product

from talk19_cases import Case

T_LEADS = ("", "ah ", "hiya ", "daddy ", "sorry ", "look ", "mate ")
T_REMARKS: dict[str, tuple[str, ...]] = {
    "news": ("my nephew is turning eighteen", "the rain has finally stopped", "our car failed its mot",
             "my neighbour brought round some cake", "the school is closed for the snow", "the cat had kittens",
             "my pension came through"),
    "feeling": ("im feeling quite down this evening", "i am so nervous about the interview",
                "i feel much better after my nap", "im really chuffed about my garden"),
    "plan": ("we are off to spain in the morning", "ill be cooking a roast later", "i might pop round to my sisters",
             "tonight we are watching a film", "my daughter and me are going swimming"),
    "child": ("i did a handstand in the garden", "my best friend came to play", "i finished my reading book",
              "i am the tallest in my class", "i done a painting of a horse"),
    "complaint": ("the printer has jammed again", "these shoes are killing my feet", "the hot tap is dripping",
                  "my phone battery keeps dying", "the neighbours party went on till three"),
    "thanks": ("thanks a lot", "thank you my love", "cheers mate", "thankyou very much"),
}
T_REMARK_TAILS = ("", " haha", " honestly", " so yeah")

T_FRAMES = ("", "could ya ", "go on ", "i'd like you to ", "you could ", "i need ", "do me a favour and ",
            "is there any way you can ")
T_SERVICE_ACTS: dict[str, tuple[str, ...]] = {
    "music": ("play some beach sounds", "put smooth radio on", "play the bedtime story audiobook",
              "carry on playing my audiobook", "put the new taylor swift album on"),
    "news": ("read me out the headlines", "give us the news"),
    "calls": ("ring my nan", "phone up the dentist", "video call my auntie in spain", "get the plumber on the phone"),
    "messages": ("send an email to my landlord", "text my son im outside", "message my wife on whatsapp"),
    "purchases": ("buy some more toilet roll", "order a new phone charger", "order us a curry"),
    "bookings": ("book me a taxi for the morning", "get a cab to the hospital", "reserve two seats at the theatre"),
    "calendar": ("put the vet appointment in my diary", "add dinner with sam to my calendar"),
    "device": ("turn the boiler on", "lock the back door", "switch off the dishwasher", "open the garage"),
}
T_SERVICE_TAILS = ("", " thanks love", " ta", " if you dont mind", " im in the bath", " for the kids")

T_SERVED: tuple[tuple[str, str], ...] = (
    ("set a timer for 15 minutes for the taxi", "timer"), ("add phone credit to the shopping list", "list"),
    ("remind me to ring my nan at 3 pm", "reminder"), ("whats the weather like for my flight", "weather"),
    ("add order flowers to my to do list", "list"),
)
T_SERVED_LEADS = ("", "ah ", "could ya ")

T_NOT_ASKED = (
    "i rang my nan this morning", "dont order anything", "my wife wants to book a holiday", "the taxi was late",
    "if you see a cab tell me", "i should ring the dentist", "i ordered some shoes online", "nobody texts me anymore",
    "my son listens to podcasts all day", "the boiler broke down", "the back door is open",
)
T_NOT_ASKED_LEADS = ("", "ah ", "daddy ")


def third_cases() -> list[Case]:
    """The third vocabulary, built like the others."""
    cases: list[Case] = []
    for topic, said in T_REMARKS.items():
        for i, (lead, remark) in enumerate(product(T_LEADS, said)):
            cases.append(Case("remark", f"{lead}{remark}{T_REMARK_TAILS[i % len(T_REMARK_TAILS)]}", topic))
    for service, acts in T_SERVICE_ACTS.items():
        for i, (act, frame) in enumerate(product(acts, T_FRAMES)):
            cases.append(Case("service", f"{frame}{act}{T_SERVICE_TAILS[i % len(T_SERVICE_TAILS)]}", service))
    for (text, skill), lead in product(T_SERVED, T_SERVED_LEADS):
        cases.append(Case("served", f"{lead}{text}", skill))
    for text, lead in product(T_NOT_ASKED, T_NOT_ASKED_LEADS):
        cases.append(Case("not asked", f"{lead}{text}", ""))
    return cases
