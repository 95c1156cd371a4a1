"""The generated suite of round 19's talk kinds (engineer "talk19", issue 15): talk that is no question, and services
the assistant does not have, each built from its parts (speakers x frames x things x tails), with must-nots
generated the same way. Pure data for ``test_talk19.py`` and ``bench/talk19_measure.py``.

Kinds:
- ``remark``: news, a feeling, a plan, a child's day, a complaint, a story with a household word or a number in it,
  thanks, said by every kind of speaker; the reply
  fits its kind (``agent/kind_replies.kind_lines`` gives lines) and nothing is done;
- ``service``: a service the box lacks (media, news, calls, messages, shopping, transport, calendars, smart devices
  not set up) asked with a verb and its object in any frame: the honest refusal of that service;
- ``served``: a request the house DOES serve that mentions a service word ("set a timer for the podcast"): its own
  skill answers, never a refusal;
- ``not asked``: a service told of, negated, wished, reported or asked about: no refusal and nothing done.

``held_out_cases`` (``talk19_heldout.py``) is a second vocabulary written before any code changed and never tuned
on: measured and reported, its must-nots asserted only at 0 wrong actions.
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple


class Case(NamedTuple):
    kind: str  # "remark", "service", "served", "not asked"
    text: str
    expect: str  # remark: its topic family ("news", "feeling", "plan", "child", "complaint", "thanks");
    #              service: the refusal's service; served: the skill ("timer", "list", "weather", "reminder", "alarm")


# --- remarks: a speaker's lead, then the remark, then a tail -----------------------------------------------------
SPEAKER_LEADS = ("", "um ", "guess what ", "oh ", "so ", "im seven and ", "im 82 and ", "well ", "you know what ")
REMARKS: dict[str, tuple[str, ...]] = {
    "news": ("the baby just went down for a nap", "my sister is coming round later", "the postman has been",
             "we got a new puppy", "my grandson passed his driving test", "the plumber finally came",
             "our neighbours moved out", "the snow has started", "dad got a new job"),
    "feeling": ("im a bit nervous about my exam tomorrow", "i feel really proud of myself",
                "im so tired after work", "i miss my mum", "i feel a bit lonely tonight",
                "im really excited about christmas"),
    "plan": ("were going to the seaside on saturday", "im going to bake a cake later", "i think ill go for a walk",
             "we are having friends round for dinner", "tomorrow i will visit my sister", "im off to the shops"),
    "child": ("i got a gold star today for reading", "i lost my first tooth", "i drew a dinosaur at school",
              "my teacher said i was good today", "i can ride my bike with no stabilisers", "i won the egg and spoon race"),
    "complaint": ("the bins didnt get collected again", "the neighbours dog has been barking all morning",
                  "the bus was late again", "my back is killing me", "the washing machine is making a funny noise",
                  "the kids have been fighting all day"),
    # a story with a household word or a number in it: told, never asked ("story" is judged as "news")
    "story": ("my son turned the kitchen light off for me earlier", "the radio played my favourite song this morning",
              "dad fixed the kettle at last", "i scored twenty points at netball", "we walked six miles on sunday",
              "my phone died at lunch", "grandma baked two dozen scones"),
    "thanks": ("thanks thats really helpful", "thank you so much", "cheers for that", "ta very much love",
               "thank you you are very kind"),
}
REMARK_TAILS = ("", " today", " haha", " isnt that nice")

# --- services: a lead, a frame, the act (verb + object), a tail --------------------------------------------------
LEADS = ("", "um ", "hey ", "please ", "ok ")
FRAMES = ("", "can you ", "could you ", "i want you to ", "please can you ", "you can ")
WANT_FRAMES = ("i want to ", "id like to ", "can i ", "i wanna ")
SERVICE_ACTS: dict[str, tuple[str, ...]] = {
    "music": ("play some jazz", "put on the radio", "play my podcast", "put some rain sounds on",
              "play an audiobook", "tune in to the local radio station", "play some white noise",
              "stream radio two", "play the next episode of my podcast", "shuffle my playlist"),
    "news": ("read me the headlines", "tell me the news", "give me the latest news", "read out todays headlines"),
    "calls": ("call my daughter", "ring grandma", "phone the doctor", "make a video call to my son",
              "facetime my sister", "ring the surgery"),
    "messages": ("text my husband that im running late", "send a message to mum", "email my boss",
                 "send a whatsapp to my brother", "message the family group", "read my messages"),
    "purchases": ("order me some nappies", "buy more dog food", "order a pizza", "get a takeaway delivered",
                  "order some more printer ink", "buy a birthday present for my wife"),
    "bookings": ("order me a taxi", "book a taxi to the station", "get me a cab", "book an uber",
                 "book a table for two", "book a train ticket to york"),
    "calendar": ("add the dentist to my calendar", "put the party in my diary", "check my calendar",
                 "book an appointment with the doctor"),
    "device": ("lock the front door", "turn the heating up", "start the dishwasher", "turn on the tv",
               "open the garage door", "start the robot hoover", "turn on the fan"),
}
WANTS: dict[str, tuple[str, ...]] = {
    "music": ("listen to the radio", "hear some rain sounds", "listen to a podcast", "listen to an audiobook"),
    "calls": ("call my son", "ring my daughter", "video call my grandson"),
    "purchases": ("order a pizza", "buy some flowers"),
    "bookings": ("book a taxi", "order a cab"),
}
SERVICE_TAILS = ("", " please", " for me", " i cant sleep", " thanks", " now")
WANT_TAILS = ("", " please", " i cant sleep", " thanks", " now")
# Questions take no request frame, only a lead
QUESTIONS: dict[str, tuple[str, ...]] = {
    "news": ("whats in the news today", "what are the headlines", "any news this morning"),
    "calendar": ("whats on my calendar tomorrow", "whats in my diary this week"),
}

# --- served requests that mention a service word: their own skill answers -----------------------------------------
SERVED: tuple[tuple[str, str], ...] = (
    ("set a timer for the podcast", "timer"), ("set a timer for 20 minutes for the radio show", "timer"),
    ("add batteries for the radio to the list", "list"), ("put phone charger on the shopping list", "list"),
    ("whats the weather for my taxi ride", "weather"), ("remind me to call mum at 5 pm", "reminder"),
    ("remind me to book a taxi at 6 pm", "reminder"), ("set an alarm so i dont miss the news at 6 am", "alarm"),
    ("add pizza to the shopping list", "list"), ("add buy a present to my to do list", "list"),
    ("remind me to order the dog food tomorrow at 9 am", "reminder"), ("set a 10 minute timer for the taxi", "timer"),
    ("put call the plumber on my to do list", "list"), ("what time is it", "time"),
    ("turn on the kitchen light", "light"), ("remind me to text my sister at 7 pm", "reminder"),
)
SERVED_LEADS = ("", "um ", "can you ", "please ")

# --- a service told of, negated, wished, reported or asked about --------------------------------------------------
NOT_ASKED = (
    "i listened to a great podcast today", "the taxi is coming at six", "my daughter called me yesterday",
    "dont play any music", "dont call anyone", "i wish i could order a pizza", "the radio was on all night",
    "my son said to order a taxi", "did you order the taxi", "i already booked the table",
    "mum phoned earlier", "i heard it on the news", "we watched the news last night", "the dishwasher is broken",
    "if it rains order a taxi", "i never listen to podcasts", "my husband texted me",
    "she told me to play some music", "the pizza we ordered was cold", "the front door was locked",
    "the heating came on", "i used to love the radio", "the doctor rang this morning",
)
NOT_ASKED_LEADS = ("", "oh ", "well ")


def _rotated(*parts: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every pairing of the first two parts, the other parts rotated over them."""
    first, second, *rest = parts
    return [(a, b, *(part[(i + k) % len(part)] for k, part in enumerate(rest)))
            for i, (a, b) in enumerate(product(first, second))]


def all_cases() -> list[Case]:
    """The dev suite: every kind built from its parts."""
    cases: list[Case] = []
    for topic, said in REMARKS.items():
        for lead, remark, tail in _rotated(SPEAKER_LEADS, said, REMARK_TAILS):
            if topic == "thanks" and lead in ("im seven and ", "im 82 and ", "guess what "):
                continue
            cases.append(Case("remark", f"{lead}{remark}{tail}", topic))
    for service, acts in SERVICE_ACTS.items():
        for act, lead, frame, tail in _rotated(acts, LEADS, FRAMES, SERVICE_TAILS):
            cases.append(Case("service", f"{lead}{frame}{act}{tail}", service))
    for service, wants in WANTS.items():
        for want, frame, tail in _rotated(wants, WANT_FRAMES, WANT_TAILS):
            if frame != "can i " or service == "music":  # "can i ring my daughter" asks leave, or when
                cases.append(Case("service", f"{frame}{want}{tail}", service))
    for service, asks in QUESTIONS.items():
        for ask, lead in product(asks, LEADS):
            cases.append(Case("service", f"{lead}{ask}", service))
    for (text, skill), lead in product(SERVED, SERVED_LEADS):
        cases.append(Case("served", f"{lead}{text}", skill))
    for text, lead in product(NOT_ASKED, NOT_ASKED_LEADS):
        cases.append(Case("not asked", f"{lead}{text}", ""))
    return cases
